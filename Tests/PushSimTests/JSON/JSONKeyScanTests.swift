import Testing

@testable import PushSim

/// The parser reads a key that ends within the eight bytes after its opening quote from one
/// load, and every other key byte by byte: both ways give a key the same bit of its object's
/// filter, and the same tape and errors, wherever the key ends (before, at or past the word's
/// end, at the input's end) and whatever it holds (escapes, control bytes, UTF-8).
struct JSONKeyScanTests {
  /// The filter's bit of a plain key, computed here from the key's bytes alone (the length and
  /// the first eight bytes, zero past the key), as `JSONParser.keyBit` documents it.
  static func referenceBit(_ key: [UInt8]) -> UInt64 {
    var prefix: UInt64 = 0
    for (k, byte) in key.prefix(8).enumerated() { prefix |= UInt64(byte) << (8 * UInt64(k)) }
    let mixed = (prefix ^ UInt64(key.count) &* 0x9E37_79B9_7F4A_7C15) &* 0xBF58_476D_1CE4_E5B9
    return 1 << (mixed >> 58)
  }

  /// Random objects of plain keys (0 to 12 bytes, ASCII or two-byte UTF-8), shifted by leading
  /// spaces so that keys end at every offset of a word and near the input's end: an object is
  /// marked exactly when two of its keys share a reference bit, and the tape holds each key's
  /// quotes where the text has them.
  @Test(arguments: [UInt64(11), 12, 13])
  func aKeysBitDoesNotDependOnHowItWasRead(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    let alphabet: [String] = ["a", "b", "c", "é", "z"]
    for _ in 0..<2_000 {
      let keyCount = Int.random(in: 1...5, using: &generator)
      var keys: [String] = []
      for _ in 0..<keyCount {
        // Few distinct short keys, so that repeats are common.
        let length = Int.random(in: 0...12, using: &generator)
        keys.append((0..<length).map { _ in alphabet[Int.random(in: 0..<(length < 3 ? 2 : 5), using: &generator)] }.joined())
      }
      let padding = String(repeating: " ", count: Int.random(in: 0...8, using: &generator))
      let tail = Bool.random(using: &generator) ? "" : String(repeating: " ", count: Int.random(in: 0...9, using: &generator))
      let text = padding + "{" + keys.map { "\"\($0)\":0" }.joined(separator: ",") + "}" + tail
      let document = try JSONDocument(text)
      let bits = keys.map { Self.referenceBit(Array($0.utf8)) }
      var seen: UInt64 = 0
      var collides = false
      for (k, bit) in bits.enumerated() {
        if k > 0 && seen & bit != 0 { collides = true }
        seen |= bit
      }
      let object = document.tape[0]
      #expect((object.flags & JSONTapeEntry.mayRepeatKeys != 0) == collides, "\(text)")
      var index = 1
      var offset = padding.utf8.count + 1
      for key in keys {
        let entry = document.tape[index]
        #expect(entry.kind == .string && entry.flags == 0)
        #expect(Int(entry.start) == offset && Int(entry.end) == offset + key.utf8.count + 2, "\(text)")
        #expect(document.decodeString(at: index) == key)
        offset += key.utf8.count + 5  // the quotes, ':0' and ','
        index += 2
      }
    }
  }

  /// A repeated key is marked wherever each occurrence stands: one read from a word and one
  /// too close to the input's end for a word, keys of 7 and 8 bytes (the quote just inside and
  /// just past the word).
  @Test(arguments: ["", "a", "abcdefg", "abcdefgh", "abcdefghijk"])
  func aRepeatedKeyIsMarkedWhereverItEnds(key: String) throws {
    for padding in 0..<10 {
      let text = #"{"\#(key)":1,"\#(key)":2}"# + String(repeating: " ", count: padding)
      let document = try JSONDocument(text)
      #expect(document.tape[0].flags & JSONTapeEntry.mayRepeatKeys != 0, "\(text)")
      #expect(document.duplicateKeys().map(\.key) == [key])
    }
  }

  /// A key whose first word holds an escape, a control byte or a byte that is not UTF-8 is read
  /// byte by byte: escapes are flagged and mark the object; the errors are those of any string.
  @Test func aKeyThatNeedsCheckingIsReadByteByByte() throws {
    let escaped = try JSONDocument(#"{"a\"b":1,"c":2}"#)
    #expect(escaped.tape[1].flags == JSONTapeEntry.hasEscapes)
    #expect(escaped.tape[0].flags & JSONTapeEntry.mayRepeatKeys != 0)
    #expect(escaped.decodeString(at: 1) == "a\"b")
    let control = #expect(throws: JSONError.self) { try JSONDocument("{\"ab\u{01}c\":1}") }
    #expect(control?.code == .controlCharacterInString(0x01))
    #expect(control?.offset == 4)
    let invalid = #expect(throws: JSONError.self) { try JSONDocument(bytes: Array(#"{"a"#.utf8) + [0xFF] + Array(#"bcdefgh":1}"#.utf8)) }
    #expect(invalid?.code == .invalidUTF8)
    #expect(invalid?.offset == 3)
    let unterminated = #expect(throws: JSONError.self) { try JSONDocument(#"{"abcdefghij"#) }
    #expect(unterminated?.code == .unexpectedEndOfInput(expected: JSONParser.Expected.stringEnd))
    #expect(unterminated?.offset == 12)
  }
}
