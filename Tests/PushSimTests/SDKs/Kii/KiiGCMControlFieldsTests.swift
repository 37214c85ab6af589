@testable import PushSim
import Testing

/// The `gcm` section's FCM control fields (Kii REST reference "Push Messages", GCM-specific
/// fields; KII-U `GCMMessage.Builder`; iOS `KiiGCMFields`): read with their types, handed to FCM
/// as `collapse_key` / `ttl`, and FCM's rules for `restricted_package_name` and `dry_run`.
struct KiiGCMControlFieldsTests {
  static func parse(_ json: String) throws -> Result<KiiPushMessage, PayloadIssue> {
    KiiPushMessage.parse(try JSONValue.parse(json))
  }

  /// One Android device (`phone`, package `com.example.app` unless `package` is given) of alice,
  /// subscribed to her topic; `messages` are sent by alice in order, the device offline first
  /// when `offline`.
  static func run(_ messages: [String], offline: Bool = false, package: String? = nil) throws -> ScenarioResult {
    let block = #"{"users":{"alice":"u-a"},"topics":["user:alice/T"],"subscriptions":{"alice":["user:alice/T"]},"installations":{"phone":{"user":"alice"}}}"#
    let options = package.map { #","options":{"packageName":"\#($0)"}"# } ?? ""
    let devices = #"{"phone":{"platform":"android","sdk":"kii","state":"background"\#(options)}}"#
    var steps = messages.map { #"{"kiiSend":{"as":"alice","topic":"user:alice/T","message":\#($0)}}"# }
    if offline {
      steps.insert(#"{"network":{"device":"phone","online":false}}"#, at: 0)
      steps.append(#"{"network":{"device":"phone","online":true}}"#)
    }
    return try KiiScenarioTests.run(KiiScenarioTests.text(kii: block, steps: steps.joined(separator: ","), devices: devices))
  }

  /// `name reason-or-id` of each event of `result`, for a compact comparison.
  static func summary(_ result: ScenarioResult) -> [String] {
    result.events.map { event in
      let detail = event["reason"]?.stringValue ?? event["id"]?.stringValue ?? event["notification"]?.stringValue ?? ""
      return "\(event.device) \(event.name) \(detail)"
    }
  }

  /// Each field is read with the type Kii documents, written back under the `gcm` section, and
  /// applies only while that section is the one delivered (an enabled `fcm` beside it wins).
  @Test func theFieldsAreReadAndRoundTrip() throws {
    let message = try Self.parse(
      #"{"gcm":{"collapseKey":"score","timeToLive":0,"delayWhileIdle":false,"restrictedPackageName":"com.example.app","dryRun":true},"apns":{"enabled":false},"mqtt":{"enabled":false}}"#
    ).get()
    var expected = KiiPushMessage.GCMControlFields()
    expected.collapseKey = "score"
    expected.timeToLive = 0
    expected.delayWhileIdle = false
    expected.restrictedPackageName = "com.example.app"
    expected.dryRun = true
    #expect(message.gcmControl == expected && message.deliveredControl == expected)
    #expect(try KiiPushMessage.parse(message.jsonValue).get() == message)
    #expect(expected.headers == ["collapse_key": "score", "ttl": 0])
    let both = try Self.parse(#"{"gcm":{"collapseKey":"score"},"fcm":{}}"#).get()
    #expect(both.gcmControl.collapseKey == "score" && both.deliveredControl.isEmpty)
    #expect(try KiiPushMessage.parse(both.jsonValue).get() == both)
  }

  /// A field of the wrong type is the REST API's refusal, naming the field and its type.
  @Test func aFieldOfTheWrongTypeIsRefused() throws {
    let cases = [
      (#"{"gcm":{"collapseKey":1}}"#, #""gcm.collapseKey" must be a string, not 1"#),
      (#"{"gcm":{"timeToLive":"60"}}"#, #""gcm.timeToLive" must be an integer, not "60""#),
      (#"{"gcm":{"timeToLive":1.5}}"#, #""gcm.timeToLive" must be an integer, not 1.5"#),
      (#"{"gcm":{"delayWhileIdle":"true"}}"#, #""gcm.delayWhileIdle" must be true or false, not "true""#),
      (#"{"gcm":{"restrictedPackageName":null}}"#, #""gcm.restrictedPackageName" must be a string, not null"#),
      (#"{"gcm":{"dryRun":1}}"#, #""gcm.dryRun" must be true or false, not 1"#),
    ]
    for (json, text) in cases {
      #expect(Vendor.rejection(try Self.parse(json))?.message == text, "\(json)")
    }
  }

  /// The `fcm` section has no such fields (the REST reference lists them for `gcm`), and both
  /// sections' `notification` and the message's `jpush` stay refused as not modelled.
  @Test func onlyTheGCMSectionTakesThemAndNotificationStaysRefused() throws {
    let fcm = try #require(Vendor.rejection(try Self.parse(#"{"fcm":{"collapseKey":"c"}}"#)))
    #expect(fcm.message.hasPrefix(#"unknown key "collapseKey" in fcm"#))
    for json in [#"{"gcm":{"notification":{"title":"t"}}}"#, #"{"fcm":{"notification":{}}}"#, #"{"jpush":{"enabled":true}}"#] {
      #expect(Vendor.rejection(try Self.parse(json))?.message.contains("is a Kii REST field PushSim does not model") == true, "\(json)")
    }
    // The notification block's error says why (Kii names the fields, not the FCM request) and
    // what to do instead.
    let notification = try #require(Vendor.rejection(try Self.parse(#"{"fcm":{"notification":{"title":"t"}}}"#)))
    #expect(notification.message == #""fcm.notification" is a Kii REST field PushSim does not model (an FCM notification block: Kii lists its fields (title, body, icon, sound, tag, color, clickAction) but not the FCM request it builds from them, so PushSim's Kii Cloud sends data messages only; to test a notification message, send its FCM body to the device with a push step); leave it out"#)
  }

  /// `collapseKey`: while the device is offline FCM keeps the newest message per key; a message
  /// without a key is kept too.
  @Test func theCollapseKeyCollapsesHeldMessages() throws {
    let result = try Self.run(
      [#"{"data":{"v":"1"},"gcm":{"collapseKey":"score"}}"#, #"{"data":{"v":"2"}}"#,
       #"{"data":{"v":"3"},"gcm":{"collapseKey":"score"}}"#], offline: true)
    let received = result.events.filter { $0.name == "delegate.onNotificationReceived" }.compactMap { $0["notification"]?.stringValue }
    #expect(received == ["kii-2", "kii-3"])
    #expect(result.events.contains { $0.name == "push.dropped" && $0["id"] == "kii-1" && $0["reason"] == "superseded" })
  }

  /// While the device dozes, FCM holds Kii's data messages (normal priority) and collapses them
  /// by key too; leaving Doze delivers the newest.
  @Test func theCollapseKeyCollapsesMessagesHeldForDoze() throws {
    let block = #"{"users":{"alice":"u-a"},"topics":["user:alice/T"],"subscriptions":{"alice":["user:alice/T"]},"installations":{"phone":{"user":"alice"}}}"#
    let devices = #"{"phone":{"platform":"android","sdk":"kii","state":"background","options":{"doze":true}}}"#
    let send = { (v: Int) in #"{"kiiSend":{"as":"alice","topic":"user:alice/T","message":{"data":{"v":"\#(v)"},"gcm":{"collapseKey":"score"}}}}"# }
    let steps = [send(1), send(2), #"{"set":{"device":"phone","doze":false}}"#].joined(separator: ",")
    let result = try KiiScenarioTests.run(KiiScenarioTests.text(kii: block, steps: steps, devices: devices))
    #expect(result.events.contains { $0.name == "push.held" && $0["reason"] == "doze" }, "\(Self.summary(result))")
    #expect(result.events.contains { $0.name == "push.dropped" && $0["id"] == "kii-1" && $0["reason"] == "superseded" })
    let received = result.events.filter { $0.name == "delegate.onNotificationReceived" }.compactMap { $0["notification"]?.stringValue }
    #expect(received == ["kii-2"])
  }

  /// FCM keeps four collapse keys per device: a fifth key while offline drops the oldest key's
  /// message (R-A-17, PushSim's FCM store), as for a plain FCM push.
  @Test func aFifthCollapseKeyDropsTheOldestHeldKey() throws {
    let messages = (1...5).map { #"{"data":{"v":"\#($0)"},"gcm":{"collapseKey":"k\#($0)"}}"# }
    let result = try Self.run(messages, offline: true)
    let dropped = result.events.filter { $0.name == "push.dropped" }
    #expect(dropped.map { $0["id"]?.stringValue ?? "" } == ["kii-1"], "\(Self.summary(result))")
    let received = result.events.filter { $0.name == "delegate.onNotificationReceived" }.compactMap { $0["notification"]?.stringValue }
    #expect(received.sorted() == ["kii-2", "kii-3", "kii-4", "kii-5"])
  }

  /// `timeToLive` 0: delivered to an online device, discarded for an offline one; over
  /// 2,419,200 s (or negative) FCM refuses it and the app gets nothing.
  @Test func timeToLiveZeroIsNowOrNeverAndOutOfRangeIsRefused() throws {
    let online = try Self.run([#"{"data":{"v":"1"},"gcm":{"timeToLive":0}}"#])
    #expect(online.events.contains { $0.name == "delegate.onNotificationReceived" })
    let offline = try Self.run([#"{"data":{"v":"1"},"gcm":{"timeToLive":0}}"#], offline: true)
    #expect(offline.events.contains { $0.name == "push.dropped" && $0["reason"] == "expired" })
    #expect(!offline.events.contains { $0.name == "delegate.onNotificationReceived" })
    for ttl in [2_419_201, -1] {
      let refused = try Self.run([#"{"data":{"v":"1"},"gcm":{"timeToLive":\#(ttl)}}"#])
      #expect(Self.summary(refused) == ["kii kii.sent kii-1", "phone push.rejected invalidPayload"], "\(ttl)")
      #expect(refused.events.last?["message"]?.stringValue?.hasPrefix(#""gcm.timeToLive" is \#(ttl) s: FCM refuses"#) == true)
    }
    let longest = try Self.run([#"{"data":{"v":"1"},"gcm":{"timeToLive":2419200}}"#])
    #expect(longest.events.contains { $0.name == "delegate.onNotificationReceived" })
  }

  /// `restrictedPackageName`: the app of that package receives; another app's installation is
  /// refused by FCM (`push.rejected` `invalidPackageName`) and gets nothing.
  @Test func theRestrictedPackageNameReachesOnlyThatApp() throws {
    let message = #"{"data":{"v":"1"},"gcm":{"restrictedPackageName":"com.example.app"}}"#
    #expect(try Self.run([message]).events.contains { $0.name == "delegate.onNotificationReceived" })
    let other = try Self.run([message], package: "com.example.other")
    #expect(Self.summary(other) == ["kii kii.sent kii-1", "phone push.rejected invalidPackageName"])
    #expect(other.events.last?["message"]?.stringValue?.contains(#"this app is "com.example.other""#) == true)
  }

  /// `dryRun`: Kii sends (`kii.sent` `dryRun`), FCM delivers to no one; beside an enabled APNs
  /// or MQTT, Kii refuses the send (`dryRunNotGCMOnly`), naming each.
  @Test func aDryRunDeliversNothingAndNeedsGCMAlone() throws {
    let dry = try Self.run([#"{"data":{"v":"1"},"gcm":{"dryRun":true},"apns":{"enabled":false},"mqtt":{"enabled":false}}"#])
    #expect(Self.summary(dry) == ["kii kii.sent kii-1"])
    #expect(dry.events.first?["dryRun"] == true)
    let refused = try Self.run([#"{"gcm":{"dryRun":true}}"#])
    #expect(Self.summary(refused) == ["kii kii.sendRefused dryRunNotGCMOnly"])
    #expect(refused.events.first?["message"]?.stringValue?.hasPrefix(
      #""gcm.dryRun" is true while "apns.enabled" and "mqtt.enabled" are true"#) == true)
    // FCM validates a dry run per token: another app's installation is still refused.
    let otherApp = try Self.run(
      [#"{"gcm":{"dryRun":true,"restrictedPackageName":"com.example.app"},"apns":{"enabled":false},"mqtt":{"enabled":false}}"#],
      package: "com.example.other")
    #expect(Self.summary(otherApp) == ["kii kii.sent kii-1", "phone push.rejected invalidPackageName"])
    let real = try Self.run([#"{"gcm":{"dryRun":false},"apns":{"enabled":false}}"#])
    #expect(real.events.first?["dryRun"] == nil && real.events.contains { $0.name == "delegate.onNotificationReceived" })
  }

  /// A dry run beside an enabled `fcm` section is refused, naming it: Kii would deliver the
  /// `fcm` section, which has no `dryRun`, to every FCM installation. A disabled `fcm` section
  /// leaves the `gcm` one delivered, and the dry run stands.
  @Test func aDryRunBesideAnEnabledFCMSectionIsRefused() throws {
    let refused = try Self.run([#"{"gcm":{"dryRun":true},"fcm":{},"apns":{"enabled":false},"mqtt":{"enabled":false}}"#])
    #expect(Self.summary(refused) == ["kii kii.sendRefused dryRunNotGCMOnly"])
    #expect(refused.events.first?["message"]?.stringValue?.hasPrefix(
      #""gcm.dryRun" is true while "fcm.enabled" is true: "#) == true)
    let all = try Self.run([#"{"gcm":{"dryRun":true},"fcm":{}}"#])
    #expect(all.events.first?["message"]?.stringValue?.hasPrefix(
      #""gcm.dryRun" is true while "apns.enabled" and "fcm.enabled" and "mqtt.enabled" are true: "#) == true)
    let fcmOff = try Self.run(
      [#"{"gcm":{"dryRun":true},"fcm":{"enabled":false},"apns":{"enabled":false},"mqtt":{"enabled":false}}"#])
    #expect(Self.summary(fcmOff) == ["kii kii.sent kii-1"])
    #expect(fcmOff.events.first?["dryRun"] == true)
  }

  /// The `gcm` section's fields beside an enabled `fcm` section do not reach FCM: Kii Cloud's
  /// trace says so (`kii.warning` `gcmControlNotDelivered`, naming them), and held messages do
  /// not collapse by the `gcm` section's key.
  @Test func gcmFieldsBesideADeliveredFCMSectionAreAWarningAndDoNotApply() throws {
    let message = #"{"data":{"v":"1"},"gcm":{"collapseKey":"score","timeToLive":60},"fcm":{},"apns":{"enabled":false},"mqtt":{"enabled":false}}"#
    let result = try Self.run([message, message], offline: true)
    let warnings = result.events.filter { $0.name == "kii.warning" }
    #expect(warnings.map { $0["reason"]?.stringValue ?? "" } == ["gcmControlNotDelivered", "gcmControlNotDelivered"])
    #expect(warnings.first?["message"]?.stringValue?.hasPrefix(
      #""gcm" sets "collapseKey", "timeToLive" but the enabled "fcm" section is the one Kii delivers"#) == true)
    #expect(!result.events.contains { $0.name == "push.dropped" }, "\(Self.summary(result))")
    let received = result.events.filter { $0.name == "delegate.onNotificationReceived" }.compactMap { $0["notification"]?.stringValue }
    #expect(received == ["kii-1", "kii-2"])
    let fcmOnly = try Self.run([#"{"data":{"v":"1"},"fcm":{},"apns":{"enabled":false},"mqtt":{"enabled":false}}"#])
    #expect(!fcmOnly.events.contains { $0.name == "kii.warning" })
  }

  /// `delayWhileIdle`: FCM ignores it; Kii Cloud's trace notes so (`kii.warning`) before
  /// `kii.sent`, and the message is delivered as without it.
  @Test func delayWhileIdleIsAWarningAndChangesNothing() throws {
    let result = try Self.run([#"{"data":{"v":"1"},"gcm":{"delayWhileIdle":true}}"#])
    #expect(Array(Self.summary(result).prefix(2)) == ["kii kii.warning delayWhileIdleIgnored", "kii kii.sent kii-1"])
    #expect(result.events.contains { $0.name == "delegate.onNotificationReceived" })
    let disabled = try Self.run([#"{"data":{"v":"1"},"gcm":{"enabled":false,"delayWhileIdle":true}}"#])
    #expect(!disabled.events.contains { $0.name == "kii.warning" })
  }
}
