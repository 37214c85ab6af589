import Testing

@testable import PushSim

/// iOS formats a `loc-key` string with `loc-args` as CoreFoundation's formatter does
/// (`__CFParseFormatSpec`, `__CFStringAppendFormatCore` in swift-corelibs-foundation's
/// `CFString.c`). Each expected text is what `String(format:arguments:)` gave with the
/// arguments `A` and `B` on swift-corelibs-foundation (Swift 6.3.1, Linux).
struct LocalizedTextTests {
  /// The text of `format` with `A` and `B`.
  static func text(_ format: String) -> String {
    LocalizedText.substituted(format, args: ["A", "B"]).text
  }

  /// `%0$@` has no argument number: `0` is the zero-padding flag and `$` no conversion, so CF
  /// writes the `0`, drops the `$` and keeps `@` as text; no argument is asked for. A character
  /// CF does not know after `%` is written without the `%`.
  @Test(arguments: [
    ("x%0$@y", "x0@y"), ("x%00$@y", "x0@y"), ("x%1$@%0$@y", "xA0@y"), ("x%01$@y", "xAy"), ("x%$@y", "x$@y"), ("100%!", "100!"), ("x%1$!y", "x1y"),
    ("a%%b", "a%b"),
  ] as [(String, String)])
  func argumentNumberZeroIsNoArgumentNumber(format: String, expected: String) {
    let outcome = LocalizedText.substituted(format, args: ["A", "B"])
    #expect(outcome == LocalizedText.Outcome(text: expected))
  }

  /// A `%` that ends the string, alone or after zero flags, begins no conversion and CF writes
  /// nothing for it (checked with `String(format:arguments:)`): `Save 50%` is `Save 50`.
  @Test(arguments: [("Save 50%", "Save 50"), ("a%0", "a"), ("%00", ""), ("%1$@%", "A"), ("%%%", "%")] as [(String, String)])
  func aPercentSignEndingTheStringIsDropped(format: String, expected: String) {
    #expect(LocalizedText.substituted(format, args: ["A", "B"]) == LocalizedText.Outcome(text: expected))
  }

  /// CF fills the slots the string uses, lowest number first, from the arguments in order: a
  /// number past the arguments takes one when lower numbers are unused, and takes none only
  /// when its rank is past the last argument (nothing in its place, warned).
  @Test(arguments: [
    ("x%3$@y", "xAy", LocalizedText.SkippedNumber(skipped: 1, used: 3)), ("x%2$@y", "xAy", .init(skipped: 1, used: 2)),
    ("x%1$@ %3$@y", "xA By", .init(skipped: 2, used: 3)), ("x%@ %3$@y", "xA By", .init(skipped: 2, used: 3)), ("%2$@ %@", "B A", nil),
  ] as [(String, String, LocalizedText.SkippedNumber?)])
  func argumentsFillTheNumberedSlotsInOrder(format: String, expected: String, skipped: LocalizedText.SkippedNumber?) {
    #expect(LocalizedText.substituted(format, args: ["A", "B"]) == LocalizedText.Outcome(text: expected, skippedNumber: skipped))
  }

