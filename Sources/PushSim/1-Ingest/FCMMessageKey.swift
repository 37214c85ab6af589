/// The data map keys the Android SDK turns into `RemoteMessage` fields.
enum FCMMessageKey: Int, JSONMemberNames {
  case googleMessageID, messageID, from, collapseKey, googleTTL, googleSentTime
  case googleOriginalPriority, googleDeliveredPriority, messageType
  /// The legacy priority extras `RemoteMessage` still reads (`PRIORITY_V19`, `PRIORITY_REDUCED_V19`).
  case googlePriority, googlePriorityReduced

  /// The key.
  var name: StaticString {
    switch self {
    case .googleMessageID: "google.message_id"
    case .messageID: "message_id"
    case .from: "from"
    case .collapseKey: "collapse_key"
    case .googleTTL: "google.ttl"
    case .googleSentTime: "google.sent_time"
    case .googleOriginalPriority: "google.original_priority"
    case .googleDeliveredPriority: "google.delivered_priority"
    case .messageType: "message_type"
    case .googlePriority: "google.priority"
    case .googlePriorityReduced: "google.priority_reduced"
    }
  }

  static let table = JSONNameTable(FCMMessageKey.self)
  /// Each key as a `String`, by raw value (made once: `name.description` builds a new one).
  static let keys: [String] = allCases.map { $0.name.description }
}
