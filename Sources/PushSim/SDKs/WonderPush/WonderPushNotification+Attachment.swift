extension WonderPushNotification {
  /// One of `attachments`, which the iOS notification service extension downloads and attaches.
  public struct Attachment: Sendable, Equatable {
    /// `url`: what to download.
    public var url: String?
    /// `type`: the uniform type identifier hint (`UNNotificationAttachmentOptionsTypeHintKey`).
    public var type: String?
    /// `id`: the attachment identifier.
    public var id: String?
    /// `options`: `UNNotificationAttachment` options.
    public var options: JSONObject?

    /// Creates an attachment.
    ///
    /// - Parameters:
    ///   - url: The URL to download.
    ///   - type: The type hint.
    ///   - id: The identifier.
    ///   - options: The attachment options.
    public init(url: String?, type: String? = nil, id: String? = nil, options: JSONObject? = nil) {
      self.url = url
      self.type = type
      self.id = id
      self.options = options
    }
  }
}
