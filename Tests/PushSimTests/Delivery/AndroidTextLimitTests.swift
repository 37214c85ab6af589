import Testing

@testable import PushSim

/// Android cuts a notification's title, body and action titles to
/// `Notification.MAX_CHARSEQUENCE_LENGTH` (5 * 1024 UTF-16 characters, `safeCharSequence`;
/// `NotificationCompat.Action` for an action) when the notification is built, and PushSim warns
/// `textTruncated` (``AndroidTextLimit``).
struct AndroidTextLimitTests {
  /// `count` UTF-16 characters: `x` repeated.
  static func text(_ count: Int) -> String { String(repeating: "x", count: count) }

  /// An Android device with the FCM SDK whose strings hold `strings`.
  static func android(strings: [String: String]) -> SimulatedDevice {
    var app = AppBehavior()
    app.strings = strings
    let device = SimulatedDevice(platform: .android, sdk: .fcm, state: .background, app: app)
    device.setDelegate(RecordingDelegate())
    return device
  }

  /// The limit is AOSP's 5 * 1024.
  @Test func theLimitIsFiveTimes1024() {
    #expect(AndroidTextLimit.maxLength == 5 * 1024)
  }

  /// A text up to the limit is kept whole; one over it keeps its first 5120 characters.
  @Test(arguments: [0, 1, 5119, 5120, 5121, 9000])
  func aTextIsCutToTheLimit(count: Int) {
    let cut = AndroidTextLimit.limited(Self.text(count))
    #expect(cut.utf16.count == min(count, AndroidTextLimit.maxLength))
    #expect(cut == Self.text(min(count, AndroidTextLimit.maxLength)))
  }

  /// Characters are UTF-16 code units: a text of 5000 two-unit emoji (10000 units) keeps 2560.
  @Test func charactersAreUTF16CodeUnits() {
    let emoji = String(repeating: "\u{1F600}", count: 5000)
    let cut = AndroidTextLimit.limited(emoji)
    #expect(cut.utf16.count == AndroidTextLimit.maxLength)
    #expect(cut.unicodeScalars.count == AndroidTextLimit.maxLength / 2)
  }

  /// A cut inside a surrogate pair leaves the broken character out.
  @Test func aCutInsideASurrogatePairDropsTheHalf() {
    let text = Self.text(AndroidTextLimit.maxLength - 1) + "\u{1F600}tail"
    let cut = AndroidTextLimit.limited(text)
    #expect(cut == Self.text(AndroidTextLimit.maxLength - 1))
  }

  /// `limit` cuts the title and the body, reporting each with its length, title first; nothing
  /// for texts that fit.
  @Test func limitCutsTitleAndBodyAndSaysWhich() {
    var notification = PushNotification(id: "n")
    notification.title = Self.text(6000)
    notification.body = Self.text(5121)
    #expect(AndroidTextLimit.exceeds(notification))
    let cuts = AndroidTextLimit.limit(&notification)
    #expect(cuts == [.init(field: "title", length: 6000), .init(field: "body", length: 5121)])
    #expect(notification.title?.utf16.count == 5120)
    #expect(notification.body?.utf16.count == 5120)
    #expect(!AndroidTextLimit.exceeds(notification))
    #expect(AndroidTextLimit.limit(&notification).isEmpty)
  }

  /// The warning names the field, its length and the limit.
  @Test func theMessageNamesFieldLengthAndLimit() {
    let message = AndroidTextLimit.Cut(field: "body", length: 7000).message
    #expect(message.contains("body is 7000 UTF-16 characters long"))
    #expect(message.contains("keeps the first 5120"))
    #expect(message.contains("safeCharSequence"))
  }

