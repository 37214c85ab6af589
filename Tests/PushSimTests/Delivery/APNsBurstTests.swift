import Testing

@testable import PushSim

/// APNs delivering pushes at priority 5 and 1 in bursts (R-iOS-24, `apnsLowPriorityBurstSeconds`,
/// ``APNsBurstQueue``).
struct APNsBurstTests {
  static func options(burst seconds: Int) -> DeviceOptions {
    var options = DeviceOptions()
    options.apnsLowPriorityBurstSeconds = seconds
    return options
  }

  static func alert(priority: Int?, expiration: Int64? = nil) -> PushHeaders {
    var headers: PushHeaders = ["apns-push-type": "alert"]
    if let priority { headers["apns-priority"] = .integer(Int64(priority)) }
    if let expiration { headers["apns-expiration"] = .integer(expiration) }
    return headers
  }

  // MARK: The state machine

  /// A burst leaves at the first multiple of the window strictly after the arrival.
  @Test(arguments: [(0, 60_000), (1, 60_000), (59_999, 60_000), (60_000, 120_000), (61_500, 120_000)])
  func burstTimeIsTheNextMultipleOfTheWindow(arrival: Int64, expected: Int64) {
    let time = APNsBurstQueue.burstTime(after: SimInstant(offset: .milliseconds(arrival)), windowSeconds: 60)
    #expect(time.milliseconds == expected)
  }

