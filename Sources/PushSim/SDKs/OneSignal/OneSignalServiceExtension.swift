/// OneSignal's notification service extension (`OneSignalExtension.didReceiveNotificationExtensionRequest`),
/// for an app whose extension is the SDK's: it adds the `att` attachments and, for action
/// buttons, registers the category `__onesignal__dynamic__<notificationId>` (unless the push
/// has a category); with `badge_inc` it sets the badge to the count it keeps in the app group
/// plus the increment (`OneSignalExtensionBadgeHandler`); then it completes at once. A push
/// that is not OneSignal's is shown as delivered.
final class OneSignalServiceExtension: NotificationServiceExtension {
  /// The badge count the extension keeps in the app group's user defaults
  /// (`ONESIGNAL_BADGE_KEY`): 0 until a `badge_inc` push changes it, never below 0.
  private(set) var appGroupBadgeCount = 0

  func didReceive(_ content: NotificationContent, push: IncomingPush) -> ServiceExtensionResponse {
    guard let notification = OSNotificationDecoder().decode(push).notification, let id = notification.notificationId else {
      return .completes(with: content)
    }
    var modified = content
    if notification.badgeIncrement != 0 {
      // The payload's own badge gives way to the count plus the increment.
      appGroupBadgeCount = max(0, appGroupBadgeCount + notification.badgeIncrement)
      modified.badge = appGroupBadgeCount
    }
    for (_, url) in notification.attachments ?? JSONObject() {
      if let url = url.stringValue { modified.attachments.append(url) }
    }
    let buttons = (notification.actionButtons ?? []).compactMap { button -> NotificationButton? in
      guard let text = button.text else { return nil }
      return NotificationButton(id: button.id ?? text, title: text)
    }
    if !buttons.isEmpty {
      if modified.categoryIdentifier == nil { modified.categoryIdentifier = "__onesignal__dynamic__" + id }
      modified.categoryActions = buttons
    }
    return .completes(with: modified)
  }
}
