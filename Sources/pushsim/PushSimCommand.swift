import Foundation
import PushSim

/// The `pushsim` executable: it only wires the library's command-line tool to the process.
@main
struct PushSimCommand {
  /// `EX_IOERR` (sysexits.h): standard input or output failed.
  static let ioErrorStatus: Int32 = 74

  static func main() {
    // A reader that goes away (`pushsim run … --trace - | head -1`) is a failed write, handled
    // below, not a signal that kills the process.
    signal(SIGPIPE, SIG_IGN)
    // A standard stream the caller closed is opened on /dev/null first, so that no file this
    // process opens (a device's lock, its journal) takes its number; using it is then an error.
    let closed = [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO].map { fd -> Bool in
      guard fcntl(fd, F_GETFD) == -1 else { return false }
      let null = open("/dev/null", fd == STDIN_FILENO ? O_RDONLY : O_WRONLY)
      if null >= 0, null != fd {
        dup2(null, fd)
        close(null)
      }
      return true
    }
    let status = CommandLineTool.run(
      Array(CommandLine.arguments.dropFirst()),
      // Bounded: one byte over the payload limit is enough for the command to refuse it.
      stdin: { readStandardInput(closed: closed[0]) },
      stdout: { write($0, to: .standardOutput, closed: closed[1], name: "standard output") },
      stderr: { write($0, to: .standardError, closed: closed[2], name: "standard error") },
      style: TerminalStyle(
        standardOutputIsTerminal: isatty(STDOUT_FILENO) != 0, environment: ProcessInfo.processInfo.environment))
    exit(status.rawValue)
  }

  /// Up to one byte over the payload limit from standard input; a closed or unreadable one (a
  /// folder) ends the process with a message and `EX_IOERR`.
  static func readStandardInput(closed: Bool) -> [UInt8] {
    guard !closed else { fail("cannot read standard input: it is closed") }
    var info = stat()
    if fstat(STDIN_FILENO, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
      fail("cannot read standard input: it is a folder, not a file or a pipe")
    }
    do {
      return Array(try FileHandle.standardInput.read(upToCount: (16 << 20) + 1) ?? Data())
    } catch {
      fail("cannot read standard input: \((error as NSError).localizedDescription)")
    }
  }

  /// Writes `text`; a closed or failing stream (a full disk) ends the process with a message on
  /// standard error, if it still can, and `EX_IOERR`. A reader that went away (a broken pipe)
  /// ends it quietly, with the same status.
  static func write(_ text: String, to handle: FileHandle, closed: Bool, name: String) {
    guard !closed else { fail("cannot write to \(name): it is closed", quiet: name == "standard error") }
    do {
      try handle.write(contentsOf: Data(text.utf8))
    } catch {
      fail(
        "cannot write to \(name): \((error as NSError).localizedDescription)",
        quiet: name == "standard error" || isBrokenPipe(error as NSError))
    }
  }

  /// Whether `error`, or an error under it, is `EPIPE`.
  static func isBrokenPipe(_ error: NSError) -> Bool {
    if error.domain == NSPOSIXErrorDomain, error.code == Int(EPIPE) { return true }
    return (error.userInfo[NSUnderlyingErrorKey] as? NSError).map(isBrokenPipe) ?? false
  }

  /// Ends the process: `message` on standard error unless that is the stream that failed.
  static func fail(_ message: String, quiet: Bool = false) -> Never {
    if !quiet { try? FileHandle.standardError.write(contentsOf: Data("pushsim: \(message)\n".utf8)) }
    exit(ioErrorStatus)
  }
}
