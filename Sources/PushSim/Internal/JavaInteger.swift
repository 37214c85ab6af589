/// Java's decimal integer parsing, `Integer.parseInt(text)` and `Long.parseLong(text)`, as the
/// FCM SDK's `RemoteMessage.getTtl()` and `getSentTime()` read `google.ttl` and
/// `google.sent_time` (both return 0 when the parse throws `NumberFormatException`).
///
/// The grammar: an optional ASCII `+` or `-`, then one or more UTF-16 units that
/// `Character.digit(c, 10)` reads (ASCII digits, and the other Unicode decimal digits of the
/// Basic Multilingual Plane: `"٣٦٠٠"` is 3600); nothing else, no white space, no fraction, and a
/// value within the type's range.
enum JavaInteger {
  /// `Integer.parseInt(text)`, or `nil` where it throws.
  static func parseInt(_ text: String) -> Int32? {
    // ASCII text (the common case): Swift's parse accepts exactly Java's grammar.
    if let value = Int32(text) { return value }
    return parseUnicode(text).flatMap { Int32(exactly: $0) }
  }

  /// `Long.parseLong(text)`, or `nil` where it throws.
  static func parseLong(_ text: String) -> Int64? {
    if let value = Int64(text) { return value }
    return parseUnicode(text)
  }

  /// The slow path, for text with digits beyond ASCII: `nil` for ASCII text (Swift's parse has
  /// answered for it already), for text Java refuses, and on `long` overflow. Each Unicode
  /// decimal digit becomes its ASCII digit, and `Long.parseLong`'s grammar does the rest.
  ///
  /// The units are converted lazily, one at a time as the parse reads them: Java stops at the
  /// first unit that is not a digit, and so does this (a megabyte of text that is not a number
  /// costs one look-up, not a million: the fuzzer found a 1 MB `google.sent_time` taking 0.25 s).
  private static func parseUnicode(_ text: String) -> Int64? {
    guard text.utf8.contains(where: { $0 >= 0x80 }) else { return nil }
    let units = text.utf16.lazy.map { unit -> UInt16 in
      // `Character.digit(char, 10)` reads one UTF-16 unit: a surrogate is never a digit.
      guard unit >= 0x80, let scalar = Unicode.Scalar(unit), scalar.properties.numericType == .decimal,
        let digit = scalar.properties.numericValue, (0...9).contains(digit)
      else { return unit }
      return 0x30 + UInt16(digit)
    }
    return OrgJSON.javaParseLong(units, radix: 10)
  }
}
