/// A point in simulated time, measured from the start of a run.
///
/// An instant is an exact `Duration` offset from ``zero``; it never
/// uses floating-point seconds, so two runs of the same scenario always agree
/// on every timestamp. Instants and durations are separate types: an instant
/// plus a duration is an instant, and the difference of two instants is a
/// duration.
///
/// ```swift
/// let start = SimInstant.zero
/// let later = start + .seconds(90)
/// later - start          // .seconds(90)
/// later.description      // "t=1m30.000s"
/// ```
public struct SimInstant: Sendable {
  /// The time elapsed since the start of the run (``zero``).
  public var offset: Duration

  /// Creates an instant at the given offset from the start of the run.
  ///
  /// - Parameters:
  ///   - offset: The time elapsed since ``zero``.
  public init(offset: Duration) {
    self.offset = offset
  }

  /// The start of a run.
  public static let zero = SimInstant(offset: .zero)

  /// Returns the instant that lies the given duration after this one.
  ///
  /// - Parameters:
  ///   - duration: How far to move; a negative duration moves backwards.
  /// - Returns: The instant `duration` after this one.
  public func advanced(by duration: Duration) -> SimInstant {
    SimInstant(offset: offset + duration)
  }

  /// Returns the duration from this instant to another one (`other − self`).
  ///
  /// - Parameters:
  ///   - other: The instant to measure to.
  /// - Returns: A positive duration when `other` is later than this instant,
  ///   a negative one when it is earlier.
  public func duration(to other: SimInstant) -> Duration {
    other.offset - offset
  }

  /// The whole milliseconds since ``zero``, rounded down (towards negative
  /// infinity), as used by traces.
  ///
  /// `1.9999ms` gives `1` and `-0.5ms` gives `-1`. Offsets beyond the range
  /// of `Int64` milliseconds (about 292 million years) are clamped to
  /// `Int64.min` or `Int64.max`.
  public var milliseconds: Int64 {
    // Beyond Int64 seconds, `components` would trap; the result clamps anyway.
    if offset > .seconds(Int64.max) { return .max }
    if offset < .seconds(Int64.min) { return .min }
    let attosecondsPerMillisecond: Int64 = 1_000_000_000_000_000
    // `components` truncates towards zero: both parts carry the sign.
    let (seconds, attoseconds) = offset.components
    var millis = attoseconds / attosecondsPerMillisecond
    if attoseconds % attosecondsPerMillisecond < 0 {
      millis -= 1
    }
    let (wholeMillis, overflow) = seconds.multipliedReportingOverflow(by: 1000)
    if overflow {
      return seconds < 0 ? .min : .max
    }
    let (total, sumOverflow) = wholeMillis.addingReportingOverflow(millis)
    if sumOverflow {
      return millis < 0 ? .min : .max
    }
    return total
  }

  /// Returns the instant that lies the given duration after an instant.
  ///
  /// - Parameters:
  ///   - lhs: The starting instant.
  ///   - rhs: How far to move.
  /// - Returns: `lhs.advanced(by: rhs)`.
  public static func + (lhs: SimInstant, rhs: Duration) -> SimInstant {
    lhs.advanced(by: rhs)
  }

  /// Returns the duration between two instants (`lhs − rhs`).
  ///
  /// - Parameters:
  ///   - lhs: The later instant.
  ///   - rhs: The earlier instant.
  /// - Returns: `rhs.duration(to: lhs)`, positive when `lhs` is later.
  public static func - (lhs: SimInstant, rhs: SimInstant) -> Duration {
    rhs.duration(to: lhs)
  }
}

extension SimInstant: Comparable {
  /// Returns whether the first instant is earlier than the second.
  ///
  /// - Parameters:
  ///   - lhs: An instant.
  ///   - rhs: Another instant.
  /// - Returns: `true` when `lhs` comes strictly before `rhs`.
  public static func < (lhs: SimInstant, rhs: SimInstant) -> Bool {
    lhs.offset < rhs.offset
  }
}

extension SimInstant: Hashable {}

extension SimInstant: CustomStringConvertible {
  /// A readable, exact rendering of the instant, such as `t=1m30.250s`.
  ///
  /// The text is `t=`, an optional `-`, then days, hours and minutes from the
  /// largest non-zero one down (`t=2h0m5.000s`, `t=1d0h0m0.000s`), then the
  /// seconds with at least three decimals. Digits below a millisecond are
  /// shown only when present, three at a time (`t=0.000250s`), down to
  /// attoseconds, so two different instants never print alike (within
  /// `Int64.max` seconds, about 292 billion years, where the text saturates).
  ///
  /// | offset | description |
  /// | --- | --- |
  /// | zero | `t=0.000s` |
  /// | 250 ms | `t=0.250s` |
  /// | 90.25 s | `t=1m30.250s` |
  /// | 2 h | `t=2h0m0.000s` |
  /// | −1.5 s | `t=-1.500s` |
  public var description: String {
    let parts = DurationBreakdown(offset)
    var text = parts.isNegative ? "t=-" : "t="
    if parts.days > 0 {
      text += "\(parts.days)d\(parts.hours)h\(parts.minutes)m"
    } else if parts.hours > 0 {
      text += "\(parts.hours)h\(parts.minutes)m"
    } else if parts.minutes > 0 {
      text += "\(parts.minutes)m"
    }
    let fraction = DurationBreakdown.digits(
      of: parts.attoseconds, width: 18, keepingAtLeast: 3, group: 3)
    text += "\(parts.seconds).\(fraction)s"
    return text
  }
}
