import PushSim
import Testing

/// Rows a1–a10 of SEMANTICS.md §7.3, driven through a device.
struct AndroidDeliveryTests {
  /// a1/a4: in the foreground the SDK shows nothing and onMessageReceived runs.
  @Test(arguments: [(Payloads.fcmNotification, "a1"), (Payloads.fcmBoth, "a4")])
  func foregroundNotificationGoesToOnMessageReceived(payload: String, row: String) throws {
    let device = SimulatedDevice(platform: .android, state: .foreground)
    try device.receive(json: payload)
    #expect(device.lastRule == row)
    #expect(device.eventNames == ["push.received", "delegate.onMessageReceived", "delegate.onNotificationReceived"])
    #expect(device.tray.isEmpty)
  }

  /// R-A-3: a foreground app behind the lock screen counts as background: the tray shows it.
  @Test func lockedForegroundCountsAsBackground() throws {
    let device = SimulatedDevice(platform: .android, state: .foreground)
    device.lock()
    try device.receive(json: Payloads.fcmNotification)
    #expect(device.lastRule == "a2")
    #expect(device.tray.count == 1)
    #expect(!device.eventNames.contains("delegate.onMessageReceived"))
  }

  /// a2/a3/a5: in the background or killed the FCM SDK shows it and onMessageReceived does not run.
  @Test(arguments: [
    (Payloads.fcmNotification, AppState.background, "a2"), (Payloads.fcmNotification, .killed, "a3"),
    (Payloads.fcmBoth, .background, "a5"), (Payloads.fcmBoth, .killed, "a5"),
  ])
  func backgroundNotificationIsShownByTheSDK(payload: String, state: AppState, row: String) throws {
    let device = SimulatedDevice(platform: .android, state: state)
    try device.receive(json: payload)
    #expect(device.lastRule == row)
    #expect(device.tray.count == 1)
    #expect(!device.eventNames.contains("delegate.onMessageReceived"))
    #expect(device.tray.latest?.channel == "fcm_fallback_notification_channel")
  }

