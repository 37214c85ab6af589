extension ScenarioLoader {
  /// Refuses a matcher value whose JSON type the field never has (``TraceVocabulary/fieldTypes``):
  /// `{"event": "notification.displayed", "restored": "false"}` could never match, so in
  /// `noEvents` it would always pass. The event's own fields are checked when the matcher names
  /// an event of ``TraceVocabulary/events``; `t` always (a `delegate.*` event's other fields are
  /// the SDK's, open).
  static func checkFieldTypes(_ matcher: JSONNode, in context: String, file: String) throws(ScenarioError) {
    let event = matcher["event"]?.stringValue
    let fields = event.flatMap(TraceVocabulary.fields(of:)) ?? []
    for member in matcher.members where TraceVocabulary.commonFields.contains(member.key) || fields.contains(member.key) {
      guard let types = TraceVocabulary.fieldTypes[member.key], !types.contains(member.value.type) else { continue }
      // {"$absent": true} and {"$present": true} stand for the field's presence, not its value.
      if member.value.type == .object,
        member.value.value() == EventMatcher.absent || member.value.value() == EventMatcher.present
      {
        continue
      }
      let owner = member.key == "t" ? "an event's" : "\(event ?? "the event")'s"
      var message = "\(QuotedValue.plain(member.key)) in \(context) is \(QuotedValue.raw(member.value)), \(article(member.value.type)); "
        + "\(owner) \(QuotedValue.key(member.key)) is always \(types.map(article).joined(separator: " or ")), so the matcher could never match"
      if let fixed = retyped(member.value, as: types) { message += "; write \(fixed)" }
      throw ScenarioReader.error(file, at: member.value, message)
    }
  }

  /// Refuses `{"$absent": true}` on a field the event always has
  /// (``TraceVocabulary/alwaysPresent(in:)``: `t`, `device`, `event`, and the Live Activities
  /// events' own): it could never match, so in `noEvents` it would always pass.
  static func checkAbsentOnAlwaysPresent(_ matcher: JSONNode, in context: String, file: String) throws(ScenarioError) {
    let event = matcher["event"]?.stringValue
    for field in TraceVocabulary.alwaysPresent(in: event) {
      guard let value = matcher[field], value.value() == EventMatcher.absent else { continue }
      let owner = TraceVocabulary.commonFields.contains(field) ? "every event has" : "\(event ?? "the event") always has"
      throw ScenarioReader.error(
        file, at: value,
        "\(QuotedValue.plain(field)) in \(context) is {\"$absent\": true}, but \(owner) \(QuotedValue.plain(field)), so the matcher "
          + "could never match; leave the field out, or give the value it must have")
    }
  }

  /// "a string", "an integer", … for a JSON type.
  private static func article(_ type: JSONType) -> String {
    switch type {
    case .null: "null"
    case .bool: "a boolean"
    case .integer: "an integer"
    case .double: "a number with a fraction or an exponent"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The value written with the field's type when it reads as one (`"false"` → `false`,
  /// `"22"` → `22`, `3.0` → `3`), for the message.
  private static func retyped(_ node: JSONNode, as types: [JSONType]) -> String? {
    let text = node.stringValue ?? node.rawText
    if types.contains(.bool), text == "true" || text == "false" { return text }
    if types.contains(.integer) {
      if let integer = Int64(text) { return String(integer) }
      if node.type == .double, let double = Double(text), double == double.rounded(), abs(double) < 9.0e15 { return String(Int64(double)) }
    }
    if types.contains(.string), node.type != .string, node.type != .object, node.type != .array { return "\"\(text)\"" }
    return nil
  }
}
