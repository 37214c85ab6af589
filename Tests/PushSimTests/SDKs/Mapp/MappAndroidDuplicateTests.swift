import PushSim
import Testing

/// The Mapp Android SDK has no duplicate check of its own (docs/Mapp.md, "Duplicates"):
/// `PushManagerImpl.handlePushMessage` posts every push with a non-blank `p`, under a new
/// notification id each time (the clock in tenths of a second). The only check is the FCM SDK's, in the `FirebaseMessagingService`
/// that `MappMessagingService` extends, and it reads `google.message_id` (R-A-4), not `p`.
struct MappAndroidDuplicateTests {
  @Test func samePWithANewMessageIdIsPostedAndBroadcastAgain() throws {
    let (device, receiver) = MappDeviceTests.device(.android, .background)
    try device.receive(json: #"{"p":"7001","push_title":"Sale","big_text_body":"Today","google.message_id":"d1"}"#)
    // A second later: within the same tenth of a second the SDK's notification id would be the
    // same (MappAndroidNotificationIDTests).
    device.advance(by: .seconds(1))
    try device.receive(json: #"{"p":"7001","push_title":"Sale","big_text_body":"Today","google.message_id":"d2"}"#)
    #expect(device.tray.notifications.map(\.id) == ["d1", "d2"])
    #expect(receiver.broadcasts == ["onReceived 7001", "onReceived 7001"])
    #expect(device.events(named: "push.dropped").isEmpty)
  }

  @Test func anFCMRedeliveryIsDroppedBeforeTheSDKSeesIt() throws {
    let (device, receiver) = MappDeviceTests.device(.android, .background)
    try device.receive(json: #"{"p":"7002","push_title":"Sale","big_text_body":"Today","google.message_id":"d3"}"#)
    try device.receive(json: #"{"p":"7002","push_title":"Sale","big_text_body":"Today","google.message_id":"d3"}"#)
    #expect(device.tray.notifications.map(\.id) == ["d3"])
    #expect(receiver.broadcasts == ["onReceived 7002"])
    #expect(device.events(named: "push.dropped").map { $0["reason"] } == ["duplicate"])
  }

  @Test func aSilentPushSentTwiceRunsItsCommandTwice() throws {
    let (device, receiver) = MappDeviceTests.device(.android, .background)
    for messageId in ["d4", "d5"] {
      try device.receive(json: #"{"p":"7003","content_available":"true","silent_type":"sys_set_alias","silent_data":"robin","google.message_id":"\#(messageId)"}"#)
    }
    #expect(receiver.broadcasts == ["onSilent 7003", "onSilent 7003"])
  }
}
