import Testing

@testable import PushSim

/// Android's notification template shows the first `Notification.MAX_ACTION_BUTTONS` (3)
/// actions; the vendor SDKs add every button they are given (``AndroidActionLimit``).
struct AndroidActionLimitTests {
  /// OneSignal's expanded buttons: `custom.a.actionButtons` with these ids (titles capitalised).
  static func oneSignal(_ ids: [String], id: String = "m1") -> String {
    let buttons = ids.map { #"{\"id\":\"\#($0)\",\"text\":\"\#($0.prefix(1).uppercased() + $0.dropFirst())\"}"# }.joined(separator: ",")
    return #"{"custom":"{\"i\":\"n-\#(id)\",\"a\":{\"actionButtons\":[\#(buttons)]}}","alert":"Coming?","google.message_id":"\#(id)"}"#
  }

  /// A backgrounded Android device with OneSignal.
  static func device() -> SimulatedDevice {
    let device = SimulatedDevice(platform: .android, sdk: .onesignal, state: .background)
    device.setDelegate(RecordingDelegate())
    return device
  }

  /// The limit is AOSP's 3; up to it there is no finding, past it one naming each button left
  /// out, by index and title.
  @Test func theLimitIsThreeAndTheFindingNamesTheButtonsLeftOut() {
    #expect(AndroidActionLimit.maxActionButtons == 3)
    let buttons = ["Yes", "No", "Maybe", "Later", "Never"].map { NotificationButton(id: $0.lowercased(), title: $0) }
    #expect(AndroidActionLimit.issue(buttons: Array(buttons.prefix(3))) == nil)
    let four = AndroidActionLimit.issue(buttons: Array(buttons.prefix(4)))
    #expect(four?.reason == "tooManyActions")
    #expect(four?.rule == "AOSP Notification.MAX_ACTION_BUTTONS")
    #expect(
      four?.message
        == #"the notification has 4 action buttons, but Android shows only the first 3 (Notification.MAX_ACTION_BUTTONS, the template's action row): button 3 "Later" is not shown and cannot be tapped; send at most 3"#
    )
    let five = AndroidActionLimit.issue(buttons: buttons + [NotificationButton(id: "untitled")])
    #expect(five?.message.contains(#"buttons 3 "Later", 4 "Never", 5 "untitled" are not shown"#) == true)
  }

  /// A posted notification keeps its four buttons (`Notification.actions` holds every one),
  /// a `tooManyActions` warning comes before `notification.displayed`, the first three tap, and
  /// a tap on the fourth, by index or by id, is refused saying why.
  @Test func theFourthButtonIsPostedButCannotBeTapped() throws {
    let device = Self.device()
    try device.receive(json: Self.oneSignal(["yes", "no", "maybe", "later"]))
    let names = device.trace.events(of: device.id).map(\.name)
    let warning = try #require(names.firstIndex(of: "push.warning"))
    #expect(warning < (names.firstIndex(of: "notification.displayed") ?? -1))
    #expect(device.events(named: "push.warning").compactMap { $0["reason"]?.stringValue } == ["tooManyActions"])
    #expect(device.tray.latest?.content.buttons.map(\.id) == ["yes", "no", "maybe", "later"])
    let expected =
      #"cannot tap button 3 "Later" of notification "m1": Android shows only the first 3 actions (Notification.MAX_ACTION_BUTTONS), so of its 4 buttons only 0 "Yes", 1 "No", 2 "Maybe" can be tapped"#
    #expect(throws: DeviceError(expected)) { try device.tap(button: .index(3)) }
    #expect(throws: DeviceError(expected)) { try device.tap(button: .id("later")) }
    #expect(device.events(named: "delegate.onNotificationOpened").isEmpty)
    try device.tap(button: .index(2))
    #expect(device.events(named: "delegate.onNotificationOpened").first?["actionId"] == "maybe")
  }

  /// Three buttons are all shown: no warning, and the third taps.
  @Test func threeButtonsAreAllShown() throws {
    let device = Self.device()
    try device.receive(json: Self.oneSignal(["yes", "no", "maybe"]))
    #expect(device.events(named: "push.warning").isEmpty)
    try device.tap(button: .index(2))
    #expect(device.events(named: "delegate.onNotificationOpened").first?["buttonIndex"] == .integer(2))
  }

  /// `pushsim lint --platform android` warns as the device does, for the notification the SDK
  /// posts: OneSignal's four buttons, WonderPush's four (the device warns and refuses the
  /// fourth too), Mapp's two-button category plus the rich-media Play and Turn off; not for
  /// three, nor without the SDK (the FCM SDK adds no button).
  @Test func lintWarnsForTheNotificationTheSDKPosts() throws {
    func reasons(_ json: String, _ sdk: SDK?) throws -> [String] {
      try PayloadLinter.lint(json: json, platform: .android, sdk: sdk).map(\.issue.reason)
    }
    #expect(try reasons(Self.oneSignal(["yes", "no", "maybe", "later"]), .onesignal).contains("tooManyActions"))
    #expect(try !reasons(Self.oneSignal(["yes", "no", "maybe"]), .onesignal).contains("tooManyActions"))
    #expect(try !reasons(Self.oneSignal(["yes", "no", "maybe", "later"]), nil).contains("tooManyActions"))
    let wonderPush = #"{"_wp":"{\"c\":\"c1\",\"alert\":{\"text\":\"T\",\"buttons\":[{\"label\":\"A\"},{\"label\":\"B\"},{\"label\":\"C\"},{\"label\":\"D\"}]}}"}"#
    #expect(try reasons(wonderPush, .wonderpush) == ["tooManyActions"])
    let device = SimulatedDevice(platform: .android, sdk: .wonderpush, state: .background)
    device.setDelegate(RecordingDelegate())
    try device.receive(json: wonderPush)
    #expect(device.events(named: "push.warning").compactMap { $0["reason"]?.stringValue } == ["tooManyActions"])
    #expect(throws: DeviceError.self) { try device.tap(button: .index(3)) }
    let gif = #"{"p":"4307","push_title":"T","big_text_body":"B","category":"apx_specific_android","type":"gif","ios_apx_media":"https://m.test/a.gif","google.message_id":"s4307"}"#
    let findings = try PayloadLinter.lint(json: gif, platform: .android, sdk: .mapp)
    let issue = try #require(findings.first { $0.issue.reason == "tooManyActions" })
    #expect(issue.issue.message.contains(#"button 3 "Turn off" is not shown"#))
  }

  /// A tap is refused for a button past the third that exists; a button that does not exist is
  /// left to the device's own "has no button" refusal.
  @Test func onlyAnExistingButtonPastTheThirdIsRefused() {
    let buttons = (0..<4).map { NotificationButton(id: "b\($0)") }
    #expect(AndroidActionLimit.tapRefusal(index: 3, of: buttons, notification: "n") != nil)
    #expect(AndroidActionLimit.tapRefusal(index: 2, of: buttons, notification: "n") == nil)
    #expect(AndroidActionLimit.tapRefusal(index: 4, of: buttons, notification: "n") == nil)  // no such button: resolve says so
  }
}
