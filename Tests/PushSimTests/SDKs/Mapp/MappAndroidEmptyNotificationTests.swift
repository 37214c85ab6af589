import PushSim
import Testing

/// A Mapp push with nothing to show on Android (docs/Mapp.md, "Nothing to show"): the SDK posts
/// every push that is not silent (`NotificationFactory.createSimpleNotification`:
/// `setContentTitle(title)`, `setContentText(bigText ?: "")`), so a push without `push_title` and
/// `big_text_body` is posted with no title and no text, and warns `emptyNotification`; a missing
/// `big_text_body` and an empty one are the same empty text.
struct MappAndroidEmptyNotificationTests {
  @Test func aPushWithNoTitleAndNoTextWarns() throws {
    #expect(try Mapp.data(#"{"p":"1"}"#).issues.map(\.reason) == ["emptyNotification"])
    #expect(try Mapp.data(#"{"p":"1","push_title":"","big_text_body":""}"#).issues.map(\.reason) == ["emptyNotification"])
    #expect(try Mapp.data(#"{"p":"1","alert":""}"#).issues.map(\.reason) == ["emptyNotification"])
    #expect(try Mapp.lint(#"{"p":"1","apx_dpl":"shop://x"}"#, .android) == ["warning:emptyNotification"])
  }

  @Test func aTitleATextOrASilentPushDoesNot() throws {
    #expect(try Mapp.data(#"{"p":"1","push_title":"T"}"#).issues.isEmpty)
    #expect(try Mapp.data(#"{"p":"1","big_text_body":"B"}"#).issues.isEmpty)
    #expect(try Mapp.data(#"{"p":"1","content_available":"true"}"#).issues.isEmpty)
    #expect(try Mapp.data(#"{"p":"1","push_title":"","content_available":"TRUE"}"#).issues.isEmpty)
  }

  /// An `alert` alone is `alertNotShown`, whose message then says nothing at all is shown.
  @Test func anAlertAloneIsAlertNotShownSayingNothingShows() throws {
    let issues = try Mapp.data(#"{"p":"1","alert":"A"}"#).issues
    #expect(issues.map(\.reason) == ["alertNotShown"])
    #expect(issues.first?.message.contains("shows no text at all") == true)
    let titled = try Mapp.data(#"{"p":"1","push_title":"T","alert":"A"}"#).issues
    #expect(titled.first?.message.contains("shows only its title") == true)
  }

  @Test func theEmptyPushIsPostedAndBroadcast() throws {
    let (device, receiver) = MappDeviceTests.device(.android, .background)
    try device.receive(json: #"{"p":"41","google.message_id":"e1"}"#)
    #expect(device.tray.latest?.id == "e1")
    #expect(device.tray.latest?.content.title == nil)
    #expect(device.tray.latest?.content.body == "")
    #expect(device.events(named: "push.warning").map { $0["reason"] } == ["emptyNotification"])
    #expect(receiver.broadcasts == ["onReceived 41"])
  }

  /// `setContentText(bigText ?: "")`: no `big_text_body` and an empty one show the same text.
  @Test func aMissingAndAnEmptyBigTextBodyShowTheSameText() throws {
    let (device, _) = MappDeviceTests.device(.android, .background)
    try device.receive(json: #"{"p":"42","push_title":"T","google.message_id":"e2"}"#)
    device.advance(by: .seconds(1))  // a new notification id (MappAndroidNotificationIDTests)
    try device.receive(json: #"{"p":"43","push_title":"T","big_text_body":"","google.message_id":"e3"}"#)
    #expect(device.tray.notifications.map(\.content.body) == ["", ""])
  }

  /// Review: the notification shows `""` for both, but the app's `MappPush.content` is `bigText`
  /// as sent (`shared/MappPush.kt`): `nil` when `big_text_body` is missing, `""` when it is empty.
  @Test func theAppStillGetsTheBodyAsSent() throws {
    final class Contents: LocalPushBroadcast {
      var received: [String?] = []
      func onReceived(_ push: MappPushData) { received.append(push.content) }
    }
    let (device, _) = MappDeviceTests.device(.android, .background)
    let contents = Contents()
    device.appoxee?.pushBroadcast = contents
    try device.receive(json: #"{"p":"44","push_title":"T","google.message_id":"e4"}"#)
    device.advance(by: .seconds(1))  // a new notification id (MappAndroidNotificationIDTests)
    try device.receive(json: #"{"p":"45","push_title":"T","big_text_body":"","google.message_id":"e5"}"#)
    #expect(contents.received == [nil, ""])
    #expect(device.tray.notifications.map(\.content.body) == ["", ""])
  }
}