  /// A third slot with two arguments has none: nothing in its place, `missingArgument`.
  @Test func aSlotRankedPastTheArgumentsIsMissing() {
    #expect(LocalizedText.substituted("%1$@ %2$@ %9$@!", args: ["A", "B"]) 
      == LocalizedText.Outcome(text: "A B !", missingArgument: true, skippedNumber: .init(skipped: 3, used: 9)))
  }

  /// A number past CF's slots (three per `%` sign, plus one) formats nothing, one just at them
  /// reads a slot nothing filled (`(null)`), and 128 or more is CF's overflow error: nothing.
  @Test(arguments: [
    ("x%6$@y", "", "%6$"), ("x%127$@y", "", "%127$"), ("x%128$@y", "", "%128$"),
    ("x%99999999999999999999$@y", "", "%99999999999999999999$"),
  ] as [(String, String, String?)])
  func numbersPastCFsSlotsFormatNothing(format: String, expected: String, refused: String?) {
    #expect(LocalizedText.substituted(format, args: ["A", "B"]) == LocalizedText.Outcome(text: expected, refusedNumber: refused))
    #expect(LocalizedText.substituted("x%5$@y", args: ["A", "B"]) == LocalizedText.Outcome(text: "x(null)y", missingArgument: true))
  }

  /// Through the decoder: the refused number empties the body and is warned, naming it.
  @Test func aRefusedNumberIsWarned() throws {
    var app = AppBehavior()
    app.strings = ["big": "Hi %200$@"]
    let push = try PushDecoder(platform: .iOS, app: app)
      .decode(Array(#"{"aps":{"alert":{"loc-key":"big","loc-args":["Kathy"]}}}"#.utf8), headers: ValidatedPushHeaders(), sequence: 1).get()
    #expect(push.notification.body == "")
    let warning = try #require(push.warnings.first { $0.reason == "missingFormatArgument" })
    #expect(warning.message == #"loc-key string "big" ("Hi %200$@") has the argument number %200$, which iOS's string formatter (CFString) refuses: "#
      + "it takes numbers up to 127 and at most three per % sign plus one, so it formats nothing and iOS shows no text; number the "
      + "placeholders 1, 2, … up to the 1 loc-args")
  }

  /// A `loc-key` string (and the title's and subtitle's) is formatted even when the payload has
  /// no `loc-args`: Apple's pages do not say whether iOS formats it then (**choice**,
  /// docs/ModellingChoices/iOS.md), so `%%` is `%` and a trailing `%` is dropped, as with
  /// arguments, and a placeholder is missing its argument, warned.
  @Test func aStringIsFormattedWithoutLocArgs() throws {
    var app = AppBehavior()
    app.strings = ["t": "100%% sure", "s": "50%% off", "b": "Save 50%", "p": "Hi %@!"]
    let decoder = PushDecoder(platform: .iOS, app: app)
    let push = try decoder.decode(
      Array(#"{"aps":{"alert":{"title-loc-key":"t","subtitle-loc-key":"s","loc-key":"b"}}}"#.utf8),
      headers: ValidatedPushHeaders(), sequence: 1
    ).get()
    #expect(push.notification.title == "100% sure")
    #expect(push.notification.subtitle == "50% off")
    #expect(push.notification.body == "Save 50")
    #expect(!push.warnings.contains { $0.reason == "missingFormatArgument" })
    let placeholder = try decoder.decode(
      Array(#"{"aps":{"alert":{"loc-key":"p"}}}"#.utf8), headers: ValidatedPushHeaders(), sequence: 2
    ).get()
    #expect(placeholder.notification.body == "Hi !")
    #expect(placeholder.warnings.map(\.message).contains(
      #"loc-key string "p" ("Hi %@!") has more placeholders than the 0 loc-args; iOS shows "Hi !", with nothing for each "#
        + "placeholder past the last argument: send one loc-args element for each placeholder"))
  }

  /// A string whose argument numbers skip one (`%3$@` alone) is noted: CF fills the numbers
  /// used in order, so `%3$@` shows the first argument. Numbers that run 1, 2, … in any order,
  /// and unnumbered placeholders, are not.
  @Test(arguments: [
    ("%1$@ %2$@", nil), ("%2$@ %1$@", nil), ("%@ %@", nil), ("%1$@ and %1$@", nil), ("Hi", nil),
    ("%3$@", LocalizedText.SkippedNumber(skipped: 1, used: 3)), ("%1$@ %3$@", .init(skipped: 2, used: 3)),
    ("%@ %3$@", .init(skipped: 2, used: 3)), ("%2$@ %3$@", .init(skipped: 1, used: 2)),
  ] as [(String, LocalizedText.SkippedNumber?)])
  func aSkippedArgumentNumberIsNoted(format: String, expected: LocalizedText.SkippedNumber?) {
    #expect(LocalizedText.substituted(format, args: ["A", "B"]).skippedNumber == expected)
  }

  /// Through the decoder: the skip is warned `skippedArgumentNumber`, naming both numbers and
  /// the argument shown; a string without a gap is not warned.
  @Test func aSkippedArgumentNumberIsWarned() throws {
    var app = AppBehavior()
    app.strings = ["gap": "%3$@ joined", "swap": "%2$@ ← %1$@"]
    let decoder = PushDecoder(platform: .iOS, app: app)
    let push = try decoder.decode(
      Array(#"{"aps":{"alert":{"loc-key":"gap","loc-args":["Kathy","Ana","Lyon"],"title-loc-key":"swap","title-loc-args":["A","B"]}}}"#.utf8),
      headers: ValidatedPushHeaders(), sequence: 1
    ).get()
    #expect(push.notification.body == "Kathy joined")
    #expect(push.notification.title == "B ← A")
    #expect(push.warnings.filter { $0.reason == "skippedArgumentNumber" }.map(\.message) == [
      #"loc-key string "gap" ("%3$@ joined") uses the argument number %3$ but not %1$; iOS's string formatter (CFString) "#
        + "fills the numbers a string uses in order, so %3$ takes loc-args element 1, not 3: number the placeholders 1, 2, … "
        + "without a gap"
    ])
  }

  /// A refused number of a hundred thousand digits is cut in the warning, as the string is: the
  /// warning stays short, not the size of the number.
  @Test func aHugeRefusedNumberIsCutInTheWarning() throws {
    var app = AppBehavior()
    app.strings = ["big": "%" + String(repeating: "9", count: 100_000) + "$@"]
    let push = try PushDecoder(platform: .iOS, app: app)
      .decode(Array(#"{"aps":{"alert":{"loc-key":"big","loc-args":["Kathy"]}}}"#.utf8), headers: ValidatedPushHeaders(), sequence: 1).get()
    let warning = try #require(push.warnings.first { $0.reason == "missingFormatArgument" })
    #expect(warning.message.utf8.count < 1_000, "\(warning.message.utf8.count) bytes")
    #expect(warning.message.contains("has the argument number %99999"))
    #expect(warning.message.contains("… (100002 bytes), which iOS's string formatter (CFString) refuses"))
  }

  /// A string of many placeholders is formatted in one pass: each takes its argument by its
  /// slot's rank, looked up, not searched among every slot (100,000 `%@` took many minutes).
  @Test(.timeLimit(.minutes(1))) func manyPlaceholdersAreFormattedInOnePass() {
    let outcome = LocalizedText.substituted(String(repeating: "%@", count: 100_000), args: ["A", "B"])
    #expect(outcome.text == "AB")
    #expect(outcome.missingArgument)
    #expect(outcome.refusedNumber == nil)
  }
}
