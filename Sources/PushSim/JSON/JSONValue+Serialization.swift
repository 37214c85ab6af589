extension JSONValue {
  /// The value as JSON text, deterministic: keys in stored order; compact by default, or pretty
  /// with 2-space indentation, `"key": value` (one space after the colon) and empty containers
  /// as `{}` and `[]`, without a trailing newline.
  ///
  /// Strings escape only `"`, `\` and control characters (`\n \r \t \b \f`, others as `\u00XX`
  /// in lower-case hex); non-ASCII is raw UTF-8 and `/` is not escaped. Doubles use Swift's
  /// shortest round-trip form (`0.1`, `1e-05`, `1e+16`, `-0.0`); a non-finite double, which
  /// JSON cannot express, is written as `null`. `JSONValue.parse(v.serialized()) == v` for
  /// every value without non-finite doubles.
  ///
  /// - Parameter pretty: Whether to indent.
  /// - Returns: The JSON text.
  /// - Complexity: O(n) for the n bytes written.
  public func serialized(pretty: Bool = false) -> String {
    String(decoding: serializedBytes(pretty: pretty), as: UTF8.self)
  }

  /// The value as UTF-8 JSON text; see `serialized(pretty:)`.
  ///
  /// - Parameter pretty: Whether to indent.
  /// - Returns: The JSON text's bytes.
  /// - Complexity: O(n) for the n bytes written.
  public func serializedBytes(pretty: Bool = false) -> [UInt8] {
    var writer = JSONWriter(pretty: pretty)
    writer.write(self)
    return writer.output
  }
}
