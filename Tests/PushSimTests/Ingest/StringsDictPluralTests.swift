import Testing

@testable import PushSim

/// An iOS app's `Localizable.stringsdict` (`app.stringsdict`): CLDR's cardinal plural categories
/// for the languages modelled, Apple's `zero` form for 0 in every language, the entry winning
/// over a `.strings` string of the same key, and a `loc-args` element (an `NSString`) read with
/// the variable's value type: its stand-in address chooses the form, warned
/// `pluralArgumentIsString` (docs/ModellingChoices/iOS.md).
struct StringsDictPluralTests {
  /// CLDR's categories for integers, language by language (unicode.org "Language Plural Rules").
  @Test(arguments: [
    ("en", [0: "other", 1: "one", 2: "other", 11: "other", 21: "other"]),
    ("de", [0: "other", 1: "one", 5: "other"]),
    ("fr", [0: "one", 1: "one", 2: "other", 1_000_000: "many", 2_000_000: "many", 1_000_001: "other"]),
    ("ru", [1: "one", 21: "one", 11: "many", 2: "few", 24: "few", 12: "many", 5: "many", 0: "many", 111: "many", 101: "one"]),
    ("pl", [1: "one", 21: "many", 2: "few", 22: "few", 12: "many", 0: "many", 5: "many", 102: "few", 112: "many"]),
    ("ar", [0: "zero", 1: "one", 2: "two", 3: "few", 10: "few", 103: "few", 11: "many", 99: "many", 100: "other", 102: "other"]),
    ("ja", [0: "other", 1: "other", 2: "other"]),
  ] as [(String, [Int64: String])])
  func categoriesFollowCLDR(language: String, expected: [Int64: String]) {
    for (number, category) in expected.sorted(by: { $0.key < $1.key }) {
      #expect(PluralRules.category(of: PluralNumber(number), language: language).rawValue == category, "\(language) \(number)")
    }
  }

  /// A number with a fraction is `other`, except French's `one` for 0.x and 1.x; a negative
  /// number counts as its absolute value.
  @Test func fractionsAndNegativeNumbers() {
    #expect(PluralRules.category(of: PluralNumber(double: 1.5), language: "en") == .other)
    #expect(PluralRules.category(of: PluralNumber(double: 5.3e-314), language: "fr") == .one)
    #expect(PluralRules.category(of: PluralNumber(double: 1.5), language: "ru") == .other)
    #expect(PluralRules.category(of: PluralNumber(-1), language: "en") == .one)
    #expect(PluralRules.category(of: PluralNumber(-2147483552), language: "ru") == .few)
  }

  /// The locale's language subtag picks the rules; a language not modelled is English.
  @Test func theLocaleChoosesTheRules() {
    #expect(PluralRules.language(ofLocale: "fr-CA") == "fr")
    #expect(PluralRules.language(ofLocale: "pl_PL") == "pl")
    #expect(PluralRules.language(ofLocale: "RU") == "ru")
    #expect(PluralRules.language(ofLocale: "pt-BR") == "en")
  }

  /// `zero` is used for 0 in every language when the variable has it (Apple's rule), even in
  /// English, where CLDR has no `zero`; without it 0 takes the language's category. A category
  /// the variable lacks falls back to `other`.
  @Test func theZeroFormIsForZeroInEveryLanguage() {
    let variable = PluralVariable(valueType: "d", forms: [.zero: "none", .one: "one", .other: "many"])
    #expect(variable.category(for: PluralNumber(0), language: "en") == .zero)
    #expect(variable.category(for: PluralNumber(0), language: "ja") == .zero)
    #expect(variable.category(for: PluralNumber(double: 0.0), language: "en") == .other)
    let withoutZero = PluralVariable(valueType: "d", forms: [.one: "one", .other: "other"])
    #expect(withoutZero.category(for: PluralNumber(0), language: "fr") == .one)
    #expect(withoutZero.category(for: PluralNumber(2), language: "ru") == .other)
    #expect(withoutZero.category(for: nil, language: "en") == .other)
  }

  /// A string element read as `d` is its stand-in address's low 32 bits, -2147483552 for the
  /// first: in English `other` (whatever the text), in Russian and Polish `few`, in Arabic `many`.
  @Test(arguments: [("en", "1 followers"), ("ru", "1 few"), ("pl", "1 few"), ("ar", "1 many"), ("ja", "1 followers")])
  func aStringElementReadAsANumberIsItsAddress(locale: String, shown: String) {
    let entry = StringsDictEntry(
      format: "%#@n@",
      variables: ["n": PluralVariable(valueType: "d", forms: [.one: "%1$@ follower", .few: "%1$@ few", .many: "%1$@ many", .other: "%1$@ followers"])])
    let expansion = entry.expanded(args: ["1"], language: PluralRules.language(ofLocale: locale))
    #expect(LocalizedText.substituted(expansion.format, args: ["1"]).text == shown)
    #expect(expansion.choices.map(\.number) == ["-2147483552"])
  }

