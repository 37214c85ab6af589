import Testing

@testable import PushSim

/// ``JavaFormatter``: Java's `String.format` with String arguments (what `Resources.getString(id,
/// args)` gets from `*_loc_args`), each conversion and each exception `java.util.Formatter`
/// throws, with Java's messages.
struct JavaFormatterTests {
  /// Conversions that take a String, with flags, width and precision as Java applies them.
  @Test(arguments: [
    ("%s", ["Kathy"], "Kathy"),
    ("%S", ["Kathy"], "KATHY"),
    ("%b", ["false"], "true"),  // any non-null argument that is not a Boolean
    ("%B", ["x"], "TRUE"),
    ("%h", ["hello"], "5e918d2"),  // Integer.toHexString("hello".hashCode())
    ("%H", ["hello"], "5E918D2"),
    ("a%nb", [], "a\nb"),
    ("100%%", [], "100%"),
    ("%5%|%-3%|", [], "    %|%  |"),
    ("[%6s][%-6s]", ["ab", "cd"], "[    ab][cd    ]"),
    ("%.2s|%8.3S", ["Kathy", "Kathy"], "Ka|     KAT"),
    ("%.1b", ["x"], "t"),
    ("%3s|%4s", ["é", "😀"], "  é|  😀"),  // UTF-16 code units: the emoji counts 2
  ] as [(String, [String], String)])
  func conversionsThatTakeAStringWriteIt(format: String, args: [String], expected: String) throws {
    #expect(try javaFormat(format, args) == expected)
  }

  /// `%S`, `%B` and `%H` upper-case in the app's locale, as `Resources.getString(id, args)`
  /// formats in its configuration's: a Turkish `i` is `İ` (OpenJDK 17's
  /// `String.format(Locale.forLanguageTag("tr"), "%S", "istanbul")`), and the width counts what
  /// the upper-casing made.
  @Test func upperCaseConversionsFollowTheLocale() throws {
    #expect(try JavaFormatter.format("%S", ["istanbul ılık"], locale: "tr") == "İSTANBUL ILIK")
    #expect(try JavaFormatter.format("%S", ["istanbul"], locale: "tr-TR") == "İSTANBUL")
    #expect(try JavaFormatter.format("%S", ["istanbul"], locale: "az") == "İSTANBUL")
    #expect(try JavaFormatter.format("%S", ["istanbul"], locale: "en") == "ISTANBUL")
    #expect(try JavaFormatter.format("%S", ["istanbul"], locale: "fr") == "ISTANBUL")
    #expect(try JavaFormatter.format("%-6S|", ["straße"], locale: "de") == "STRASSE|")
    #expect(try JavaFormatter.format("%B", ["x"], locale: "tr") == "TRUE")
    #expect(try JavaFormatter.format("%H", ["hello"], locale: "tr") == "5E918D2")
  }

  /// Explicit indexes pick an argument and leave the ordinary order alone; `<` takes the
  /// previous specifier's argument; unused arguments are fine.
  @Test func indexesPickArgumentsAsJavaDoes() throws {
    #expect(try javaFormat("%2$s %1$s", ["a", "b"]) == "b a")
    #expect(try javaFormat("%2$s %s %s", ["a", "b"]) == "b a b")
    #expect(try javaFormat("%s %<s %<S", ["a"]) == "a a A")
    #expect(try javaFormat("%s", ["a", "b", "c"]) == "a")
    #expect(try javaFormat("no placeholders", ["a"]) == "no placeholders")
  }

