import PushSim
import Testing

/// Property: parse(serialized(v)) == v for random values from fixed seeds.
struct JSONRoundTripTests {
  /// Scalars that stress the string writer and parser: escapes, controls, every UTF-8 length,
  /// combining marks, the largest scalar and U+2028.
  static let interestingScalars: [Unicode.Scalar] = [
    "\"", "\\", "/", "\n", "\r", "\t", "\u{0}", "\u{8}", "\u{C}", "\u{1F}", "\u{7F}", "é",
    "\u{301}",
    "中", "\u{2028}", "\u{FEFF}", "\u{FFFD}", "😀", "\u{10FFFF}", " ", "a", "Z", "0",
  ]

  /// A random string of up to 24 scalars.
  static func randomString(_ random: inout JSONSplitMix64) -> String {
    var scalars = String.UnicodeScalarView()
    for _ in 0..<random.next(below: 25) {
      switch random.next(below: 3) {
      case 0:
        scalars.append(random.pick(interestingScalars))
      case 1:
        scalars.append(Unicode.Scalar(UInt8(0x20 + random.next(below: 0x5F))))
      default:
        let value = UInt32(random.next(below: 0x10FFFF))
        scalars.append(Unicode.Scalar(value) ?? "x")  // surrogate code points are not scalars
      }
    }
    return String(scalars)
  }

  /// A random finite double: special values or random bit patterns.
  static func randomDouble(_ random: inout JSONSplitMix64) -> Double {
    let specials: [Double] = [
      0, -0.0, 1, -1, 0.1, 1e-5, 1e16, 1e21, .leastNonzeroMagnitude, .leastNormalMagnitude,
      .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 9_007_199_254_740_994, 3.0,
    ]
    if random.next(below: 3) == 0 { return random.pick(specials) }
    while true {
      let value = Double(bitPattern: random.next())
      if value.isFinite { return value }
    }
  }

  /// A random integer: small, boundary or arbitrary.
  static func randomInteger(_ random: inout JSONSplitMix64) -> Int64 {
    switch random.next(below: 3) {
    case 0: return Int64(random.next(below: 2001)) - 1000
    case 1: return random.pick([Int64.min, .max, 0, -1, Int64(1) << 53, -(Int64(1) << 53)])
    default: return Int64(bitPattern: random.next())
    }
  }

  /// A random value nested at most `depth` more levels.
  static func randomValue(_ random: inout JSONSplitMix64, depth: Int) -> JSONValue {
    let kind = random.next(below: depth > 0 ? 8 : 6)
    switch kind {
    case 0: return .null
    case 1: return .bool(random.next(below: 2) == 0)
    case 2: return .integer(randomInteger(&random))
    case 3: return .double(randomDouble(&random))
    case 4, 5: return .string(randomString(&random))
    case 6:
      return .array((0..<random.next(below: 6)).map { _ in randomValue(&random, depth: depth - 1) })
    default:
      var object = JSONObject()
      for _ in 0..<random.next(below: 6) {
        object[randomString(&random)] = randomValue(&random, depth: depth - 1)
      }
      return .object(object)
    }
  }

  /// For 200 seeds, compact and pretty output both parse back to the same value, and
  /// serializing again gives the same bytes.
  @Test(arguments: 1...200)
  func serializedValuesParseBackUnchanged(seed: UInt64) throws {
    var random = JSONSplitMix64(seed: seed)
    let value = Self.randomValue(&random, depth: 4)
    for pretty in [false, true] {
      let bytes = value.serializedBytes(pretty: pretty)
      let back = try JSONValue.parse(bytes)
      #expect(
        back == value, "seed \(seed), pretty \(pretty): \(String(decoding: bytes, as: UTF8.self))")
      #expect(back.serializedBytes(pretty: pretty) == bytes, "seed \(seed), pretty \(pretty)")
      let document = try JSONDocument(bytes: bytes)
      #expect(document.root.type == value.type, "seed \(seed)")
      #expect(document.duplicateKeys().isEmpty, "seed \(seed)")
    }
  }

  /// Every randomly chosen double round-trips bit for bit through its text.
  @Test(arguments: 1...20)
  func doublesRoundTripBitForBit(seed: UInt64) throws {
    var random = JSONSplitMix64(seed: seed)
    for _ in 0..<500 {
      let number = Self.randomDouble(&random)
      let text = JSONValue.double(number).serialized()
      let back = try JSONDocument(text).root
      #expect(back.type == .double, "seed \(seed): \(text)")
      #expect(back.doubleValue?.bitPattern == number.bitPattern, "seed \(seed): \(text)")
    }
  }

  /// Every randomly chosen integer round-trips exactly and stays an integer.
  @Test(arguments: 1...5)
  func integersRoundTripExactly(seed: UInt64) throws {
    var random = JSONSplitMix64(seed: seed)
    for _ in 0..<1_000 {
      let number = Self.randomInteger(&random)
      let back = try JSONDocument(String(number)).root
      #expect(back.int64Value == number, "seed \(seed): \(number)")
    }
  }
}
