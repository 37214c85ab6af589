extension ScenarioLoader {
  /// A OneSignal `app`'s `outcomes` (``OneSignalOutcomeSettings``): what the app's dashboard
  /// sends in its remote parameters: `direct` and `indirect` (default `false`, the SDK's default)
  /// and `indirectWindowMinutes` (a whole number of minutes from 1, default 1440).
  static func loadOneSignalOutcomes(_ node: JSONNode, context: String, file: String) throws(ScenarioError) -> OneSignalOutcomeSettings {
    guard node.type == .object else {
      throw ScenarioReader.error(
        file, at: node,
        "\(context) must be an object such as {\"direct\": true, \"indirect\": true} (the outcome attribution the app's "
          + "OneSignal dashboard enables), not \(QuotedValue.raw(node))")
    }
    let reader = try ScenarioReader(node, file: file, context: context, allowed: oneSignalOutcomesKeys)
    var settings = OneSignalOutcomeSettings()
    settings.direct = try reader.bool("direct") ?? false
    settings.indirect = try reader.bool("indirect") ?? false
    if let minutes = try reader.integer("indirectWindowMinutes") {
      guard minutes >= 1 else {
        throw ScenarioReader.error(
          file, at: node["indirectWindowMinutes"] ?? node,
          "\"indirectWindowMinutes\" in \(context) must be 1 or more (the dashboard's attribution window in minutes), not \(minutes)")
      }
      settings.indirectWindowMinutes = minutes
    }
    return settings
  }
}
