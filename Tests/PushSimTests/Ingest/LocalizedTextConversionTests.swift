import Testing

@testable import PushSim

/// Flags, widths, precisions and conversions other than `%@` in an iOS `loc-key` string,
/// formatted as CoreFoundation's `__CFStringAppendFormatCore` formats them (swift-corelibs-
/// foundation `CFString.c`; each `%@` case checked with `String(format:)` on Linux). Every
/// `loc-args` element is an `NSString`: another conversion reads its address, PushSim's
/// stand-in ``LocalizedText/standInAddress(argument:)`` (0x280000060 for the first element).
struct LocalizedTextConversionTests {
  static func outcome(_ format: String, _ args: [String] = ["Ab", "Cd", "Ef"]) -> LocalizedText.Outcome {
    LocalizedText.substituted(format, args: args)
  }

  /// CF ignores flags, a width and a precision on `%@` and a length before it: the text is
  /// written whole (`String(format:)` gave these). A width or precision is noted.
  @Test(arguments: [
    ("[%5@]", "[Ab]", "%5@"), ("[%-5@]", "[Ab]", "%-5@"), ("[%.1@]", "[Ab]", "%.1@"), ("[%05@]", "[Ab]", "%05@"),
    ("[%5.1@]", "[Ab]", "%5.1@"), ("[%1$5@]", "[Ab]", "%1$5@"), ("[%.10@]", "[Ab]", "%.10@"), ("[%-5@|%@]", "[Ab|Cd]", "%-5@"),
    ("[%+@]", "[Ab]", nil), ("[% @]", "[Ab]", nil), ("[%hh@]", "[Ab]", nil), ("[%q@]", "[Ab]", nil), ("[%L@]", "[Ab]", nil),
    ("[%#@n@]", "[Ab]", nil), ("[%#@n@x]", "[Abx]", nil), ("[%[a]@]", "[Ab]", nil), ("[%[%@]", "[Ab]", nil),
    ("[% [%[@-]", "[Ab-]", nil),
  ] as [(String, String, String?)])
  func objectPlaceholdersIgnoreWidthAndPrecision(format: String, text: String, noted: String?) {
    let outcome = Self.outcome(format)
    #expect(outcome.text == text)
    #expect(outcome.ignoredObjectModifier == noted)
    #expect(outcome.nonObjectConversion == nil)
    #expect(!outcome.missingArgument)
  }

  /// `*` takes the width from an argument, even for `%@`, which then ignores it: `%*@` shows
  /// the second element.
  @Test func aStarWidthTakesAnArgument() {
    #expect(Self.outcome("[%*@|%@]").text == "[Cd|Ef]")
    #expect(Self.outcome("[%.*@|%@]").text == "[Cd|Ef]")
    #expect(Self.outcome("[%*@|%@]").ignoredObjectModifier == "%*@")
  }

  /// A placeholder that is no conversion writes the character after the `%`, and a width or
  /// `.` that ends the string reads CF's NUL past it, no conversion either (`String(format:)`).
  @Test(arguments: [("a%5", "a5"), ("a%5.", "a5"), ("a%.", "a."), ("[%5%]", "[5]"), ("[%-5%]", "[-]"), ("[%5!]", "[5]")])
  func aWidthWithoutConversionWritesTheCharacterAfterThePercentSign(format: String, text: String) {
    #expect(Self.outcome(format) == LocalizedText.Outcome(text: text))
  }

