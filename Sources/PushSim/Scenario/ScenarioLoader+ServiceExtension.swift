extension ScenarioLoader {
  /// A scripted `serviceExtension` of an `app` (``ScriptedServiceExtension``): `takes` (a
  /// duration, or durations used in turn by successive pushes), what it changes (`title`,
  /// `subtitle`, `body`, `attach`, and `messageIntent`, which makes it a communication
  /// notification), `crashes`, `suppresses` and its `timeWillExpire` best attempt (the same
  /// five fields).
  static func loadServiceExtension(_ node: JSONNode, context: String, file: String) throws(ScenarioError) -> ScriptedServiceExtension {
    let reader = try ScenarioReader(node, file: file, context: context, allowed: serviceExtensionKeys)
    var bestAttempt: ScriptedContentEdit?
    if let expiry = node["timeWillExpire"] {
      let expiryReader = try ScenarioReader(
        expiry, file: file, context: "timeWillExpire of \(context)", allowed: contentEditKeys)
      bestAttempt = try loadContentEdit(expiryReader, context: "timeWillExpire of \(context)", file: file)
    }
    return ScriptedServiceExtension(
      takesInTurn: try loadTakes(node["takes"], context: context, file: file), edit: try loadContentEdit(reader, context: context, file: file),
      crashes: try reader.bool("crashes") ?? false, suppresses: try reader.bool("suppresses") ?? false,
      timeWillExpire: bestAttempt)
  }

  /// The fields a scripted service extension changes, read from its object or its
  /// `timeWillExpire` object.
  private static func loadContentEdit(
    _ reader: ScenarioReader, context: String, file: String
  ) throws(ScenarioError) -> ScriptedContentEdit {
    var intent: SendMessageIntent?
    if let node = reader.node["messageIntent"] {
      intent = try loadMessageIntent(node, context: "messageIntent of \(context)", file: file)
    }
    return ScriptedContentEdit(
      title: try reader.string("title"), subtitle: try reader.string("subtitle"), body: try reader.string("body"),
      attach: try reader.strings("attach") ?? [], messageIntent: intent)
  }

  /// A `messageIntent` (``SendMessageIntent``): the `sender`'s identifier and `senderName`, both
  /// required and non-empty, and an optional `avatar`.
  private static func loadMessageIntent(_ node: JSONNode, context: String, file: String) throws(ScenarioError) -> SendMessageIntent {
    let reader = try ScenarioReader(node, file: file, context: context, allowed: messageIntentKeys)
    func nonEmpty(_ key: String, _ example: String, _ what: String) throws(ScenarioError) -> String {
      guard let text = try reader.string(key) else {
        throw reader.error(
          at: node, "\(context) needs a \"\(key)\" field: \(what), such as \"\(example)\"")
      }
      guard !text.isEmpty else {
        throw reader.error(at: reader.keyNode(key) ?? node, "\"\(key)\" in \(context) is empty; give \(what), such as \"\(example)\"")
      }
      return text
    }
    let sender = try nonEmpty(
      "sender", "alice@example.com",
      "the sender's identifier (the INPerson's handle, which a Focus's focusAllowedPeople lists)")
    let senderName = try nonEmpty("senderName", "Alice", "the name iOS shows for the sender (INPerson.displayName)")
    return SendMessageIntent(sender: sender, senderName: senderName, avatar: try reader.string("avatar"))
  }

  /// A service extension's `takes`: absent (no time), a duration, or a non-empty array of
  /// durations used in turn by the pushes it handles (the last one repeating).
  private static func loadTakes(_ node: JSONNode?, context: String, file: String) throws(ScenarioError) -> [Duration] {
    guard let node else { return [.zero] }
    guard node.type == .array else {
      guard node.type == .string else {
        throw ScenarioReader.error(
          file, at: node,
          "\"takes\" in \(context) must be a duration string such as \"2s\", or an array of them used in turn by "
            + "successive pushes (the last one repeating) such as [\"2s\", \"45s\"], not \(QuotedValue.raw(node))")
      }
      return [try ScenarioReader.duration(node, file: file, field: "\"takes\" in \(context)")]
    }
    guard !node.elements.isEmpty else {
      throw ScenarioReader.error(
        file, at: node,
        "\"takes\" in \(context) is an empty array; give at least one duration (such as [\"2s\", \"45s\"]: the first push "
          + "takes 2 s, every later one 45 s), or a single duration string")
    }
    var durations: [Duration] = []
    for (index, element) in node.elements.enumerated() {
      durations.append(try ScenarioReader.duration(element, file: file, field: "\"takes\"[\(index)] in \(context)"))
    }
    return durations
  }
}
