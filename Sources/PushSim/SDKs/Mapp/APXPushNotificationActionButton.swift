/// `APXPushNotificationActionButton`: one button of a Mapp push, and what tapping it does.
///
/// **Modelled** on the wire shape of the Mapp Android SDK (`PushButton.kt`): each element of
/// `buttons` is an object with a foreground action `fgAction` (what opens: `apx_url`, `apx_aid`,
/// `apx_vc`, `apx_inbox`, `apx_url_internal`, `apx_dpl`, `apx_destroy_push`) and/or a
/// background action `bgAction` (`{name, todo, type, value}`: set, remove or increment a tag
/// or custom field). An element with neither is skipped, as on Android.
public struct APXPushNotificationActionButton: Sendable, Equatable {
  /// The button's position in `buttons` (its action identifier).
  public var index: Int
  /// `title`, when the payload names the button (the predefined categories name their own).
  public var title: String?
  /// The button's actions: the background action first, then the foreground one.
  public var actions: [APXPushNotificationActionButtonAction]

  /// Creates a button.
  public init(index: Int, title: String? = nil, actions: [APXPushNotificationActionButtonAction]) {
    self.index = index
    self.title = title
    self.actions = actions
  }
}
