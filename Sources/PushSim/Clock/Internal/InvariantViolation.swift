/// A broken internal rule, found by a `checkInvariants()` method in tests.
struct InvariantViolation: Error, Equatable, Sendable, CustomStringConvertible {
  /// Which rule broke, and where.
  var message: String

  init(_ message: String) {
    self.message = message
  }

  var description: String { message }
}
