extension ScenarioLoader {
  /// The scenario's `"kii"` block: the Kii Cloud application (docs/Kii.md).
  ///
  /// ```json
  /// "kii": {
  ///   "appID": "9a2385ce", "admin": "admin",
  ///   "users": {"alice": "e26ad504-8100", "bob": "cf6de5b5-8927"},
  ///   "groups": {"g1": {"owner": "alice", "members": ["bob"]}},
  ///   "topics": ["app/News", "group:g1/GroupTopic", "user:alice/MyTODO"],
  ///   "subscriptions": {"bob": ["group:g1/GroupTopic"]},
  ///   "installations": {"phone": {"user": "bob", "network": "apns"}}
  /// }
  /// ```
  func loadKii(_ node: JSONNode, devices: [DeviceSpec], file: String) throws(ScenarioError) -> KiiCloud {
    let context = "the \"kii\" block"
    let reader = try ScenarioReader(
      node, file: file, context: context,
      allowed: ScenarioLoader.kiiKeys)
    var cloud = KiiCloud()
    cloud.appID = try reader.string("appID") ?? cloud.appID
    cloud.admin = try reader.string("admin") ?? cloud.admin
    if let users = node["users"] {
      guard users.type == .object else { throw reader.error(at: users, "\"users\" in \(context) must map user names to user ids") }
      for (name, id) in users.members {
        guard let text = id.stringValue, !text.isEmpty else {
          throw reader.error(at: id, "user \(QuotedValue.plain(name)) in \(context) must have a user id string (what `s` carries)")
        }
        guard name != cloud.admin else {
          throw reader.error(at: id, "\(QuotedValue.plain(name)) names the administrator in \(context); give the user another name")
        }
        cloud.users[name] = text
      }
    }
    let userNames = cloud.users.keys.sorted()
    func user(_ value: JSONNode, what: String) throws(ScenarioError) -> String {
      try ScenarioReader.choice(value, userNames, what: what, in: context, file: file)
    }
    if let groups = node["groups"] {
      guard groups.type == .object else { throw reader.error(at: groups, "\"groups\" in \(context) must map group ids to {\"owner\", \"members\"}") }
      for (id, value) in groups.members {
        let group = try ScenarioReader(value, file: file, context: "group \(QuotedValue.plain(id)) of \(context)", allowed: ScenarioLoader.kiiGroupKeys)
        let owner = try user(try group.required("owner"), what: "owner")
        var members: [String] = []
        for member in value["members"]?.elements ?? [] { members.append(try user(member, what: "member")) }
        if let list = value["members"], list.type != .array {
          throw group.error(at: list, "\"members\" of group \(QuotedValue.plain(id)) must be an array of user names")
        }
        cloud.groups[id] = KiiCloud.Group(owner: owner, members: members)
      }
    }
    if let topics = node["topics"] {
      guard topics.type == .array else { throw reader.error(at: topics, "\"topics\" in \(context) must be an array of " + KiiTopicRef.syntax) }
      for element in topics.elements {
        let topic = try kiiTopic(element, cloud: cloud, declared: nil, context: context, file: file)
        if !cloud.topics.contains(topic) { cloud.topics.append(topic) }
      }
    }
    if let subscriptions = node["subscriptions"] {
      guard subscriptions.type == .object else {
        throw reader.error(at: subscriptions, "\"subscriptions\" in \(context) must map user names to arrays of topics")
      }
      for (name, list) in subscriptions.members {
        guard cloud.users[name] != nil else {
          throw reader.error(at: list, unknown("user", name, in: userNames, context: context))
        }
        guard list.type == .array else { throw reader.error(at: list, "the subscriptions of \(QuotedValue.plain(name)) must be an array of topics") }
        for element in list.elements {
          let topic = try kiiTopic(element, cloud: cloud, declared: cloud.topics, context: context, file: file)
          if cloud.subscriptions[name]?.contains(topic) == true {
            throw reader.error(
              at: element, "\(QuotedValue.plain(topic.description)) is listed twice in the subscriptions of \(QuotedValue.plain(name)) in \(context); list it once")
          }
          if let refusal = cloud.refusalToSubscribe(name, to: topic) {
            throw reader.error(at: element, refusal.message + " (subscriptions in \(context))")
          }
          cloud.subscriptions[name, default: []].append(topic)
        }
      }
    }
    if let installations = node["installations"] {
      guard installations.type == .object else {
        throw reader.error(at: installations, "\"installations\" in \(context) must map device ids to {\"user\", \"network\"}")
      }
      for (deviceID, value) in installations.members {
        guard let device = devices.first(where: { $0.id == deviceID }) else {
          throw reader.error(at: value, unknown("device id", deviceID, in: devices.map(\.id), context: context))
        }
        let installContext = "the installation of \(QuotedValue.plain(deviceID))"
        let install = try ScenarioReader(value, file: file, context: installContext, allowed: ScenarioLoader.kiiInstallationKeys)
        let owner = try user(try install.required("user"), what: "user")
        let networks: [KiiPushNetwork] = device.platform == .iOS ? [.apns, .mqtt] : device.platform == .android ? [.fcm, .mqtt] : []
        guard !networks.isEmpty else {
          throw install.error(at: value, "\(installContext): Kii Cloud has no web push; installations are iOS or Android devices")
        }
        let network = try install.choice("network", networks.map(\.rawValue), what: "push network for \(device.platform)")
          .flatMap(KiiPushNetwork.init(rawValue:)) ?? networks[0]
        cloud.installations[deviceID] = KiiCloud.Installation(
          user: owner, network: network, holdsMQTTConnection: try install.bool("holdsMqttConnection") ?? true,
          development: try install.bool("development") ?? false)
      }
    }
    return cloud
  }

