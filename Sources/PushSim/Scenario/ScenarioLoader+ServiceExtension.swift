extension ScenarioLoader {
  /// A scripted `serviceExtension` of an `app` (``ScriptedServiceExtension``): `takes` (a
  /// duration, or durations used in turn by successive pushes), what it changes (`title`,
  /// `subtitle`, `body`, `attach`, and `messageIntent` or `callIntent`, which makes it a
  /// communication notification), `crashes`, `suppresses` and its `timeWillExpire` best attempt
  /// (the same fields).
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
    var call: StartCallIntent?
    if let node = reader.node["callIntent"] {
      guard intent == nil else {
        throw reader.error(
          at: node,
          "\(context) has both \"messageIntent\" and \"callIntent\"; an extension updates the content from one intent "
            + "(updating(from:)): keep \"messageIntent\" for a message, \"callIntent\" for a missed call or a voicemail")
      }
      call = try loadCallIntent(node, context: "callIntent of \(context)", file: file)
    }
    return ScriptedContentEdit(
      title: try reader.string("title"), subtitle: try reader.string("subtitle"), body: try reader.string("body"),
      attach: try reader.strings("attach") ?? [], messageIntent: intent, callIntent: call)
  }

  /// A `messageIntent` (``SendMessageIntent``): the `sender`'s identifier and `senderName`, both
  /// required and non-empty, an optional `avatar`, and for a group conversation `recipients`
  /// (non-empty identifiers), `recipientCount` (a count, 0 or more), `groupName` and `groupImage`
  /// (which needs `groupName`), and the donation metadata's flags `notifyRecipientAnyway`,
  /// `mentionsCurrentUser` and `isReplyToCurrentUser`, and `contactSuggestion` (booleans).
  private static func loadMessageIntent(_ node: JSONNode, context: String, file: String) throws(ScenarioError) -> SendMessageIntent {
    let reader = try ScenarioReader(node, file: file, context: context, allowed: messageIntentKeys)
    let (sender, senderName) = try person(reader, "sender")
    let recipients = try reader.strings("recipients") ?? []
    if let empty = recipients.firstIndex(of: "") {
      throw reader.error(
        at: reader.keyNode("recipients")?.elements[empty] ?? node,
        "\"recipients\"[\(empty)] in \(context) is empty; give each recipient's identifier (the user among them), "
          + "such as [\"me@example.com\", \"bob@example.com\"]")
    }
    let recipientCount = try reader.integer("recipientCount")
    if let recipientCount, recipientCount < 0 {
      throw reader.error(
        at: reader.keyNode("recipientCount") ?? node,
        "\"recipientCount\" in \(context) is \(recipientCount); give how many recipients the conversation has "
          + "(INSendMessageIntentDonationMetadata.recipientCount), 0 or more, such as 3")
    }
    let groupName = try reader.string("groupName")
    let groupImage = try reader.string("groupImage")
    if groupImage != nil, groupName == nil {
      throw reader.error(
        at: reader.keyNode("groupImage") ?? node,
        "\"groupImage\" in \(context) needs a \"groupName\": the image is set for the speakableGroupName parameter, "
          + "so give the conversation's name too, such as \"Book club\"")
    }
    return SendMessageIntent(
      sender: sender, senderName: senderName, avatar: try reader.string("avatar"), recipients: recipients,
      recipientCount: recipientCount, groupName: groupName, groupImage: groupImage,
      notifyRecipientAnyway: try reader.bool("notifyRecipientAnyway") ?? false,
      mentionsCurrentUser: try reader.bool("mentionsCurrentUser") ?? false,
      isReplyToCurrentUser: try reader.bool("isReplyToCurrentUser") ?? false,
      senderIsContactSuggestion: try reader.bool("contactSuggestion") ?? false)
  }

  /// A `callIntent` (``StartCallIntent``): the `caller`'s identifier and `callerName`, both
  /// required and non-empty, an optional `avatar`, `call`: `missed` (the default), `voicemail`
  /// or `incoming`, `ringtone` (a boolean: the content's sound is a ringtone) and
  /// `contactSuggestion` (a boolean: the caller is a contact suggestion).
  private static func loadCallIntent(_ node: JSONNode, context: String, file: String) throws(ScenarioError) -> StartCallIntent {
    let reader = try ScenarioReader(node, file: file, context: context, allowed: callIntentKeys)
    let (caller, callerName) = try person(reader, "caller")
    let kinds = StartCallIntent.Call.allCases.map(\.rawValue)
    let call = try reader.choice("call", kinds, what: "call").flatMap(StartCallIntent.Call.init)
    return StartCallIntent(
      caller: caller, callerName: callerName, avatar: try reader.string("avatar"), call: call ?? .missed,
      ringtone: try reader.bool("ringtone") ?? false, callerIsContactSuggestion: try reader.bool("contactSuggestion") ?? false)
  }

  /// An intent's person (`sender` or `caller`): its identifier under `role` and its name under
  /// `role` + `Name`, both required and non-empty.
  private static func person(_ reader: ScenarioReader, _ role: String) throws(ScenarioError) -> (id: String, name: String) {
    let id = try nonEmpty(
      reader, role, "alice@example.com",
      "the \(role)'s identifier (the INPerson's handle, which a Focus's focusAllowedPeople lists)")
    let name = try nonEmpty(reader, role + "Name", "Alice", "the name iOS shows for the \(role) (INPerson.displayName)")
    return (id, name)
  }

  /// A required, non-empty string of an intent: a load error names the field, what it is and an
  /// example.
  private static func nonEmpty(
    _ reader: ScenarioReader, _ key: String, _ example: String, _ what: String
  ) throws(ScenarioError) -> String {
    guard let text = try reader.string(key) else {
      throw reader.error(at: reader.node, "\(reader.context) needs a \"\(key)\" field: \(what), such as \"\(example)\"")
    }
    guard !text.isEmpty else {
      throw reader.error(
        at: reader.keyNode(key) ?? reader.node, "\"\(key)\" in \(reader.context) is empty; give \(what), such as \"\(example)\"")
    }
    return text
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
