/// Why a ``PushMatrix`` cannot be built: the payload is not JSON, reaches no platform, or the
/// SDK asked for is simulated on none of the platforms it reaches.
public struct PushMatrixError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What the error is about.
  public enum Cause: String, Sendable, Equatable {
    /// The payload (or its headers).
    case payload
    /// The SDK asked for: not simulated where the payload goes.
    case sdk
  }

  /// What the error is about.
  public var cause: Cause
  /// What is wrong and what was expected.
  public var message: String

  /// Creates an error.
  public init(_ message: String, cause: Cause = .payload) {
    self.message = message
    self.cause = cause
  }

  /// The message.
  public var description: String { message }
}
