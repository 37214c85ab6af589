/// WonderPush's notification service extension (`WPNotificationServiceExtension`), for an app
/// whose extension is the SDK's: it adds `_wp.attachments` and registers a category whose
/// actions are `_wp.alert.buttons` (the label as the title; buttons without a label are
/// skipped), then completes at once. A push that is not WonderPush's is shown as delivered.
///
/// Each action's identifier is `WonderPush_<n>` (`WPNotificationCategoryManager`
/// `actionIdentifierForButtonAtIndex:`), where n counts only the registered (labelled) buttons.
/// On a tap the SDK reads n back and takes element n of the raw `buttons` array, unlabelled
/// elements included (``WonderPushRuntime/iOSTappedButton(_:actionIndex:)``).
///
/// Each action is registered with `UNNotificationActionOptions.foreground`, unless the button's
/// `targetUrl` is exactly `wonderpush://notificationOpen/noop` (WP-I `WPNotificationServiceExtension.m`,
/// `WP_TARGET_URL_NOOP` in `WPURLConstants.h`): tapping any other button brings the app to the
/// foreground before `didReceive`, as a tap on the notification does.
///
/// With `_wp.receiptUsingMeasurements` the extension counts `@NOTIFICATION_RECEIVED` through the
/// measurements API as it starts (`reportNotificationReceivedWithReportingData:`), the only
/// place the iOS SDK does (the app's `trackNotificationReceived:` skips such a push). It reads
/// the flag with `numberForKey`, so a string (`"yes"`) counts nothing here, while the app's
/// `boolValue` takes it as true and tracks nothing either.
final class WonderPushServiceExtension: SDKServiceExtension {
  func didReceive(_ content: NotificationContent, push: IncomingPush) -> ServiceExtensionResponse {
    guard case .success(let wp) = WonderPushDecoder.decode(push) else { return .completes(with: content) }
    var modified = content
    modified.attachments += wp.attachments.compactMap(\.url)
    // `buttonCounter` counts only the buttons registered: those with a non-empty label.
    let labelled = (wp.alert?.buttons ?? []).filter { !($0.label ?? "").isEmpty }
    let buttons = labelled.enumerated().map { counter, button in
      NotificationButton(
        id: Self.actionIdentifier(counter), title: button.label, url: button.targetUrl,
        opensApp: Self.opensApp(targetUrl: button.targetUrl))
    }
    if !buttons.isEmpty { modified.categoryActions = buttons }
    return .completes(with: modified)
  }

  func effects(onReceiving push: IncomingPush, context: SDKContext) -> [SDKEffect] {
    guard case .success(let wp) = WonderPushDecoder.decode(push), wp.extensionCountsReceipt else { return [] }
    return [.track(event: WonderPushRuntime.receivedEvent)]
  }

  /// The prefix of the identifiers of the actions the extension registers (WP-I
  /// `kActionIdentifierPrefix`, in `WPNotificationCategoryManager.m` and `WPNotificationCategoryHelper.m`).
  static let actionIdentifierPrefix = "WonderPush_"

  /// The identifier of the extension's action for the n-th labelled button: `WonderPush_<n>`.
  static func actionIdentifier(_ counter: Int) -> String { actionIdentifierPrefix + String(counter) }

  /// Whether the extension registers a button with this `targetUrl` as a `.foreground` action:
  /// every button but one whose target is exactly the SDK's `noop` URL (no target at all, the
  /// SDK's `default` and `broadcast` targets, and `…/noop?x` are foreground actions).
  static func opensApp(targetUrl: String?) -> Bool {
    targetUrl != WonderPushRuntime.noopTarget
  }
}
