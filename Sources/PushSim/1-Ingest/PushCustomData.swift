/// The storage behind ``PushNotification/additionalData``: a value, or the part of the payload
/// it is built from when read.
///
/// Most pushes never have their custom data read (a delegate that only counts, a trace that does
/// not show it), so decoders keep a reference into the payload instead of materialising a
/// ``JSONValue`` for every push.
enum PushCustomData: Sendable {
  /// A value set directly.
  case value(JSONValue?)
  /// The members of an APNs payload's root object other than `aps`.
  case besideAps(JSONNode)
  /// Android `getData()`: the app's entries of the data map (``FCMDataMap/appEntries``).
  case fcmAppData(FCMDataMap)

  /// The value: the object of the root's members other than `aps` (each key once, at its first
  /// position, with its last value), or the object of the strings.
  var value: JSONValue? {
    switch self {
    case .value(let value):
      return value
    case .besideAps(let root):
      var custom = JSONObject()
      for (key, value) in root.members where key != "aps" { custom[key] = value.value() }
      return .object(custom)
    case .fcmAppData(let map):
      let pairs = map.appEntries
      return .object(JSONObject(uniqueKeys: pairs.map(\.key), values: pairs.map { .string($0.value) }))
    }
  }
}
