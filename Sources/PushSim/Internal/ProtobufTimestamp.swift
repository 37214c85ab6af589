/// A `google.protobuf.Timestamp` as proto3 JSON writes it: RFC 3339, `"2020-01-01T00:00:00Z"`,
/// with up to nine fractional digits and `Z` or an offset (`"+01:00"`), from year 1 to 9999.
/// FCM HTTP v1 takes `android.notification.event_time` so and hands the device the instant in
/// UNIX milliseconds (`gcm.n.event_time`).
enum ProtobufTimestamp {
  /// The earliest and latest seconds a Timestamp holds: 0001-01-01T00:00:00Z and
  /// 9999-12-31T23:59:59Z.
  static let secondsRange: ClosedRange<Int64> = -62_135_596_800...253_402_300_799

  /// `text` as UNIX milliseconds (the fraction below a millisecond dropped), or `nil` when it is
  /// not a Timestamp proto3 JSON takes: another layout, a lowercase `t` or `z`, more than nine
  /// fractional digits, a date or time that does not exist (February 30, 24:00, a leap
  /// second), or an instant outside years 1 to 9999.
  static func epochMilliseconds(_ text: String) -> Int64? {
    let bytes = Array(text.utf8)
    // yyyy-MM-ddTHH:mm:ss, then the fraction and the zone.
    guard bytes.count >= 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T"),
      bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
      let year = number(bytes, 0, 4), let month = number(bytes, 5, 2), let day = number(bytes, 8, 2),
      let hour = number(bytes, 11, 2), let minute = number(bytes, 14, 2), let second = number(bytes, 17, 2),
      year >= 1, (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year),
      hour < 24, minute < 60, second < 60
    else { return nil }
    var index = 19
    var nanos: Int64 = 0
    if bytes[index] == UInt8(ascii: ".") {
      index += 1
      var digits = 0
      while index < bytes.count, let digit = digit(bytes[index]) {
        guard digits < 9 else { return nil }
        nanos = nanos * 10 + digit
        digits += 1
        index += 1
      }
      guard digits > 0 else { return nil }
      for _ in digits..<9 { nanos *= 10 }
    }
    guard index < bytes.count else { return nil }
    var offsetSeconds: Int64 = 0
    switch bytes[index] {
    case UInt8(ascii: "Z"):
      guard index + 1 == bytes.count else { return nil }
    case UInt8(ascii: "+"), UInt8(ascii: "-"):
      guard index + 6 == bytes.count, bytes[index + 3] == UInt8(ascii: ":"),
        let hours = number(bytes, index + 1, 2), let minutes = number(bytes, index + 4, 2), hours < 24, minutes < 60
      else { return nil }
      offsetSeconds = (hours * 60 + minutes) * 60 * (bytes[index] == UInt8(ascii: "-") ? -1 : 1)
    default:
      return nil
    }
    let seconds = daysFromEpoch(year: year, month: month, day: day) * 86_400 + (hour * 60 + minute) * 60 + second - offsetSeconds
    guard secondsRange.contains(seconds) else { return nil }
    return seconds * 1000 + nanos / 1_000_000
  }

  /// The ASCII decimal number of `count` digits at `start`, or `nil`.
  private static func number(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int64? {
    guard start + count <= bytes.count else { return nil }
    var value: Int64 = 0
    for byte in bytes[start..<start + count] {
      guard let digit = digit(byte) else { return nil }
      value = value * 10 + digit
    }
    return value
  }

  private static func digit(_ byte: UInt8) -> Int64? {
    byte &- 0x30 < 10 ? Int64(byte &- 0x30) : nil
  }

  /// The days of `month` in `year` (proleptic Gregorian).
  private static func daysIn(month: Int64, year: Int64) -> Int64 {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days from 1970-01-01 to the date (proleptic Gregorian; the civil-from-days count by eras of
  /// 400 years, each 146 097 days).
  private static func daysFromEpoch(year: Int64, month: Int64, day: Int64) -> Int64 {
    let shifted = month <= 2 ? year - 1 : year  // the year counted from March
    let era = (shifted >= 0 ? shifted : shifted - 399) / 400
    let yearOfEra = shifted - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
