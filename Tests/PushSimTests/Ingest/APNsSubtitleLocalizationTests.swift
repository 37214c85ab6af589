import Testing

@testable import PushSim

/// `aps.alert.subtitle-loc-key` and `subtitle-loc-args` (Apple's "Generating a remote
/// notification"; the Customer.io custom payload page lists both): the subtitle is the app's
/// string for the key with the arguments filled in, the literal `subtitle` when the app has no
/// such string (with a warning), and the key itself when there is neither.
struct APNsSubtitleLocalizationTests {
  func decode(_ json: String, strings: [String: String]) throws -> IncomingPush {
    var app = AppBehavior()
    app.locale = "fr"
    app.strings = strings
    return try PushDecoder(platform: .iOS, app: app)
      .decode(Array(json.utf8), headers: ValidatedPushHeaders(), sequence: 1).get()
  }

  @Test func subtitleIsTheAppsStringWithItsArguments() throws {
    let push = try decode(
      #"{"aps":{"alert":{"title":"Hi","subtitle-loc-key":"FROM","subtitle-loc-args":["Ana","Lyon"],"subtitle":"literal"}}}"#,
      strings: ["FROM": "De %@ à %@"])
    #expect(push.notification.subtitle == "De Ana à Lyon")
    #expect(push.notification.title == "Hi")
    #expect(!push.warnings.contains { $0.reason == "missingLocalizedString" })
  }

  @Test func missingStringFallsBackToTheLiteralSubtitleThenTheKey() throws {
    let withLiteral = try decode(#"{"aps":{"alert":{"subtitle-loc-key":"NOPE","subtitle":"literal"}}}"#, strings: [:])
    #expect(withLiteral.notification.subtitle == "literal")
    #expect(withLiteral.warnings.contains { $0.reason == "missingLocalizedString" && $0.message.contains("subtitle-loc-key") })
    let bare = try decode(#"{"aps":{"alert":{"subtitle-loc-key":"NOPE"}}}"#, strings: [:])
    #expect(bare.notification.subtitle == "NOPE")
    #expect(bare.notification.hasVisibleContent)
  }
}
