/// Writes the placeholders of a ``LocalizedText`` format as CoreFoundation's
/// `__CFStringAppendFormatCore` does, once the slots are known: each `loc-args` element is an
/// `NSString` object, which `%@` writes as its text and any other conversion reads as its
/// address (``LocalizedText/standInAddress(argument:)``).
struct LocalizedTextWriter {
  /// The `loc-args` elements.
  let args: [String]
  /// CF's slots: three per `%` sign, plus one. The slot just past them is one CF marks but
  /// never fills: a null value (`(null)` for `%@`).
  let slotCount: Int
  /// Each filled slot's rank among the filled ones: the element it takes.
  let rank: [Int]
  /// The text so far.
  private(set) var text = ""
  /// Its length in UTF-16 units.
  private(set) var length = 0
  /// A placeholder (or a `*`) had no element left.
  private(set) var missingArgument = false
  /// The first non-`%@` placeholder given an element, as written.
  private(set) var nonObjectConversion: String?
  /// The first `%@` with a width or precision, as written.
  private(set) var ignoredObjectModifier: String?
  /// The exact decimal value of each element's stand-in address read as a `double`, computed
  /// once per element.
  private var expansions: [Int: DecimalExpansion] = [:]

  init(args: [String], slotCount: Int, rank: [Int]) {
    self.args = args
    self.slotCount = slotCount
    self.rank = rank
  }

  /// What a slot holds.
  private enum Value {
    /// A `loc-args` element (its index).
    case element(Int)
    /// The slot CF never fills: zero bits, a null pointer.
    case null
    /// No element left: CF would read past the arguments (docs/ModellingChoices/iOS.md).
    case missing
  }

  private func value(_ slot: Int) -> Value {
    if slot == slotCount { return .null }
    let element = rank[slot]
    return element < args.count ? .element(element) : .missing
  }

  /// The 64 bits a conversion other than `%@` reads for `value`.
  private func bits(_ value: Value) -> UInt64 {
    if case .element(let element) = value { return LocalizedText.standInAddress(argument: element + 1) }
    return 0
  }

  mutating func append(_ piece: String) {
    text += piece
    length += piece.utf16.count
  }

  /// Writes one placeholder whose value is in slot `value`, and its `*` width and precision
  /// in theirs.
  mutating func write(_ spec: CFFormatSpec, value slot: Int, width widthSlot: Int?, precision precisionSlot: Int?) {
    // A written width or precision wins over one from an argument (CF still takes it).
    var width = spec.width
    var precision = spec.precision
    if let widthSlot {
      let value = value(widthSlot)
      if case .missing = value { missingArgument = true } else if width == nil { width = Int(Int32(truncatingIfNeeded: bits(value))) }
    }
    if let precisionSlot {
      let value = value(precisionSlot)
      if case .missing = value { missingArgument = true } else if precision == nil { precision = Int(Int32(truncatingIfNeeded: bits(value))) }
    }
    let value = value(slot)
    switch value {
    case .missing:
      missingArgument = true
      return
    case .null:
      // The slot CF marks but never fills: it reads what is there, a null here.
      missingArgument = true
    case .element:
      break
    }
    if case .element = value, spec.conversion != .object, nonObjectConversion == nil {
      nonObjectConversion = spec.written
    }
    switch spec.conversion {
    case .object:
      if (spec.width != nil || spec.widthArgument != nil || spec.precision != nil || spec.precisionArgument != nil),
        ignoredObjectModifier == nil
      {
        ignoredObjectModifier = spec.written
      }
      if case .element(let element) = value { append(args[element]) } else { append("(null)") }
    case .cString, .unichars:
      // CF reads the object's bytes as characters; PushSim writes none, padded as CF pads
      // (spaces only, a negative width none).
      if case .null = value {
        append("(null)")
        return
      }
      let fill = max(width ?? 0, 0)
      guard fill <= LocalizedText.lengthLimit else { return tooLong() }
      append(String(repeating: " ", count: fill))
    case .unichar:
      let unit = UInt16(truncatingIfNeeded: bits(value))
      append(String(Unicode.Scalar(unit).map(Character.init) ?? "\u{FFFD}"))
    case .count:
      break
    case .integer, .pointer, .double:
      // CF hands the placeholder as written to `snprintf`, which does not know one with a
      // key CF gave up on (`%[k%d`) and writes it as is (glibc; checked with `String(format:)`).
      guard !spec.keyAbandoned else { return append(spec.written) }
      writeThroughSNPrintf(spec, bits: bits(value), element: value, width: width, precision: precision)
    }
  }

  /// A conversion CF hands to `snprintf`: a negative width from an argument left-justifies,
  /// a negative precision counts as none, and the output is cut to CF's buffer.
  private mutating func writeThroughSNPrintf(_ spec: CFFormatSpec, bits: UInt64, element: Value, width: Int?, precision: Int?) {
    var spec = spec
    // CF's buffer: 512 bytes plus the width and precision when they pass 16, else 512 + 16.
    let sum = (width ?? 0) + (precision ?? 0)
    let capacity = (sum > 16 ? 512 + sum : 512 + 16) - 1
    if let width, width < 0 {
      spec.minus = true
      spec.zero = false
      spec.width = min(-width, LocalizedText.snprintfStackOutput + 1)
    } else {
      spec.width = width
    }
    var precision = precision.flatMap { $0 < 0 ? nil : $0 }
    // A precision that cannot lengthen the text is no reason to refuse it: `%c` ignores it,
    // and `%g` without `#` drops the zeros it adds past a double's last significant digit (an
    // exact double has at most 767), so `%.99999999g` is `%.800g`.
    switch spec.conversion {
    case .integer("c"): precision = nil
    case .double(let letter) where (letter == "g" || letter == "G") && !spec.sharp:
      precision = precision.map { min($0, LocalizedTextWriter.significantDigitsBound) }
    default: break
    }
    guard (spec.width ?? 0) <= LocalizedText.lengthLimit - length, (precision ?? 0) <= LocalizedText.lengthLimit - length else {
      return tooLong()
    }
    var output: String
    switch spec.conversion {
    case .integer(let letter):
      output = PrintfNumber.integer(bits, letter: letter, spec: spec, precision: precision)
    case .pointer:
      output = PrintfNumber.pointer(bits, spec: spec, precision: precision)
    case .double(let letter):
      let double = Double(bitPattern: bits)
      let expansion: DecimalExpansion
      if case .element(let index) = element, let known = expansions[index] {
        expansion = known
      } else {
        expansion = DecimalExpansion(double.isFinite ? double : 0)
        if case .element(let index) = element { expansions[index] = expansion }
      }
      output = PrintfNumber.double(double, expansion: expansion, letter: letter, spec: spec, precision: precision)
    default:
      output = ""
    }
    if output.utf8.count > capacity { output = String(output.prefix(max(capacity, 0))) }
    append(output)
  }

  /// More significant digits than any `double`'s exact decimal expansion has (767 at most):
  /// `%g` without `#` writes the same text for any precision from here on.
  static let significantDigitsBound = 800

  /// Marks the text as longer than PushSim builds.
  private mutating func tooLong() {
    length = LocalizedText.lengthLimit + 1
  }
}
