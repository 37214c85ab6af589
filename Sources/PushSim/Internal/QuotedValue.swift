/// A value from a payload or a scenario quoted into a message (a lint or parse finding, a
/// `push.warning` event, a decoder's refusal, a scenario file's error): a short one whole, a
/// long one cut, so that a megabyte string does not make a megabyte message.
///
/// A value of at most ``maxCharacters`` characters (and ``maxBytes`` UTF-8 bytes) is quoted
/// exactly as before. A longer one keeps its first ``maxCharacters`` characters — whole
/// `Character`s, so neither a grapheme cluster nor a UTF-8 sequence is split — and ends with
/// `…` and its length: `"https://shop.example.com/…" (1048576 bytes)`. The length is the
/// string's UTF-8 bytes, or for another JSON value the bytes of its compact JSON.
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

  /// `text` between double quotes as written, unescaped (`"\(text)"`); a long one
  /// `"first characters…" (N bytes)`.
  static func plain(_ text: String) -> String {
    guard let kept = prefix(of: text) else { return "\"" + text + "\"" }
    return "\"" + String(kept) + marker(bytes: text.utf8.count, quoted: true)
  }

  /// `text` as written, without quotes (inside a quoted log line such as the FCM SDK's
  /// `event_time(…)`); a long one `first characters… (N bytes)`.
  static func bare(_ text: String) -> String {
    guard let kept = prefix(of: text) else { return text }
    return String(kept) + marker(bytes: text.utf8.count, quoted: false)
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
