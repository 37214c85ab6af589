/// Makes hostile variants of seed inputs, reproducibly: the same seed gives the same mutations.
///
/// Byte-level operators work on any input; structural ones (``FuzzOperator/wrongType``,
/// ``FuzzOperator/keyRename``, ``FuzzOperator/duplicateKey``, …) parse the input and rewrite one
/// node of the tree, and fall back to a byte-level operator when the input is not JSON.
///
/// ```swift
/// var mutator = FuzzMutator(seed: 7)
/// let (bytes, used) = mutator.mutate(Array(#"{"aps":{"alert":"hi"}}"#.utf8), other: [])
/// ```
public struct FuzzMutator: Sendable {
  /// The seeded generator behind every choice.
  public var generator: SplitMix64
  /// The largest string ``FuzzOperator/bigString`` writes (10 MB cases belong in the explicit
  /// hostile list, where they run once).
  public var maxStringBytes = 1 << 16
  /// The deepest nesting ``FuzzOperator/deepNesting`` writes.
  public var maxNesting = 100_000
  /// The operators ``mutate(_:other:)`` picks from (``FuzzOperator/operators(for:)``; the
  /// payload target's by default).
  public var operators = FuzzOperator.operators(for: .payload)

  /// A mutator whose choices all come from `seed`.
  public init(seed: UInt64) { generator = SplitMix64(seed: seed) }

  /// A number in `0..<bound` (`bound` > 0).
  mutating func below(_ bound: Int) -> Int { Int(generator.next() % UInt64(max(bound, 1))) }

  /// One element of a non-empty array.
  mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

  /// One or two mutations of `input`; `other` is a second seed for ``FuzzOperator/splice``.
  ///
  /// - Returns: the mutated bytes and the operators applied, in order.
  public mutating func mutate(_ input: [UInt8], other: [UInt8]) -> (bytes: [UInt8], operators: [FuzzOperator]) {
    var bytes = input
    var used: [FuzzOperator] = []
    for _ in 0..<(below(4) == 0 ? 2 : 1) {
      let chosen = pick(operators)
      let (result, applied) = apply(chosen, to: bytes, other: other)
      bytes = result
      used.append(applied)
    }
    return (bytes, used)
  }

