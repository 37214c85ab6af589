import PushSim
import Testing

/// `parse` and `lint` refuse an `--sdk` the platform's apps cannot embed, with the reason a
/// scenario device and `device create` give, as a usage error (64): no "accepted": true from a
/// transport SDK of another platform, no lint that checks no SDK rule at all.
struct PayloadSDKPlatformTests {
  /// Every pair of platform and SDK: refused exactly where `device create` refuses it.
  @Test(arguments: ["parse", "lint"])
  func anSDKOfAnotherPlatformIsAUsageError(command: String) {
    let payloads: [Platform: String] = [.iOS: #"{"aps":{"alert":"a"}}"#, .android: #"{"k":"v"}"#, .web: #"{"title":"x"}"#]
    for platform in Platform.allCases {
      for sdk in SDK.all {
        let result = runCLI([command, "-", "--platform", platform.rawValue, "--sdk", sdk.rawValue], stdin: payloads[platform] ?? "{}")
        if SDK.simulated(on: platform).contains(sdk) {
          #expect(result.status != .usage, "\(command) \(platform) \(sdk): \(result.err)")
        } else {
          #expect(result.status == .usage, "\(command) \(platform) \(sdk): \(result.out)")
          #expect(result.out.isEmpty, "\(command) \(platform) \(sdk)")
          #expect(result.err.contains("--sdk: sdk \"\(sdk)\" is not"), "\(result.err)")
        }
      }
    }
  }

  /// The messages are `device create`'s: a transport SDK of another platform, a vendor SDK not
  /// simulated on the web, each with what the platform takes.
  @Test func theMessagesNameWhatThePlatformTakes() throws {
    let apns = runCLI(["parse", "-", "--platform", "android", "--sdk", "apns"], stdin: #"{"k":"v"}"#)
    #expect(apns.err.contains(#"sdk "apns" is not an SDK of android apps; on android use one of fcm, wonderpush, onesignal, mapp, customerio, kii"#), "\(apns.err)")
    let webpush = runCLI(["parse", "-", "--platform", "ios", "--sdk", "webpush"], stdin: #"{"aps":{}}"#)
    #expect(webpush.err.contains(#"sdk "webpush" is not an SDK of ios apps"#), "\(webpush.err)")
    let mapp = runCLI(["lint", "-", "--platform", "web", "--sdk", "mapp", "--headers", #"{"TTL":60}"#], stdin: #"{"title":"x"}"#)
    #expect(mapp.status == .usage)
    #expect(mapp.err.contains(#"sdk "mapp" is not simulated on web; on web use one of webpush, wonderpush"#), "\(mapp.err)")
    let device = runCLI(["device", "create", "q", "--platform", "android", "--sdk", "apns", "--state", try temporaryFolder([:]) + "/state"])
    #expect(device.status == .usage)
    #expect(device.err.contains(#"sdk "apns" is not an SDK of android apps; on android use one of fcm, wonderpush, onesignal, mapp, customerio, kii"#), "\(device.err)")
  }
}
