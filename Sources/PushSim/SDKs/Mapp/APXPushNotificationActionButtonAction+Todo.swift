extension APXPushNotificationActionButtonAction {
  /// `APXPushNotificationActionButtonTodo`, by name; ``headerValue`` is the header's number.
  public enum Todo: String, Sendable, CaseIterable {
    /// `kAPXPushNotificationActionButtonActionTodoSet` (1): set a tag or a custom field.
    case set
    /// `…TodoRemove` (2).
    case remove
    /// `…TodoIncrement` (3).
    case increment
    /// `…TodoOpenURLScheme` (4): open a deep link.
    case openURLScheme
    /// `…TodoOpenWebSite` (5).
    case openWebSite
    /// `…TodoOpenAppStore` (6).
    case openAppStore
    /// `…TodoOpenViewController` (7).
    case openViewController
    /// `…TodoDialNumber` (8).
    case dialNumber
    /// Android `apx_inbox`: open the inbox (not in the iOS header).
    case openInbox
    /// Android `apx_url_internal`: open a URL inside the app (not in the iOS header).
    case openInternalURL
    /// Android `apx_destroy_push`: dismiss the notification (not in the iOS header).
    case dismiss

    /// The header's `NS_ENUM` value (1–8), `nil` for the Android-only kinds.
    public var headerValue: Int? {
      switch self {
      case .set: 1
      case .remove: 2
      case .increment: 3
      case .openURLScheme: 4
      case .openWebSite: 5
      case .openAppStore: 6
      case .openViewController: 7
      case .dialNumber: 8
      case .openInbox, .openInternalURL, .dismiss: nil
      }
    }

    /// A background action's `todo`: the header's number (as a number or a string of digits)
    /// or a name in any case (`"set"`, `"SET"`); `nil` otherwise.
    public init?(wire value: JSONValue) {
      let number: Int64? = value.int64Value ?? value.stringValue.flatMap { Int64($0) }
      if let number {
        guard let todo = Todo.allCases.first(where: { $0.headerValue.map(Int64.init) == number }) else { return nil }
        self = todo
        return
      }
      guard let name = value.stringValue?.lowercased(),
        let todo = Todo.allCases.first(where: { $0.rawValue.lowercased() == name })
      else { return nil }
      self = todo
    }
  }

  /// `APXPushNotificationActionButtonType`: what a background action changes.
  public enum ActionType: String, Sendable, CaseIterable {
    /// `kAPXPushNotificationActionButtonActionTypeCustom` (1): a custom field.
    case custom
    /// `kAPXPushNotificationActionButtonActionTypeTag` (2): a tag.
    case tag

    /// `1`/`"1"`/`"custom"` or `2`/`"2"`/`"tag"` (any case); `nil` otherwise.
    public init?(wire value: JSONValue) {
      switch value.int64Value ?? value.stringValue.flatMap({ Int64($0) }) {
      case 1: self = .custom
      case 2: self = .tag
      case .some: return nil
      case nil:
        guard let type = value.stringValue.flatMap({ ActionType(rawValue: $0.lowercased()) }) else { return nil }
        self = type
      }
    }
  }
}