  /// Applies one operator; structural operators on non-JSON input fall back to a byte flip.
  public mutating func apply(_ chosen: FuzzOperator, to bytes: [UInt8], other: [UInt8]) -> ([UInt8], FuzzOperator) {
    switch chosen {
    case .byteFlip:
      guard !bytes.isEmpty else { return ([UInt8(truncatingIfNeeded: generator.next())], chosen) }
      var result = bytes
      result[below(result.count)] ^= UInt8(1) << UInt8(below(8))
      return (result, chosen)
    case .byteInsert:
      var result = bytes
      let position = below(result.count + 1)
      let inserted = (0..<(1 + below(4))).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
      result.insert(contentsOf: inserted, at: position)
      return (result, chosen)
    case .byteDelete:
      guard !bytes.isEmpty else { return (bytes, chosen) }
      var result = bytes
      let start = below(result.count)
      result.removeSubrange(start..<min(result.count, start + 1 + below(16)))
      return (result, chosen)
    case .truncate:
      return (Array(bytes.prefix(below(bytes.count + 1))), chosen)
    case .splice:
      return (Array(bytes.prefix(below(bytes.count + 1))) + other.suffix(below(other.count + 1)), chosen)
    case .invalidUTF8:
      var result = bytes
      let bad: [[UInt8]] = [[0xFF], [0x80], [0xC0, 0x80], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFE, 0xFE]]
      result.insert(contentsOf: pick(bad), at: insertionInString(result))
      return (result, chosen)
    case .byteOrderMark:
      return (pick(Self.byteOrderMarks) + bytes, chosen)
    case .trailingGarbage:
      return (bytes + Array(pick(Self.garbage).utf8), chosen)
    case .deepNesting, .loneSurrogate, .hugeNumber, .nanToken, .duplicateKey, .bigString, .keyRename, .wrongType, .knownField, .scenarioStep:
      guard let tree = try? JSONValue.parse(bytes, options: JSONParseOptions(maxBytes: 1 << 24, maxDepth: 128, allowsByteOrderMark: true)) else {
        // Not JSON: put the hostile text somewhere in the bytes instead.
        var result = bytes
        result.insert(contentsOf: Array(hostileValue(for: chosen).utf8), at: below(result.count + 1))
        return (result, chosen)
      }
      return (rewrite(tree, with: chosen), chosen)
    }
  }

  /// A position inside a string literal when there is one (after a `"`), else anywhere.
  mutating func insertionInString(_ bytes: [UInt8]) -> Int {
    let quotes = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\"") }
    return quotes.isEmpty ? below(bytes.count + 1) : pick(quotes) + 1
  }

  /// The text of a value made by a value-level operator.
  mutating func hostileValue(for chosen: FuzzOperator) -> String {
    switch chosen {
    case .deepNesting:
      let depth = pick([65, 257, 513, 1_000, maxNesting])
      return below(2) == 0
        ? FuzzMutator.repeated("[", count: depth) + FuzzMutator.repeated("]", count: depth)
        : FuzzMutator.repeated("{\"a\":", count: depth) + "1" + FuzzMutator.repeated("}", count: depth)
    case .loneSurrogate: return pick(Self.loneSurrogates)
    case .hugeNumber: return pick(Self.hugeNumbers)
    case .nanToken: return pick(Self.nanTokens)
    case .bigString: return "\"" + FuzzMutator.repeated(pick(["x", "é", "\\n", "\\u0041"]), count: 1 + below(maxStringBytes / 2)) + "\""
    default: return pick(Self.otherTypes)
    }
  }

  /// `unit` `count` times over, built from its bytes: `String(repeating:count:)` appends one
  /// unit at a time, which on Linux made building the megabyte strings half of a fuzzing run.
  static func repeated(_ unit: String, count: Int) -> String {
    precondition(count >= 0, "Negative count not allowed")
    let bytes = Array(unit.utf8)
    if bytes.count == 1 { return String(decoding: [UInt8](repeating: bytes[0], count: count), as: UTF8.self) }
    var text: [UInt8] = []
    text.reserveCapacity(bytes.count * count)
    for _ in 0..<count { text.append(contentsOf: bytes) }
    return String(decoding: text, as: UTF8.self)
  }

  // MARK: Ingredients

  /// UTF-8, UTF-16 BE/LE and UTF-32 LE byte order marks.
  static let byteOrderMarks: [[UInt8]] = [[0xEF, 0xBB, 0xBF], [0xFE, 0xFF], [0xFF, 0xFE], [0xFF, 0xFE, 0x00, 0x00], [0xEF, 0xBB]]
  /// Text after the value.
  static let garbage = ["x", " ,", "}", "]", "\u{0}", " {\"a\":1}", "\n{}", "//", "/*", "\""]
  /// Strings with lone surrogate escapes.
  static let loneSurrogates = [#""\ud800""#, #""\udc00""#, #""\ud800\u0041""#, #""\udbff\udbff""#, #""a\uDFFFb""#, #""\ud800\""#]
  /// Numbers out of every range.
  static let hugeNumbers = [
    "1e999999999", "-1e999999999", "1E-999999999", "-0", "-0.0", "0e0", FuzzMutator.repeated("9", count: 400),
    "-" + FuzzMutator.repeated("9", count: 400), "0." + FuzzMutator.repeated("0", count: 400) + "1", "9223372036854775808",
    "-9223372036854775809", "1.7976931348623159e308", "4.9e-325", "1e", "01", "+1", ".5", "1.",
  ]
  /// Tokens JSON does not have.
  static let nanTokens = ["NaN", "-NaN", "Infinity", "-Infinity", "nan", "inf", "undefined", "None", "True", "nul"]
  /// A value of each JSON type.
  static let otherTypes = ["null", "true", "false", "0", "-1", "1.5", "\"\"", "\"x\"", "[]", "{}", "[1,\"a\",null]", "{\"a\":{}}"]
}