  /// Every numeric, character and date/time conversion refuses a String, even one of digits:
  /// `IllegalFormatConversionException`, named with the conversion in lower case.
  @Test(arguments: ["d", "o", "x", "X", "e", "E", "f", "g", "G", "a", "A", "c", "C"])
  func conversionsThatRefuseAStringThrowIllegalFormatConversion(conversion: String) {
    let lower = Character(conversion.lowercased())
    #expect(throws: JavaFormatException.illegalFormatConversion(conversion: lower, argumentClass: "java.lang.String")) {
      try javaFormat("%" + conversion, ["3"])
    }
  }

  /// A date/time conversion names its date/time character; `50% off` is `% o` (a leading-space
  /// flag and octal), which refuses a String too.
  @Test func dateTimeAndSpaceFlagConversionsRefuseAString() {
    #expect(throws: JavaFormatException.illegalFormatConversion(conversion: "Y", argumentClass: "java.lang.String")) {
      try javaFormat("%tY", ["2024"])
    }
    #expect(throws: JavaFormatException.illegalFormatConversion(conversion: "o", argumentClass: "java.lang.String")) {
      try javaFormat("50% off for %s", ["Kathy"])
    }
  }

  /// Each exception, for the format that makes Java throw it.
  @Test(arguments: [
    ("%q", [], JavaFormatException.unknownFormatConversion(conversion: "q")),
    ("%F", [], .unknownFormatConversion(conversion: "F")),
    ("100%", [], .unknownFormatConversion(conversion: "%")),
    ("%-", [], .unknownFormatConversion(conversion: "-")),
    ("%.s", ["a"], .unknownFormatConversion(conversion: ".")),
    ("%t", [], .unknownFormatConversion(conversion: "t")),
    ("%tq", ["a"], .unknownFormatConversion(conversion: "tq")),
    ("%s and %s", ["a"], .missingFormatArgument(specifier: "%s")),
    ("%1$s %3$s", ["a", "b"], .missingFormatArgument(specifier: "%3$s")),
    ("%<s", ["a"], .missingFormatArgument(specifier: "%<s")),
    ("%--5s", ["a"], .duplicateFormatFlags(flags: "-")),
    ("%00d", ["a"], .duplicateFormatFlags(flags: "0")),
    ("%+ 5d", ["a"], .illegalFormatFlags(flags: "+ ")),
    ("%-05d", ["a"], .illegalFormatFlags(flags: "-0")),
    ("%-n", [], .illegalFormatFlags(flags: "-")),
    ("%+5%", [], .illegalFormatFlags(flags: "+")),
    ("%<%", [], .illegalFormatFlags(flags: "<")),  // `<` is checked like any flag on `%%` and `%n`
    ("%-<5%", [], .illegalFormatFlags(flags: "-<")),
    ("%<n", ["a"], .illegalFormatFlags(flags: "<")),
    ("%1$<n", ["a"], .illegalFormatFlags(flags: "<")),
    ("%+s", ["a"], .formatFlagsConversionMismatch(flags: "+", conversion: "s")),
    ("%#s", ["a"], .formatFlagsConversionMismatch(flags: "#", conversion: "s")),
    ("%#b", ["a"], .formatFlagsConversionMismatch(flags: "#", conversion: "b")),
    ("%#d", ["a"], .formatFlagsConversionMismatch(flags: "#", conversion: "d")),
    ("%,x", ["a"], .formatFlagsConversionMismatch(flags: ",", conversion: "x")),
    ("%(c", ["a"], .formatFlagsConversionMismatch(flags: "(", conversion: "c")),
    ("%-s", ["a"], .missingFormatWidth(specifier: "%-s")),
    ("%0d", ["a"], .missingFormatWidth(specifier: "%0d")),
    ("%-%", [], .missingFormatWidth(specifier: "%-%")),
    ("%5n", [], .illegalFormatWidth(width: 5)),
    ("%99999999999s", ["a"], .illegalFormatWidth(width: Int(Int32.min))),
    ("%.2d", ["a"], .illegalFormatPrecision(precision: 2)),
    ("%.1c", ["a"], .illegalFormatPrecision(precision: 1)),
    ("%.1%", [], .illegalFormatPrecision(precision: 1)),
    ("%.3tY", ["a"], .illegalFormatPrecision(precision: 3)),
    ("%0$s", ["a"], .illegalFormatArgumentIndex(index: 0)),
    ("%99999999999$s", ["a"], .illegalFormatArgumentIndex(index: Int(Int32.min))),
  ] as [(String, [String], JavaFormatException)])
  func eachMistakeThrowsWhatJavaThrows(format: String, args: [String], expected: JavaFormatException) {
    #expect(throws: expected) { try javaFormat(format, args) }
  }

  /// The whole format is parsed before any argument is taken: a bad specifier later in the
  /// string wins over a missing or refused argument earlier on.
  @Test func parseErrorsComeBeforeArgumentErrors() {
    #expect(throws: JavaFormatException.unknownFormatConversion(conversion: "q")) {
      try javaFormat("%d then %q", ["3"])
    }
    #expect(throws: JavaFormatException.missingFormatWidth(specifier: "%-s")) {
      try javaFormat("%2$s %-s", ["a"])
    }
    // Among argument errors, the first specifier's comes first.
    #expect(throws: JavaFormatException.missingFormatArgument(specifier: "%2$s")) {
      try javaFormat("%2$s %1$d", ["a"])
    }
  }

  /// The exceptions print as the first line of a Java stack trace, and name trace reasons.
  @Test func exceptionsPrintAsJavaDoesAndNameReasons() {
    let conversion = JavaFormatException.illegalFormatConversion(conversion: "d", argumentClass: "java.lang.String")
    #expect(conversion.description == "java.util.IllegalFormatConversionException: d != java.lang.String")
    #expect(conversion.reason == "illegalFormatConversion")
    #expect(!conversion.isMissingFormatArgument)
    let missing = JavaFormatException.missingFormatArgument(specifier: "%2$s")
    #expect(missing.description == "java.util.MissingFormatArgumentException: Format specifier '%2$s'")
    #expect(missing.isMissingFormatArgument)
    #expect(JavaFormatException.unknownFormatConversion(conversion: "q").description
      == "java.util.UnknownFormatConversionException: Conversion = 'q'")
    #expect(JavaFormatException.formatFlagsConversionMismatch(flags: "#", conversion: "s").javaMessage == "Conversion = s, Flags = #")
    #expect(JavaFormatException.duplicateFormatFlags(flags: "-").reason == "duplicateFormatFlags")
    #expect(JavaFormatException.illegalFormatArgumentIndex(index: 0).javaMessage == "Illegal format argument index = 0")
    // Java 17's getMessage for an index too large for an int is worded apart.
    #expect(JavaFormatException.illegalFormatArgumentIndex(index: Int(Int32.min)).description
      == "java.util.IllegalFormatArgumentIndexException: Format argument index: (not representable as int)")
  }

  /// A width Java takes (up to `Int32.max`) but no app's heap holds is `OutOfMemoryError`,
  /// thrown before PushSim builds any padding; a conversion that refuses the argument still
  /// throws its own exception first, as in Java.
  @Test func aHugeWidthIsOutOfMemoryWithoutBuildingTheText() {
    #expect(throws: JavaFormatException.outOfMemory(length: 2_000_000_000)) {
      try javaFormat("%1$2000000000s", ["a"])
    }
    #expect(throws: JavaFormatException.outOfMemory(length: Int(Int32.max))) {
      try javaFormat("%2147483647s", ["a"])
    }
    #expect(throws: JavaFormatException.outOfMemory(length: 2_000_000_002)) {
      try javaFormat("ab%-2000000000%", [])
    }
    #expect(throws: JavaFormatException.illegalFormatConversion(conversion: "d", argumentClass: "java.lang.String")) {
      try javaFormat("%2000000000d", ["a"])
    }
    let error = JavaFormatException.outOfMemory(length: 2_000_000_000)
    #expect(error.reason == "outOfMemoryError")
    #expect(!error.isMissingFormatArgument)
    #expect(error.description.hasPrefix("java.lang.OutOfMemoryError: String.format needs a text of at least 2000000000 characters"))
  }

  /// The limit is on the whole text: up to ``JavaFormatter/lengthLimit`` UTF-16 units it is
  /// built, one more is `OutOfMemoryError`, whether a width or repeated arguments pass it.
  @Test func theLengthLimitIsOnTheWholeText() throws {
    #expect(try javaFormat("%16777216s", ["a"]).utf16.count == JavaFormatter.lengthLimit)
    #expect(throws: JavaFormatException.outOfMemory(length: JavaFormatter.lengthLimit + 1)) {
      try javaFormat("%16777217s", ["a"])
    }
    let argument = String(repeating: "a", count: 4096)
    #expect(throws: JavaFormatException.outOfMemory(length: JavaFormatter.lengthLimit + 4096)) {
      try javaFormat(String(repeating: "%1$s", count: 4097), [argument])
    }
  }

  /// `String.format` in the default `en` locale, as most of these checks need.
  private func javaFormat(_ format: String, _ args: [String]) throws(JavaFormatException) -> String {
    try JavaFormatter.format(format, args, locale: "en")
  }
}
