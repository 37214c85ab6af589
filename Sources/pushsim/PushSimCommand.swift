import PushSim

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `pushsim` executable: it only wires the library's command-line tool to the process.
@main
struct PushSimCommand {
  static func main() {
    let status = CommandLineTool.run(
      Array(CommandLine.arguments.dropFirst()),
      stdout: { text in fputs(text, stdout) },
      stderr: { text in fputs(text, stderr) })
    exit(status.rawValue)
  }
}
