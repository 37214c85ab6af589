/// The `pushsim` command line, as a function of the library so that tests run it in-process.
///
/// The executable only passes its arguments and standard streams in, and exits with the status.
public enum CommandLineTool {
  /// The process exit status (`EX_USAGE` for bad input, as argument-parser does).
  public enum Status: Int32, Sendable {
    /// Everything passed.
    case success = 0
    /// Something failed (a scenario, a lint error).
    case failure = 1
    /// The input is not valid (a scenario file, a payload).
    case invalidInput = 2
    /// The command line itself is wrong.
    case usage = 64
    /// An output file could not be written (`EX_IOERR`, as for a failed standard output): a
    /// report or trace path in a missing folder, a full disk.
    case outputFailed = 74
  }

  /// The version `pushsim --version` prints.
  public static let version = "0.1.0"

  /// Runs the command line.
  ///
  /// - Parameters:
  ///   - arguments: the arguments after the program name.
  ///   - stdin: reads standard input to its end (for `-` as a payload file).
  ///   - stdout: receives standard output text.
  ///   - stderr: receives standard error text.
  ///   - style: colour and progress for a terminal (``TerminalStyle/plain`` by default).
  /// - Returns: the exit status.
  public static func run(
    _ arguments: [String], stdin: () -> [UInt8] = { [] }, stdout: (String) -> Void, stderr: (String) -> Void,
    style: TerminalStyle = .plain
  ) -> Status {
    guard let command = arguments.first else {
      stderr("Error: missing command.\n" + usage)
      return .usage
    }
    let rest = Array(arguments.dropFirst())
    do throws(UsageError) {
      switch command {
      case "--version", "version":
        stdout("pushsim \(version)\n")
        return .success
      case "--help", "-h", "help":
        stdout(usage)
        return .success
      case "run":
        if asksForHelp(rest, RunCommand.valuedOptions) { stdout(RunCommand.help); return .success }
        return try RunCommand.parse(rest).run(stdout: stdout, stderr: stderr, style: style)
      case "parse":
        if asksForHelp(rest, PayloadInput.valuedOptions) { stdout(ParseCommand.help); return .success }
        return ParseCommand(input: try PayloadInput.parse(rest, help: ParseCommand.help))
          .run(stdin: stdin, stdout: stdout, stderr: stderr)
      case "lint":
        if asksForHelp(rest, PayloadInput.valuedOptions) { stdout(LintCommand.help); return .success }
        if KiiMessageLintCommand.isRequested(rest) {
          return try KiiMessageLintCommand.parse(rest, help: LintCommand.help).run(stdin: stdin, stdout: stdout, stderr: stderr)
        }
        return LintCommand(input: try PayloadInput.parse(rest, help: LintCommand.help, otherForms: ["--kii-message"]))
          .run(stdin: stdin, stdout: stdout, stderr: stderr)
      case "matrix":
        if asksForHelp(rest, MatrixCommand.valuedOptions) { stdout(MatrixCommand.help); return .success }
        return try MatrixCommand.parse(rest).run(stdin: stdin, stdout: stdout, stderr: stderr)
      case "bench":
        if asksForHelp(rest, BenchCommand.valuedOptions) { stdout(BenchCommand.help); return .success }
        return try BenchCommand.parse(rest).run(stdout: stdout, stderr: stderr)
      case "device":
        if DeviceCommand.asksForHelp(rest) { stdout(DeviceCommand.help); return .success }
        return try DeviceCommand.parse(rest).run(stdin: stdin, stdout: stdout, stderr: stderr)
      default:
        var message = "Error: unknown command \(QuotedValue.argument(command))"
        if let suggestion = Suggestion.closest(to: command, in: ["run", "parse", "lint", "matrix", "bench", "device"]) {
          message += "; did you mean '\(suggestion)'?"
        }
        stderr(message + "\n" + usage)
        return .usage
      }
    } catch {
      // A usage error is one line that may echo a path or an argument: escaped, it cannot
      // colour the terminal or forge a line.
      stderr("Error: \(PrintableText.escaping(error.message))\n" + error.help)
      return .usage
    }
  }

  /// Whether `-h`/`--help` stands where an option name stands (not as the value of one of
  /// `valued`, the options that take a value).
  static func asksForHelp(_ arguments: [String], _ valued: Set<String>) -> Bool {
    CommandLineOptions.asksForHelp(arguments, takesValue: valued.contains)
  }

  /// The help text.
  static let usage = """
    USAGE: pushsim <command> [options]

    COMMANDS:
      run PATH... [--trace FILE|-] [--json] [--junit FILE|-] [--html FILE|-] [--record] [--root DIR]
                                             Replay scenario files or folders.
      parse FILE|- --platform ios|android|web [--sdk NAME] [--headers JSON] [--device JSON]
                                             Show what the device makes of a payload.
      lint FILE|- --platform ios|android|web [--sdk NAME] [--headers JSON] [--device JSON]
                                             Check a payload against the platform's rules.
      lint FILE|- --kii-message [--sdk kii]  Check a Kii REST message body as Kii Cloud does.
      matrix FILE|- [--sdk NAME] [--headers JSON] [--device JSON] [--wrappers] [--json] [--explain]
                                             Every platform × app state for one payload.
      bench [--corpus FILE] [--seconds N] [--steps N] [--center N,N] [--stages]
                                             Throughput of the whole path vs JSONSerialization.
      device create|push|tap|dismiss|app|advance|reboot|network|badge|subscribe|set|kiiSend|
             kiiSubscribe|kiiUnsubscribe|center|trace|delete NAME …
                                             Drive one device from the shell, state kept on disk.

    OPTIONS:
      -h, --help                             Show help information.
      --version                              Show the version.

    """
}
