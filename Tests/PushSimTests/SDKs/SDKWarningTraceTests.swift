import PushSim
import Testing

/// A device with a vendor SDK records the SDK's own lint warnings for a push as `push.warning`
/// with `sdk`, after the platform's warnings and before anything the SDK does with the push.
struct SDKWarningTraceTests {
  /// A WonderPush iOS alert with receive actions and no `aps.content-available` (wp17's).
  static let receiveActionsWithoutContentAvailable =
    #"{"aps":{"alert":{"title":"Breaking news","body":"Read the full story"}},"_wp":{"c":"news-1","receiveActions":[{"type":"addTag","tags":["news-reader"]}]}}"#

  /// The device's `push.warning` events, as `reason` and `sdk` (`nil` for a platform warning).
  static func warnings(_ device: SimulatedDevice) -> [(reason: String?, sdk: String?)] {
    device.events(named: "push.warning").map { ($0["reason"]?.stringValue, $0["sdk"]?.stringValue) }
  }

  /// The reasons of lint's warnings for `json` with `sdk` that lint without an SDK does not
  /// report: the SDK's own.
  static func sdkLintWarnings(_ json: String, platform: Platform, sdk: SDK) -> [String] {
    let bytes = Array(json.utf8)
    let platformReasons = Set(PayloadLinter.lint(bytes, platform: platform).map(\.issue.reason))
    return PayloadLinter.lint(bytes, platform: platform, sdk: sdk)
      .filter { $0.severity == .warning && !platformReasons.contains($0.issue.reason) }
      .map(\.issue.reason)
  }

  /// The audit's case: the receive actions never run, and the trace says why, as lint does.
  @Test func wonderPushIOSReceiveActionsWithoutContentAvailableAreAWarning() throws {
    let device = SimulatedDevice(platform: .iOS, sdk: .wonderpush, state: .background)
    device.setDelegate(RecordingDelegate())
    try device.receive(json: Self.receiveActionsWithoutContentAvailable)
    let warnings = Self.warnings(device)
    #expect(warnings.contains { $0.reason == "receiveActionsNeedContentAvailable" && $0.sdk == "wonderpush" })
    #expect(warnings.filter { $0.sdk != nil }.map(\.reason) == Self.sdkLintWarnings(
      Self.receiveActionsWithoutContentAvailable, platform: .iOS, sdk: .wonderpush))
    // The platform's first (missingPushType: no headers), then the SDK's, then push.received.
    let names = device.trace.events(of: device.id).map(\.name)
    let received = try #require(names.firstIndex(of: "push.received"))
    #expect(names[..<received].allSatisfy { $0 == "push.warning" })
    #expect(warnings.first?.sdk == nil)
    #expect(warnings.last?.sdk == "wonderpush")
  }

  /// Customer.io on iOS: a push without `mutable-content: 1` gets no image and no delivered
  /// metric, and the trace says so before the SDK's `willPresent` answer.
  @Test func customerIOIOSPushWithoutMutableContentIsAWarning() throws {
    let json = #"{"aps":{"alert":{"title":"In app","body":"Hi"}},"CIO-Delivery-ID":"d1","CIO-Delivery-Token":"t1"}"#
    let device = SimulatedDevice(platform: .iOS, sdk: .customerio, state: .foreground)
    device.setDelegate(RecordingDelegate())
    try device.receive(json: json)
    let sdkWarnings = Self.warnings(device).filter { $0.sdk != nil }
    #expect(sdkWarnings.map(\.reason) == ["mutableContentMissing"])
    #expect(sdkWarnings.allSatisfy { $0.sdk == "customerio" })
    #expect(Self.sdkLintWarnings(json, platform: .iOS, sdk: .customerio) == ["mutableContentMissing"])
    let names = device.trace.events(of: device.id).map(\.name)
    #expect(try #require(names.lastIndex(of: "push.warning")) < #require(names.firstIndex(of: "push.received")))
  }

  /// Each finding lint lists is recorded once: two buttons without a label are two warnings
  /// (each names its button), where the same finding twice would be one.
  @Test func eachFindingIsRecordedOnce() throws {
    let json = #"{"aps":{"alert":"Hi"},"_wp":{"c":"c1","alert":{"buttons":[{"targetUrl":"https://a.test"},{"targetUrl":"https://b.test"}]}}}"#
    let lint = PayloadLinter.lint(Array(json.utf8), platform: .iOS, sdk: .wonderpush)
      .filter { $0.issue.reason == "buttonWithoutLabel" }.map(\.issue.message)
    #expect(lint.count == 2 && Set(lint).count == 2)
    let device = SimulatedDevice(platform: .iOS, sdk: .wonderpush, state: .background)
    try device.receive(json: json)
    let recorded = device.events(named: "push.warning").filter { $0["reason"]?.stringValue == "buttonWithoutLabel" }
      .compactMap { $0["message"]?.stringValue }
    #expect(recorded == lint)
    let messages = device.events(named: "push.warning").compactMap { $0["message"]?.stringValue }
    #expect(Set(messages).count == messages.count)
  }

  /// A device without a vendor SDK records the platform's warnings only, none with `sdk`; the
  /// same push on a WonderPush device records them, then the SDK's.
  @Test func aDeviceWithoutAVendorSDKRecordsNoSDKWarnings() throws {
    let simulation = Simulation()
    let plain = SimulatedDevice(id: "plain", platform: .iOS, state: .background, simulation: simulation)
    let wonderPush = SimulatedDevice(id: "wp", platform: .iOS, sdk: .wonderpush, state: .background, simulation: simulation)
    try plain.receive(json: Self.receiveActionsWithoutContentAvailable)
    try wonderPush.receive(json: Self.receiveActionsWithoutContentAvailable)
    let platformWarnings = Self.warnings(plain)
    #expect(platformWarnings.allSatisfy { $0.sdk == nil })
    #expect(platformWarnings.map(\.reason) == PayloadLinter.lint(Array(Self.receiveActionsWithoutContentAvailable.utf8), platform: .iOS).map(\.issue.reason))
    let sdkWarnings = Self.warnings(wonderPush).dropFirst(platformWarnings.count)
    #expect(Self.warnings(wonderPush).prefix(platformWarnings.count).map(\.reason) == platformWarnings.map(\.reason))
    #expect(!sdkWarnings.isEmpty && sdkWarnings.allSatisfy { $0.sdk == "wonderpush" })
  }

  /// A warning the trace already says another way is left out, though lint reports it: Kii's
  /// `noKiiKeys` (the SDK's callback shows a DirectPush), WonderPush's `notWonderPush` (the push
  /// is not the SDK's, and the platform's path runs).
  @Test(arguments: [(SDK.kii, "noKiiKeys"), (SDK.wonderpush, "notWonderPush")])
  func aWarningTheTraceAlreadySaysIsLeftOut(_ sdk: SDK, reason: String) throws {
    let json = #"{"message":"Hello from the developer portal"}"#
    #expect(Self.sdkLintWarnings(json, platform: .android, sdk: sdk) == [reason])
    let device = SimulatedDevice(platform: .android, sdk: sdk, state: .foreground)
    try device.receive(json: json)
    #expect(Self.warnings(device).allSatisfy { $0.sdk == nil })
  }
}
