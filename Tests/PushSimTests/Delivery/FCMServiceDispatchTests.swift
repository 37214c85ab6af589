import Testing

@testable import PushSim

/// What the FCM SDK's `FirebaseMessagingService` does before a message reaches the app:
/// `message_type` (`passMessageIntentToSdk`), `gcm.n.noui` (`DisplayNotification.handleNotification`),
/// the duplicate check on `google.message_id` (`handleMessageIntent`, R-A-4), and the tap's
/// target when `click_action` is empty (`CommonNotificationBuilder.createTargetIntent`).
struct FCMServiceDispatchTests {
  /// An app that records the upstream callbacks.
  final class Upstream: PushDelegate {
    var sent: [String?] = []
    var errors: [(String?, String?)] = []
    var received = 0
    func onMessageSent(_ messageId: String?) { sent.append(messageId) }
    func onSendError(_ messageId: String?, error: String?) { errors.append((messageId, error)) }
    func onMessageReceived(_ message: RemoteMessage) -> Duration? {
      received += 1
      return nil
    }
  }

  // MARK: gcm.n.noui

  /// `gcm.n.noui` ("1" or what `Boolean.parseBoolean` reads): in every state nothing is shown
  /// and no callback runs; the trace says so with `push.dropped` `noUI`.
  @Test(arguments: [
    (AppState.foreground, "1"), (.background, "1"), (.killed, "true"), (.background, "TRUE"),
  ])
  func noUIShowsNothingAndCallsNothing(state: AppState, value: String) throws {
    let device = SimulatedDevice(platform: .android, state: state)
    let app = Upstream()
    device.setDelegate(app)
    try device.receive(json: #"{"gcm.n.e":"1","gcm.n.title":"Hi","gcm.n.noui":"\#(value)","google.message_id":"n1","k":"v"}"#)
    #expect(device.tray.isEmpty)
    #expect(app.received == 0)
    // A killed app's process is started for it (FCMReceiveBroadcastTests).
    let started = state == .killed ? ["app.launched", "app.state"] : []
    #expect(device.eventNames == ["push.warning", "push.received"] + started + ["push.dropped"])
    #expect(device.events(named: "push.dropped").first?["reason"] == "noUI")
    #expect(device.events(named: "push.received").first?["kind"] == "noui")
    #expect(device.events(named: "push.warning").first?["reason"] == "noUI")
  }

  /// Any other value is false, and a data message (no `gcm.n.e`) is dispatched as usual.
  @Test func noUIOnlyForTrueValuesOfANotification() throws {
    let device = SimulatedDevice(platform: .android, state: .background)
    try device.receive(json: #"{"gcm.n.e":"1","gcm.n.title":"Hi","gcm.n.noui":"0"}"#)
    #expect(device.tray.count == 1)
    let data = SimulatedDevice(platform: .android, state: .background)
    try data.receive(json: #"{"gcm.n.noui":"1","k":"v"}"#)
    #expect(data.eventNames.contains("delegate.onMessageReceived"))
  }

  /// A noui message still takes its id in the duplicate check (`handleMessageIntent` runs first).
  @Test func noUIMessageIsStillDeduplicated() throws {
    let device = SimulatedDevice(platform: .android, state: .foreground)
    try device.receive(json: #"{"gcm.n.e":"1","gcm.n.noui":"1","google.message_id":"d1"}"#)
    try device.receive(json: #"{"order":"1","google.message_id":"d1"}"#)
    #expect(device.events(named: "push.dropped").map { $0["reason"] } == ["noUI", "duplicate"])
  }

  /// An SDK's own broadcast receiver still sees a noui message (Customer.io reports delivered,
  /// as in row a10); nothing is shown.
  @Test func noUIStillReachesAnSDKsBroadcastReceiver() throws {
    let device = SimulatedDevice(platform: .android, sdk: .customerio, state: .background)
    try device.receive(json: #"{"gcm.n.e":"1","gcm.n.noui":"1","gcm.n.title":"x","CIO-Delivery-ID":"d","CIO-Delivery-Token":"t"}"#)
    #expect(device.events(named: "metric").first?["name"] == "delivered")
    #expect(device.tray.isEmpty)
    #expect(device.events(named: "push.dropped").first?["reason"] == "noUI")
  }

  // MARK: message_type

  /// `send_event` → `onMessageSent(google.message_id)`; `send_error` → `onSendError` with
  /// `google.message_id`, else `message_id`, and the `error` extra. Neither is a message.
  @Test func upstreamResultsGoToTheirCallbacks() throws {
    let device = SimulatedDevice(platform: .android, state: .background)
    let app = Upstream()
    device.setDelegate(app)
    try device.receive(json: #"{"message_type":"send_event","google.message_id":"up-1"}"#)
    try device.receive(json: #"{"message_type":"send_error","message_id":"up-2","error":"SERVICE_NOT_AVAILABLE"}"#)
    #expect(app.sent == ["up-1"])
    #expect(app.errors.count == 1)
    #expect(app.errors.first?.0 == "up-2")
    #expect(app.errors.first?.1 == "SERVICE_NOT_AVAILABLE")
    #expect(app.received == 0)
    #expect(device.events(named: "push.received").map { $0["rule"] } == ["messageType", "messageType"])
    #expect(device.events(named: "delegate.onMessageSent").first?["messageId"] == "up-1")
    #expect(device.events(named: "delegate.onSendError").first?["error"] == "SERVICE_NOT_AVAILABLE")
  }

  /// A `message_type` the SDK does not know is logged and dropped, even with a notification
  /// block; `gcm` is an ordinary message.
  @Test func unknownMessageTypeReachesNothing() throws {
    let device = SimulatedDevice(platform: .android, state: .background)
    let app = Upstream()
    device.setDelegate(app)
    try device.receive(json: #"{"message_type":"foo","gcm.n.e":"1","gcm.n.title":"Hi","k":"v"}"#)
    #expect(device.tray.isEmpty)
    #expect(app.received == 0)
    #expect(device.events(named: "push.dropped").first?["reason"] == "unknownMessageType")
    #expect(device.events(named: "push.warning").contains { $0["reason"] == "unknownMessageType" })
    try device.receive(json: #"{"message_type":"gcm","k":"v"}"#)
    #expect(app.received == 1)
  }

  // MARK: message ids

  /// `getMessageId()`: `google.message_id` whatever the order, else `message_id`; the trace id
  /// is `google.message_id`, else `fcm-N`.
  @Test(arguments: [
    (#"{"google.message_id":"g","message_id":"s"}"#, "g", "g"),
    (#"{"message_id":"s","google.message_id":"g"}"#, "g", "g"),
    (#"{"message_id":"s"}"#, "s", "fcm-1"),
    (#"{"k":"v"}"#, "fcm-1", "fcm-1"),
  ])
  func messageIdPrefersGoogleMessageID(json: String, messageId: String, traceID: String) throws {
    let push = try PushDecoder(platform: .android).decode(Array(json.utf8), headers: ValidatedPushHeaders(), sequence: 1).get()
    #expect(push.remoteMessage?.messageId == messageId)
    #expect(push.notificationID == traceID)
  }

  /// R-A-4 checks only `google.message_id`: the same `message_id` twice is delivered twice.
  @Test func bareMessageIDIsNeverADuplicate() throws {
    let device = SimulatedDevice(platform: .android, state: .foreground)
    try device.receive(json: #"{"message_id":"s","k":"v"}"#)
    try device.receive(json: #"{"message_id":"s","k":"v"}"#)
    #expect(device.events(named: "delegate.onMessageReceived").count == 2)
    try device.receive(json: #"{"google.message_id":"g","k":"v"}"#)
    try device.receive(json: #"{"message_id":"x","google.message_id":"g","k":"v"}"#)
    #expect(device.events(named: "push.dropped").map { $0["reason"] } == ["duplicate"])
  }

  /// `getData()` keeps `message_id`: `extractDeveloperDefinedPayload` leaves out only `google.*`,
  /// `gcm.*`, `from`, `message_type` and `collapse_key`. On a data map and an FCM v1 body alike,
  /// and `getMessageId()` still reads it after `google.message_id` (which FCM adds to a v1 body).
  @Test(arguments: [
    (#"{"message_id":"s","k":"v","from":"1"}"#, ["message_id", "k"], "s"),
    (#"{"k":"v","message_id":"s","google.message_id":"g"}"#, ["k", "message_id"], "g"),
    (#"{"message":{"data":{"message_id":"s","k":"v"}}}"#, ["message_id", "k"], "fcm-1"),
    (#"{"message":{"data":{"k":"v","message_id":"s"},"notification":{"title":"T"}}}"#, ["k", "message_id"], "fcm-1"),
  ])
  func dataKeepsMessageID(json: String, keys: [String], messageId: String) throws {
    let push = try PushDecoder(platform: .android).decode(Array(json.utf8), headers: ValidatedPushHeaders(), sequence: 1).get()
    let message = try #require(push.remoteMessage)
    #expect(message.data.map(\.key) == keys)
    #expect(message.data.first { $0.key == "message_id" }?.value == "s")
    #expect(message.messageId == messageId)
    #expect(push.notification.additionalData?["message_id"] == "s")
  }

  /// A notification whose only extra key is `message_id` carries data (`getData()` is not empty),
  /// and the app's `onMessageReceived` in the foreground gets `message_id` in its data; an SDK
  /// reading the data map (WonderPush's custom data) keeps it too.
  @Test func messageIDReachesTheAppAndSDKsAsData() throws {
    let push = try PushDecoder(platform: .android).decode(
      Array(#"{"gcm.n.e":"1","gcm.n.title":"T","message_id":"s"}"#.utf8), headers: ValidatedPushHeaders(), sequence: 1
    ).get()
    #expect(push.kind == .notificationAndData)
    final class DataRecorder: PushDelegate {
      var data: [[String]] = []
      func onMessageReceived(_ message: RemoteMessage) -> Duration? {
        data.append(message.data.map { "\($0.key)=\($0.value)" })
        return nil
      }
    }
    let device = SimulatedDevice(platform: .android, state: .foreground)
    let app = DataRecorder()
    device.setDelegate(app)
    try device.receive(json: #"{"message_id":"s","k":"v"}"#)
    #expect(app.data == [["message_id=s", "k=v"]])
    let wonderPush = try PushDecoder(platform: .android).decode(
      Array(#"{"_wp":"{\"c\":\"camp\"}","message_id":"s","google.message_id":"g"}"#.utf8),
      headers: ValidatedPushHeaders(), sequence: 1
    ).get()
    #expect(WonderPushDecoder.customData(of: wonderPush).custom == ["message_id": "s"])
  }

  // MARK: click_action

  /// An empty `click_action` is none: the tap opens the link, else the launcher; for data maps
  /// and FCM HTTP v1 bodies.
  @Test(arguments: [
    (#"{"gcm.n.e":"1","gcm.n.title":"Hi","gcm.n.click_action":"","gcm.n.link":"https://example.com/x"}"#, "https://example.com/x"),
    (#"{"gcm.n.e":"1","gcm.n.title":"Hi","gcm.n.click_action":""}"#, "launcher"),
    (#"{"gcm.n.e":"1","gcm.n.title":"Hi","gcm.n.click_action":"OPEN"}"#, "action:OPEN"),
    (#"{"message":{"notification":{"title":"Hi"},"android":{"notification":{"click_action":""}}}}"#, "launcher"),
    (#"{"message":{"notification":{"title":"Hi"},"android":{"notification":{"click_action":"OPEN"}}}}"#, "action:OPEN"),
    (#"{"gcm.n.e":"1","gcm.n.click_action":"","gcm.n.link_android":"app://x"}"#, "app://x"),
  ])
  func emptyClickActionOpensTheLinkOrTheLauncher(json: String, opens: String) throws {
    let device = SimulatedDevice(platform: .android, state: .background)
    try device.receive(json: json)
    try device.tap()
    let intent = (device.events(named: "delegate.onNewIntent") + device.events(named: "delegate.onCreate")).first
    #expect(intent?["opens"] == .string(opens))
  }
}