  /// Other conversions read the element's stand-in address, 0x280000060: as an `int` its low
  /// 32 bits, as 64 bits all of it, as a `double` a subnormal; `%s` reads its bytes, written
  /// as none (padded as CF pads); `%n` writes nothing. Each is noted, as written.
  @Test(arguments: [
    ("[%d]", "[-2147483552]"), ("[%i]", "[-2147483552]"), ("[%u]", "[2147483744]"), ("[%x]", "[80000060]"),
    ("[%#X]", "[0X80000060]"), ("[%o]", "[20000000140]"), ("[%ld]", "[10737418336]"), ("[%lx]", "[280000060]"),
    ("[%hd]", "[96]"), ("[%hhd]", "[96]"), ("[%c]", "[`]"), ("[%C]", "[`]"), ("[%p]", "[0x280000060]"),
    ("[%14p]", "[   0x280000060]"), ("[%015d]", "[-00002147483552]"), ("[%-13d|]", "[-2147483552  |]"),
    ("[%f]", "[0.000000]"), ("[%.2f]", "[0.00]"), ("[%e]", "[5.304990e-314]"), ("[%g]", "[5.30499e-314]"),
    ("[%a]", "[0x1.4000003p-1041]"), ("[%s]", "[]"), ("[%5s]", "[     ]"), ("[%-3S|]", "[   |]"), ("[%n]", "[]"),
    ("[%1$d %1$@]", "[-2147483552 Ab]"), ("[%@ %d]", "[Ab -2147418016]"),
  ])
  func otherConversionsReadTheElementsAddress(format: String, text: String) {
    let outcome = Self.outcome(format)
    #expect(outcome.text == text)
    #expect(outcome.nonObjectConversion != nil)
    #expect(outcome.nonObjectConversion.map { format.contains($0) } == true)
    #expect(!outcome.missingArgument)
  }

  /// With no element left a conversion shows nothing, as `%@` does (**choice**: CF reads past
  /// the arguments it was given), and is missing, not noted as reading an address; the slot
  /// CF marks but never fills is a null value: `0` for `%d`, `(null)` for `%s`.
  @Test func aConversionWithoutAnElementShowsNothing() {
    #expect(Self.outcome("x%d %x!", ["A"]) == LocalizedText.Outcome(text: "x-2147483552 !", missingArgument: true, nonObjectConversion: "%d"))
    #expect(Self.outcome("x%dy", []) == LocalizedText.Outcome(text: "xy", missingArgument: true))
    #expect(Self.outcome("x%5$dy", ["A"]) == LocalizedText.Outcome(text: "x0y", missingArgument: true))
    #expect(Self.outcome("x%5$sy", ["A"]) == LocalizedText.Outcome(text: "x(null)y", missingArgument: true))
  }

  /// A key CF gives up reading (`%[` then a character no key has) leaves the placeholder going:
  /// `%@` still writes the text, and a conversion CF hands to `snprintf` is written as is.
  @Test func anAbandonedKeyIsWrittenAsIsForSNPrintf() {
    #expect(Self.outcome("x%[%dy") == LocalizedText.Outcome(text: "x%[%dy", nonObjectConversion: "%[%d"))
  }

  /// A `*` width from an element is its address's low 32 bits, negative: `snprintf` left-
  /// justifies to two billion characters, cut to CF's 527-byte stack buffer. `%s` pads only
  /// for a positive width, and `%@` ignores it.
  @Test func aNegativeWidthFromAnElementIsCutToCFsBuffer() {
    let text = Self.outcome("[%*d]", ["A", "B"]).text
    #expect(text.count == 529)
    #expect(text.hasPrefix("[-2147418016 "))
    #expect(text.hasSuffix(" ]"))
    #expect(Self.outcome("[%*s]", ["A", "B"]).text == "[]")
  }

  /// A width or precision past 2^31 − 1 is CF's overflow error (nothing formatted); one that
  /// would make the text longer than ``LocalizedText/lengthLimit`` is not built.
  @Test func hugeWidthsFormatNothing() {
    #expect(Self.outcome("x%3000000000dy") == LocalizedText.Outcome(text: "", refusedWidth: "%3000000000d"))
    #expect(Self.outcome("x%.3000000000@y") == LocalizedText.Outcome(text: "", refusedWidth: "%.3000000000@"))
    #expect(Self.outcome("x%20000000sy") == LocalizedText.Outcome(text: "", tooLong: true))
    #expect(Self.outcome("x%.20000000fy") == LocalizedText.Outcome(text: "", tooLong: true))
    #expect(Self.outcome(String(repeating: "%9000000d", count: 2)) == LocalizedText.Outcome(text: "", tooLong: true))
  }

