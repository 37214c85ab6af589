import PushSim
import Testing

/// `closeNotifications` as each SDK matches it: iOS's first identifier only and its `""` thread
/// and category; Android's `""` tag, which matches only a `""` tag, and the FCM SDK's generated
/// tag, which no `tag` filter matches.
struct WonderPushCloseNotificationsTests {

  /// An iOS device showing A, B (thread `t`, category `cat`) and C (neither), by request identifier.
  static func iOSDevice() throws -> SimulatedDevice {
    let (device, _) = WonderPushPlatformTests.device(.iOS, .background)
    try device.receive(json: #"{"aps":{"alert":"a"},"_wp":{"c":"c"}}"#, headers: ["apns-push-type": "alert", "apns-collapse-id": "A"])
    try device.receive(
      json: #"{"aps":{"alert":"b","thread-id":"t","category":"cat"},"_wp":{"c":"c"}}"#,
      headers: ["apns-push-type": "alert", "apns-collapse-id": "B"])
    try device.receive(json: #"{"aps":{"alert":"c"},"_wp":{"c":"c"}}"#, headers: ["apns-push-type": "alert", "apns-collapse-id": "C"])
    #expect(device.tray.notifications.map(\.id) == ["A", "B", "C"])
    return device
  }

  /// Runs a `closeNotifications` receive action on iOS (a silent push).
  static func closeOnIOS(_ device: SimulatedDevice, _ action: String) throws {
    let action = #"{"type":"closeNotifications",\#(action)}"#
    try device.receive(json: #"{"aps":{"content-available":1},"_wp":{"receiveActions":[\#(action)]}}"#, headers: ["apns-push-type": "background", "apns-priority": "5"])
  }

  /// `WonderPushConcreteAPI`: `followUp.tags.firstObject`; the others are never looked at.
  @Test(arguments: [#""tags":["A","B"]"#, #""tags":["A"],"tag":"B""#])
  func iOSMatchesOnlyTheFirstIdentifier(action: String) throws {
    let device = try Self.iOSDevice()
    try Self.closeOnIOS(device, action)
    #expect(device.tray.notifications.map(\.id) == ["B", "C"])
    let executed = try #require(device.events(named: "action.executed").last)
    #expect(executed["parameters"] == ["tags": ["A"]])
    #expect(executed["result"] == "removed 1")
  }

  /// Lint says so.
  @Test func iOSExtraIdentifiersAreFlagged() throws {
    let notification = try WP.notification(WP.iOS(#"{"receiveActions":[{"type":"closeNotifications","tags":["A","B"]}]}"#), on: .iOS)
    #expect(WP.reasons(notification) == ["closeNotificationsExtraTags"])
    #expect(notification.receiveActions.first?.closeFilter?.tags == ["A", "B"])
    let single = try WP.notification(WP.iOS(#"{"receiveActions":[{"type":"closeNotifications","tag":"A"}]}"#), on: .iOS)
    #expect(WP.reasons(single).isEmpty)
  }

  /// `""` for `threadId` or `category` matches the notifications without one.
  @Test(arguments: [#""threadId":"""#, #""category":"""#])
  func iOSEmptyThreadOrCategoryMatchesTheOnesWithout(action: String) throws {
    let device = try Self.iOSDevice()
    try Self.closeOnIOS(device, action)
    #expect(device.tray.notifications.map(\.id) == ["B"])
  }

  /// A value still matches only that value; an empty `targetContentId` matches none (it is `nil`).
  @Test func iOSThreadAndTargetContentId() throws {
    let device = try Self.iOSDevice()
    try Self.closeOnIOS(device, #""targetContentId":"""#)
    #expect(device.tray.count == 3)
    try Self.closeOnIOS(device, #""threadId":"t""#)
    #expect(device.tray.notifications.map(\.id) == ["A", "C"])
  }
}

/// Android: the FCM SDK's own notifications carry a generated tag.
struct WonderPushCloseNotificationsAndroidTests {
  /// A device showing an FCM notification without `gcm.n.tag` (f1), one with (f2), and
  /// WonderPush's untagged one (m1: no alert.tag, no campaign).
  static func device() throws -> SimulatedDevice {
    let (device, _) = WonderPushPlatformTests.device(.android, .background)
    try device.receive(json: #"{"gcm.n.e":"1","gcm.n.title":"Plain","google.message_id":"f1"}"#)
    try device.receive(json: #"{"gcm.n.e":"1","gcm.n.title":"Tagged","gcm.n.tag":"t","google.message_id":"f2"}"#)
    try device.receive(json: WonderPushPlatformTests.push(#"{"alert":{"text":"untagged"}}"#, id: "m1"))
    #expect(device.tray.notifications.map(\.id) == ["f1", "f2", "m1"])
    #expect(device.tray.notifications.map(\.hasGeneratedTag) == [true, false, false])
    return device
  }

  /// `"tag": null` matches `sbn.getTag() == null` only: WonderPush's untagged one, not the FCM
  /// SDK's, whose tag is `FCM-Notification:<uptime>`; `""` matches neither.
  @Test func nullAndEmptyTagsDoNotMatchTheGeneratedTag() throws {
    let device = try Self.device()
    try device.receive(json: WonderPushPlatformTests.push(#"{"type":"data","receiveActions":[{"type":"closeNotifications","tag":""}]}"#, id: "x1"))
    #expect(device.tray.count == 3)
    try device.receive(json: WonderPushPlatformTests.push(#"{"type":"data","receiveActions":[{"type":"closeNotifications","tag":null}]}"#, id: "x2"))
    #expect(device.tray.notifications.map(\.id) == ["f1", "f2"])
    try device.receive(json: WonderPushPlatformTests.push(#"{"type":"data","receiveActions":[{"type":"closeNotifications","tag":"t"}]}"#, id: "x3"))
    #expect(device.tray.notifications.map(\.id) == ["f1"])
    // A filter without a tag still takes it.
    try device.receive(json: WonderPushPlatformTests.push(#"{"type":"data","receiveActions":[{"type":"closeNotifications","group":null}]}"#, id: "x4"))
    #expect(device.tray.isEmpty)
  }

  /// The trace keeps `tag: null`, and two such notifications never replace each other.
  @Test func theGeneratedTagStaysOutOfTheTraceAndReplacesNothing() throws {
    let device = try Self.device()
    try device.receive(json: #"{"gcm.n.e":"1","gcm.n.title":"Plain again","google.message_id":"f3"}"#)
    #expect(device.tray.count == 4)
    #expect(device.events(named: "notification.displayed").first?["tag"] == .null)
  }
}
