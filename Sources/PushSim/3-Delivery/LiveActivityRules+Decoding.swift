extension LiveActivityRules {
  /// Why a JSON value does not decode as an `ActivityAttributes` type's `ContentState` (or its
  /// static attributes): one decision shared by the pushes the device receives
  /// (``LiveActivityRules/undecodable(_:as:types:attributes:path:)``) and the activities an app
  /// lists as started before the run (``LiveActivitySettings/checkActivities(clock:)`` and the
  /// scenario loader).
  enum DecodeFailure: Equatable, Sendable {
    /// The value is not a JSON object (`found`: its kind).
    case notAnObject(found: JSONType)
    /// The object lacks these required keys, in the type's order.
    case lacks([String])

    /// Why `value` does not decode as an object with every key of `required`, or `nil` when it does.
    static func of(_ value: JSONValue, required: [String]) -> DecodeFailure? {
      guard case .object(let object) = value else { return .notAnObject(found: value.type) }
      let missing = required.filter { object[$0] == nil }
      return missing.isEmpty ? nil : .lacks(missing)
    }

    /// What is wrong: `path` names the value (`aps.content-state`), `decoder` what cannot decode
    /// it (`Delivery.ContentState`).
    func message(path: String, decoder: String) -> String {
      switch self {
      case .notAnObject(let found): "\(path) is \(PayloadIssue.describe(found)), not an object: \(decoder) cannot decode it"
      case .lacks(let missing):
        "\(path) lacks " + missing.map { QuotedValue.plain($0) }.joined(separator: ", ") + ", which \(decoder) requires: it does not decode"
      }
    }
  }

  /// Why `value` does not decode as the content state (or, with `attributes`, the attributes)
  /// of `type`, or `nil` when it does: it must be an object with every required key. `path`
  /// names the value in the message (`aps.content-state`).
  static func undecodable(
    _ value: JSONValue, as type: String, types: [String: LiveActivitySettings.AttributesType], attributes: Bool = false,
    path: String
  ) -> Drop? {
    let required = (attributes ? types[type]?.attributesKeys : types[type]?.contentStateKeys) ?? []
    guard let failure = DecodeFailure.of(value, required: required) else { return nil }
    return Drop(
      reason: attributes ? "undecodableAttributes" : "undecodableContentState",
      message: failure.message(path: path, decoder: attributes ? "\(type)'s attributes" : "\(type).ContentState"))
  }
}
