import PushSim
import Testing

/// `SimulatedDevice.make` refuses what a scenario file's device is refused for, with the reason,
/// so a test that builds devices in code cannot run one that silently does nothing the docs say.
struct SimulatedDeviceMakeTests {
  @Test(arguments: [
    (Platform.web, SDK.onesignal, Wrapper.native, #"sdk "onesignal" is not simulated on web; on web use one of webpush, wonderpush"#),
    (.web, .kii, .native, #"sdk "kii" is not simulated on web"#),
    (.web, .mapp, .native, #"sdk "mapp" is not simulated on web"#),
    (.android, .apns, .native, #"sdk "apns" is not an SDK of android apps; on android use one of fcm, "#),
    (.iOS, .webpush, .native, #"sdk "webpush" is not an SDK of ios apps"#),
    (.android, .onesignal, .airshipFlutter, #"wrapper "airshipFlutter" is Airship's plugin"#),
    (.iOS, .wonderpush, .airshipCordova, #"wrapper "airshipCordova" is Airship's plugin, which brings the Airship SDK: it cannot be used with sdk "wonderpush""#),
    (.web, .webpush, .reactNative, #"wrapper "reactNative" does nothing on the web"#),
  ])
  func refusesWhatAScenarioRefuses(platform: Platform, sdk: SDK, wrapper: Wrapper, reason: String) throws {
    let state = platform.defaultAppState
    let error = #expect(throws: DeviceError.self) {
      try SimulatedDevice.make(platform: platform, sdk: sdk, wrapper: wrapper, state: state)
    }
    #expect(error?.message.hasPrefix(reason) == true, "\(String(describing: error))")
    // The scenario loader refuses the same device.
    let spec = #"{"scenario":1,"devices":{"d":{"platform":"\#(platform)","sdk":"\#(sdk)","wrapper":"\#(wrapper)","state":"\#(state)"}},"steps":[]}"#
    #expect(throws: ScenarioError.self) { try ScenarioLoader().load(bytes: Array(spec.utf8), file: "d.json") }
  }

  @Test func makesEveryCombinationAScenarioAccepts() throws {
    for platform in Platform.allCases {
      for sdk in SDK.simulated(on: platform) {
        for wrapper in Wrapper.allCases where (platform != .web || wrapper == .native) && (!wrapper.isAirship || sdk == platform.defaultSDK) {
          let device = try SimulatedDevice.make(platform: platform, sdk: sdk, wrapper: wrapper, state: platform.defaultAppState)
          #expect(device.sdk == sdk && device.wrapper == wrapper)
        }
      }
    }
    #expect(try SimulatedDevice.make(platform: .android, wrapper: .airshipFlutter, state: .killed).sdk == .fcm)
  }

  @Test func aStateOfAnotherPlatformIsStillAnError() {
    let error = #expect(throws: DeviceError.self) { try SimulatedDevice.make(platform: .iOS, state: .forceStopped) }
    #expect(error?.message == #""forceStopped" is not a ios app state; expected one of foreground, background, notRunning, forceQuit"#)
  }
}
