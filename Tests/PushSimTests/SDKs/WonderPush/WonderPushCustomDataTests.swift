import PushSim
import Testing

/// The custom data and what the delegate gets: on Android each data-map string decoded the
/// lenient way of `notificationPayloadFromBundle` (VENDORS.md §2, gotchas 1 and 3).
struct WonderPushCustomDataTests {
  /// One data-map string as the Android delegate gets it.
  func value(_ text: String) -> JSONValue { WonderPushDecoder.androidPayloadValue(text) }

  /// The SDK's own test cases: a plain string and a number stay strings.
  @Test func stringsAndNumbersStayStrings() {
    #expect(value("bar") == "bar")
    #expect(value("123") == "123")
    #expect(value("1.5") == "1.5")
  }

  /// The SDK's own test cases: "null", "true" and "false" become literals (exact spelling only).
  @Test func literalsAreDecoded() {
    #expect(value("null") == .null)
    #expect(value("true") == true)
    #expect(value("false") == false)
    #expect(value("True") == "True")
  }

  /// The SDK's own test cases: JSON objects and arrays in strings are decoded.
  @Test func jsonStringsAreDecoded() {
    #expect(value(#"{"foo":"bar"}"#) == ["foo": "bar"])
    #expect(value(#"["foo","bar"]"#) == ["foo", "bar"])
  }

  /// The SDK's own test cases: almost-JSON is decoded leniently, keeping the stray quote.
  @Test func almostJSONIsDecodedLeniently() {
    #expect(value(#"{"foo":bar"}"#) == ["foo": "bar\""])
    #expect(value(#"["foo",bar"]"#) == ["foo", "bar\""])
  }

  /// The SDK's own test cases: invalid JSON stays the string it was.
  @Test func invalidJSONStaysAString() {
    #expect(value("{123}") == "{123}")
    #expect(value(#"["foo":bar"]"#) == #"["foo":bar"]"#)
  }

  /// Only strings that start and end with the brackets are tried: a leading space keeps a string.
  @Test func onlyBracketedStringsAreTried() {
    #expect(value(#" {"a":1}"#) == #" {"a":1}"#)
    #expect(value(#"{"a":1} "#) == #"{"a":1} "#)
    #expect(value("{}") == .object(JSONObject()))
  }

  /// What follows the first value is dropped, as `new JSONObject` ignores it.
  @Test func trailingValuesAreDropped() {
    #expect(value(#"{"a":1} {"b":2}"#) == ["a": 1])
  }

  /// Lenient numbers inside a decoded object follow org.json: octal, hexadecimal, doubles.
  @Test func lenientNumbersInsideObjects() {
    #expect(value("{a:012,b:0x10,c:1e2,d:08}") == ["a": 10, "b": 16, "c": .double(100), "d": .double(8)])
  }

  /// Strings inside a decoded object are not decoded again.
  @Test func nestedStringsAreNotDecoded() {
    #expect(value(#"{"inner":"{\"x\":1}","t":"true"}"#) == ["inner": #"{"x":1}"#, "t": "true"])
  }

  /// Android: the custom data is every data-map key but `_wp` and FCM's own, decoded.
  @Test func androidCustomDataExcludesWPAndFCMKeys() throws {
    let json = WP.android(
      #"{"c":"camp"}"#,
      [("google.message_id", "m1"), ("from", "123"), ("collapse_key", "k"), ("obj", #"{"k":[1,2]}"#), ("n", "42"), ("flag", "true")])
    let notification = try WP.notification(json, on: .android)
    #expect(notification.customData == ["obj": ["k": [1, 2]], "n": "42", "flag": true])
  }

  /// Android: the delegate gets every extra, `_wp` decoded into an object and FCM's keys kept.
  @Test func androidDelegatePayloadHasEveryExtra() throws {
    let json = WP.android(#"{"c":"camp"}"#, [("google.message_id", "m1"), ("exampleKey", "exampleValue")])
    let notification = try WP.notification(json, on: .android)
    #expect(notification.notificationPayload == ["_wp": ["c": "camp"], "google.message_id": "m1", "exampleKey": "exampleValue"])
  }

  /// Android: an FCM HTTP v1 body is turned into the data map first; its data keys are custom data.
  @Test func androidFCMv1BodyCustomData() throws {
    let json = #"{"message":{"token":"t","data":{"_wp":"{\"c\":\"camp\"}","k":"[1,2]"}}}"#
    let notification = try WP.notification(json, on: .android)
    #expect(notification.campaignId == "camp")
    #expect(notification.customData == ["k": [1, 2]])
  }

  /// iOS: the custom data is every key but `aps` and `_wp`, with its JSON types; the delegate
  /// gets the whole `userInfo`.
  @Test func iOSCustomDataKeepsTypes() throws {
    let json = WP.iOS(#"{"c":"camp"}"#, [("n", "42"), ("s", #""{\"a\":1}""#)])
    let notification = try WP.notification(json, on: .iOS)
    #expect(notification.customData == ["n": 42, "s": #"{"a":1}"#])
    #expect(notification.notificationPayload.keys == ["aps", "_wp", "n", "s"])
  }

  /// WP-A `notificationPayloadFromBundle` decodes only `String` extras and `put`s any other as it
  /// is: FCM's `google.sent_time` (a `Long`) and `google.ttl` (an `Integer`) reach the delegate
  /// as numbers; text Java's parse does not read, and any other key's number, stay strings.
  @Test func fcmStampedExtrasAreNumbers() {
    #expect(WonderPushDecoder.androidPayloadValue(key: "google.sent_time", "1767225600000") == 1_767_225_600_000)
    #expect(WonderPushDecoder.androidPayloadValue(key: "google.ttl", "2419200") == 2_419_200)
    #expect(WonderPushDecoder.androidPayloadValue(key: "google.ttl", "1.5") == "1.5")
    #expect(WonderPushDecoder.androidPayloadValue(key: "google.ttl", "99999999999") == "99999999999")
    #expect(WonderPushDecoder.androidPayloadValue(key: "n", "7") == "7")
    #expect(WonderPushDecoder.androidPayloadValue(key: "k", "true") == true)
  }

  /// On a device the received and opened callbacks get those numbers, as Cordova's
  /// `notificationOpen` event does.
  @Test func delegateGetsFCMsStampAsNumbers() throws {
    let (device, _) = WonderPushPlatformTests.device(.android, .background)
    try device.receive(json: WP.android(#"{"c":"s","alert":{"text":"Hi"}}"#, [("google.sent_time", "1767225600000"), ("google.ttl", "60"), ("n", "7")]))
    try device.tap()
    for name in ["delegate.onNotificationReceived", "delegate.onNotificationOpened"] {
      let payload = try #require(device.events(named: name).first?["payload"]?.objectValue)
      #expect(payload["google.sent_time"] == 1_767_225_600_000)
      #expect(payload["google.ttl"] == 60)
      #expect(payload["n"] == "7")
    }
  }
}
