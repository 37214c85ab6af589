/// `pushsim device center` for a device created with `--kii`: what of Kii Cloud matters to
/// it, the installation that names it (whose user, on which network) and that user's topic
/// subscriptions as the steps so far left them, topics sorted by their scenario spelling.
extension DeviceCommand {
  /// The installation's user, its network (and whether the app holds the MQTT connection) and
  /// the user's subscriptions, sorted.
  static func kiiInstallation(of deviceID: String, in cloud: KiiCloud) -> (
    user: String, installation: KiiCloud.Installation, subscriptions: [String]
  )? {
    guard let installation = cloud.installations[deviceID] else { return nil }
    let subscriptions = (cloud.subscriptions[installation.user] ?? []).map(\.description).sorted()
    return (installation.user, installation, subscriptions)
  }

  /// `center --json`'s `kii`: `{"appID", "installation": {"user", "userID", "network",
  /// "holdsMQTTConnection"?, "development"?} | null, "subscriptions": […]}` (`development`:
  /// `true` for a development installation only).
  static func kiiState(of deviceID: String, in cloud: KiiCloud) -> JSONValue {
    var object = JSONObject()
    object["appID"] = .string(cloud.appID)
    guard let found = kiiInstallation(of: deviceID, in: cloud) else {
      object["installation"] = .null
      object["subscriptions"] = .array([])
      return .object(object)
    }
    var installation = JSONObject()
    installation["user"] = .string(found.user)
    installation["userID"] = cloud.users[found.user].map(JSONValue.string) ?? .null
    installation["network"] = .string(found.installation.network.rawValue)
    if found.installation.network == .mqtt { installation["holdsMQTTConnection"] = .bool(found.installation.holdsMQTTConnection) }
    if found.installation.development { installation["development"] = true }
    object["installation"] = .object(installation)
    object["subscriptions"] = .array(found.subscriptions.map(JSONValue.string))
    return .object(object)
  }

  /// `center`'s `kii:` line: `kii: app 9a2385ce, installation of user bob on fcm; subscribed to
  /// app/News, group:g1/Chat` (names as written when short and printable, else quoted and cut);
  /// a development installation says so, and that only `sendToDevelopment` reaches it.
  static func kiiLine(of deviceID: String, in cloud: KiiCloud) -> String {
    let app = "kii: app \(QuotedValue.key(cloud.appID)), "
    guard let found = kiiInstallation(of: deviceID, in: cloud) else {
      return app + "no installation names this device (the \"installations\" of --kii): no Kii message reaches it"
    }
    var network = found.installation.network.rawValue
    if found.installation.network == .mqtt {
      network += found.installation.holdsMQTTConnection
        ? " (the app holds the MQTT connection while it runs)" : " (the app does not hold the MQTT connection)"
    }
    let subscribed = found.subscriptions.isEmpty
      ? "subscribed to no topic" : "subscribed to " + QuotedValue.list(found.subscriptions, shown: QuotedValue.key)
    let kind = found.installation.development
      ? "development installation (reached only by messages with sendToDevelopment)" : "installation"
    return app + "\(kind) of user \(QuotedValue.key(found.user)) on \(network); \(subscribed)"
  }
}
