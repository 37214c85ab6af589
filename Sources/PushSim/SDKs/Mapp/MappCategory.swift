/// A notification category of the Mapp Engage Android SDK (`com.appoxee.internal.model.response.Category`):
/// the buttons a push naming it in `category` shows, in order, with the titles and the
/// destructive flags of the category (not of the payload).
///
/// The SDK takes the categories of the app's configuration from Mapp's server, or, when it has
/// none, its own defaults (`CategoriesFactory.getCategories`: `appConfig?.categories ?:
/// defaultCategories`). PushSim has no server: ``defaults`` are the SDK's defaults
/// (mapp-digital/Mapp-Engage-Android-SDK `CategoriesFactory.kt`, names from `CategoryType.kt`).
public struct MappCategory: Sendable, Equatable {
  /// One button of a category (`com.appoxee.internal.model.response.Button`).
  public struct Button: Sendable, Equatable {
    /// `title`: the button's label.
    public var title: String
    /// `isDestructive`: the button dismisses the notification (the SDK's dismiss broadcast)
    /// instead of opening anything.
    public var isDestructive: Bool

    /// Creates a button.
    public init(_ title: String, isDestructive: Bool) {
      self.title = title
      self.isDestructive = isDestructive
    }
  }

  /// `categoryType.categoryName`: what a push names in `category`.
  public var name: String
  /// `buttons`, in order.
  public var buttons: [Button]

  /// Creates a category.
  public init(name: String, buttons: [Button]) {
    self.name = name
    self.buttons = buttons
  }

  /// The category the SDK matches a push's `category` to: the first whose name equals it
  /// exactly (`categories.firstOrNull { catName == it.categoryType?.categoryName }`), or `nil`.
  public static func named(_ name: String?) -> MappCategory? {
    guard let name else { return nil }
    return defaults.first { $0.name == name }
  }

  /// The SDK's default categories (`CategoriesFactory.defaultCategories`), in its order.
  public static let defaults: [MappCategory] = {
    func category(_ name: String, _ buttons: [(String, Bool)]) -> MappCategory {
      MappCategory(name: name, buttons: buttons.map { Button($0.0, isDestructive: $0.1) })
    }
    return [
      category("apx_yes_no_open", [("Yes", false), ("No", true)]),
      category("apx_yes_no_dismiss", [("Yes", true), ("No", true)]),
      category("apx_acc_dec_open", [("Accept", false), ("Decline", true)]),
      category("apx_acc_dec_dismiss", [("Accept", true), ("Dismiss", true)]),
      category("apx_play_open", [("Play Now", false)]),
      category("apx_buy_open", [("Buy Now", false)]),
      category("apx_follow_dismiss", [("Follow", true)]),
      category("apx_remind_me_dismiss", [("Remind Me Later", true)]),
      category("apx_redeem_open", [("Redeem", false), ("No Thanks", true)]),
      category("apx_read_open", [("Read More", false)]),
      category("apx_accept_notification_setings_open", [("Accept", false), ("Notif. Settings", true)]),
      category("apx_yes_notification_setings_open", [("Yes", false), ("Notif. Settings", true)]),
      category("apx_custom_push_1", [("Agree", false), ("Disagree", true)]),
      category("full_custom_push_1", [("Details Inside", false), ("No Thanks", true)]),
      category("apx_shop_remind_open", [("Shop Now", false), ("Remind Me Later", true)]),
      category("apx_specific_android", [("Play", false), ("Turn off", false)]),
    ]
  }()
}
