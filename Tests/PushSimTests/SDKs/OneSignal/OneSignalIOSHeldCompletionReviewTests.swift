import Testing

@testable import PushSim

/// Review of the process-wide held completion (OneSignal iOS, `OSNotification+OneSignal.m` at
/// 3b73f0ec): an earlier push's timer stays scheduled after a later parse; an in-app message
/// preview's never-scheduled timer keeps its notification alive until the next parse, whose
/// `dealloc` then invalidates the new push's timer while a block is held; a push that is not
/// OneSignal's never touches the SDK's state.
struct OneSignalIOSHeldCompletionReviewTests {
  static let preview = #"{"aps":{"alert":"preview"},"custom":{"i":"p","a":{"os_in_app_message_preview_id":"iam"}}}"#

  /// A held at 0 s, C at 2 s, D at 3 s (each held; D ends with the block), A's timer answers D
  /// at 25 s; E at 26 s is held, and C's timer, still scheduled, answers E at 27 s.
  static func run(previewAt1s: Bool) throws -> SimulatedDevice {
    let device = OneSignalIOSProcessWideCompletionTests.device()
    try OneSignalIOSProcessWideCompletionTests.push(device, "a")
    device.advance(by: .seconds(1))
    if previewAt1s { try device.receive(json: Self.preview, headers: alertHeaders) }
    device.advance(by: .seconds(1))
    try OneSignalIOSProcessWideCompletionTests.push(device, "c")
    device.advance(by: .seconds(1))
    try OneSignalIOSProcessWideCompletionTests.push(device, "d")
    device.advance(by: .seconds(23))
    try OneSignalIOSProcessWideCompletionTests.push(device, "e")
    device.advance(by: .seconds(40))
    return device
  }

  /// Without a preview, C's timer (replaced as `_timeoutTimer` by D's parse, still on the run
  /// loop) fires at C + 25 s and answers whatever is held then: E, at 27 s, not at E + 25 s.
  @Test func anEarlierTimerStillScheduledAnswersALaterPush() throws {
    let device = try Self.run(previewAt1s: false)
    #expect(OneSignalIOSProcessWideCompletionTests.answers(device) == ["25000:", "27000:"])
  }

  /// With a preview at 1 s while A is held, C's parse releases the preview's unscheduled timer,
  /// so the preview's notification deallocates with `_timeoutTimer` already C's and A's block
  /// held: `dealloc` invalidates C's timer, which `startTimeoutTimer` then cannot schedule. E
  /// waits for its own timer, 51 s. (The preview itself is answered 0 at once.)
  @Test func aPreviewsNotificationInvalidatesTheNextPushsTimerWhileABlockIsHeld() throws {
    let device = try Self.run(previewAt1s: true)
    #expect(OneSignalIOSProcessWideCompletionTests.answers(device) == ["1000:", "25000:", "51000:"])
  }

  /// With no block held at the next parse (the preview came before any push), the next push's
  /// timer is scheduled as usual: answered at its own 25 s.
  @Test func aPreviewWithNoBlockHeldLeavesTheNextTimerAlone() throws {
    let device = OneSignalIOSProcessWideCompletionTests.device()
    try device.receive(json: Self.preview, headers: alertHeaders)
    device.advance(by: .seconds(1))
    try OneSignalIOSProcessWideCompletionTests.push(device, "a")
    device.advance(by: .seconds(30))
    #expect(OneSignalIOSProcessWideCompletionTests.answers(device) == ["0:", "26000:"])
  }

  /// A push that is not OneSignal's goes to the app's delegate (here the legacy forward, then
  /// 7) without `parseWithApns:` or `setCompletionBlock:`: the held push keeps its block and
  /// its own timer answers it at 25 s.
  @Test func aPushNotFromOneSignalLeavesTheHeldCompletionAlone() throws {
    let device = OneSignalIOSProcessWideCompletionTests.device()
    try OneSignalIOSProcessWideCompletionTests.push(device, "a")
    device.advance(by: .seconds(10))
    try device.receive(json: #"{"aps":{"alert":"not OneSignal's"}}"#, headers: alertHeaders)
    device.advance(by: .seconds(30))
    #expect(OneSignalIOSProcessWideCompletionTests.prevented(device) == ["apns-1:onWillDisplay"])
    #expect(OneSignalIOSProcessWideCompletionTests.answers(device) == ["10000:banner,list,sound,badge", "25000:"])
  }
}
