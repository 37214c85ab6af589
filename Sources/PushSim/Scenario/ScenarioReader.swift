/// Reads one JSON object of a scenario file strictly: every key must be known, every value of
/// the expected type, and each mistake becomes a ``ScenarioError`` at the value's position.
struct ScenarioReader {
  let file: String
  let node: JSONNode
  /// What this object is, for messages: `step 3 (push)`, `device "phone"`.
  let context: String

  /// A reader for `node`, which must be an object with only `allowed` keys (`note` is always
  /// allowed).
  init(_ node: JSONNode, file: String, context: String, allowed: [String]) throws(ScenarioError) {
    self.file = file
    self.node = node
    self.context = context
    guard node.type == .object else {
      throw error(at: node, "\(context) must be an object, not \(PayloadIssue.describe(node.type))")
    }
    for (key, value) in node.members where key != "note" && !allowed.contains(key) {
      var message = "unknown field \(QuotedValue.plain(key)) in \(context); expected one of " + QuotedValue.list(allowed)
      if let suggestion = Suggestion.closest(to: key, in: allowed) {
        message += "; did you mean \"\(suggestion)\"?"
      }
      throw error(at: keyNode(key) ?? value, message)
    }
    if let note = node["note"], note.type != .string {
      throw error(at: note, "\"note\" in \(context) must be a string")
    }
  }

  /// An error at a node's position.
  func error(at node: JSONNode, _ message: String) -> ScenarioError {
    ScenarioReader.error(file, at: node, message)
  }

  /// An error at a node's position in `file`. Positions are computed only for errors: each one
  /// scans the file from its start, so computing one per node would make loading quadratic.
  static func error(_ file: String, at node: JSONNode, _ message: String) -> ScenarioError {
    let (line, column) = node.location
    return ScenarioError(file: file, line: line, column: column, message: message)
  }

  /// The value node of a key, for positions (the value stands just after its key).
  func keyNode(_ key: String) -> JSONNode? { node[key] }

  /// A required field.
  func required(_ key: String) throws(ScenarioError) -> JSONNode {
    guard let value = node[key] else {
      throw error(at: node, "\(context) needs a \"\(key)\" field")
    }
    return value
  }

  /// An optional string.
  func string(_ key: String) throws(ScenarioError) -> String? {
    guard let value = node[key] else { return nil }
    guard let text = value.stringValue else {
      throw error(at: value, "\"\(key)\" in \(context) must be a string, not \(PayloadIssue.describe(value.type))")
    }
    return text
  }

  /// An optional boolean.
  func bool(_ key: String) throws(ScenarioError) -> Bool? {
    guard let value = node[key] else { return nil }
    guard let flag = value.boolValue else {
      throw error(at: value, "\"\(key)\" in \(context) must be true or false, not \(QuotedValue.raw(value))")
    }
    return flag
  }

  /// An optional integer: a JSON number with no fractional part (`1`, `1.0`, `1e0`), as JSON
  /// and the schema's draft-07 `integer` read it.
  func integer(_ key: String) throws(ScenarioError) -> Int? {
    guard let value = node[key] else { return nil }
    guard let number = value.wholeNumberValue, let small = Int(exactly: number) else {
      throw error(at: value, "\"\(key)\" in \(context) must be an integer, not \(QuotedValue.raw(value))")
    }
    return small
  }

  /// An optional duration (`"250ms"`, `"30s"`, `"5m"`, `"2h"`, `"1d"`).
  func duration(_ key: String) throws(ScenarioError) -> Duration? {
    guard let value = node[key] else { return nil }
    return try ScenarioReader.duration(value, file: file, field: "\"\(key)\" in \(context)")
  }

  /// A duration node.
  static func duration(_ value: JSONNode, file: String, field: String) throws(ScenarioError) -> Duration {
    guard let text = value.stringValue else {
      throw ScenarioReader.error(file, at: value, "\(field) must be a duration string such as \"250ms\", \"30s\", \"5m\", \"2h\" or \"1d\", not \(QuotedValue.raw(value))")
    }
    do {
      return try DurationText.parse(text)
    } catch {
      throw ScenarioReader.error(file, at: value, "\(field): \(error)")
    }
  }

  /// An optional array of strings.
  func strings(_ key: String) throws(ScenarioError) -> [String]? {
    guard let value = node[key] else { return nil }
    guard value.type == .array else {
      throw error(at: value, "\"\(key)\" in \(context) must be an array of strings")
    }
    var result: [String] = []
    for element in value.elements {
      guard let text = element.stringValue else {
        throw error(at: element, "\"\(key)\" in \(context) must hold strings only, not \(QuotedValue.raw(element))")
      }
      result.append(text)
    }
    return result
  }

  /// A string that must be one of `choices`.
  func choice(_ key: String, _ choices: [String], what: String) throws(ScenarioError) -> String? {
    guard let value = node[key] else { return nil }
    return try ScenarioReader.choice(value, choices, what: what, in: context, file: file)
  }

  /// A node whose string must be one of `choices`.
  static func choice(
    _ value: JSONNode, _ choices: [String], what: String, in context: String, file: String
  ) throws(ScenarioError) -> String {
    guard let text = value.stringValue else {
      throw ScenarioReader.error(file, at: value, "\(what) in \(context) must be a string: one of " + listed(choices))
    }
    guard choices.contains(text) else {
      var message = "unknown \(what) \(QuotedValue.plain(text)) in \(context); expected one of " + listed(choices)
      if let suggestion = Suggestion.closest(to: text, in: choices) { message += "; did you mean \"\(suggestion)\"?" }
      throw ScenarioReader.error(file, at: value, message)
    }
    return text
  }

  /// Choices as a message lists them: all of them, or the first 20 and how many there are,
  /// each as ``QuotedValue/key(_:)`` writes it (device ids come from the scenario).
  static func listed(_ choices: [String]) -> String {
    QuotedValue.list(choices, shown: QuotedValue.key)
  }
}

extension JSONNode {
  /// The value of a whole number as the scenario format reads one: an integer, or a number written
  /// with a point or an exponent whose value is whole and fits in `Int64` (`1.0`, `1e9`, `-0`),
  /// as JSON's number model and JSON Schema draft-07's `integer` have it; `nil` for any other
  /// value. Push payloads are not read with it: their values are the platform's business.
  var wholeNumberValue: Int64? {
    switch type {
    case .integer: int64Value
    case .double: doubleValue.flatMap { Int64(exactly: $0) }
    default: nil
    }
  }
}

extension JSONValue {
  /// The value of a whole number, as ``JSONNode/wholeNumberValue`` reads one.
  var wholeNumberValue: Int64? {
    switch self {
    case .integer(let value): value
    case .double(let value): Int64(exactly: value)
    default: nil
    }
  }
}
