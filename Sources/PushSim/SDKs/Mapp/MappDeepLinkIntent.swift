/// The intent the Mapp Android SDK starts for a deep link (`apx_dpl`, on a body tap or on a
/// button whose `fgAction` is `apx_dpl`), and where Android sends it.
///
/// Source: mapp-digital/Mapp-Engage-Android-SDK. `PendingIntentProviderImpl` gives the tap the
/// click type `OPEN_DEEP_LINK` (`PushData.getContentUriType`, `PushUriType.toPushAction`; a deep
/// link starting with `tel:` is the dialer instead) and the deep link as the intent's data.
/// `FullScreenActivity.handleIntent` (the `internal/ui/` layout PushSim follows, f9460d8) then
/// calls `MessageActionHandler.openDeepLink`, which builds an intent of the action
/// `com.appoxee.VIEW_DEEPLINK` (`Actions.MAPP_DEEP_LINK_ACTION`), restricted to the app's
/// package, whose data is `apx://deeplink?link=<deep link>&messageId=<p>` (`Uri.Builder`, the
/// message id `PushData.id`, 0 when `p` is not a number) and which carries no extras, and starts
/// it only when an activity of the app resolves it (an intent filter for that action, scheme
/// `apx` and host `deeplink`, as Mapp's "Android Inbox and In-App Action Handling" page asks
/// apps to declare); else it logs "Activity not found to handle deeplink" and the click activity
/// finishes: nothing opens. (The older `internal/push/` layout's `FullScreenActivity` used
/// `LibExt.startIntentOrDefault` instead, with a browser and launcher fallback.)
///
/// PushSim reads the app's intent filter from ``AppBehavior/handledLinks``: a prefix of
/// ``data`` (`apx://deeplink`) stands for Mapp's filter.
struct MappDeepLinkIntent: Sendable, Equatable {
  /// `Actions.MAPP_DEEP_LINK_ACTION`.
  static let action = "com.appoxee.VIEW_DEEPLINK"

  /// The deep link (`apx_dpl`, or the button's `fgAction.apx_dpl`).
  let link: String
  /// `PushData.id`: `p` as a number.
  let messageId: Int64

  /// The deep link of a body tap (`buttonIndex` `nil`) or of the button at `buttonIndex`, or
  /// `nil` when the tap's click type is not `OPEN_DEEP_LINK`. A body tap's type is the push's
  /// (`getContentUriType`: `apx_dpl`, even an empty one, whose `Uri.parse("")` is still the
  /// intent's data, so the intent carries `link=`); a button's `fgAction` needs a non-empty
  /// `apx_dpl` (`FgAction.getUriType`: `isNullOrEmpty`).
  init?(_ data: MappPushData, buttonIndex: Int?) {
    let link: String?
    if let buttonIndex {
      let action = data.notificationButtons.first { $0.index == buttonIndex }?.actions.first
      link = action?.todo == .openURLScheme ? action?.value.flatMap { $0.isEmpty ? nil : $0 } : nil
    } else {
      link = data.internalUriType == "apx_dpl" ? data.actionUri : nil
    }
    guard let link, !link.hasPrefix("tel:") else { return nil }
    self.link = link
    self.messageId = data.id
  }

  /// The intent's data, `apx://deeplink?link=…&messageId=…`, each value encoded as
  /// `Uri.Builder.appendQueryParameter` does (`Uri.encode`: every byte but letters, digits and
  /// `_-!.~'()*` as `%XX`).
  var data: String { "apx://deeplink?link=\(AndroidURI.encoded(link))&messageId=\(messageId)" }

  /// Where `MessageActionHandler.openDeepLink` sends the tap for `app`: the app's activity for the
  /// intent, or nowhere (the SDK's click activity finishes).
  func target(app: AppBehavior) -> AndroidTapTarget {
    handledByApp(app) ? .appActivity(link: data) : .trampoline
  }

  /// Whether an activity of the app resolves the intent.
  func handledByApp(_ app: AppBehavior) -> Bool {
    app.handledLinks.contains { data.hasPrefix($0) }
  }

  /// The `action.executed` of the tap: `type`, the deep link under `key`, the intent's data
  /// under `intent`, and what became of it.
  func effect(type: String, key: String, app: AppBehavior) -> SDKEffect {
    .action(type: type, parameters: [key: .string(link), "intent": .string(data)], result: result(app: app))
  }

  /// What became of the deep link, for `action.executed`'s `result`.
  func result(app: AppBehavior) -> String {
    handledByApp(app)
      ? "recorded, not opened: \(Self.action) goes to the app's activity"
      : "recorded, not opened: no activity of the app for \(Self.action), so nothing opens (the SDK logs \"Activity not found to handle deeplink\")"
  }
}
