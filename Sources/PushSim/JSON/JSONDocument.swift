/// A parsed JSON document: the input bytes plus a flat "tape" of entries (simdjson-style), built
/// in one pass with no per-value allocations.
///
/// Parsing validates everything (grammar, UTF-8, escapes, numbers, limits) and records each
/// value's position and, for numbers, its value; strings are decoded only when asked for, and
/// lookups compare raw bytes. The document is immutable and can be shared between tasks.
///
/// Numbers: an integer (no fraction, no exponent) that fits `Int64` is `.integer`; every other
/// number is `.double`, including integers too large for `Int64` (20 digits and more, rounded
/// like any double) and `-0`, which is the double `-0.0` so that its sign is not lost. A number
/// whose magnitude overflows `Double` (`1e999`) fails with `.numberOutOfRange`; one that
/// underflows (`1e-999`) is `0.0`.
///
/// Duplicate keys are kept on the tape; lookups return the last one, as the platforms do, and
/// `duplicateKeys()` lists them for lint.
///
/// ```swift
/// let document = try JSONDocument(#"{"aps":{"alert":"Hi","badge":3}}"#)
/// document.root["aps"]?["badge"]?.int64Value  // 3
/// ```
public final class JSONDocument: Sendable {
  /// The input, exactly as given.
  public let bytes: [UInt8]
  /// The parsed entries; entry 0 is the top-level value.
  let tape: JSONTape

  /// Parses a document from UTF-8 bytes.
  ///
  /// - Parameters:
  ///   - bytes: The input, exactly as a push service delivers it.
  ///   - options: Size, depth and byte order mark limits.
  /// - Throws: `JSONError` describing the first problem, with its line and column.
  /// - Complexity: O(n) for n bytes.
  public init(bytes: [UInt8], options: JSONParseOptions = .default) throws(JSONError) {
    self.tape = try JSONParser.parse(bytes, options: options)
    self.bytes = bytes
  }

  /// Parses a document from a string's UTF-8 bytes.
  ///
  /// - Parameters:
  ///   - text: The JSON text.
  ///   - options: Size, depth and byte order mark limits.
  /// - Throws: `JSONError` describing the first problem, with its line and column.
  /// - Complexity: O(n) for n bytes.
  public convenience init(_ text: String, options: JSONParseOptions = .default) throws(JSONError) {
    try self.init(bytes: Array(text.utf8), options: options)
  }

  /// The top-level value.
  public var root: JSONNode { JSONNode(document: self, index: 0) }

  /// The 1-based line and column of a byte offset.
  ///
  /// Lines end at LF, CR or CRLF; columns count Unicode scalars, and a leading byte order mark
  /// is not counted.
  ///
  /// - Parameter offset: A byte offset into `bytes`; clamped to `0...bytes.count`.
  /// - Returns: The line and column, both 1-based.
  /// - Complexity: O(`offset`).
  public func location(ofByte offset: Int) -> (line: Int, column: Int) {
    bytes.withUnsafeBufferPointer { JSONTextPosition.lineAndColumn(of: offset, in: $0) }
  }
}
