import PushSim
import Testing

/// Firefox's rules for pushes that leave no notification showing (Gecko `dom/push`:
/// `PushRecord.sys.mjs`, `PushService.sys.mjs`): no budget and no generic notification as in
/// Chrome, but a push quota per subscription that such pushes spend, that a visit restores, and
/// whose end drops the subscription.
struct FirefoxPushQuotaTests {
  /// A Firefox device in `state` with `dom.push.maxQuotaPerSubscription` at `quota`.
  static func firefox(_ state: AppState = .running, quota: Int = 16) -> SimulatedDevice {
    var options = DeviceOptions()
    options.browser = .firefox
    options.firefoxMaxQuotaPerSubscription = quota
    return SimulatedDevice(platform: .web, state: state, options: options)
  }

  static func outcomes(_ device: SimulatedDevice) -> [String?] {
    device.events(named: "push.silent").map { $0["outcome"]?.stringValue }
  }

  /// Each silent push spends one of the quota; Firefox shows no generic notification of its own
  /// (that is Chrome's), and at 0 it drops the subscription: the next push is
  /// `push.dropped` `subscriptionExpired`, with a message saying why.
  @Test func silentPushesSpendTheQuotaAndItsEndDropsTheSubscription() throws {
    let device = Self.firefox(quota: 3)
    for i in 0..<4 { try device.receive(json: #"{"sync":\#(i)}"#, headers: ["ttl": 60]) }
    #expect(Self.outcomes(device) == ["quotaReduced", "quotaReduced", "subscriptionExpired"])
    #expect(device.events(named: "push.silent").map { $0["quota"]?.int64Value } == [2, 1, 0])
    #expect(device.events(named: "notification.displayed").isEmpty)
    let dropped = try #require(device.events(named: "push.dropped").first)
    #expect(dropped["reason"]?.stringValue == "subscriptionExpired")
    #expect(dropped["message"]?.stringValue?.contains("dom.push.maxQuotaPerSubscription, here 3") == true)
  }

  /// Sixteen by default, Firefox's `dom.push.maxQuotaPerSubscription`.
  @Test func theDefaultQuotaIsSixteen() throws {
    let device = Self.firefox()
    for i in 0..<16 { try device.receive(json: #"{"sync":\#(i)}"#, headers: ["ttl": 60]) }
    #expect(Self.outcomes(device) == Array(repeating: "quotaReduced", count: 15) + ["subscriptionExpired"])
  }

  /// A visit to the site since the last push (a tab of it shown) resets the quota at the next
  /// push, to the maximum for a visit just made.
  @Test func aVisitRestoresTheQuota() throws {
    let device = Self.firefox(quota: 3)
    for i in 0..<2 { try device.receive(json: #"{"sync":\#(i)}"#, headers: ["ttl": 60]) }
    device.advance(by: .seconds(1))
    try device.perform(.open)
    try device.perform(.background)
    try device.receive(json: #"{"sync":2}"#, headers: ["ttl": 60])
    #expect(device.events(named: "push.silent").map { $0["quota"]?.int64Value } == [2, 1, 2])
  }

  /// A notification of the site showing when the push event settles spends no quota, as in
  /// Firefox's `_visibleNotifications` check.
  @Test func aNotificationShowingSpendsNoQuota() throws {
    let device = Self.firefox(quota: 2)
    try device.receive(json: #"{"title":"Hi","body":"there"}"#, headers: ["ttl": 60])
    for i in 0..<3 { try device.receive(json: #"{"sync":\#(i)}"#, headers: ["ttl": 60]) }
    #expect(Self.outcomes(device) == ["notificationShowing", "notificationShowing", "notificationShowing"])
    try device.dismiss()
    try device.receive(json: #"{"sync":9}"#, headers: ["ttl": 60])
    #expect(Self.outcomes(device).last == "quotaReduced")
  }

  /// A visible tab is an open tab, which resets the quota at every push that follows a visit;
  /// a silent push still spends one (no Chrome-like w1 exemption), but the quota never runs out.
  @Test func aVisibleTabKeepsTheQuotaFull() throws {
    let device = Self.firefox(.visible, quota: 2)
    for i in 0..<5 {
      device.advance(by: .seconds(1))
      try device.receive(json: #"{"sync":\#(i)}"#, headers: ["ttl": 60])
    }
    #expect(device.events(named: "push.silent").map { $0["quota"]?.int64Value } == [1, 1, 1, 1, 1])
    #expect(device.events(named: "push.dropped").isEmpty)
  }

  /// The quota a visit gives: `min(round(8 × days^-0.8), max)`: 16 for one just made, 8 a day
  /// later, 5 after two, 2 after a week, 1 after 30 days, 0 from 32 days.
  @Test(arguments: [(0, 16), (1, 8), (2, 5), (7, 2), (30, 1), (32, 0), (40, 0)])
  func theQuotaAVisitGivesFallsWithItsAge(days: Int, quota: Int) {
    #expect(FirefoxPushQuota.quotaAfterVisit(elapsed: .seconds(days * 86_400), max: 16) == quota)
  }

  /// A push arriving 40 days after the last visit resets the quota to 0: it is still delivered
  /// (Firefox checks the expiry before the reset) and its notification shown, and the
  /// subscription is dropped after it.
  @Test func aPushLongAfterTheLastVisitIsTheLast() throws {
    let device = Self.firefox()
    device.advance(by: .seconds(40 * 86_400))
    try device.receive(json: #"{"title":"Hi"}"#, headers: ["ttl": 60])
    #expect(device.events(named: "notification.displayed").count == 1)
    try device.receive(json: #"{"title":"Again"}"#, headers: ["ttl": 60])
    #expect(device.events(named: "push.dropped").map { $0["reason"]?.stringValue } == ["subscriptionExpired"])
  }

  /// Firefox for Android runs GeckoView, whose push service keeps no quota
  /// (`GeckoViewPush.sys.mjs`: `quotaApplies()` false, `isExpired()` false, "The app will take
  /// care of throttling"): silent pushes are allowed, none expires the subscription, and no
  /// notification of Firefox's own is shown.
  @Test func firefoxForAndroidKeepsNoQuota() throws {
    var options = DeviceOptions()
    options.browser = .firefox
    options.webHost = .android
    options.firefoxMaxQuotaPerSubscription = 2
    let device = SimulatedDevice(platform: .web, state: .running, options: options)
    for i in 0..<4 { try device.receive(json: #"{"sync":\#(i)}"#, headers: ["ttl": 60]) }
    #expect(Self.outcomes(device) == Array(repeating: "allowed", count: 4))
    #expect(device.events(named: "push.dropped").isEmpty)
    #expect(device.tray.isEmpty)
  }

  /// Chrome's grace knob does nothing under Firefox: with a grace of 1 a silent push still
  /// spends the quota.
  @Test func chromesGraceDoesNotApplyToFirefox() throws {
    var options = DeviceOptions()
    options.browser = .firefox
    options.chromeSilentPushGrace = 1
    let device = SimulatedDevice(platform: .web, state: .running, options: options)
    try device.receive(json: #"{"sync":1}"#, headers: ["ttl": 60])
    #expect(Self.outcomes(device) == ["quotaReduced"])
  }
}
