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
      #"s.json:1:139: unknown field "titel" in timeWillExpire of serviceExtension of "app" of device "phone"; expected one of title, subtitle, body, attach; did you mean "title"?"#
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
