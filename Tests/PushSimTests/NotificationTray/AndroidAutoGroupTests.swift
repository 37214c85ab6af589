import PushSim
import Testing

/// Android's automatic grouping (R-A-24): the state machine on its own, then on a device (FCM's
/// notifications, a OneSignal group, the bundle's tap and dismissal, replacement, the knob).
struct AndroidAutoGroupTests {
  /// An FCM v1 notification message with a tag.
  static func notification(_ tag: String) -> String {
    #"{"message":{"notification":{"title":"\#(tag)"},"android":{"notification":{"tag":"\#(tag)"}}}}"#
  }

  /// A background Android device with the FCM SDK and `options`.
  static func device(threshold: Int? = nil, sdk: SDK? = nil) -> SimulatedDevice {
    var options = DeviceOptions()
    if let threshold { options.androidAutoGroupAtCount = threshold }
    return SimulatedDevice(platform: .android, sdk: sdk, state: .background, options: options)
  }

  @Test func summaryIsPostedAtTheThresholdAndTheRestJoin() {
    var group = AndroidAutoGroup()
    #expect(group.posted(id: "a", replacing: nil, appGrouped: false, threshold: 3) == .none)
    #expect(group.posted(id: "b", replacing: nil, appGrouped: false, threshold: 3) == .none)
    #expect(group.posted(id: "g", replacing: nil, appGrouped: true, threshold: 3) == .none)
    #expect(group.posted(id: "c", replacing: nil, appGrouped: false, threshold: 3) == .group(postsSummary: true))
    #expect(group.summaryShown && group.ungrouped == ["a", "b", "c"])
    #expect(group.posted(id: "d", replacing: nil, appGrouped: false, threshold: 3) == .group(postsSummary: false))
    // Fewer than the threshold left: the bundle stays until the last one goes.
    #expect(group.removed(id: "a") == .none)
    #expect(group.removed(id: "b") == .none)
    #expect(group.removed(id: "c") == .none)
    #expect(group.removed(id: "g") == .none)
    #expect(group.removed(id: "d") == .removeSummary)
    #expect(!group.summaryShown && group.ungrouped.isEmpty)
  }

  /// Ids compare as the tray compares them: a precomposed and a decomposed "é" are two
  /// notifications, each counted, each leaving on its own.
  @Test func idsCompareScalarForScalar() {
    var group = AndroidAutoGroup()
    #expect(group.posted(id: "caf\u{E9}", replacing: nil, appGrouped: false, threshold: 2) == .none)
    #expect(group.posted(id: "cafe\u{301}", replacing: nil, appGrouped: false, threshold: 2) == .group(postsSummary: true))
    #expect(group.ungrouped.count == 2 && group.ungrouped.sorted.map { Array($0.utf8) } == [Array("cafe\u{301}".utf8), Array("caf\u{E9}".utf8)])
    #expect(group.removed(id: "caf\u{E9}") == .none, "the other one is still bundled")
    #expect(group.ungrouped.contains("cafe\u{301}") && !group.ungrouped.contains("caf\u{E9}"))
    #expect(group.removed(id: "cafe\u{301}") == .removeSummary)
  }

  @Test func replacementKeepsTheBundleAndAnAppGroupLeavesIt() {
    var group = AndroidAutoGroup()
    _ = group.posted(id: "a", replacing: nil, appGrouped: false, threshold: 2)
    #expect(group.posted(id: "b", replacing: nil, appGrouped: false, threshold: 2) == .group(postsSummary: true))
    _ = group.removed(id: "a")
    // The last bundled notification replaced by an ungrouped one: it stays bundled.
    #expect(group.posted(id: "b2", replacing: "b", appGrouped: false, threshold: 2) == .group(postsSummary: false))
    #expect(group.ungrouped == ["b2"] && group.summaryShown)
    // Reposted in a group of the app's own: it leaves, and the summary with it.
    #expect(group.posted(id: "b2", replacing: "b2", appGrouped: true, threshold: 2) == .removeSummary)
    #expect(!group.summaryShown && group.ungrouped.isEmpty)
  }

