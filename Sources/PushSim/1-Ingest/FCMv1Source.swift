/// An FCM HTTP v1 body as the device's data map comes from it: what
/// ``FCMv1Message/android(_:messageID:sentTimeMillis:packageName:headers:buildingPairs:)`` was
/// given, so that the map's pairs (`gcm.n.*`, `google.*` and the data object's entries) are
/// built when something reads the map, not for every push.
///
/// The conversion is pure: the pairs built from these are the ones the decoder would have built.
/// Only a body whose conversion succeeded, with distinct keys, is kept this way.
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

  /// The inputs of a conversion that succeeded.
  init(message: JSONNode, messageID: String, sentTimeMillis: Int64, packageName: String, headers: ValidatedPushHeaders) {
    self.message = message
    self.messageID = messageID
    self.sentTimeMillis = sentTimeMillis
    self.packageName = packageName
    self.headers = headers
  }

  /// The data map's pairs, in order, built again from the body.
  var pairs: [FCMDataEntry] {
    // The same conversion on the same input succeeded once, so it cannot throw here.
    (try? FCMv1Message.android(
      message, messageID: messageID, sentTimeMillis: sentTimeMillis, packageName: packageName, headers: headers
    ).pairs) ?? []
  }
}
