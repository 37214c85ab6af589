/// A Kii Cloud topic: its scope (the application, a group, or a user) and its name, as a
/// scenario writes it: `app/News`, `group:<groupID>/GroupTopic`, `user:<userName>/MyTODO`.
///
/// "Application-scope topics", "group-scope topics" and "user-scope topics" are Kii's three
/// kinds of topic (Kii docs: Push to User, Topics).
public struct KiiTopicRef: Sendable, Hashable, CustomStringConvertible {
  /// The owner of a topic.
  public enum Scope: Sendable, Hashable {
    /// An application-scope topic.
    case app
    /// A group-scope topic of this group id.
    case group(String)
    /// A user-scope topic of this user (the scenario's user name).
    case user(String)
  }

  /// The scope.
  public var scope: Scope
  /// The topic name (`to` / `topic` in a received message).
  public var name: String

  /// Creates a topic reference.
  public init(scope: Scope, name: String) {
    self.scope = scope
    self.name = name
  }

  /// Parses `app/<name>`, `group:<id>/<name>` or `user:<name>/<name>`; `nil` otherwise.
  public init?(parsing text: String) {
    guard let slash = text.firstIndex(of: "/") else { return nil }
    let owner = text[..<slash]
    let name = String(text[text.index(after: slash)...])
    guard !name.isEmpty else { return nil }
    if owner == "app" {
      scope = .app
    } else if owner.hasPrefix("group:"), owner.count > 6 {
      scope = .group(String(owner.dropFirst(6)))
    } else if owner.hasPrefix("user:"), owner.count > 5 {
      scope = .user(String(owner.dropFirst(5)))
    } else {
      return nil
    }
    self.name = name
  }

  /// The scenario spelling.
  public var description: String {
    switch scope {
    case .app: "app/" + name
    case .group(let id): "group:\(id)/" + name
    case .user(let user): "user:\(user)/" + name
    }
  }

  /// What a scenario must write, for messages.
  static let syntax = "\"app/<name>\", \"group:<groupID>/<name>\" or \"user:<userName>/<name>\""

  /// The `ObjectScope` a message sent to this topic carries (`st` / `objectScopeType`).
  public var objectScope: KiiReceivedMessage.Scope {
    switch scope {
    case .app: .app
    case .group: .appAndGroup
    case .user: .appAndUser
    }
  }
}
