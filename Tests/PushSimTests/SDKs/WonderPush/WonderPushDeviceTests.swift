import Foundation
import PushSim
import Testing

/// The WonderPush SDK on an Android device: display, callbacks and actions.
struct WonderPushDeviceTests {
  /// A `_wp` data map as the device receives it (`_wp` is a JSON string).
  static func push(_ wp: String, id: String = "m1", extra: String = "") -> String {
    let escaped = wp.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    return #"{"_wp":"\#(escaped)","google.message_id":"\#(id)"\#(extra)}"#
  }

  static func device(_ state: AppState = .background) -> (SimulatedDevice, RecordingDelegate) {
    var app = AppBehavior()
    app.methods = ["refreshInbox"]
    let device = SimulatedDevice(platform: .android, sdk: .wonderpush, state: state, app: app)
    let delegate = RecordingDelegate()
    device.setDelegate(delegate)
    return (device, delegate)
  }

  /// The SDK posts the alert with its tag and calls onNotificationReceived; the app's own
  /// onMessageReceived is not called.
  @Test func alertIsPostedWithItsTagAndReceivedIsCalled() throws {
    let (device, delegate) = Self.device()
    try device.receive(json: Self.push(#"{"c":"camp","alert":{"title":"Sale","text":"Today","tag":"promo"}}"#))
    #expect(device.tray.latest?.tag == "promo")
    #expect(device.tray.latest?.title == "Sale")
    #expect(delegate.methods == ["onNotificationReceived"])
  }

  /// Without alert.tag the campaign id is the tag, so a later push of the campaign replaces it.
  @Test func campaignIDIsTheDefaultTag() throws {
    let (device, _) = Self.device()
    try device.receive(json: Self.push(#"{"c":"camp","alert":{"text":"One"}}"#, id: "m1"))
    try device.receive(json: Self.push(#"{"c":"camp","alert":{"text":"Two"}}"#, id: "m2"))
    #expect(device.tray.count == 1)
    #expect(device.tray.latest?.body == "Two")
  }

  /// A silent push (no title, no text) shows nothing but still reaches onNotificationReceived.
  @Test func silentPushShowsNothingButIsReceived() throws {
    let (device, delegate) = Self.device()
    try device.receive(json: Self.push(#"{"c":"camp","type":"data"}"#))
    #expect(device.tray.isEmpty)
    #expect(delegate.methods == ["onNotificationReceived"])
  }

  /// closeNotifications as a receive action removes the tagged notification.
  @Test func closeNotificationsReceiveActionRemovesByTag() throws {
    let (device, _) = Self.device()
    try device.receive(json: Self.push(#"{"c":"a","alert":{"text":"Old","tag":"promo"}}"#, id: "m1"))
    try device.receive(json: Self.push(#"{"c":"b","type":"data","receiveActions":[{"type":"closeNotifications","tag":"promo"}]}"#, id: "m2"))
    #expect(device.tray.isEmpty)
    let action = try #require(device.events(named: "action.executed").first)
    #expect(action["result"] == "removed 1")
    #expect(device.events(named: "notification.removed").first?["reason"] == "receiveAction")
  }

  /// A tap calls onNotificationOpened and runs the actions; a button's actions replace them.
  @Test func tapRunsActionsAndButtonActionsReplaceThem() throws {
    let wp = #"{"c":"camp","alert":{"text":"Hi","buttons":[{"label":"Later","actions":[{"type":"addTag","tags":["later"]}]}]},"actions":[{"type":"addTag","tags":["opened"]},{"type":"method","method":"refreshInbox"}]}"#
    let (device, delegate) = Self.device()
    try device.receive(json: Self.push(wp, id: "m1"))
    try device.tap()
    #expect(delegate.calls.last?.method == "onNotificationOpened")
    // WonderPushDelegate: -1 when the notification itself was tapped.
    #expect(delegate.calls.last?.buttonIndex == -1)
    #expect(device.installation.tags == ["opened"])
    #expect(device.events(named: "action.executed").last?["result"] == "called")

    let (other, otherDelegate) = Self.device()
    try other.receive(json: Self.push(wp, id: "m1"))
    try other.tap(.latest, button: 0)
    #expect(otherDelegate.calls.last?.buttonIndex == 0)
    #expect(other.installation.tags == ["later"])
  }

  /// Installation actions: tags, properties, events and the subscription are inspectable; link
  /// is recorded, never opened; an unknown type is logged and skipped.
  @Test func installationActionsAreRecorded() throws {
    let (device, _) = Self.device()
    let wp = #"{"type":"data","receiveActions":[{"type":"addTag","tags":["a","b"]},{"type":"removeTag","tags":["a"]},{"type":"trackEvent","event":{"type":"seen","custom":{"n":1}}},{"type":"updateInstallation","installation":{"custom":{"string_plan":"pro"}}},{"type":"addProperty","custom":{"string_tags":"x"}},{"type":"addProperty","custom":{"string_tags":["y","x"]}},{"type":"unsubscribeFromNotifications"},{"type":"link","url":"https://example.com"},{"type":"teleport"}]}"#
    try device.receive(json: Self.push(wp))
    #expect(device.installation.tags == ["b"])
    #expect(device.installation.events.first?["type"] == "seen")
    #expect(device.installation.properties["string_plan"] == "pro")  // installation.custom
    #expect(device.installation.properties["string_tags"] == ["x", "y"])  // addProperty adds values
    #expect(!device.installation.subscribed)
    // The data push's will-open broadcast (`broadcast`) follows the receive actions.
    let results = device.events(named: "action.executed").filter { $0["type"] != "broadcast" }.map { $0["result"]?.stringValue ?? "" }
    #expect(results.contains("recorded, not opened"))
    #expect(results.last == "unknown type, skipped")
  }

  /// A push that is not WonderPush's (no _wp) goes to the app's own onMessageReceived.
  @Test func otherPushesAreLeftToThePlatform() throws {
    let (device, delegate) = Self.device()
    try device.receive(json: Payloads.fcmData)
    #expect(delegate.methods.first == "onMessageReceived")
  }

  /// A tap on a `notificationOpen/noop` notification of a killed app starts the process in the
  /// background (the tracking activity finishes at once), runs the open and opens nothing.
  @Test func noopTargetStartsAKilledAppInTheBackground() throws {
    let (device, delegate) = Self.device()
    try device.receive(json: Self.push(#"{"c":"c","targetUrl":"wonderpush://notificationOpen/noop","alert":{"text":"Hi"}}"#))
    try device.perform(.kill)
    #expect(device.state == .killed)
    try device.tap()
    #expect(device.state == .background)
    #expect(device.events(named: "app.launched").last?["reason"] == "notificationTap")
    #expect(device.events(named: "delegate.onCreate").isEmpty)
    #expect(device.events(named: "action.executed").isEmpty)
    #expect(delegate.methods.last == "onNotificationOpened")
  }

  /// A button's own special target decides for a button tap: `noop` on the button keeps the app
  /// in the background even when the notification's target is an ordinary link.
  @Test func buttonTargetDecidesForAButtonTap() throws {
    let (device, _) = Self.device()
    let wp = #"{"c":"c","targetUrl":"https://example.com","alert":{"text":"Hi","buttons":[{"label":"Later","targetUrl":"wonderpush://notificationOpen/noop"}]}}"#
    try device.receive(json: Self.push(wp))
    try device.tap(button: .index(0))
    #expect(device.state == .background)
    #expect(device.events(named: "action.executed").isEmpty)
  }
}
