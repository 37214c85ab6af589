/// What the FCM decoder makes of one of FCM's own data map keys.
enum FCMReservedKey: Equatable {
  /// A `gcm.n.` or `gcm.notification.` key, with its field when the SDK reads it.
  case notification(FCMNotificationKey?)
  /// A key the SDK turns into a `RemoteMessage` field.
  case message(FCMMessageKey)
  /// Anything else.
  case other

  /// The kind of `key`, compared as `String`s compare (`hasPrefix`, `==`).
  ///
  /// An all-ASCII key is read from its bytes: there each ASCII scalar is a character of its
  /// own (no prefix ends in CR, so a CR LF pair cannot straddle one), so a byte prefix is a
  /// character prefix and byte equality is `==`. Any other key goes through `String`.
  init(_ key: String) {
    var key = key
    let fromBytes = key.withUTF8 { FCMReservedKey(asciiKey: $0) }
    if let fromBytes {
      self = fromBytes
    } else if key.hasPrefix("gcm.n.") || key.hasPrefix("gcm.notification.") {
      let field = key.hasPrefix("gcm.n.") ? String(key.dropFirst(6)) : String(key.dropFirst(17))
      self = .notification(FCMNotificationKey.table.position(ofString: field).flatMap(FCMNotificationKey.init))
    } else {
      self = FCMMessageKey.table.position(ofString: key).flatMap(FCMMessageKey.init).map { .message($0) } ?? .other
    }
  }

  /// The kind of the key spelled by `utf8`, read from its bytes; `nil` when it is not all ASCII.
  init?(asciiKey utf8: UnsafeBufferPointer<UInt8>) {
    guard !utf8.contains(where: { $0 >= 0x80 }) else { return nil }
    for prefix: StaticString in ["gcm.n.", "gcm.notification."] {
      let count = prefix.utf8CodeUnitCount
      if utf8.count >= count, JSONBytes.equal(utf8.baseAddress!, prefix.utf8Start, count: count) {
        let field = UnsafeBufferPointer(rebasing: utf8[count...])
        self = .notification(FCMNotificationKey.table.position(of: field).flatMap(FCMNotificationKey.init))
        return
      }
    }
    self = FCMMessageKey.table.position(of: utf8).flatMap(FCMMessageKey.init).map { .message($0) } ?? .other
  }
}
