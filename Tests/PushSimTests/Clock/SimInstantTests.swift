import Testing

@testable import PushSim

struct SimInstantTests {
  /// `zero` has a zero offset, and `init(offset:)` keeps the offset it is given.
  @Test func zeroIsTheStartOfTheRun() {
    #expect(SimInstant.zero.offset == .zero)
    #expect(SimInstant(offset: .seconds(3)).offset == .seconds(3))
  }

  /// `advanced(by:)` and `+` both add the duration to the offset.
  @Test func advancingAddsTheDuration() {
    let start = SimInstant(offset: .milliseconds(500))
    #expect(start.advanced(by: .seconds(2)).offset == .milliseconds(2_500))
    #expect(start + .seconds(2) == start.advanced(by: .seconds(2)))
    #expect(start + .milliseconds(-500) == .zero)
  }

  /// `duration(to:)` is `other − self`, and `a - b` is `a − b`: positive towards later instants.
  @Test func durationToIsOtherMinusSelf() {
    let early = SimInstant(offset: .seconds(1))
    let late = SimInstant(offset: .milliseconds(3_500))
    #expect(early.duration(to: late) == .milliseconds(2_500))
    #expect(late.duration(to: early) == .milliseconds(-2_500))
    #expect(late - early == .milliseconds(2_500))
    #expect(early - late == .milliseconds(-2_500))
    #expect(early + (late - early) == late)
  }

  /// Instants compare by their offsets.
  @Test func instantsAreOrderedByOffset() {
    let instants = [5, -1, 0, 3].map { SimInstant(offset: .seconds($0)) }
    #expect(instants.sorted().map(\.offset) == [-1, 0, 3, 5].map { Duration.seconds($0) })
    #expect(SimInstant(offset: .nanoseconds(1)) > .zero)
  }

  /// Equal instants hash alike, so a set keeps one of them.
  @Test func equalInstantsAreOneSetElement() {
    let set: Set = [SimInstant(offset: .seconds(1)), SimInstant(offset: .milliseconds(1_000)), .zero]
    #expect(set.count == 2)
  }

  /// `milliseconds` rounds down towards negative infinity and clamps at the `Int64` bounds instead of trapping.
  @Test(arguments: [
    (Duration.zero, 0),
    (.microseconds(1_999), 1),
    (.milliseconds(90_250), 90_250),
    (.microseconds(-500), -1),
    (.milliseconds(-1_500), -1_500),
    (.zero - Duration(secondsComponent: 0, attosecondsComponent: 1), -1),
    (.seconds(Int64.max), Int64.max),
    (.seconds(Int64.min), Int64.min),
    (.seconds(Int64.max) * 4, Int64.max),
    (.seconds(Int64.min) * 4, Int64.min),
  ] as [(Duration, Int64)])
  func millisecondsRoundDown(offset: Duration, expected: Int64) {
    #expect(SimInstant(offset: offset).milliseconds == expected)
  }

  /// The description reads `t=`, the larger units from the first non-zero one, then seconds with at least three decimals.
  @Test(arguments: [
    (Duration.zero, "t=0.000s"),
    (.milliseconds(250), "t=0.250s"),
    (.milliseconds(90_250), "t=1m30.250s"),
    (.seconds(7_200), "t=2h0m0.000s"),
    (.seconds(7_205), "t=2h0m5.000s"),
    (.seconds(86_400 + 3_661), "t=1d1h1m1.000s"),
    (.microseconds(250), "t=0.000250s"),
    (Duration(secondsComponent: 1, attosecondsComponent: 1), "t=1.000000000000000001s"),
    (.milliseconds(-1_500), "t=-1.500s"),
  ])
  func descriptionIsReadableAndExact(offset: Duration, expected: String) {
    #expect(SimInstant(offset: offset).description == expected)
  }
}
