import Testing

@testable import PushSim

/// A `center` expectation's `pushToStartToken`: whether the app has observed its push-to-start
/// token (`"observed"` / `"unobserved"`), as `pushsim device center --json` says it
/// (docs/ModellingChoices/iOS.md "Live Activities", *The push-to-start token*).
struct CenterPushToStartTokenExpectationTests {
  /// An iOS app not running whose push-to-start token is not observed yet.
  static let device =
    #"{"platform":"ios","sdk":"apns","state":"notRunning","app":{"liveActivities":{"observedPushToStartToken":false,"#
    + #""types":{"D":{"contentState":["eta"],"attributes":["order"]}}}}}"#

  /// `center` of the phone set to `expectation`, after `steps`.
  static func scenario(_ expectation: String, after steps: String = "", device: String = device) -> String {
    scenarioText(steps: steps + #"{"expect":{"center":{"phone":\#(expectation)}}}"#, device: device)
  }

  /// Before the app's launch the token is unobserved; after it, observed; by default (the key
  /// left out) it is observed from the start.
  @Test func theCenterSaysWhetherTheTokenIsObserved() throws {
    #expect(try runScenario(Self.scenario(#"{"pushToStartToken":"unobserved"}"#)).failure == nil)
    let open = #"{"app":{"device":"phone","do":"open"}},"#
    #expect(try runScenario(Self.scenario(#"{"pushToStartToken":"observed"}"#, after: open)).failure == nil)
    let plain = #"{"platform":"ios","sdk":"apns","state":"notRunning","app":{"liveActivities":{"types":{"D":{"contentState":["eta"]}}}}}"#
    #expect(try runScenario(Self.scenario(#"{"pushToStartToken":"observed"}"#, device: plain)).failure == nil)
  }

  /// The other state fails, naming both, with the center's listing saying the token is not
  /// observed yet.
  @Test func theOtherStateFailsNamingBoth() throws {
    let failure = try #require(try runScenario(Self.scenario(#"{"pushToStartToken":"observed"}"#)).failure)
    #expect(failure.summary == #"center of "phone": push-to-start token: expected observed, got unobserved"#)
    #expect(failure.details.contains("push-to-start token: not observed yet"), "\(failure.details)")
    let open = #"{"app":{"device":"phone","do":"open"}},"#
    let after = try #require(try runScenario(Self.scenario(#"{"pushToStartToken":"unobserved"}"#, after: open)).failure)
    #expect(after.summary == #"center of "phone": push-to-start token: expected unobserved, got observed"#)
  }

  /// The loader refuses another value, and the key on a device that is not iOS.
  @Test func theLoaderRefusesAnotherValueOrPlatform() throws {
    let wrong = loadError(Self.scenario(#"{"pushToStartToken":true}"#))
    #expect(wrong?.contains(#""pushToStartToken" in center of "phone" in step "#) == true, "\(wrong ?? "loaded")")
    #expect(wrong?.contains(#"must be "observed" (the app's pushToStartTokenUpdates observer has run"#) == true, "\(wrong ?? "loaded")")
    #expect(wrong?.hasSuffix("not true") == true, "\(wrong ?? "loaded")")
    let android = loadError(Self.scenario(#"{"pushToStartToken":"observed"}"#, device: #"{"platform":"android","sdk":"fcm"}"#))
    #expect(android?.contains(#""pushToStartToken" in center of "phone""#) == true, "\(android ?? "loaded")")
    #expect(android?.contains("Live Activities are iOS's") == true, "\(android ?? "loaded")")
  }

  /// Review: an app that declares no attributes types has no sequence to iterate, so a launch
  /// hands no token and its push-to-starts stay dropped `noPushToStartToken`: the center says
  /// `unobserved` (it said `observed` while the pushes were dropped), and the drop's message
  /// says why instead of promising the token at the next launch. A scenario cannot have it
  /// (the loader refuses it, `LiveActivityUnobservableTokenTests`); the non-throwing
  /// `SimulatedDevice.init` can.
  @Test func anAppWithoutTypesStaysUnobserved() throws {
    var settings = LiveActivitySettings()
    settings.observedPushToStartToken = false
    var app = AppBehavior()
    app.liveActivities = settings
    let device = SimulatedDevice(platform: .iOS, state: .notRunning, app: app)
    try device.perform(.open)
    try device.receive(json: LiveActivityPushToStartTests.start, headers: LiveActivityTests.headers("order-7"))
    let drop = try #require(device.events(named: "push.dropped").first)
    #expect(drop["reason"] == "noPushToStartToken")
    #expect(
      drop["message"]?.stringValue?.hasSuffix("; the app declares no ActivityAttributes type (app key liveActivities.types), so no observer can get one")
        == true, "\(drop)")
    #expect(device.pushToStartTokenUnobserved)
  }
}
