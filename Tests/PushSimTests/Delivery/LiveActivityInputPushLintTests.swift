@testable import PushSim
import Testing

/// `pushsim lint` / `parse` (and `push.warning` at run time) on a push-to-start's input push
/// method, iOS 18+ (docs/ModellingChoices/iOS.md "Live Activities", *Broadcast channels*): an
/// `input-push-channel` that is not a Base64 channel id, or one beside `input-push-token`.
struct LiveActivityInputPushLintTests {
  static func warnings(_ aps: String) throws -> [PayloadIssue] {
    let start = #""timestamp":1,"event":"start","attributes-type":"T","attributes":{},"content-state":{},"alert":{"title":"a","body":"b"}"#
    return try PayloadLinter.lint(json: "{\"aps\":{\(start)\(aps)}}", platform: .iOS, headers: ["apns-push-type": .string("liveactivity")])
      .map(\.issue).filter { $0.reason.hasPrefix("liveActivity") }
  }

  /// A channel id that is not a Base64 string (a number, text with spaces) is warned, saying
  /// what was expected; a Base64 one, or `input-push-token` alone, is not.
  @Test func aMalformedChannelIsWarned() throws {
    #expect(try Self.warnings(#","input-push-channel":7"#).map(\.reason) == ["liveActivityInvalidInputPushChannel"])
    let text = try #require(try Self.warnings(#","input-push-channel":"sports game 8""#).first)
    #expect(text.reason == "liveActivityInvalidInputPushChannel")
    #expect(
      text.message
        == "aps.input-push-channel is \"sports game 8\", not a broadcast channel id (a Base64 string, the apns-channel-id of "
        + "the channel's pushes): the system starts no activity")
    #expect(text.rule == "ActivityKit push payload")
    #expect(try Self.warnings(#","input-push-channel":"c3BvcnRzLWdhbWUtMQ==""#).isEmpty)
    #expect(try Self.warnings(#","input-push-token":1"#).isEmpty)
  }

  /// Both keys: one `PushType` only, so the warning says the activity subscribes to the channel
  /// and gets no token (what the device does).
  @Test func aChannelBesideATokenIsWarned() throws {
    let both = try Self.warnings(#","input-push-channel":"c3BvcnRzLWdhbWUtMQ==","input-push-token":1"#)
    #expect(both.map(\.reason) == ["liveActivityInputPushChannelAndToken"])
    #expect(
      both.first?.message
        == "a push-to-start takes aps.input-push-channel or aps.input-push-token, not both (a Live Activity has one PushType): "
        + "the new activity subscribes to the channel and gets no push token")
  }
}
