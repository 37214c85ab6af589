import Testing

@testable import PushSim

/// A scenario's scripted `serviceExtension`: `takes` as one duration or durations in turn, and
/// the `timeWillExpire` best attempt; values of the wrong type are load errors that say where
/// and what was expected.
struct ServiceExtensionScriptLoadingTests {
  /// A one-device iOS scenario whose app's `serviceExtension` is `script`.
  func text(_ script: String) -> String {
    scenarioText(steps: "", device: #"{"platform":"ios","state":"background","app":{"serviceExtension":\#(script)}}"#)
  }

  /// The scripted extension a scenario loads.
  func loaded(_ script: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> ScriptedServiceExtension {
    let scenario = try ScenarioLoader().load(bytes: Array(text(script).utf8), file: "s.json")
    return try #require(scenario.devices.first?.app.serviceExtension, sourceLocation: sourceLocation)
  }

  /// `takes` is one duration for every push, a list taken in turn, or absent (no time).
  @Test func takesIsADurationOrAListInTurn() throws {
    #expect(try loaded(#"{"takes": "45s"}"#).takesInTurn == [.seconds(45)])
    #expect(try loaded(#"{"takes": ["2s", "45s", "1m"]}"#).takesInTurn == [.seconds(2), .seconds(45), .seconds(60)])
    #expect(try loaded(#"{"title": "T"}"#).takesInTurn == [.zero])
  }

  /// `timeWillExpire` holds the best attempt's fields, read as the script's own modification is;
  /// without it the extension hands nothing.
  @Test func timeWillExpireIsTheBestAttempt() throws {
    let script = try loaded(
      #"{"takes": "45s", "title": "T", "attach": ["a.jpg"], "timeWillExpire": {"title": "B", "subtitle": "S", "body": "Y", "attach": ["p.png"], "note": "why"}}"#)
    #expect(script.timeWillExpire == ScriptedContentEdit(title: "B", subtitle: "S", body: "Y", attach: ["p.png"]))
    #expect(script.edit == ScriptedContentEdit(title: "T", attach: ["a.jpg"]))
    #expect(try loaded(#"{"takes": "45s"}"#).timeWillExpire == nil)
  }

  /// Wrong types say where (file:line:column, at the value: the scenario is one line whose
  /// `serviceExtension` value starts at column 110) and what was expected.
  @Test(arguments: [
    (
      #"{"takes": 5}"#,
      #"s.json:1:120: "takes" in serviceExtension of "app" of device "phone" must be a duration string such as "2s", or an array of them used in turn by successive pushes (the last one repeating) such as ["2s", "45s"], not 5"#
    ),
    (
      #"{"takes": []}"#,
      #"s.json:1:120: "takes" in serviceExtension of "app" of device "phone" is an empty array; give at least one duration (such as ["2s", "45s"]: the first push takes 2 s, every later one 45 s), or a single duration string"#
    ),
    (
      #"{"takes": ["2s", 5]}"#,
      #"s.json:1:127: "takes"[1] in serviceExtension of "app" of device "phone" must be a duration string such as "250ms", "30s", "5m", "2h" or "1d", not 5"#
    ),
    (
      #"{"timeWillExpire": "Best"}"#,
      #"s.json:1:129: timeWillExpire of serviceExtension of "app" of device "phone" must be an object, not a string"#
    ),
    (
      #"{"timeWillExpire": {"titel": "Best"}}"#,
      #"s.json:1:139: unknown field "titel" in timeWillExpire of serviceExtension of "app" of device "phone"; expected one of title, subtitle, body, attach, messageIntent, callIntent; did you mean "title"?"#
    ),
    (
      #"{"timeWillExpire": {"attach": "p.png"}}"#,
      #"s.json:1:140: "attach" in timeWillExpire of serviceExtension of "app" of device "phone" must be an array of strings"#
    ),
    (
      #"{"timeWillExpire": {"body": 3}}"#,
      #"s.json:1:138: "body" in timeWillExpire of serviceExtension of "app" of device "phone" must be a string, not an integer"#
    ),
  ])
  func wrongTypesAreLoadErrors(script: String, message: String) {
    #expect(loadError(text(script)) == message)
  }
}

/// A scripted extension's `messageIntent` (a communication notification): its fields, in the
/// extension's own edit and its `timeWillExpire`, and the errors for a wrong one.
struct MessageIntentScriptLoadingTests {
  let script = ServiceExtensionScriptLoadingTests()

  /// `sender` and `senderName` are required, `avatar` optional; both edits may carry one.
  @Test func messageIntentIsLoadedInBothEdits() throws {
    let loaded = try script.loaded(
      #"{"body": "B", "messageIntent": {"sender": "alice@example.com", "senderName": "Alice", "avatar": "a.jpg", "note": "n"}, "timeWillExpire": {"messageIntent": {"sender": "bob", "senderName": "Bob"}}}"#)
    #expect(loaded.messageIntent == SendMessageIntent(sender: "alice@example.com", senderName: "Alice", avatar: "a.jpg"))
    #expect(loaded.timeWillExpire?.messageIntent == SendMessageIntent(sender: "bob", senderName: "Bob"))
    #expect(try script.loaded(#"{"body": "B"}"#).messageIntent == nil)
  }

  /// A missing or empty field, an unknown one, or a value of the wrong type says where and what.
  @Test(arguments: [
    (
      #"{"messageIntent": {"senderName": "Alice"}}"#,
      #"s.json:1:128: messageIntent of serviceExtension of "app" of device "phone" needs a "sender" field: the sender's identifier (the INPerson's handle, which a Focus's focusAllowedPeople lists), such as "alice@example.com""#
    ),
    (
      #"{"messageIntent": {"sender": "alice", "senderName": ""}}"#,
      #"s.json:1:162: "senderName" in messageIntent of serviceExtension of "app" of device "phone" is empty; give the name iOS shows for the sender (INPerson.displayName), such as "Alice""#
    ),
    (
      #"{"messageIntent": {"sender": "alice", "senderName": "Alice", "avatr": "a.jpg"}}"#,
      #"s.json:1:180: unknown field "avatr" in messageIntent of serviceExtension of "app" of device "phone"; expected one of sender, senderName, avatar, recipients, recipientCount, groupName, groupImage, notifyRecipientAnyway, mentionsCurrentUser, isReplyToCurrentUser, contactSuggestion; did you mean "avatar"?"#
    ),
    (
      #"{"messageIntent": "alice"}"#,
      #"s.json:1:128: messageIntent of serviceExtension of "app" of device "phone" must be an object, not a string"#
    ),
    (
      #"{"timeWillExpire": {"messageIntent": {"sender": 3, "senderName": "Alice"}}}"#,
      #"s.json:1:158: "sender" in messageIntent of timeWillExpire of serviceExtension of "app" of device "phone" must be a string, not an integer"#
    ),
  ])
  func wrongMessageIntentsAreLoadErrors(text: String, message: String) {
    #expect(loadError(script.text(text)) == message)
  }
}
