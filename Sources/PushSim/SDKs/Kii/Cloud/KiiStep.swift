/// A Kii Cloud step of a scenario (`kiiSend`, `kiiSubscribe`, `kiiUnsubscribe`).
public enum KiiStep: Sendable {
  /// `{"kiiSend": {"as": "alice", "topic": "group:g1/GroupTopic", "message": {…}}}`: a user (or
  /// the administrator) sends a message to a topic.
  case send(as: String, topic: KiiTopicRef, message: KiiPushMessage)
  /// `{"kiiSubscribe": {"as": "bob", "topic": "app/News"}}`: a user subscribes to a topic.
  case subscribe(user: String, topic: KiiTopicRef)
  /// `{"kiiUnsubscribe": {"as": "bob", "topic": "app/News"}}`: a user unsubscribes.
  case unsubscribe(user: String, topic: KiiTopicRef)

  /// The step kind as written in files.
  public var kind: String {
    switch self {
    case .send: "kiiSend"
    case .subscribe: "kiiSubscribe"
    case .unsubscribe: "kiiUnsubscribe"
    }
  }

  /// Every Kii step kind.
  public static let kinds = ["kiiSend", "kiiSubscribe", "kiiUnsubscribe"]
}