  @Test func thresholdZeroNeverGroupsAndDismissalTakesTheChildren() {
    var off = AndroidAutoGroup()
    for id in ["a", "b", "c", "d", "e"] { #expect(off.posted(id: id, replacing: nil, appGrouped: false, threshold: 0) == .none) }
    #expect(off.ungrouped.count == 5 && !off.summaryShown && off.summaryDismissed().isEmpty)
    // Tracked all along: a threshold set later counts what is shown.
    #expect(off.posted(id: "f", replacing: nil, appGrouped: false, threshold: 4) == .group(postsSummary: true))
    // Posted again under its id while bundled: nothing new joins.
    #expect(off.posted(id: "f", replacing: "f", appGrouped: false, threshold: 4) == .none)

    var group = AndroidAutoGroup()
    _ = group.posted(id: "a", replacing: nil, appGrouped: false, threshold: 2)
    _ = group.posted(id: "b", replacing: nil, appGrouped: false, threshold: 2)
    #expect(group.summaryDismissed() == ["a", "b"])
    #expect(!group.summaryShown && group.removed(id: "a") == .none)
    // A knob turned off while the bundle is shown still lets its summary go.
    _ = group.posted(id: "c", replacing: nil, appGrouped: false, threshold: 2)
    _ = group.posted(id: "d", replacing: nil, appGrouped: false, threshold: 2)
    #expect(group.posted(id: "d", replacing: "d", appGrouped: true, threshold: 0) == .none)
    #expect(group.posted(id: "c", replacing: "c", appGrouped: true, threshold: 0) == .removeSummary)
  }

  @Test func fcmNotificationsAreBundledAtFourByDefault() throws {
    let device = Self.device()
    for tag in ["a", "b", "c"] { try device.receive(json: Self.notification(tag)) }
    #expect(device.events(named: "notification.autogrouped").isEmpty)
    try device.receive(json: Self.notification("d"))
    let grouped = try #require(device.events(named: "notification.autogrouped").first)
    #expect(grouped["ids"] == JSONValue.array(["fcm-1", "fcm-2", "fcm-3", "fcm-4"]))
    #expect(grouped["summaryPosted"] == true && grouped["group"] == "ranker_group")
    // A replacement by tag stays in the bundle, and is recorded as joining it.
    try device.receive(json: Self.notification("a"))
    #expect(device.events(named: "notification.autogrouped").last?["ids"] == JSONValue.array(["fcm-5"]))
    #expect(device.androidAutoGroup.ungrouped == ["fcm-2", "fcm-3", "fcm-4", "fcm-5"])
  }

  /// With a sticky notification in it (no auto-cancel), the summary has no auto-cancel either:
  /// a tap opens the app and leaves the bundle.
  @Test func bundleTapOpensTheAppWithoutAPushAndDismissalClearsIt() throws {
    let device = Self.device(threshold: 2)
    try device.receive(json: Self.notification("a"))
    try device.receive(json: #"{"message":{"notification":{"title":"b"},"android":{"notification":{"tag":"b","sticky":true}}}}"#)
    #expect(throws: DeviceError.self) { try device.tap(NotificationMatcher.tag("ranker_group"), button: 0) }
    try device.tap(NotificationMatcher.tag("ranker_group"))
    #expect(device.state == .foreground)
    #expect(device.events(named: "delegate.onNewIntent").isEmpty && device.events(named: "delegate.onCreate").isEmpty)
    #expect(device.tray.count == 2)
    try device.dismiss(NotificationMatcher.id("ranker_group"))
    #expect(device.tray.isEmpty)
    #expect(
      device.events(named: "notification.removed").map { $0["reason"] } == ["groupSummaryCancelled", "groupSummaryCancelled"])
    #expect(device.events(named: "notification.autogroupSummaryRemoved").map { $0["reason"] } == ["dismiss"])
    // Gone: the name no longer designates anything.
    #expect(throws: DeviceError.self) { try device.dismiss(NotificationMatcher.tag("ranker_group")) }
  }

  /// Every bundled notification auto-cancel (Android 14+ GroupHelper): the summary is too, so
  /// a tap cancels it and its children (`groupSummaryCancelled`), after which the app comes
  /// forward; no delete intent is sent.
  @Test func bundleTapCancelsAnAutoCancelBundle() throws {
    let device = Self.device(threshold: 2)
    try device.receive(json: Self.notification("a"))
    try device.receive(json: Self.notification("b"))
    try device.tap(NotificationMatcher.tag("ranker_group"))
    #expect(device.tray.isEmpty && !device.androidAutoGroup.summaryShown)
    #expect(device.state == .foreground)
    let names = device.simulation.trace.events.map(\.name).drop { $0 != "notification.autogroupTapped" }
    #expect(
      Array(names) == [
        "notification.autogroupTapped", "notification.autogroupSummaryRemoved", "notification.removed",
        "notification.removed", "app.state",
      ])
    #expect(device.events(named: "notification.autogroupSummaryRemoved").map { $0["reason"] } == ["tap"])
    #expect(device.events(named: "notification.removed").map { $0["reason"] } == ["groupSummaryCancelled", "groupSummaryCancelled"])
    #expect(throws: DeviceError.self) { try device.tap(NotificationMatcher.tag("ranker_group")) }
  }

