/// WonderPush's notification service extension (`WPNotificationServiceExtension`), for an app
/// whose extension is the SDK's: it adds `_wp.attachments` and registers a category whose
/// actions are `_wp.alert.buttons` (label as the action; buttons without a label are skipped),
/// then completes at once. A push that is not WonderPush's is shown as delivered.
final class WonderPushServiceExtension: NotificationServiceExtension {
  func didReceive(_ content: NotificationContent, push: IncomingPush) -> ServiceExtensionResponse {
    guard case .success(let wp) = WonderPushDecoder.decode(push) else { return .completes(with: content) }
    var modified = content
    modified.attachments += wp.attachments.compactMap(\.url)
    let buttons = (wp.alert?.buttons ?? []).compactMap { button -> NotificationButton? in
      guard let label = button.label, !label.isEmpty else { return nil }
      return NotificationButton(id: label, title: label, url: button.targetUrl)
    }
    if !buttons.isEmpty { modified.categoryActions = buttons }
    return .completes(with: modified)
  }
}
