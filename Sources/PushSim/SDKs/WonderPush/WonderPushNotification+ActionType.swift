extension WonderPushNotification {
  /// The `type` of a WonderPush action, with the names of the SDKs' `ActionModel.Type`
  /// (Android) and `WPActionFollowUpType` (iOS).
  ///
  /// A struct rather than an enum so that a type unknown to the SDK is kept as sent (the SDKs
  /// skip such actions).
  public struct ActionType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The name in the payload.
    public var rawValue: String
    /// Creates a type from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Does nothing (Android only; it closes the notification, which opening did already).
    public static let close = ActionType(rawValue: "close")
    /// Tracks an event: `event` {`type`, `custom`}.
    public static let trackEvent = ActionType(rawValue: "trackEvent")
    /// Updates the installation: `installation` (or `custom`), `appliedServerSide`.
    public static let updateInstallation = ActionType(rawValue: "updateInstallation")
    /// Adds values to installation properties: `custom` (or `installation.custom`).
    public static let addProperty = ActionType(rawValue: "addProperty")
    /// Removes values from installation properties: `custom` (or `installation.custom`).
    public static let removeProperty = ActionType(rawValue: "removeProperty")
    /// Replaces the installation: `installation`, `reset`, `force`.
    public static let resyncInstallation = ActionType(rawValue: "resyncInstallation")
    /// Adds tags: `tags`.
    public static let addTag = ActionType(rawValue: "addTag")
    /// Removes tags: `tags`.
    public static let removeTag = ActionType(rawValue: "removeTag")
    /// Removes every tag.
    public static let removeAllTags = ActionType(rawValue: "removeAllTags")
    /// Calls an app-registered method: `method`, `methodArg`.
    public static let method = ActionType(rawValue: "method")
    /// Opens a URL: `url` (iOS makes it the notification's target URL instead).
    public static let link = ActionType(rawValue: "link")
    /// Opens the store page to rate the app.
    public static let rating = ActionType(rawValue: "rating")
    /// Opens a map: `map.place.point.lat` / `lon`.
    public static let mapOpen = ActionType(rawValue: "mapOpen")
    /// Removes displayed notifications matching `tag`, `group`, `category`, `channel`,
    /// `sortKey`, `extras` (Android) or `tags` + `tag`, `category`, `threadId`,
    /// `targetContentId` (iOS).
    public static let closeNotifications = ActionType(rawValue: "closeNotifications")
    /// Subscribes the installation to notifications (asks for the permission).
    public static let subscribeToNotifications = ActionType(rawValue: "subscribeToNotifications")
    /// Unsubscribes the installation from notifications (Android only).
    public static let unsubscribeFromNotifications = ActionType(rawValue: "unsubscribeFromNotifications")
    /// Logs the SDK's state (internal).
    public static let dumpState = ActionType(rawValue: "_dumpState")
    /// Overrides `setLogging` (internal): `force`.
    public static let overrideSetLogging = ActionType(rawValue: "_overrideSetLogging")
    /// Overrides the notification receipt setting (internal): `force`.
    public static let overrideNotificationReceipt = ActionType(rawValue: "_overrideNotificationReceipt")

    /// Every action type the Android SDK knows (`ActionModel.Type`).
    public static let android: [ActionType] = [
      .close, .trackEvent, .updateInstallation, .addProperty, .removeProperty, .resyncInstallation,
      .addTag, .removeTag, .removeAllTags, .method, .link, .rating, .mapOpen, .closeNotifications,
      .subscribeToNotifications, .unsubscribeFromNotifications, .dumpState, .overrideSetLogging,
      .overrideNotificationReceipt,
    ]

    /// Every action type the iOS SDK knows (`WPAction`): Android's without `close` and
    /// `unsubscribeFromNotifications`.
    public static let iOS: [ActionType] = android.filter { $0 != .close && $0 != .unsubscribeFromNotifications }

    /// The action types an SDK on `platform` knows. The web SDK is not public: PushSim takes
    /// Android's list.
    public static func known(on platform: Platform) -> [ActionType] {
      platform == .iOS ? iOS : android
    }

    /// The name.
    public var description: String { rawValue }
  }
}
