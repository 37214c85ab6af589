/// The payload keys of one of the SDK's two JSON mappers: `APNSJsonMapper` (short keys) and
/// `GCMJsonMapper` (long keys), plus the predefined keys Kii's documentation adds (`w`/`when`,
/// `sa`, `a`, `t`/`type`).
struct KiiJsonMapper: Sendable {
  var sender: String
  var objectScopeType: String
  var objectScopeGroupID: String
  var objectScopeUserID: String
  var objectScopeAppID: String
  var appID: String
  var topic: String
  var bucketID: String
  var bucketType: String
  var objectID: String
  var modifiedAt: String
  var origin: String
  var when: String
  var type: String

  /// `APNSJsonMapper`.
  static let apns = KiiJsonMapper(
    sender: "s", objectScopeType: "st", objectScopeGroupID: "sg", objectScopeUserID: "su", objectScopeAppID: "sa",
    appID: "a", topic: "to", bucketID: "bi", bucketType: "bt", objectID: "oi", modifiedAt: "om", origin: "o",
    when: "w", type: "t")

  /// `GCMJsonMapper`.
  static let gcm = KiiJsonMapper(
    sender: "sender", objectScopeType: "objectScopeType", objectScopeGroupID: "objectScopeGroupID",
    objectScopeUserID: "objectScopeUserID", objectScopeAppID: "objectScopeAppID", appID: "appID", topic: "topic",
    bucketID: "bucketID", bucketType: "bucketType", objectID: "objectID", modifiedAt: "modifiedAt",
    origin: "origin", when: "when", type: "type")

  /// Every predefined key of this mapper.
  var keys: [String] {
    [sender, objectScopeType, objectScopeGroupID, objectScopeUserID, objectScopeAppID, appID, topic, bucketID,
     bucketType, objectID, modifiedAt, origin, when, type, "actionIdentifier"]
  }

  /// `IsPushToAppMessage()`.
  func isPushToApp(_ payload: JSONObject) -> Bool {
    if self.sender == "s" { return ["bi", "bt", "oi", "om"].contains { payload[$0] != nil } }
    return payload["origin"]?.stringValue == "EVENT" || payload["bucketID"] != nil || payload["bucketType"] != nil
  }

  /// `IsPushToUserMessage()`.
  func isPushToUser(_ payload: JSONObject) -> Bool { payload[topic] != nil }
}
