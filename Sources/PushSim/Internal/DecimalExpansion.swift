/// The exact decimal value of a finite `Double`, digit by digit, and its rounding to a number
/// of digits half to even, as a C library's `printf` rounds `%e`, `%f` and `%g` (the value a
/// `double` holds is a binary fraction, so it always has a finite decimal expansion).
struct DecimalExpansion: Equatable {
  /// The decimal digits (0 to 9), most significant first, without leading zeros; `[0]` for zero.
  var digits: [UInt8]
  /// The power of ten of the last digit: the value is `digits × 10^exponent`.
  var exponent: Int

  init(digits: [UInt8], exponent: Int) {
    self.digits = digits
    self.exponent = exponent
  }

  /// The expansion of the magnitude of `value` (finite).
  init(_ value: Double) {
    let magnitude = value.magnitude
    guard magnitude != 0 else {
      digits = [0]
      exponent = 0
      return
    }
    // magnitude = significand × 2^power, with an integer significand.
    let bits = magnitude.bitPattern
    let biased = Int(bits >> 52)
    var significand = bits & ((1 << 52) - 1)
    var power = -1074
    if biased != 0 {
      significand |= 1 << 52
      power = biased - 1075
    }
    // Base 10^9 limbs, least significant first.
    let base: UInt64 = 1_000_000_000
    var limbs: [UInt64] = [significand % base, significand / base % base, significand / base / base]
    func multiply(by factor: UInt64, times count: Int) {
      for _ in 0..<count {
        var carry: UInt64 = 0
        for i in limbs.indices {
          let product = limbs[i] * factor + carry
          limbs[i] = product % base
          carry = product / base
        }
        while carry > 0 {
          limbs.append(carry % base)
          carry /= base
        }
      }
    }
    // 2^p = 10^p / 5^p: a negative power multiplies by 5s and moves the decimal point.
    if power >= 0 {
      multiply(by: 1 << 29, times: power / 29)
      multiply(by: 1 << UInt64(power % 29), times: 1)
      exponent = 0
    } else {
      // 5^13 = 1,220,703,125 keeps a limb times it within 64 bits.
      multiply(by: 1_220_703_125, times: -power / 13)
      var rest: UInt64 = 1
      for _ in 0..<(-power % 13) { rest *= 5 }
      multiply(by: rest, times: 1)
      exponent = power
    }
    var text: [UInt8] = []
    for (i, limb) in limbs.enumerated().reversed() {
      var chunk = [UInt8](repeating: 0, count: 9)
      var rest = limb
      for j in stride(from: 8, through: 0, by: -1) {
        chunk[j] = UInt8(rest % 10)
        rest /= 10
      }
      text += i == limbs.count - 1 ? Array(chunk.drop { $0 == 0 }) : chunk
    }
    let firstNonZero = text.firstIndex { $0 != 0 } ?? 0
    digits = Array(text[firstNonZero...])
  }

  /// The power of ten of the first digit (`5.3e-314`: -314).
  var leadingExponent: Int { digits.count - 1 + exponent }

  /// The value rounded half to even so that its last digit has the power `place`: digits, and
  /// the power of the last one (`place`, or the value's own when it has fewer digits). Rounding
  /// past the first digit gives `[0]` or `[1]`.
  func rounded(toPlace place: Int) -> DecimalExpansion {
    let keep = digits.count - (place - exponent)
    guard keep < digits.count else { return self }
    var kept = keep > 0 ? Array(digits[..<keep]) : []
    let dropped = keep >= 0 ? digits[keep...] : digits[...]
    // Above, at or below half of the last place kept.
    let first = keep >= 0 ? dropped.first ?? 0 : 0
    let restNonZero = keep >= 0 ? dropped.dropFirst().contains { $0 != 0 } : true
    let roundUp: Bool
    if keep < 0 {
      roundUp = false
    } else if first > 5 || (first == 5 && restNonZero) {
      roundUp = true
    } else if first == 5 {
      roundUp = (kept.last ?? 0) % 2 == 1
    } else {
      roundUp = false
    }
    if roundUp {
      var i = kept.count - 1
      while i >= 0 {
        if kept[i] == 9 {
          kept[i] = 0
          i -= 1
        } else {
          kept[i] += 1
          break
        }
      }
      if i < 0 { kept.insert(1, at: 0) }
    }
    let firstNonZero = kept.firstIndex { $0 != 0 }
    guard let firstNonZero else { return DecimalExpansion(digits: [0], exponent: place) }
    return DecimalExpansion(digits: Array(kept[firstNonZero...]), exponent: place)
  }

  /// Whether the value is zero.
  var isZero: Bool { digits == [0] }

  /// The digits from the power `high` down to the power `low` (`high` ≥ `low`), zeros where
  /// the value has none.
  func digits(from high: Int, through low: Int) -> String {
    guard high >= low else { return "" }
    var text = ""
    text.reserveCapacity(high - low + 1)
    var power = high
    while power >= low {
      let index = digits.count - 1 - (power - exponent)
      text.unicodeScalars.append(Unicode.Scalar(48 + UInt32(index >= 0 && index < digits.count ? digits[index] : 0))!)
      power -= 1
    }
    return text
  }
}
