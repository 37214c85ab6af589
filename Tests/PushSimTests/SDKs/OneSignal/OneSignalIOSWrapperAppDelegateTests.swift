import Testing

@testable import PushSim

/// OneSignal's iOS wrapper plugins leave the app delegate and the notification center's delegate
/// to the app: the Cordova plugin (`OneSignalPush.m`) and React Native's
/// (`UIApplication+RCTOnesignal.m`) swizzle `UIApplication.setDelegate:` only to add an
/// `application:didFinishLaunchingWithOptions:` that initializes the SDK, and Flutter's
/// (`OneSignalPlugin.m`) initializes it when registered; none sets a `UNUserNotificationCenter`
/// delegate or adds an action method. So the app keys `ownNotificationCenterDelegate` and
/// `appDelegateSelectors` describe the app's native shell (its `AppDelegate`) in a wrapper app as
/// in a native one, and take the same effect (docs/OneSignal.md, **Wrapper apps and the legacy
/// app-delegate calls**).
struct OneSignalIOSWrapperAppDelegateTests {
  static func scenario(wrapper: Wrapper) -> String {
    let wrapperKey = wrapper == .native ? "" : #", "wrapper": "\#(wrapper.rawValue)""#
    return """
      {"scenario": 1, "name": "n", "devices": {
        "handles": {"platform": "ios", "sdk": "onesignal"\(wrapperKey), "state": "background",
          "app": {"categories": {"deal": ["save"]}, "appDelegateSelectors": ["\(AppDelegateSelector.handleActionWithIdentifier)"]}},
        "own": {"platform": "ios", "sdk": "onesignal"\(wrapperKey), "state": "background",
          "app": {"categories": {"deal": ["save"]}, "ownNotificationCenterDelegate": true,
            "appDelegateSelectors": ["\(AppDelegateSelector.handleActionWithIdentifier)"]}}},
       "steps": [
        {"push": {"to": ["handles", "own"], "payload": {"aps": {"alert": "Sale", "category": "deal"}, "custom": {"i": "w-1"}},
          "headers": {"apns-push-type": "alert"}}},
        {"tap": {"device": "handles", "notification": "latest", "button": 0}},
        {"tap": {"device": "own", "notification": "latest", "button": 0}}]}
      """
  }

  /// The loader accepts both keys for a OneSignal app with or without a wrapper, and keeps them.
  @Test(arguments: [Wrapper.native, .cordova, .reactNative, .flutter])
  func theLoaderAcceptsTheKeysWithAndWithoutAWrapper(wrapper: Wrapper) throws {
    let scenario = try ScenarioLoader().load(bytes: Array(Self.scenario(wrapper: wrapper).utf8), file: "x.json")
    let handles = try #require(scenario.devices.first { $0.id == "handles" })
    let own = try #require(scenario.devices.first { $0.id == "own" })
    #expect(handles.wrapper == wrapper && own.wrapper == wrapper)
    #expect(handles.app.appDelegateSelectors == [.handleActionWithIdentifier])
    #expect(!handles.app.oneSignalOwnNotificationCenterDelegate)
    #expect(own.app.oneSignalOwnNotificationCenterDelegate)
  }

  /// In a wrapper app the keys take effect as in a native one: a button's tap reaches the app
  /// delegate's `handleActionWithIdentifier` when the app has no center delegate of its own, and
  /// the app's own `didReceive` when it has one; the whole trace is the native app's.
  @Test(arguments: [Wrapper.cordova, .reactNative, .flutter])
  func theKeysTakeEffectInAWrapperApp(wrapper: Wrapper) throws {
    let result = try runScenario(Self.scenario(wrapper: wrapper))
    #expect(result.passed)
    let names = result.events.map { "\($0.device) \($0.name)" }
    #expect(names.contains("handles delegate.handleActionWithIdentifier"))
    #expect(!names.contains("handles delegate.didReceiveRemoteNotification"))
    #expect(names.contains("own delegate.didReceive"))
    #expect(!names.contains("own delegate.handleActionWithIdentifier"))
    #expect(result.traceJSONLines == (try runScenario(Self.scenario(wrapper: .native))).traceJSONLines)
  }
}
