import PushSim

/// Helpers shared by the JSON tests.
enum JSONTesting {
  /// The error that parsing `bytes` throws, or `nil` if it parses.
  static func error(of bytes: [UInt8], options: JSONParseOptions = .default) -> JSONError? {
    do {
      _ = try JSONDocument(bytes: bytes, options: options)
      return nil
    } catch {
      return error
    }
  }

  /// The error that parsing `text` throws, or `nil` if it parses.
  static func error(of text: String, options: JSONParseOptions = .default) -> JSONError? {
    error(of: Array(text.utf8), options: options)
  }

  /// Where `node` starts, as "line:column", or `nil` for no node.
  static func position(of node: JSONNode?) -> String? {
    node.map { "\($0.location.line):\($0.location.column)" }
  }

  /// The text the parser names when it wants a value.
  static let expectedValue = "a value (string, number, object, array, true, false or null)"
}

/// A small, fast, seedable pseudo-random generator (SplitMix64), so that property tests are
/// reproducible from the seed in their failure messages.
struct JSONSplitMix64 {
  /// The generator's state.
  private var state: UInt64

  /// A generator starting from `seed`.
  init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A random integer in `0..<bound` (`bound` > 0).
  mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }

  /// A random element of `choices`, which must not be empty.
  mutating func pick<T>(_ choices: [T]) -> T { choices[next(below: choices.count)] }
}
