/// An action button of a notification: an iOS category action, a web notification action, or
/// a vendor SDK's button.
public struct NotificationButton: Sendable, Equatable {
  /// The action identifier reported when the button is tapped.
  public var id: String
  /// The button's label, when the payload gives one.
  public var title: String?
  /// The URL the button opens, when it has one.
  public var url: String?

  /// Creates a button.
  public init(id: String, title: String? = nil, url: String? = nil) {
    self.id = id
    self.title = title
    self.url = url
  }
}
