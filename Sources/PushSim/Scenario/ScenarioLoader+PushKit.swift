extension ScenarioLoader {
  /// An `app`'s `pushKit` (``PushKitRegistration``): the app registered a PushKit VoIP registry;
  /// `reportsCall` (default `true`), `takes` (a duration, default `0s`) and `unrestrictedVoIP`
  /// (default `false`). `null`, like leaving it out, is an app without one.
  static func loadPushKit(_ node: JSONNode, context: String, file: String) throws(ScenarioError) -> PushKitRegistration {
    guard node.type == .object else {
      throw ScenarioReader.error(
        file, at: node,
        "\(context) must be an object such as {\"reportsCall\": true, \"takes\": \"1s\"} (the app's PushKit VoIP registry), "
          + "or null for an app without one")
    }
    let reader = try ScenarioReader(node, file: file, context: context, allowed: pushKitKeys)
    return PushKitRegistration(
      reportsCall: try reader.bool("reportsCall") ?? true, takes: try reader.duration("takes") ?? .zero,
      unrestrictedVoIP: try reader.bool("unrestrictedVoIP") ?? false)
  }
}