  /// A `kiiSend`, `kiiSubscribe` or `kiiUnsubscribe` step.
  func loadKiiStep(_ kind: String, _ body: JSONNode, context: String, kii: KiiCloud?, file: String) throws(ScenarioError) -> KiiStep {
    let reader = try ScenarioReader(body, file: file, context: context, allowed: ScenarioLoader.fields(of: kind))
    guard let kii else {
      throw reader.error(at: body, "\(context) needs the scenario's \"kii\" block declaring the users, groups and topics")
    }
    let senders = kind == "kiiSend" ? kii.users.keys.sorted() + [kii.admin] : kii.users.keys.sorted()
    let who = try ScenarioReader.choice(
      try reader.required("as"), senders, what: kind == "kiiSend" ? "sender (a user or the administrator)" : "user",
      in: context, file: file)
    let topic = try kiiTopic(try reader.required("topic"), cloud: kii, declared: kii.topics, context: context, file: file)
    switch kind {
    case "kiiSend":
      let messageNode = try reader.required("message")
      switch KiiPushMessage.parse(messageNode.value()) {
      case .success(let message): return .send(as: who, topic: topic, message: message)
      case .failure(let issue): throw reader.error(at: messageNode, "\"message\" in \(context): \(issue.message)")
      }
    case "kiiSubscribe":
      return .subscribe(user: who, topic: topic)
    default:
      return .unsubscribe(user: who, topic: topic)
    }
  }

  /// A topic: its syntax, its group or user known, and (with `declared`) one of the declared topics.
  func kiiTopic(
    _ node: JSONNode, cloud: KiiCloud, declared: [KiiTopicRef]?, context: String, file: String
  ) throws(ScenarioError) -> KiiTopicRef {
    // The position is computed only for an error: it costs a scan from the start of the file.
    func fail(_ message: String) -> ScenarioError {
      let (line, column) = node.location
      return ScenarioError(file: file, line: line, column: column, message: message)
    }
    guard let text = node.stringValue, let topic = KiiTopicRef(parsing: text) else {
      throw fail("a topic in \(context) must be " + KiiTopicRef.syntax + ", not \(QuotedValue.raw(node))")
    }
    switch topic.scope {
    case .app:
      break
    case .group(let id):
      guard cloud.groups[id] != nil else { throw fail(unknown("group", id, in: cloud.groups.keys.sorted(), context: context)) }
    case .user(let name):
      guard cloud.users[name] != nil else { throw fail(unknown("user", name, in: cloud.users.keys.sorted(), context: context)) }
    }
    if let declared, !declared.contains(topic) {
      throw fail(unknown("topic", text, in: declared.map(\.description), context: context + " (declare it in the \"kii\" block's \"topics\")"))
    }
    return topic
  }

  /// "unknown user "x" in …; expected one of …; did you mean …?"
  func unknown(_ what: String, _ name: String, in names: [String], context: String) -> String {
    var message = "unknown \(what) \(QuotedValue.plain(name)) in \(context); expected one of " + (names.isEmpty ? "(none declared)" : ScenarioReader.listed(names))
    if let suggestion = Suggestion.closest(to: name, in: names) { message += "; did you mean \"\(suggestion)\"?" }
    return message
  }
}
