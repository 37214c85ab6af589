import PushSim
import Testing

/// Android's rate limit on updates (AOSP `NotificationManagerService.checkDisqualifyingFeatures`,
/// `NotificationUsageStats`' `RateEstimator`, ``DeviceOptions/androidMaxPackageEnqueueRate``).
struct AndroidEnqueueRateTests {
  static func at(_ milliseconds: Int64) -> SimInstant { SimInstant(offset: .milliseconds(milliseconds)) }

  /// An estimate after posts at these milliseconds.
  static func estimate(posts: [Int64]) -> AndroidEnqueueRate {
    var estimate = AndroidEnqueueRate()
    for post in posts { estimate.posted(at: at(post)) }
    return estimate
  }

  static func android(rate: Float? = nil, sdk: SDK? = nil) -> SimulatedDevice {
    var options = DeviceOptions()
    if let rate { options.androidMaxPackageEnqueueRate = rate }
    options.androidAutoGroupAtCount = 0
    let device = SimulatedDevice(platform: .android, sdk: sdk, state: .background, options: options)
    device.setDelegate(RecordingDelegate())
    return device
  }

  static func fcm(_ id: String, tag: String? = "score") -> String { AndroidNotificationLimitTests.fcm(id, tag: tag) }

  /// Before any post the rate is 0 and nothing is shed, whatever the limit.
  @Test func withNoPostTheRateIsZero() {
    let estimate = AndroidEnqueueRate()
    #expect(estimate.rate(at: Self.at(0)) == 0)
    #expect(!estimate.sheds(at: Self.at(0), limit: 1))
  }

  /// After one post the mean is still the initial 1000 s: a post in the same millisecond counts
  /// as 0.5 ms later, so the rate is 1 / (0.7 × 1000 + 0.3 × 0.0005); 1000 s later the mean
  /// would be 1000 s again.
  @Test func oneMillisecondOrLessCountsAsHalfAMillisecond() {
    let estimate = Self.estimate(posts: [0])
    #expect(estimate.rate(at: Self.at(0)) == Float(1.0 / 700.00015))
    #expect(estimate.rate(at: Self.at(0)) == 0.0014285712)
    // Within the same millisecond (elapsedRealtime's granularity) it is the same.
    #expect(estimate.rate(at: SimInstant(offset: .microseconds(900))) == Float(1.0 / 700.00015))
    #expect(estimate.rate(at: Self.at(1)) == Float(1.0 / 700.0003))
    #expect(estimate.rate(at: Self.at(1_000_000)) == 0.001)
    #expect(!estimate.sheds(at: Self.at(0), limit: 1))
  }

  /// At one instant, from a fresh estimate, 24 posts go through (the rate before the 24th is
  /// 3.647) and the 25th is over 5 (5.206).
  @Test func the25thPostInOneInstantTakesTheRateOverFive() {
    let before24th = Self.estimate(posts: Array(repeating: 0, count: 23))
    #expect(before24th.rate(at: Self.at(0)) == 3.6471415)
    #expect(!before24th.sheds(at: Self.at(0), limit: 5))
    let before25th = Self.estimate(posts: Array(repeating: 0, count: 24))
    #expect(before25th.rate(at: Self.at(0)) == 5.2061334)
    #expect(before25th.sheds(at: Self.at(0), limit: 5))
    #expect(!before25th.sheds(at: Self.at(0), limit: 6))
  }

  /// After 24 posts at one instant the rate falls to 5 or less 27 ms later (4.9992), not at
  /// 26 ms (5.0067); a limit of 0 sheds nothing.
  @Test func theRateFallsBackUnderTheLimitAfter27Milliseconds() {
    let estimate = Self.estimate(posts: Array(repeating: 0, count: 24))
    #expect(estimate.rate(at: Self.at(26)) == 5.0067306)
    #expect(estimate.sheds(at: Self.at(26), limit: 5))
    #expect(estimate.rate(at: Self.at(27)) == 4.999222)
    #expect(!estimate.sheds(at: Self.at(27), limit: 5))
    #expect(!estimate.sheds(at: Self.at(0), limit: 0))
  }

