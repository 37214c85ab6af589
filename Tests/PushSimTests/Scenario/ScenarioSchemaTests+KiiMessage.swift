@testable import PushSim
import Testing

/// The schema and the loader agree on a `kiiSend` message's data: an empty key is refused by
/// both; nested `apns.data` is taken by both only while `apns.enabled` is false.
extension ScenarioSchemaTests {
  /// A scenario whose one step sends `message` (JSON text) as the administrator.
  func kiiSendScenario(_ message: String) throws -> JSONValue {
    withSteps([["kiiSend": ["as": "admin", "topic": "app/News", "message": try JSONValue.parse(message)]]])
  }

  /// Each message: whether the schema and the loader accept it (they must say the same).
  @Test func kiiMessageDataAgreesWithTheLoader() throws {
    let cases: [(String, Bool)] = [
      (#"{"data":{"":"v"}}"#, false),
      (#"{"gcm":{"data":{"":"v"}}}"#, false),
      (#"{"mqtt":{"data":{"":1}}}"#, false),
      (#"{"apns":{"enabled":false,"data":{"n":{"a":[1]}}}}"#, true),
      (#"{"apns":{"data":{"n":{"a":1}}}}"#, false),
      (#"{"apns":{"enabled":true,"data":{"n":[1]}}}"#, false),
      (#"{"apns":{"data":{"n":1,"s":"x","b":true}}}"#, true),
    ]
    for (message, valid) in cases {
      let scenario = try kiiSendScenario(message)
      #expect(v.validate(scenario).isEmpty == valid, "schema, \(message): \(v.validate(scenario))")
      #expect((loadFailure(scenario) == nil) == valid, "loader, \(message): \(loadFailure(scenario) ?? "loaded")")
    }
  }
}
