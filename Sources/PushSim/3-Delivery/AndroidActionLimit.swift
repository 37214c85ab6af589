/// Android shows at most three action buttons on a notification: the standard template binds
/// the first `Notification.MAX_ACTION_BUTTONS` (3) of the notification's non-contextual actions,
/// in the order they were added, and no more (AOSP frameworks/base
/// `core/java/android/app/Notification.java`, `Builder.applyStandardTemplateWithActions`:
/// `Math.min(nonContextualActions.size(), MAX_ACTION_BUTTONS)`; `Builder.addAction`'s doc: "A
/// notification in its expanded form can display up to 3 actions, from left to right in the
/// order they were added"). `addAction` itself keeps every action (`mActions.add`), so the
/// posted `Notification.actions` holds them all; only the view leaves the others out, and the
/// user cannot tap them. Contextual actions (smart replies, shown apart) are not counted; no SDK
/// PushSim models adds one.
///
/// No vendor SDK modelled caps its buttons: OneSignal (`addNotificationActionButtons`, one
/// `addAction` per `actionButtons` element), WonderPush (`NotificationManager`, one per
/// `alert.buttons` element) and Mapp (`NotificationFactory.addButtons`: the category's, then
/// Play and Turn off for a GIF or video push) add every one; the FCM SDK and Customer.io add
/// none. PushSim keeps every button on the notification (the SDK's view of it, its callbacks),
/// warns when there are more than three (`push.warning` `tooManyActions`, before
/// `notification.displayed`; the same finding from `pushsim lint` and `pushsim parse`), and
/// refuses a tap on a button past the third.
///
/// Pure: the device records what it returns.
public enum AndroidActionLimit {
  /// The action buttons Android's notification template shows (`Notification.MAX_ACTION_BUTTONS`).
  public static let maxActionButtons = 3

  /// The reason of the warning, the one the web gives for its own limit (R-W-8).
  public static let warningReason = "tooManyActions"

  /// Where the limit is.
  public static let rule = "AOSP Notification.MAX_ACTION_BUTTONS"

  /// The finding for a notification with `buttons`, or `nil` when Android shows them all:
  /// reason `tooManyActions`, naming the count, the limit and the buttons left out (index and
  /// title, else id).
  public static func issue(buttons: [NotificationButton]) -> PayloadIssue? {
    guard buttons.count > maxActionButtons else { return nil }
    let hidden = buttons.enumerated().dropFirst(maxActionButtons).map { index, button in
      "\(index) \(QuotedValue.plain(button.title ?? button.id))"
    }
    let message = "the notification has \(buttons.count) action buttons, but Android shows only the first "
      + "\(maxActionButtons) (Notification.MAX_ACTION_BUTTONS, the template's action row): "
      + (hidden.count == 1 ? "button " : "buttons ") + hidden.joined(separator: ", ")
      + (hidden.count == 1 ? " is" : " are") + " not shown and cannot be tapped; send at most \(maxActionButtons)"
    return PayloadIssue(reason: warningReason, message: message, rule: rule)
  }

  /// The finding for `notification`'s buttons (``issue(buttons:)``).
  public static func issue(for notification: PushNotification) -> PayloadIssue? {
    notification.buttons.count > maxActionButtons ? issue(buttons: notification.buttons) : nil
  }

  /// Why a tap on the button at `index` of notification `id` (`buttons` its buttons) is refused,
  /// or `nil` when Android shows that button.
  static func tapRefusal(index: Int, of buttons: [NotificationButton], notification id: String) -> String? {
    guard index >= maxActionButtons, buttons.indices.contains(index) else { return nil }
    let shown = buttons.prefix(maxActionButtons).enumerated().map { "\($0) \(QuotedValue.plain($1.title ?? $1.id))" }
    return "cannot tap button \(index) \(QuotedValue.plain(buttons[index].title ?? buttons[index].id)) of notification "
      + "\(QuotedValue.plain(id)): Android shows only the first \(maxActionButtons) actions (Notification.MAX_ACTION_BUTTONS), "
      + "so of its \(buttons.count) buttons only " + QuotedValue.list(shown) + " can be tapped"
  }
}