  /// Same-tag FCM notification messages in one instant: the first is shown, 23 updates go
  /// through, the later ones are dropped and the last accepted stays shown; the refused ones
  /// do not count, so an update 27 ms later is accepted (26 ms is not).
  @Test func aBurstOfUpdatesIsShedUntilTheRateFalls() throws {
    let device = Self.android()
    for n in 1...26 { try device.receive(json: Self.fcm("m\(n)")) }
    #expect(device.tray.notifications.map(\.id) == ["m24"])
    let suppressed = device.events(named: "notification.suppressed")
    #expect(suppressed.map { $0["id"] } == ["m25", "m26"])
    #expect(suppressed.allSatisfy { $0["reason"] == "enqueueRateExceeded" })
    #expect(device.events(named: "notification.replaced").map { $0["id"] } == (2...24).map { .string("m\($0)") })
    device.advance(by: .milliseconds(26))
    try device.receive(json: Self.fcm("m27"))
    #expect(device.tray.notifications.map(\.id) == ["m24"])
    device.advance(by: .milliseconds(1))
    try device.receive(json: Self.fcm("m28"))
    #expect(device.tray.notifications.map(\.id) == ["m28"])
    #expect(device.events(named: "notification.replaced").last?["replaced"] == "m24")
  }

  /// A new notification (another tag) is never shed, however fast; it still counts.
  @Test func newNotificationsAreNotShedButCount() throws {
    let device = Self.android()
    for n in 1...30 { try device.receive(json: Self.fcm("m\(n)", tag: "t\(n)")) }
    #expect(device.tray.count == 30)
    #expect(device.events(named: "notification.suppressed").isEmpty)
    try device.receive(json: Self.fcm("u1", tag: "t1"))
    #expect(device.events(named: "notification.suppressed").map { $0["id"] } == ["u1"])
    #expect(device.tray.notification(id: "m1") != nil)
  }

  /// 0 is no limit; the option is Android's only, 5 by default, and a `set` step changes it.
  @Test func zeroIsNoLimit() throws {
    let device = Self.android(rate: 0)
    for n in 1...40 { try device.receive(json: Self.fcm("m\(n)")) }
    #expect(device.events(named: "notification.suppressed").isEmpty)
    #expect(device.tray.notifications.map(\.id) == ["m40"])
    #expect(DeviceOptions().androidMaxPackageEnqueueRate == 5)
    #expect(DeviceOptions.inapplicability(of: "androidMaxPackageEnqueueRate", on: .iOS) != nil)
    #expect(DeviceOptions.inapplicability(of: "androidMaxPackageEnqueueRate", on: .web) != nil)
    var options = DeviceOptions()
    #expect(options.apply(DeviceSetting(name: "androidMaxPackageEnqueueRate", value: .integer(10))) == nil)
    #expect(options.androidMaxPackageEnqueueRate == 10)
  }

  /// The limit is a `float` (`mMaxPackageEnqueueRate`, `Settings.Global.getFloat`) compared with
  /// `>`. At 2.5 from a fresh estimate, 22 posts in one instant go through (rate 1.789 before the
  /// 22nd) and the 23rd is over it (2.554), as at 2, while at 3 the 23rd goes through (the 24th,
  /// 3.647, is over); after those 22, an update 28 ms later is still over 2.5 (2.5017), one 29 ms
  /// later is not (2.4998), where 2 would shed both.
  @Test func aFractionalLimitIsComparedAsAFloat() {
    let before22nd = Self.estimate(posts: Array(repeating: 0, count: 21))
    #expect(before22nd.rate(at: Self.at(0)) == 1.7887629)
    #expect(!before22nd.sheds(at: Self.at(0), limit: 2.5))
    let before23rd = Self.estimate(posts: Array(repeating: 0, count: 22))
    #expect(before23rd.rate(at: Self.at(0)) == 2.5543964)
    #expect(before23rd.sheds(at: Self.at(0), limit: 2.5))
    #expect(before23rd.sheds(at: Self.at(0), limit: 2))
    #expect(!before23rd.sheds(at: Self.at(0), limit: 3))
    #expect(before23rd.rate(at: Self.at(28)) == 2.5016768)
    #expect(before23rd.sheds(at: Self.at(28), limit: 2.5))
    #expect(before23rd.rate(at: Self.at(29)) == 2.4998007)
    #expect(!before23rd.sheds(at: Self.at(29), limit: 2.5))
    #expect(before23rd.sheds(at: Self.at(29), limit: 2))
  }

  /// Same-tag updates in one instant on a device whose limit is 2.5: the first 22 posts go
  /// through and the 23rd and 24th are shed; an update 28 ms later is shed, one 29 ms later
  /// replaces the 22nd.
  @Test func aBurstOfUpdatesPastTwoAndAHalfASecond() throws {
    let device = Self.android(rate: 2.5)
    for n in 1...24 { try device.receive(json: Self.fcm("m\(n)")) }
    #expect(device.tray.notifications.map(\.id) == ["m22"])
    #expect(device.events(named: "notification.suppressed").map { $0["id"] } == ["m23", "m24"])
    device.advance(by: .milliseconds(28))
    try device.receive(json: Self.fcm("m25"))
    #expect(device.tray.notifications.map(\.id) == ["m22"])
    device.advance(by: .milliseconds(1))
    try device.receive(json: Self.fcm("m26"))
    #expect(device.tray.notifications.map(\.id) == ["m26"])
    #expect(device.events(named: "notification.suppressed").map { $0["id"] } == ["m23", "m24", "m25"])
  }

