import PushSim
import Testing

/// `PayloadLinter.lint(…, sdk: .wonderpush)`: WonderPush's rules, each with a reason and a message
/// saying what was expected.
struct WonderPushLintTests {
  /// The findings for `json` on `platform` with the WonderPush SDK.
  func lint(_ json: String, on platform: Platform, headers: PushHeaders = PushHeaders()) throws -> [PayloadLinter.Finding] {
    PayloadLinter.lint(Array(json.utf8), platform: platform, headers: try headers.validated(), sdk: .wonderpush)
  }

  /// The WonderPush findings only, as `severity reason`.
  func wonderPush(_ json: String, on platform: Platform) throws -> [String] {
    let general = PayloadLinter.lint(Array(json.utf8), platform: platform).count
    return try lint(json, on: platform).dropFirst(general).map { "\($0.severity.rawValue) \($0.issue.reason)" }
  }

  /// Without `sdk`, lint behaves as before: no WonderPush findings.
  @Test func withoutSDKNothingChanges() throws {
    let json = WP.iOS(#""{}""#)
    let plain = PayloadLinter.lint(Array(json.utf8), platform: .iOS)
    #expect(!plain.contains { $0.issue.reason.lowercased().contains("wonderpush") })
    #expect(try lint(json, on: .iOS).count == plain.count + 1)
  }

  /// iOS: a string `_wp` is an error.
  @Test func iOSStringWPIsAnError() throws {
    #expect(try wonderPush(WP.iOS(#""{}""#), on: .iOS) == ["error wonderPushDataWrongType"])
  }

  /// Android: an object `_wp` is an error, with the string to send instead.
  @Test func androidObjectWPIsAnError() throws {
    let findings = try lint(#"{"_wp":{"c":"camp"}}"#, on: .android)
    let finding = try #require(findings.last)
    #expect(finding.severity == .error)
    #expect(finding.issue.reason == "wonderPushDataWrongType")
    #expect(finding.issue.message.hasSuffix(#"Send "{\"c\":\"camp\"}" instead"#))
  }

  /// Android: a `_wp` string that is not JSON, or not an object, is an error.
  @Test func androidBrokenWPIsAnError() throws {
    #expect(try wonderPush(WP.android("{"), on: .android) == ["error wonderPushDataNotJSON"])
    #expect(try wonderPush(WP.android("[]"), on: .android) == ["error wonderPushDataNotAnObject"])
  }

  /// Android: a `_wp` that only org.json accepts is a warning.
  @Test func androidLenientWPIsAWarning() throws {
    #expect(try wonderPush(WP.android("{c:'camp'}"), on: .android) == ["warning lenientWonderPushJSON"])
  }

  /// A push without `_wp` is a warning: the SDK leaves it to other handlers.
  @Test func noWPIsAWarning() throws {
    #expect(try wonderPush(#"{"k":"v"}"#, on: .android) == ["warning notWonderPush"])
  }

  /// Unknown action types, missing types and buttons without a label are warnings.
  @Test func actionsAndButtonsAreChecked() throws {
    let wp = #"{"alert":{"text":"x","buttons":[{"targetUrl":"a://b"}]},"actions":[{"type":"explode"},{"url":"u"}]}"#
    #expect(
      try wonderPush(WP.android(wp), on: .android)
        == ["warning buttonWithoutLabel", "warning unknownActionType", "warning actionWithoutType"])
  }

  /// Ids that are not strings are warnings whose message says what each platform does.
  @Test func idsThatAreNotStrings() throws {
    let android = try lint(WP.android(#"{"c":12}"#), on: .android).filter { $0.issue.reason == "idNotAString" }
    #expect(android.map(\.description) == [#"warning: idNotAString: _wp.c is an integer; the Android SDK reads it as the text "12". Expected a string (VENDORS §2)"#])
    let iOS = try lint(WP.iOS(#"{"c":12}"#), on: .iOS).filter { $0.issue.reason == "idNotAString" }
    #expect(iOS.map(\.issue.message) == ["_wp.c is an integer; the iOS SDK reads only a string here and ignores it. Expected a string"])
  }

  /// iOS: custom data without `content-available: 1` never reaches `onNotificationReceived`.
  @Test func iOSDataWithoutContentAvailable() throws {
    let json = WP.iOS("{}", [("exampleKey", #""exampleValue""#)])
    #expect(try wonderPush(json, on: .iOS) == ["warning receivedCallbackNeedsContentAvailable"])
    let awake = WP.iOS("{}", aps: #"{"alert":"Hi","content-available":1}"#, [("exampleKey", #""exampleValue""#)])
    #expect(try wonderPush(awake, on: .iOS) == [])
  }

  /// iOS: receive actions run only when the push reaches the app on arrival (content-available),
  /// as on a device (wp17).
  @Test func iOSReceiveActionsWithoutContentAvailable() throws {
    let close = #"{"receiveActions":[{"type":"closeNotifications","tag":"a"}]}"#
    #expect(try wonderPush(WP.iOS(close, aps: #"{"alert":"Hi"}"#), on: .iOS) == ["warning receiveActionsNeedContentAvailable"])
    #expect(try wonderPush(WP.iOS(close, aps: #"{"content-available":1}"#), on: .iOS) == [])
    #expect(try wonderPush(WP.android(close), on: .android) == [])
  }

  /// iOS: labelled buttons and attachments are added by the SDK's service extension, which runs
  /// only for mutable-content; an unlabelled button is never registered, so it alone is no warning.
  @Test func iOSExtensionFeaturesWithoutMutableContent() throws {
    let buttons = #"{"alert":{"text":"x","buttons":[{"label":"Go"}]}}"#
    #expect(try wonderPush(WP.iOS(buttons), on: .iOS) == ["warning extensionFeatureWithoutMutableContent"])
    #expect(try wonderPush(WP.iOS(buttons, aps: #"{"alert":"Hi","mutable-content":1}"#), on: .iOS) == [])
    let both = #"{"alert":{"buttons":[{"label":"Go"}]},"attachments":[{"url":"https://x.test/a.png"}]}"#
    let findings = try lint(WP.iOS(both), on: .iOS).filter { $0.issue.reason == "extensionFeatureWithoutMutableContent" }
    #expect(
      findings.map(\.issue.message) == [
        "the push has _wp.alert.buttons and _wp.attachments, which WonderPush's notification service extension "
          + "adds, but aps.mutable-content is not 1: iOS runs no extension for it, so the notification is shown "
          + #"without them. Add "mutable-content": 1 to aps"#
      ])
    #expect(try wonderPush(WP.iOS(#"{"alert":{"buttons":[{"label":""}]}}"#), on: .iOS).contains("warning extensionFeatureWithoutMutableContent") == false)
    #expect(try wonderPush(WP.android(buttons), on: .android) == [])
    // A silent push shows nothing, with or without the extension: mutable-content would not help.
    let silent = WP.iOS(both, aps: #"{"content-available":1}"#)
    #expect(try lint(silent, on: .iOS).contains { $0.issue.reason == "extensionFeatureWithoutMutableContent" } == false)
  }

  /// Web: a push without text is a warning, since websites have no silent pushes.
  @Test func webSilentPushIsAWarning() throws {
    #expect(try wonderPush(#"{"_wp":{"type":"data"}}"#, on: .web) == ["warning silentWebPush"])
    #expect(try wonderPush(#"{"_wp":{"alert":{"text":"Hi"}}}"#, on: .web) == [])
  }

  /// A clean WonderPush payload has no WonderPush findings.
  @Test func cleanPayloadHasNoFindings() throws {
    let wp = #"{"c":"camp","n":"notif","alert":{"title":"T","text":"x","buttons":[{"label":"Go"}]},"actions":[{"type":"link","url":"https://x.test"}]}"#
    #expect(try wonderPush(WP.android(wp), on: .android) == [])
  }
}
