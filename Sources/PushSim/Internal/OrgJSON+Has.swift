extension OrgJSON {
  /// `new JSONObject(text).has(name)`, false when the text does not parse as an object: the
  /// check behind OneSignal's marker (`custom` with `i`), made for every Android push.
  ///
  /// Strict JSON (RFC 8259, no byte order mark) is a subset of what `org.json` reads, and reads
  /// the same: the same members with the same decoded names (every name quoted, only the
  /// standard escapes, every literal followed by one of `org.json`'s literal terminators, every
  /// number finite). So a text the strict parser accepts is answered from its tape without
  /// building values; anything else (unquoted names, comments, trailing text…) goes through the
  /// lenient reader.
  ///
  /// - Parameters:
  ///   - text: The JSON text.
  ///   - name: The member's name, matched by exact Unicode scalars.
  static func objectHas(_ text: String, member name: String) -> Bool {
    objectHas(utf8: Array(text.utf8), member: name)
  }

  /// ``objectHas(_:member:)`` on the text's UTF-8 bytes (valid UTF-8: a decoded JSON string's),
  /// so that a value read from a payload is checked without building a `String` first.
  ///
  /// The plain shape of `custom` (``StrictObjectScan``, strict JSON by construction) is answered
  /// without building a tape; everything else takes the strict parser, then the lenient reader.
  static func objectHas(utf8 text: [UInt8], member name: String) -> Bool {
    if let answer = StrictObjectScan.has(text, member: name) { return answer }
    let strict = JSONParseOptions(maxBytes: 16 << 20, maxDepth: maxDepth, allowsByteOrderMark: false)
    if let document = try? JSONDocument(bytes: text, options: strict) {
      return document.root.type == .object && document.root.hasKey(name)
    }
    return (try? object(String(decoding: text, as: UTF8.self)))?[name] != nil
  }
}
