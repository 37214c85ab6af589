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
  }

  /// The version `pushsim --version` prints.
  public static let version = "0.1.0"

  /// Runs the command line.
  ///
  /// - Parameters:
  ///   - arguments: the arguments after the program name.
  ///   - stdout: receives standard output text.
  ///   - stderr: receives standard error text.
  /// - Returns: the exit status.
  public static func run(
    _ arguments: [String], stdout: (String) -> Void, stderr: (String) -> Void
  ) -> Status {
    guard let command = arguments.first else {
      stderr("Error: missing command.\n" + usage)
      return .usage
    }
    switch command {
    case "--version", "version":
      stdout("pushsim \(version)\n")
      return .success
    case "--help", "-h", "help":
      stdout(usage)
      return .success
    default:
      stderr("Error: unknown command '\(command)'.\n" + usage)
      return .usage
    }
  }

  /// The help text.
  static let usage = """
    USAGE: pushsim <command> [options]

    COMMANDS:
      run PATH... [--trace FILE|-] [--json]   Replay scenario files or folders.
      parse FILE|- --platform ios|android|web [--sdk NAME] [--headers JSON]
                                             Show what the device makes of a payload.
      lint FILE|- --platform ios|android|web [--sdk NAME]
                                             Check a payload against the platform's rules.

    OPTIONS:
      -h, --help                             Show help information.
      --version                              Show the version.

    """
}
