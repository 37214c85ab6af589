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

  /// The categories Mapp predefines (Mapp Engage Android SDK `CategoryType`, the names of
  /// ``MappCategory/defaults``).
  public static let predefinedCategories: [String] = MappCategory.defaults.map(\.name)

  /// Creates an action.
  public init(categoryName: String?, actionButtons: [APXPushNotificationActionButton]) {
    self.categoryName = categoryName
    self.appoxeeCategory = categoryName.map(Self.predefinedCategories.contains) ?? false
    self.actionButtons = actionButtons
  }
}
