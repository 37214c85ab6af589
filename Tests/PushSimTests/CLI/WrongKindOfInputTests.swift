import Foundation
import PushSim
import Testing

/// A new user's mistakes on the command line: a near-miss `--platform` or `--sdk`, a scenario
/// file given where a payload is expected, a payload given to `run`, and `run -`. Each gets an
/// error that says what was expected, never a silent success.
struct WrongKindOfInputTests {
  static let scenario = #"{"scenario":1,"devices":{"p":{"platform":"web"}},"steps":[]}"#

  /// `--platform iOS` and `--sdk onesignl` name the value they were probably meant to be.
  @Test(arguments: ["parse", "lint"])
  func aNearMissPlatformOrSDKIsNamed(command: String) {
    let platform = runCLI([command, "-", "--platform", "iOS"], stdin: #"{"aps":{"alert":"a"}}"#)
    #expect(platform.status == .usage)
    #expect(platform.err.hasPrefix("Error: unknown platform 'iOS'; expected ios, android or web; did you mean 'ios'?\n"), "\(platform.err)")
    let sdk = runCLI([command, "-", "--platform", "ios", "--sdk", "onesignl"], stdin: #"{"aps":{"alert":"a"}}"#)
    #expect(sdk.status == .usage)
    #expect(sdk.err.contains("mapp, customerio, kii; did you mean 'onesignal'?\n"), "\(sdk.err)")
  }

  /// `matrix --sdk` shares `parse`'s option, suggestion included; a name close to none gets none.
  @Test func matrixNamesTheNearMissSDKOnly() {
    let close = runCLI(["matrix", "-", "--sdk", "wonderpsh"], stdin: #"{"aps":{"alert":"a"}}"#)
    #expect(close.err.contains("did you mean 'wonderpush'?"), "\(close.err)")
    let far = runCLI(["matrix", "-", "--sdk", "airship"], stdin: #"{"aps":{"alert":"a"}}"#)
    #expect(far.status == .usage)
    #expect(!far.err.contains("did you mean"), "\(far.err)")
  }

  /// A scenario (a file that loads as one) read as a payload is refused (exit 2), even on the
  /// web, where any JSON is a valid push and `parse`, `lint` and `matrix` used to show it as one
  /// and exit 0.
  @Test(arguments: [
    ["parse", "-", "--platform", "web"], ["lint", "-", "--platform", "web"], ["matrix", "-"],
    ["parse", "-", "--platform", "ios"], ["lint", "-", "--kii-message"],
  ])
  func aScenarioGivenAsAPayloadIsRefused(arguments: [String]) {
    let result = runCLI(arguments, stdin: Self.scenario)
    #expect(result.status == .invalidInput, "\(arguments): \(result.err)")
    #expect(result.out.isEmpty)
    #expect(result.err.hasPrefix("Error: <stdin>: this is a PushSim scenario file (it loads as one), not a"), "\(result.err)")
    #expect(result.err.contains("save it to a file and replay it with pushsim run FILE"))
  }

  /// A web push whose data merely has a "scenario" key is still a push.
  @Test func aPushWithAScenarioKeyButNoStepsIsStillAPush() {
    let result = runCLI(["parse", "-", "--platform", "web"], stdin: #"{"scenario":"winter","title":"Hi"}"#)
    #expect(result.status == .success, "\(result.err)")
    #expect(result.err.isEmpty)
  }

  /// A push whose data has a top-level "scenario" and "steps" but is no scenario (any JSON is a
  /// push on the web) is read as the push it is, in every payload command, with a warning on
  /// standard error that names the loader's reason; exit 0, as without those keys.
  @Test(arguments: [
    ["parse", "-", "--platform", "web"], ["lint", "-", "--platform", "web"], ["matrix", "-"],
  ])
  func aPushWithAScenarioShapeThatIsNoScenarioIsReadWithAWarning(arguments: [String]) {
    let result = runCLI(arguments, stdin: Self.onboardingPush)
    #expect(result.status == .success, "\(arguments): \(result.err)")
    #expect(!result.out.isEmpty)
    #expect(result.err == "Warning: \(Self.onboardingWarning)\n", "\(result.err)")
  }

  /// `device push` of such a push delivers it to the web device (and records it), with the warning.
  @Test func devicePushSendsAPushWithAScenarioShapeThatIsNoScenario() throws {
    let folder = try temporaryFolder([:])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let state = folder + "/state"
    #expect(runCLI(["device", "create", "p", "--platform", "web", "--state", state]).status == .success)
    let push = runCLI(["device", "push", "p", "-", "--state", state], stdin: Self.onboardingPush)
    #expect(push.status == .success, "\(push.err)")
    #expect(push.err == "Warning: \(Self.onboardingWarning)\n", "\(push.err)")
    #expect(push.out.contains("\"event\":\"push.received\""), "\(push.out)")
  }

  /// A site's push whose data has a scenario's two top-level keys.
  static let onboardingPush = #"{"scenario":"onboarding","steps":["welcome","tour"]}"#
  /// The warning for ``onboardingPush``, with the scenario loader's reason.
  static let onboardingWarning =
    #"<stdin>: read as a payload file, though it has a top-level "scenario" and "steps" as a PushSim scenario file does; it does not load "#
    + #"as a scenario (line 1, column 13: "scenario" must be the integer 1 (the format version), not "onboarding"), so if it is meant to "#
    + "be one, fix that and replay it with pushsim run FILE"

  /// `device push` refuses a scenario file, naming it, and records nothing.
  @Test func devicePushRefusesAScenarioFile() throws {
    let folder = try temporaryFolder(["s.json": Self.scenario])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let state = folder + "/state"
    #expect(runCLI(["device", "create", "p", "--platform", "web", "--state", state]).status == .success)
    let push = runCLI(["device", "push", "p", folder + "/s.json", "--state", state])
    #expect(push.status == .invalidInput)
    #expect(push.err.contains("s.json: this is a PushSim scenario file"), "\(push.err)")
    #expect(push.err.contains("replay it with pushsim run \(folder)/s.json"))
    #expect(runCLI(["device", "trace", "p", "--state", state]).out.isEmpty)
  }

  /// An APNs payload, an FCM HTTP v1 body or an FCM data map given to `run` is named as a payload, with the
  /// `parse` command that reads it; another object keeps the loader's own message.
  @Test func aPayloadGivenToRunSaysWhatItIs() throws {
    let folder = try temporaryFolder([
      "promo.json": #"{"aps":{"alert":"Sale"}}"#, "v1.json": #"{"message":{"token":"t","data":{"k":"v"}}}"#,
      "other.json": #"{"title":"x"}"#, "my promo.json": #"{"aps":{"alert":"Sale"}}"#, "indented.json": "\n  {\"aps\": {}}", "map.json": #"{"title":"x","gcm.n.e":"1","google.message_id":"m1"}"#,
    ])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let apns = runCLI(["run", folder + "/promo.json"])
    #expect(apns.status == .invalidInput)
    #expect(
      apns.out.contains(
        "promo.json:1:1: this looks like a push payload (a top-level \"aps\"), not a scenario: a scenario's push step sends it "
          + "(\"payload\" or \"payloadFile\"), and pushsim parse \(folder)/promo.json --platform ios shows what a device makes of it"),
      "\(apns.out)")
    let v1 = runCLI(["run", folder + "/v1.json"])
    #expect(v1.out.contains("(a top-level \"message\"), not a scenario: a scenario's push step"), "\(v1.out)")
    #expect(v1.out.contains("and pushsim parse \(folder)/v1.json --platform android"), "\(v1.out)")
    let map = runCLI(["run", folder + "/map.json"])
    #expect(map.out.contains("(a top-level \"gcm.n.e\"), not a scenario: a scenario's push step"), "\(map.out)")
    // The location is the top-level object's, wherever it starts.
    #expect(runCLI(["run", folder + "/indented.json"]).out.hasPrefix("ERROR \(folder)/indented.json:2:3: this looks like a push payload"))
    #expect(map.out.contains("and pushsim parse \(folder)/map.json --platform android"), "\(map.out)")
    // A path the shell would split is quoted, so the command can be pasted.
    let spaced = runCLI(["run", folder + "/my promo.json"])
    #expect(spaced.out.contains("and pushsim parse '\(folder)/my promo.json' --platform ios shows"), "\(spaced.out)")
    let other = runCLI(["run", folder + "/other.json"])
    #expect(other.out.contains("unknown field \"title\" in the scenario"), "\(other.out)")
  }

  /// Through the library (`load(bytes:file:)` with no file name), the hint reads without one:
  /// the `parse` command says FILE, and the location has no empty file name before it.
  @Test func aPayloadLoadedAsAScenarioWithoutAFileNameReadsWell() {
    #expect(
      throws: ScenarioError(
        file: "", line: 1, column: 1,
        message: "this looks like a push payload (a top-level \"aps\"), not a scenario: a scenario's push step sends it (\"payload\" or "
          + "\"payloadFile\"), and pushsim parse FILE --platform ios shows what a device makes of it")
    ) {
      try ScenarioLoader().load(bytes: Array(#"{"aps":{"alert":"Sale"}}"#.utf8), file: "")
    }
    let error = ScenarioError(file: "", line: 1, column: 1, message: "m")
    #expect(error.description == "line 1, column 1: m")
    #expect(ScenarioError(file: "", line: 0, column: 0, message: "m").description == "m")
  }

  /// `run -` says that `run` does not read standard input, not that no file "-" exists.
  @Test func runDoesNotReadStandardInput() {
    let result = runCLI(["run", "-"], stdin: Self.scenario)
    #expect(result.status == .invalidInput)
    #expect(result.out.hasPrefix("ERROR -: run does not read standard input: give a scenario file or a folder of them"), "\(result.out)")
    #expect(result.out.hasSuffix("0 passed, 1 failed\n"))
  }
}
