import Foundation

/// One `%…` specifier of a `java.util.Formatter` format, parsed and checked as Java's
/// `Formatter.FormatSpecifier` does: `%[index$][flags][width][.precision][t|T]conversion`.
struct JavaFormatSpecifier: Equatable, Sendable {
  /// Which argument the specifier takes.
  enum Argument: Equatable, Sendable {
    /// The next one in order (`%s`).
    case ordinary
    /// The argument at this 1-based index (`%2$s`).
    case explicit(Int)
    /// The previous specifier's (`%<s`).
    case previous
    /// None: `%%` and `%n`.
    case none
  }

  var argument: Argument = .ordinary
  var flags: JavaFormatFlags = []
  /// The width, or `nil`.
  var width: Int?
  /// The precision, or `nil`.
  var precision: Int?
  /// A date/time conversion (`%tY`): `conversion` is the date/time character.
  var dateTime = false
  /// The conversion, in lower case (`%X` is `x` with ``uppercase``).
  var conversion: Character
  /// An upper-case conversion (`%S`, `%X`, `%T…`).
  var uppercase = false

  /// The conversions Java knows after `%` (`Formatter.Conversion.isValid`); `t`/`T` start a
  /// date/time conversion instead.
  static let conversions: Set<Character> = [
    "b", "B", "h", "H", "s", "S", "c", "C", "d", "o", "x", "X", "e", "E", "f", "g", "G", "a", "A", "n", "%",
  ]

  /// The characters a date/time conversion may end with (`Formatter.DateTime.isValid`).
  static let dateTimeConversions = Set("HIklMSLNpzZsQBbhAaCYyjmdeRTrDFc")

  /// The class Java names for every argument PushSim formats: `*_loc_args` are Strings.
  static let argumentClass = "java.lang.String"

  /// The specifier as Java prints it in an exception (`FormatSpecifier.toString`): the flags
  /// come before the index there.
  var text: String {
    var out = "%" + flags.text
    if case .explicit(let index) = argument { out += "\(index)$" }
    if let width { out += String(width) }
    if let precision { out += ".\(precision)" }
    if dateTime { out += uppercase ? "T" : "t" }
    out.append(uppercase ? Character(conversion.uppercased()) : conversion)
    return out
  }

  /// Java's checks of a specifier's parts, in its order (`FormatSpecifier`'s constructor and
  /// its `check…` methods), for `conversion` (already known to be valid unless ``dateTime``).
  func check() throws(JavaFormatException) {
    if dateTime {
      if let precision { throw .illegalFormatPrecision(precision: precision) }
      guard Self.dateTimeConversions.contains(conversion) else {
        throw .unknownFormatConversion(conversion: "t" + String(conversion))
      }
      try refuse([.alternate, .plus, .leadingSpace, .zeroPad, .group, .parentheses])
      try requireWidthForLeftJustify()
      return
    }
    switch conversion {
    case "b", "h", "s":
      if conversion != "s", flags.contains(.alternate) { try refuse([.alternate]) }
      try requireWidthForLeftJustify()
      try refuse([.plus, .leadingSpace, .zeroPad, .group, .parentheses])
    case "c":
      if let precision { throw .illegalFormatPrecision(precision: precision) }
      try refuse([.alternate, .plus, .leadingSpace, .zeroPad, .group, .parentheses])
      try requireWidthForLeftJustify()
    case "d", "o", "x":
      try checkNumeric()
      if let precision { throw .illegalFormatPrecision(precision: precision) }
      try refuse(conversion == "d" ? [.alternate] : [.group])
    case "e", "f", "g", "a":
      try checkNumeric()
      switch conversion {
      case "a": try refuse([.parentheses, .group])
      case "e": try refuse([.group])
      case "g": try refuse([.alternate])
      default: break
      }
    default:  // "%", "n"
      if let precision { throw .illegalFormatPrecision(precision: precision) }
      // `<` is a flag like any other here (`checkText` compares every flag): `%<%` and `%<n`
      // throw `IllegalFormatFlagsException` (`Flags = '<'`), as Java 17 does.
      if conversion == "%" {
        guard flags.isSubset(of: .leftJustify) else { throw .illegalFormatFlags(flags: flags.text) }
        try requireWidthForLeftJustify()
      } else {
        if let width { throw .illegalFormatWidth(width: width) }
        guard flags.isEmpty else { throw .illegalFormatFlags(flags: flags.text) }
      }
    }
  }

