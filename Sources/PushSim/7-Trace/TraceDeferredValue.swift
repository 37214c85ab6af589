/// A compact event's value that the trace keeps as what it is made from, and builds only when
/// the trace is read (``TraceLog``): recording `delegate.onMessageReceived`'s `data` as a
/// `JSONObject` for every message cost about 12% of the whole path (docs/Performance.md,
/// twenty-sixth round), and most traces are never read in full.
enum TraceDeferredValue {
  /// A value already built.
  case value(JSONValue)
  /// An FCM message's `getData()` (``RemoteMessage/AppData``), as a JSON object of strings.
  case fcmAppData(RemoteMessage.AppData)

  /// The value.
  var jsonValue: JSONValue {
    switch self {
    case .value(let value): value
    case .fcmAppData(let data): data.jsonValue
    }
  }
}
