/// Something wrong with a push: a configuration mistake the platform tolerates (a warning, logged
/// in the trace as `push.warning`), or one it refuses (a rejection, `push.rejected`).
public struct PayloadIssue: Error, Sendable, Equatable, CustomStringConvertible {
  /// A stable, machine-readable reason such as `payloadTooLarge` or `contentAvailableNotOne`.
  public var reason: String
  /// What is wrong, where, and what was expected.
  public var message: String
  /// The rule of SEMANTICS.md (or the vendor source) behind it, such as `R-iOS-3`.
  public var rule: String?

  /// Creates an issue.
  public init(reason: String, message: String, rule: String? = nil) {
    self.reason = reason
    self.message = message
    self.rule = rule
  }

  /// `contentAvailableNotOne: … (R-iOS-3)`.
  public var description: String {
    "\(reason): \(message)" + (rule.map { " (\($0))" } ?? "")
  }
}

extension PayloadIssue {
  /// The payload is over the platform's size limit.
  static func tooLarge(size: Int, limit: Int, platform: String, rule: String) -> PayloadIssue {
    PayloadIssue(
      reason: "payloadTooLarge",
      message: "the payload is \(size) bytes; \(platform) accepts at most \(limit)",
      rule: rule)
  }

  /// The payload is not valid JSON.
  static func invalidJSON(_ error: JSONError) -> PayloadIssue {
    PayloadIssue(reason: "invalidJSON", message: "the payload is not valid JSON: \(error)")
  }

  /// The payload is JSON of the wrong shape.
  static func invalidPayload(_ message: String, rule: String? = nil) -> PayloadIssue {
    PayloadIssue(reason: "invalidPayload", message: message, rule: rule)
  }

  /// A JSON type name for messages: `a string`, `an object`.
  static func describe(_ type: JSONType) -> String {
    switch type {
    case .null: "null"
    case .bool: "a boolean"
    case .integer: "an integer"
    case .double: "a number with a fraction"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