  /// On a device, the notification shown (tray and trace) has the cut text, and a
  /// `push.warning` `textTruncated` comes before `notification.displayed`.
  @Test func anAndroidDeviceShowsTheCutTextAndWarns() throws {
    let device = Self.android(strings: ["long": "%1$-6000s"])
    _ = try device.receive(
      json: #"{"gcm.n.e":"1","gcm.n.title":"T","gcm.n.body_loc_key":"long","gcm.n.body_loc_args":"[\"a\"]","google.message_id":"m1"}"#)
    let shown = try #require(device.tray.notification(id: "m1"))
    #expect(shown.push.notification.body == "a" + String(repeating: " ", count: 5119))
    let names = device.eventNames.filter { $0 == "push.warning" || $0 == "notification.displayed" }
    #expect(names == ["push.warning", "notification.displayed"])
    let warning = try #require(device.events(named: "push.warning").first)
    #expect(warning["reason"] == "textTruncated")
    #expect(warning["id"] == "m1")
    let displayed = try #require(device.events(named: "notification.displayed").first)
    #expect(displayed["body"]?.stringValue?.utf16.count == 5120)
  }

  /// A text of exactly the limit is shown whole, without a warning.
  @Test func aTextAtTheLimitIsNotWarned() throws {
    let device = Self.android(strings: ["edge": "%1$5120s"])
    _ = try device.receive(
      json: #"{"gcm.n.e":"1","gcm.n.body_loc_key":"edge","gcm.n.body_loc_args":"[\"a\"]","google.message_id":"m1"}"#)
    #expect(device.tray.notification(id: "m1")?.push.notification.body?.utf16.count == 5120)
    #expect(device.events(named: "push.warning").isEmpty)
  }

  /// iOS has no such cut: a long localised body is shown whole.
  @Test func iosShowsTheTextWhole() throws {
    var app = AppBehavior()
    app.strings = ["long": String(repeating: "y", count: 6000)]
    let device = SimulatedDevice(platform: .iOS, state: .background, app: app)
    device.setDelegate(RecordingDelegate())
    _ = try device.receive(json: #"{"aps":{"alert":{"loc-key":"long"}}}"#, headers: alertHeaders)
    #expect(device.tray.latest?.push.notification.body?.utf16.count == 6000)
    #expect(!device.events(named: "push.warning").contains { $0["reason"] == "textTruncated" })
  }

  /// A notification with buttons titled `titles`, ids `b0`, `b1`, ….
  static func withButtons(_ titles: [String?]) -> PushNotification {
    var notification = PushNotification(id: "n")
    notification.title = "T"
    notification.buttons = titles.enumerated().map { index, title in
      NotificationButton(id: "b\(index)", title: title, url: "https://e.x/\(index)")
    }
    return notification
  }

  /// A button's title over the limit is cut, named by its index; its id and URL are kept, and
  /// the other buttons are untouched.
  @Test func aLongButtonTitleIsCutAndNamed() {
    var notification = Self.withButtons(["Yes", Self.text(6000), nil])
    #expect(AndroidTextLimit.exceeds(notification))
    let cuts = AndroidTextLimit.limit(&notification)
    #expect(cuts == [AndroidTextLimit.Cut(field: "buttons[1].title", length: 6000)])
    #expect(notification.buttons.map(\.title) == ["Yes", Self.text(AndroidTextLimit.maxLength), nil])
    #expect(notification.buttons.map(\.id) == ["b0", "b1", "b2"])
    #expect(notification.buttons.map(\.url) == ["https://e.x/0", "https://e.x/1", "https://e.x/2"])
    #expect(notification.title == "T")
  }

  /// Title, body and buttons are listed in that order; buttons at the limit are not.
  @Test func cutsComeTitleBodyThenButtons() {
    var notification = Self.withButtons([Self.text(5121), Self.text(AndroidTextLimit.maxLength), Self.text(7000)])
    notification.body = Self.text(5200)
    let cuts = AndroidTextLimit.limit(&notification).map(\.field)
    #expect(cuts == ["body", "buttons[0].title", "buttons[2].title"])
  }

  /// A button's cut names the code that cuts an action's title (`NotificationCompat.Action`),
  /// and androidx as the rule; the title's names `safeCharSequence` and AOSP.
  @Test func aButtonCutNamesNotificationCompat() {
    let button = AndroidTextLimit.Cut(field: "buttons[0].title", length: 6000)
    #expect(button.message.contains("buttons[0].title is 6000 UTF-16 characters long"))
    #expect(button.message.contains("NotificationCompat.Action, limitCharSequenceLength"))
    #expect(button.issue.rule == "androidx NotificationCompat.Action")
    #expect(AndroidTextLimit.Cut(field: "title", length: 6000).issue.rule == "AOSP Notification.safeCharSequence")
  }

  /// A notification an SDK posts on an Android device with a button title over the limit: the
  /// tray keeps it cut (id whole) and `push.warning` `textTruncated` names the button.
  @Test func anAndroidDeviceCutsAButtonTitleAndWarns() throws {
    let device = Self.android(strings: [:])
    let decoded = try PushDecoder(platform: .android).decode(json: #"{"k":"v","google.message_id":"m1"}"#)
    var push = try decoded.get()
    push.notification = Self.withButtons(["Open", Self.text(5300)])
    var shown = DisplayedNotification(id: "m1", push: push, replacementKey: "tag:m1", displayedAt: .zero)
    shown.postedBySDK = true
    #expect(device.display(shown))
    let button = try #require(device.tray.notification(id: "m1")?.content.buttons.last)
    #expect(button.title?.utf16.count == AndroidTextLimit.maxLength)
    #expect(button.id == "b1")
    let warning = try #require(device.events(named: "push.warning").first)
    #expect(warning["reason"] == "textTruncated")
    #expect(warning["message"]?.stringValue == AndroidTextLimit.Cut(field: "buttons[1].title", length: 5300).message)
  }
}
