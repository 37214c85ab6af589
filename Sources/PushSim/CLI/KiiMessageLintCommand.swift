/// `pushsim lint FILE|- --kii-message [--sdk kii]`: Kii Cloud's checks of a REST message body
/// (``KiiMessageLint``), printed as `lint` prints findings. Errors (the cloud's 400s) exit 1;
/// warnings do not; a body that cannot be read exits 2; a wrong command line 64.
struct KiiMessageLintCommand {
  /// The option that selects this form of `lint`.
  static let flag = "--kii-message"

  /// The body file (`-`: standard input), read as `lint` reads a payload.
  var input = PayloadInput()

  /// Whether `arguments` (after `lint`) ask for this form: `--kii-message` where an option name
  /// stands, not as the value of one.
  static func isRequested(_ arguments: [String]) -> Bool {
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      if argument == flag { return true }
      if PayloadInput.valuedOptions.contains(argument) { _ = rest.popFirst() }
    }
    return false
  }

  /// Parses the arguments after `lint`: one file, `--kii-message`, and `--sdk kii` at most.
  /// The platform, headers and device are the cloud's to choose, so they are refused.
  static func parse(_ arguments: [String], help: String) throws(UsageError) -> KiiMessageLintCommand {
    var command = KiiMessageLintCommand()
    var seen: Set<String> = []
    var path: String?
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case flag:
        try CommandLineOptions.once(argument, seen: &seen, help: help)
      case "--sdk":
        try CommandLineOptions.once(argument, seen: &seen, help: help)
        try command.input.take(argument, from: &rest, help: help)
        guard command.input.sdk == .kii else {
          let given = QuotedValue.argument(command.input.sdk?.rawValue ?? "")
          throw UsageError("--kii-message lints a Kii REST message body: --sdk must be kii, not \(given)", help: help)
        }
      case "--platform", "--headers", "--device":
        throw UsageError(
          "\(argument) does not apply to --kii-message: Kii Cloud composes each platform's payload from the body "
            + "(lint what a device receives with --platform and --sdk kii instead)", help: help)
      default:
        try CommandLineOptions.file(
          argument, into: &path, known: [flag, "--sdk", "--help"], what: "message body file", help: help)
      }
    }
    guard let path else { throw UsageError("missing expected argument '<FILE|->'", help: help) }
    command.input.path = path
    return command
  }

  func run(stdin: () -> [UInt8], stdout: (String) -> Void, stderr: (String) -> Void) -> CommandLineTool.Status {
    let bytes: [UInt8]
    do {
      bytes = try input.bytes(stdin: stdin, what: "message body file", warn: { stderr("Warning: \(PrintableText.escaping($0))\n") })
    } catch {
      stderr("Error: \(PrintableText.escaping(error.description))\n")
      return .invalidInput
    }
    let report = KiiMessageLint.lint(bytes)
    let findings = report.findings.map { ($0.severity, "\($0)") }
    return LintCommand.report(findings, file: input.displayName, note: Self.sizesNote(report.sizes), stdout: stdout)
  }

  /// `sizes: gcm 312 of 4096 bytes, apns 198 of 2048 bytes (…)`: each payload's size beside
  /// its limit, and that the predefined keys counted are the stand-in send's
  /// (``KiiMessageLint/standInTopic``), so a body near a limit is not taken as safe for every
  /// sender and topic. `nil` when no size was checked.
  static func sizesNote(_ sizes: [KiiMessageComposer.Size]) -> String? {
    guard !sizes.isEmpty else { return nil }
    let topic = KiiMessageLint.standInTopic.name
    return "sizes: " + sizes.map { "\($0.path) \($0.bytes) of \($0.limit) bytes" }.joined(separator: ", ")
      + " (predefined keys as the Kii docs' example send: a user to the user-scope topic \"\(topic)\"; "
      + "another sender, topic or scope changes them)"
  }
}
