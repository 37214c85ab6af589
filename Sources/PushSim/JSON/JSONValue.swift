/// A constructible, order-preserving JSON value.
///
/// Integers, doubles, booleans and strings are never confused: `1`, `1.0`, `true` and `"1"` are
/// four different values. Equality compares strings and keys by exact Unicode scalars, doubles
/// by value with the sign of zero significant (`-0.0` differs from `0.0`; NaN equals NaN), and
/// objects in order.
public enum JSONValue: Equatable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number without fraction or exponent that fits `Int64`.
  case integer(Int64)
  /// Any other number.
  case double(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, in order.
  case object(JSONObject)

  /// The value of the member `key` if this is an object; `nil` otherwise.
  ///
  /// - Parameter key: The member's key.
  public subscript(key: String) -> JSONValue? {
    objectValue?[key]
  }

  /// The text of a string; `nil` otherwise.
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The value of a boolean; `nil` otherwise.
  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The value of an integer; `nil` otherwise (doubles included).
  public var int64Value: Int64? {
    if case .integer(let value) = self { return value }
    return nil
  }

  /// The value of a double, or of an integer converted to `Double`; `nil` otherwise.
  public var doubleValue: Double? {
    switch self {
    case .double(let value): return value
    case .integer(let value): return Double(value)
    default: return nil
    }
  }

  /// The elements of an array; `nil` otherwise.
  public var arrayValue: [JSONValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// The members of an object; `nil` otherwise.
  public var objectValue: JSONObject? {
    if case .object(let value) = self { return value }
    return nil
  }

  /// The value's type.
  public var type: JSONType {
    switch self {
    case .null: return .null
    case .bool: return .bool
    case .integer: return .integer
    case .double: return .double
    case .string: return .string
    case .array: return .array
    case .object: return .object
    }
  }

  /// Whether two values are the same JSON value (see the type's notes on strings, doubles and
  /// order).
  ///
  /// - Parameters:
  ///   - lhs: A value.
  ///   - rhs: Another value.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.integer(let a), .integer(let b)): return a == b
    case (.double(let a), .double(let b)):
      return a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN)
    case (.string(let a), .string(let b)): return JSONBytes.sameScalars(a, b)
    case (.array(let a), .array(let b)): return a == b
    case (.object(let a), .object(let b)): return a == b
    default: return false
    }
  }
}
