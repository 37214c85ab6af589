import Testing

@testable import PushSim

/// The per-push trace events built from `TraceFieldNames` keep their vocabulary's field order.
struct TraceFieldNamesTests {
  /// Each list's names are distinct, which `JSONObject(uniqueKeys:values:)` relies on.
  @Test func namesAreDistinct() {
    for names in [
      TraceFieldNames.received, TraceFieldNames.warning, TraceFieldNames.displayed,
      TraceFieldNames.messageReceived, TraceFieldNames.notification, TraceFieldNames.displayedWithChannel,
      TraceFieldNames.replaced, TraceFieldNames.badge,
    ] {
      #expect(Set(names).count == names.count)
    }
  }

  /// An iOS alert without headers: `push.received`, `push.warning`, `notification.displayed`
  /// and the delegate events, written exactly as before.
  @Test func iosEventsAsJSONLines() throws {
    let device = SimulatedDevice(id: "phone", platform: .iOS, state: .background)
    device.setDelegate(RecordingDelegate())
    try device.receive(json: #"{"aps":{"alert":{"title":"T","body":"B"}}}"#)
    let lines = device.trace.events.map(\.jsonLine)
    #expect(lines.contains(#"{"t":0,"device":"phone","event":"push.received","id":"apns-1","bytes":42,"dialect":"apns","kind":"alert","rule":"i2"}"#))
    #expect(lines.contains { $0.hasPrefix(#"{"t":0,"device":"phone","event":"push.warning","id":"apns-1","reason":"missingPushType","message":"no apns-push-type header;"#) })
    #expect(lines.contains(#"{"t":0,"device":"phone","event":"notification.displayed","id":"apns-1","tag":null,"title":"T","body":"B","restored":false}"#))
  }

  /// Android: `delegate.onMessageReceived` then the generic `onNotificationReceived`.
  @Test func androidDelegateEvents() throws {
    let device = SimulatedDevice(id: "phone", platform: .android, state: .foreground)
    device.setDelegate(RecordingDelegate())
    try device.receive(json: #"{"k":"v"}"#)
    let lines = device.trace.events.map(\.jsonLine)
    #expect(lines.contains(#"{"t":0,"device":"phone","event":"delegate.onMessageReceived","notification":"fcm-1","kind":"data"}"#))
    #expect(lines.contains(#"{"t":0,"device":"phone","event":"delegate.onNotificationReceived","notification":"fcm-1"}"#))
  }

  /// An Android notification with its channel: `channel` after `restored`, as before.
  @Test func androidDisplayedWithChannel() throws {
    let device = SimulatedDevice(id: "phone", platform: .android, state: .background)
    try device.receive(json: #"{"gcm.n.e":"1","gcm.n.title":"T","gcm.n.body":"B","gcm.n.tag":"x","google.message_id":"m1"}"#)
    let displayed = try #require(device.trace.events.first { $0.name == "notification.displayed" })
    #expect(displayed.fields.keys == ["id", "tag", "title", "body", "restored", "channel"])
    #expect(displayed.fields["tag"] == .string("x"))
    #expect(displayed.fields["channel"] == .string("fcm_fallback_notification_channel"))
  }

  /// `badge` and `notification.replaced`, written exactly as before.
  @Test func badgeAndReplacedAsJSONLines() throws {
    let phone = SimulatedDevice(id: "phone", platform: .iOS, state: .background)
    try phone.receive(json: #"{"aps":{"alert":"a","badge":3}}"#)
    #expect(phone.trace.events.map(\.jsonLine).contains(#"{"t":0,"device":"phone","event":"badge","value":3}"#))
    let android = SimulatedDevice(id: "tablet", platform: .android, state: .background)
    try android.receive(json: #"{"gcm.n.e":"1","gcm.n.title":"T","gcm.n.tag":"x","google.message_id":"m1"}"#)
    try android.receive(json: #"{"gcm.n.e":"1","gcm.n.body":"B","gcm.n.tag":"x","google.message_id":"m2"}"#)
    #expect(android.trace.events.map(\.jsonLine).contains(
      #"{"t":0,"device":"tablet","event":"notification.replaced","id":"m2","tag":"x","replaced":"m1","title":null,"body":"B"}"#))
  }
}
