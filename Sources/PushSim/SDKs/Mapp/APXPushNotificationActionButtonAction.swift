/// `APXPushNotificationActionButtonAction`: what one button does, with the fields of the SDK's
/// header (`name`, `todo`, `type`, `value`).
///
/// `todo` is the header's `APXPushNotificationActionButtonTodo` (set, remove, increment, open URL
/// scheme, open web site, open App Store, open view controller, dial number), plus the kinds the
/// Android SDK adds (open the inbox, an internal URL, dismiss the push). A background action
/// (`bgAction`) names its `todo` as the header's number (1–8) or its name (`"set"`); a
/// foreground action's key gives it: `apx_url` opens a web site, `apx_aid` the App Store,
/// `apx_vc` a view controller, `apx_dpl` a URL scheme (a `tel:` deep link dials the number).
public struct APXPushNotificationActionButtonAction: Sendable, Equatable {
  /// `name`: the tag or custom field a background action changes.
  public var name: String?
  /// `todo`: what the action does (`nil` when the payload's `todo` is not one PushSim knows).
  public var todo: Todo?
  /// `type`: a tag or a custom field (background actions).
  public var type: ActionType?
  /// `value`: the value to set, the URL to open, the number to dial.
  public var value: String?

  /// Creates an action.
  public init(name: String? = nil, todo: Todo?, type: ActionType? = nil, value: String? = nil) {
    self.name = name
    self.todo = todo
    self.type = type
    self.value = value
  }
}
