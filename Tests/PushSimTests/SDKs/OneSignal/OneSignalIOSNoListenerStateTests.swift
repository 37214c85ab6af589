import Testing

@testable import PushSim

/// OneSignal on iOS with no foreground lifecycle listener registered: the released manager
/// (byteworks-ch/OneSignal-iOS-SDK `OSNotificationsManager.m` at 26030fa9,
/// `handleWillShowInForegroundForNotification:completion:`) still parses the push (a new,
/// unscheduled `_timeoutTimer`) and sets `_completion`, then calls the block itself, so the
/// block stays set though it ran (`OSNotification+OneSignal.m` at 3b73f0ec: only `complete:`
/// sets it to `nil`). The unscheduled timer keeps that notification alive until the next parse,
/// whose `dealloc` sees the stale block and invalidates the next push's timer: a listener that
/// registers later and prevents that push is never answered by a timeout.
struct OneSignalIOSNoListenerStateTests {
  static func push(_ id: String) -> IncomingPush {
    IncomingPush(
      platform: .iOS, dialect: .apns, kind: .alert, notification: PushNotification(id: id),
      headers: ValidatedPushHeaders(), size: 0, warnings: [], payload: nil, remoteMessage: nil, webPushText: nil)
  }

  /// The state after a push with no listener: the block is that push's, marked as run; a
  /// `complete:` then answers no one; the next parse's timer is invalidated before it is
  /// scheduled, so it never fires.
  @Test func aPushWithNoListenerLeavesAStaleBlockThatInvalidatesTheNextTimer() {
    var state = OneSignalIOSDisplayState()
    state.parse()
    let dropped = state.completeWithoutListener(Self.push("n"))
    #expect(dropped == nil)
    #expect(state.completion?.notificationID == "n")
    #expect(state.completionAlreadyRan)
    #expect(state.scheduledTimers.isEmpty)
    let next = state.parse()
    let replaced = state.setCompletion(Self.push("p"))
    #expect(replaced == nil)  // the stale block is dropped silently
    state.startTimeoutTimer()
    let fired = state.timerFired(next)
    #expect(!fired)
    let answered = state.complete()
    #expect(answered?.notificationID == "p")
  }

  /// A `complete:` while only the stale block is set runs it a second time: PushSim answers
  /// no one (the system's handler was called already, and iOS keeps the first call).
  @Test func completingAStaleBlockAnswersNoOne() {
    var state = OneSignalIOSDisplayState()
    state.parse()
    _ = state.completeWithoutListener(Self.push("n"))
    let answered = state.complete()
    #expect(answered == nil)
    #expect(state.completion == nil && !state.completionAlreadyRan)
  }

  /// A device whose listener prevents every push but is not registered yet.
  static func device(displayAfter: Duration? = nil) -> SimulatedDevice {
    let device = OneSignalIOSProcessWideCompletionTests.device(displayAfter: displayAfter)
    device.setDelegateRegistration(.none)
    return device
  }

  /// The pushes `before` at 0 s with no listener, the listener registered at 1 s, `p` then;
  /// returns the SDK's answers (`time:options`) after 60 s more.
  static func laterListener(_ device: SimulatedDevice, before: [String]) throws -> [String] {
    for id in before { try OneSignalIOSProcessWideCompletionTests.push(device, id) }
    device.advance(by: .seconds(1))
    device.setDelegateRegistration(.atLaunch)
    try OneSignalIOSProcessWideCompletionTests.push(device, "p")
    device.advance(by: .seconds(60))
    return OneSignalIOSProcessWideCompletionTests.answers(device)
  }

  /// `n` at 0 s with no listener is shown at once (7); the listener registers; `p` at 1 s is
  /// prevented and held, but its timer was invalidated by `n`'s `dealloc` at `p`'s parse: no
  /// answer at 26 s, nor later. Without `n`, `p` is answered 0 at its own 25 s.
  @Test(arguments: [true, false])
  func aPreventedPushAfterAPushWithNoListenerIsNeverTimedOut(_ earlierPushWithoutListener: Bool) throws {
    let device = Self.device()
    let answers = try Self.laterListener(device, before: earlierPushWithoutListener ? ["n"] : [])
    let p = earlierPushWithoutListener ? "apns-2" : "apns-1"
    #expect(OneSignalIOSProcessWideCompletionTests.prevented(device) == [p + ":onWillDisplay"])
    #expect(answers == (earlierPushWithoutListener ? ["0:banner,list,sound,badge"] : ["26000:"]))
  }

  /// The held push is still answered by the app's `display()` (7, shown): `complete:` runs the
  /// block set then, `p`'s.
  @Test func aDisplayStillAnswersThePushWhoseTimerWasInvalidated() throws {
    let device = Self.device(displayAfter: .seconds(5))
    let answers = try Self.laterListener(device, before: ["n"])
    #expect(answers == ["0:banner,list,sound,badge", "6000:banner,list,sound,badge"])
    #expect(device.events(named: "notification.displayed").map { $0["id"] } == ["apns-1", "apns-2"])
  }

  /// Two pushes with no listener: the second's parse invalidates the second's own timer (the
  /// first's notification goes with the stale block set), which then no longer keeps its
  /// notification; that one goes when the manager lets it go, so the next parse releases
  /// nothing and the listener's push is timed out as usual, at its own 25 s.
  @Test func afterTwoPushesWithNoListenerTheNextTimerRuns() throws {
    let answers = try Self.laterListener(Self.device(), before: ["n1", "n2"])
    #expect(answers == ["0:banner,list,sound,badge", "0:banner,list,sound,badge", "26000:"])
  }

  /// A listener that does not prevent: `complete:` right after it runs `p`'s block (7). No
  /// visible difference from an app whose listener was there from the start.
  @Test func aPushTheLaterListenerLetsThroughIsShownAtOnce() throws {
    var app = AppBehavior()
    app.preventsForegroundDisplay = false
    let device = SimulatedDevice(platform: .iOS, sdk: .onesignal, state: .foreground, app: app)
    device.setDelegateRegistration(.none)
    let answers = try Self.laterListener(device, before: ["n"])
    #expect(answers == ["0:banner,list,sound,badge", "1000:banner,list,sound,badge"])
  }

  /// A listener removed while a push is held: the next push, with no listener, takes the block
  /// (the held push is never answered) and is shown at once; the held push's timer fires at
  /// 25 s and finds only the stale block: nothing is answered.
  @Test func aPushWithNoListenerDropsAHeldBlock() throws {
    let device = OneSignalIOSProcessWideCompletionTests.device()
    try OneSignalIOSProcessWideCompletionTests.push(device, "a")
    device.advance(by: .seconds(10))
    device.setDelegateRegistration(.none)
    try OneSignalIOSProcessWideCompletionTests.push(device, "n")
    device.advance(by: .seconds(40))
    #expect(
      OneSignalIOSProcessWideCompletionTests.prevented(device) == [
        "apns-1:onWillDisplay", "apns-1:completionReplaced>apns-2",
      ])
    #expect(OneSignalIOSProcessWideCompletionTests.answers(device) == ["10000:banner,list,sound,badge"])
  }
}