  /// The SDK hears nothing of notifications cancelled with a tapped bundle summary (no delete
  /// intent): OneSignal has not marked them dismissed or opened, so its restore after a reboot
  /// brings them back, where a swipe of the summary would have marked them dismissed.
  @Test func aTappedBundleIsNotDismissedForOneSignal() throws {
    let push = { (i: String) in #"{"custom":"{\"i\":\"os-\#(i)\"}","alert":"Hi \#(i)","google.message_id":"m\#(i)"}"# }
    let tapped = Self.device(threshold: 2, sdk: .onesignal)
    let swiped = Self.device(threshold: 2, sdk: .onesignal)
    for device in [tapped, swiped] {
      try device.receive(json: push("1"))
      try device.receive(json: push("2"))
      #expect(device.androidAutoGroup.summaryShown)
    }
    try tapped.tap(NotificationMatcher.tag("ranker_group"))
    try swiped.dismiss(NotificationMatcher.tag("ranker_group"))
    for device in [tapped, swiped] {
      #expect(device.tray.isEmpty)
      device.reboot()
      device.unlock()
      device.advance(by: .seconds(16))
    }
    #expect(Set(tapped.tray.notifications.map(\.id)) == ["m1", "m2"])
    #expect(tapped.tray.notifications.allSatisfy { $0.restored })
    #expect(swiped.tray.isEmpty)
  }

  @Test func appGroupedNotificationsAreNotBundledAndRebootEmptiesTheBundle() throws {
    let device = Self.device(threshold: 2, sdk: .onesignal)
    let grouped = { (i: String) in
      #"{"custom":"{\"i\":\"os-\#(i)\"}","alert":"Hi","grp":"chat","google.message_id":"m\#(i)"}"#
    }
    try device.receive(json: grouped("1"))
    try device.receive(json: grouped("2"))
    // Two in the app's group and OneSignal's summary: none counts.
    #expect(device.tray.count == 3 && device.events(named: "notification.autogrouped").isEmpty)
    try device.receive(json: #"{"custom":"{\"i\":\"os-3\"}","alert":"Solo","google.message_id":"m3"}"#)
    try device.receive(json: Self.notification("x"))
    #expect(device.events(named: "notification.autogrouped").first?["ids"] == JSONValue.array(["m3", "fcm-4"]))
    device.reboot()
    #expect(device.events(named: "notification.autogroupSummaryRemoved").map { $0["reason"] } == ["emptied"])
    // `emptied` follows the removal of each bundled notification (docs/TraceVocabulary.md).
    let events = device.simulation.trace.events
    let emptied = try #require(events.firstIndex { $0.name == "notification.autogroupSummaryRemoved" })
    for id in ["m3", "fcm-4"] {
      let removed = try #require(events.firstIndex { $0.name == "notification.removed" && $0["id"] == .string(id) })
      #expect(removed < emptied)
    }
    #expect(!device.androidAutoGroup.summaryShown)
  }

  @Test func theOptionIsCheckedAndForAndroidOnly() {
    var options = DeviceOptions()
    #expect(options.androidAutoGroupAtCount == 4)
    #expect(options.apply(DeviceSetting(name: "androidAutoGroupAtCount", value: 2)) == nil && options.androidAutoGroupAtCount == 2)
    #expect(options.apply(DeviceSetting(name: "androidAutoGroupAtCount", value: -1))?.contains("a whole number from 0 to 1000") == true)
    #expect(DeviceOptions.inapplicability(of: "androidAutoGroupAtCount", on: .iOS) != nil)
    #expect(DeviceOptions.inapplicability(of: "fcmDeprioritized", on: .web) != nil)
  }
}