  /// The value type's size and sign read other bits of the address: `ld` all 64, `lu` and `u` unsigned.
  @Test func theValueTypeReadsTheAddressAsItsType() {
    func number(_ valueType: String, element: Int = 0) -> String? {
      PluralVariable(valueType: valueType, forms: [.other: ""]).number(ofElement: element)?.written
    }
    #expect(number("d") == "-2147483552")
    #expect(number("d", element: 1) == "-2147418016")
    #expect(number("u") == "2147483744")
    #expect(number("ld") == "10737418336")
    #expect(number("lu") == "10737418336")
    #expect(number("hd") == "96")
    #expect(number("@") == nil)
  }

  /// A `@` value type reads no number from the object: `other`; the form's `%@` then shows the text.
  @Test func anObjectValueTypeIsOther() {
    let entry = StringsDictEntry(
      format: "%#@n@ waiting", variables: ["n": PluralVariable(valueType: "@", forms: [.one: "%@ message", .other: "%@ messages"])])
    let expansion = entry.expanded(args: ["1"], language: "en")
    #expect(expansion.format == "%@ messages waiting")
    #expect(expansion.choices == [PluralChoice(variable: "n", valueType: "@", element: 0, number: nil, category: .other)])
  }

  /// Variables take their slots as `%@` would (numbered or in turn), a form may name another
  /// variable, and an undeclared one is left for CF (`%@`).
  @Test func variablesTakeTheirSlotsAndNest() {
    let entry = StringsDictEntry(
      format: "%1$@ sent %2$#@photos@",
      variables: [
        "photos": PluralVariable(valueType: "@", forms: [.other: "%2$@ %2$#@unit@"]),
        "unit": PluralVariable(valueType: "@", forms: [.other: "photos"]),
      ])
    let expansion = entry.expanded(args: ["Ana", "3"], language: "en")
    #expect(expansion.format == "%1$@ sent %2$@ photos")
    #expect(expansion.choices.map(\.variable) == ["photos", "unit"])
    #expect(expansion.choices.map(\.element) == [1, 1])
    let loose = StringsDictEntry(format: "%#@x@!", variables: [:]).expanded(args: ["a"], language: "en")
    #expect(loose.format == "%#@x@!")
    #expect(LocalizedText.substituted(loose.format, args: ["a"]).text == "a!")
  }

