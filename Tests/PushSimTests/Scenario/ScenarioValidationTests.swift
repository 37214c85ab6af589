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

  /// A number an option refuses is quoted as written, not as the JSON double it parses to
  /// (`99999999999999999999` is 1e+20, `2.50` is 2.5), beside the range the option takes: in a
  /// device's `options` and in a `set` step.
  @Test(arguments: [
    ("clockEpochSeconds", "99999999999999999999", "a UNIX time in seconds, from 0 to 100000000000"),
    ("iosNSEBudgetSeconds", "2.50", "a whole number from 0 to 31536000"),
    ("iosBackgroundPushBudgetPerHour", "1E6", "a whole number from 0 to 100000"),
    ("chromeSilentPushGrace", "1.50", "a number from 0 to 1"),
  ] as [(String, String, String)])
  func aRefusedNumberIsQuotedAsWritten(option: String, written: String, range: String) {
    let platform = option == "chromeSilentPushGrace" ? #""platform":"web","state":"running""# : #""platform":"ios","state":"background""#
    let expected = "option \"\(option)\" must be \(range), not \(written)"
    let inOptions = loadError(scenarioText(steps: "", device: #"{\#(platform),"options":{"\#(option)":\#(written)}}"#))
    #expect(inOptions?.contains(expected + " (in device \"phone\")") == true, "\(inOptions ?? "(loaded)")")
    let inSet = loadError(scenarioText(steps: #"{"set":{"\#(option)":\#(written)}}"#, device: #"{\#(platform)}"#))
    #expect(inSet?.contains(expected + " (in step 1 (set))") == true, "\(inSet ?? "(loaded)")")
  }

  /// A value that is not a number is quoted as compact JSON, not as written: an array an option
  /// refuses, written over several lines, is quoted without its line breaks and indentation.
  @Test func aRefusedArrayIsQuotedAsCompactJSON() {
    let expected = "option \"scheduledSummary\" must be an array of the summary's times of day"
    let written = "[\n        1,\n        \"8h\"\n      ]"
    let inOptions = loadError(scenarioText(steps: "", device: #"{"platform":"ios","state":"background","options":{"scheduledSummary":\#(written)}}"#))
    #expect(inOptions?.contains(expected) == true, "\(inOptions ?? "(loaded)")")
    #expect(inOptions?.contains(#", not [1,"8h"] (in device "phone")"#) == true, "\(inOptions ?? "(loaded)")")
    let inSet = loadError(scenarioText(steps: #"{"set":{"scheduledSummary":\#(written)}}"#))
    #expect(inSet?.contains(#", not [1,"8h"] (in step 1 (set))"#) == true, "\(inSet ?? "(loaded)")")
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
