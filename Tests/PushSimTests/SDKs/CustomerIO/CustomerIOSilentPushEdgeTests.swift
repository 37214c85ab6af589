import PushSim
import Testing

/// Customer.io silent push, the review's edge cases: the foreground app, a silent push with
/// something to show, a key that is not a string, a blank delivery id.
struct CustomerIOSilentPushEdgeTests {
  typealias Silent = CustomerIOSilentPushTests

  /// An FCM HTTP v1 silent push with a notification block.
  static let withNotificationBlock =
    #"{"message":{"notification":{"title":"Hi","body":"There"},"data":{"CIO-Background-Delivery-ID":"dlv-s","CIO-Background-Delivery-Token":"tok","sync":"inbox"}}}"#

  /// Android and iOS, the app in the foreground: the callback runs, nothing is shown.
  @Test func theForegroundAppGetsTheCallback() throws {
    let (android, _) = Silent.device(.android, .foreground)
    try android.receive(json: Silent.android())
    #expect(Silent.callbacks(android).first?["deliveryId"] == "dlv-s")
    #expect(Silent.metrics(android) == ["delivered"])
    #expect(android.tray.isEmpty)
    let (iOS, delegate) = Silent.device(.iOS, .foreground)
    try iOS.receive(json: Silent.iOS, headers: backgroundHeaders)
    #expect(Silent.callbacks(iOS).first?["data"] == .object(["sync": "inbox"]))
    #expect(Silent.metrics(iOS) == ["delivered"])
    #expect(iOS.tray.isEmpty)
    #expect(!delegate.methods.contains("willPresent"))
  }

  /// Android, a notification block: in the background FCM shows it and the SDK's service (so the
  /// callback and the metric) does not run; in the foreground the callback runs and nothing is
  /// shown. Both say so (`silentPushShows`).
  @Test func androidNotificationBlockIsShownByFCMInTheBackground() throws {
    let (background, _) = Silent.device(.android)
    try background.receive(json: Self.withNotificationBlock)
    #expect(background.tray.count == 1)
    #expect(Silent.callbacks(background).isEmpty)
    #expect(Silent.metrics(background).isEmpty)
    #expect(background.events(named: "push.warning").contains { $0["reason"] == "silentPushShows" })
    let (foreground, _) = Silent.device(.android, .foreground)
    try foreground.receive(json: Self.withNotificationBlock)
    #expect(foreground.tray.isEmpty)
    #expect(Silent.callbacks(foreground).count == 1)
    #expect(try CIO.lint(Self.withNotificationBlock, .android).contains("warning:silentPushShows"))
  }

  /// iOS, an `aps.alert` and no `content-available`: lint names both; with the alert the system
  /// shows the push and the handler still gets the data.
  @Test func iOSAlertAndMissingContentAvailableAreWarned() throws {
    let alert = #"{"aps":{"alert":"Hi","content-available":1},"CIO-Background-Delivery-ID":"dlv-s","CIO-Background-Delivery-Token":"tok"}"#
    #expect(try CIO.lint(alert, .iOS).contains("warning:silentPushShows"))
    let noWake = #"{"aps":{},"CIO-Background-Delivery-ID":"dlv-s","CIO-Background-Delivery-Token":"tok"}"#
    #expect(try CIO.lint(noWake, .iOS, headers: backgroundHeaders).contains("warning:silentPushNoContentAvailable"))
    let (device, _) = Silent.device(.iOS)
    try device.receive(json: alert)
    #expect(device.tray.count == 1)
    #expect(Silent.callbacks(device).count == 1)
    #expect(device.events(named: "push.warning").contains { $0["reason"] == "silentPushShows" })
  }

  /// iOS, a key that is a number: an error saying where and what was expected; the device says
  /// so and the push is the app's own (no handler, no metric).
  @Test func aKeyThatIsNotAStringIsAnErrorSayingSo() throws {
    let json = #"{"aps":{"content-available":1},"CIO-Background-Delivery-ID":42,"CIO-Background-Delivery-Token":"tok"}"#
    guard case .failure(let issue) = try CIO.iOS(json) else {
      Issue.record("a silent push is not a visible Customer.io push")
      return
    }
    #expect(issue.reason == "silentDeliveryKeyNotAString")
    #expect(issue.message.contains("expected a string at CIO-Background-Delivery-ID, got"))
    #expect(issue.message.contains(#"Send "42" instead"#))
    #expect(try CIO.lint(json, .iOS, headers: backgroundHeaders) == ["error:silentDeliveryKeyNotAString"])
    let (device, delegate) = Silent.device(.iOS)
    try device.receive(json: json, headers: backgroundHeaders)
    #expect(Silent.callbacks(device).isEmpty)
    #expect(Silent.metrics(device).isEmpty)
    let warning = try #require(device.events(named: "push.warning").first { $0["reason"] == "silentDeliveryKeyNotAString" })
    #expect(warning["severity"] == "error")
    #expect(delegate.methods.contains("onNotificationReceived"))
  }

  /// A blank delivery id: handed over all the same, and warned (lint and trace).
  @Test func aBlankDeliveryIdIsWarned() throws {
    let json = #"{"google.message_id":"m1","CIO-Background-Delivery-ID":"","CIO-Background-Delivery-Token":"tok"}"#
    #expect(try CIO.lint(json, .android) == ["warning:silentPush", "warning:blankSilentDeliveryId"])
    let (device, _) = Silent.device(.android)
    try device.receive(json: json)
    #expect(Silent.callbacks(device).first?["deliveryId"] == "")
    #expect(device.events(named: "push.warning").contains { $0["reason"] == "blankSilentDeliveryId" })
  }

  /// iOS through FCM (an HTTP v1 body): FCM's `gcm.message_id` is not data set on the message.
  @Test func iOSThroughFCMHandsOverTheMessageDataOnly() throws {
    let json = #"{"message":{"data":{"CIO-Background-Delivery-ID":"d","CIO-Background-Delivery-Token":"t","sync":"inbox"},"apns":{"payload":{"aps":{"content-available":1}}}}}"#
    let (device, _) = Silent.device(.iOS)
    try device.receive(json: json)
    #expect(Silent.callbacks(device).first?["data"] == .object(["sync": "inbox"]))
  }
}
