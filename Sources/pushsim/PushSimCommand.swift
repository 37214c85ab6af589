import Foundation
import PushSim

/// The `pushsim` executable: it only wires the library's command-line tool to the process.
@main
struct PushSimCommand {
  static func main() {
    let status = CommandLineTool.run(
      Array(CommandLine.arguments.dropFirst()),
      // Bounded: one byte over the payload limit is enough for the command to refuse it.
      stdin: { Array(FileHandle.standardInput.readData(ofLength: (16 << 20) + 1)) },
      stdout: { FileHandle.standardOutput.write(Data($0.utf8)) },
      stderr: { FileHandle.standardError.write(Data($0.utf8)) },
      style: TerminalStyle(
        standardOutputIsTerminal: isatty(STDOUT_FILENO) != 0, environment: ProcessInfo.processInfo.environment))
    exit(status.rawValue)
  }
}
