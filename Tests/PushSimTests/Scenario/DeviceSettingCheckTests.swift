import PushSim
import Testing

/// Device options and app settings that would silently do nothing are load errors: an option of
/// another platform, an empty resource name, a link prefix every link starts with.
struct DeviceSettingCheckTests {
  @Test func anOptionOfAnotherPlatformIsALoadError() {
    let ios = loadError(scenarioText(steps: "", device: #"{"platform":"ios","state":"background","options":{"doze":true}}"#))
    #expect(ios == #"s.json:1:102: option "doze" is for android devices; on ios it would do nothing (in device "phone")"#)
    let android = loadError(scenarioText(steps: "", device: #"{"platform":"android","state":"background","options":{"webHost":"iOSHomeScreen"}}"#))
    #expect(android?.contains(#"option "webHost" is for web devices; on android it would do nothing"#) == true, "\(android ?? "loaded")")
    let web = loadError(scenarioText(steps: "", device: #"{"platform":"web","state":"visible","options":{"iosNSEBudgetSeconds":30}}"#))
    #expect(web?.contains(#"option "iosNSEBudgetSeconds" is for ios devices; on web it would do nothing"#) == true, "\(web ?? "loaded")")
    // Options of every platform load anywhere.
    #expect(loadError(scenarioText(steps: "", device: #"{"platform":"web","state":"visible","options":{"notificationPermission":false,"clockEpochSeconds":5}}"#)) == nil)
    #expect(DeviceOptions.inapplicability(of: "doze", on: .android) == nil)
    #expect(DeviceOptions.inapplicability(of: "notificationPermission", on: .iOS) == nil)
    #expect(DeviceOptions.inapplicability(of: "showPushAppInForeground", on: .android) != nil, "Customer.io's iOS setting")
  }

  /// An `app` key of another platform's apps is a load error at its value, as an option of
  /// another platform is: an iOS delegate or extension on Android or the web, a service worker's
  /// setting on iOS.
  @Test func anAppKeyOfAnotherPlatformIsALoadError() {
    let android = loadError(scenarioText(steps: "", device: #"{"platform":"android","state":"background","app":{"locale":"fr","willPresent":["banner"]}}"#))
    #expect(android == #"s.json:1:123: app key "willPresent" applies to ios apps only; on android it would do nothing (in "app" of device "phone")"#)
    let web = loadError(scenarioText(steps: "", device: #"{"platform":"web","state":"visible","app":{"serviceExtension":null}}"#))
    #expect(web?.contains(#"app key "serviceExtension" applies to ios apps only; on web it would do nothing"#) == true, "\(web ?? "loaded")")
    let ios = loadError(scenarioText(steps: "", device: #"{"platform":"ios","state":"background","app":{"userVisibleOnly":false}}"#))
    #expect(ios?.contains(#"app key "userVisibleOnly" applies to web apps only; on ios it would do nothing"#) == true, "\(ios ?? "loaded")")
    // Keys of every platform, and each platform's own, load.
    #expect(loadError(scenarioText(steps: "", device: #"{"platform":"android","state":"background","app":{"locale":"fr","backgroundHandlerTakes":"1s"}}"#)) == nil)
    #expect(loadError(scenarioText(steps: "", device: #"{"platform":"web","state":"visible","app":{"serviceWorkerShowsNotification":false}}"#)) == nil)
    #expect(loadError(scenarioText(steps: "", device: #"{"platform":"ios","state":"background","app":{"willPresent":[],"categories":{}}}"#)) == nil)
  }

  /// An SDK's own `app` setting on a device whose SDK does not read it is a load error at its
  /// value: it would do nothing there. So is a native app's key (localised strings, the
  /// background handler) on the web, and an SDK's setting of the other native platform.
  @Test func anAppKeyOfAnotherSDKIsALoadError() {
    let cases: [(device: String, expected: String)] = [
      (#"{"platform":"android","sdk":"wonderpush","state":"background","app":{"suppressLaunchURLs":true}}"#,
       #"app key "suppressLaunchURLs" applies to apps with sdk onesignal only (a setting of OneSignal); with sdk "wonderpush" it would do nothing"#),
      (#"{"platform":"ios","state":"background","app":{"showNotificationsOnForeground":true}}"#,
       #"app key "showNotificationsOnForeground" applies to apps with sdk mapp only (a setting of Mapp Engage); with sdk "apns" it would do nothing"#),
      (#"{"platform":"android","sdk":"onesignal","state":"background","app":{"methods":["m"]}}"#,
       #"app key "methods" applies to apps with sdk wonderpush only (a setting of WonderPush); with sdk "onesignal" it would do nothing"#),
      (#"{"platform":"android","sdk":"kii","state":"background","app":{"handledLinks":["myapp://"]}}"#,
       #"app key "handledLinks" applies to apps with sdk wonderpush, onesignal, mapp or customerio only (a setting of WonderPush, OneSignal, Mapp Engage and Customer.io); with sdk "kii" it would do nothing"#),
      (#"{"platform":"ios","sdk":"onesignal","state":"background","app":{"notificationOpenedDefault":"DISABLE"}}"#,
       #"app key "notificationOpenedDefault" applies to android apps only (a setting of OneSignal); on ios it would do nothing"#),
      (#"{"platform":"android","sdk":"onesignal","state":"background","app":{"disableBadgeClearing":true}}"#,
       #"app key "disableBadgeClearing" applies to ios apps only (a setting of OneSignal); on android it would do nothing"#),
      (#"{"platform":"web","state":"visible","app":{"strings":{"k":"v"}}}"#,
       #"app key "strings" applies to ios or android apps only; on web it would do nothing"#),
    ]
    for (device, expected) in cases {
      let message = loadError(scenarioText(steps: "", device: device))
      #expect(message?.contains(expected) == true, "\(message ?? "loaded")")
    }
    // Each SDK's own settings load on its devices.
    for device in [
      #"{"platform":"android","sdk":"onesignal","state":"background","app":{"suppressLaunchURLs":true,"notificationOpenedDefault":"DISABLE","onWillDisplay":"display"}}"#,
      #"{"platform":"ios","sdk":"onesignal","state":"background","app":{"disableBadgeClearing":true,"additionalDataIsRootPayload":true}}"#,
      #"{"platform":"android","sdk":"customerio","state":"background","app":{"handledLinks":["myapp://"]}}"#,
      #"{"platform":"web","sdk":"wonderpush","state":"visible","app":{"methods":["m"]}}"#,
      #"{"platform":"android","sdk":"mapp","state":"background","app":{"notificationMode":"BACKGROUND_ONLY"}}"#,
    ] {
      #expect(loadError(scenarioText(steps: "", device: device)) == nil, "\(device)")
    }
  }

  /// A `set` step is checked against its device's platform as the scenario loads; the Swift API
  /// (and so `pushsim device set`) as it runs.
  @Test func aSetStepOfAnotherPlatformIsRefused() throws {
    let message = loadError(scenarioText(steps: #"{"advance":"1s"},{"set":{"device":"phone","charging":true}}"#))
    #expect(message?.contains(#"option "charging" is for android devices; on ios it would do nothing (in step 2 (set))"#) == true, "\(message ?? "loaded")")
    let device = SimulatedDevice(platform: .web, state: .visible)
    #expect(throws: DeviceError.self) { try device.apply([DeviceSetting(name: "standbyBucket", value: "rare")]) }
    #expect(device.trace.events.isEmpty, "nothing recorded for a refused set")
  }

  @Test func emptyResourceNamesAreRefused() {
    for option in ["androidChannels", "androidDrawables", "androidRawSounds"] {
      let message = loadError(scenarioText(steps: "", device: #"{"platform":"android","state":"background","options":{"\#(option)":["ok",""]}}"#))
      #expect(message?.contains(#"option "\#(option)" must be an array of"#) == true, "\(message ?? "loaded")")
      #expect(message?.contains("(non-empty strings)") == true, "\(message ?? "loaded")")
    }
  }

  /// `""` would match every link (each starts with it); a prefix needs its scheme.
  @Test func handledLinksNeedASchemeEach() {
    for bad in ["", "shop.example.com/", "1x://"] {
      let message = loadError(scenarioText(steps: "", device: #"{"platform":"android","sdk":"customerio","state":"background","app":{"handledLinks":["myapp://","\#(bad)"]}}"#))
      #expect(message?.contains(#"each of "handledLinks" in "app" of device "phone" must be a link prefix with its scheme"#) == true, "\(bad): \(message ?? "loaded")")
    }
    for good in ["myapp:", "https://shop.example.com/", "com.example-app+x.y://open"] {
      #expect(loadError(scenarioText(steps: "", device: #"{"platform":"android","sdk":"customerio","state":"background","app":{"handledLinks":["\#(good)"]}}"#)) == nil, "\(good)")
    }
  }
}
