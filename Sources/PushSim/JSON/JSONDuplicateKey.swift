/// A key that occurs again in the same object, where it occurs again.
///
/// Reported by `JSONDocument.duplicateKeys()` for lint messages such as "duplicate key `x` at
/// line L, column C; the last one wins, as on the platforms".
public struct JSONDuplicateKey: Equatable, Sendable {
  /// The key, with escapes decoded.
  public var key: String
  /// The 1-based line of the repeated key's opening quote.
  public var line: Int
  /// The 1-based column of the repeated key's opening quote, counted in Unicode scalars.
  public var column: Int

  /// Creates a duplicate-key report.
  ///
  /// - Parameters:
  ///   - key: The key, with escapes decoded.
  ///   - line: The 1-based line of the repeated key.
  ///   - column: The 1-based column of the repeated key, in Unicode scalars.
  public init(key: String, line: Int, column: Int) {
    self.key = key
    self.line = line
    self.column = column
  }
}
