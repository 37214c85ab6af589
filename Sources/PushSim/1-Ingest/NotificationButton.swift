/// An action button of a notification: an iOS category action, a web notification action, or
/// a vendor SDK's button.
public struct NotificationButton: Sendable, Equatable {
  /// The action identifier reported when the button is tapped.
  public var id: String
  /// The button's label, when the payload gives one.
  public var title: String?
  /// The URL the button opens, when it has one.
  public var url: String?
  /// iOS: the action was registered with `UNNotificationActionOptions.foreground`, so tapping it
  /// brings the app to the foreground (otherwise the app handles it in the background).
  public var opensApp = false

  /// Creates a button.
  public init(id: String, title: String? = nil, url: String? = nil, opensApp: Bool = false) {
    self.id = id
    self.title = title
    self.url = url
    self.opensApp = opensApp
  }
}
