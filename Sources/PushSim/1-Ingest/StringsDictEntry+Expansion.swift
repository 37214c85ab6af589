/// The plural form chosen for one stringsdict variable of a `loc-key`'s entry.
struct PluralChoice: Equatable {
  /// The variable's name (`files` for `%#@files@`).
  var variable: String
  /// Its `NSStringFormatValueTypeKey` (`d`).
  var valueType: String
  /// The `loc-args` element (from 0) its slot takes, `nil` when none is left.
  var element: Int?
  /// The number CF reads from that element with the value type: an integer's decimal digits
  /// (the stand-in address's bits: `-2147483552` for `d` of the first element), a double in
  /// full (`5.305021904e-314` for `f`, which `%f` would round to `0.000000`); `nil` for an
  /// object value type (`@`) or no element.
  var number: String?
  /// The category whose form was used.
  var category: PluralCategory
}

extension StringsDictEntry {
  /// How many times a format is expanded: a form may name another variable (or itself); one
  /// still there after this many rounds (or once the format would pass ``expansionLimit``) is
  /// formatted as `%@`.
  static let expansionRounds = 8
  /// The most Unicode scalars an expanded format may have (65,536): a round that would make it
  /// longer is not done. A real entry's format is a sentence; a form that names its own
  /// variable n times multiplies the format by n each round, and at ``LocalizedText/lengthLimit``
  /// (2^24) one such push took seconds and hundreds of megabytes to format (**choice**: CF's
  /// own limit, if any, is not known; docs/ModellingChoices/iOS.md).
  static let expansionLimit = 1 << 16

  /// The format iOS formats for this entry with `args`: each variable replaced by the form of
  /// the category CF chooses for the number it reads from the variable's `loc-args` element,
  /// with `language`'s rules (``PluralRules``), then the forms' own variables likewise. Every
  /// element is an `NSString` object, so a number value type reads its address
  /// (``LocalizedText/standInAddress(argument:)``), not its text (docs/ModellingChoices/iOS.md).
  /// A variable the entry does not declare is left as written (CF then formats it as `%@`).
  /// `choices` has one choice per variable and element, in the order first chosen.
  ///
  /// - Complexity: O(*n*) per round, *n* the format's length (at most ``expansionLimit``), for
  ///   at most ``expansionRounds`` rounds.
  func expanded(args: [String], language: String) -> (format: String, choices: [PluralChoice]) {
    var format = self.format
    var choices: [PluralChoice] = []
    // A variable reads the same number from the same element every time: one choice each.
    var chosenBefore = Set<String>()
    for _ in 0..<Self.expansionRounds {
      let found = LocalizedText.variables(in: format, args: args).compactMap { placeholder in
        variables[placeholder.name].map { (placeholder, $0) }
      }
      guard !found.isEmpty else { break }
      let scalars = Array(format.unicodeScalars)
      var forms: [String] = []
      var chosen: [PluralChoice] = []
      var chosenNow = chosenBefore
      for (placeholder, variable) in found {
        let read = placeholder.element.flatMap { variable.number(ofElement: $0) }
        let category = variable.category(for: read?.number, language: language)
        forms.append(variable.forms[category] ?? "")
        guard chosenNow.insert(placeholder.name + "\u{0}" + (placeholder.element.map(String.init) ?? "")).inserted else { continue }
        chosen.append(
          PluralChoice(
            variable: placeholder.name, valueType: variable.valueType, element: placeholder.element, number: read?.written,
            category: category))
      }
      // A form naming its own variable several times grows the format each round: one that
      // would pass ``expansionLimit`` is not expanded further (its variables are `%@`).
      let grown = zip(found, forms).reduce(scalars.count) { $0 - $1.0.0.range.count + $1.1.unicodeScalars.count }
      guard grown <= Self.expansionLimit else { break }
      choices += chosen
      chosenBefore = chosenNow
      // Built in one pass, in order: replacing each placeholder in place moved the rest of the
      // format every time (a million placeholders took minutes).
      var next: [Unicode.Scalar] = []
      next.reserveCapacity(grown)
      var copied = 0
      for ((placeholder, _), form) in zip(found, forms) {
        next.append(contentsOf: scalars[copied..<placeholder.range.lowerBound])
        next.append(contentsOf: form.unicodeScalars)
        copied = placeholder.range.upperBound
      }
      next.append(contentsOf: scalars[copied...])
      format = String(String.UnicodeScalarView(next))
    }
    return (format, choices)
  }
}

extension PluralVariable {
  /// The conversion the value type names (`d` is `%d`), or `nil` when it is not one CF reads
  /// as a number or an object (`s`, `xyz`, `%d`).
  static func conversion(ofValueType valueType: String) -> CFFormatSpec? {
    let scalars = Array(("%" + valueType).unicodeScalars)
    var index = 1
    guard case .placeholder(let spec) = CFFormatSpec.parse(scalars, from: &index), index == scalars.count,
      spec.number == nil, spec.widthArgument == nil, spec.precisionArgument == nil, spec.variableName == nil
    else { return nil }
    switch spec.conversion {
    case .integer, .double, .object: return spec
    default: return nil
    }
  }

  /// The number CF reads from `loc-args` element `element` with this variable's value type:
  /// the bits of the element's stand-in address as that conversion's type, and written out
  /// (``PluralChoice/number``: a double in full, not rounded as `%f` would); `nil` for an
  /// object (`@`), which is no number.
  func number(ofElement element: Int) -> (number: PluralNumber, written: String)? {
    guard let spec = Self.conversion(ofValueType: valueType) else { return nil }
    let bits = LocalizedText.standInAddress(argument: element + 1)
    switch spec.conversion {
    case .integer(let letter):
      let signed = "diDc".unicodeScalars.contains(letter)
      let value: Int64, unsigned: UInt64
      switch spec.size {
      case .char: (value, unsigned) = (Int64(Int8(truncatingIfNeeded: bits)), UInt64(UInt8(truncatingIfNeeded: bits)))
      case .short: (value, unsigned) = (Int64(Int16(truncatingIfNeeded: bits)), UInt64(UInt16(truncatingIfNeeded: bits)))
      case .int: (value, unsigned) = (Int64(Int32(truncatingIfNeeded: bits)), UInt64(UInt32(truncatingIfNeeded: bits)))
      case .long, .longDouble: (value, unsigned) = (Int64(bitPattern: bits), bits)
      }
      return signed ? (PluralNumber(value), String(value)) : (PluralNumber(integer: unsigned), String(unsigned))
    case .double:
      let double = Double(bitPattern: bits)
      return (PluralNumber(double: double), "\(double)")
    default:
      return nil
    }
  }
}
