/// Java's `String.format(format, args)` for String arguments, as Android's
/// `Resources.getString(id, args)` runs it on a `*_loc_key` string and its `*_loc_args`.
///
/// Faithful for what a notification string meets: `%s %S %b %B %h %H` write the argument,
/// `%%` a percent sign, `%n` a line feed; `%d %o %x %X %e %E %f %g %G %a %A %c %C` and the
/// date/time `%t…` refuse a String (`IllegalFormatConversionException`, as `%d` does with
/// `"3"`); explicit (`%2$s`) and relative (`%<s`) indexes; flags, width and precision parsed
/// and checked as `java.util.Formatter` does. As in Java, the whole format is parsed first
/// (its errors come before any argument's), then each specifier takes its argument in order.
///
/// `%S`, `%B` and `%H` upper-case in the app's locale, as Android does (`Resources.getString(id,
/// args)` formats with its configuration's locale, and `Formatter` upper-cases in it): `i` is
/// `İ` in Turkish.
///
/// Width and precision count UTF-16 code units, as Java does; a precision that cuts a
/// surrogate pair leaves U+FFFD where Java would leave half a pair.
///
/// A text longer than ``lengthLimit`` is not built: `String.format` throws
/// ``JavaFormatException/outOfMemory(length:)`` as soon as the text would pass it (before a
/// width's padding is written), where a real app runs out of heap (`%2000000000s`).
enum JavaFormatter {
  /// The longest text `String.format` builds: 2^24 (16,777,216) UTF-16 units, 32 MiB in
  /// Java's `StringBuilder`, which grows by doubling and keeps the old array while it copies.
  /// How long a text a real app can build depends on its device's heap (a few hundred MiB on
  /// current phones; Java's own ceiling, `Integer.MAX_VALUE - 8`, is beyond any of them):
  /// PushSim draws the line here so that it never builds a bigger one itself
  /// (docs/ModellingChoices/Android.md). Android shows 5120 characters of it at most.
  static let lengthLimit = 1 << 24

  /// Throws ``JavaFormatException/outOfMemory(length:)`` when a text of `length` UTF-16 units
  /// is longer than ``lengthLimit``.
  static func checkLength(_ length: Int) throws(JavaFormatException) {
    if length > lengthLimit { throw .outOfMemory(length: length) }
  }

  /// A parsed format: literal UTF-16 text and specifiers, in order.
  enum Piece: Equatable, Sendable {
    case literal([UInt16])
    case specifier(JavaFormatSpecifier)
  }

  /// `String.format(format, args)`.
  ///
  /// - Throws: the ``JavaFormatException`` Java throws first; ``JavaFormatException/outOfMemory(length:)``
  ///   for a text longer than ``lengthLimit``.
  /// - Parameters:
  ///   - format: The format string (a `*_loc_key` string of the app).
  ///   - args: The arguments (`*_loc_args`).
  ///   - locale: The locale upper-case conversions follow, as a language tag (`tr`, `tr-TR`).
  static func format(_ format: String, _ args: [String], locale: String) throws(JavaFormatException) -> String {
    var out: [UInt16] = []
    var ordinary = -1  // `lasto`: the last argument an ordinary specifier took
    var last = -1  // the last argument any specifier took, for `%<s`
    for piece in try parse(format) {
      switch piece {
      case .literal(let units):
        try checkLength(out.count + units.count)
        out += units
      case .specifier(let spec):
        let position: Int
        switch spec.argument {
        case .none:
          out += try spec.printText(after: out.count)
          continue
        case .previous:
          position = last
        case .ordinary:
          ordinary += 1
          position = ordinary
        case .explicit(let index):
          position = index - 1
        }
        last = position
        guard position >= 0, position < args.count else { throw .missingFormatArgument(specifier: spec.text) }
        out += try spec.print(args[position], after: out.count, locale: locale)
      }
    }
    return String(decoding: out, as: UTF16.self)
  }

  /// `Formatter.parse`: the format's literal text and checked specifiers.
  ///
  /// - Throws: the first specifier's parse error (`UnknownFormatConversionException` for a `%`
  ///   that no specifier follows, and the errors of ``JavaFormatSpecifier/check()``).
  static func parse(_ format: String) throws(JavaFormatException) -> [Piece] {
    let units = Array(format.utf16)
    var pieces: [Piece] = []
    var literal: [UInt16] = []
    var i = 0
    while i < units.count {
      guard units[i] == percent else {
        literal.append(units[i])
        i += 1
        continue
      }
      if !literal.isEmpty { pieces.append(.literal(literal)) }
      literal = []
      guard i + 1 < units.count else { throw .unknownFormatConversion(conversion: "%") }
      let (spec, end) = try specifier(units, at: i)
      pieces.append(.specifier(spec))
      i = end
    }
    if !literal.isEmpty { pieces.append(.literal(literal)) }
    return pieces
  }

