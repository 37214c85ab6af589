import PushSim
import Testing

/// The Android audit against the Mapp Engage Android SDK's source (docs/Mapp.md, "Audit
/// (Android)"): what its notification shows, which keys stay out of `extraFields`, and what its
/// buttons are.
struct MappAndroidAuditTests {
  /// `NotificationFactory.createSimpleNotification` sets the text (and the big text) from
  /// `bigText`, that is `big_text_body`; `alert` is read into `PushData` and shown nowhere.
  @Test func theNotificationTextIsBigTextBodyNotAlert() throws {
    let (device, _) = MappDeviceTests.device(.android, .background)
    try device.receive(json: #"{"p":"1","push_title":"T","alert":"Short","big_text_body":"Long text","google.message_id":"m1"}"#)
    #expect(device.notificationList.first?.content.body == "Long text")
    try device.receive(json: #"{"p":"2","push_title":"T","alert":"Only alert","google.message_id":"m2"}"#)
    #expect(device.notificationList.first { $0.id == "m2" }?.content.body == nil)
    #expect(device.events(named: "push.warning").map { $0["reason"] } == ["alertNotShown"])
  }

  /// The warning is for a push that shows something: a silent push shows nothing anyway, and a
  /// push with `big_text_body` shows that.
  @Test func alertNotShownOnlyWhenTheTextIsMissing() throws {
    #expect(try Mapp.data(#"{"p":"1","alert":"A"}"#).issues.map(\.reason) == ["alertNotShown"])
    #expect(try Mapp.data(#"{"p":"1","alert":"A","big_text_body":"B"}"#).issues.isEmpty)
    #expect(try Mapp.data(#"{"p":"1","alert":"A","content_available":"true"}"#).issues.isEmpty)
    #expect(try Mapp.lint(#"{"p":"1","alert":"A"}"#, .android) == ["warning:alertNotShown"])
  }

  /// `toPushData` takes `sendout_id` into `sendoutId` (`toLongOrNull()`), so it is not an extra
  /// field the app's `MappPush` carries.
  @Test func sendoutIdIsAFieldNotAnExtraField() throws {
    let data = try Mapp.data(#"{"p":"1","big_text_body":"B","sendout_id":"4711","shop":"x"}"#)
    #expect(data.sendoutId == 4711)
    #expect(data.extraFields == ["shop": "x"])
    #expect(try Mapp.data(#"{"p":"1","big_text_body":"B","sendout_id":"n/a"}"#).sendoutId == nil)
  }
}