  /// `Formatter.FormatSpecifier.checkNumeric`: `-` and `0` need a width; `+` with ` `, and `-`
  /// with `0`, are refused.
  private func checkNumeric() throws(JavaFormatException) {
    if width == nil, !flags.isDisjoint(with: [.leftJustify, .zeroPad]) { throw .missingFormatWidth(specifier: text) }
    if flags.isSuperset(of: [.plus, .leadingSpace]) || flags.isSuperset(of: [.leftJustify, .zeroPad]) {
      throw .illegalFormatFlags(flags: flags.text)
    }
  }

  /// `-` without a width.
  private func requireWidthForLeftJustify() throws(JavaFormatException) {
    if width == nil, flags.contains(.leftJustify) { throw .missingFormatWidth(specifier: text) }
  }

  /// `checkBadFlags`: the first of `refused` (in that order) that is set.
  private func refuse(_ refused: [JavaFormatFlags]) throws(JavaFormatException) {
    if let flag = refused.first(where: flags.contains) {
      throw .formatFlagsConversionMismatch(flags: flag.text, conversion: conversion)
    }
  }

  /// The text for `argument` (a String, as every `*_loc_args` element is): what Java's
  /// `FormatSpecifier.print` writes, or the exception it throws.
  ///
  /// `%s` writes the string, `%b` `true` (any non-null argument that is not a Boolean), `%h`
  /// `Integer.toHexString(s.hashCode())`; precision cuts and width pads, in UTF-16 code units.
  /// Every other conversion refuses a String (`IllegalFormatConversionException`). `written`
  /// is the length of the text before it, for ``JavaFormatter/checkLength(_:)``; an upper-case
  /// conversion follows `locale` (`toUpperCase(Locale)`: Turkish `i` is `İ`).
  func print(_ argument: String, after written: Int, locale: String) throws(JavaFormatException) -> [UInt16] {
    let text: String
    switch conversion {
    case _ where dateTime:
      throw .illegalFormatConversion(conversion: conversion, argumentClass: Self.argumentClass)
    case "s":
      // A String is not `Formattable`: `#` is refused only now, with the argument.
      if flags.contains(.alternate) { throw .formatFlagsConversionMismatch(flags: "#", conversion: "s") }
      text = argument
    case "b": text = "true"
    case "h": text = String(UInt32(bitPattern: Self.hashCode(argument)), radix: 16)
    default:
      throw .illegalFormatConversion(conversion: conversion, argumentClass: Self.argumentClass)
    }
    var units = Array(text.utf16)
    if let precision, precision < units.count { units.removeSubrange(precision...) }
    if uppercase {
      units = Array(String(decoding: units, as: UTF16.self).uppercased(with: Locale(identifier: locale)).utf16)
    }
    return try justified(units, after: written)
  }

  /// `%%` and `%n`, which take no argument, after `written` UTF-16 units of text.
  func printText(after written: Int) throws(JavaFormatException) -> [UInt16] {
    conversion == "n" ? Array("\n".utf16) : try justified(Array("%".utf16), after: written)
  }

  /// `units` padded with spaces to the width, on the left unless `-`; checked against
  /// ``JavaFormatter/lengthLimit`` before any padding is made (a width is up to `Int32.max`).
  private func justified(_ units: [UInt16], after written: Int) throws(JavaFormatException) -> [UInt16] {
    try JavaFormatter.checkLength(written + max(units.count, width ?? 0))
    guard let width, units.count < width else { return units }
    let padding = [UInt16](repeating: 0x20, count: width - units.count)
    return flags.contains(.leftJustify) ? units + padding : padding + units
  }

  /// `String.hashCode()`: `s[0]*31^(n-1) + … + s[n-1]` over the UTF-16 units, in 32 bits.
  static func hashCode(_ string: String) -> Int32 {
    string.utf16.reduce(Int32(0)) { $0 &* 31 &+ Int32($1) }
  }
}
