/// A number written as the C library's `printf` writes it for one conversion of a
/// ``CFFormatSpec`` (CoreFoundation hands `%d`, `%x`, `%f`, `%p`… to `snprintf`): sign, `0x`
/// prefix, precision, zero padding and width. `%a` is written as Apple's C library (FreeBSD's)
/// writes it, normalised (`0x1.4p-1035`, where glibc writes `0x0.0000028p-1022`).
enum PrintfNumber {
  /// `bits` (an argument's 64 bits) as the integer conversion `letter` reads it, with the
  /// spec's size: `hh`/`%c` the low 8 bits, `h` 16, none 32 (CF passes an `int`), `l`/`ll`/`q`
  /// 64. `%c` writes the byte (Latin-1), and a NUL byte ends what CF appends.
  static func integer(_ bits: UInt64, letter: Unicode.Scalar, spec: CFFormatSpec, precision: Int?) -> String {
    let signed: Int64
    switch spec.size {
    case .char: signed = Int64(Int8(truncatingIfNeeded: bits))
    case .short: signed = Int64(Int16(truncatingIfNeeded: bits))
    case .long: signed = Int64(bitPattern: bits)
    case .int, .longDouble: signed = Int64(Int32(truncatingIfNeeded: bits))
    }
    if letter == "c" {
      let byte = UInt8(truncatingIfNeeded: signed)
      let character = byte == 0 ? "" : String(Unicode.Scalar(byte))
      // `%5c` of NUL pads before it; `%-5c` puts the padding after it, cut by the NUL.
      if byte == 0 { return spec.minus ? "" : String(repeating: " ", count: max((spec.width ?? 0) - 1, 0)) }
      return padded("", character, width: spec.width ?? 0, spec: spec, zeroPad: false)
    }
    let isSigned = letter == "d" || letter == "i" || letter == "D"
    let unsignedBits: UInt64
    switch spec.size {
    case .char: unsignedBits = UInt64(UInt8(truncatingIfNeeded: bits))
    case .short: unsignedBits = UInt64(UInt16(truncatingIfNeeded: bits))
    case .long: unsignedBits = bits
    case .int, .longDouble: unsignedBits = UInt64(UInt32(truncatingIfNeeded: bits))
    }
    let magnitude = isSigned ? signed.magnitude : unsignedBits
    let radix: Int
    switch letter {
    case "o", "O": radix = 8
    case "x", "X": radix = 16
    default: radix = 10
    }
    var digits = magnitude == 0 && precision == 0 ? "" : String(magnitude, radix: radix, uppercase: letter == "X")
    if let precision, digits.count < precision {
      digits = String(repeating: "0", count: precision - digits.count) + digits
    }
    var prefix = ""
    if isSigned {
      if signed < 0 { prefix = "-" } else if spec.plus { prefix = "+" } else if spec.space { prefix = " " }
    }
    if spec.sharp {
      if radix == 8, !digits.hasPrefix("0") { digits = "0" + digits }
      if radix == 16, magnitude != 0 { prefix = letter == "X" ? "0X" : "0x" }
    }
    return padded(prefix, digits, width: spec.width ?? 0, spec: spec, zeroPad: precision == nil)
  }

  /// `%p` of `bits`: `0x` and lower-case hexadecimal, as Apple's C library writes it (`0x0`
  /// for a null pointer, where glibc writes `(nil)`).
  static func pointer(_ bits: UInt64, spec: CFFormatSpec, precision: Int?) -> String {
    var digits = bits == 0 && precision == 0 ? "" : String(bits, radix: 16)
    if let precision, digits.count < precision {
      digits = String(repeating: "0", count: precision - digits.count) + digits
    }
    return padded("0x", digits, width: spec.width ?? 0, spec: spec, zeroPad: precision == nil)
  }

  /// `value` as the floating-point conversion `letter` writes it (`precision` `nil` for 6).
  static func double(_ value: Double, expansion: DecimalExpansion, letter: Unicode.Scalar, spec: CFFormatSpec, precision: Int?) -> String {
    let upper = ("A"..."Z").contains(letter)
    var prefix = ""
    if value.sign == .minus { prefix = "-" } else if spec.plus { prefix = "+" } else if spec.space { prefix = " " }
    guard value.isFinite else {
      let text = value.isNaN ? "nan" : "inf"
      return padded(prefix, upper ? text.uppercased() : text, width: spec.width ?? 0, spec: spec, zeroPad: false)
    }
    let body: String
    switch letter {
    case "f", "F": body = fixed(expansion, precision: precision ?? 6, sharp: spec.sharp)
    case "e", "E": body = scientific(expansion, precision: precision ?? 6, sharp: spec.sharp, upper: upper)
    case "g", "G":
      let significant = max(precision ?? 6, 1)
      let rounded = expansion.rounded(toPlace: expansion.leadingExponent - significant + 1)
      let power = rounded.isZero ? 0 : rounded.leadingExponent
      var text =
        significant > power && power >= -4
        ? fixed(expansion, precision: significant - 1 - power, sharp: spec.sharp)
        : scientific(expansion, precision: significant - 1, sharp: spec.sharp, upper: upper)
      if !spec.sharp { text = trimmingFractionZeros(text) }
      body = text
    default:
      let hex = hexadecimal(value.magnitude, precision: precision, sharp: spec.sharp)
      prefix += upper ? "0X" : "0x"
      body = upper ? hex.uppercased() : hex
    }
    return padded(prefix, body, width: spec.width ?? 0, spec: spec, zeroPad: true)
  }

