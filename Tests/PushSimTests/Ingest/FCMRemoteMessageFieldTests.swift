import Testing

@testable import PushSim

/// `RemoteMessage` fields the FCM SDK reads from legacy extras, and Android's localisation order
/// (`NotificationParams.getPossiblyLocalizedString`): the literal text first, then the key.
struct FCMRemoteMessageFieldTests {
  func decode(_ json: String, strings: [String: String] = [:]) throws -> IncomingPush {
    var app = AppBehavior()
    app.locale = "fr"
    app.strings = strings
    return try PushDecoder(platform: .android, app: app)
      .decode(Array(json.utf8), headers: ValidatedPushHeaders(), sequence: 1).get()
  }

  /// `getPriority()`: `google.delivered_priority`, else normal when `google.priority_reduced` is
  /// "1", else `google.priority`; `getOriginalPriority()`: `google.original_priority`, else
  /// `google.priority`.
  @Test(arguments: [
    (#"{"google.priority":"high","k":"v"}"#, FCMPriority.high, FCMPriority.high),
    (#"{"google.priority":"high","google.priority_reduced":"1","k":"v"}"#, .normal, .high),
    (#"{"google.priority":"high","google.priority_reduced":"0","k":"v"}"#, .high, .high),
    (#"{"google.priority":"normal","google.delivered_priority":"high","k":"v"}"#, .high, .normal),
    (#"{"google.priority":"normal","google.original_priority":"high","k":"v"}"#, .normal, .high),
    (#"{"google.priority_reduced":"1","google.delivered_priority":"high","k":"v"}"#, .high, .high),
  ] as [(String, FCMPriority, FCMPriority)])
  func legacyPriorityExtras(json: String, priority: FCMPriority, original: FCMPriority) throws {
    let push = try decode(json)
    #expect(push.remoteMessage?.priority == priority)
    #expect(push.remoteMessage?.originalPriority == original)
  }

  /// The delivery rules read the same priority: `google.priority: high` makes a data message
  /// high priority (R-A-12), `google.priority` stays out of `getData()`.
  @Test func legacyPriorityIsThePushPriority() throws {
    let push = try decode(#"{"google.priority":"high","k":"v"}"#)
    #expect(push.notification.priority == "high")
    #expect(push.remoteMessage?.data.map(\.key) == ["k"])
  }

  /// A non-empty literal title wins over `title_loc_key` (iOS reads the key first).
  @Test func literalTextWinsOverTheKey() throws {
    let push = try decode(
      #"{"gcm.n.e":"1","gcm.n.title":"Literal","gcm.n.title_loc_key":"T","gcm.n.body":"","gcm.n.body_loc_key":"B"}"#,
      strings: ["T": "Titre", "B": "Corps"])
    #expect(push.notification.title == "Literal")
    #expect(push.notification.body == "Corps")
    #expect(push.warnings.isEmpty)
  }

  /// A key the app's strings lack gives no title (`getLocalizedString` returns null): not the
  /// key, with a warning that says the SDK sets none.
  @Test func missingKeyGivesNoText() throws {
    let push = try decode(#"{"gcm.n.e":"1","gcm.n.title_loc_key":"NOPE","gcm.n.body":"Body"}"#)
    #expect(push.notification.title == nil)
    #expect(push.notification.body == "Body")
    let warning = try #require(push.warnings.first { $0.reason == "missingLocalizedString" })
    #expect(warning.message.contains("the FCM SDK sets no title"))
    #expect(!warning.message.contains("the OS shows the key"))
  }

  /// The same rules for an FCM HTTP v1 body's `android.notification`.
  @Test func v1BodyFollowsTheSameOrder() throws {
    let push = try decode(
      #"{"message":{"notification":{"title":"Literal"},"android":{"notification":{"title_loc_key":"T","body_loc_key":"NOPE"}}}}"#,
      strings: ["T": "Titre"])
    #expect(push.notification.title == "Literal")
    #expect(push.notification.body == nil)
  }

  /// iOS keeps its order: the key's string first.
  @Test func iOSStillReadsTheKeyFirst() throws {
    var app = AppBehavior()
    app.strings = ["T": "Titre"]
    let push = try PushDecoder(platform: .iOS, app: app)
      .decode(Array(#"{"aps":{"alert":{"title":"Literal","title-loc-key":"T"}}}"#.utf8), headers: ValidatedPushHeaders(), sequence: 1).get()
    #expect(push.notification.title == "Titre")
  }
}
