import Foundation
import PushSim
import Testing

/// The OneSignal SDK on devices: processing, the will-display and click listeners, opens,
/// TTL, groups and the restore of row a11.
struct OneSignalDeviceTests {
  /// An Android device with the OneSignal SDK and a recording delegate.
  static func android(_ state: AppState = .background, app: AppBehavior = AppBehavior()) -> (SimulatedDevice, RecordingDelegate) {
    let device = SimulatedDevice(platform: .android, sdk: .onesignal, state: state, app: app)
    let delegate = RecordingDelegate()
    device.setDelegate(delegate)
    return (device, delegate)
  }

  /// A OneSignal Android data map with notification id `i`.
  static func push(_ i: String, id: String, alert: String = "Hello", extra: KeyValuePairs<String, String> = [:]) -> String {
    var pairs: [(String, JSONValue)] = [
      ("custom", .string(#"{"i":"\#(i)"}"#)), ("alert", .string(alert)), ("google.message_id", .string(id)),
    ]
    for (key, value) in extra { pairs.append((key, .string(value))) }
    return JSONValue.object(JSONObject(pairs)).serialized()
  }

  @Test func withoutCustomIThePushIsNotProcessed() throws {
    let (device, delegate) = Self.android()
    try device.receive(json: #"{"alert":"Hi","google.message_id":"m1"}"#)
    #expect(delegate.methods.isEmpty)
    #expect(device.tray.isEmpty)
    #expect(device.events(named: "push.dropped").first?["reason"] == "notSdkPayload")
  }

  /// The recording delegate keeps what the service extension was given and can prevent the
  /// display there (`onNotificationReceived(event)`), recorded once as the generic call.
  @Test func recordingDelegateSeesAndPreventsInTheServiceExtension() throws {
    let (device, delegate) = Self.android()
    delegate.preventsInExtension = true
    try device.receive(json: Self.push("os-1", id: "m1"))
    #expect(delegate.methods == ["onNotificationReceived"])
    #expect(delegate.extensionNotifications.map(\.notificationId) == ["os-1"])
    #expect(device.tray.isEmpty)
    #expect(device.events(named: "notification.prevented").first?["by"] == "onNotificationReceived")
    delegate.preventsInExtension = false
    try device.receive(json: Self.push("os-2", id: "m2"))
    #expect(delegate.extensionNotifications.map(\.notificationId) == ["os-1", "os-2"])
    #expect(device.tray.latest?.id == "m2")
  }

  @Test func backgroundPushIsReceivedShownAndCountedWithoutWillDisplay() throws {
    let (device, delegate) = Self.android()
    try device.receive(json: Self.push("os-1", id: "m1"))
    #expect(delegate.methods == ["onNotificationReceived"])
    #expect(device.tray.latest?.body == "Hello")
    #expect(device.tray.latest?.channel == "fcm_fallback_notification_channel")
    #expect(device.events(named: "metric").first?["name"] == "received")
  }

  /// `NotificationChannelManager.createNotificationChannel`: `oth_chnl` when the app created that
  /// channel, else the channel `chnl` describes (created by the SDK; `miscellaneous` is the
  /// system's, so the default instead), else the default channel; a `chnl` that is not JSON is
  /// a lint warning and the default channel.
  @Test func theChannelComesFromOthChnlOrChnl() throws {
    let cases: [(KeyValuePairs<String, String>, [String], String)] = [
      (["oth_chnl": "orders"], ["orders"], "orders"),
      (["oth_chnl": "orders"], [], "fcm_fallback_notification_channel"),
      (["oth_chnl": "orders", "chnl": #"{"id":"OS_abc","nm":"Promotions"}"#], [], "OS_abc"),
      (["chnl": #"{"id":"OS_abc","nm":"Promotions"}"#], ["OS_abc"], "OS_abc"),
      (["chnl": #"{"nm":"No id"}"#], [], "fcm_fallback_notification_channel"),
      (["chnl": #"{"id":"miscellaneous"}"#], [], "fcm_fallback_notification_channel"),
      (["chnl": "not json"], [], "fcm_fallback_notification_channel"),
      (["chnl": #"{"id":null}"#], [], "null"),
    ]
    for (extra, created, expected) in cases {
      var options = DeviceOptions()
      options.androidChannels = created
      let device = SimulatedDevice(platform: .android, sdk: .onesignal, state: .background, options: options)
      try device.receive(json: Self.push("os-1", id: "m1", extra: extra))
      #expect(device.tray.latest?.channel == expected, "\(extra) with \(created)")
      #expect(device.events(named: "notification.displayed").first?["channel"] == .string(expected))
    }
    let lint = PayloadLinter.lint(Array(Self.push("os-1", id: "m1", extra: ["chnl": "not json"]).utf8), platform: .android, sdk: .onesignal)
    #expect(lint.contains { $0.issue.reason == "channelNotJSON" && $0.severity == .warning })
  }

  @Test func foregroundListenerMayPreventDisplay() throws {
    let (device, delegate) = Self.android(.foreground)
    delegate.preventsDisplay = true
    try device.receive(json: Self.push("os-1", id: "m1"))
    #expect(delegate.methods == ["onNotificationReceived", "onWillDisplay"])
    #expect(device.tray.isEmpty)
    #expect(device.events(named: "notification.prevented").count == 1)
  }

  @Test func emptyAlertIsSilentButReceived() throws {
    let (device, delegate) = Self.android()
    try device.receive(json: Self.push("os-1", id: "m1", alert: ""))
    #expect(device.tray.isEmpty)
    #expect(delegate.methods == ["onNotificationReceived"])
  }

  @Test func sameNotificationIdIsProcessedOnce() throws {
    let (device, delegate) = Self.android()
    try device.receive(json: Self.push("os-1", id: "m1"))
    try device.receive(json: Self.push("os-1", id: "m2"))
    #expect(delegate.methods == ["onNotificationReceived"])
    #expect(device.events(named: "push.dropped").last?["reason"] == "duplicate")
  }

  /// A `custom.i` of JSON null is the id "null" (Android's org.json), saved as such
  /// (`saveNotification`'s `optString("i")`): the next null id, and the string "null", are found
  /// by `doesNotificationExist("null")` and dropped as duplicates; another id is processed.
  @Test func nullIdsAreOneIdTheTextNull() throws {
    let (device, delegate) = Self.android()
    try device.receive(json: #"{"custom":"{\"i\":null}","alert":"One","google.message_id":"m1"}"#)
    try device.receive(json: #"{"custom":"{\"i\":null}","alert":"Two","google.message_id":"m2"}"#)
    try device.receive(json: Self.push("null", id: "m3"))
    try device.receive(json: Self.push("os-4", id: "m4"))
    #expect(delegate.methods == ["onNotificationReceived", "onNotificationReceived"])
    #expect(device.events(named: "push.dropped").map { $0["id"] } == ["m2", "m3"])
    #expect(device.events(named: "push.dropped").allSatisfy { $0["reason"] == "duplicate" })
    #expect(device.tray.notification(id: "m1") != nil && device.tray.notification(id: "m4") != nil)
  }

  /// Sent 4 days ago with the default TTL of 3 days: not shown. Within its TTL: shown.
  @Test(arguments: [(4 * 86_400, true), (2 * 86_400, false)])
  func pastTTLIsNotShown(age: Int, dropped: Bool) throws {
    let (device, _) = Self.android()
    let sent = (device.options.clockEpochSeconds - Int64(age)) * 1000
    try device.receive(json: Self.push("os-1", id: "m1", extra: ["google.sent_time": String(sent), "google.ttl": "259200"]))
    #expect(device.tray.isEmpty == dropped)
    #expect((device.events(named: "push.dropped").first?["reason"] == "pastTTL") == dropped)
  }

  @Test func buttonTapIsActionTakenAndOpensAreCountedOnce() throws {
    let (device, delegate) = Self.android()
    try device.receive(json: Self.push("os-1", id: "m1", extra: ["o": #"[{"i":"reply","n":"Reply"}]"#]))
    try device.tap(.id("m1"), button: .id("reply"))
    let click = try #require(delegate.clicks.first)
    #expect(click.action == OSNotificationAction(type: .actionTaken, actionId: "reply"))
    #expect(device.events(named: "delegate.onNotificationOpened").first?["actionType"] == "ActionTaken")
    #expect(device.events(named: "metric").map { $0["name"] } == ["received", "opened"])
  }

  @Test func tapOnTheNotificationIsOpened() throws {
    let (device, delegate) = Self.android()
    try device.receive(json: Self.push("os-1", id: "m1"))
    try device.tap(.id("m1"))
    #expect(delegate.clicks.first?.action == OSNotificationAction(type: .opened, actionId: nil))
  }

  @Test func groupGetsASummaryAndItsTapOpensTheGroup() throws {
    let (device, delegate) = Self.android()
    try device.receive(json: Self.push("os-1", id: "m1", extra: ["grp": "chat", "grp_msg": "$[notif_count] chats"]))
    try device.receive(json: Self.push("os-2", id: "m2", extra: ["grp": "chat", "grp_msg": "$[notif_count] chats"]))
    let summary = try #require(device.tray.notification(id: "onesignal-summary-chat"))
    #expect(summary.body == "2 chats")
    try device.tap(.id("onesignal-summary-chat"))
    let grouped = try #require(delegate.clicks.first?.notification.groupedNotifications)
    #expect(grouped.compactMap(\.notificationId) == ["os-2", "os-1"])
    #expect(device.tray.isEmpty)
  }

  /// With one notification left the SDK shows it again as a restored one, and the summary
  /// becomes its copy (`restoreSummary`); with none left the summary goes.
  @Test func summaryFollowsTheGroupDownToNone() throws {
    let (device, _) = Self.android()
    try device.receive(json: Self.push("os-1", id: "m1", extra: ["grp": "g"]))
    try device.receive(json: Self.push("os-2", id: "m2", extra: ["grp": "g"]))
    #expect(device.tray.notification(id: "onesignal-summary-g")?.body == "2 new messages")
    try device.dismiss(.id("m1"))
    #expect(device.tray.notifications.map(\.id).sorted() == ["m2", "onesignal-summary-g"])
    #expect(device.tray.notification(id: "onesignal-summary-g")?.body == "Hello")
    let received = device.events(named: "delegate.onNotificationReceived").last
    #expect(received?["notificationId"] == "os-2" && received?["restoring"] == true)
    #expect(device.tray.notification(id: "m2")?.channel == "restored_OS_notifications")
    try device.dismiss(.id("m2"))
    #expect(device.tray.isEmpty)
    #expect(device.events(named: "notification.removed").last?["reason"] == "groupEmptied")
  }

  /// The app's own `NotificationManager.cancel` and `cancelAll` send no delete intent (AOSP
  /// cancels with `sendDelete` false, `REASON_APP_CANCEL`, `_ALL`): the SDK hears nothing, so it
  /// neither recounts its summary nor shows the last one again, and `cancelAll` takes each
  /// notification in list order without the SDK re-posting any in between.
  @Test func theAppsOwnCancelsAreNotHeardByTheSDK() throws {
    let (device, _) = Self.android()
    for index in 1...3 { try device.receive(json: Self.push("os-\(index)", id: "m\(index)", extra: ["grp": "g"])) }
    #expect(device.tray.notification(id: "onesignal-summary-g")?.body == "3 new messages")
    let receivedBefore = device.events(named: "delegate.onNotificationReceived").count
    device.removeDeliveredNotifications(withIdentifiers: ["m1", "m2"])
    #expect(device.tray.notifications.map(\.id).sorted() == ["m3", "onesignal-summary-g"])
    #expect(device.tray.notification(id: "onesignal-summary-g")?.body == "3 new messages")
    device.removeAllDeliveredNotifications()
    #expect(device.tray.isEmpty)
    let removed = device.events(named: "notification.removed")
    #expect(removed.count == 4 && removed.allSatisfy { $0["reason"] == "app" })
    #expect(device.events(named: "delegate.onNotificationReceived").count == receivedBefore)
    #expect(device.events(named: "notification.displayed").count == 4)  // three and the summary, none again
  }

  /// The group's first notification gets a summary that is a copy of it, on its channel.
  @Test func firstNotificationOfAGroupGetsACopyAsItsSummary() throws {
    let (device, _) = Self.android()
    try device.receive(json: Self.push("os-1", id: "m1", extra: ["grp": "g", "title": "Hello"]))
    let summary = try #require(device.tray.notification(id: "onesignal-summary-g"))
    let shown = try #require(device.tray.notification(id: "m1"))
    #expect(summary.isGroupSummary && !shown.isGroupSummary)
    #expect([summary.title, summary.body] == [shown.title, shown.body])
    #expect(summary.channel == shown.channel)
    #expect(device.tray.count == 2)
  }

  /// Row a11: 15 s after boot, eligible notifications come back 200 ms apart, restoring, on the
  /// Restored channel, without onWillDisplay; dismissed and opened ones stay gone.
  @Test func rebootRestoresEligibleNotificationsPaced() throws {
    let (device, delegate) = Self.android()
    for n in 1...4 { try device.receive(json: Self.push("os-\(n)", id: "m\(n)")) }
    try device.dismiss(.id("m2"))
    try device.tap(.id("m3"))
    device.reboot()
    device.unlock()  // BOOT_COMPLETED, and the restore, wait for the first unlock
    #expect(device.tray.isEmpty)
    device.advance(by: .seconds(14))
    #expect(device.tray.isEmpty)
    device.advance(by: .seconds(1))
    #expect(device.tray.notifications.map(\.id) == ["m4"])  // newest first
    device.advance(by: .milliseconds(200))
    #expect(device.tray.notifications.map(\.id) == ["m4", "m1"])
    #expect(device.tray.notifications.allSatisfy { $0.restored && $0.channel == "restored_OS_notifications" })
    let restoring = device.events(named: "delegate.onNotificationReceived").filter { $0["restoring"] == true }
    #expect(restoring.count == 2)
    #expect(!delegate.methods.contains("onWillDisplay"))
  }

  @Test func notificationsPastTheirTTLAreNotRestored() throws {
    let (device, _) = Self.android()
    try device.receive(json: Self.push("os-1", id: "m1", extra: ["google.ttl": "60"]))
    try device.receive(json: Self.push("os-2", id: "m2"))
    device.advance(by: .seconds(90))
    device.reboot()
    device.unlock()  // BOOT_COMPLETED, and the restore, wait for the first unlock
    device.advance(by: .seconds(20))
    #expect(device.tray.notifications.map(\.id) == ["m2"])
  }

  /// R-A-22: notifications the app cancels are not marked dismissed, so a cold start restores them.
  @Test func appCancelledNotificationsComeBackOnColdStart() throws {
    let (device, _) = Self.android()
    try device.receive(json: Self.push("os-1", id: "m1"))
    device.removeAllDeliveredNotifications()
    try device.perform(.kill)
    try device.perform(.open)
    device.advance(by: .seconds(1))
    #expect(device.tray.notifications.map(\.id) == ["m1"])
  }

  @Test func forceStoppedAppRestoresNothingAfterBoot() throws {
    let (device, _) = Self.android()
    try device.receive(json: Self.push("os-1", id: "m1"))
    try device.perform(.forceStop)
    device.reboot()
    device.unlock()  // BOOT_COMPLETED, and the restore, wait for the first unlock
    device.advance(by: .seconds(30))
    #expect(device.tray.isEmpty)
  }

  // MARK: iOS

  static let iosPush = #"{"aps":{"alert":{"title":"Hi","body":"There"},"mutable-content":1},"custom":{"i":"os-1","a":{"k":"v"}},"att":{"img":"https://x.test/a.png"},"buttons":[{"i":"yes","n":"Yes"}]}"#

  @Test func iosForegroundWillDisplayThenShown() throws {
    let device = SimulatedDevice(platform: .iOS, sdk: .onesignal, state: .foreground)
    let delegate = RecordingDelegate()
    device.setDelegate(delegate)
    try device.receive(json: Self.iosPush, headers: ["apns-push-type": "alert"])
    // With no notification-center delegate of the app's, the SDK then calls the app
    // delegate's legacy didRRN (`callLegacyAppDeletegateSelector`, docs/OneSignal.md).
    #expect(delegate.methods == ["onWillDisplay", "didReceiveRemoteNotification"])
    #expect(device.tray.count == 1)
    delegate.preventsDisplay = true
    try device.receive(json: Self.iosPush.replacingOccurrences(of: "os-1", with: "os-2"), headers: ["apns-push-type": "alert"])
    #expect(device.tray.count == 1)
  }

  @Test func iosServiceExtensionAddsAttachmentsAndButtons() throws {
    var app = AppBehavior()
    app.usesSDKServiceExtension = true
    let device = SimulatedDevice(platform: .iOS, sdk: .onesignal, state: .background, app: app)
    let delegate = RecordingDelegate()
    device.setDelegate(delegate)
    try device.receive(json: Self.iosPush, headers: ["apns-push-type": "alert"])
    device.advance(by: .seconds(1))  // the extension's run
    let shown = try #require(device.tray.latest)
    #expect(shown.attachments == ["https://x.test/a.png"])
    #expect(shown.content.category == "__onesignal__dynamic__os-1")
    try device.tap(button: .id("yes"))
    let click = try #require(delegate.clicks.first)
    #expect(click.action.type == .actionTaken)
    #expect(click.notification.additionalData?["actionSelected"] == "yes")
  }

  /// A push that names a category keeps it, with the actions the app registered for it: the
  /// extension adds the payload's buttons only to a push without one.
  @Test func iosServiceExtensionKeepsThePushsCategory() throws {
    var app = AppBehavior()
    app.usesSDKServiceExtension = true
    app.categories = ["SALE": ["buy", "later"]]
    let device = SimulatedDevice(platform: .iOS, sdk: .onesignal, state: .background, app: app)
    let push = Self.iosPush.replacingOccurrences(of: #""aps":{"#, with: #""aps":{"category":"SALE","#)
    #expect(push != Self.iosPush)
    try device.receive(json: push, headers: ["apns-push-type": "alert"])
    device.advance(by: .seconds(1))
    let shown = try #require(device.tray.latest)
    #expect(shown.content.category == "SALE")
    #expect(shown.content.buttons.map(\.id) == ["buy", "later"])
  }
}

/// Which payloads the trace calls OneSignal's.
struct OneSignalDialectTests {
  @Test(arguments: [
    (#"{"custom":"{\"i\":\"x\"}","alert":"a"}"#, Dialect.onesignal),
    (#"{"custom":"{'i':'x'}","alert":"a"}"#, .onesignal),  // org.json reads single quotes
    (#"{"custom":"not json","alert":"a"}"#, .fcm),
    (#"{"custom":"{\"a\":1}","alert":"a"}"#, .fcm),
  ])
  func androidCustomNeedsAnID(payload: String, dialect: Dialect) throws {
    let push = try OneSignal.push(payload, platform: .android)
    #expect(push.dialect == dialect)
  }
}

/// Opens counted once, collapse replacement and restore, on both platforms.
struct OneSignalOpenAndCollapseTests {
  @Test func iosOpenOfTheSameIdIsCountedOnce() throws {
    let device = SimulatedDevice(platform: .iOS, sdk: .onesignal, state: .background)
    device.setDelegate(RecordingDelegate())
    let payload = #"{"aps":{"alert":"Hi"},"custom":{"i":"same"}}"#
    try device.receive(json: payload, headers: ["apns-push-type": "alert", "apns-id": "a1"])
    try device.receive(json: payload, headers: ["apns-push-type": "alert", "apns-id": "a2"])
    try device.tap(.id("a1"))
    try device.perform(.background)
    try device.tap(.id("a2"))
    // Same process: the second open is the SDK's duplicate (`checkForProcessedDups`).
    #expect(device.events(named: "delegate.onNotificationOpened").count == 1)
    #expect(device.events(named: "delegate.missed").map { $0["reason"] } == ["duplicateOpen"])
    #expect(device.events(named: "metric").count == 1)
  }

  @Test func collapsedNotificationIsNotRestored() throws {
    let (device, _) = OneSignalDeviceTests.android()
    try device.receive(json: OneSignalDeviceTests.push("os-1", id: "m1", extra: ["collapse_key": "score"]))
    try device.receive(json: OneSignalDeviceTests.push("os-2", id: "m2", extra: ["collapse_key": "score"]))
    #expect(device.tray.notifications.map(\.id) == ["m2"])
    device.reboot()
    device.unlock()  // BOOT_COMPLETED, and the restore, wait for the first unlock
    device.advance(by: .seconds(20))
    #expect(device.tray.notifications.map(\.id) == ["m2"])
  }

  /// Receives OneSignal pushes `os-c<n>` with ids `c<n>` and collapse key `score`.
  static func receiveCollapsing(_ numbers: ClosedRange<Int>, on device: SimulatedDevice) throws {
    for n in numbers {
      try device.receive(json: OneSignalDeviceTests.push("os-c\(n)", id: "c\(n)", alert: "Score \(n)", extra: ["collapse_key": "score"]))
    }
  }

  /// A collapse update Android sheds (the 25th post in one instant) leaves the one before shown,
  /// but the SDK saved its row as shown under the same Android id and dismissed the older rows
  /// with that id (`createNotification`, `shouldDismissIdenticals`); the next update, accepted,
  /// dismisses the shed one's row, so a restore brings back only the newest.
  @Test func aShedCollapseUpdateIsNotRestoredBesideTheNewest() throws {
    let (device, _) = OneSignalDeviceTests.android()
    try Self.receiveCollapsing(1...25, on: device)
    #expect(device.events(named: "notification.suppressed").map { $0["id"] } == ["c25"])
    #expect(device.tray.notifications.map(\.id) == ["c24"])
    device.advance(by: .seconds(1))
    try Self.receiveCollapsing(26...26, on: device)
    #expect(device.tray.notifications.map(\.id) == ["c26"])
    device.reboot()
    device.unlock()  // BOOT_COMPLETED, and the restore, wait for the first unlock
    device.advance(by: .seconds(20))
    #expect(device.tray.notifications.map(\.id) == ["c26"])
    #expect(device.events(named: "notification.restored").map { $0["id"] } == ["c26"])
  }

  /// After a shed collapse update a restore brings back the shed one (its row is the newest
  /// with the Android id), not the one Android kept shown; a tap on the shown one consumes every
  /// row with its Android id (`markAsConsumed`), so nothing is restored after it.
  @Test func aTapConsumesEveryRowOfItsAndroidID() throws {
    let (device, _) = OneSignalDeviceTests.android()
    try Self.receiveCollapsing(1...25, on: device)
    device.reboot()
    device.unlock()  // BOOT_COMPLETED, and the restore, wait for the first unlock
    device.advance(by: .seconds(20))
    #expect(device.tray.notifications.map(\.id) == ["c25"])
    let (tapped, _) = OneSignalDeviceTests.android()
    try Self.receiveCollapsing(1...25, on: tapped)
    try tapped.tap(.id("c24"))
    tapped.reboot()
    tapped.unlock()  // BOOT_COMPLETED, and the restore, wait for the first unlock
    tapped.advance(by: .seconds(20))
    #expect(tapped.tray.isEmpty)
  }

  @Test func silentForegroundPushSkipsOnWillDisplay() throws {
    let (device, delegate) = OneSignalDeviceTests.android(.foreground)
    try device.receive(json: OneSignalDeviceTests.push("os-1", id: "m1", alert: ""))
    #expect(delegate.methods == ["onNotificationReceived"])
  }
}