  /// A precision that cannot make the text long is not refused as too long: `%c` ignores it,
  /// and `%g` (without `#`) trims the zeros past the double's last digit, so a precision past
  /// ``LocalizedText/lengthLimit`` writes what `%.800g` writes; `%#g` keeps the zeros.
  @Test func aPrecisionThatAddsNothingIsNotTooLong() {
    let g = Self.outcome("[%.800g]")
    #expect(!g.tooLong && g.text.count > 700)
    for (long, short) in [("[%.99999999g]", "[%.800g]"), ("[%.99999999G]", "[%.800G]"), ("[%.20000000c]", "[%c]")] {
      let outcome = Self.outcome(long)
      #expect(!outcome.tooLong, "\(long)")
      #expect(outcome.text == Self.outcome(short).text, "\(long)")
    }
    #expect(Self.outcome("[%#.99999999g]") == LocalizedText.Outcome(text: "", tooLong: true))
  }

  /// Many placeholders with widths and conversions are formatted in one pass: the `double`
  /// expansion of an element is computed once. (0.2 s alone in a debug build; the limit is
  /// generous because the full parallel run on two cores stretched it to 42 s, and a quadratic
  /// pass over this 280,000-character string would still take far longer.)
  @Test(.timeLimit(.minutes(5))) func manyConversionsAreFormattedInOnePass() {
    let outcome = LocalizedText.substituted(String(repeating: "%1$.3e%1$5@%*d", count: 20_000), args: ["A", "B"])
    #expect(outcome.text.hasPrefix("5.305e-314A-2147418016"))
    #expect(outcome.refusedNumber == nil)
    #expect(outcome.ignoredObjectModifier == "%1$5@")
  }

  /// Through the decoder: each finding is a `push.warning` naming the placeholder and the text
  /// shown, and what to do.
  @Test func theFindingsAreWarned() throws {
    var app = AppBehavior()
    app.strings = ["n": "%@ scored %d points", "w": "[%-8@]", "big": "%3000000000d", "long": "%20000000s"]
    let decoder = PushDecoder(platform: .iOS, app: app)
    func warnings(_ alert: String) throws -> [PayloadIssue] {
      try decoder.decode(Array(#"{"aps":{"alert":\#(alert)}}"#.utf8), headers: ValidatedPushHeaders(), sequence: 1).get().warnings
    }
    #expect(try warnings(#"{"loc-key":"n","loc-args":["Ana","12"]}"#).filter { $0.reason == "nonObjectFormatConversion" }.map(\.message) == [
      #"loc-key string "n" ("%@ scored %d points") has the placeholder %d for a loc-args element, which is a string: iOS "#
        + "passes each element as an NSString object and its string formatter (CFString) reads the object's address as that "
        + #"conversion's type, not its text, so iOS shows "Ana scored -2147418016 points" (PushSim's stand-in address; on a "#
        + "device another number each time): use %@ (or %1$@, %2$@, …) for each loc-args element"
    ])
    #expect(try warnings(#"{"title-loc-key":"w","title-loc-args":["Ana"],"body":"b"}"#).filter { $0.reason == "objectWidthIgnored" }.map(\.message) == [
      #"title-loc-key string "w" ("[%-8@]") has the placeholder %-8@, whose width or precision iOS's string formatter "#
        + #"(CFString) ignores for %@: the title-loc-args element is shown whole and unpadded ("[Ana]"); pad or cut the text "#
        + "before sending it"
    ])
    #expect(try warnings(#"{"loc-key":"big","loc-args":["Ana"]}"#).contains { $0.reason == "formatWidthOverflow" && $0.message.contains("%3000000000d") })
    #expect(try warnings(#"{"loc-key":"long","loc-args":["Ana"]}"#).contains { $0.reason == "formattedTextTooLong" })
    #expect(try !warnings(#"{"loc-key":"w","loc-args":["Ana"]}"#).contains { $0.reason == "nonObjectFormatConversion" })
  }
}
