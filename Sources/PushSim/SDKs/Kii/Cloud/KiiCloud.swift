/// A Kii Cloud application as a scenario declares it: the app and its administrator, users,
/// groups, topics, which users subscribe to which topics, and which device is whose
/// installation on which push network.
///
/// What it models (Kii docs: "Push to User", "Sending a Push Notification"; modelled where the
/// service is closed):
/// - Topics have a scope: the application, a group, or a user.
/// - Who may send: "Only an application developer can send a push message to an
///   application scope topic"; "Any group member can send a push message to a group-scope
///   topic"; "For a user-scope topic, only the user who owns the topic can send". The
///   administrator (the app's client id and secret) may do anything. Anyone else is refused.
/// - Who may subscribe (modelled on the default topic ACLs): any user to an application topic,
///   a group's members to its topics, the owner to a user topic.
/// - A message to a topic goes to every installation of every subscribed user, per network
///   (APNs, FCM, MQTT) when that network is enabled in the message.
public struct KiiCloud: Sendable {
  /// A device's installation: whose it is and its push network.
  public struct Installation: Sendable, Equatable {
    /// The logged-in user (a name of ``users``).
    public var user: String
    /// The network the installation was registered for.
    public var network: KiiPushNetwork
    /// MQTT: whether the app holds the MQTT connection while it runs.
    public var holdsMQTTConnection = true
    /// A development installation (KII-U `KiiUser.PushInstallation(true)`: the request's
    /// `"development": true`), reached only by messages with `sendToDevelopment`; otherwise a
    /// production one, reached only with `sendToProduction`.
    public var development = false

    /// Creates an installation.
    public init(user: String, network: KiiPushNetwork, holdsMQTTConnection: Bool = true, development: Bool = false) {
      self.user = user
      self.network = network
      self.holdsMQTTConnection = holdsMQTTConnection
      self.development = development
    }
  }

  /// A group: its owner and members (the owner is a member).
  public struct Group: Sendable, Equatable {
    /// The owner's user name.
    public var owner: String
    /// The other members' user names.
    public var members: [String]
    /// Creates a group.
    public init(owner: String, members: [String] = []) {
      self.owner = owner
      self.members = members
    }
    /// Whether a user is a member (the owner included).
    public func hasMember(_ user: String) -> Bool { user == owner || members.contains(user) }
  }

  /// The app id (`sa`, `a`).
  public var appID: String
  /// The name a scenario uses for the app's administrator as a sender.
  public var admin: String
  /// User names to user ids (`s`, `su`).
  public var users: [String: String]
  /// Groups by group id (`sg`).
  public var groups: [String: Group]
  /// The topics that exist.
  public var topics: [KiiTopicRef]
  /// Subscribed topics per user name.
  public var subscriptions: [String: [KiiTopicRef]]
  /// Installations by device id.
  public var installations: [String: Installation]
  /// The UNIX time (seconds) at virtual time zero, for `w`.
  public var epochSeconds: Int64

  /// Creates an application.
  public init(
    appID: String = "9a2385ce", admin: String = "admin", users: [String: String] = [:], groups: [String: Group] = [:],
    topics: [KiiTopicRef] = [], subscriptions: [String: [KiiTopicRef]] = [:], installations: [String: Installation] = [:],
    epochSeconds: Int64 = DeviceOptions().clockEpochSeconds
  ) {
    self.appID = appID
    self.admin = admin
    self.users = users
    self.groups = groups
    self.topics = topics
    self.subscriptions = subscriptions
    self.installations = installations
    self.epochSeconds = epochSeconds
  }

  /// The rule cited in refusals.
  static let rule = "Kii docs: Sending a Push Notification"

  /// Why `sender` may not send to `topic`, or `nil` when it may.
  ///
  /// - Parameters:
  ///   - sender: A user name, or ``admin``.
  ///   - topic: An existing topic.
  public func refusalToSend(as sender: String, to topic: KiiTopicRef) -> PayloadIssue? {
    if sender == admin { return nil }
    switch topic.scope {
    case .app:
      return PayloadIssue(
        reason: "notPermitted",
        message: "only the application's administrator may send to the application-scope topic \(QuotedValue.key(topic.description)); \(QuotedValue.key(sender)) is a user",
        rule: KiiCloud.rule)
    case .group(let id):
      guard let group = groups[id], group.hasMember(sender) else {
        return PayloadIssue(
          reason: "notPermitted",
          message: "\(QuotedValue.key(sender)) is not a member of group \(QuotedValue.key(id)): only its members may send to \(QuotedValue.key(topic.description))", rule: KiiCloud.rule)
      }
      return nil
    case .user(let owner):
      guard owner == sender else {
        return PayloadIssue(
          reason: "notPermitted", message: "only \(QuotedValue.key(owner)), who owns the user-scope topic \(QuotedValue.key(topic.description)), may send to it; not \(QuotedValue.key(sender))",
          rule: KiiCloud.rule)
      }
      return nil
    }
  }

