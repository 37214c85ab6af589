/// A Mapp Engage rich message, the inbox message model the SDK hands to
/// `appoxee(_:handledRichContent:didLaunchApp:)` when the user opens a rich push.
///
/// **Modelled.** The properties are those the Mapp wrappers read from the SDK's
/// `APXRichMessage` (the React Native and Flutter bridges: `uniqueID`, `title`, `content`,
/// `messageLink`, `postDate`, `postDateUTC`, `isRead`; the Flutter plugin's
/// `PushMessageDelegate.m` reads `postDateUTC` from the SDK's object, SDK 6.0.8); which payload
/// key fills each one is PushSim's choice (docs/Mapp.md): `uniqueID` ← `p`, `title` ← the alert
/// title, `content` ← the alert body, `messageLink` ← `ios_apx_media`, `postDate` and
/// `postDateUTC` ← the virtual time the push arrived (not the time it was opened).
public struct APXRichMessage: Sendable, Equatable {
  /// `uniqueID`: the push's Mapp id.
  public var uniqueID: Int
  /// `title`.
  public var title: String?
  /// `content`: the message text.
  public var content: String?
  /// `messageLink`: the rich content's URL.
  public var messageLink: String?
  /// `postDate`, as UNIX seconds (the device's virtual clock): when the push arrived.
  public var postDate: Int64
  /// `postDateUTC`, as UNIX seconds: the same instant as ``postDate`` (PushSim's devices have no
  /// time zone; the bridges format `postDate` in the device's zone and `postDateUTC` in UTC).
  public var postDateUTC: Int64
  /// `isRead`: the user opened it (an opened rich push is read).
  public var isRead: Bool

  /// Creates a rich message; `postDateUTC` defaults to `postDate`.
  public init(
    uniqueID: Int, title: String? = nil, content: String? = nil, messageLink: String? = nil, postDate: Int64,
    postDateUTC: Int64? = nil, isRead: Bool = false
  ) {
    self.uniqueID = uniqueID
    self.title = title
    self.content = content
    self.messageLink = messageLink
    self.postDate = postDate
    self.postDateUTC = postDateUTC ?? postDate
    self.isRead = isRead
  }

  /// The rich message a rich push opens; `postDate` is when the push arrived.
  init(opening notification: APXPushNotification, postDate: Int64) {
    self.init(
      uniqueID: notification.uniqueID, title: notification.title, content: notification.body ?? notification.alert,
      messageLink: notification.richMediaURL, postDate: postDate, isRead: true)
  }

  /// `{"uniqueID", "title", "content", "messageLink", "postDate", "postDateUTC", "isRead"}`, as
  /// the trace shows it.
  public var jsonValue: JSONValue {
    .object([
      "uniqueID": .integer(Int64(uniqueID)), "title": title.map(JSONValue.string) ?? .null,
      "content": content.map(JSONValue.string) ?? .null, "messageLink": messageLink.map(JSONValue.string) ?? .null,
      "postDate": .integer(postDate), "postDateUTC": .integer(postDateUTC), "isRead": .bool(isRead),
    ])
  }
}
