import Testing

@testable import PushSim

/// iOS 17.2+: `liveActivities.observedPushToStartToken` `false` is refused where no observer
/// could ever get the token, so the app's push-to-starts would be dropped `noPushToStartToken`
/// for the whole run: an app that declares no attributes type (the token is observed per type,
/// `Activity<T>.pushToStartTokenUpdates`) or that sets no delegate (`delegate` `none`: the
/// observers are the app's code). Refused at the key by the loader and so by `pushsim device
/// create`; `SimulatedDevice.make` refuses the first (it takes no delegate)
/// (docs/ModellingChoices/iOS.md "Live Activities", *The push-to-start token*).
struct LiveActivityUnobservableTokenTests {
  /// A device of a scenario, not running, with `liveActivities` and `delegate`.
  static func device(_ liveActivities: String, delegate: String = "atLaunch") -> String {
    #"{"platform":"ios","sdk":"apns","state":"notRunning","delegate":"\#(delegate)","app":{"liveActivities":\#(liveActivities)}}"#
  }

  static let typed = #"{"observedPushToStartToken":false,"types":{"D":{"contentState":["eta"]}}}"#

  /// No types: refused at the key, naming the path and what to add.
  @Test func theLoaderRefusesAnAppWithoutTypes() {
    let error = loadError(scenarioText(steps: "", device: Self.device(#"{"observedPushToStartToken":false}"#)))
    #expect(
      error
        == #"s.json:1:171: "observedPushToStartToken": false in liveActivities of "app" of device "phone" needs liveActivities.types: "#
        + "a token is observed per attributes type (Activity<T>.pushToStartTokenUpdates), so an app that declares none never gets one "
        + #"and its push-to-starts are dropped noPushToStartToken for the whole run; declare the ActivityAttributes types its "#
        + #"push-to-starts start in "types", or leave the key out"#)
    #expect(loadError(scenarioText(steps: "", device: Self.device(Self.typed))) == nil)
    #expect(loadError(scenarioText(steps: "", device: Self.device(#"{"observedPushToStartToken":true}"#))) == nil)
    #expect(loadError(scenarioText(steps: "", device: Self.device("{}"))) == nil)
  }

  /// `delegate` `none`: refused at the key; `atLaunch` and `afterLaunch` are loaded, and `none`
  /// with the token observed (the default) too.
  @Test func theLoaderRefusesAnAppWithoutADelegate() {
    let error = loadError(scenarioText(steps: "", device: Self.device(Self.typed, delegate: "none")))
    #expect(
      error?.hasSuffix(
        #""observedPushToStartToken": false in liveActivities of "app" of device "phone" needs a delegate of the app's, which "#
          + #""delegate": "none" says it never sets: its pushToStartTokenUpdates observers are the app's code, so none ever runs "#
          + #"and its push-to-starts are dropped noPushToStartToken for the whole run; give "delegate": "atLaunch" or "#
          + #""afterLaunch", or leave the key out"#) == true, "\(error ?? "loaded")")
    #expect(loadError(scenarioText(steps: "", device: Self.device(Self.typed, delegate: "afterLaunch"))) == nil)
    let observed = #"{"types":{"D":{"contentState":["eta"]}}}"#
    #expect(loadError(scenarioText(steps: "", device: Self.device(observed, delegate: "none"))) == nil)
  }

  /// `SimulatedDevice.make` refuses the key `false` without types, with the same words; the
  /// non-throwing init does not check.
  @Test func makeRefusesAnAppWithoutTypes() throws {
    var app = AppBehavior()
    app.liveActivities.observedPushToStartToken = false
    #expect(
      throws: DeviceError(
        "\"observedPushToStartToken\": false of app.liveActivities needs liveActivities.types: a token is observed per attributes "
          + "type (Activity<T>.pushToStartTokenUpdates), so an app that declares none never gets one and its push-to-starts are "
          + "dropped noPushToStartToken for the whole run; declare the ActivityAttributes types its push-to-starts start in "
          + "\"types\", or leave the key out")
    ) { try SimulatedDevice.make(platform: .iOS, state: .notRunning, app: app) }
    _ = SimulatedDevice(platform: .iOS, state: .notRunning, app: app)
    app.liveActivities.types = ["D": .init(contentStateKeys: ["eta"])]
    _ = try SimulatedDevice.make(platform: .iOS, state: .notRunning, app: app)
  }

  /// `pushsim device create` refuses both, as the loader does, and leaves no device.
  @Test func deviceCreateRefusesBoth() throws {
    let state = try temporaryFolder([:]) + "/p"
    let untyped = runCLI([
      "device", "create", "p", "--platform", "ios", "--app-state", "notRunning", "--app",
      #"{"liveActivities":{"observedPushToStartToken":false}}"#, "--state", state,
    ])
    #expect(untyped.status != .success)
    #expect(untyped.err.contains("needs liveActivities.types: a token is observed per attributes type"), "\(untyped)")
    let none = runCLI([
      "device", "create", "p", "--platform", "ios", "--app-state", "notRunning", "--delegate", "none", "--app",
      #"{"liveActivities":\#(Self.typed)}"#, "--state", state,
    ])
    #expect(none.status != .success)
    #expect(none.err.contains(#"needs a delegate of the app's, which "delegate": "none" says it never sets"#), "\(none)")
    let typed = runCLI([
      "device", "create", "p", "--platform", "ios", "--app-state", "notRunning", "--app", #"{"liveActivities":\#(Self.typed)}"#,
      "--state", state,
    ])
    #expect(typed.status == .success, "\(typed)")
  }
}
