/// Reads and writes the duration text used by scenario files.
///
/// A duration is one or more segments, each a number followed by a unit,
/// written from the largest unit to the smallest with no spaces:
///
/// | unit | meaning |
/// | --- | --- |
/// | `d` | days of 24 hours |
/// | `h` | hours |
/// | `m` | minutes |
/// | `s` | seconds |
/// | `ms` | milliseconds |
///
/// Examples: `"250ms"`, `"30s"`, `"5m"`, `"2h"`, `"1d"`, `"1m30s"`, `"0s"`.
/// A number may have a decimal fraction (`"1.5s"`, `"0.25ms"`); it is parsed
/// exactly, without floating point, so `"1.1s"` is exactly 1100 ms. Durations
/// cannot be negative.
///
/// ```swift
/// try DurationText.parse("1m30s")          // .seconds(90)
/// DurationText.format(.milliseconds(1500)) // "1s500ms"
/// ```
public enum DurationText {
  /// Parses scenario duration text such as `"250ms"`, `"1m30s"` or `"1.5s"`.
  ///
  /// The grammar, strictly (no spaces, no sign, lower-case units):
  /// - one or more segments `digits[.digits]unit`;
  /// - units from `d`, `h`, `m`, `s`, `ms`, each at most once and from the
  ///   largest to the smallest (`"1m30s"`, not `"30s1m"`);
  /// - at most 18 digits after the decimal point (15 for `ms`), which keeps
  ///   every value exact to the attosecond;
  /// - a total of at most `Int64.max` seconds.
  ///
  /// - Parameters:
  ///   - text: The text to parse.
  /// - Returns: The exact duration.
  /// - Throws: ``ParseError`` saying what was expected, for example
  ///   `invalid duration "5 minutes": expected a number followed by a unit
  ///   (ms, s, m, h, d), such as "250ms", "30s", "5m", "2h" or "1d"`.
  public static func parse(_ text: String) throws(ParseError) -> Duration {
    let bytes = Array(text.utf8)
    if bytes.first == UInt8(ascii: "-") {
      // Say "negative" only when the rest is a valid duration; otherwise the
      // text is simply malformed.
      let rest = String(decoding: bytes.dropFirst(), as: UTF8.self)
      if (try? parseUnsigned(Array(rest.utf8), text: rest)) != nil {
        throw ParseError(text: text, reason: .negative)
      }
      throw ParseError(text: text, reason: .expectedNumberAndUnit)
    }
    return try parseUnsigned(bytes, text: text)
  }

  /// Formats a duration in the canonical scenario form.
  ///
  /// The result lists the non-zero units from `d` down to `ms` with whole
  /// numbers; a remainder below a millisecond becomes a decimal fraction of
  /// the `ms` segment. Zero is `"0s"`; a negative duration gets a leading
  /// `-` (which ``parse(_:)`` rejects).
  ///
  /// | duration | text |
  /// | --- | --- |
  /// | 0 | `0s` |
  /// | 250 ms | `250ms` |
  /// | 90 s | `1m30s` |
  /// | 1.5 s | `1s500ms` |
  /// | 26 h | `1d2h` |
  /// | 250 µs | `0.25ms` |
  ///
  /// `parse(format(d)) == d` for every non-negative duration up to
  /// `Int64.max` seconds; longer ones saturate at `Int64.max` seconds.
  ///
  /// - Parameters:
  ///   - duration: The duration to format.
  /// - Returns: The canonical text.
  public static func format(_ duration: Duration) -> String {
    let parts = DurationBreakdown(duration)
    var text = ""
    if parts.days > 0 { text += "\(parts.days)d" }
    if parts.hours > 0 { text += "\(parts.hours)h" }
    if parts.minutes > 0 { text += "\(parts.minutes)m" }
    if parts.seconds > 0 { text += "\(parts.seconds)s" }
    let millis = parts.attoseconds / Unit.attosecondsPerMillisecond
    let belowMillis = parts.attoseconds % Unit.attosecondsPerMillisecond
    if belowMillis != 0 {
      let fraction = DurationBreakdown.digits(of: belowMillis, width: 15, keepingAtLeast: 1)
      text += "\(millis).\(fraction)ms"
    } else if millis > 0 {
      text += "\(millis)ms"
    }
    if text.isEmpty {
      return "0s"
    }
    return parts.isNegative ? "-" + text : text
  }

  // MARK: - Parsing

  /// A duration unit, ordered from the largest to the smallest.
  private enum Unit: String, CaseIterable {
    case days = "d"
    case hours = "h"
    case minutes = "m"
    case seconds = "s"
    case milliseconds = "ms"

    static let attosecondsPerMillisecond: Int64 = 1_000_000_000_000_000

    /// Position in the required order; later units have larger ranks.
    var rank: Int {
      switch self {
      case .days: 0
      case .hours: 1
      case .minutes: 2
      case .seconds: 3
      case .milliseconds: 4
      }
    }