  /// R-A-7: the message's channel if the app created it; else the manifest's default channel if
  /// the app declared and created it; else `fcm_fallback_notification_channel` (the first channel
  /// the app created is not a default).
  @Test(arguments: [
    ("orders", ["promo", "orders"], nil, "orders"),
    ("news", ["promo", "orders"], nil, "fcm_fallback_notification_channel"),
    ("news", ["promo", "orders"], "orders", "orders"),
    (nil, ["promo"], "promo", "promo"),
    (nil, ["promo"], "missing", "fcm_fallback_notification_channel"),
  ] as [(String?, [String], String?, String)])
  func channelFallsBackAsTheFCMSDKDoes(requested: String?, created: [String], manifestDefault: String?, posted: String) throws {
    var options = DeviceOptions()
    options.androidChannels = created
    options.androidDefaultChannel = manifestDefault
    let device = SimulatedDevice(platform: .android, state: .background, options: options)
    let channel = requested.map { #","gcm.n.android_channel_id":"\#($0)""# } ?? ""
    try device.receive(json: #"{"gcm.n.e":"1","gcm.n.title":"T"\#(channel)}"#)
    #expect(device.tray.latest?.channel == posted)
  }

  /// a5: the tap launches the launcher activity with the data keys as extras.
  @Test func tapOnNotificationPlusDataCarriesDataInExtras() throws {
    let device = SimulatedDevice(platform: .android, state: .killed)
    try device.receive(json: Payloads.fcmBoth)
    try device.tap()
    let intent = try #require(device.events(named: "delegate.onCreate").first)
    #expect(intent["opens"] == "launcher")
    #expect(intent["extras"]?["order"] == "42")
    #expect(intent["extras"]?["gcm.n.title"] == nil)
    #expect(device.state == .foreground)
  }

  /// a6/a7: data messages reach onMessageReceived in every running or killed state.
  @Test(arguments: [(AppState.foreground, "a6"), (.background, "a7"), (.killed, "a7")])
  func dataMessagesReachOnMessageReceived(state: AppState, row: String) throws {
    let device = SimulatedDevice(platform: .android, state: state)
    try device.receive(json: Payloads.fcmData)
    #expect(device.lastRule == row)
    #expect(device.eventNames.contains("delegate.onMessageReceived"))
    #expect(device.tray.isEmpty)
  }

  /// a7, R-A-12: under Doze a normal-priority data message waits until Doze ends; high priority
  /// goes through.
  @Test func dozeDefersNormalPriorityOnly() throws {
    var options = DeviceOptions()
    options.doze = true
    let device = SimulatedDevice(platform: .android, state: .background, options: options)
    try device.receive(json: Payloads.fcmData, headers: ["priority": "normal"])
    #expect(device.events(named: "push.held").first?["reason"] == "doze")
    try device.receive(json: #"{"x":"1","google.message_id":"hp"}"#, headers: ["priority": "high"])
    #expect(device.events(named: "delegate.onMessageReceived").count == 1)
    device.setDoze(false)
    #expect(device.events(named: "delegate.onMessageReceived").count == 2)
  }

  /// R-A-15: past the bucket's daily cap, high priority counts as normal (deferred under Doze).
  @Test(arguments: [(DeviceOptions.StandbyBucket.rare, 5), (.restricted, 5), (.frequent, 10)])
  func standbyBucketCapsHighPriority(bucket: DeviceOptions.StandbyBucket, cap: Int) throws {
    var options = DeviceOptions()
    options.doze = true
    options.standbyBucket = bucket
    let device = SimulatedDevice(platform: .android, state: .background, options: options)
    for i in 0...cap {
      try device.receive(json: #"{"x":"1","google.message_id":"m\#(i)"}"#, headers: ["priority": "high"])
    }
    #expect(device.events(named: "delegate.onMessageReceived").count == cap)
    #expect(device.events(named: "push.held").count == 1)
    // The cap is per day: a day later high priority goes through again.
    device.advance(by: .seconds(86_400))
    try device.receive(json: #"{"x":"1","google.message_id":"next"}"#, headers: ["priority": "high"])
    #expect(device.events(named: "delegate.onMessageReceived").last?["notification"] == "next")
  }

  /// R-A-13: once FCM has deprioritized the app, every high-priority message arrives as normal
  /// priority (deferred under Doze, warned), normal ones are untouched, and none uses the
  /// bucket's cap.
  @Test func deprioritizedAppGetsHighPriorityAsNormal() throws {
    var gate = AndroidWakeGate()
    var options = DeviceOptions()
    options.fcmDeprioritized = true
    options.standbyBucket = .rare
    for _ in 0..<6 { #expect(gate.decide(priority: .high, now: .zero, options: options) == .deliverDeprioritized) }
    #expect(gate.decide(priority: .normal, now: .zero, options: options) == .deliver)
    options.doze = true
    #expect(gate.decide(priority: .high, now: .zero, options: options) == .holdUntilDozeEnds(deprioritized: true))
    // No deprioritized message used the rare bucket's 5 a day.
    options.fcmDeprioritized = false
    for _ in 0..<5 { #expect(gate.decide(priority: .high, now: .zero, options: options) == .deliver) }
    #expect(gate.decide(priority: .high, now: .zero, options: options) == .holdUntilDozeEnds(deprioritized: true))

    options = DeviceOptions()
    options.fcmDeprioritized = true
    let device = SimulatedDevice(platform: .android, state: .background, options: options)
    try device.receive(json: #"{"x":"1","google.message_id":"hp"}"#, headers: ["priority": "high"])
    #expect(device.events(named: "push.warning").map { $0["reason"] } == ["deprioritized"])
    #expect(device.events(named: "delegate.onMessageReceived").count == 1)
    try device.receive(json: #"{"x":"1","google.message_id":"np"}"#, headers: ["priority": "normal"])
    #expect(device.events(named: "push.warning").count == 1)
    // FCM lowers it on its servers: in the foreground too, where no wake gate applies.
    let foreground = SimulatedDevice(platform: .android, state: .foreground, options: options)
    try foreground.receive(json: #"{"x":"1","google.message_id":"fg"}"#, headers: ["priority": "high"])
    #expect(foreground.events(named: "push.warning").map { $0["reason"] } == ["deprioritized"])
    #expect(foreground.events(named: "delegate.onMessageReceived").count == 1)
  }

  /// R-A-6: a sticky notification stays after a tap, and its one-shot intent is sent once.
  @Test func stickyNotificationIntentIsOneShot() throws {
    let device = SimulatedDevice(platform: .android, state: .background)
    try device.receive(json: #"{"gcm.n.e":"1","gcm.n.title":"T","gcm.n.sticky":"1","google.message_id":"m1"}"#)
    try device.tap()
    try device.perform(.background)
    try device.tap()
    #expect(device.events(named: "delegate.onNotificationOpened").count == 1)
    #expect(device.events(named: "notification.tapIgnored").map { $0["id"] } == ["m1"])
    #expect(device.tray.count == 1)
  }

  /// Opening the app or tapping on a locked, dozing device ends Doze only once the app is in the
  /// foreground: a held notification message then reaches onMessageReceived (a1), as it does
  /// when the device was not locked.
  @Test func openingALockedDozingDeviceEndsDozeInTheForeground() throws {
    var options = DeviceOptions()
    options.doze = true
    let device = SimulatedDevice(platform: .android, state: .background, options: options)
    device.lock()
    try device.receive(json: #"{"gcm.n.e":"1","gcm.n.title":"T","google.message_id":"n1"}"#, headers: ["priority": "normal"])
    #expect(device.events(named: "push.held").count == 1)
    try device.perform(.open)
    #expect(device.lastRule == "a1")
    #expect(device.tray.isEmpty)
  }

  /// R-A-12: unlocking the device (the screen on, the user at it) ends Doze, and what Doze held
  /// arrives.
  @Test func unlockEndsDoze() throws {
    var options = DeviceOptions()
    options.doze = true
    let device = SimulatedDevice(platform: .android, state: .background, options: options)
    device.lock()
    try device.receive(json: Payloads.fcmData)
    #expect(device.events(named: "push.held").first?["reason"] == "doze")
    device.unlock()
    #expect(device.events(named: "device.doze").last?["doze"] == false)
    #expect(device.events(named: "delegate.onMessageReceived").count == 1)
  }

  /// a8: a force-stopped app gets nothing; and oemKillOnSwipe turns a swipe into a force-stop.
  @Test func forceStoppedAppReceivesNothing() throws {
    let device = SimulatedDevice(platform: .android, state: .forceStopped)
    try device.receive(json: Payloads.fcmData)
    #expect(device.lastRule == "a8")
    #expect(device.events(named: "push.dropped").first?["reason"] == "forceStopped")

    var options = DeviceOptions()
    options.androidOemKillOnSwipe = true
    let oem = SimulatedDevice(platform: .android, state: .foreground, options: options)
    try oem.perform(.swipeAway)
    #expect(oem.state == .forceStopped)
    let plain = SimulatedDevice(platform: .android, state: .foreground)
    try plain.perform(.swipeAway)
    #expect(plain.state == .killed)
  }

  /// a9: a deleted_messages message calls onDeletedMessages; the store overflow sends one.
  @Test func storageOverflowLeadsToOnDeletedMessages() throws {
    let device = SimulatedDevice(platform: .android, state: .background)
    device.setOnline(false)
    for i in 0..<101 { try device.receive(json: #"{"n":"\#(i)","google.message_id":"d\#(i)"}"#) }
    #expect(device.events(named: "push.dropped").count == 100)
    device.setOnline(true)
    #expect(device.events(named: "push.received").first?["rule"] == "a9")
    #expect(device.eventNames.contains("delegate.onDeletedMessages"))
    #expect(device.events(named: "delegate.onMessageReceived").count == 1)
  }

  /// a10: notifications permission denied: nothing shown; background gets no callback,
  /// foreground still gets onMessageReceived.
  @Test func permissionDeniedSuppressesNotifications() throws {
    var options = DeviceOptions()
    options.notificationPermission = false
    let background = SimulatedDevice(platform: .android, state: .background, options: options)
    try background.receive(json: Payloads.fcmNotification)
    #expect(background.lastRule == "a10")
    #expect(background.events(named: "push.dropped").first?["reason"] == "permissionDenied")
    let foreground = SimulatedDevice(platform: .android, state: .foreground, options: options)
    try foreground.receive(json: Payloads.fcmNotification)
    #expect(foreground.eventNames.contains("delegate.onMessageReceived"))
  }

  /// R-A-4: the SDK ignores a message id among the last 10.
  @Test func duplicateMessageIDsAreIgnored() throws {
    let device = SimulatedDevice(platform: .android, state: .background)
    try device.receive(json: Payloads.fcmData)
    try device.receive(json: Payloads.fcmData)
    #expect(device.events(named: "push.dropped").first?["reason"] == "duplicate")
    #expect(device.events(named: "delegate.onMessageReceived").count == 1)
  }

  /// R-A-6: the same tag replaces; no tag stacks.
  @Test func tagsReplaceAndUntaggedStack() throws {
    let device = SimulatedDevice(platform: .android, state: .background)
    try device.receive(json: #"{"gcm.n.e":"1","gcm.n.title":"a","gcm.n.tag":"t","google.message_id":"1"}"#)
    try device.receive(json: #"{"gcm.n.e":"1","gcm.n.title":"b","gcm.n.tag":"t","google.message_id":"2"}"#)
    try device.receive(json: #"{"gcm.n.e":"1","gcm.n.title":"c","google.message_id":"3"}"#)
    try device.receive(json: #"{"gcm.n.e":"1","gcm.n.title":"d","google.message_id":"4"}"#)
    #expect(device.tray.count == 3)
    #expect(device.tray.tags == ["t"])
    #expect(device.events(named: "notification.replaced").first?["replaced"] == "1")
  }

  /// R-A-19: ttl 0 is now or never; a stored message expires with its TTL.
  @Test func ttlRulesWhileOffline() throws {
    let device = SimulatedDevice(platform: .android, state: .background)
    device.setOnline(false)
    try device.receive(json: Payloads.fcmData, headers: ["ttl": 0])
    #expect(device.events(named: "push.dropped").first?["reason"] == "expired")
    try device.receive(json: #"{"k":"v","google.message_id":"t60"}"#, headers: ["ttl": 60])
    device.advance(by: .seconds(60))
    #expect(device.events(named: "push.dropped").count == 2)
    device.setOnline(true)
    #expect(!device.eventNames.contains("delegate.onMessageReceived"))
  }

  /// R-A-17: collapsible messages with the same key replace each other in storage.
  @Test func collapseKeyKeepsNewestWhileOffline() throws {
    let device = SimulatedDevice(platform: .android, state: .background)
    device.setOnline(false)
    try device.receive(json: #"{"v":"1","google.message_id":"c1"}"#, headers: ["collapse_key": "score"])
    try device.receive(json: #"{"v":"2","google.message_id":"c2"}"#, headers: ["collapse_key": "score"])
    device.setOnline(true)
    #expect(device.events(named: "delegate.onMessageReceived").map { $0["notification"] } == ["c2"])
  }

  /// R-A-1: FCM refuses more than 4096 bytes of data.
  @Test func oversizeDataIsRejected() throws {
    let device = SimulatedDevice(platform: .android, state: .background)
    try device.receive(json: #"{"pad":""# + String(repeating: "a", count: 4100) + #""}"#)
    #expect(device.events(named: "push.rejected").first?["reason"] == "payloadTooLarge")
  }

  /// Android data maps hold strings only: anything else is refused with the key named.
  @Test func nonStringDataValueIsRejectedWithItsKey() throws {
    let device = SimulatedDevice(platform: .android, state: .background)
    try device.receive(json: #"{"count":3}"#)
    let rejected = try #require(device.events(named: "push.rejected").first)
    #expect(rejected["reason"] == "invalidPayload")
    #expect(rejected["message"]?.stringValue?.contains("\"count\" is an integer") == true)
  }

  /// An FCM HTTP v1 body becomes the on-device data map with gcm.n.* keys.
  @Test func httpV1BodyIsConvertedToTheDeviceMessage() throws {
    let device = SimulatedDevice(platform: .android, state: .background)
    let body = #"{"message":{"token":"t","notification":{"title":"Sale"},"data":{"sku":"9"},"android":{"notification":{"tag":"promo"},"ttl":"60s"}}}"#
    let result = try device.receive(json: body)
    let push = try result.get()
    #expect(push.kind == .notificationAndData)
    #expect(push.remoteMessage?.notification?.tag == "promo")
    #expect(push.remoteMessage?.ttl == 60)
    #expect(device.tray.latest?.tag == "promo")
  }

  /// R-A-2: gcm.n.* keys without gcm.n.e = "1" make a data message, with a warning.
  @Test func notificationKeysWithoutEnableFlagAreData() throws {
    let device = SimulatedDevice(platform: .android, state: .background)
    try device.receive(json: #"{"gcm.n.title":"Hi","google.message_id":"x"}"#)
    #expect(device.events(named: "push.warning").first?["reason"] == "notificationKeysWithoutEnable")
    #expect(device.lastRule == "a7")
  }

  /// `CommonNotificationBuilder.getTag`: an empty tag is no tag, so each message is a new
  /// notification (the SDK posts under a unique `FCM-Notification:<uptime>`).
  @Test func emptyTagReplacesNothing() throws {
    let device = SimulatedDevice(platform: .android, state: .background)
    try device.receive(json: #"{"message":{"notification":{"title":"A"},"android":{"notification":{"tag":""}}}}"#)
    try device.receive(json: #"{"message":{"notification":{"title":"B"},"android":{"notification":{"tag":""}}}}"#)
    #expect(device.tray.count == 2)
    #expect(device.events(named: "notification.replaced").isEmpty)
    #expect(device.tray.latest?.push.remoteMessage?.notification?.tag == "")
  }

  /// R-A-11 and a8: with the OEM knob, an app that starts swiped away (`killed`) is force-stopped.
  @Test func oemKnobMakesAKilledStartForceStopped() throws {
    var options = DeviceOptions()
    options.androidOemKillOnSwipe = true
    let device = SimulatedDevice(platform: .android, state: .killed, options: options)
    #expect(device.state == .forceStopped)
    try device.receive(json: #"{"k":"v"}"#)
    #expect(device.lastRule == "a8")
  }

  /// `NotificationParams.getBoolean`: "1" or "true" in any case.
  @Test(arguments: ["TRUE", "True", "1", "true"])
  func stickyReadsLikeJava(value: String) throws {
    let device = SimulatedDevice(platform: .android, state: .background)
    try device.receive(json: #"{"gcm.n.e":"1","gcm.n.title":"T","gcm.n.sticky":"\#(value)"}"#)
    try device.tap()
    #expect(device.tray.count == 1)
  }

  /// R-A-15: a charging device is not in Doze; a message over the bucket's cap is delivered
  /// with normal priority, and the cap's warning is given under Doze too.
  @Test func chargingAndTheCapUnderDoze() throws {
    var charging = DeviceOptions()
    charging.doze = true
    charging.charging = true
    let plugged = SimulatedDevice(platform: .android, state: .background, options: charging)
    try plugged.receive(json: #"{"k":"v"}"#)
    #expect(plugged.events(named: "push.held").isEmpty)
    var rare = DeviceOptions()
    rare.standbyBucket = .rare
    let capped = SimulatedDevice(platform: .android, state: .background, options: rare)
    for i in 0..<6 { try capped.receive(json: #"{"k":"\#(i)","google.delivered_priority":"high"}"#, headers: ["priority": "high"]) }
    #expect(capped.events(named: "push.warning").map { $0["reason"] } == ["highPriorityCapReached"])
    var dozing = rare
    dozing.doze = true
    let held = SimulatedDevice(platform: .android, state: .background, options: dozing)
    for i in 0..<6 { try held.receive(json: #"{"k":"\#(i)"}"#, headers: ["priority": "high"]) }
    #expect(held.events(named: "push.warning").map { $0["reason"] } == ["highPriorityCapReached"])
    #expect(held.events(named: "push.held").count == 1)
  }

  /// R-A-15: a high-priority message over the bucket's cap arrives as normal priority, and the
  /// intent a tap on its notification opens says so (`google.delivered_priority`).
  /// The same for one held through Doze: it waits, and arrives, as normal priority.
  @Test(arguments: [false, true])
  func aCappedMessageIsDeliveredAsNormalInItsTapIntent(dozing: Bool) throws {
    var rare = DeviceOptions()
    rare.standbyBucket = .rare
    rare.doze = dozing
    let device = SimulatedDevice(platform: .android, state: .background, options: rare)
    for i in 0..<6 {
      try device.receive(json: #"{"message":{"notification":{"title":"T\#(i)"},"android":{"priority":"high","notification":{"tag":"t\#(i)"}}}}"#)
    }
    #expect(device.events(named: "push.warning").count == 1)
    if dozing {
      #expect(device.events(named: "push.held").count == 1)
      try device.apply([DeviceSetting(name: "doze", value: false)])
    }
    func deliveredPriority(tag: String) throws -> JSONValue? {
      try device.tap(.tag(tag))
      let id = try #require(device.events(named: "notification.removed").last?["id"])
      let intent = (device.events(named: "delegate.onNewIntent") + device.events(named: "delegate.onCreate")).first { $0["notification"] == id }
      return intent?["extras"]?["google.delivered_priority"]
    }
    #expect(try deliveredPriority(tag: "t5") == "normal")
    #expect(try deliveredPriority(tag: "t0") == "high")
  }
}
