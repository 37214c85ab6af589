import PushSim
import Testing

/// A device with a vendor SDK records the SDK's refusal of a push (the first error of
/// `pushsim lint --sdk`) as `push.warning` with `sdk` and `severity` `error`, once per push,
/// before `push.received`, unless the trace already says it another way: the runtime's own
/// `push.dropped` (OneSignal, Customer.io, Mapp on Android), or a push without the SDK's keys
/// (`notWonderPush`, `notMapp`: `push.received` names another dialect).
struct SDKRefusalTraceTests {
  /// The device's `push.warning` events of an SDK, as `reason` and `severity`.
  static func sdkFindings(_ device: SimulatedDevice) -> [(reason: String?, severity: String?)] {
    device.events(named: "push.warning").filter { $0["sdk"] != nil }
      .map { ($0["reason"]?.stringValue, $0["severity"]?.stringValue) }
  }

  /// The reasons of lint's errors for `json` with `sdk`.
  static func lintErrors(_ json: String, platform: Platform, sdk: SDK) -> [String] {
    PayloadLinter.lint(Array(json.utf8), platform: platform, sdk: sdk).filter { $0.severity == .error }.map(\.issue.reason)
  }

  /// The audit's case: a WonderPush web push whose `_wp` is the Android string form is not the
  /// web SDK's; the trace says so before `push.received`, with lint's reason and message.
  @Test func wonderPushWebPushWithAStringWPIsARefusal() throws {
    let json = #"{"_wp":"{\"c\":\"sale\",\"alert\":{\"title\":\"T\",\"text\":\"B\"}}","title":"x"}"#
    let device = SimulatedDevice(platform: .web, sdk: .wonderpush, state: .running)
    try device.receive(json: json, headers: ["ttl": 3600])
    let refusal = try #require(device.events(named: "push.warning").first { $0["severity"] == "error" })
    #expect(refusal["reason"] == "wonderPushDataWrongType")
    #expect(refusal["sdk"] == "wonderpush")
    let lint = try #require(PayloadLinter.lint(Array(json.utf8), platform: .web, sdk: .wonderpush).first { $0.severity == .error })
    #expect(refusal["message"]?.stringValue == lint.issue.message)
    let names = device.trace.events(of: device.id).map(\.name)
    #expect(try #require(names.firstIndex(of: "push.warning")) < #require(names.firstIndex(of: "push.received")))
  }

  /// The refusal is recorded once per push (the key both of Kii's Android sections refuse; the
  /// GCM-only `data` is lint's warning, not a second error).
  @Test func aRefusalIsRecordedOncePerPush() throws {
    let json = #"{"sn":"u1","restricted_package_name":"y","data":"x","msg":"hi"}"#
    #expect(Self.lintErrors(json, platform: .android, sdk: .kii) == ["gcmReservedKey"])
    let device = SimulatedDevice(platform: .android, sdk: .kii, state: .foreground)
    try device.receive(json: json)
    try device.receive(json: json)
    let refusals = Self.sdkFindings(device).filter { $0.severity == "error" }
    #expect(refusals.map(\.reason) == ["gcmReservedKey", "gcmReservedKey"])
    #expect(device.events(named: "push.warning").filter { $0["severity"] == "error" }.map { $0["id"] } == ["fcm-1", "fcm-2"])
  }

  /// A warning carries no `severity`: the field marks a refusal only.
  @Test func aWarningHasNoSeverity() throws {
    let device = SimulatedDevice(platform: .iOS, sdk: .wonderpush, state: .background)
    try device.receive(json: SDKWarningTraceTests.receiveActionsWithoutContentAvailable)
    let findings = Self.sdkFindings(device)
    #expect(!findings.isEmpty)
    #expect(findings.allSatisfy { $0.severity == nil })
  }

  /// Mapp on Android: a blank `p` leaves the push to the app without a word from the SDK, so
  /// the device says it; a `buttons` string that is not JSON loses the push, which the SDK's
  /// `push.dropped` says already.
  @Test func mappAndroidBlankIdIsTracedAndALostPushIsNotRepeated() throws {
    let device = SimulatedDevice(platform: .android, sdk: .mapp, state: .background)
    try device.receive(json: #"{"p":"  ","alert":"blank id"}"#)
    #expect(Self.sdkFindings(device).map(\.reason) == ["blankMessageId"])
    let lost = SimulatedDevice(platform: .android, sdk: .mapp, state: .background)
    let json = #"{"p":"5801","push_title":"Broken","alert":"buttons","buttons":"{not an array"}"#
    #expect(Self.lintErrors(json, platform: .android, sdk: .mapp) == ["buttonsNotJSON"])
    try lost.receive(json: json)
    #expect(Self.sdkFindings(lost).allSatisfy { $0.severity == nil })
    #expect(lost.events(named: "push.dropped").map { $0["reason"] } == ["buttonsNotJSON"])
  }

  /// OneSignal and Customer.io say it with `push.dropped` `notSdkPayload` (the refusal's
  /// message): no `push.warning` repeats it.
  @Test(arguments: [
    (SDK.onesignal, #"{"alert":"no custom","title":"T"}"#),
    (SDK.customerio, #"{"CIO-Delivery-ID":"d1","title":"T"}"#),
  ])
  func aRefusalTheRuntimeTracesIsNotRepeated(_ sdk: SDK, json: String) throws {
    #expect(!Self.lintErrors(json, platform: .android, sdk: sdk).isEmpty)
    let device = SimulatedDevice(platform: .android, sdk: sdk, state: .foreground)
    device.setDelegate(RecordingDelegate())
    try device.receive(json: json)
    #expect(Self.sdkFindings(device).allSatisfy { $0.severity == nil })
    #expect(device.events(named: "push.dropped").map { $0["reason"] } == ["notSdkPayload"])
  }

  /// A push without the SDK's keys is not addressed to it: lint's `notMapp` error and
  /// `notWonderPush` warning are not traced (`push.received` names another dialect).
  @Test(arguments: [SDK.mapp, SDK.wonderpush])
  func aPushWithoutTheSDKsKeysIsNotARefusal(_ sdk: SDK) throws {
    let json = #"{"message":"Hello from the app's own server"}"#
    let device = SimulatedDevice(platform: .android, sdk: sdk, state: .foreground)
    try device.receive(json: json)
    #expect(Self.sdkFindings(device).isEmpty)
    #expect(device.events(named: "push.received").first?["dialect"] == "fcm")
  }
}
