/// One entry of an iOS app's `Localizable.stringsdict`, as the app declares it for a key: the
/// format with its variables (`NSStringLocalizedFormatKey`, `%#@files@`) and, for each variable,
/// its plural forms (``PluralVariable``). iOS looks a `loc-key` up here before the app's
/// `Localizable.strings`: CoreFoundation's `CFBundle_Strings.c` lays the stringsdict table over
/// the strings table, so an entry here wins over a string of the same key
/// (docs/ModellingChoices/iOS.md).
public struct StringsDictEntry: Sendable, Equatable {
  /// `NSStringLocalizedFormatKey`: the format, with `%#@name@` (or `%2$#@name@`) for each variable.
  public var format: String
  /// The variables by name.
  public var variables: [String: PluralVariable]

  /// An entry with its format and variables.
  public init(format: String, variables: [String: PluralVariable] = [:]) {
    self.format = format
    self.variables = variables
  }
}

/// One variable of a ``StringsDictEntry`` (`NSStringFormatSpecTypeKey` `NSStringPluralRuleType`):
/// how its argument is read as a number, and a format for each plural category.
public struct PluralVariable: Sendable, Equatable {
  /// `NSStringFormatValueTypeKey`: the conversion, without its `%`, that reads the argument
  /// (`d`, `ld`, `lu`, `f`, `@`).
  public var valueType: String
  /// The format for each category given; `other` is required.
  public var forms: [PluralCategory: String]

  /// A variable with its value type and forms.
  public init(valueType: String, forms: [PluralCategory: String]) {
    self.valueType = valueType
    self.forms = forms
  }

  /// The category whose form is used for `number` under `language`'s rules: `zero` for an
  /// integer 0 when the variable has a `zero` form, whatever the language (Apple's Foundation
  /// release notes for OS X 10.9), else the language's category when the variable has that
  /// form, else `other`. No number (an object, or no argument) is `other`.
  func category(for number: PluralNumber?, language: String) -> PluralCategory {
    guard let number else { return .other }
    if number.isZero, forms[.zero] != nil { return .zero }
    let category = PluralRules.category(of: number, language: language)
    return forms[category] != nil ? category : .other
  }
}

/// A CLDR plural category, as a stringsdict names its forms.
public enum PluralCategory: String, CaseIterable, Sendable {
  case zero, one, two, few, many, other
}
