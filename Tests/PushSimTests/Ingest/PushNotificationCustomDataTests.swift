import Testing

@testable import PushSim

/// `PushNotification.additionalData` is built from the payload when read: the value must be the
/// one the decoders used to materialise, and setting it must replace it.
struct PushNotificationCustomDataTests {
  /// Decodes `json` for `platform`.
  func decode(_ json: String, on platform: Platform) throws -> IncomingPush {
    try PushDecoder(platform: platform).decode(Array(json.utf8), headers: ValidatedPushHeaders(), sequence: 1).get()
  }

  /// iOS: the keys beside `aps`, in order, each once at its first position with its last value,
  /// nested values materialised, escapes decoded.
  @Test func iosKeysBesideAps() throws {
    let push = try decode(
      #"{"b":1,"aps":{"alert":"Hi"},"a":{"n":[1,2.5,null,true]},"b":"last","\u00e9":"\u00e9\n"}"#, on: .iOS)
    let expected: JSONValue = ["b": "last", "a": ["n": [1, 2.5, nil, true]], "é": "é\n"]
    #expect(push.notification.additionalData == expected)
    // Reading again gives the same value.
    #expect(push.notification.additionalData == expected)
  }

  /// iOS: only `aps` gives an empty object, not `nil`.
  @Test func iosOnlyAps() throws {
    let push = try decode(#"{"aps":{"alert":"Hi"}}"#, on: .iOS)
    #expect(push.notification.additionalData == .object(JSONObject()))
  }

  /// Android: the `getData()` map as strings, FCM's reserved keys left out.
  @Test func androidDataMap() throws {
    let push = try decode(
      #"{"google.message_id":"m1","from":"123","k":"v","gcm.n.e":"1","gcm.n.title":"T","z":"1"}"#, on: .android)
    #expect(push.notification.additionalData == ["k": "v", "z": "1"])
  }

  /// Setting the value replaces what the payload gave; `nil` clears it.
  @Test func settingReplacesThePayloadsValue() throws {
    var push = try decode(#"{"aps":{"alert":"Hi"},"k":1}"#, on: .iOS)
    push.notification.additionalData = ["x": true]
    #expect(push.notification.additionalData == ["x": true])
    push.notification.additionalData = nil
    #expect(push.notification.additionalData == nil)
  }
}
