import Testing

@testable import PushSim

/// `NotificationParams.getLocalizedString`: a `*_loc_key` string is formatted only with
/// `*_loc_args` that `new JSONArray` reads; without them it is shown as written, and a
/// placeholder past the last argument gives no text (`MissingFormatArgumentException`, caught).
struct FCMLocalizationArgsTests {
  let strings = ["gift": "%1$s sent you %2$s (100%% free)"]

  func decode(_ json: String) throws -> IncomingPush {
    var app = AppBehavior()
    app.strings = strings
    return try PushDecoder(platform: .android, app: app)
      .decode(Array(json.utf8), headers: ValidatedPushHeaders(), sequence: 1).get()
  }

  func body(args: String?) throws -> (String?, [String]) {
    let entry = args.map { #","gcm.n.body_loc_args":"# + JSONValue.string($0).serialized() } ?? ""
    let push = try decode(#"{"gcm.n.e":"1","gcm.n.title":"T","gcm.n.body_loc_key":"gift""# + entry + "}")
    return (push.notification.body, push.warnings.map(\.reason))
  }

  @Test func enoughArgumentsAreSubstitutedAndNumbersReadAsText() throws {
    let (text, warnings) = try body(args: #"["Kathy", 3]"#)
    #expect(text == "Kathy sent you 3 (100% free)")
    #expect(warnings.isEmpty)
    // org.json is lenient: unquoted strings, single quotes; null is "null" (optString).
    #expect(try body(args: "[Kathy, 'two']").0 == "Kathy sent you two (100% free)")
    #expect(try body(args: #"["a", null]"#).0 == "a sent you null (100% free)")
  }

  /// No arguments, an empty entry or one that is not a JSON array: `getString(id)`, unformatted.
  @Test func withoutArgumentsTheStringIsShownAsWritten() throws {
    #expect(try body(args: nil) == ("%1$s sent you %2$s (100%% free)", []))
    #expect(try body(args: "") == ("%1$s sent you %2$s (100%% free)", []))
    let (text, warnings) = try body(args: "Kathy")
    #expect(text == "%1$s sent you %2$s (100%% free)")
    #expect(warnings == ["malformedLocArgs"])
    #expect(try body(args: #"{"a":1}"#).1 == ["malformedLocArgs"])
  }

  /// `Resources.getString(id, args)` formats in the configuration's locale: with the app's
  /// locale Turkish, `%S` writes a dotted capital `İ` for `i`.
  @Test func upperCaseConversionsFollowTheAppsLocale() throws {
    for (locale, expected) in [("tr", "Merhaba İREM"), ("en", "Merhaba IREM")] {
      var app = AppBehavior()
      app.locale = locale
      app.strings = ["hello": "Merhaba %S"]
      let push = try PushDecoder(platform: .android, app: app)
        .decode(
          Array(#"{"gcm.n.e":"1","gcm.n.title":"T","gcm.n.body_loc_key":"hello","gcm.n.body_loc_args":"[\"irem\"]"}"#.utf8),
          headers: ValidatedPushHeaders(), sequence: 1
        ).get()
      #expect(push.notification.body == expected)
    }
  }

  @Test func tooFewArgumentsGiveNoText() throws {
    for args in [#"["Kathy"]"#, "[]"] {
      let (text, warnings) = try body(args: args)
      #expect(text == nil)
      #expect(warnings == ["missingFormatArgument"])
    }
  }

  /// The same through an FCM HTTP v1 body, whose `body_loc_args` is an array of strings.
  @Test func anHTTPv1BodyReadsTheSame() throws {
    let withArgs = try decode(
      #"{"message":{"token":"t","android":{"notification":{"title":"T","body_loc_key":"gift","body_loc_args":["Kathy","3"]}}}}"#)
    #expect(withArgs.notification.body == "Kathy sent you 3 (100% free)")
    let without = try decode(#"{"message":{"token":"t","android":{"notification":{"title":"T","body_loc_key":"gift"}}}}"#)
    #expect(without.notification.body == "%1$s sent you %2$s (100%% free)")
  }
}
