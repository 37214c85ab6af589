extension JSONValue: ExpressibleByNilLiteral {
  /// Creates `null`.
  ///
  /// - Parameter nilLiteral: `nil`.
  public init(nilLiteral: ()) { self = .null }
}

extension JSONValue: ExpressibleByBooleanLiteral {
  /// Creates a boolean.
  ///
  /// - Parameter value: The literal.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension JSONValue: ExpressibleByIntegerLiteral {
  /// Creates an integer.
  ///
  /// - Parameter value: The literal.
  public init(integerLiteral value: Int64) { self = .integer(value) }
}

extension JSONValue: ExpressibleByFloatLiteral {
  /// Creates a double.
  ///
  /// - Parameter value: The literal.
  public init(floatLiteral value: Double) { self = .double(value) }
}

extension JSONValue: ExpressibleByStringLiteral {
  /// Creates a string.
  ///
  /// - Parameter value: The literal.
  public init(stringLiteral value: String) { self = .string(value) }
}

extension JSONValue: ExpressibleByArrayLiteral {
  /// Creates an array.
  ///
  /// - Parameter elements: The elements in order.
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
  /// Creates an object in the literal's order; with duplicate keys the last value wins, at the
  /// first key's position.
  ///
  /// - Parameter elements: The members in order.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(JSONObject(elements))
  }
}