  private static let percent = UInt16(UInt8(ascii: "%"))

  /// The specifier at `start` (a `%` with something after it) and the index past it: Java's
  /// pattern `%(\d+\$)?([-#+ 0,(<]*)?(\d+)?(\.\d+)?([tT])?([a-zA-Z%])`, matched by hand.
  private static func specifier(_ units: [UInt16], at start: Int) throws(JavaFormatException) -> (JavaFormatSpecifier, Int) {
    let first = units[start + 1]
    let unknownFirst = JavaFormatException.unknownFormatConversion(conversion: String(decoding: [first], as: UTF16.self))
    var spec = JavaFormatSpecifier(conversion: "s")
    var i = start + 1
    // The index: digits and `$` (without the `$` the digits are a width).
    var index: (start: Int, end: Int, value: Int?)?
    let indexDigits = digits(units, from: i)
    if indexDigits.end > i, indexDigits.end < units.count, units[indexDigits.end] == UInt16(UInt8(ascii: "$")) {
      index = indexDigits
      i = indexDigits.end + 1
    }
    // The flags, each once.
    let flagsStart = i
    while i < units.count, JavaFormatFlags.flag(units[i]) != nil { i += 1 }
    let width = digits(units, from: i)
    i = width.end
    var precision: (start: Int, end: Int, value: Int?)?
    if i < units.count, units[i] == UInt16(UInt8(ascii: ".")) {
      let after = digits(units, from: i + 1)
      if after.end > i + 1 {
        precision = after
        i = after.end
      }
    }
    // `[tT]?` then a letter or `%`: a `t` with no letter after it is the conversion itself.
    if i + 1 < units.count, units[i] == UInt16(UInt8(ascii: "t")) || units[i] == UInt16(UInt8(ascii: "T")),
      isConversionCharacter(units[i + 1])
    {
      spec.dateTime = true
      spec.uppercase = units[i] == UInt16(UInt8(ascii: "T"))
      i += 1
    }
    guard i < units.count, isConversionCharacter(units[i]) else { throw unknownFirst }
    let conversion = Character(Unicode.Scalar(UInt8(units[i])))
    let end = i + 1
    // A match: Java now builds the specifier, part by part.
    if let index {
      guard let value = index.value else { throw .illegalFormatArgumentIndex(index: Int(Int32.min)) }
      guard value > 0 else { throw .illegalFormatArgumentIndex(index: value) }
      spec.argument = .explicit(value)
    }
    var seen: JavaFormatFlags = []
    for unit in units[flagsStart..<width.start] {
      guard let flag = JavaFormatFlags.flag(unit) else { continue }
      guard !seen.contains(flag) else { throw .duplicateFormatFlags(flags: flag.text) }
      seen.insert(flag)
    }
    spec.flags = seen
    if seen.contains(.previous) { spec.argument = .previous }
    if width.end > width.start {
      guard let value = width.value else { throw .illegalFormatWidth(width: Int(Int32.min)) }
      spec.width = value
    }
    if let precision {
      guard let value = precision.value else { throw .illegalFormatPrecision(precision: Int(Int32.min)) }
      spec.precision = value
    }
    if spec.dateTime {
      spec.conversion = conversion
    } else {
      guard JavaFormatSpecifier.conversions.contains(conversion) else {
        throw .unknownFormatConversion(conversion: String(conversion))
      }
      spec.uppercase = conversion.isUppercase
      spec.conversion = Character(conversion.lowercased())
      if spec.conversion == "%" || spec.conversion == "n" { spec.argument = .none }
    }
    try spec.check()
    return (spec, end)
  }

  /// An ASCII letter or `%`.
  private static func isConversionCharacter(_ unit: UInt16) -> Bool {
    (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit) || unit == percent
  }

  /// The ASCII digits from `start`: where they end, and their value if it fits in a Java `int`.
  private static func digits(_ units: [UInt16], from start: Int) -> (start: Int, end: Int, value: Int?) {
    var end = start
    var value: Int? = 0
    while end < units.count, (0x30...0x39).contains(units[end]) {
      if let v = value {
        let next = v * 10 + Int(units[end] - 0x30)
        value = next <= Int(Int32.max) ? next : nil
      }
      end += 1
    }
    return (start, end, value)
  }
}
