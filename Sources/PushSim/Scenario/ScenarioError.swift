/// A scenario file that is not valid: where (file, line, column) and what is wrong, with what
/// was expected.
///
/// Rendered as `Scenarios/ios/01.json:12:9: unknown app action "forcequit"; expected one of
/// open, background, …; did you mean "forceQuit"?`.
public struct ScenarioError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The scenario file, as given.
  public var file: String
  /// The 1-based line, or 0 when the error concerns the whole file.
  public var line: Int
  /// The 1-based column, or 0.
  public var column: Int
  /// What is wrong and what was expected.
  public var message: String

  /// Creates an error.
  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// `file:line:column: message`; for a scenario loaded without a file name (`file` empty),
  /// `line L, column C: message`.
  public var description: String {
    if file.isEmpty { return line > 0 ? "line \(line), column \(column): \(message)" : message }
    return line > 0 ? "\(file):\(line):\(column): \(message)" : "\(file): \(message)"
  }
}
