/// A JSON value prints as its compact JSON text, so that `print`, string interpolation and a
/// failed `#expect` in an app's test show `{"order":"A-7"}` rather than the enum's cases.
extension JSONValue: CustomStringConvertible, CustomDebugStringConvertible {
  /// The value as compact JSON.
  public var description: String { serialized() }
  /// The value as compact JSON.
  public var debugDescription: String { serialized() }
}

/// A JSON object prints as its compact JSON text, members in their order.
extension JSONObject: CustomStringConvertible, CustomDebugStringConvertible {
  /// The object as compact JSON.
  public var description: String { JSONValue.object(self).serialized() }
  /// The object as compact JSON.
  public var debugDescription: String { description }
}

/// A node of a parsed document prints as the compact JSON of its value, not as the document
/// and position that locate it.
extension JSONNode: CustomStringConvertible, CustomDebugStringConvertible {
  /// The node's value as compact JSON.
  public var description: String { value().serialized() }
  /// The node's value as compact JSON.
  public var debugDescription: String { description }
}
