@testable import PushSim
import Testing

/// What `showNotification(title, options)` makes of `vibrate` (a `VibratePattern`, `unsigned long
/// or sequence<unsigned long>`) and `timestamp` (an `EpochTimeStamp`, `unsigned long long`) in a
/// web push's notification (R-W-8; WebIDL's union and integer conversions).
struct WebNotificationNumericOptionTests {
  /// The options read from a notification object.
  static func options(_ json: String) throws -> WebNotificationOptions {
    WebNotificationOptions(try JSONDocument(json).root, common: nil, path: "")
  }

  /// `vibrate`: an array converts element by element; any other value, a string or an object
  /// without `@@iterator` included, converts as one `unsigned long` (ToNumber, the fraction
  /// dropped, modulo 2^32, NaN 0).
  @Test(arguments: [
    (#"[200,100,200]"#, [200, 100, 200] as [UInt32], false),
    (#"200"#, [200], false),
    (#""200""#, [200], true),
    (#"" 0x10 ""#, [16], true),
    (#""abc""#, [0], true),
    (#""""#, [0], true),
    (#"{"a":1}"#, [0], true),
    (#"null"#, [0], true),
    (#"true"#, [1], true),
    (#"-1"#, [4_294_967_295], true),
    (#"4294967296"#, [0], true),
    (#"1.9"#, [1], true),
    (#""1e400""#, [0], true), (#""-Infinity""#, [0], true),
    (#"["5",null,[7],{},true,-2]"#, [5, 0, 7, 0, 1, 4_294_967_294], true),
    (#"[]"#, [], false),
  ])
  func vibrateConvertsAsAVibratePattern(json: String, pattern: [UInt32], warned: Bool) throws {
    let options = try Self.options(#"{"title":"T","vibrate":\#(json)}"#)
    #expect(options.vibrate == pattern)
    #expect(options.warnings.map(\.reason) == (warned ? ["notificationOptionConverted"] : []))
    #expect(!options.warnings.contains { WebNotificationOptions.typeErrorReasons.contains($0.reason) })
  }

  /// `timestamp`: ToNumber, the fraction dropped, modulo 2^64, NaN and the infinities 0.
  @Test(arguments: [
    (#"1700000000000"#, UInt64(1_700_000_000_000), false),
    (#""1700000000000""#, 1_700_000_000_000, true),
    (#""soon""#, 0, true),
    (#"-1"#, UInt64.max, true),
    (#"1.5"#, 1, true),
    (#"null"#, 0, true),
    (#"[42]"#, 42, true),
    (#"1e20"#, 7_766_279_631_452_241_920, true),
  ])
  func timestampConvertsAsAnEpochTimeStamp(json: String, timestamp: UInt64, warned: Bool) throws {
    let options = try Self.options(#"{"title":"T","timestamp":\#(json)}"#)
    #expect(options.timestamp == timestamp)
    #expect(options.warnings.map(\.reason) == (warned ? ["notificationOptionConverted"] : []))
  }

  /// The warning says what the browser made of the value.
  @Test func theWarningSaysWhatTheValueBecomes() throws {
    let vibrate = try Self.options(#"{"title":"T","vibrate":["200","x"]}"#)
    #expect(
      vibrate.warnings.first?.message
        == #"vibrate is ["200","x"] (an array): showNotification converts it to [200,0]; expected a number or an array of numbers from 0 to 4294967295 (milliseconds)"#
    )
    let timestamp = try Self.options(#"{"title":"T","timestamp":"soon"}"#)
    #expect(
      timestamp.warnings.first?.message
        == #"timestamp is "soon" (a string): showNotification converts it to 0; expected a number of milliseconds since 1970 (an EpochTimeStamp)"#
    )
  }

  /// JavaScript's StringToNumber.
  @Test(arguments: [
    ("", 0.0), ("  12  ", 12), ("1.", 1), (".5", 0.5), ("-1.5e2", -150), ("+Infinity", .infinity), ("0b101", 5),
    ("0o17", 15), ("0X1f", 31), ("\u{2028}7\u{A0}", 7),
  ])
  func stringToNumber(text: String, number: Double) {
    #expect(WebNotificationOptions.stringToNumber(text) == number)
  }

  /// Texts StringToNumber reads as NaN (Swift's own parser would take some of them).
  @Test(arguments: ["abc", "1e", "-0x10", "0x", "inf", "nan", "1_000", "0x1p3", "infinity", ".", "\u{85}1"])
  func stringToNumberNaN(text: String) {
    #expect(WebNotificationOptions.stringToNumber(text).isNaN)
  }

  /// A converted value does not stop the notification: it is shown, and a pushed vibrate of the
  /// wrong type with `silent: true` still throws (the option exists).
  @Test func convertedNumbersStillShowTheNotification() throws {
    let device = SimulatedDevice(platform: .web, state: .running)
    try device.receive(json: #"{"title":"T","vibrate":"200","timestamp":"x"}"#, headers: ["ttl": 60])
    #expect(device.tray.count == 1)
    #expect(
      device.events(named: "push.warning").compactMap { $0["reason"]?.stringValue }
        == ["notificationOptionConverted", "notificationOptionConverted"])
    let silent = SimulatedDevice(platform: .web, state: .running)
    try silent.receive(json: #"{"title":"T","silent":true,"vibrate":"abc"}"#, headers: ["ttl": 60])
    #expect(silent.tray.isEmpty)
  }

  /// A declarative message's `vibrate` and `timestamp` are read with the same conversions.
  @Test func declarativeMembersAreConvertedToo() throws {
    let json = #"{"web_push":8030,"notification":{"title":"T","navigate":"https://a.example/","vibrate":"200"}}"#
    #expect(WebNotificationOptionTypeTests.reasons(json) == ["notificationOptionConverted"])
    let device = SimulatedDevice(platform: .web, state: .running)
    try device.receive(json: json, headers: ["ttl": 60])
    #expect(device.tray.count == 1)
    #expect(device.events(named: "push.warning").first?["message"]?.stringValue?.hasPrefix("notification.vibrate") == true)
  }
}
