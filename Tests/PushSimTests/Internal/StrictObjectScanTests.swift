import Testing

@testable import PushSim

/// `StrictObjectScan`, the tape-free fast path of `OrgJSON.objectHas(utf8:member:)`: it answers
/// only texts the strict parser accepts, the same way, and leaves everything else (`nil`) to the
/// full path.
struct StrictObjectScanTests {
  /// What the strict parser answers, `nil` when it refuses the text.
  func strict(_ text: [UInt8], _ name: String) -> Bool? {
    let options = JSONParseOptions(
      maxBytes: 16 << 20, maxDepth: OrgJSON.maxDepth, allowsByteOrderMark: false)
    guard let document = try? JSONDocument(bytes: text, options: options) else { return nil }
    return document.root.type == .object && document.root.hasKey(name)
  }

  /// Texts in the shape, with their answers for `i`.
  static let answered: [(String, Bool)] = [
    (#"{"i":"c6f87718-6d76-b07e-881e-d162ae2eb154"}"#, true),
    (
      #" {"i": "abc", "a": {"k": [1, -2, 0, true, false, null, {"b": "q\"\\\/\b\f\n\r\t"}]}} "#,
      true
    ),
    (#"{"a":{"i":"nested only"}}"#, false),
    (#"{"a":[{"i":1}],"ii":2,"":3}"#, false),
    (#"{"i":1,"i":2}"#, true),
    (#"{"i":null,"a\"b":1}"#, true),
    ("{}", false),
    (#"{"a":{"k2":11.81,"k3":-0.5e-3,"k4":1E+99,"k5":0e0},"i":2}"#, true),
    ("{\n\t\"i\"\r:\n[]\n}", true),
  ]

  @Test func answersTheShape() {
    for (text, answer) in Self.answered {
      let bytes = Array(text.utf8)
      #expect(StrictObjectScan.has(bytes, member: "i") == answer, "\(text)")
      #expect(strict(bytes, "i") == answer, "\(text)")
    }
  }

  /// Texts outside the shape: lenient-only JSON, non-objects, escaped names before the one
  /// sought, non-ASCII,
  /// numbers it does not read (too many digits, a bad fraction or exponent), grammar errors, too deep.
  static let refused: [String] = [
    "{i: 1}", "{'i': 1}", #"{"i":1} trailing"#, #"{"i":1} {"a":2}"#, "\u{FEFF}{\"i\":1}",
    #"[{"i":1}]"#, #""{\"i\":1}""#, "null", "1", "", " ",
    #"{"\u0069":1}"#, #"{"a\"b":1,"i":null}"#, #"{"a":"\u00e9","i":1}"#, #"{"é":1,"i":1}"#,
    "{\"i\":\"a\u{1}\"}",
    #"{"i":1e100}"#, #"{"i":1.}"#, #"{"i":.5}"#, #"{"i":1e}"#, #"{"i":1e+}"#, #"{"i":-01}"#,
    #"{"i":01}"#, #"{"i":-}"#, #"{"i":1234567890123456789}"#,
    #"{"i":tru}"#, #"{"i":truex}"#, #"{"i":nul}"#, #"{"i":NaN}"#, #"{"i":"x\q"}"#,
    #"{"i":1,}"#, #"{"a":[1,]}"#, #"{"a":[1 2]}"#, #"{"i" 1}"#, #"{"i":1"#, #"{"i":"x}"#,
    #"{/* c */"i":1}"#, #"{"i"=1}"#, #"{"a":[1,,2],"i":0x1F}"#,
    String(repeating: #"{"a":"#, count: 65) + "1" + String(repeating: "}", count: 65),
  ]

  @Test func leavesTheRestToTheFullPath() {
    for text in Self.refused {
      #expect(StrictObjectScan.has(Array(text.utf8), member: "i") == nil, "\(text)")
    }
    // Exactly as deep as it reads.
    let deep = String(repeating: #"{"a":"#, count: 64) + "1" + String(repeating: "}", count: 64)
    #expect(StrictObjectScan.has(Array(deep.utf8), member: "i") == false)
    // A name it cannot compare byte for byte.
    #expect(StrictObjectScan.has(Array(#"{"i":1}"#.utf8), member: "é") == nil)
  }

  /// Every prefix and every one-byte deletion of the answered texts: whenever the scan answers,
  /// the strict parser accepts the text and answers the same.
  @Test func neverAnswersWhatTheStrictParserWouldNot() {
    for (text, _) in Self.answered {
      let bytes = Array(text.utf8)
      var variants = (0...bytes.count).map { Array(bytes[..<$0]) }
      for index in bytes.indices {
        var deleted = bytes
        deleted.remove(at: index)
        variants.append(deleted)
      }
      for variant in variants {
        for name in ["i", "a", ""] {
          if let answer = StrictObjectScan.has(variant, member: name) {
            #expect(strict(variant, name) == answer, "\(String(decoding: variant, as: UTF8.self))")
          }
        }
      }
    }
  }
}
