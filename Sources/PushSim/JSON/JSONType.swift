/// The type of a JSON value.
///
/// Numbers are split into `integer` (a number without fraction or exponent that fits `Int64`)
/// and `double` (every other number), so that `1` and `1.0` are never confused.
public enum JSONType: String, Sendable, Equatable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool
  /// A number without fraction or exponent that fits `Int64`.
  case integer
  /// A number with a fraction or an exponent, `-0`, or an integer too large for `Int64`.
  case double
  /// A string.
  case string
  /// An array.
  case array
  /// An object.
  case object
}
