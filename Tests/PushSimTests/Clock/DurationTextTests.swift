import Testing

@testable import PushSim

struct DurationTextTests {
  /// Every unit, combined segments and exact decimals parse to the exact duration.
  @Test(arguments: [
    ("0s", Duration.zero),
    ("0ms", .zero),
    ("250ms", .milliseconds(250)),
    ("30s", .seconds(30)),
    ("5m", .seconds(300)),
    ("2h", .seconds(7_200)),
    ("1d", .seconds(86_400)),
    ("1m30s", .seconds(90)),
    ("1d2h3m4s5ms", .milliseconds(93_784_005)),
    ("007s", .seconds(7)),
    ("1.5s", .milliseconds(1_500)),
    ("1.1s", .milliseconds(1_100)),
    ("0.001s", .milliseconds(1)),
    ("0.25ms", .microseconds(250)),
    ("1.5h", .seconds(5_400)),
    ("0.5d", .seconds(43_200)),
    ("0.1m", .seconds(6)),
    ("1m0.5s", .milliseconds(60_500)),
    ("1.000000000000000001s", Duration(secondsComponent: 1, attosecondsComponent: 1)),
    ("0.000000000000000001m", Duration(secondsComponent: 0, attosecondsComponent: 60)),
    ("1.000000000000001ms", Duration(secondsComponent: 0, attosecondsComponent: 1_000_000_000_000_001)),
    ("9223372036854775807s", .seconds(Int64.max)),
  ])
  func validTextParsesExactly(text: String, expected: Duration) throws {
    #expect(try DurationText.parse(text) == expected)
  }

