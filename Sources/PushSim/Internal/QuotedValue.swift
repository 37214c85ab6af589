/// A value from a payload or a scenario quoted into a message (a lint or parse finding, a
/// `push.warning` event, a decoder's refusal, a scenario file's error): a short one whole, a
/// long one cut, so that a megabyte string does not make a megabyte message.
///
/// A value of at most ``maxCharacters`` characters (and ``maxBytes`` UTF-8 bytes) is quoted
/// exactly as before. A longer one keeps its first ``maxCharacters`` characters — whole
/// `Character`s, so neither a grapheme cluster nor a UTF-8 sequence is split — and ends with
/// `…` and its length: `"https://shop.example.com/…" (1048576 bytes)`. The length is the
/// string's UTF-8 bytes, or for another JSON value the bytes of its compact JSON.
///
/// The same goes for a name taken from the input (a JSON key, a header name, a device id, a
/// scenario's user or group name, a `pushsim device` argument): ``plain(_:)`` quotes it and
/// writes its control characters (a newline, an ANSI escape) as `\u{1B}`-style escapes
/// (``PrintableText``), so that a key cannot forge or colour a line of output, and ``key(_:)``
/// writes a well-behaved one as it is. A list of such names keeps its first ``maxListed``
/// (``list(_:separator:shown:)``).
enum QuotedValue {
  /// The characters a value may have to be quoted whole; a longer one keeps this many.
  static let maxCharacters = 80
  /// The UTF-8 bytes the characters kept may take (a character can be many scalars: a base
  /// letter with a thousand combining marks is one).
  static let maxBytes = 320

  /// `text` as a JSON string (`"a\"b"`, escaped as ``JSONValue/serialized(pretty:)`` does); a
  /// long one `"first characters…" (N bytes)`.
  static func json(_ text: String) -> String {
    guard let kept = prefix(of: text) else { return JSONValue.string(text).serialized() }
    return String(JSONValue.string(String(kept)).serialized().dropLast()) + marker(bytes: text.utf8.count, quoted: true)
  }

  /// The names a list in a message shows (``list(_:separator:shown:)``); the rest are counted.
  static let maxListed = 20

  /// `text` between double quotes as written (`"\(text)"`, a quote inside it not escaped) but
  /// for its control characters, escaped as ``PrintableText`` does (`"a\u{A}b"`, `"\u{1B}[31m"`);
  /// a long one `"first characters…" (N bytes)`.
  static func plain(_ text: String) -> String {
    quoted(text, by: "\"")
  }

  /// A command-line argument as the CLI's messages quote one, between single quotes
  /// (`unknown option '--jsn'`), escaped and cut as ``plain(_:)`` does: `'xxxx…' (N bytes)`.
  static func argument(_ text: String) -> String {
    quoted(text, by: "'")
  }

  /// `text` between two `quote`s, control characters escaped, a long one cut.
  private static func quoted(_ text: String, by quote: String) -> String {
    guard let kept = prefix(of: text) else { return quote + PrintableText.escaping(text) + quote }
    return quote + PrintableText.escaping(String(kept)) + "…" + quote + " (\(text.utf8.count) bytes)"
  }

  /// `text` as written, without quotes (inside a quoted log line such as the FCM SDK's
  /// `event_time(…)`), control characters escaped; a long one `first characters… (N bytes)`.
  static func bare(_ text: String) -> String {
    guard let kept = prefix(of: text) else { return PrintableText.escaping(text) }
    return PrintableText.escaping(String(kept)) + marker(bytes: text.utf8.count, quoted: false)
  }

  /// A key or name from the input written where a message names it unquoted, as the last part
  /// of a path (`aps.\(key)`, `message.android.\(key)`): as written when it is short and has
  /// no control character, else as ``plain(_:)`` quotes it (`aps."x\u{A}y"`,
  /// `aps."xxxx…" (1048576 bytes)`), so that where the name ends stays clear.
  static func key(_ text: String) -> String {
    if prefix(of: text) == nil, !text.unicodeScalars.contains(where: { PrintableText.isControl($0, keepingNewlines: false) }) {
      return text
    }
    return plain(text)
  }

