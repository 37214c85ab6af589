/// A small, fast, seeded random number generator for reproducible runs.
///
/// PushSim never reads `SystemRandomNumberGenerator`: every random choice
/// comes from a generator created from a `seed`, so a run can be replayed by
/// reusing its seed. This is Sebastiano Vigna's SplitMix64; with seed `0` its
/// first outputs are `0xE220A8397B1DCDAF`, `0x6E789E6AA1B965F4` and
/// `0x06C45D188009454F`.
///
/// ```swift
/// var generator = SplitMix64(seed: 42)
/// let jitter = Int.random(in: 0..<250, using: &generator)
/// ```
///
/// It is not cryptographically secure.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator whose output is determined entirely by `seed`.
  ///
  /// - Parameters:
  ///   - seed: Any value; equal seeds give equal sequences.
  public init(seed: UInt64) {
    state = seed
  }

  /// Returns the next value of the sequence and advances the generator.
  ///
  /// - Returns: A pseudo-random 64-bit value.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
