/// A device action that cannot apply: a tap on a notification that is not shown, an app action
/// that does not exist on the platform, headers that are not valid.
public struct DeviceError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public var message: String

  /// Creates an error with a message that says what is wrong and what was expected.
  public init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }
}
