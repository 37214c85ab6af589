import Testing

@testable import PushSim

/// Android's notification list order (docs/ModellingChoices/Android.md, "Notification list
/// order"): AOSP sorts `mNotificationList` by ranking, ties broken by the ranking time, newest
/// first; PushSim's tray is that list read from its end, oldest first. What the center shows,
/// and the order of removals that walk the list (cancelAll, a banned channel, a bundle's
/// children), follow it.
struct AndroidNotificationListOrderTests {
  /// A background Android device with the FCM SDK.
  private func device(threshold: Int? = nil, doze: Bool = false) -> SimulatedDevice {
    var options = DeviceOptions()
    options.androidChannels = ["news", "orders"]
    if let threshold { options.androidAutoGroupAtCount = threshold }
    options.doze = doze
    return SimulatedDevice(platform: .android, state: .background, options: options)
  }

  /// An FCM data-map notification message `id` with a title, and a tag, an event time (UNIX
  /// milliseconds), a channel or a priority when given.
  private func message(
    _ id: String, tag: String? = nil, eventTime: Int64? = nil, channel: String? = nil, priority: String? = nil
  ) -> String {
    var fields = [#""gcm.n.e":"1""#, #""gcm.n.title":"\#(id)""#, #""google.message_id":"\#(id)""#]
    if let tag { fields.append(#""gcm.n.tag":"\#(tag)""#) }
    if let eventTime { fields.append(#""gcm.n.event_time":"\#(eventTime)""#) }
    if let channel { fields.append(#""gcm.n.android_channel_id":"\#(channel)""#) }
    if let priority { fields.append(#""google.priority":"\#(priority)""#) }
    return "{" + fields.joined(separator: ",") + "}"
  }

  /// UNIX milliseconds of the device's clock `ms` into the run.
  private func unix(_ device: SimulatedDevice, _ ms: Int64) -> Int64 { device.options.clockEpochSeconds * 1000 + ms }

  /// Receives `messages` one second apart (the first at once, nothing after the last).
  private func receive(_ messages: [String], on phone: SimulatedDevice) throws {
    for (index, json) in messages.enumerated() {
      if index > 0 { phone.advance(by: .seconds(1)) }
      try phone.receive(json: json)
    }
  }

  /// The ids shown, in the list's order.
  private func ids(_ device: SimulatedDevice) -> [String] { device.notificationList.map(\.id) }

  /// A tag update the FCM SDK builds anew has a `when` of its own build, the post: it ranks
  /// newest and goes last, where the one it replaced was first.
  @Test func aTagUpdateGoesLast() throws {
    let phone = device()
    try receive([message("m1", tag: "a"), message("m2", tag: "b"), message("m3", tag: "c"), message("m4", tag: "a")], on: phone)
    #expect(ids(phone) == ["m2", "m3", "m4"])
  }

  /// An event time not after the post is the ranking time: a new notification with an old one
  /// goes before the newer ones, an update with one keeps the rank it gives; an event time
  /// after the post leaves an update where the one it replaces was (AOSP inherits the previous
  /// ranking time) and a new notification last.
  @Test func anEventTimeRanksTheNotification() throws {
    let phone = device()
    // m4, at 3 s, is ranked at 0.5 s: after m1 (0 s), before m2 (1 s).
    try receive(
      [message("m1", tag: "a"), message("m2", tag: "b"), message("m3", tag: "c"), message("m4", eventTime: unix(phone, 500))],
      on: phone)
    #expect(ids(phone) == ["m1", "m4", "m2", "m3"])
    // An update of m1 with an event time in the future keeps m1's place.
    try phone.receive(json: message("m5", tag: "a", eventTime: unix(phone, 60_000)))
    #expect(ids(phone) == ["m5", "m4", "m2", "m3"])
    // A new one with a future event time is ranked at its post: last.
    try phone.receive(json: message("m6", eventTime: unix(phone, 60_000)))
    #expect(ids(phone) == ["m5", "m4", "m2", "m3", "m6"])
    // An update of m3 (2 s) with an event time of 0.2 s moves before m4 (0.5 s), after m5 (0 s).
    try phone.receive(json: message("m7", tag: "c", eventTime: unix(phone, 200)))
    #expect(ids(phone) == ["m5", "m7", "m4", "m2", "m6"])
    #expect(phone.tray.latest?.id == "m6")
  }

  /// A `when` of 0 is no ranking time: AOSP's `calculateRankingTimeMs` takes `when` only when
  /// it is not 0, so an update with `gcm.n.event_time` 0 (which the FCM SDK sets as `when`) keeps
  /// the place of the one it replaces, and a new one is ranked at its post, last.
  @Test func anEventTimeOfZeroDoesNotRank() throws {
    let phone = device()
    try receive([message("m1", tag: "a"), message("m2", tag: "b")], on: phone)
    try phone.receive(json: message("m3", tag: "b", eventTime: 0))
    #expect(ids(phone) == ["m1", "m3"])
    try phone.receive(json: message("m4", eventTime: 0))
    #expect(ids(phone) == ["m1", "m3", "m4"])
  }

  /// The app's `cancelAll` removes in the list's order, oldest first, not the posting order.
  @Test func cancelAllFollowsTheList() throws {
    let phone = device()
    try phone.receive(json: message("m1"))
    phone.advance(by: .seconds(2))
    try phone.receive(json: message("m2"))
    try phone.receive(json: message("m3", eventTime: unix(phone, 1_000)))
    phone.removeAllDeliveredNotifications()
    let removed = phone.events(named: "notification.removed")
    #expect(removed.map { $0["id"] } == ["m1", "m3", "m2"])
    #expect(removed.allSatisfy { $0["reason"] == "app" })
  }

  /// A WonderPush phone shown `c1` in group `chat`, `f1` without a group, then `c2` in `chat`
  /// (and the group's summary), posted in that order.
  private func chatGroupAroundAnAlert() throws -> SimulatedDevice {
    let phone = SimulatedDevice(platform: .android, sdk: .wonderpush, state: .background)
    try receive(
      [
        wonderPushAlert("n1", "C1", group: "chat", id: "c1"), wonderPushAlert("n2", "F1", id: "f1"),
        wonderPushAlert("n3", "C2", group: "chat", id: "c2"),
      ], on: phone)
    return phone
  }

  /// A WonderPush alert `c` titled `title`, in `group` when given, as message `id`.
  private func wonderPushAlert(_ c: String, _ title: String, group: String? = nil, sortKey: String? = nil, id: String) -> String {
    // The `_wp` value is a JSON string: its quotes escaped.
    var alert = #"\"title\":\"\#(title)\",\"text\":\"t\""#
    if let group { alert += #",\"group\":\"\#(group)\""# }
    if let sortKey { alert += #",\"sortKey\":\"\#(sortKey)\""# }
    return #"{"_wp":"{\"c\":\"\#(c)\",\"alert\":{\#(alert)}}","google.message_id":"\#(id)"}"#
  }

  /// `cancelAll` takes a group's children in their own turn in the list, each `app`, not right
  /// after their summary as `groupSummaryCancelled`. An alert without a group, `f1`, came
  /// between the children; AOSP's global sort key keeps the group together at its newest
  /// child's rank, summary at the newest end, so the list, read from its end, is `f1`, `c1`,
  /// `c2`, the summary, and `cancelAll` cancels in that order (ranked alone, as before groups
  /// were modelled, it was `c1`, `f1`, `c2`, the summary).
  @Test func cancelAllTakesAChildInItsOwnTurn() throws {
    let phone = try chatGroupAroundAnAlert()
    let summary = "chat-GROUP_SUMMARY_NOTIFICATION"
    #expect(phone.tray.notifications.map(\.id) == ["c1", "f1", "c2", summary])
    #expect(ids(phone) == ["f1", "c1", "c2", summary])
    phone.removeAllDeliveredNotifications()
    let removed = phone.events(named: "notification.removed")
    #expect(removed.map { $0["id"] } == ["f1", "c1", "c2", .string(summary)])
    #expect(removed.allSatisfy { $0["reason"] == "app" })
  }

  /// A force stop cancels the app's notifications as `cancelAllNotificationsInt` walks the list
  /// from its end, the list's order with groups: an app's group and the system's bundle each
  /// together, at their proxies' ranks. Here the bundle (`ranker_group`, while its summary is
  /// shown: `u1`, `u2`, `u3`) sits at `u3`'s rank, the top, and the `chat` group at `c1`'s, its
  /// summary above it; so `c1` and the summary go before `u1`, though `u1` is older. Ranked
  /// alone (the tray's order) it would be `u1`, `c1`, the summary, `u2`, `u3`.
  @Test func aForceStopFollowsTheListWithGroups() throws {
    var options = DeviceOptions()
    options.androidAutoGroupAtCount = 3
    let phone = SimulatedDevice(platform: .android, sdk: .wonderpush, state: .background, options: options)
    try receive(
      [
        wonderPushAlert("n1", "U1", id: "u1"), wonderPushAlert("n2", "C1", group: "chat", id: "c1"),
        wonderPushAlert("n3", "U2", id: "u2"), wonderPushAlert("n4", "U3", id: "u3"),
      ], on: phone)
    let summary = "chat-GROUP_SUMMARY_NOTIFICATION"
    #expect(phone.tray.notifications.map(\.id) == ["u1", "c1", summary, "u2", "u3"])
    #expect(phone.androidAutoGroup.summaryShown)
    #expect(ids(phone) == ["c1", summary, "u1", "u2", "u3"])
    try phone.perform(.forceStop)
    let removed = phone.events(named: "notification.removed")
    #expect(removed.map { $0["id"] } == ["c1", .string(summary), "u1", "u2", "u3"])
    #expect(removed.allSatisfy { $0["reason"] == "forceStop" })
  }

  /// A tap on a notification that is not shown names those that are in the center's order (the
  /// list's, groups together), not the tray's posting order.
  @Test func aMissingNotificationsErrorListsTheShownInTheCentersOrder() throws {
    let phone = try chatGroupAroundAnAlert()
    #expect(phone.tray.notifications.map(\.id) == ["c1", "f1", "c2", "chat-GROUP_SUMMARY_NOTIFICATION"])
    do {
      try phone.tap(.id("gone"))
      Issue.record("a tap on a notification not shown was accepted")
    } catch {
      #expect(error.description.hasSuffix(
      "shown: f1 (tag n2), c1 (tag n1), c2 (tag n3), chat-GROUP_SUMMARY_NOTIFICATION (tag chat-GROUP_SUMMARY_NOTIFICATION)"), "\(error.description)")
    }
  }

  /// `pushsim device center` lists AOSP's order: the alert without a group first, then the
  /// group together, its summary last (the top of the shade).
  @Test func theCenterListsTheGroupTogether() throws {
    let state = try DeviceParityTests.state()
    #expect(DeviceParityTests.device("create", ["--platform", "android", "--sdk", "wonderpush"], state: state).status == .success)
    for json in [
      wonderPushAlert("n1", "C1", group: "chat", id: "c1"), wonderPushAlert("n2", "F1", id: "f1"),
      wonderPushAlert("n3", "C2", group: "chat", id: "c2"),
    ] {
      let pushed = DeviceParityTests.device("push", ["-"], state: state, stdin: json)
      #expect(pushed.status == .success, "\(pushed.err)")
    }
    let center = DeviceParityTests.device("center", [], state: state).out
    let listed = center.split(separator: "\n").filter { $0.hasPrefix("  ") }.map { $0.split(separator: " ")[0] }
    #expect(listed == ["f1", "c1", "c2", "chat-GROUP_SUMMARY_NOTIFICATION"], "\(center)")
  }

  /// A summary's children go from the end of the list, by sort key before rank: `b` is below
  /// `a` in the shade, so it goes first though it is newer.
  @Test func aSummarysChildrenGoBySortKey() throws {
    let phone = SimulatedDevice(platform: .android, sdk: .wonderpush, state: .background)
    try receive(
      [
        wonderPushAlert("n1", "A", group: "chat", sortKey: "a", id: "a"),
        wonderPushAlert("n2", "B", group: "chat", sortKey: "b", id: "b"),
      ], on: phone)
    phone.removeDeliveredNotifications(matching: .id("chat-GROUP_SUMMARY_NOTIFICATION"))
    let removed = phone.events(named: "notification.removed")
    #expect(removed.map { $0["id"] } == ["chat-GROUP_SUMMARY_NOTIFICATION", "b", "a"])
  }

  /// Turning a channel off cancels its notifications as AOSP walks its list from the end,
  /// which is sorted newest first: oldest first.
  @Test func aBannedChannelGoesOldestFirst() throws {
    let phone = device()
    try receive([message("n1", channel: "news"), message("o1", channel: "orders"), message("n2", channel: "news")], on: phone)
    try phone.receive(json: message("n3", eventTime: unix(phone, 500), channel: "news"))
    phone.updateOptions { $0.androidBlockedChannels = ["news"] }
    #expect(phone.events(named: "notification.removed").map { $0["id"] } == ["n1", "n3", "n2"])
    #expect(ids(phone) == ["o1"])
  }

  /// The system's bundle lists its notifications in the list's order when its summary is
  /// posted, and a swipe on the summary cancels them in that order after the summary
  /// (AOSP cancels the summary, then `cancelGroupChildrenLocked` walks the list from the end).
  @Test func theBundleFollowsTheList() throws {
    let phone = device(threshold: 3)
    try receive([message("x"), message("y"), message("z", eventTime: unix(phone, 500))], on: phone)
    let autogrouped = try #require(phone.events(named: "notification.autogrouped").first)
    #expect(autogrouped["ids"] == .array(["x", "z", "y"]))
    try phone.dismiss(.id(AndroidAutoGroup.groupKey))
    let events = phone.trace.events(of: phone.id).filter {
      $0.name == "notification.removed" || $0.name == "notification.autogroupSummaryRemoved"
    }
    #expect(events.map { $0["id"] ?? $0["group"] } == ["ranker_group", "x", "z", "y"])
    #expect(events.dropFirst().allSatisfy { $0["reason"] == "groupSummaryCancelled" })
  }

  /// A message Doze held is posted when Doze ends, ranked at that post: after a notification
  /// that arrived after it but was delivered at once (high priority).
  @Test func aMessageDozeHeldIsRankedAtItsPost() throws {
    let phone = device(doze: true)
    try phone.receive(json: message("held", priority: "normal"))
    phone.advance(by: .seconds(1))
    try phone.receive(json: message("urgent", priority: "high"))
    #expect(ids(phone) == ["urgent"])
    phone.advance(by: .seconds(1))
    phone.setDoze(false)
    #expect(ids(phone) == ["urgent", "held"])
    #expect(phone.tray.notification(id: "held")?.displayedAt == SimInstant(offset: .seconds(2)))
  }
}
