import Testing

import PushSim

struct SplitMix64Tests {
  /// Seed 0 gives the reference SplitMix64 sequence.
  @Test func seedZeroGivesTheReferenceSequence() {
    var generator = SplitMix64(seed: 0)
    let outputs = (0..<5).map { _ in generator.next() }
    #expect(
      outputs == [
        0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F,
        0xF88B_B8A8_724C_81EC, 0x1B39_896A_51A8_749B,
      ])
  }

  /// Equal seeds give equal sequences, through the standard library's random APIs too.
  @Test func equalSeedsReplayTheSameValues() {
    var first = SplitMix64(seed: 42)
    var second = SplitMix64(seed: 42)
    let a = (0..<100).map { _ in Int.random(in: 0..<1_000, using: &first) }
    let b = (0..<100).map { _ in Int.random(in: 0..<1_000, using: &second) }
    #expect(a == b)
    #expect(Set(a).count > 50)
  }

  /// Different seeds give different sequences.
  @Test func differentSeedsDiffer() {
    var zero = SplitMix64(seed: 0)
    var one = SplitMix64(seed: 1)
    #expect((0..<4).map { _ in zero.next() } != (0..<4).map { _ in one.next() })
  }
}
