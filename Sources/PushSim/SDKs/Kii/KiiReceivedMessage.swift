/// A push as the Kii Cloud SDK parses it on the receiving device: `ReceivedMessage.Parse(json)`
/// and the `PushToAppMessage`, `PushToUserMessage` or `DirectPushMessage` it returns, with the
/// SDK's property names (KII-U `KiiCloudStorageSDK/storage/push_message/*.cs`).
///
/// Decode one with ``KiiMessageDecoder/decode(_:)``. What the SDK does (VENDORS.md §5):
/// - APNs or GCM: a message is APNs when it has an `aps` key whose value is an object; APNs
///   messages use short keys (`s`, `st`, `sg`, `su`, `to`, `bi`, `bt`, `oi`, `om`, `o`, `w`,
///   `sa`), GCM/FCM messages long ones (`sender`, `objectScopeType`, …, `when`);
/// - the type, in order: PushToApp (APNs: any of `bi`, `bt`, `oi`, `om`; GCM: `origin` is
///   `EVENT`, or `bucketID` or `bucketType`), then PushToUser (`to` / `topic`), else DirectPush;
/// - `Sender` is `kiicloud://users/<s>` (none when `s` is empty; always none for a DirectPush);
///   `ObjectScope` is the scope type parsed as the `Scope` enum (none when `Enum.Parse` throws; a
///   number or a list of names it does not define is an undefined value, such as `(Scope)3`);
/// - the bucket, object and topic URIs depend on the scope, and need the scope's group or user id.
///
/// The predefined keys are each suppressible by the sender (`sendSender`, `sendWhen`,
/// `sendTopicID`, `sendObjectScope`), so any may be missing. Custom fields sit beside them and
/// are read with the typed getters (``getString(_:)``, ``getInt(_:)``, …).
public struct KiiReceivedMessage: Sendable, Equatable {
  /// The platform the push was received on.
  public var platform: Platform
  /// Whether the SDK parsed it as an APNs message (`aps` is an object) rather than GCM/FCM.
  public var isAPNS: Bool
  /// `PushMessageType`.
  public var pushMessageType: MessageType
  /// The sender's user id as sent (`s` / `sender`), before `Sender` turns it into a URI.
  public var senderID: String?
  /// The scope type as sent (`st` / `objectScopeType`).
  public var objectScopeType: String?
  /// `ObjectScope`: the scope type as the SDK's `Scope` enum, `nil` when it does not parse or
  /// parses to a value the enum does not define (``objectScopeValue``).
  public var objectScope: Scope?
  /// The value `Enum.Parse` gives for the scope type (``Scope/value(parsing:)``): a defined
  /// scope's number or an undefined one (`3` for `"3"` or `"APP_AND_GROUP,APP_AND_USER"`);
  /// `nil` when it throws, and `ObjectScope` is null.
  public var objectScopeValue: Int32?
  /// The scope's group id (`sg` / `objectScopeGroupID`).
  public var objectScopeGroupID: String?
  /// The scope's user id (`su` / `objectScopeUserID`).
  public var objectScopeUserID: String?
  /// The app id of the topic's or object's scope (`sa` / `objectScopeAppID`, sent with
  /// `sendObjectScope`).
  public var objectScopeAppID: String?
  /// The id of the app that generated the push (`a` / `appID`, sent with `sendAppID`; iOS
  /// `KiiMessageField` `KiiMessage_APP_ID`).
  public var appID: String?
  /// The topic's name (`to` / `topic`).
  public var topicName: String?
  /// The bucket id (`bi` / `bucketID`).
  public var bucketID: String?
  /// The bucket type (`bt` / `bucketType`).
  public var bucketType: String?
  /// The object id (`oi` / `objectID`).
  public var objectID: String?
  /// When the object was modified (`om` / `modifiedAt`), UNIX milliseconds.
  public var modifiedAt: Int64?
  /// Why the push was sent (`o` / `origin`: `EVENT` or `EXPLICIT`).
  public var origin: String?
  /// When the push was sent (`w` / `when`), UNIX milliseconds, UTC.
  public var when: Int64?
  /// The event type of a PushToApp message (`t` / `type`: `DATA_OBJECT_CREATED`, …).
  public var eventType: String?
  /// `ActionIdentifier`: the action identifier an APNs plugin callback adds (`actionIdentifier`).
  public var actionIdentifier: String?
  /// `ToJson()`: the whole payload.
  public var payload: JSONObject
  /// The custom fields: the payload's keys that are not Kii's (nor `aps`, nor FCM's own).
  public var customFields: JSONObject
  /// What the SDK tolerates in this payload but reads differently than a sender may expect.
  public var issues: [PayloadIssue]

  /// Creates a message.
  public init(
    platform: Platform, isAPNS: Bool, pushMessageType: MessageType, payload: JSONObject,
    customFields: JSONObject = [:], issues: [PayloadIssue] = []
  ) {
    self.platform = platform
    self.isAPNS = isAPNS
    self.pushMessageType = pushMessageType
    self.payload = payload
    self.customFields = customFields
    self.issues = issues
  }
}
