/// One way ``FuzzMutator`` damages an input. The names appear in findings, so a failing case
/// says how it was made.
public enum FuzzOperator: String, Sendable, CaseIterable {
  /// One bit of one byte flipped.
  case byteFlip
  /// A few random bytes inserted.
  case byteInsert
  /// A run of bytes deleted.
  case byteDelete
  /// The input cut short.
  case truncate
  /// The head of the input joined to the tail of another seed.
  case splice
  /// Arrays or objects nested up to 100,000 levels deep.
  case deepNesting
  /// Bytes that are not UTF-8 (a lone continuation byte, `FF`, an overlong or cut sequence).
  case invalidUTF8
  /// A `\u` escape of a lone UTF-16 surrogate.
  case loneSurrogate
  /// A number too large, too long or too precise (`1e999999999`, 400 digits, `-0`).
  case hugeNumber
  /// `NaN`, `Infinity` and the like, which JSON does not have.
  case nanToken
  /// A key that appears twice in one object.
  case duplicateKey
  /// A UTF-8 or UTF-16 byte order mark in front.
  case byteOrderMark
  /// Bytes after the JSON value.
  case trailingGarbage
  /// A string of up to ``FuzzMutator/maxStringBytes`` bytes.
  case bigString
  /// A key renamed (another known field, a change of case, an empty key).
  case keyRename
  /// A value replaced with a value of another JSON type.
  case wrongType
  /// A known field of a vendor's payload added with a value of any type.
  case knownField
  /// Scenario target only: a step wrapped in `refused` (once, twice or past the nesting limit,
  /// its `message` a string, empty, huge or of another type), a step whose `step` is a hostile
  /// value, a step kind renamed to another (``FuzzScenarioFields/stepKinds``), or a field of the
  /// scenario format (``FuzzScenarioFields/keys``: `refused`, `step`, `message`, …) added with a
  /// value of any type.
  case scenarioStep

  /// The operators a case of `target` picks from: every one for scenarios; for payloads, all but
  /// ``scenarioStep`` (so the payload cases of a seed are those made before it existed).
  public static func operators(for target: FuzzTarget) -> [FuzzOperator] {
    target == .scenario ? allCases : allCases.filter { $0 != .scenarioStep }
  }
}
