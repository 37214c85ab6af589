import Testing

@testable import PushSim

/// The `subscribe` step (the site calls `pushManager.subscribe()` again) and a push step's
/// `subscription` (which of the site's subscriptions it is sent to): what the loader reads and
/// the errors it gives for anything else.
struct SubscribeStepTests {
  static let devices = #"{"site": {"platform": "web", "options": {"browser": "firefox"}}, "phone": {"platform": "android"}}"#

  static func load(_ step: String) throws(ScenarioError) -> Scenario {
    let text = #"{"scenario": 1, "name": "t", "devices": \#(devices), "steps": [\#(step)]}"#
    return try ScenarioLoader().load(bytes: Array(text.utf8), file: "t.json")
  }

  /// The loader's message for a step, or `nil` when it loads.
  static func error(_ step: String) -> String? {
    do {
      _ = try load(step)
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func theStepsAreRead() throws {
    let subscribe = try Self.load(#"{"subscribe": {"device": "site"}}"#)
    guard case .subscribe(let device) = subscribe.steps.first else {
      Issue.record("not a subscribe step: \(String(describing: subscribe.steps.first))")
      return
    }
    #expect(device == "site" && subscribe.steps.first?.kind == "subscribe")
    let push = try Self.load(#"{"push": {"to": "site", "subscription": 1, "payload": {"title": "x"}}}"#)
    guard case .pushToSubscription(let target, let number, _, _) = push.steps.first else {
      Issue.record("not a push to a subscription: \(String(describing: push.steps.first))")
      return
    }
    #expect(target == "site" && number == 1 && push.steps.first?.kind == "push")
  }

  /// An unknown field, a field of the wrong type, a missing device among several, a device that
  /// is not a browser: each refused with where and what was expected.
  @Test(arguments: [
    (#"{"subscribe": {"device": "site", "endpoint": "x"}}"#, #"unknown field "endpoint""#),
    (#"{"subscribe": {"device": 3}}"#, "device id"),
    (#"{"subscribe": {}}"#, #"needs "device": one of"#),
    (#"{"subscribe": "site"}"#, "must be an object"),
    (#"{"subscribe": {"device": "phone"}}"#, "is android; subscribe is a web site calling pushManager.subscribe()"),
    (#"{"push": {"to": "site", "subscription": "1", "payload": {}}}"#, #""subscription" in step 1 (push) must be a whole number from 1"#),
    (#"{"push": {"to": "site", "subscription": 0, "payload": {}}}"#, "must be a whole number from 1"),
    (#"{"push": {"to": "site", "subscription": 1.5, "payload": {}}}"#, "must be a whole number from 1"),
    (#"{"push": {"to": "phone", "subscription": 1, "payload": {}}}"#, "only a web site's push subscriptions are numbered"),
    (#"{"push": {"to": ["site", "phone"], "subscription": 1, "payload": {}}}"#, #"send the push "to" one device, not 2"#),
  ])
  func badInputIsRefusedWithWhatWasExpected(step: String, expected: String) {
    let message = Self.error(step)
    #expect(message?.contains(expected) == true, "\(message ?? "loaded")")
    #expect(message?.hasPrefix("t.json:1:") == true, "\(message ?? "loaded")")
  }
}
