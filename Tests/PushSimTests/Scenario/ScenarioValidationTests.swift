import Foundation
import PushSim
import Testing

/// Scenario inputs that would otherwise hang, crash or silently lose a test.
struct ScenarioValidationTests {
  /// Duplicate keys in a scenario are an error (the first value would be silently lost).
  @Test func duplicateKeysAreAnError() {
    let message = loadError(scenarioText(steps: #"{"expect":{"events":[{"event":"badge"}],"events":[]}}"#))
    #expect(message?.contains("duplicate key \"events\"; a scenario names each field once") == true)
  }

  /// A budget reset of 0 seconds (which would loop forever) and huge budgets are refused.
  @Test(arguments: [#""iosBackgroundBudgetResetSeconds":0"#, #""iosBackgroundPushBudgetPerHour":9000000000000000000"#, #""clockEpochSeconds":9000000000000000000"#])
  func outOfRangeKnobsAreRefused(option: String) {
    let message = loadError(scenarioText(steps: "", device: #"{"platform":"ios","state":"background","options":{\#(option)}}"#))
    #expect(message?.contains("must be a whole number from") == true || message?.contains("must be a UNIX time") == true)
  }

  /// An SDK not simulated yet, or one of another platform, is refused with what is available.
  @Test func unsimulatedSDKsAreRefused() {
    let vendor = loadError(scenarioText(steps: "", device: #"{"platform":"web","sdk":"mapp","state":"running"}"#))
    #expect(vendor?.contains("sdk \"mapp\" is not simulated on web") == true)
    let wrongPlatform = loadError(scenarioText(steps: "", device: #"{"platform":"ios","sdk":"webpush","state":"background"}"#))
    #expect(wrongPlatform?.contains("sdk \"webpush\" is not an SDK of ios apps; on ios use one of apns, fcm, wonderpush, onesignal, mapp, customerio, kii") == true)
  }

  /// Running a subfolder finds the enclosing Scenarios folder as the root for payload files.
  @Test func subfolderRunUsesTheEnclosingScenariosRoot() throws {
    let scenario = scenarioText(steps: #"{"push":{"to":"phone","payloadFile":"../payloads/p.json"}},{"expect":{"events":[{"event":"notification.displayed"}]}}"#)
    let folder = try temporaryFolder(["Scenarios/sub/a.json": scenario, "Scenarios/payloads/p.json": #"{"aps":{"alert":"x"}}"#])
    let result = runCLI(["run", folder + "/Scenarios/sub"])
    #expect(result.status == .success, "\(result.out)")
  }

  /// An empty folder is an error a person sees.
  @Test func emptyFolderIsReported() throws {
    let folder = try temporaryFolder(["readme.txt": "nothing"])
    let result = runCLI(["run", folder])
    #expect(result.status == .invalidInput)
    #expect(result.out.contains("no scenario files"))
  }

  /// lint takes a `--headers` value out of range as a wrong command line (exit 64, the message
  /// parse gives, the help after it), not as a finding about the payload; a header that does
  /// not fit the payload is still a finding.
  @Test func lintRefusesHeaderValuesAsAUsageError() {
    let payload = #"{"aps":{"alert":"x"}}"#
    let arguments = ["-", "--platform", "ios", "--headers", #"{"apns-priority":7}"#]
    let lint = runCLI(["lint"] + arguments, stdin: payload)
    #expect(lint.status == .usage)
    #expect(lint.out.isEmpty, "\(lint.out)")
    let message = "Error: --headers: header \"apns-priority\": 7 is not valid; expected 10, 5 or 1\n"
    #expect(lint.err.hasPrefix(message + "USAGE: pushsim lint "), "\(lint.err)")
    let parse = runCLI(["parse"] + arguments, stdin: payload)
    #expect(parse.err.hasPrefix(message), "\(parse.err)")
    let mismatch = runCLI(["lint", "-", "--platform", "ios", "--headers", #"{"apns-push-type":"background"}"#], stdin: payload)
    #expect(mismatch.status == .success, "\(mismatch.err)")
    #expect(mismatch.out.contains("<stdin>: warning: pushTypeMismatch: "), "\(mismatch.out)")
  }
}
