import PushSim
import Testing

/// What the iOS audit against OneSignal-iOS-SDK v5 fixed in the click and the parse
/// (docs/OneSignal.md, "Audit (iOS)"): the click listener's `additionalData` is built by
/// `formatApsPayloadIntoStandard:identifier:`, which adds the `os_data` format's buttons as
/// `actionButtons`; an `actionSelected` in the push's data makes a tap `ActionTaken`; a button's
/// `icon_type` that is not a string raises. The badge count a prevented foreground display
/// takes back: `OneSignalIOSDisplayTimeoutTests`.
struct OneSignalIOSAuditTests {
  /// A tap on an `os_data` push with buttons: `additionalData` has the root keys, the buttons
  /// as `{"text", "id"}` (the id defaulting to the text) and, for a button, `actionSelected`.
  @Test func theOSDataFormatsButtonsJoinTheClicksAdditionalData() throws {
    let payload = #"""
      {"aps":{"alert":"Sale","mutable-content":1},"os_data":{"i":"n1","buttons":[{"i":"yes","n":"Yes"},{"n":"Later"}]},"promo":"SPRING"}
      """#
    let buttons: JSONValue = [["text": "Yes", "id": "yes"], ["text": "Later", "id": "Later"]]
    for button in [nil, ButtonSelector.id("yes")] {
      let device = SimulatedDevice.oneSignalIOSWithSDKExtension(.background)
      try device.receive(json: payload, headers: alertHeaders)
      device.advance(by: .seconds(1))
      try device.tap(button: button)
      var expected: JSONObject = ["promo": "SPRING", "actionButtons": buttons]
      if button != nil { expected["actionSelected"] = "yes" }
      #expect(device.events(named: "delegate.onNotificationOpened").map { $0["additionalData"] } == [.object(expected)])
    }
  }

  /// The original format's `buttons` are not copied: `custom.a` gets `actionSelected` only.
  @Test func theOriginalFormatsButtonsAreNotCopied() throws {
    let device = SimulatedDevice.oneSignalIOSWithSDKExtension(.background)
    try device.receive(
      json: #"{"aps":{"alert":"Sale","mutable-content":1},"custom":{"i":"n1","a":{"k":1}},"buttons":[{"i":"yes","n":"Yes"}]}"#,
      headers: alertHeaders)
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
      try device.receive(json: payload, headers: alertHeaders)
      try device.tap()
      let opened = device.events(named: "delegate.onNotificationOpened")
      #expect(opened.map { $0["actionId"] } == [actionId], "\(payload)")
      #expect(opened.map { $0["actionType"] } == [.string(type)], "\(payload)")
      #expect(opened.map { $0["buttonIndex"] } == [.null], "\(payload)")
    }
  }

  /// The original format at a button tap: `formatApsPayloadIntoStandard` puts the button's id
  /// into `custom.a`, and `parseOriginalPayload` then copies the push's root `actionSelected`
  /// over it, so `additionalData` keeps the root's while the click's `actionId` is the button's
  /// (read from `custom.a` by `handleNotificationOpened:actionType:`).
  @Test func aRootActionSelectedStaysInTheOriginalFormatsAdditionalData() throws {
    let rich = SimulatedDevice.oneSignalIOSWithSDKExtension(.background)
    try rich.receive(
      json: #"{"aps":{"alert":"A","mutable-content":1},"custom":{"i":"n1","a":{"k":1}},"buttons":[{"i":"yes","n":"Yes"}],"actionSelected":"later"}"#,
      headers: alertHeaders)
    rich.advance(by: .seconds(1))
    try rich.tap(button: "yes")
    let opened = rich.events(named: "delegate.onNotificationOpened")
    #expect(opened.map { $0["actionId"] } == ["yes"])
    #expect(opened.map { $0["additionalData"] } == [["k": 1, "actionSelected": "later"]])
  }

  /// A push with both: the action id comes from `custom.a.actionSelected` first.
  @Test func customAsActionSelectedComesBeforeTheRoots() throws {
    let device = SimulatedDevice(platform: .iOS, sdk: .onesignal, state: .background)
    try device.receive(
      json: #"{"aps":{"alert":"A"},"custom":{"i":"n1","a":{"actionSelected":"buy"}},"actionSelected":"later"}"#,
      headers: alertHeaders)
    try device.tap()
    let opened = device.events(named: "delegate.onNotificationOpened")
    #expect(opened.map { $0["actionId"] } == ["buy"])
    #expect(opened.map { $0["actionType"] } == ["ActionTaken"])
  }

  /// In the original format `actionButtons` comes from the legacy root `o` only, into
  /// `custom.a`, on a tap of the notification too.
  @Test func theLegacyRootOJoinsTheOriginalFormatsAdditionalData() throws {
    let device = SimulatedDevice(platform: .iOS, sdk: .onesignal, state: .background)
    try device.receive(
      json: #"{"aps":{"alert":"A"},"custom":{"i":"n1","a":{"k":1}},"o":[{"n":"Yes","i":"y"},{"n":"No"}]}"#,
      headers: alertHeaders)
    try device.tap()
    let buttons: JSONValue = [["text": "Yes", "id": "y"], ["text": "No", "id": "No"]]
    #expect(device.events(named: "delegate.onNotificationOpened").map { $0["additionalData"] } == [["k": 1, "actionButtons": buttons]])
  }

  /// Android is left as it was: the click comes from the tapped button only, and
  /// `additionalData` gains neither `actionButtons` nor `actionSelected`.
  @Test func androidClicksAreUnchanged() throws {
    let device = SimulatedDevice(platform: .android, sdk: .onesignal, state: .background)
    let custom = #"{"i":"os-1","a":{"actionSelected":"buy"}}"#
    let data: JSONValue = [
      "custom": .string(custom), "alert": "Hi", "google.message_id": "m1", "o": #"[{"i":"reply","n":"Reply"}]"#,
    ]
    try device.receive(json: data.serialized())
    try device.tap(.id("m1"))
    let opened = device.events(named: "delegate.onNotificationOpened")
    #expect(opened.map { $0["actionType"] } == ["Opened"])
    #expect(opened.map { $0["actionId"] } == [.null])
    #expect(opened.map { $0["additionalData"] } == [["actionSelected": "buy"]])
  }
}
