extension JSONValue {
  /// Parses UTF-8 bytes into a value; with duplicate keys the last one wins, at the first key's
  /// position.
  ///
  /// - Parameters:
  ///   - bytes: The input.
  ///   - options: Size, depth and byte order mark limits.
  /// - Returns: The top-level value.
  /// - Throws: `JSONError` describing the first problem, with its line and column.
  /// - Complexity: O(n) for n bytes.
  public static func parse(
    _ bytes: [UInt8], options: JSONParseOptions = .default
  ) throws(JSONError) -> JSONValue {
    try JSONDocument(bytes: bytes, options: options).root.value()
  }

  /// Parses a string's UTF-8 into a value; with duplicate keys the last one wins, at the first
  /// key's position.
  ///
  /// - Parameters:
  ///   - text: The JSON text.
  ///   - options: Size, depth and byte order mark limits.
  /// - Returns: The top-level value.
  /// - Throws: `JSONError` describing the first problem, with its line and column.
  /// - Complexity: O(n) for n bytes.
  public static func parse(
    _ text: String, options: JSONParseOptions = .default
  ) throws(JSONError) -> JSONValue {
    try parse(Array(text.utf8), options: options)
  }
}