  /// Each kind of invalid text throws a structured error whose message says exactly what was expected.
  @Test(arguments: [
    (
      "5 minutes", DurationText.ParseError.Reason.expectedNumberAndUnit,
      #"invalid duration "5 minutes": expected a number followed by a unit (ms, s, m, h, d), such as "250ms", "30s", "5m", "2h" or "1d""#
    ),
    (
      "", .expectedNumberAndUnit,
      #"invalid duration "": expected a number followed by a unit (ms, s, m, h, d), such as "250ms", "30s", "5m", "2h" or "1d""#
    ),
    (
      "s", .expectedNumberAndUnit,
      #"invalid duration "s": expected a number followed by a unit (ms, s, m, h, d), such as "250ms", "30s", "5m", "2h" or "1d""#
    ),
    (
      "30",  .missingUnit(number: "30"),
      #"invalid duration "30": "30" has no unit; add one of ms, s, m, h, d, such as "30s""#
    ),
    (
      "1m1.5", .missingUnit(number: "1.5"),
      #"invalid duration "1m1.5": "1.5" has no unit; add one of ms, s, m, h, d, such as "1.5s""#
    ),
    (
      "5min", .unknownUnit("min", suggestion: "m"),
      #"invalid duration "5min": unknown unit "min" (did you mean "m"?); expected one of ms, s, m, h, d"#
    ),
    (
      "5S", .unknownUnit("S", suggestion: "s"),
      #"invalid duration "5S": unknown unit "S" (did you mean "s"?); expected one of ms, s, m, h, d"#
    ),
    (
      "2w", .unknownUnit("w", suggestion: nil),
      #"invalid duration "2w": unknown unit "w"; expected one of ms, s, m, h, d"#
    ),
    (
      "-5s", .negative,
      #"invalid duration "-5s": durations cannot be negative; remove the "-""#
    ),
    (
      "30s1m", .unitsOutOfOrder,
      #"invalid duration "30s1m": units must go from the largest to the smallest (d, h, m, s, ms), each at most once, such as "1m30s""#
    ),
    (
      "1.0000000000000000001s", .tooManyFractionDigits(unit: "s", maximum: 18),
      #"invalid duration "1.0000000000000000001s": too many digits after the decimal point; "s" allows at most 18"#
    ),
    (
      "0.0000000000000001ms", .tooManyFractionDigits(unit: "ms", maximum: 15),
      #"invalid duration "0.0000000000000001ms": too many digits after the decimal point; "ms" allows at most 15"#
    ),
    (
      "9223372036854775808s", .tooLarge,
      #"invalid duration "9223372036854775808s": too large; the longest duration accepted is 9223372036854775807 seconds"#
    ),
  ])
  func invalidTextThrowsAnExactMessage(
    text: String, reason: DurationText.ParseError.Reason, message: String
  ) {
    let error = #expect(throws: DurationText.ParseError.self) {
      try DurationText.parse(text)
    }
    #expect(error == DurationText.ParseError(text: text, reason: reason))
    #expect(error?.description == message)
  }

  /// Malformed numbers, spaces, signs and stray characters are rejected as "expected a number followed by a unit".
  @Test(arguments: [" 5s", "5s ", "1.s", ".5s", "1..5s", "+5s", "1,5s", "5µs", "-", "-abc", "--5s", "1m 30s"])
  func malformedTextExpectsANumberAndAUnit(text: String) {
    #expect(throws: DurationText.ParseError(text: text, reason: .expectedNumberAndUnit)) {
      try DurationText.parse(text)
    }
  }

  /// Repeated units and units from small to large are rejected.
  @Test(arguments: ["1m1m", "1s1d", "500ms1s", "1h2d"])
  func unitsMustDescendAndNotRepeat(text: String) {
    #expect(throws: DurationText.ParseError(text: text, reason: .unitsOutOfOrder)) {
      try DurationText.parse(text)
    }
  }

  /// Common spelled-out units get a suggestion; units with no likely meaning get none.
  @Test(arguments: [
    ("5sec", "s"), ("5seconds", "s"), ("5mins", "m"), ("5hours", "h"), ("5hr", "h"),
    ("5days", "d"), ("5msec", "ms"), ("5MS", "ms"), ("5H", "h"),
  ])
  func unknownUnitsSuggestTheIntendedOne(text: String, suggestion: String) {
    let error = #expect(throws: DurationText.ParseError.self) { try DurationText.parse(text) }
    guard case .unknownUnit(_, let suggested)? = error?.reason else {
      Issue.record("expected an unknown-unit error for \(text), got \(String(describing: error))")
      return
    }
    #expect(suggested == suggestion)
  }

  /// Totals beyond `Int64.max` seconds are rejected rather than overflowing.
  @Test(arguments: ["106751991167301d", "9223372036854775807s1ms", "99999999999999999999999ms"])
  func overflowingTotalsAreTooLarge(text: String) {
    #expect(throws: DurationText.ParseError(text: text, reason: .tooLarge)) {
      try DurationText.parse(text)
    }
  }

  /// `format` lists non-zero units from days to milliseconds, with sub-millisecond digits as a fraction of `ms`, and saturates instead of trapping beyond `Int64.max` seconds.
  @Test(arguments: [
    (Duration.zero, "0s"),
    (.milliseconds(250), "250ms"),
    (.seconds(30), "30s"),
    (.seconds(90), "1m30s"),
    (.seconds(7_200), "2h"),
    (.seconds(93_600), "1d2h"),
    (.milliseconds(1_500), "1s500ms"),
    (.seconds(3_601), "1h1s"),
    (.milliseconds(86_400_001), "1d1ms"),
    (.microseconds(250), "0.25ms"),
    (.microseconds(1_500_250), "1s500.25ms"),
    (Duration(secondsComponent: 0, attosecondsComponent: 1), "0.000000000000001ms"),
    (.milliseconds(-1_500), "-1s500ms"),
    (.seconds(Int64.max) * 2, "106751991167300d15h30m7s"),
  ])
  func formatIsCanonical(duration: Duration, expected: String) {
    #expect(DurationText.format(duration) == expected)
  }

  /// Formatting parsed text gives the canonical spelling of the same duration.
  @Test(arguments: [("90s", "1m30s"), ("1.5s", "1s500ms"), ("0.5d", "12h"), ("60m", "1h"), ("1000ms", "1s"), ("0ms", "0s")])
  func formatCanonicalisesParsedText(text: String, canonical: String) throws {
    #expect(DurationText.format(try DurationText.parse(text)) == canonical)
  }

  /// `parse(format(d)) == d` for seeded random whole-millisecond durations.
  @Test(arguments: 0..<10 as Range<UInt64>)
  func wholeMillisecondDurationsRoundTrip(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    for _ in 0..<500 {
      // Mix small values (more zero units) with values up to about 35,000 years.
      let bound: Int64 = Bool.random(using: &generator) ? 100_000_000 : 1 << 50
      let duration = Duration.milliseconds(Int64.random(in: 0...bound, using: &generator))
      let text = DurationText.format(duration)
      #expect(try DurationText.parse(text) == duration, "seed \(seed): \(text)")
    }
  }

  /// `parse(format(d)) == d` also holds to the attosecond, for seeded random durations.
  @Test(arguments: 0..<5 as Range<UInt64>)
  func attosecondDurationsRoundTrip(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    for _ in 0..<500 {
      let duration = Duration(
        secondsComponent: Int64.random(in: 0...1_000_000_000_000, using: &generator),
        attosecondsComponent: Int64.random(in: 0..<1_000_000_000_000_000_000, using: &generator))
      let text = DurationText.format(duration)
      #expect(try DurationText.parse(text) == duration, "seed \(seed): \(text)")
    }
  }
}
