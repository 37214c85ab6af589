extension JSONValue {
  /// `boolValue` as Objective-C reads the object `NSJSONSerialization` makes of this value, the
  /// same rule as ``JSONNode/objectiveCBoolValue``: a boolean as it is; a number (`NSNumber`),
  /// whether it is non-zero; a string, ``nsStringBoolValue(_:)``. `nil` for `null`, an array or
  /// an object, which do not answer `boolValue`.
  var objectiveCBoolValue: Bool? {
    switch self {
    case .bool(let flag): flag
    case .integer(let number): number != 0
    case .double(let number): number != 0
    case .string(let text): JSONValue.nsStringBoolValue(text)
    case .null, .array, .object: nil
    }
  }

  /// `NSString.boolValue` (Apple's Foundation documentation, `NSString.boolValue`: it "skips
  /// whitespace at the beginning of the string"): after leading whitespace (any Unicode
  /// whitespace, newlines and the no-break space included, as swift-corelibs-foundation's
  /// `NSString.boolValue` skips `CharacterSet.whitespaces` with a `Scanner` that also skips
  /// newlines), an optional `+`/`-` sign and zeros, `true` on "Y", "y", "T", "t" or an ASCII
  /// digit 1–9, whatever follows; `false` otherwise. So `"yes"`, `"true"`, `" +007"`, `"\n1"` are
  /// `true`; `"no"`, `"false"`, `"0"`, `"0x1"`, `""` and other scripts' digits are `false`.
  static func nsStringBoolValue(_ text: String) -> Bool {
    var rest = Substring(text).drop(while: \.isWhitespace)
    if let sign = rest.first, sign == "+" || sign == "-" { rest = rest.dropFirst() }
    rest = rest.drop { $0 == "0" }
    guard let first = rest.first else { return false }
    return "YyTt123456789".contains(first)
  }
}
