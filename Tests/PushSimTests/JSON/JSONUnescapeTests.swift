import Foundation
import Testing

@testable import PushSim

/// `JSONStringDecoder.unescape` copies eight bytes at a time up to each backslash: random
/// strings with escapes at every offset, plain runs of every length and multi-byte UTF-8
/// decode exactly as Foundation's `JSONSerialization` decodes them, and
/// `JSONStringDecoder.decodedLength` counts the bytes they decode to.
struct JSONUnescapeTests {
  /// One piece of a string literal and the text it stands for.
  static let pieces: [(literal: String, text: String)] = [
    ("a", "a"), ("bcdefgh", "bcdefgh"), ("0123456789abcdef", "0123456789abcdef"),
    (#"\""#, "\""), (#"\\"#, "\\"), (#"\/"#, "/"), (#"\n"#, "\n"), (#"\t"#, "\t"), (#"\b"#, "\u{8}"),
    (#"\u00e9"#, "é"), (#"\u0041"#, "A"), (#"\f"#, "\u{C}"), (#"\r"#, "\r"), (#"\u4E2D"#, "中"), (#"\ud83d\ude00"#, "😀"), ("é", "é"), ("中", "中"), ("😀", "😀"),
  ]

  @Test(arguments: [UInt64(1), 2, 3, 4])
  func decodesAsFoundationDoes(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    for _ in 0..<500 {
      var literal = ""
      var text = ""
      for _ in 0..<Int.random(in: 0..<14, using: &generator) {
        let piece = Self.pieces.randomElement(using: &generator)!
        literal += piece.literal
        text += piece.text
      }
      let json = "\"" + literal + "\""
      let decoded = try JSONDocument(json).root.stringValue
      let foundation = try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed) as? String
      #expect(decoded.map { Array($0.utf8) } == Array(text.utf8), "\(json)")
      #expect(foundation.map { Array($0.utf8) } == Array(text.utf8), "\(json)")
      let counted = Array(literal.utf8).withUnsafeBufferPointer { JSONStringDecoder.decodedLength($0) }
      #expect(counted == text.utf8.count, "\(json)")
    }
  }
}