  /// `items` joined by `separator`, each written by `shown`; past ``maxListed`` items, the
  /// first ones then `… (N in all)`, so that a scenario declaring ten thousand devices or a
  /// payload with ten thousand unknown keys does not make a message of all of them. Only the
  /// items listed are passed to `shown`: a list of a million keys costs twenty.
  ///
  /// - Parameters:
  ///   - items: The items, in the order the message lists them.
  ///   - separator: What goes between two items.
  ///   - shown: How each item is written: as it is (the default, for names the code defines),
  ///     ``key(_:)`` or ``plain(_:)`` for names from the input.
  static func list(_ items: [String], separator: String = ", ", shown: (String) -> String = { $0 }) -> String {
    let text = items.prefix(maxListed).map(shown).joined(separator: separator)
    return items.count > maxListed ? text + separator + "… (\(items.count) in all)" : text
  }

  /// Each of `names` quoted (``plain(_:)``) and listed (``list(_:separator:shown:)``):
  /// `"a", "b"`.
  static func names(_ names: [String], separator: String = ", ") -> String {
    list(names, separator: separator, shown: plain)
  }

  /// `node`'s source text (``JSONNode/rawText``); a long one its first characters, then
  /// `…" (N bytes)` for a string (its characters and N counted between its quotes, as written)
  /// or `… (N bytes)`. A huge value is not copied.
  static func raw(_ node: JSONNode, maxCharacters: Int = maxCharacters, maxBytes: Int = maxBytes) -> String {
    let range = node.byteRange
    let isString = node.type == .string
    let quote = isString ? 1 : 0
    let content = (range.lowerBound + quote)..<(range.upperBound - quote)
    guard content.count > min(maxCharacters, maxBytes) else { return node.rawText }
    // The bytes that can be kept and a few after them, so that the character at the cut is
    // seen whole (a UTF-8 sequence cut at the window's end only affects what follows the cut).
    let end = min(content.upperBound, content.lowerBound + maxBytes + 64)
    let window = String(decoding: node.document.bytes[content.lowerBound..<end], as: UTF8.self)
    guard let kept = prefix(of: window, maxCharacters: maxCharacters, maxBytes: maxBytes) else { return node.rawText }
    return (isString ? "\"" : "") + String(kept) + marker(bytes: content.count, quoted: isString)
  }

  /// `node` as a refusal quotes it beside the range an option takes: a number as written
  /// (``raw(_:maxCharacters:maxBytes:)``: `99999999999999999999`, not the double `1e+20`), `nil`
  /// for any other value, which the refusal quotes as compact JSON (``value(_:)``): an array or
  /// an object written over several lines is not quoted with its line breaks and indentation.
  static func writtenNumber(_ node: JSONNode) -> String? {
    node.type == .integer || node.type == .double ? raw(node) : nil
  }

  /// The value of `object`'s first member named `name` in any case, as written (``raw(_:)``):
  /// the earlier value of a header given twice (`{"ttl": 1, "TTL": 2}` quotes `1`, not `"1"`).
  static func firstValue(named name: String, caseInsensitivelyIn object: JSONNode) -> String {
    let key = name.lowercased()
    return object.members.first { $0.key.lowercased() == key }.map { raw($0.value) } ?? ""
  }

  /// `value` as compact JSON; a long string as ``json(_:)``, another long value (an object, an
  /// array) its first characters, then `… (N bytes)`.
  static func value(_ value: JSONValue) -> String {
    if case .string(let text) = value { return json(text) }
    let text = value.serialized()
    guard let kept = prefix(of: text) else { return text }
    return String(kept) + marker(bytes: text.utf8.count, quoted: false)
  }

  /// What ends a cut value: `…" (N bytes)` for a quoted one (the quote closed), else
  /// `… (N bytes)`.
  static func marker(bytes: Int, quoted: Bool) -> String {
    "…" + (quoted ? "\"" : "") + " (\(bytes) bytes)"
  }

  /// The characters of `text` a message keeps, `nil` when it keeps them all: at most
  /// `maxCharacters` whole characters within `maxBytes` bytes.
  ///
  /// - Complexity: O(k) for the k bytes kept (and the last character's), not O(n): a megabyte
  ///   value is not walked.
  static func prefix(of text: String, maxCharacters: Int = maxCharacters, maxBytes: Int = maxBytes) -> Substring? {
    // At most maxCharacters bytes: at most as many characters, within maxBytes.
    guard text.utf8.count > min(maxCharacters, maxBytes) else { return nil }
    var end = text.startIndex
    var kept = 0
    while end < text.endIndex {
      let next = text.index(after: end)
      if kept == maxCharacters || text.utf8.distance(from: text.startIndex, to: next) > maxBytes { return text[..<end] }
      end = next
      kept += 1
    }
    return nil
  }
}