  /// Through the decoder: the stringsdict entry wins over the `.strings` string of its key, the
  /// form chosen from a string element is warned `pluralArgumentIsString` with what the text
  /// would have chosen, and a variable with no element is warned `missingFormatArgument`.
  @Test func theDecoderFormatsTheEntryAndWarns() throws {
    var app = AppBehavior()
    app.strings = ["F": "%@ followers (strings)"]
    app.stringsDict = [
      "F": StringsDictEntry(
        format: "%#@n@", variables: ["n": PluralVariable(valueType: "d", forms: [.one: "%@ follower", .other: "%@ followers"])])
    ]
    let decoder = PushDecoder(platform: .iOS, app: app)
    func decoded(_ alert: String) throws -> IncomingPush {
      try decoder.decode(Array(#"{"aps":{"alert":\#(alert)}}"#.utf8), headers: ValidatedPushHeaders(), sequence: 1).get()
    }
    let push = try decoded(#"{"loc-key":"F","loc-args":["1"]}"#)
    #expect(push.notification.body == "1 followers")
    #expect(push.warnings.filter { $0.reason == "pluralArgumentIsString" }.map(\.message) == [
      #"loc-key string "F" (stringsdict "%#@n@", formatted as "%@ followers") chooses the plural form of the variable "#
        + #"%#@n@ (NSStringFormatValueTypeKey "d") from loc-args element 1, "1", which is a string: iOS passes each element "#
        + "as an NSString object and its string formatter (CFString) reads the object's address as that number (PushSim's "
        + "stand-in: -2147483552; on a device another each time), so iOS uses the other form (plural rules of en) and shows "
        + #""1 followers", not the one form its text, 1, would choose; iOS cannot choose a plural form from loc-args: send "#
        + "the text for the count (a loc-key per form, chosen by the server) or build it in a notification service extension"
    ])
    let missing = try decoded(#"{"loc-key":"F"}"#)
    #expect(missing.warnings.contains { $0.reason == "missingFormatArgument" && $0.message.contains("%#@n@") })
    #expect(!missing.warnings.contains { $0.reason == "pluralArgumentIsString" })
  }
}

/// `pushsim parse` and `pushsim lint` with `--device` give the app's stringsdict to the payload,
/// and show `pluralArgumentIsString` as the device warns it.
struct StringsDictCommandTests {
  static let device = #"{"app":{"locale":"pl","stringsdict":{"F":{"NSStringLocalizedFormatKey":"%#@n@","n":{"NSStringFormatSpecTypeKey":"NSStringPluralRuleType","NSStringFormatValueTypeKey":"d","one":"%1$@ plik","few":"%1$@ pliki","many":"%1$@ plików","other":"%1$@ pliku"}}}}}"#
  static let payload = #"{"aps":{"alert":{"loc-key":"F","loc-args":["5"]}}}"#

  /// `parse` shows the form the address chose (Polish `few`) and the warning.
  @Test func parseShowsTheFormAndTheWarning() throws {
    let result = runCLI(["parse", "-", "--platform", "ios", "--device", Self.device], stdin: Self.payload)
    #expect(result.status == .success, "\(result.err)")
    let output = try JSONDocument(result.out).root
    #expect(output["notification"]?["body"]?.stringValue == "5 pliki")
    #expect((output["warnings"]?.elements ?? []).contains { $0["reason"]?.stringValue == "pluralArgumentIsString" })
  }

  /// `lint` lists the same warning, naming the form the text would choose (`many` for 5).
  @Test func lintShowsTheWarning() {
    let result = runCLI(["lint", "-", "--platform", "ios", "--device", Self.device], stdin: Self.payload)
    #expect(result.out.contains("pluralArgumentIsString"))
    #expect(result.out.contains("not the many form its text, 5, would choose"))
  }
}

/// A form naming its own variable stops growing the format: after eight rounds, or before the
/// format would pass ``StringsDictEntry/expansionLimit`` (65,536 scalars), what is left is CF's `%@`.
struct StringsDictExpansionLimitTests {
  @Test func aSelfNamingFormStops() {
    let twice = StringsDictEntry(format: "%#@n@", variables: ["n": PluralVariable(valueType: "@", forms: [.other: "a%1$#@n@%1$#@n@"])])
    let expansion = twice.expanded(args: ["x"], language: "en")
    #expect(expansion.format.unicodeScalars.count < 10_000)
    #expect(expansion.format.hasPrefix("aaaaaaaa%1$#@n@"))
    let wide = StringsDictEntry(
      format: "%#@n@", variables: ["n": PluralVariable(valueType: "@", forms: [.other: String(repeating: "%1$#@n@", count: 200)])])
    let limited = wide.expanded(args: ["x"], language: "en")
    #expect(limited.format.unicodeScalars.count <= StringsDictEntry.expansionLimit)
    #expect(limited.choices == [PluralChoice(variable: "n", valueType: "@", element: 0, number: nil, category: .other)])
  }

  /// Six self-references multiply the format by six each round: the sixth round would make
  /// 6^6 × 5 scalars (233,280), past the limit, so five are done (6^5 = 7,776 placeholders
  /// left, 38,880 scalars), each in one pass; a variable read from the same element is one
  /// choice, not thousands: one for element 1, one for the placeholders past the only element.
  @Test(.timeLimit(.minutes(1))) func aFormNamingItselfManyTimesStopsAtTheLimit() {
    let entry = StringsDictEntry(
      format: "%#@n@", variables: ["n": PluralVariable(valueType: "d", forms: [.other: String(repeating: "%#@n@", count: 6)])])
    let expansion = entry.expanded(args: ["1"], language: "en")
    #expect(expansion.format.unicodeScalars.count == 5 * 7_776)
    #expect(
      expansion.choices == [
        PluralChoice(variable: "n", valueType: "d", element: 0, number: "-2147483552", category: .other),
        PluralChoice(variable: "n", valueType: "d", element: nil, number: nil, category: .other),
      ])
  }

  /// A push whose entry names its variable ten times in its form formats at once (it took
  /// seconds and hundreds of megabytes with the limit at 2^24 scalars).
  @Test(.timeLimit(.minutes(1))) func aHostileEntryFormatsQuickly() throws {
    var app = AppBehavior()
    app.stringsDict = [
      "k": StringsDictEntry(
        format: "%#@n@", variables: ["n": PluralVariable(valueType: "d", forms: [.other: String(repeating: "%#@n@", count: 10)])])
    ]
    let decoder = PushDecoder(platform: .iOS, app: app)
    let push = try decoder.decode(json: #"{"aps":{"alert":{"loc-key":"k","loc-args":["1"]}}}"#).get()
    #expect((push.notification.body?.unicodeScalars.count ?? 0) < StringsDictEntry.expansionLimit)
  }
}
