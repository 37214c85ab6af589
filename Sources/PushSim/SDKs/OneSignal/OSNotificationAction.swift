/// OneSignal's `OSNotificationAction`: what the user did to open a notification.
///
/// `type` is `Opened` for a tap on the notification itself and `ActionTaken` for a button, whose
/// id is `actionId` (OneSignal-iOS-SDK `OSNotificationAction`, Android v4
/// `OSNotificationAction.ActionType`).
public struct OSNotificationAction: Sendable, Equatable {
  /// How the notification was opened.
  public enum ActionType: String, Sendable, Equatable {
    /// The notification itself was tapped.
    case opened = "Opened"
    /// One of its action buttons was tapped.
    case actionTaken = "ActionTaken"
  }

  /// How the notification was opened.
  public var type: ActionType
  /// The tapped button's id; `nil` for the notification itself.
  public var actionId: String?

  /// Creates an action.
  public init(type: ActionType, actionId: String?) {
    self.type = type
    self.actionId = actionId
  }
}
