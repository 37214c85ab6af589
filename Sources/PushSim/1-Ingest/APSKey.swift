/// The keys APNs defines inside `aps` (R-iOS-1); anything else there is ignored by APNs.
enum APSKey: Int, JSONMemberNames {
  case alert, badge, sound, threadID, category, contentAvailable, mutableContent, targetContentID
  case interruptionLevel, relevanceScore, filterCriteria, staleDate, contentState, timestamp, event
  case dismissalDate, attributesType, attributes, inputPushChannel, inputPushToken

  /// The key.
  var name: StaticString {
    switch self {
    case .alert: "alert"
    case .badge: "badge"
    case .sound: "sound"
    case .threadID: "thread-id"
    case .category: "category"
    case .contentAvailable: "content-available"
    case .mutableContent: "mutable-content"
    case .targetContentID: "target-content-id"
    case .interruptionLevel: "interruption-level"
    case .relevanceScore: "relevance-score"
    case .filterCriteria: "filter-criteria"
    case .staleDate: "stale-date"
    case .contentState: "content-state"
    case .timestamp: "timestamp"
    case .event: "event"
    case .dismissalDate: "dismissal-date"
    case .attributesType: "attributes-type"
    case .attributes: "attributes"
    case .inputPushChannel: "input-push-channel"
    case .inputPushToken: "input-push-token"
    }
  }

  static let table = JSONNameTable(APSKey.self)
}
