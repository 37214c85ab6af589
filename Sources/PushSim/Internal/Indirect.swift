/// An immutable value kept out of line: a struct that holds one stores a reference instead of
/// the value's bytes, and its copies share it (one retain instead of one per field).
///
/// Nothing in a box is ever mutated; a setter replaces the box. So sharing it keeps value
/// semantics, and the box is `Sendable` when its value is.
final class Indirect<Value: Sendable>: Sendable {
  /// The value.
  let value: Value

  /// Boxes a value.
  init(_ value: Value) { self.value = value }
}