  /// A scenario's `options` take a number with a fraction, and refuse a negative one or another
  /// type with a message that names the option.
  @Test func theScenarioOptionTakesAFraction() throws {
    var options = DeviceOptions()
    #expect(options.apply(DeviceSetting(name: "androidMaxPackageEnqueueRate", value: .double(2.5))) == nil)
    #expect(options.androidMaxPackageEnqueueRate == 2.5)
    let device = #"{"platform":"android","state":"background","options":{"androidMaxPackageEnqueueRate":2.5}}"#
    #expect(loadError(scenarioText(steps: "", device: device)) == nil)
    for value in ["-1", "-0.5", #""5""#, "true", "null", "100001"] {
      let device = #"{"platform":"android","state":"background","options":{"androidMaxPackageEnqueueRate":\#(value)}}"#
      let message = try #require(loadError(scenarioText(steps: "", device: device)), "\(value)")
      #expect(
        message.contains(#"option "androidMaxPackageEnqueueRate" must be a number of posts a second from 0 to 100000, such as 5 or 2.5 (0: no limit), not \#(value)"#),
        "\(message)")
    }
  }

  /// A reboot starts the estimate afresh (the system's usage stats live in memory).
  @Test func aRebootStartsTheEstimateAfresh() throws {
    let device = Self.android()
    for n in 1...24 { try device.receive(json: Self.fcm("m\(n)")) }
    #expect(device.androidEnqueueRate.sheds(at: device.now, limit: 5))
    device.reboot()
    #expect(device.androidEnqueueRate == AndroidEnqueueRate())
    device.unlock()  // Direct Boot: the messages would wait for the first unlock
    try device.receive(json: Self.fcm("r1"))
    try device.receive(json: Self.fcm("r2"))
    #expect(device.tray.notifications.map(\.id) == ["r2"])
  }

  /// A vendor SDK's update is shed too: OneSignal's group summary, reposted with each of a
  /// group's notifications, keeps its old text when it would be the 26th post in one instant
  /// (each push posts its notification, new, then the summary: the 13th push's notification is
  /// the 25th post, new, and its summary update the 26th).
  @Test func aVendorSDKsSummaryUpdateIsShed() throws {
    let device = Self.android(sdk: .onesignal)
    for n in 1...13 {
      try device.receive(json: OneSignalDeviceTests.push("os-\(n)", id: "m\(n)", alert: "Message \(n)", extra: ["grp": "chat"]))
    }
    let summary = "onesignal-summary-chat"
    #expect(device.events(named: "notification.suppressed").map { $0["id"] } == [.string(summary)])
    #expect(device.tray.notification(id: summary)?.body == "12 new messages")
    #expect(device.tray.notification(id: "m13") != nil)
  }

  /// OneSignal's regrouping reposts are updates. The estimate is warmed first with ten pushes in
  /// groups of their own (a notification and its group's summary each, 20 new posts), then three
  /// groupless pushes (23 posts): the fourth's repost of the first is the 24th post and goes
  /// through (rate 3.647), those of the second and third are shed (5.206) and stay out of the
  /// group, while the fourth and the summary, new, are posted.
  @Test func oneSignalsRegroupingRepostsPastTheRateAreShed() throws {
    let device = Self.android(sdk: .onesignal)
    for n in 1...10 {
      try device.receive(json: OneSignalDeviceTests.push("os-g\(n)", id: "g\(n)", alert: "Warm \(n)", extra: ["grp": "g\(n)"]))
    }
    #expect(device.tray.count == 20)
    try OneSignalGrouplessTests.receive(1...4, on: device)
    #expect(device.events(named: "notification.suppressed").map { $0["id"] } == ["m2", "m3"])
    #expect(OneSignalGrouplessTests.regrouped(device) == [["m1"]])
    let groups = OneSignalGrouplessTests.groups(device)
    #expect(groups["m1"] == OneSignalGrouplessTests.group && groups["m4"] == OneSignalGrouplessTests.group)
    #expect(groups["m2"] == .some(nil) && groups["m3"] == .some(nil))
    #expect(device.tray.notification(id: OneSignalGrouplessTests.summary) != nil)
  }
}
