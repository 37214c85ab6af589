import Testing

@testable import PushSim

/// iOS fills a `loc-key` string's placeholders from `loc-args`: one past the last argument is
/// shown as nothing and warned `missingFormatArgument` (docs/ModellingChoices.md); extra
/// arguments are ignored without a warning.
struct APNsLocArgsCountTests {
  func decode(_ alert: String) throws -> IncomingPush {
    var app = AppBehavior()
    app.strings = ["invite": "%1$@ invited you to %2$@", "unread": "%@ has %d new messages", "plain": "Hello %@"]
    return try PushDecoder(platform: .iOS, app: app)
      .decode(Array(#"{"aps":{"alert":\#(alert)}}"#.utf8), headers: ValidatedPushHeaders(), sequence: 1).get()
  }

  /// The warnings about placeholders (not, say, the missing `apns-push-type`).
  func formatWarnings(_ push: IncomingPush) -> [PayloadIssue] {
    push.warnings.filter { $0.reason == "missingFormatArgument" }
  }

  /// Fewer arguments than placeholders (numbered, `%@`, `%d`): shown with nothing in their
  /// place, warned with the key, its string and the text shown.
  @Test(arguments: [
    (#"{"loc-key":"invite","loc-args":["Kathy"]}"#, "Kathy invited you to "),
    (#"{"loc-key":"unread","loc-args":["Inbox"]}"#, "Inbox has  new messages"),
    (#"{"loc-key":"plain","loc-args":[]}"#, "Hello "),
  ])
  func fewerArgumentsThanPlaceholdersAreWarned(alert: String, shown: String) throws {
    let push = try decode(alert)
    #expect(push.notification.body == shown)
    #expect(formatWarnings(push).count == 1)
    let warning = try #require(formatWarnings(push).first)
    #expect(warning.message.hasPrefix("loc-key string \""))
    #expect(warning.message.contains("iOS shows \(QuotedValue.plain(shown))"))
  }

  /// The title's and subtitle's keys are checked the same way, and named.
  @Test func titleAndSubtitleKeysAreCheckedToo() throws {
    let push = try decode(#"{"title-loc-key":"invite","title-loc-args":["A"],"subtitle-loc-key":"plain","body":"b"}"#)
    #expect(push.notification.title == "A invited you to ")
    #expect(push.notification.subtitle == "Hello ")
    let messages = formatWarnings(push).map(\.message)
    #expect(messages.count == 2)
    #expect(messages.first?.contains("the 1 title-loc-args") == true)
    #expect(messages.last?.contains("the 0 subtitle-loc-args") == true)
  }

  /// As many arguments as placeholders, or more: no warning.
  @Test func enoughOrExtraArgumentsAreNotWarned() throws {
    let exact = try decode(#"{"loc-key":"invite","loc-args":["Kathy","the party"]}"#)
    #expect(exact.notification.body == "Kathy invited you to the party")
    #expect(formatWarnings(exact).isEmpty)
    let extra = try decode(#"{"loc-key":"plain","loc-args":["Kathy","Bob","Eve"]}"#)
    #expect(extra.notification.body == "Hello Kathy")
    #expect(formatWarnings(extra).isEmpty)
  }
}