  /// `%f`: the integer part, and `precision` digits after the point.
  private static func fixed(_ expansion: DecimalExpansion, precision: Int, sharp: Bool) -> String {
    let rounded = expansion.rounded(toPlace: -precision)
    let integer = rounded.digits(from: max(rounded.leadingExponent, 0), through: 0)
    let fraction = rounded.digits(from: -1, through: -precision)
    return integer + (precision > 0 || sharp ? "." : "") + fraction
  }

  /// `%e`: one digit, the point, `precision` digits and the exponent (two digits at least).
  private static func scientific(_ expansion: DecimalExpansion, precision: Int, sharp: Bool, upper: Bool) -> String {
    let power: Int
    let rounded: DecimalExpansion
    if expansion.isZero {
      power = 0
      rounded = expansion
    } else {
      rounded = expansion.rounded(toPlace: expansion.leadingExponent - precision)
      power = rounded.leadingExponent
    }
    let lead = rounded.digits(from: power, through: power)
    let fraction = rounded.digits(from: power - 1, through: power - precision)
    let exponent = String(power.magnitude)
    return lead + (precision > 0 || sharp ? "." : "") + fraction + (upper ? "E" : "e") + (power < 0 ? "-" : "+")
      + (exponent.count < 2 ? "0" + exponent : exponent)
  }

  /// `%a` without its `0x`: `1.` and the hexadecimal fraction, normalised (a subnormal too),
  /// then `p` and the power of two.
  private static func hexadecimal(_ magnitude: Double, precision: Int?, sharp: Bool) -> String {
    guard magnitude != 0 else {
      let zeros = String(repeating: "0", count: precision ?? 0)
      return "0" + (zeros.isEmpty && !sharp ? "" : ".") + zeros + "p+0"
    }
    var power = Int(magnitude.exponent)
    // The 52 bits after the leading 1.
    var fraction = magnitude.significandBitPattern
    if magnitude.isSubnormal {
      let shift = fraction.leadingZeroBitCount - 11
      fraction = (fraction << UInt64(shift)) & ((1 << 52) - 1)
    }
    let lead: UInt64 = 1
    var digitCount = 13
    if let precision, precision < 13 {
      let dropped = UInt64(4 * (13 - precision))
      let kept = fraction >> dropped
      let rest = fraction & ((1 << dropped) - 1)
      let half: UInt64 = 1 << (dropped - 1)
      var rounded = kept
      if rest > half || (rest == half && kept & 1 == 1) { rounded += 1 }
      if rounded >> UInt64(4 * precision) != 0 {
        // 1.ff… rounded up to 2: 1 at the next power.
        power += 1
        rounded = 0
      }
      fraction = rounded
      digitCount = precision
    }
    var digits = ""
    for index in stride(from: digitCount - 1, through: 0, by: -1) {
      digits += String((fraction >> UInt64(4 * index)) & 0xF, radix: 16)
    }
    if precision == nil {
      while digits.hasSuffix("0") { digits.removeLast() }
    } else if let precision, precision > 13 {
      digits += String(repeating: "0", count: precision - 13)
    }
    let point = digits.isEmpty && !sharp ? "" : "."
    return String(lead) + point + digits + "p" + (power < 0 ? "-" : "+") + String(power.magnitude)
  }

  /// `%g`'s text without the zeros that end its fraction (and the point, when nothing is left).
  private static func trimmingFractionZeros(_ text: String) -> String {
    let exponentStart = text.firstIndex { $0 == "e" || $0 == "E" } ?? text.endIndex
    var mantissa = String(text[..<exponentStart])
    guard mantissa.contains(".") else { return text }
    while mantissa.hasSuffix("0") { mantissa.removeLast() }
    if mantissa.hasSuffix(".") { mantissa.removeLast() }
    return mantissa + text[exponentStart...]
  }

  /// `prefix` (sign, `0x`) and `body` in `width` characters: spaces before, after with `-`,
  /// or zeros between the prefix and the body with `0` (when `zeroPad` allows it).
  static func padded(_ prefix: String, _ body: String, width: Int, spec: CFFormatSpec, zeroPad: Bool) -> String {
    let length = prefix.count + body.count
    guard width > length else { return prefix + body }
    let fill = width - length
    if spec.minus { return prefix + body + String(repeating: " ", count: fill) }
    if spec.zero && zeroPad { return prefix + String(repeating: "0", count: fill) + body }
    return String(repeating: " ", count: fill) + prefix + body
  }
}