  /// The rule cited when a subscription already exists or does not.
  static let subscriptionRule = "Kii REST API: Subscribing to a Topic, Unsubscribing from a Topic"

  /// Why `user` may not subscribe to `topic`, or `nil` when it may: the default topic ACLs
  /// (`notPermitted`), then a subscription the user already has (`alreadySubscribed`: Kii Cloud
  /// answers 409 `PUSH_SUBSCRIPTION_ALREADY_EXISTS` and nothing changes).
  public func refusalToSubscribe(_ user: String, to topic: KiiTopicRef) -> PayloadIssue? {
    if let refusal = aclRefusalToSubscribe(user, to: topic) { return refusal }
    guard subscriptions[user]?.contains(topic) == true else { return nil }
    return PayloadIssue(
      reason: "alreadySubscribed",
      message: "\(QuotedValue.key(user)) is already subscribed to \(QuotedValue.key(topic.description)): Kii Cloud answers 409 "
        + "PUSH_SUBSCRIPTION_ALREADY_EXISTS (the SDK's subscribe fails with a conflict) and the subscription stays as it was; "
        + "check isSubscribed first, or take the conflict as subscribed",
      rule: KiiCloud.subscriptionRule)
  }

  /// Why `user` may not unsubscribe from `topic`, or `nil` when it may: a user not subscribed
  /// to it (`notSubscribed`: Kii Cloud answers 404 `PUSH_SUBSCRIPTION_NOT_FOUND` and nothing
  /// changes).
  public func refusalToUnsubscribe(_ user: String, from topic: KiiTopicRef) -> PayloadIssue? {
    guard subscriptions[user]?.contains(topic) != true else { return nil }
    return PayloadIssue(
      reason: "notSubscribed",
      message: "\(QuotedValue.key(user)) is not subscribed to \(QuotedValue.key(topic.description)): Kii Cloud answers 404 "
        + "PUSH_SUBSCRIPTION_NOT_FOUND (the SDK's unsubscribe fails) and nothing changes; check isSubscribed first",
      rule: KiiCloud.subscriptionRule)
  }

  /// Why the default topic ACLs do not let `user` subscribe to `topic`, or `nil`.
  func aclRefusalToSubscribe(_ user: String, to topic: KiiTopicRef) -> PayloadIssue? {
    switch topic.scope {
    case .app:
      return nil
    case .group(let id):
      guard let group = groups[id], group.hasMember(user) else {
        return PayloadIssue(
          reason: "notPermitted", message: "\(QuotedValue.key(user)) is not a member of group \(QuotedValue.key(id)): only its members may subscribe to \(QuotedValue.key(topic.description))",
          rule: "Kii docs: topic ACL (SUBSCRIBE_TO_TOPIC)")
      }
      return nil
    case .user(let owner):
      guard owner == user else {
        return PayloadIssue(
          reason: "notPermitted", message: "only \(owner) may subscribe to the user-scope topic \(topic); not \(user)",
          rule: "Kii docs: topic ACL (SUBSCRIBE_TO_TOPIC)")
      }
      return nil
    }
  }

  /// The users subscribed to `topic`, sorted.
  public func subscribers(of topic: KiiTopicRef) -> [String] {
    subscriptions.keys.sorted().filter { subscriptions[$0]?.contains(topic) == true }
  }

  /// The devices whose installations belong to subscribers of `topic`, sorted by device id.
  public func recipients(of topic: KiiTopicRef) -> [(device: String, installation: Installation)] {
    let users = Set(subscribers(of: topic))
    return installations.keys.sorted().compactMap { id in
      guard let installation = installations[id], users.contains(installation.user) else { return nil }
      return (id, installation)
    }
  }
}

/// A push network Kii Cloud delivers through.
public enum KiiPushNetwork: String, Sendable, CaseIterable {
  /// Apple Push Notification service (iOS installations).
  case apns
  /// Firebase Cloud Messaging (Android installations; `gcm` in Kii's API).
  case fcm
  /// Kii's own MQTT push (the app holds the connection).
  case mqtt
}