  /// Only the first push of a burst asks for its release; a later window starts another burst,
  /// and each release hands back its own pushes in arrival order.
  @Test func queueGroupsByBurstAndKeepsOrder() throws {
    let pushes = try (1...3).map { index in
      try PushDecoder(platform: .iOS).decode(
        Array(#"{"aps":{"alert":"n\#(index)"}}"#.utf8), headers: Self.alert(priority: 5).validated(), sequence: index
      ).get()
    }
    var queue = APNsBurstQueue()
    let first = queue.enqueue(pushes[0], now: SimInstant(offset: .seconds(1)), windowSeconds: 10, expiresAt: nil)
    let second = queue.enqueue(pushes[1], now: SimInstant(offset: .seconds(9)), windowSeconds: 10, expiresAt: nil)
    let third = queue.enqueue(pushes[2], now: SimInstant(offset: .seconds(10)), windowSeconds: 10, expiresAt: nil)
    #expect(first == .init(releaseAt: SimInstant(offset: .seconds(10)), startsBurst: true))
    #expect(second == .init(releaseAt: SimInstant(offset: .seconds(10)), startsBurst: false))
    #expect(third == .init(releaseAt: SimInstant(offset: .seconds(20)), startsBurst: true))
    #expect(queue.takeDue(now: SimInstant(offset: .seconds(10))).map(\.push.notificationID) == ["apns-1", "apns-2"])
    #expect(queue.waiting.count == 1)
    #expect(queue.takeDue(now: SimInstant(offset: .seconds(20))).map(\.push.notificationID) == ["apns-3"])
    #expect(queue.waiting.isEmpty)
  }

  /// Priority 5 and 1 are grouped; 10, an absent priority (10) and `apns-expiration: 0` are not.
  @Test(arguments: [
    (5 as Int?, nil as Int64?, true), (1, nil, true), (10, nil, false), (nil, nil, false), (5, 0, false),
    (5, 1_767_225_700, true),
  ])
  func whichPushesAreGrouped(priority: Int?, expiration: Int64?, grouped: Bool) throws {
    let push = try PushDecoder(platform: .iOS).decode(
      Array(#"{"aps":{"alert":"x"}}"#.utf8), headers: Self.alert(priority: priority, expiration: expiration).validated(),
      sequence: 1
    ).get()
    #expect(APNsBurstQueue.groups(push) == grouped)
  }

  // MARK: On a device

  /// Without the knob (the default) a priority-5 alert is delivered when sent.
  @Test func offByDefault() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background)
    try device.receive(json: #"{"aps":{"alert":"Digest"}}"#, headers: Self.alert(priority: 5))
    #expect(device.tray.count == 1)
    #expect(device.events(named: "push.held").isEmpty)
  }

  /// A burst delivers everything waiting, nothing coalesced, in the order sent; a priority-10
  /// push in between is delivered at once.
  @Test func burstDeliversAllInOrder() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background, options: Self.options(burst: 30))
    try device.receive(json: #"{"aps":{"alert":"A"}}"#, headers: Self.alert(priority: 5))
    device.advance(by: .seconds(5))
    try device.receive(json: #"{"aps":{"alert":"B"}}"#, headers: Self.alert(priority: 10))
    try device.receive(json: #"{"aps":{"alert":"C"}}"#, headers: Self.alert(priority: 1))
    #expect(device.tray.notifications.map(\.body) == ["B"])
    #expect(device.events(named: "push.held").map { $0["reason"] } == ["lowPriorityBurst", "lowPriorityBurst"])
    device.advance(by: .seconds(24))
    #expect(device.tray.count == 1)
    device.advance(by: .seconds(1))
    #expect(device.tray.notifications.map(\.body) == ["B", "A", "C"])
    let released = device.events(named: "push.released")
    #expect(released.map { $0["id"] } == ["apns-1", "apns-3"])
    #expect(released.allSatisfy { $0["reason"] == "lowPriorityBurst" && $0.time.milliseconds == 30_000 })
  }

  /// The device is offline when the burst leaves: APNs keeps the pushes as it keeps any (the
  /// newest one per app) and delivers that one when the device reconnects.
  @Test func offlineAtTheBurstFallsBackToTheStore() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background, options: Self.options(burst: 60))
    try device.receive(json: #"{"aps":{"alert":"First"}}"#, headers: Self.alert(priority: 5))
    try device.receive(json: #"{"aps":{"alert":"Second"}}"#, headers: Self.alert(priority: 5))
    device.setOnline(false)
    device.advance(by: .seconds(60))
    #expect(device.tray.count == 0)
    #expect(device.events(named: "push.dropped").map { $0["reason"] } == ["superseded"])
    #expect(device.events(named: "push.held").last?["reason"] == "deviceOffline")
    device.setOnline(true)
    #expect(device.tray.notifications.map(\.body) == ["Second"])
  }

  /// A push that went to the offline store is delivered on reconnection, not in a burst.
  @Test func offlineArrivalIsStoredNotGrouped() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background, options: Self.options(burst: 60))
    device.setOnline(false)
    try device.receive(json: #"{"aps":{"alert":"Later"}}"#, headers: Self.alert(priority: 5))
    device.advance(by: .seconds(5))
    device.setOnline(true)
    #expect(device.tray.notifications.map(\.body) == ["Later"])
    #expect(device.events(named: "push.released").first?["reason"] == "deviceOnline")
  }

  /// A background push waits for its burst, then meets the background budget as any wake.
  @Test func backgroundPushWaitsThenWakes() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background, options: Self.options(burst: 60))
    try device.receive(
      json: #"{"aps":{"content-available":1}}"#, headers: ["apns-push-type": "background", "apns-priority": 5])
    #expect(device.events(named: "delegate.didReceiveRemoteNotification").isEmpty)
    device.advance(by: .seconds(60))
    #expect(device.events(named: "delegate.didReceiveRemoteNotification").count == 1)
  }

