/// A number as CLDR's plural rules see it: its integer digits (`i`, of the absolute value) and
/// whether it has a fraction (`v` > 0).
struct PluralNumber: Equatable {
  /// The absolute value's integer part (CLDR `i`).
  var integer: UInt64
  /// The number has a fraction (CLDR `v` > 0).
  var hasFraction = false

  /// An integer (its sign does not count).
  init(_ value: Int64) {
    integer = value.magnitude
  }

  init(integer: UInt64, hasFraction: Bool = false) {
    self.integer = integer
    self.hasFraction = hasFraction
  }

  /// A `double` read with `f` (or `e`, `g`): its integer part, with a fraction, as `%f` writes
  /// it with decimals (`1.000000`: CLDR's `v` is 6), so 0.0 is no `zero` and 1.0 no English
  /// `one` (Apple's forums, "Plural rules do not detect "zero" for double 0.0"). A NaN or an
  /// infinity is 0.
  init(double value: Double) {
    let magnitude = value.isFinite ? value.magnitude : 0
    let whole = magnitude.rounded(.towardZero)
    integer = whole < 0x1p64 ? UInt64(whole) : UInt64.max
    hasFraction = true
  }

  /// The integer 0 (the stringsdict `zero` form's number).
  var isZero: Bool { integer == 0 && !hasFraction }
}

/// CLDR's cardinal plural rules (unicode.org `plurals.xml`, "Language Plural Rules") for the
/// languages PushSim models, which choose a stringsdict form on iOS. Any other language gets
/// English's rules (docs/ModellingChoices/iOS.md).
enum PluralRules {
  /// The languages modelled, in the order the docs list them.
  static let languages = ["en", "de", "fr", "ru", "pl", "ar", "ja"]

  /// The language whose rules a locale uses: its language subtag (`fr` for `fr-CA` or
  /// `fr_CA`), lowercased; English for a language PushSim does not model.
  static func language(ofLocale locale: String) -> String {
    let subtag = locale.prefix { $0 != "-" && $0 != "_" }.lowercased()
    return languages.contains(subtag) ? subtag : "en"
  }

  /// The category of `number` in `language` (one of ``languages``; another is English).
  static func category(of number: PluralNumber, language: String) -> PluralCategory {
    let i = number.integer
    let whole = !number.hasFraction
    let mod10 = i % 10
    let mod100 = i % 100
    switch language {
    case "ja":
      return .other
    case "fr":
      // one: i = 0,1 (a fraction too); many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0.
      if i <= 1 { return .one }
      if whole, i % 1_000_000 == 0 { return .many }
      return .other
    case "ru":
      guard whole else { return .other }
      if mod10 == 1, mod100 != 11 { return .one }
      if (2...4).contains(mod10), !(12...14).contains(mod100) { return .few }
      return .many
    case "pl":
      guard whole else { return .other }
      if i == 1 { return .one }
      if (2...4).contains(mod10), !(12...14).contains(mod100) { return .few }
      return .many
    case "ar":
      guard whole else { return .other }
      switch i {
      case 0: return .zero
      case 1: return .one
      case 2: return .two
      default: break
      }
      if (3...10).contains(mod100) { return .few }
      if (11...99).contains(mod100) { return .many }
      return .other
    default:
      // en, de: one: i = 1 and v = 0.
      return whole && i == 1 ? .one : .other
    }
  }
}
