extension JSONNode {
  /// `boolValue` as Objective-C reads the object `NSJSONSerialization` makes of this value: a
  /// boolean as it is; a number, whether it is non-zero; a string (`NSString.boolValue`), whether
  /// it starts, after spaces, a sign and zeros, with Y, y, T, t or a digit 1–9. `nil` for `null`,
  /// an array or an object, which do not answer `boolValue`.
  ///
  /// So `1`, `true`, `"1"` and `"yes"` are `true`; `0`, `false`, `"0"` and `"no"` are `false`.
  var objectiveCBoolValue: Bool? {
    switch type {
    case .bool: return boolValue == true
    case .integer, .double: return (doubleValue ?? 0) != 0
    case .string: return JSONValue.nsStringBoolValue(stringValue ?? "")
    case .null, .array, .object: return nil
    }
  }
}
