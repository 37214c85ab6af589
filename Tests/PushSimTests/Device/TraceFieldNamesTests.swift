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
    #expect(lines.contains(#"{"t":0,"device":"phone","event":"delegate.onMessageReceived","notification":"fcm-1","kind":"data","data":{"k":"v"}}"#))
    #expect(lines.contains(#"{"t":0,"device":"phone","event":"delegate.onNotificationReceived","notification":"fcm-1"}"#))
  }

  /// `delegate.onMessageReceived`'s `data` is the `getData()` the app's handler got: FCM's
  /// reserved keys left out, a repeated key's last value, the payload's order.
  @Test func onMessageReceivedDataIsWhatTheHandlerGot() throws {
    final class App: PushDelegate {
      var data: [(key: String, value: String)] = []
      func onMessageReceived(_ message: RemoteMessage) -> Duration? {
        data = message.data
        return nil
      }
    }
    let device = SimulatedDevice(id: "phone", platform: .android, state: .background)
    let app = App()
    device.setDelegate(app)
    try device.receive(
      json: #"{"z":"1","google.message_id":"m","from":"s","a":"2","gcm.n.x":"y","collapse_key":"c","z":"3"}"#)
    let event = try #require(device.events(named: "delegate.onMessageReceived").first)
    let expected = JSONValue.object(JSONObject([("z", .string("3")), ("a", .string("2"))]))
    #expect(event["data"] == expected)
    #expect(event["data"] == .object(JSONObject(app.data.map { ($0.key, JSONValue.string($0.value)) })))
    #expect(device.trace.events.map(\.jsonLine).contains(
      #"{"t":0,"device":"phone","event":"delegate.onMessageReceived","notification":"m","kind":"data","data":{"z":"3","a":"2"}}"#))
  }

  /// `delegate.onMessageReceived`'s `data` is kept deferred until the trace is read: recorded
  /// either way (the device's deferred map, or a built value through the generic path), among
  /// other events, it reads back in order, and reading twice gives the same lines.
  @Test func deferredDataReadsBackInOrder() {
    let trace = Trace()
    let device = trace.number(ofDevice: "phone")
    let map = FCMDataMap([("google.message_id", "m"), ("k", "v")])
    trace.record(
      time: SimInstant(offset: .milliseconds(1)), device: device, layout: .messageReceived, .string("m1"), .string("data"),
      deferred: .fcmAppData(RemoteMessage(appDataOf: map).appData))
    trace.record(CompactTraceEvent(time: SimInstant(offset: .milliseconds(2)), device: "phone", layout: .badge, .integer(3)))
    trace.record(
      CompactTraceEvent(
        time: SimInstant(offset: .milliseconds(3)), device: "phone", layout: .messageReceived, .string("m2"), .string("data"),
        .object(["x": "y"])))
    let lines = trace.events.map(\.jsonLine)
    #expect(lines == [
      #"{"t":1,"device":"phone","event":"delegate.onMessageReceived","notification":"m1","kind":"data","data":{"k":"v"}}"#,
      #"{"t":2,"device":"phone","event":"badge","value":3}"#,
      #"{"t":3,"device":"phone","event":"delegate.onMessageReceived","notification":"m2","kind":"data","data":{"x":"y"}}"#,
    ])
    #expect(trace.events.map(\.jsonLine) == lines)
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
