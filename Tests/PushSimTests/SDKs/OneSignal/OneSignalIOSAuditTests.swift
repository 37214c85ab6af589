import PushSim
import Testing

/// What the iOS audit against OneSignal-iOS-SDK v5 fixed (docs/OneSignal.md, "Audit (iOS)"):
/// a foreground display the app prevents takes back the badge count its extension added
/// (`OSDisplayableNotification complete:` with `nil`, `OneSignalBadgeHelpers`), and the click
/// listener's `additionalData` is built by `formatApsPayloadIntoStandard:identifier:`, which adds
/// the `os_data` format's buttons as `actionButtons`.
struct OneSignalIOSAuditTests {
  static let headers: PushHeaders = ["apns-push-type": "alert"]

  /// A OneSignal iOS device with the SDK's service extension; the app prevents foreground
  /// display and keeps its badge when it becomes active, so only the extension moves the count.
  static func device(_ state: AppState) -> SimulatedDevice {
    var app = AppBehavior()
    app.usesSDKServiceExtension = true
    app.preventsForegroundDisplay = true
    app.oneSignalDisableBadgeClearing = true
    return SimulatedDevice(platform: .iOS, sdk: .onesignal, state: state, app: app)
  }

  /// A push through the extension with `custom.badge_inc`.
  static func increment(_ id: String, by value: Int) -> String {
    #"{"aps":{"alert":"\#(id)","mutable-content":1},"custom":{"i":"\#(id)","badge_inc":\#(value)}}"#
  }

  /// The prevented push's increment is taken back: the count goes back to the one before it
  /// (2), so the next increment shows 3, not 4.
  @Test func aPreventedForegroundDisplayTakesBackItsBadgeIncrement() throws {
    let device = Self.device(.background)
    try device.receive(json: Self.increment("a", by: 2), headers: Self.headers)
    device.advance(by: .seconds(1))
    #expect(device.badge == 2)
    try device.perform(.open)
    try device.receive(json: Self.increment("b", by: 1), headers: Self.headers)
    device.advance(by: .seconds(1))
    #expect(device.events(named: "notification.prevented").map { $0["by"] } == ["onWillDisplay"])
    #expect(device.badge == 2)
    try device.perform(.background)
    try device.receive(json: Self.increment("c", by: 1), headers: Self.headers)
    device.advance(by: .seconds(1))
    #expect(device.badge == 3)
  }

  /// The count goes back once: a second prevented push without an increment leaves it where
  /// the first revert put it (the previous count stays as it is).
  @Test func aSecondRevertChangesNothing() throws {
    let device = Self.device(.foreground)
    try device.receive(json: Self.increment("a", by: 4), headers: Self.headers)
    device.advance(by: .seconds(1))
    try device.receive(json: #"{"aps":{"alert":"b"},"custom":{"i":"b"}}"#, headers: Self.headers)
    try device.perform(.background)
    try device.receive(json: Self.increment("c", by: 1), headers: Self.headers)
    device.advance(by: .seconds(1))
    #expect(device.badge == 1)
  }

  /// A tap on an `os_data` push with buttons: `additionalData` has the root keys, the buttons
  /// as `{"text", "id"}` (the id defaulting to the text) and, for a button, `actionSelected`.
  @Test func theOSDataFormatsButtonsJoinTheClicksAdditionalData() throws {
    let payload = #"""
      {"aps":{"alert":"Sale","mutable-content":1},"os_data":{"i":"n1","buttons":[{"i":"yes","n":"Yes"},{"n":"Later"}]},"promo":"SPRING"}
      """#
    let buttons: JSONValue = [["text": "Yes", "id": "yes"], ["text": "Later", "id": "Later"]]
    for button in [nil, ButtonSelector.id("yes")] {
      let device = SimulatedDevice(platform: .iOS, sdk: .onesignal, state: .background, app: {
        var app = AppBehavior()
        app.usesSDKServiceExtension = true
        return app
      }())
      try device.receive(json: payload, headers: Self.headers)
      device.advance(by: .seconds(1))
      try device.tap(button: button)
      var expected: JSONObject = ["promo": "SPRING", "actionButtons": buttons]
      if button != nil { expected["actionSelected"] = "yes" }
      #expect(device.events(named: "delegate.onNotificationOpened").map { $0["additionalData"] } == [.object(expected)])
    }
  }

  /// The original format's `buttons` are not copied: `custom.a` gets `actionSelected` only.
  @Test func theOriginalFormatsButtonsAreNotCopied() throws {
    let device = SimulatedDevice(platform: .iOS, sdk: .onesignal, state: .background, app: {
      var app = AppBehavior()
      app.usesSDKServiceExtension = true
      return app
    }())
    try device.receive(
      json: #"{"aps":{"alert":"Sale","mutable-content":1},"custom":{"i":"n1","a":{"k":1}},"buttons":[{"i":"yes","n":"Yes"}]}"#,
      headers: Self.headers)
    device.advance(by: .seconds(1))
    try device.tap(button: "yes")
    #expect(device.events(named: "delegate.onNotificationOpened").map { $0["additionalData"] } == [["k": 1, "actionSelected": "yes"]])
  }

  /// `parseActionButtons` compares `icon_type` with `isEqualToString:` when the button has a
  /// `path`: a number there raises, which PushSim says (`sdkException`) instead of dropping the
  /// icon; a string other than `system` or `custom` still gives no icon.
  @Test func anIconTypeThatIsNotAStringIsTheSDKsException() throws {
    let numeric = try OneSignal.decode(
      #"{"aps":{"alert":"A","mutable-content":1},"custom":{"i":"n1"},"buttons":[{"i":"b","n":"B","icon_type":1,"path":"star"}]}"#,
      platform: .iOS)
    #expect(numeric.reason?.reason == "sdkException")
    #expect(numeric.reason?.message.contains("buttons[0].icon_type is") == true)
    let other = try OneSignal.iOS(
      #"{"aps":{"alert":"A","mutable-content":1},"custom":{"i":"n1"},"buttons":[{"i":"b","n":"B","icon_type":"emoji","path":"star"}]}"#)
    #expect(other.actionButtons?.first?.systemIcon == nil && other.actionButtons?.first?.templateIcon == nil)
  }

  /// `actionSelected` in the push's own data (`custom.a`, else the root) makes a tap on the
  /// notification itself `ActionTaken` with that id, as `notificationReceived:wasOpened:` and
  /// `handleNotificationOpened:actionType:` read it; without it the tap is `Opened`.
  @Test func actionSelectedInThePushsDataMakesATapActionTaken() throws {
    let payloads: [(String, JSONValue, String)] = [
      (#"{"aps":{"alert":"A"},"custom":{"i":"n1","a":{"actionSelected":"buy"}}}"#, "buy", "ActionTaken"),
      (#"{"aps":{"alert":"A"},"os_data":{"i":"n2"},"actionSelected":"later"}"#, "later", "ActionTaken"),
      (#"{"aps":{"alert":"A"},"custom":{"i":"n3","a":{"k":1}}}"#, nil, "Opened"),
    ]
    for (payload, actionId, type) in payloads {
      let device = SimulatedDevice(platform: .iOS, sdk: .onesignal, state: .background)
      try device.receive(json: payload, headers: Self.headers)
      try device.tap()
      let opened = device.events(named: "delegate.onNotificationOpened")
      #expect(opened.map { $0["actionId"] } == [actionId], "\(payload)")
      #expect(opened.map { $0["actionType"] } == [.string(type)], "\(payload)")
      #expect(opened.map { $0["buttonIndex"] } == [.null], "\(payload)")
    }
  }
}

