import PushSim
import Testing

/// `pushsim parse --sdk customerio` shows a silent push by the app key `backgroundPushCallback`;
/// the help names the key and the example it gives works.
struct ParseCustomerIOCallbackHelpTests {
  /// A silent push as each platform receives it (iOS: `content-available` in `aps`).
  static let silent = [
    "android": #"{"CIO-Background-Delivery-ID":"b1","CIO-Background-Delivery-Token":"t"}"#,
    "ios": #"{"aps":{"content-available":1},"CIO-Background-Delivery-ID":"b1","CIO-Background-Delivery-Token":"t"}"#,
  ]

  @Test func theHelpNamesTheKey() {
    let result = runCLI(["parse", "--help"])
    #expect(result.status == .success)
    #expect(result.out.contains(#""backgroundPushCallback" (true or false, default false)"#))
    #expect(result.out.contains(#"'{"app":"#) && result.out.contains(#"{"backgroundPushCallback": true}}'"#))
  }

  @Test func theKeyDecidesWhetherTheSilentPushIsAccepted() throws {
    for platform in ["android", "ios"] {
      let payload = try #require(Self.silent[platform])
      let with = runCLI(
        ["parse", "-", "--platform", platform, "--sdk", "customerio", "--device", #"{"app": {"backgroundPushCallback": true}}"#],
        stdin: payload)
      #expect(with.status == .success, "\(with.err)")
      let accepted = try JSONDocument(with.out).root["sdk"]
      #expect(accepted?["accepted"]?.boolValue == true, "\(platform)")
      #expect(accepted?["backgroundPushCallback"]?.boolValue == true, "\(platform)")
      let without = runCLI(["parse", "-", "--platform", platform, "--sdk", "customerio"], stdin: payload)
      let refused = try JSONDocument(without.out).root["sdk"]
      #expect(refused?["accepted"]?.boolValue == false, "\(platform)")
      #expect(refused?["backgroundPushCallback"]?.boolValue == false, "\(platform)")
    }
  }
}
