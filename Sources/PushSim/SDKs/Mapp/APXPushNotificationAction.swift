/// `APXPushNotificationAction`: the action configured on a Mapp push, with its category and
/// buttons (`APXPushNotification.pushAction`).
///
/// **Modelled** (docs/Mapp.md): `categoryName` ← `aps.category`; `appoxeeCategory` ← whether
/// that category is one of Mapp's predefined ones (`apx_yes_no_open`, `apx_acc_dec_open`, …,
/// the Android SDK's `CategoryType`); `actionButtons` ← the `buttons` array.
public struct APXPushNotificationAction: Sendable, Equatable {
  /// `categoryName`: the notification category.
  public var categoryName: String?
  /// `appoxeeCategory`: whether the category is one Mapp predefines.
  public var appoxeeCategory: Bool
  /// `actionButtons`: the buttons, in order.
  public var actionButtons: [APXPushNotificationActionButton]

  /// The categories Mapp predefines (Mapp Engage Android SDK `CategoryType`).
  public static let predefinedCategories: [String] = [
    "apx_yes_no_open", "apx_yes_no_dismiss", "apx_acc_dec_open", "apx_acc_dec_dismiss",
    "apx_play_open", "apx_buy_open", "apx_follow_dismiss", "apx_remind_me_dismiss", "apx_redeem_open",
    "apx_read_open", "apx_accept_notification_setings_open", "apx_yes_notification_setings_open",
    "apx_custom_push_1", "full_custom_push_1", "apx_shop_remind_open", "apx_specific_android",
  ]

  /// Creates an action.
  public init(categoryName: String?, actionButtons: [APXPushNotificationActionButton]) {
    self.categoryName = categoryName
    self.appoxeeCategory = categoryName.map(Self.predefinedCategories.contains) ?? false
    self.actionButtons = actionButtons
  }
}
