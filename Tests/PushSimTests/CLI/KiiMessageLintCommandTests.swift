import PushSim
import Testing

/// `pushsim lint FILE|- --kii-message [--sdk kii]`, run in-process: Kii Cloud's checks of a REST
/// message body, printed and exited as `lint` does.
struct KiiMessageLintCommandTests {
  static func lint(_ body: String, _ extra: [String] = []) -> (status: CommandLineTool.Status, out: String, err: String) {
    runCLI(["lint", "-", "--kii-message"] + extra, stdin: body)
  }

  /// A clean body: no finding, the sizes line, the summary line, exit 0; `--sdk kii` may be
  /// given.
  @Test func aCleanBodyExitsZero() {
    let body = #"{"data":{"str":"str"},"apns":{"alert":{"body":"Hi"}},"sendToDevelopment":false}"#
    let sizes = KiiMessageLint.lint(json: body).sizes.map { "\($0.path) \($0.bytes) of \($0.limit) bytes" }
    #expect(sizes.map { $0.prefix(3) } == ["gcm", "apn"])
    #expect(
      Self.lint(body) == (
        .success,
        "<stdin>: sizes: \(sizes.joined(separator: ", ")) (predefined keys as the Kii docs' example send: a user to the "
          + "user-scope topic \"MyTopic\"; another sender, topic or scope changes them)\n0 errors, 0 warnings\n", ""
      ))
    #expect(runCLI(["lint", "--sdk", "kii", "--kii-message", "-"], stdin: body).status == .success)
  }

  /// The sizes line gives each checked payload's bytes, the same the refusal gives one over its
  /// limit, and says whose predefined keys they count: a body a few bytes under the limit is
  /// not taken as safe for every topic. No network with a limit, no line.
  @Test func theSizesLineNamesTheStandInSend() throws {
    let pad = String(repeating: "a", count: 2100)
    let over = Self.lint(#"{"data":{"pad":"\#(pad)"},"gcm":{"enabled":false}}"#)
    #expect(over.status == .failure)
    let refused = try #require(over.out.firstMatch(of: /payload would be (\d+) bytes/)?.1)
    #expect(over.out.contains("<stdin>: sizes: apns \(refused) of 2048 bytes (predefined keys as the Kii docs' example send"))
    #expect(over.out.contains(#"topic "MyTopic"; another sender, topic or scope changes them)"#))
    let mqttOnly = Self.lint(#"{"apns":{"enabled":false},"gcm":{"enabled":false},"mqtt":{"enabled":true}}"#)
    #expect(mqttOnly == (.success, "0 errors, 0 warnings\n", ""))
  }

  /// A file that cannot be read is named as a message body file (a payload file for `lint`).
  @Test func anUnreadableFileIsAMessageBodyFile() {
    let missing = runCLI(["lint", "/nonexistent/kii-body.json", "--kii-message"])
    #expect(missing.status == .invalidInput)
    #expect(missing.err.contains("cannot read the message body file"))
    #expect(runCLI(["lint", "/nonexistent/p.json", "--platform", "ios"]).err.contains("cannot read the payload file"))
  }

  /// Each refusal is a line `FILE: error: reason: path: message (rule)`, and any exits 1.
  @Test func refusalsArePrintedAndExitOne() {
    let result = Self.lint(#"{"data":{"from":"a"},"fcm":{"data":{"gcm.x":"b"}}}"#)
    #expect(result.status == .failure)
    #expect(result.out.hasPrefix("<stdin>: error: fcmReservedKey: data.from: data key \"from\" is reserved while \"fcm\" is enabled"))
    #expect(result.out.contains("\n<stdin>: error: fcmReservedKey: fcm.data.gcm.x: data key \"gcm.x\""))
    #expect(result.out.hasSuffix("2 errors, 0 warnings\n"))
  }

  /// A warning alone exits 0.
  @Test func warningsExitZero() {
    let result = Self.lint(#"{"apns":{"enabled":false},"gcm":{"delayWhileIdle":true}}"#)
    #expect(result.status == .success)
    #expect(result.out.hasPrefix("<stdin>: warning: delayWhileIdleIgnored: gcm.delayWhileIdle: \"gcm.delayWhileIdle\" is true"))
    #expect(result.out.hasSuffix("0 errors, 1 warning\n"))
  }

  /// Text that is not JSON and a body that is not an object are errors (exit 1, as `lint`
  /// reports invalid JSON); a missing file exits 2 naming it.
  @Test func malformedInput() {
    let broken = Self.lint(#"{"data":"#)
    #expect(broken.status == .failure)
    #expect(broken.out.hasPrefix("<stdin>: error: invalidJSON: the payload is not valid JSON: line 1, column 9"))
    let array = Self.lint("[]")
    #expect(array.status == .failure)
    #expect(array.out == "<stdin>: error: invalidKiiMessage: \"the message\" must be an object, not [] (Kii REST: push messages)\n1 error, 0 warnings\n")
    let missing = runCLI(["lint", "/nonexistent/kii-body.json", "--kii-message"])
    #expect(missing.status == .invalidInput)
    #expect(missing.err.hasPrefix("Error: ") && missing.err.contains("/nonexistent/kii-body.json"))
    #expect(missing.out.isEmpty)
  }

  /// Standard input over the limit `lint` reads is refused with exit 2.
  @Test func oversizeInputExitsTwo() {
    let result = Self.lint(String(repeating: " ", count: (16 << 20) + 1))
    #expect(result.status == .invalidInput)
    #expect(result.err.contains("standard input is over the limit of 16777216 bytes"))
  }

  /// Options that are the device's, another SDK, a repeat or no file are usage errors (64).
  @Test(arguments: [
    (["--platform", "ios"], "--platform does not apply to --kii-message"),
    (["--headers", "{}"], "--headers does not apply to --kii-message"),
    (["--sdk", "onesignal"], "--sdk must be kii, not 'onesignal'"),
    (["--kii-message"], "'--kii-message' is given twice; give it once"),
    (["--kii-mesage"], "unknown option '--kii-mesage'; did you mean '--kii-message'?"),
    (["other.json"], "unexpected argument 'other.json'"),
  ])
  func wrongCommandLinesAreUsageErrors(_ extra: [String], _ expected: String) {
    let result = Self.lint("{}", extra)
    #expect(result.status == .usage)
    #expect(result.err.contains(expected))
    #expect(runCLI(["lint", "--kii-message"]).err.contains("missing expected argument '<FILE|->'"))
  }

  /// A misspelt `--kii-message` on a plain `lint` command line (which then parses as a payload
  /// lint) is offered `--kii-message`; `parse`, which has no such form, is not.
  @Test func aMisspeltKiiMessageOnPlainLintIsSuggested() {
    let lint = runCLI(["lint", "-", "--kii-mesage"], stdin: "{}")
    #expect(lint.status == .usage)
    #expect(lint.err.contains("unknown option '--kii-mesage'; did you mean '--kii-message'?"))
    let parse = runCLI(["parse", "-", "--kii-mesage"], stdin: "{}")
    #expect(parse.status == .usage)
    #expect(parse.err.contains("unknown option '--kii-mesage'"))
    #expect(!parse.err.contains("--kii-message"))
  }

  /// The help of `lint` and of `pushsim` describe the option.
  @Test func helpDescribesIt() {
    #expect(runCLI(["lint", "--help"]).out.contains("pushsim lint FILE|- --kii-message [--sdk kii]"))
    #expect(runCLI(["lint", "-", "--kii-message", "-h"]).out.contains("--kii-message               The file is a Kii REST message body"))
    #expect(runCLI(["--help"]).out.contains("lint FILE|- --kii-message [--sdk kii]"))
  }
}
