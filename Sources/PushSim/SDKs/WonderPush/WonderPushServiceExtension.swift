/// WonderPush's notification service extension (`WPNotificationServiceExtension`), for an app
/// whose extension is the SDK's: it adds `_wp.attachments` and registers a category whose
/// actions are `_wp.alert.buttons` (label as the action; buttons without a label are skipped),
/// then completes at once. A push that is not WonderPush's is shown as delivered.
///
/// Each action is registered with `UNNotificationActionOptions.foreground`, unless the button's
/// `targetUrl` is exactly `wonderpush://notificationOpen/noop` (WP-I `WPNotificationServiceExtension.m`,
/// `WP_TARGET_URL_NOOP` in `WPURLConstants.h`): tapping any other button brings the app to the
/// foreground before `didReceive`, as a tap on the notification does.
final class WonderPushServiceExtension: NotificationServiceExtension {
  func didReceive(_ content: NotificationContent, push: IncomingPush) -> ServiceExtensionResponse {
    guard case .success(let wp) = WonderPushDecoder.decode(push) else { return .completes(with: content) }
    var modified = content
    modified.attachments += wp.attachments.compactMap(\.url)
    let buttons = (wp.alert?.buttons ?? []).compactMap { button -> NotificationButton? in
      guard let label = button.label, !label.isEmpty else { return nil }
      return NotificationButton(
        id: label, title: label, url: button.targetUrl, opensApp: Self.opensApp(targetUrl: button.targetUrl))
    }
    if !buttons.isEmpty { modified.categoryActions = buttons }
    return .completes(with: modified)
  }

  /// Whether the extension registers a button with this `targetUrl` as a `.foreground` action:
  /// every button but one whose target is exactly the SDK's `noop` URL (no target at all, the
  /// SDK's `default` and `broadcast` targets, and `…/noop?x` are foreground actions).
  static func opensApp(targetUrl: String?) -> Bool {
    targetUrl != WonderPushRuntime.noopTarget
  }
}
