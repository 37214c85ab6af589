import Testing

@testable import PushSim

/// `"serviceExtension": "sdk"` runs the SDK's own extension: only the SDKs that ship one accept it.
struct SDKServiceExtensionTests {
  /// `SDK.shipsIOSServiceExtension` says which runtimes provide an extension.
  @Test(arguments: SDK.all)
  func shipsIsWhatTheRuntimeProvides(sdk: SDK) {
    let runtime = SDKRuntimes.make(sdk, platform: .iOS, app: AppBehavior())
    #expect((runtime?.iosServiceExtension() != nil) == sdk.shipsIOSServiceExtension)
  }

  /// A Kii (or Mapp, or plain) iOS app with `"serviceExtension": "sdk"` is an error that says
  /// which SDKs ship one, not an app silently without an extension.
  @Test(arguments: ["kii", "mapp", "apns"])
  func refusedForAnSDKWithoutOne(sdk: String) {
    let device = #"{"platform":"ios","sdk":"\#(sdk)","state":"background","app":{"serviceExtension":"sdk"}}"#
    let message = loadError(scenarioText(steps: "", device: device))
    #expect(message?.contains("PushSim runs no service extension of \(sdk) (it does for wonderpush, onesignal, customerio") == true, "\(message ?? "loaded")")
    let accepted = #"{"platform":"ios","sdk":"onesignal","state":"background","app":{"serviceExtension":"sdk"}}"#
    #expect(loadError(scenarioText(steps: "", device: accepted)) == nil)
  }
}
