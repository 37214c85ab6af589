/// The lenient JSON that Android's bundled `org.json` accepts (libcore's `JSONTokener`,
/// `JSONObject`, `JSONArray`), and the text its `toString()` writes, for Android SDKs that keep
/// JSON inside FCM data-map strings (OneSignal `custom`, `o`, `bg_img`, `vib_pt`; WonderPush `_wp`
/// and every data-map string that looks like JSON).
///
/// What it accepts that strict JSON does not, as Android's implementation does:
/// - unquoted strings: a literal that is not `null`, `true`, `false` or a number is a string, so
///   `{i: abc}` has the string `"abc"` and `{"foo":bar"}` is `{"foo": "bar\""}` (a literal runs up
///   to one of `{}[]/\:,=;#`, a space, a tab, a form feed, `\r` or `\n`);
/// - `null`, `true` and `false` in any case; octal (`012` is 10) and hexadecimal (`0x1F`)
///   integers; Java floating-point literals (`1.5f`, `1e3`, `.5`, `0x1p3`, `Infinity`, `NaN`);
/// - single-quoted strings; unknown escapes (`\q` is `q`); raw control characters in strings;
/// - `#` and `//` line comments and `/* */` block comments between tokens;
/// - `=` or `=>` between a name and its value, `;` as well as `,` between members and elements;
/// - an empty array slot is `null` (`[1,,2]`, `[,]`, and a trailing comma: `[1,]` is `[1, null]`);
/// - a leading byte order mark (U+FEFF), which `new JSONTokener(String)` drops;
/// - anything after the top-level value (`{"a":1} trailing` is `{"a": 1}`).
///
/// What it refuses: names that are not strings (`{123}`, `{true:1}`, `{null:1}`), a missing `:`,
/// `NaN` or an infinity as an object member's value (`JSONObject.put` throws), unterminated
/// strings, comments, objects and arrays, and (for ``object(_:)`` / ``array(_:)``) a first value
/// of the other kind.
///
/// Text is read as Java reads it, in UTF-16 code units: offsets in errors count UTF-16 units, a
/// `\u` escape is one unit (a surrogate pair of escapes makes one character), and a lone
/// surrogate becomes U+FFFD. Not modelled: Unicode digits in numbers (Java's `Character.digit`
/// accepts `١٢٣`), and nesting deeper than ``maxDepth`` (Android overflows its stack; PushSim
/// reports an error).
///
/// This type unifies two readers written separately for OneSignal and WonderPush; where they
/// disagreed, the `///` comment at the place says which behaviour was kept and why.
enum OrgJSON {
  /// Why `org.json` refuses a text: its `JSONException` message and where reading stopped.
  struct ParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, in the words of `org.json` where it has words for it.
    var message: String
    /// The 0-based UTF-16 offset where reading stopped.
    ///
    /// Decision (the two readers differed): offsets count UTF-16 code units, as Java's
    /// `JSONTokener.pos` does; the OneSignal reader counted Unicode scalars, which differs after
    /// any character outside the BMP.
    var offset: Int
    /// `Unterminated string at character 7`.
    var description: String { "\(message) at character \(offset)" }
  }

  /// The deepest nesting parsed; one more level is a ``ParseError``.
  ///
  /// Decision (only the WonderPush reader had a limit): kept. Android has none and overflows its
  /// stack on absurd nesting; PushSim must not crash, so it reports an error instead.
  static let maxDepth = 512

  /// `new JSONObject(text)`: the text's first value, which must be an object.
  ///
  /// - Parameter text: The JSON text.
  /// - Returns: The object, members in order (a repeated name keeps its first position and its
  ///   last value, as `LinkedHashMap.put` does).
  /// - Throws: ``ParseError`` when the text does not parse or its value is not an object.
  static func object(_ text: String) throws(ParseError) -> JSONObject {
    let value = try value(text)
    guard case .object(let object) = value else { throw typeMismatch(value, "JSONObject") }
    return object
  }

  /// `new JSONArray(text)`: the text's first value, which must be an array.
  ///
  /// - Parameter text: The JSON text.
  /// - Returns: The elements (an empty slot is `null`).
  /// - Throws: ``ParseError`` when the text does not parse or its value is not an array.
  static func array(_ text: String) throws(ParseError) -> [JSONValue] {
    let value = try value(text)
    guard case .array(let elements) = value else { throw typeMismatch(value, "JSONArray") }
    return elements
  }

  /// `new JSONTokener(text).nextValue()`: the first value of the text; what follows it is
  /// ignored, as `org.json` ignores it.
  ///
  /// - Parameter text: The JSON text.
  /// - Returns: The value, of any kind.
  /// - Throws: ``ParseError`` when the text does not start with a value.
  static func value(_ text: String) throws(ParseError) -> JSONValue {
    var tokener = Tokener(text)
    return try tokener.nextValue()
  }

  /// `JSON.typeMismatch`: `Value [1] of type org.json.JSONArray cannot be converted to
  /// JSONObject`.
  ///
  /// Decision (the two readers differed: offset 0 for OneSignal, the offset after the value for
  /// WonderPush): Java's message has no position at all, since `typeMismatch` is not a
  /// `syntaxError`. Offset 0 is kept, because the OneSignal lint output (and its tests) already
  /// show `… at character 0`, and a position after the value would wrongly suggest the reader
  /// stopped on an error there.
  ///
  /// The value is written as Java writes it, cut when long (``QuotedValue/bare(_:)``: a
  /// megabyte string in `custom` must not make a megabyte message).
  static func typeMismatch(_ value: JSONValue, _ requiredType: String) -> ParseError {
    ParseError(
      message: "Value \(QuotedValue.bare(string(of: value))) of type \(javaType(value)) cannot be converted to \(requiredType)",
      offset: 0)
  }

  /// The Java class name `org.json` reports for a value in its messages.
  ///
  /// Decision (the two readers differed): an integer is `java.lang.Integer` when it fits in 32
  /// bits and `java.lang.Long` otherwise, as `JSONTokener.readLiteral` returns an `Integer` or a
  /// `Long`; the OneSignal reader always said `Integer`.
  static func javaType(_ value: JSONValue) -> String {
    switch value {
    case .null: "org.json.JSONObject$1"
    case .bool: "java.lang.Boolean"
    case .integer(let number): Int32(exactly: number) != nil ? "java.lang.Integer" : "java.lang.Long"
    case .double: "java.lang.Double"
    case .string: "java.lang.String"
    case .array: "org.json.JSONArray"
    case .object: "org.json.JSONObject"
    }
  }

  /// Java's `String.valueOf` of a value `org.json` holds, which is what `getString` and
  /// `optString` return for a non-string: a string as is, `null` for `JSONObject.NULL`, `123`,
  /// `1.5`, `100.0` and `1.0E21` for numbers, `true`, and the compact JSON text of an object or
  /// an array (`toString()`).
  ///
  /// Decision (the two readers differed): a double is written as Java's `Double.toString`
  /// (``javaDoubleText(_:)``, `1.0E-4`, `100.0`); the OneSignal reader used Swift's
  /// `description` (`0.0001`), which Java never writes.
  static func string(of value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .integer(let number): String(number)
    case .double(let number): javaDoubleText(number)
    case .string(let text): text
    case .array, .object: serialized(value)
    }
  }

  /// `optLong`/`optInt` of a value (`JSON.toLong`): a number, or a string Java's
  /// `Double.parseDouble` reads, truncated toward zero; `nil` (the caller's fallback) otherwise.
  static func integer(of value: JSONValue) -> Int64? {
    switch value {
    case .integer(let number): return number
    case .double(let number): return javaTruncated(number)
    case .string(let text):
      guard let number = javaDouble(text) else { return nil }
      return javaTruncated(number)
    default: return nil
    }
  }
}
