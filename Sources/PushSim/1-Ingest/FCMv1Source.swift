import Synchronization

/// An FCM HTTP v1 body as the device's data map comes from it: what
/// ``FCMv1Message/android(_:messageID:sentTimeMillis:packageName:headers:buildingPairs:)`` was
/// given, so that the map's pairs (`gcm.n.*`, `google.*` and the data object's entries) are
/// built when something reads the map, not for every push.
///
/// The conversion is pure: the pairs built from these are the ones the decoder would have built.
/// Only a body whose conversion succeeded, with distinct keys, is kept this way. They are built
/// once, at the first read (an SDK or a wrapper reads the map several times per push).
final class FCMv1Source: Sendable {
  /// The object under `"message"` (it holds its document).
  let message: JSONNode
  /// The message id given to the conversion.
  let messageID: String
  /// `google.sent_time`.
  let sentTimeMillis: Int64
  /// The app's package name (the default collapse key of a notification message).
  let packageName: String
  /// The transport headers the conversion applied.
  let headers: ValidatedPushHeaders
  /// The pairs, once built.
  private let built = Mutex<[FCMDataEntry]?>(nil)

  /// The inputs of a conversion that succeeded.
  init(message: JSONNode, messageID: String, sentTimeMillis: Int64, packageName: String, headers: ValidatedPushHeaders) {
    self.message = message
    self.messageID = messageID
    self.sentTimeMillis = sentTimeMillis
    self.packageName = packageName
    self.headers = headers
  }

  /// The data map's pairs, in order, built from the body at the first read.
  var pairs: [FCMDataEntry] {
    if let pairs = built.withLock({ $0 }) { return pairs }
    // The same conversion on the same input succeeded once, so it cannot throw here.
    let pairs = (try? FCMv1Message.android(
      message, messageID: messageID, sentTimeMillis: sentTimeMillis, packageName: packageName, headers: headers
    ).pairs) ?? []
    built.withLock { $0 = pairs }
    return pairs
  }

  /// Whether the pairs were built (for tests).
  var pairsAreBuilt: Bool { built.withLock { $0 != nil } }
}
