extension DurationText {
  /// Why a piece of duration text could not be parsed.
  ///
  /// The error keeps the offending text and a structured ``Reason``; its
  /// ``description`` renders them as a message that says what was expected:
  ///
  /// ```
  /// invalid duration "5 minutes": expected a number followed by a unit (ms, s, m, h, d), such as "250ms", "30s", "5m", "2h" or "1d"
  /// ```
  public struct ParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong with the text.
    public enum Reason: Equatable, Sendable {
      /// The text is empty or is not a sequence of numbers followed by units.
      case expectedNumberAndUnit
      /// The text ends with a number that has no unit, such as `"30"`.
      case missingUnit(number: String)
      /// A unit is not one of `ms`, `s`, `m`, `h`, `d`; `suggestion` is the
      /// unit that was probably meant, if one is likely.
      case unknownUnit(String, suggestion: String?)
      /// The text starts with `-`.
      case negative
      /// Units repeat or go from smaller to larger, such as `"30s1m"`.
      case unitsOutOfOrder
      /// A number has more digits after the decimal point than the unit can
      /// hold exactly.
      case tooManyFractionDigits(unit: String, maximum: Int)
      /// The total exceeds `Int64.max` seconds.
      case tooLarge
    }

    /// The text that could not be parsed.
    public var text: String
    /// What was wrong with it.
    public var reason: Reason

    /// Creates a parse error.
    ///
    /// - Parameters:
    ///   - text: The text that could not be parsed.
    ///   - reason: What was wrong with it.
    public init(text: String, reason: Reason) {
      self.text = text
      self.reason = reason
    }

    /// A one-line message naming the text, the problem and what was expected.
    public var description: String {
      let units = "ms, s, m, h, d"
      let prefix = "invalid duration \(QuotedValue.plain(text)): "
      switch reason {
      case .expectedNumberAndUnit:
        return prefix
          + "expected a number followed by a unit (\(units)), such as \"250ms\", \"30s\", \"5m\", \"2h\" or \"1d\""
      case .missingUnit(let number):
        return prefix + "\(QuotedValue.plain(number)) has no unit; add one of \(units), such as \(QuotedValue.plain(number + "s"))"
      case .unknownUnit(let unit, let suggestion?):
        return prefix + "unknown unit \(QuotedValue.plain(unit)) (did you mean \"\(suggestion)\"?); expected one of \(units)"
      case .unknownUnit(let unit, nil):
        return prefix + "unknown unit \(QuotedValue.plain(unit)); expected one of \(units)"
      case .negative:
        return prefix + "durations cannot be negative; remove the \"-\""
      case .unitsOutOfOrder:
        return prefix
          + "units must go from the largest to the smallest (d, h, m, s, ms), each at most once, such as \"1m30s\""
      case .tooManyFractionDigits(let unit, let maximum):
        return prefix + "too many digits after the decimal point; \(QuotedValue.plain(unit)) allows at most \(maximum)"
      case .tooLarge:
        return prefix + "too large; the longest duration accepted is \(Int64.max) seconds"
      }
    }
  }
}
