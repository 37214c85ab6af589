/// A message to send to a topic, as the Kii SDKs compose it (`KiiPushMessage.composeMessage
/// (with:)`, KII-U `KiiPushMessage.Builder`) and the REST API takes it
/// (`application/vnd.kii.SendPushMessageRequest+json`):
///
/// ```json
/// {"data": {"str": "str", "int": 1},
///  "apns": {"enabled": true, "alert": {"body": "Hi"}, "contentAvailable": 1},
///  "gcm": {"enabled": false}, "mqtt": {"enabled": true},
///  "sendSender": true, "sendWhen": true, "sendTopicID": true, "sendObjectScope": true}
/// ```
///
/// Every network is enabled unless its `enabled` is `false` ("If omit calling this method, APNS
/// delivery is enabled"). The predefined keys are sent unless suppressed: `sendSender` (`s`),
/// `sendObjectScope` (`sa`, `st`, `sg`, `su`), `sendTopicID` (`to`), `sendWhen` (`w`) — all
/// true by default as the "Sending a Push Notification" page shows; `sendAppID` (`a`) and
/// `sendOrigin` (`o`, `EXPLICIT`) are false by default (KII-U `KiiPushMessage.cs`). Parse one
/// with ``parse(_:)``; ``KiiMessageComposer`` turns it into what each network delivers.
public struct KiiPushMessage: Sendable, Equatable {
  /// `KiiAPNSFields`: what only APNs devices get.
  public struct APNSFields: Sendable, Equatable {
    /// `setAPNSEnabled`.
    public var enabled = true
    /// `setSpecificData`: custom keys merged over the message data.
    public var data = JSONObject()
    /// `alertTitle`: `aps.alert.title`.
    public var alertTitle: String?
    /// `alertSubtitle`: `aps.alert.subtitle`.
    public var alertSubtitle: String?
    /// `alertBody`: `aps.alert.body`.
    public var alertBody: String?
    /// `alertLocKey` (KII-U `APNSMessage`): `aps.alert.loc-key`.
    public var alertLocKey: String?
    /// `alertLocArgs` (KII-U `APNSMessage`): `aps.alert.loc-args`.
    public var alertLocArgs: [String]?
    /// `alertActionLocKey` (KII-U `APNSMessage`): `aps.alert.action-loc-key`.
    public var alertActionLocKey: String?
    /// `alertLaunchImage` (KII-U `APNSMessage`): `aps.alert.launch-image`.
    public var alertLaunchImage: String?
    /// `sound`: `aps.sound`.
    public var sound: String?
    /// `badge`: `aps.badge`.
    public var badge: Int64?
    /// `category`: `aps.category`.
    public var category: String?
    /// `contentAvailable`: any value but 0 sends `content-available: 1`.
    public var contentAvailable: Int64?
    /// `mutableContent`: any value but 0 sends `mutable-content: 1`.
    public var mutableContent: Int64?
    /// Defaults: enabled, nothing set.
    public init() {}

    /// The alert dictionary as APNs gets it (`aps.alert`): the fields that are set.
    public var alert: JSONObject { alert(apnsKeys: true) }

    /// The alert as the REST body writes it (`apns.alert`: `locKey` where APNs has `loc-key`).
    public var restAlert: JSONObject { alert(apnsKeys: false) }

    /// The fields that are set, under APNs' names or the REST body's.
    private func alert(apnsKeys: Bool) -> JSONObject {
      var alert = JSONObject()
      if let alertTitle { alert["title"] = .string(alertTitle) }
      if let alertSubtitle { alert["subtitle"] = .string(alertSubtitle) }
      if let alertBody { alert["body"] = .string(alertBody) }
      if let alertLocKey { alert[apnsKeys ? "loc-key" : "locKey"] = .string(alertLocKey) }
      if let alertLocArgs { alert[apnsKeys ? "loc-args" : "locArgs"] = .array(alertLocArgs.map(JSONValue.string)) }
      if let alertActionLocKey { alert[apnsKeys ? "action-loc-key" : "actionLocKey"] = .string(alertActionLocKey) }
      if let alertLaunchImage { alert[apnsKeys ? "launch-image" : "launchImage"] = .string(alertLaunchImage) }
      return alert
    }
  }

  /// `KiiGCMFields` (the FCM fields) or `KiiMQTTFields`: the enable flag and network-specific
  /// data merged over the message data.
  public struct NetworkFields: Sendable, Equatable {
    /// `setGCMEnabled` / `setMQTTEnabled`.
    public var enabled = true
    /// Custom keys for this network only.
    public var data = JSONObject()
    /// Defaults: enabled, no data.
    public init() {}
  }

  /// `composeMessage(with: data)`: the data every network gets.
  public var data = JSONObject()
  /// APNs fields.
  public var apns = APNSFields()
  /// FCM fields: the REST body's `gcm` or `fcm` section FCM installations get
  /// (``androidSection``).
  public var fcm = NetworkFields()
  /// Which REST section the FCM fields were given in: it decides the data keys Kii refuses.
  public var androidSection = AndroidSection.gcm
  /// The other Android section when the body gives both `gcm` and `fcm` (the one not delivered:
  /// Kii sends the `fcm` fields when both are enabled, the `gcm` ones when only they are); while
  /// enabled, its reserved data keys are still refused. `nil` when the body gives one section.
  public var otherAndroidSection: NetworkFields?
  /// The `gcm` section's FCM control fields (`collapseKey`, `timeToLive`, `delayWhileIdle`,
  /// `restrictedPackageName`, `dryRun`); FCM applies them while the `gcm` section is the one
  /// delivered (``androidSection``).
  public var gcmControl = GCMControlFields()
  /// MQTT fields.
  public var mqtt = NetworkFields()
  /// `sendSender`: `s` / `sender`.
  public var sendSender = true
  /// `sendWhen`: `w` / `when`.
  public var sendWhen = true
  /// `sendTopicID`: `to` / `topic`.
  public var sendTopicID = true
  /// `sendObjectScope`: `sa`, `st`, `sg`, `su` / their long keys.
  public var sendObjectScope = true
  /// `sendAppID`: `a` / `appID` (false by default).
  public var sendAppID = false
  /// `sendOrigin`: `o` / `origin` = `EXPLICIT` (false by default).
  public var sendOrigin = false
  /// `sendToDevelopment`: development installations receive it (KII-U: "If omit calling this
  /// method, default value is true").
  public var sendToDevelopment = true
  /// `sendToProduction`: production installations receive it (default true).
  public var sendToProduction = true
  /// `pushMessageType` (KII-U `Builder.WithPushMessageType`): a type of the sender's choosing,
  /// sent as `t` / `type` (iOS `KiiMessageField` `KiiMessage_TYPE`: for Push to User and Direct
  /// Push "Depends on pushMessageType"); none by default.
  public var pushMessageType: String?

  /// Whether this message reaches `installation`: a development one with
  /// ``sendToDevelopment``, a production one with ``sendToProduction``.
  public func reaches(_ installation: KiiCloud.Installation) -> Bool {
    installation.development ? sendToDevelopment : sendToProduction
  }

  /// The control fields FCM applies to the delivered Android section: the `gcm` section's,
  /// none for an `fcm` one.
  public var deliveredControl: GCMControlFields { androidSection == .gcm ? gcmControl : GCMControlFields() }

  /// A message with this data, every network enabled, the default keys on.
  public init(data: JSONObject = JSONObject()) { self.data = data }
}
