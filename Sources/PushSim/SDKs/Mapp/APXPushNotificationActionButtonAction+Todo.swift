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

    /// The kinds a background action's `todo` may name on `platform`: on iOS the header's
    /// `APXPushNotificationActionButtonTodo` (1–8; the closed SDK knows no other), on Android
    /// every kind, the header's and the Android SDK's own (`apx_inbox`, `apx_url_internal`, the
    /// destroy action: `PushUriType.kt`), whose `BgAction.todo` is a plain string. No kind is
    /// iOS-only: each header kind has its Android counterpart (`apx_vc`, `tel:`, …).
    public static func known(on platform: Platform) -> [Todo] {
      platform == .iOS ? allCases.filter { $0.headerValue != nil } : allCases
    }

    /// A background action's `todo` on Android (every kind: ``known(on:)``); see
    /// ``init(wire:platform:)``.
    public init?(wire value: JSONValue) {
      self.init(wire: value, platform: .android)
    }

    /// A background action's `todo` as the SDK on `platform` reads it: the header's number (as
    /// a number or a string of digits) or the name of a kind the platform knows (``known(on:)``),
    /// in any case (`"set"`, `"SET"`); `nil` otherwise, so an Android-only name (`"openInbox"`)
    /// is unknown on iOS.
    public init?(wire value: JSONValue, platform: Platform) {
      let number: Int64? = value.int64Value ?? value.stringValue.flatMap { Int64($0) }
      if let number {
        guard let todo = Todo.allCases.first(where: { $0.headerValue.map(Int64.init) == number }) else { return nil }
        self = todo
        return
      }
      guard let name = value.stringValue?.lowercased(),
        let todo = Todo.known(on: platform).first(where: { $0.rawValue.lowercased() == name })
      else { return nil }
      self = todo
    }

    /// Where the Android SDK takes each Android-only kind from (`PushUriType.kt`), for the iOS
    /// warning that names it.
    static let androidOnlySource: [Todo: String] = [
      .openInbox: "fgAction apx_inbox", .openInternalURL: "fgAction apx_url_internal",
      .dismiss: "an fgAction without a link, the destroy action",
    ]

    /// A name that is a kind's on some platform (any case), `nil` for none.
    static func named(_ value: JSONValue) -> Todo? {
      value.stringValue.flatMap { name in allCases.first { $0.rawValue.lowercased() == name.lowercased() } }
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
