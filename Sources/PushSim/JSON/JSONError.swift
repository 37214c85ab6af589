/// A parse failure, with where it happened and what was expected there.
///
/// `offset` is the byte offset of the offending byte (for an escape or a malformed UTF-8 sequence:
/// of its first byte; at the end of the input: the input's length). `line` and `column` are
/// 1-based; a line ends at LF, CR or CRLF, and `column` counts Unicode scalars (a multi-byte
/// UTF-8 character is one column; a leading byte order mark is not counted). They are computed
/// only when an error is thrown.
public struct JSONError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Code: Equatable, Sendable {
    /// The input ended where `expected` was needed.
    case unexpectedEndOfInput(expected: String)
    /// A byte that the grammar does not allow here. `found` is the character as printed, for
    /// example `'x'`, `'é'` or `byte 0xFF`.
    case unexpectedCharacter(found: String, expected: String)
    /// A string holds bytes that are not well-formed UTF-8 (a stray continuation byte, an
    /// overlong form, an encoded surrogate, a truncated sequence or a scalar above U+10FFFF).
    case invalidUTF8
    /// A backslash escape that JSON does not define, such as `\x` or `\u12G4`, as it appears
    /// in the source (up to the offending character).
    case invalidEscape(String)
    /// A `\u` escape of a surrogate that is not part of a high-low pair, as it appears in the
    /// source, for example `\uD800`. Swift strings cannot hold lone surrogates, and data is
    /// never dropped silently.
    case loneSurrogate(String)
    /// An unescaped byte below 0x20 inside a string.
    case controlCharacterInString(UInt8)
    /// A malformed number, as it appears in the source: a leading zero (`01`), a sign or point
    /// without digits (`-`, `1.`), an exponent without digits (`1e`).
    case invalidNumber(String)
    /// A number whose magnitude is too large for `Double` (`1e999`), as it appears in the source.
    case numberOutOfRange(String)
    /// Arrays and objects nested deeper than `limit`.
    case tooDeep(limit: Int)
    /// The input has `size` bytes, more than `limit`.
    case tooLarge(size: Int, limit: Int)
    /// Something other than whitespace follows the top-level value.
    case trailingCharacters
    /// The input starts with a UTF-8 byte order mark and `allowsByteOrderMark` is off.
    case byteOrderMark
    /// The input is empty or holds only whitespace.
    case empty
  }

  /// What went wrong.
  public var code: Code
  /// The byte offset of the offending byte.
  public var offset: Int
  /// The 1-based line of the offending byte.
  public var line: Int
  /// The 1-based column of the offending byte, counted in Unicode scalars.
  public var column: Int

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - code: What went wrong.
  ///   - offset: The byte offset of the offending byte.
  ///   - line: The 1-based line of the offending byte.
  ///   - column: The 1-based column of the offending byte, in Unicode scalars.
  public init(code: Code, offset: Int, line: Int, column: Int) {
    self.code = code
    self.offset = offset
    self.line = line
    self.column = column
  }

  /// The error as one line, for example `line 3, column 17: unexpected '}', expected a value
  /// (string, number, object, array, true, false or null)`.
  public var description: String {
    "line \(line), column \(column): \(code.message)"
  }
}
