/// One key and its value in an ``FCMDataMap`` built from pairs (an FCM HTTP v1 body's data and
/// FCM's own keys).
///
/// A struct rather than a `(String, String)` tuple: the runtime destroys an array of tuples
/// element by element through the tuple's type metadata, which cost several times more than the
/// two releases each entry needs (docs/Performance.md, sixth round).
struct FCMDataEntry: Sendable {
  /// The key.
  var key: String
  /// The value.
  var value: String

  /// An entry.
  init(_ key: String, _ value: String) {
    self.key = key
    self.value = value
  }
}
