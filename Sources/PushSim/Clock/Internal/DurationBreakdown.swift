/// A duration split into a sign and calendar-free parts, for rendering.
///
/// Days are always 24 hours: simulated time has no calendar.
struct DurationBreakdown: Equatable, Sendable {
  /// Whether the duration is below zero; the other parts are magnitudes.
  var isNegative: Bool
  var days: Int64
  var hours: Int64
  var minutes: Int64
  var seconds: Int64
  /// The fraction of a second, in `0..<1e18`.
  var attoseconds: Int64

  /// Splits a duration; a magnitude beyond `Int64.max` seconds (about 292
  /// billion years) saturates at `Int64.max` seconds.
  init(_ duration: Duration) {
    let largest = Duration.seconds(Int64.max)
    isNegative = duration < .zero
    let magnitude: Duration
    if duration > largest || duration < .zero - largest {
      magnitude = largest
    } else {
      magnitude = isNegative ? .zero - duration : duration
    }
    let (totalSeconds, fraction) = magnitude.components
    days = totalSeconds / 86_400
    hours = totalSeconds % 86_400 / 3_600
    minutes = totalSeconds % 3_600 / 60
    seconds = totalSeconds % 60
    attoseconds = fraction
  }

  /// Returns `value` zero-padded to `width` digits, with trailing zeros
  /// removed `group` at a time while more than `minimum` digits remain.
  ///
  /// `digits(of: 250_000, width: 6, keepingAtLeast: 1)` is `"25"`;
  /// `digits(of: 250_000, width: 9, keepingAtLeast: 3, group: 3)` is
  /// `"000250"`.
  static func digits(
    of value: Int64, width: Int, keepingAtLeast minimum: Int, group: Int = 1
  ) -> String {
    var text = String(value)
    if text.count < width {
      text = String(repeating: "0", count: width - text.count) + text
    }
    while text.count - group >= minimum, text.hasSuffix(String(repeating: "0", count: group)) {
      text.removeLast(group)
    }
    return text
  }
}
