import PushSim
import Testing

/// A tap on a Kii push: the app reads the message with `KiiReceivedMessage` where the tap reaches
/// it (iOS `didReceive`, Android the activity's intent extras), so `onNotificationOpened`
/// carries the same parse as `onNotificationReceived`.
struct KiiOpenedTests {
  /// The parse fields `KiiRuntime.details` records.
  static let parseFields = ["network", "pushMessageType", "objectScope", "kiiTopic", "sender", "when", "custom"]

  /// The `onNotificationOpened` events of a run of `steps` on `devices` (no Kii Cloud block).
  static func opened(devices: String, steps: String) throws -> [TraceEvent] {
    let text = #"{"scenario":1,"name":"k","devices":\#(devices),"steps":[\#(steps)]}"#
    let result = try KiiScenarioTests.run(text)
    #expect(result.failure == nil)
    return result.events.filter { $0.name == "delegate.onNotificationOpened" }
  }

  /// Expects each field of `fields` in `event`.
  static func expect(_ event: TraceEvent, _ fields: JSONObject, sourceLocation: SourceLocation = #_sourceLocation) {
    for (key, value) in fields { #expect(event[key] == value, "\(key)", sourceLocation: sourceLocation) }
  }

  /// iOS, the default action: the parse of the seed's message, with its custom field.
  @Test func aDefaultTapOnIOSCarriesTheParse() throws {
    let iphone = #"{"iphone":{"platform":"ios","sdk":"kii","state":"background"}}"#
    let push = #"{"push":{"to":"iphone","headers":{"apns-id":"n1"},"payload":{"aps":{"alert":{"body":"short msg only!"}},"item":"Do Something","s":"u-b","sa":"9a2385ce","st":"APP_AND_USER","su":"u-a","to":"MyTopic","w":1373623307000}}}"#
    let opened = try Self.opened(devices: iphone, steps: push + #",{"tap":{"device":"iphone","notification":{"id":"n1"}}}"#)
    let event = try #require(opened.first)
    #expect(opened.count == 1)
    Self.expect(event, [
      "buttonIndex": .null, "network": "apns", "pushMessageType": "PUSH_TO_USER", "objectScope": "APP_AND_USER",
      "kiiTopic": "kiicloud://users/u-a/topics/MyTopic", "sender": "kiicloud://users/u-b", "when": 1_373_623_307_000,
      "custom": ["item": "Do Something"],
    ])
  }

  /// The fields are those the received callback gets for the same message (foreground: the
  /// alert is parsed when `willPresent` is asked, then the user taps it).
  @Test func theOpenedParseIsTheReceivedOne() throws {
    let iphone = #"{"iphone":{"platform":"ios","sdk":"kii","state":"foreground","app":{"willPresent":["banner","list"]}}}"#
    let push = #"{"push":{"to":"iphone","headers":{"apns-id":"n1"},"payload":{"aps":{"alert":"Hi"},"n":2,"s":"u-b","st":"APP_AND_GROUP","sg":"g1","to":"Chat","w":5}}}"#
    let result = try KiiScenarioTests.run(
      #"{"scenario":1,"name":"k","devices":\#(iphone),"steps":[\#(push),{"tap":{"device":"iphone","notification":{"id":"n1"}}}]}"#)
    let received = try #require(result.events.first { $0.name == "delegate.onNotificationReceived" })
    let opened = try #require(result.events.first { $0.name == "delegate.onNotificationOpened" })
    for field in Self.parseFields { #expect(opened[field] == received[field], "\(field)") }
  }

  /// Android: a notification message the system posted opens the launcher activity with the data
  /// as extras; the app parses them with `ReceivedMessage` (FCM's keys are not custom fields).
  @Test func aTapOnAndroidCarriesTheParseOfTheExtras() throws {
    let pixel = #"{"pixel":{"platform":"android","sdk":"kii","state":"background"}}"#
    let push = #"{"push":{"to":"pixel","payload":{"gcm.n.e":"1","gcm.n.title":"Hi","google.message_id":"m1","sender":"u-b","objectScopeType":"APP_AND_GROUP","objectScopeGroupID":"g1","topic":"Chat","when":"5","n":"2"}}}"#
    let opened = try Self.opened(devices: pixel, steps: push + #",{"tap":{"device":"pixel","notification":{"id":"m1"}}}"#)
    let event = try #require(opened.first)
    #expect(opened.count == 1)
    Self.expect(event, [
      "network": "fcm", "pushMessageType": "PUSH_TO_USER", "kiiTopic": "kiicloud://groups/g1/topics/Chat",
      "sender": "kiicloud://users/u-b", "when": 5, "custom": ["n": "2"],
    ])
  }

  /// A tap on an action button carries the parse too, with its button index.
  @Test func aButtonTapCarriesTheParseWithItsIndex() throws {
    let iphone = #"{"iphone":{"platform":"ios","sdk":"kii","state":"background","app":{"categories":{"C":["reply"]}}}}"#
    let push = #"{"push":{"to":"iphone","headers":{"apns-id":"n1"},"payload":{"aps":{"alert":"Hi","category":"C"},"s":"u-b","st":"APP","to":"News"}}}"#
    let opened = try Self.opened(devices: iphone, steps: push + #",{"tap":{"device":"iphone","notification":{"id":"n1"},"button":"reply"}}"#)
    let event = try #require(opened.first)
    #expect(event["buttonIndex"] == 0)
    #expect(event["kiiTopic"] == "kiicloud://topics/News")
    #expect(event["network"] == "apns")
  }
}