  /// A push through `simctl` (the Simulator's drag and drop) never passes APNs: no burst.
  @Test func simctlTransportIsNotGrouped() throws {
    var options = Self.options(burst: 60)
    options.simctlTransport = true
    let device = SimulatedDevice(platform: .iOS, state: .background, options: options)
    try device.receive(json: #"{"aps":{"alert":"Now"}}"#, headers: Self.alert(priority: 5))
    #expect(device.tray.count == 1)
  }

  /// A window made shorter mid-run does not send a later push before an earlier one.
  @Test func shorterWindowKeepsTheOrderSent() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background, options: Self.options(burst: 60))
    try device.receive(json: #"{"aps":{"alert":"first"}}"#, headers: Self.alert(priority: 5))
    device.advance(by: .seconds(30))
    device.options.apnsLowPriorityBurstSeconds = 10
    try device.receive(json: #"{"aps":{"alert":"second"}}"#, headers: Self.alert(priority: 5))
    device.advance(by: .seconds(15))
    #expect(device.tray.isEmpty)
    device.advance(by: .seconds(15))
    #expect(device.tray.notifications.map(\.body) == ["first", "second"])
  }

  /// A push expiring while it waits is dropped when it expires, not at the burst.
  @Test func expiryWhileWaitingDropsAtTheExpiry() throws {
    var options = Self.options(burst: 60)
    options.clockEpochSeconds = 1_767_225_600
    let device = SimulatedDevice(platform: .iOS, state: .background, options: options)
    try device.receive(json: #"{"aps":{"alert":"soon gone"}}"#, headers: Self.alert(priority: 5, expiration: 1_767_225_620))
    device.advance(by: .seconds(20))
    let dropped = device.events(named: "push.dropped")
    #expect(dropped.map { $0["reason"] } == ["expired"])
    #expect(dropped.first?.time.milliseconds == 20_000)
    device.advance(by: .seconds(40))
    #expect(device.tray.isEmpty && device.events(named: "push.released").isEmpty)
  }

  /// A push whose `apns-expiration` already passed is not kept, so not grouped: delivered now,
  /// as with bursts off.
  @Test func alreadyExpiredIsDeliveredAtOnce() throws {
    var options = Self.options(burst: 60)
    options.clockEpochSeconds = 1_767_225_600
    let device = SimulatedDevice(platform: .iOS, state: .background, options: options)
    try device.receive(json: #"{"aps":{"alert":"late"}}"#, headers: Self.alert(priority: 5, expiration: 1_767_225_000))
    #expect(device.tray.notifications.map(\.body) == ["late"])
    #expect(device.events(named: "push.held").isEmpty)
  }

  /// Offline at the burst, a push keeps the expiry it had when sent: the wait does not extend it.
  @Test func offlineFallbackKeepsTheOriginalExpiry() throws {
    var options = Self.options(burst: 60)
    options.clockEpochSeconds = 1_767_225_600
    let device = SimulatedDevice(platform: .iOS, state: .background, options: options)
    device.advance(by: .seconds(50))
    try device.receive(json: #"{"aps":{"alert":"short"}}"#, headers: Self.alert(priority: 5, expiration: 1_767_225_700))
    device.advance(by: .seconds(5))
    device.setOnline(false)
    device.advance(by: .seconds(50))  // t = 105 s: expired at 100 s in the store
    device.setOnline(true)
    #expect(device.tray.isEmpty)
    #expect(device.events(named: "push.dropped").map { $0["reason"] } == ["expired"])
    #expect(device.events(named: "push.dropped").first?.time.milliseconds == 100_000)
  }

  /// Offline at the burst, an older burst push does not replace a newer push APNs already keeps.
  @Test func olderBurstPushDoesNotSupersedeANewerStoredPush() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background, options: Self.options(burst: 60))
    try device.receive(json: #"{"aps":{"alert":"A old"}}"#, headers: Self.alert(priority: 5))
    device.advance(by: .seconds(10))
    device.setOnline(false)
    device.advance(by: .seconds(10))
    try device.receive(json: #"{"aps":{"alert":"B new"}}"#, headers: Self.alert(priority: 10))
    device.advance(by: .seconds(40))
    let dropped = device.events(named: "push.dropped")
    #expect(dropped.map { $0["id"] } == ["apns-1"])
    #expect(dropped.first?["by"] == "apns-2")
    device.setOnline(true)
    #expect(device.tray.notifications.map(\.body) == ["B new"])
  }

  /// The option takes 0 to 86 400 seconds and means nothing off iOS.
  @Test func optionValidation() {
    var options = DeviceOptions()
    #expect(options.apply(DeviceSetting(name: "apnsLowPriorityBurstSeconds", value: 60)) == nil)
    #expect(options.apnsLowPriorityBurstSeconds == 60)
    #expect(
      options.apply(DeviceSetting(name: "apnsLowPriorityBurstSeconds", value: 86_401))?
        .contains("a whole number from 0 to 86400") == true)
    #expect(options.apply(DeviceSetting(name: "apnsLowPriorityBurstSeconds", value: "60")) != nil)
    #expect(DeviceOptions.inapplicability(of: "apnsLowPriorityBurstSeconds", on: .android) != nil)
    #expect(DeviceOptions.inapplicability(of: "apnsLowPriorityBurstSeconds", on: .iOS) == nil)
  }
}
