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

  static func android(rate: Int? = nil, sdk: SDK? = nil) -> SimulatedDevice {
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

  /// After one post the mean is still the initial 1 s: a post in the same millisecond counts
  /// as 0.5 ms later, so the rate is 1 / (0.5 × 1 + 0.5 × 0.0005).
  @Test func oneMillisecondOrLessCountsAsHalfAMillisecond() {
    let estimate = Self.estimate(posts: [0])
    #expect(estimate.rate(at: Self.at(0)) == Float(1.0 / 0.50025))
    // Within the same millisecond (elapsedRealtime's granularity) it is the same.
    #expect(estimate.rate(at: SimInstant(offset: .microseconds(900))) == Float(1.0 / 0.50025))
    #expect(estimate.rate(at: Self.at(1)) == Float(1.0 / 0.5005))
  }

  /// A rate exactly at the limit is not over it (`>`): one post, then 1 s later the mean is
  /// 1 s again; 1 ms earlier it is over 1 a second.
  @Test func aRateExactlyAtTheLimitIsNotShed() {
    let estimate = Self.estimate(posts: [0])
    #expect(estimate.rate(at: Self.at(1000)) == 1)
    #expect(!estimate.sheds(at: Self.at(1000), limit: 1))
    #expect(estimate.sheds(at: Self.at(999), limit: 1))
  }

  /// At one instant, two posts keep the rate under 5 (3.99), a third takes it over (7.97).
  @Test func theThirdPostInOneInstantTakesTheRateOverFive() {
    #expect(!Self.estimate(posts: [0, 0]).sheds(at: Self.at(0), limit: 5))
    #expect(Self.estimate(posts: [0, 0]).rate(at: Self.at(0)) == Float(1.0 / 0.250375))
    #expect(Self.estimate(posts: [0, 0, 0]).sheds(at: Self.at(0), limit: 5))
    #expect(Self.estimate(posts: [0, 0, 0]).rate(at: Self.at(0)) == Float(1.0 / 0.1254375))
  }

  /// After three posts at one instant the rate falls to 5 or less 150 ms later (mean
  /// 0.1251875 + 0.075 s), not at 149 ms; a limit of 0 sheds nothing.
  @Test func theRateFallsBackUnderTheLimitAfter150Milliseconds() {
    let estimate = Self.estimate(posts: [0, 0, 0])
    #expect(estimate.sheds(at: Self.at(149), limit: 5))
    #expect(!estimate.sheds(at: Self.at(150), limit: 5))
    #expect(estimate.rate(at: Self.at(150)) == Float(1.0 / 0.2001875))
    #expect(!estimate.sheds(at: Self.at(0), limit: 0))
  }

  /// Same-tag FCM notification messages in one instant: the first is shown, two updates go
  /// through, the later ones are dropped and the last accepted stays shown; the refused ones
  /// do not count, so an update 150 ms later is accepted (149 ms is not).
  @Test func aBurstOfUpdatesIsShedUntilTheRateFalls() throws {
    let device = Self.android()
    for n in 1...5 { try device.receive(json: Self.fcm("m\(n)")) }
    #expect(device.tray.notifications.map(\.id) == ["m3"])
    let suppressed = device.events(named: "notification.suppressed")
    #expect(suppressed.map { $0["id"] } == ["m4", "m5"])
    #expect(suppressed.allSatisfy { $0["reason"] == "enqueueRateExceeded" })
    #expect(device.events(named: "notification.replaced").map { $0["id"] } == ["m2", "m3"])
    device.advance(by: .milliseconds(149))
    try device.receive(json: Self.fcm("m6"))
    #expect(device.tray.notifications.map(\.id) == ["m3"])
    device.advance(by: .milliseconds(1))
    try device.receive(json: Self.fcm("m7"))
    #expect(device.tray.notifications.map(\.id) == ["m7"])
    #expect(device.events(named: "notification.replaced").last?["replaced"] == "m3")
  }

  /// A new notification (another tag) is never shed, however fast; it still counts.
  @Test func newNotificationsAreNotShedButCount() throws {
    let device = Self.android()
    for n in 1...10 { try device.receive(json: Self.fcm("m\(n)", tag: "t\(n)")) }
    #expect(device.tray.count == 10)
    #expect(device.events(named: "notification.suppressed").isEmpty)
    try device.receive(json: Self.fcm("u1", tag: "t1"))
    #expect(device.events(named: "notification.suppressed").map { $0["id"] } == ["u1"])
    #expect(device.tray.notification(id: "m1") != nil)
  }

  /// 0 is no limit; the option is Android's only, 5 by default, and a `set` step changes it.
  @Test func zeroIsNoLimit() throws {
    let device = Self.android(rate: 0)
    for n in 1...20 { try device.receive(json: Self.fcm("m\(n)")) }
    #expect(device.events(named: "notification.suppressed").isEmpty)
    #expect(device.tray.notifications.map(\.id) == ["m20"])
    DeviceOptions.expectAndroidOnly("androidMaxPackageEnqueueRate", \.androidMaxPackageEnqueueRate, default: 5, settable: 10)
  }

  /// A reboot starts the estimate afresh (the system's usage stats live in memory).
  @Test func aRebootStartsTheEstimateAfresh() throws {
    let device = Self.android()
    for n in 1...3 { try device.receive(json: Self.fcm("m\(n)")) }
    #expect(device.androidEnqueueRate.sheds(at: device.now, limit: 5))
    device.reboot()
    #expect(device.androidEnqueueRate == AndroidEnqueueRate())
    try device.receive(json: Self.fcm("r1"))
    try device.receive(json: Self.fcm("r2"))
    #expect(device.tray.notifications.map(\.id) == ["r2"])
  }

  /// A vendor SDK's update is shed too: OneSignal's group summary, reposted with each of a
  /// group's notifications, keeps its old text when it would be the fourth post in one instant.
  @Test func aVendorSDKsSummaryUpdateIsShed() throws {
    let device = Self.android(sdk: .onesignal)
    for n in 1...2 {
      try device.receive(json: OneSignalDeviceTests.push("os-\(n)", id: "m\(n)", alert: "Message \(n)", extra: ["grp": "chat"]))
    }
    let summary = "onesignal-summary-chat"
    #expect(device.events(named: "notification.suppressed").map { $0["id"] } == [.string(summary)])
    #expect(device.tray.notification(id: summary)?.body == "Message 1")
    #expect(device.tray.notification(id: "m2") != nil)
  }

  /// OneSignal's regrouping reposts are updates: with groupless pushes 100 ms apart, the fourth's
  /// repost of the first goes through (rate 4.7), those of the second and third are shed (9.4)
  /// and stay out of the group, while the fourth and the summary, new, are posted.
  @Test func oneSignalsRegroupingRepostsPastTheRateAreShed() throws {
    let device = Self.android(sdk: .onesignal)
    for n in 1...4 {
      if n > 1 { device.advance(by: .milliseconds(100)) }
      try device.receive(json: OneSignalDeviceTests.push("os-\(n)", id: "m\(n)", alert: "Message \(n)"))
    }
    #expect(device.events(named: "notification.suppressed").map { $0["id"] } == ["m2", "m3"])
    #expect(OneSignalGrouplessTests.regrouped(device) == [["m1"]])
    let groups = OneSignalGrouplessTests.groups(device)
    #expect(groups["m1"] == OneSignalGrouplessTests.group && groups["m4"] == OneSignalGrouplessTests.group)
    #expect(groups["m2"] == .some(nil) && groups["m3"] == .some(nil))
    #expect(device.tray.notification(id: OneSignalGrouplessTests.summary) != nil)
  }
}
