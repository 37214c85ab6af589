extension ScenarioLoader {
  /// An `app`'s `pushKit` (``PushKitRegistration``): the app registered a PushKit VoIP registry;
  /// `reportsCall` (`true`, the default, `false`, or `"whenRequired"`), `takes` (a duration, default `0s`), `unrestrictedVoIP`
  /// (default `false`), `registers` (`atLaunch`, the default, or `afterLaunch`), `callLasts` (a
  /// duration, default `0s`) and `handler` (`didReceiveIncomingPush`, the default, or iOS 26.4's
  /// `didReceiveIncomingVoIPPush`). `null`, like leaving it out, is an app without one.
  static func loadPushKit(_ node: JSONNode, context: String, file: String) throws(ScenarioError) -> PushKitRegistration {
    guard node.type == .object else {
      throw ScenarioReader.error(
        file, at: node,
        "\(context) must be an object such as {\"reportsCall\": true, \"takes\": \"1s\"} (the app's PushKit VoIP registry), "
          + "or null for an app without one")
    }
    let reader = try ScenarioReader(node, file: file, context: context, allowed: pushKitKeys)
    let creation = try reader.choice("registers", PushKitRegistration.Creation.allCases.map(\.rawValue), what: "registers")
      .flatMap(PushKitRegistration.Creation.init(rawValue:)) ?? .atLaunch
    let handler = try reader.choice("handler", PushKitRegistration.Handler.allCases.map(\.rawValue), what: "handler")
      .flatMap(PushKitRegistration.Handler.init(rawValue:)) ?? .didReceiveIncomingPush
    let unrestricted = try reader.bool("unrestrictedVoIP") ?? false
    if unrestricted, handler == .didReceiveIncomingVoIPPush, let node = reader.keyNode("unrestrictedVoIP") {
      // An app that implements the iOS 26.4 method links against the iOS 26.4 SDK, and the
      // iOS 26 SDK disabled the last unrestricted PushKit entitlement (Apple DTS).
      throw ScenarioReader.error(
        file, at: node,
        "\(context) cannot have both \"unrestrictedVoIP\": true and \"handler\": \"didReceiveIncomingVoIPPush\": "
          + "an app that implements iOS 26.4's handler links against the iOS 26 SDK or later, which disabled the "
          + "unrestricted PushKit entitlements; leave \"unrestrictedVoIP\" out, or use \"didReceiveIncomingPush\"")
    }
    // `reportsCall`: true, false, or "whenRequired" (only when a call is required).
    let whenRequired = reader.keyNode("reportsCall")?.stringValue == "whenRequired"
    if let node = reader.keyNode("reportsCall"), node.type != .bool, !whenRequired {
      throw ScenarioReader.error(
        file, at: node,
        "\"reportsCall\" in \(context) must be true, false or \"whenRequired\" (the handler reports a call only when one is required)")
    }
    return PushKitRegistration(
      reportsCall: whenRequired ? true : try reader.bool("reportsCall") ?? true, takes: try reader.duration("takes") ?? .zero,
      unrestrictedVoIP: unrestricted, creation: creation, callLasts: try reader.duration("callLasts") ?? .zero,
      handler: handler, onlyWhenRequired: whenRequired)
  }
}
