import Foundation
import Testing

@testable import PushSim

/// Header rules checked while decoding an iOS push: the priority of a background push
/// (R-iOS-5), an FCM data message to an Apple device (R-A-16), and what `xcrun simctl push` can
/// send (R-SIM-2).
struct APNsHeaderRuleTests {
  static let background = Array(#"{"aps":{"content-available":1},"k":"v"}"#.utf8)

  static func decode(
    _ bytes: [UInt8], headers: PushHeaders, options: DeviceOptions = DeviceOptions()
  ) throws -> Result<IncomingPush, PayloadIssue> {
    PushDecoder(platform: .iOS, options: options).decode(bytes, headers: try headers.validated(), sequence: 1)
  }

  /// A background push at priority 10 is warned about with or without a push type, and so is
  /// `apns-push-type: background` without a priority (APNs then uses 10); priority 5 is quiet.
  @Test(arguments: [
    (["apns-priority": 10] as PushHeaders, true),
    (["apns-push-type": "background"] as PushHeaders, true),
    (["apns-push-type": "background", "apns-priority": 10] as PushHeaders, true),
    (["apns-push-type": "background", "apns-priority": 5] as PushHeaders, false),
    (["apns-priority": 5] as PushHeaders, false),
  ])
  func backgroundPriority(headers: PushHeaders, warned: Bool) throws {
    let push = try Self.decode(Self.background, headers: headers).get()
    #expect(push.warnings.contains { $0.reason == "backgroundPriority10" && $0.rule == "R-iOS-5" } == warned)
  }

  /// A push type whose topic Apple requires to end in a suffix (`.voip`, `.complication`,
  /// `.pushkit.fileprovider`, `.location-query`, `.push-type.liveactivity`, `.voip-ptt`) is
  /// warned `topicSuffixMissing` when `apns-topic` lacks it, naming the topic to send; with the
  /// suffix, without a topic, or for `alert` and `background`, nothing is said.
  @Test(arguments: [
    (["apns-push-type": "voip", "apns-topic": "com.example.app"] as PushHeaders, "com.example.app.voip"),
    (["apns-push-type": "liveactivity", "apns-topic": "com.example.app"] as PushHeaders, "com.example.app.push-type.liveactivity"),
    (["apns-push-type": "pushtotalk", "apns-topic": "com.example.app.voip"] as PushHeaders, "com.example.app.voip.voip-ptt"),
    (["apns-push-type": "voip", "apns-topic": "com.example.app.voip"] as PushHeaders, nil),
    (["apns-push-type": "voip"] as PushHeaders, nil),
    (["apns-push-type": "alert", "apns-topic": "com.example.app"] as PushHeaders, nil),
    (["apns-push-type": "widgets", "apns-topic": "com.example.app"] as PushHeaders, nil),
  ])
  func topicSuffix(headers: PushHeaders, suggested: String?) throws {
    let push = try Self.decode(Array(#"{"aps":{"alert":"Hi"},"caller":"Ana"}"#.utf8), headers: headers).get()
    let warning = push.warnings.first { $0.reason == "topicSuffixMissing" }
    #expect((warning != nil) == (suggested != nil))
    if let suggested { #expect(warning?.message.contains("send \"\(suggested)\"") == true, "\(warning?.message ?? "")") }
  }

  /// A background push at priority 1 is warned about too (`backgroundPriority1`): Apple
  /// requires 5 (SEMANTICS §1.1, I-BG).
  @Test(arguments: [
    (["apns-priority": 1] as PushHeaders, true),
    (["apns-push-type": "background", "apns-priority": 1] as PushHeaders, true),
    (["apns-push-type": "background", "apns-priority": 5] as PushHeaders, false),
    (["apns-push-type": "background", "apns-priority": 10] as PushHeaders, false),
  ])
  func backgroundPriorityOne(headers: PushHeaders, warned: Bool) throws {
    let push = try Self.decode(Self.background, headers: headers).get()
    #expect(push.warnings.contains { $0.reason == "backgroundPriority1" && $0.rule == "R-iOS-5" } == warned)
  }

  /// An FCM v1 data message (no `notification`) to an Apple device at apns-priority 10 is
  /// refused as the FCM backend does; at 5, or with a notification, it is accepted.
  @Test func fcmDataMessageToAppleAtPriority10IsRefused() throws {
    let body = #"{"message":{"data":{"k":"v"},"apns":{"headers":{"apns-priority":"10"},"payload":{"aps":{"content-available":1}}}}}"#
    guard case .failure(let issue) = try Self.decode(Array(body.utf8), headers: [:]) else {
      Issue.record("a data message at priority 10 was accepted")
      return
    }
    #expect(issue.rule == "R-A-16")
    #expect(issue.message.contains("INVALID_ARGUMENT"))
    let five = body.replacingOccurrences(of: #""apns-priority":"10""#, with: #""apns-priority":"5""#)
    #expect((try? Self.decode(Array(five.utf8), headers: [:]).get()) != nil)
    let notification = #"{"message":{"notification":{"title":"T"},"apns":{"headers":{"apns-priority":"10"}}}}"#
    #expect((try? Self.decode(Array(notification.utf8), headers: [:]).get()) != nil)
  }

  /// With the simctl transport a VoIP push is refused (only application remote notifications),
  /// and the limit is 4096 bytes, not VoIP's 5120.
  @Test func simctlSendsOnlyAppPushesOfAtMost4096Bytes() throws {
    var options = DeviceOptions()
    options.simctlTransport = true
    let small = Array(#"{"aps":{"alert":"call"}}"#.utf8)
    guard case .failure(let voip) = try Self.decode(small, headers: ["apns-push-type": "voip"], options: options) else {
      Issue.record("simctl sent a VoIP push")
      return
    }
    #expect(voip.reason == "simctlUnsupportedPushType")
    #expect(voip.rule == "R-SIM-2")
    let big = Array((#"{"aps":{"alert":"x"},"pad":""# + String(repeating: "a", count: 4500) + #""}"#).utf8)
    guard case .failure(let size) = try Self.decode(big, headers: ["apns-push-type": "alert"], options: options) else {
      Issue.record("simctl sent more than 4096 bytes")
      return
    }
    #expect(size.reason == "payloadTooLarge")
    #expect(size.rule == "R-SIM-2")
    #expect(PushDecoder(platform: .iOS).sizeLimit(for: try (["apns-push-type": "voip"] as PushHeaders).validated()) == 5120)
  }

  /// An `aps` that shows nothing (here `content-available: 0`, which counts as absent) sent as
  /// `background` is not called "a visible push": the content-available warning remains, and
  /// that nothing is delivered.
  @Test func aPushShowingNothingIsNotCalledVisible() throws {
    let push = try Self.decode(
      Array(#"{"aps":{"content-available":0},"k":1}"#.utf8), headers: ["apns-push-type": "background", "apns-priority": 5]
    ).get()
    #expect(push.warnings.map(\.reason) == ["contentAvailableNotOne", "nothingToDeliver"])
    let badge = try Self.decode(Array(#"{"aps":{"badge":1}}"#.utf8), headers: ["apns-push-type": "background", "apns-priority": 5]).get()
    #expect(badge.warnings.map(\.reason) == ["pushTypeMismatch"])
  }
}