    /// Seconds per unit, for the units of a second or more.
    var seconds: Int64 {
      switch self {
      case .days: 86_400
      case .hours: 3_600
      case .minutes: 60
      case .seconds, .milliseconds: 1
      }
    }

    /// The most fraction digits that keep the value exact in attoseconds.
    var maximumFractionDigits: Int {
      self == .milliseconds ? 15 : 18
    }

    /// Returns the exact duration of `whole.fraction` of this unit, or `nil`
    /// when it exceeds `Int64.max` seconds.
    ///
    /// `fraction` holds at most ``maximumFractionDigits`` ASCII digits.
    func duration(whole: Int64, fraction: ArraySlice<UInt8>) -> Duration? {
      if self == .milliseconds {
        let scaled = Self.scaledFraction(fraction, width: 15)
        return .milliseconds(whole) + Duration(secondsComponent: 0, attosecondsComponent: scaled)
      }
      let (wholeSeconds, overflow) = whole.multipliedReportingOverflow(by: seconds)
      if overflow {
        return nil
      }
      // The fraction in units of 1e-18 of this unit, split in two halves so
      // that multiplying by the unit's seconds stays within Int64.
      let scaled = Self.scaledFraction(fraction, width: 18)
      let high = scaled / 1_000_000_000
      let low = scaled % 1_000_000_000
      return .seconds(wholeSeconds)
        + .nanoseconds(high * seconds)
        + Duration(secondsComponent: 0, attosecondsComponent: low * seconds)
    }

    /// Reads ASCII digits as the numerator of a fraction over `10^width`.
    private static func scaledFraction(_ digits: ArraySlice<UInt8>, width: Int) -> Int64 {
      var value: Int64 = 0
      for digit in digits {
        value = value * 10 + Int64(digit - UInt8(ascii: "0"))
      }
      for _ in digits.count..<width {
        value *= 10
      }
      return value
    }
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
  }

  /// Parses text without a sign; `text` is `bytes` as a string, for errors.
  private static func parseUnsigned(
    _ bytes: [UInt8], text: String
  ) throws(ParseError) -> Duration {
    func failure(_ reason: ParseError.Reason) -> ParseError {
      ParseError(text: text, reason: reason)
    }
    if bytes.isEmpty {
      throw failure(.expectedNumberAndUnit)
    }
    var index = 0
    var total = Duration.zero
    var previousUnit: Unit?
    while index < bytes.count {
      // The whole part.
      let wholeStart = index
      var whole: Int64 = 0
      var wholeOverflow = false
      while index < bytes.count, isDigit(bytes[index]) {
        let (times10, o1) = whole.multipliedReportingOverflow(by: 10)
        let (sum, o2) = times10.addingReportingOverflow(Int64(bytes[index] - UInt8(ascii: "0")))
        wholeOverflow = wholeOverflow || o1 || o2
        whole = sum
        index += 1
      }
      if index == wholeStart {
        throw failure(.expectedNumberAndUnit)
      }
      // The optional fraction.
      var fraction = bytes[index..<index]
      if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
        index += 1
        let fractionStart = index
        while index < bytes.count, isDigit(bytes[index]) {
          index += 1
        }
        if index == fractionStart {
          throw failure(.expectedNumberAndUnit)
        }
        fraction = bytes[fractionStart..<index]
      }
      let number = String(decoding: bytes[wholeStart..<index], as: UTF8.self)
      // The unit.
      let unitStart = index
      while index < bytes.count, isLetter(bytes[index]) {
        index += 1
      }
      if unitStart == index {
        throw failure(index == bytes.count ? .missingUnit(number: number) : .expectedNumberAndUnit)
      }
      let unitText = String(decoding: bytes[unitStart..<index], as: UTF8.self)
      guard let unit = Unit(rawValue: unitText) else {
        throw failure(.unknownUnit(unitText, suggestion: suggestion(for: unitText)))
      }
      if let previousUnit, unit.rank <= previousUnit.rank {
        throw failure(.unitsOutOfOrder)
      }
      previousUnit = unit
      if fraction.count > unit.maximumFractionDigits {
        throw failure(.tooManyFractionDigits(unit: unit.rawValue, maximum: unit.maximumFractionDigits))
      }
      guard !wholeOverflow, let segment = unit.duration(whole: whole, fraction: fraction) else {
        throw failure(.tooLarge)
      }
      total += segment
      if total > .seconds(Int64.max) {
        throw failure(.tooLarge)
      }
    }
    return total
  }

  /// The unit someone probably meant by an unknown unit, such as `m` for
  /// `min`.
  private static func suggestion(for unit: String) -> String? {
    let lowercased = unit.lowercased()
    if Unit(rawValue: lowercased) != nil {
      return lowercased
    }
    switch lowercased {
    case "msec", "msecs", "millis", "milli", "millisecond", "milliseconds": return "ms"
    case "sec", "secs", "second", "seconds": return "s"
    case "min", "mins", "minute", "minutes": return "m"
    case "hr", "hrs", "hour", "hours": return "h"
    case "day", "days": return "d"
    default: return nil
    }
  }
}
