import Foundation
import PushSim
import Testing

/// The real `pushsim` process: exit codes as a shell sees them.
struct ExecutableTests {
  /// The built executable next to the test bundle.
  static var executable: URL? {
    let candidates = [
      packageRoot.appendingPathComponent(".build/debug/pushsim"),
      Bundle.main.bundleURL.appendingPathComponent("pushsim"),
      Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("pushsim"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// The executable, or an error saying that it was not found: `swift test` builds it.
  static func builtExecutable() throws -> URL {
    guard let executable else { throw MissingExecutable() }
    return executable
  }

  /// `pushsim` was not found next to the tests.
  struct MissingExecutable: Error, CustomStringConvertible {
    var description: String { "the pushsim executable is built by swift test; it was not found in .build/debug" }
  }

  /// Runs the executable.
  static func run(_ arguments: [String]) throws -> (status: Int32, out: String) {
    let process = Process()
    process.executableURL = try builtExecutable()
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = Pipe()
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// Exit status 0, 1 and 2 for passing, failing and invalid scenarios.
  @Test func exitCodesFromTheRealProcess() throws {
    let folder = try temporaryFolder([
      "pass.json": CommandLineToolTests.passing, "fail/f.json": CommandLineToolTests.failing,
      "bad/b.json": #"{"scenario":1,"name":"b","devices":{"p":{"platform":"ios","state":"nope"}},"steps":[]}"#,
    ])
    #expect(try Self.run(["run", folder + "/pass.json"]).status == 0)
    #expect(try Self.run(["run", folder + "/fail"]).status == 1)
    let bad = try Self.run(["run", folder + "/bad"])
    #expect(bad.status == 2)
    #expect(bad.out.contains("bad/b.json:1:67: unknown ios app state \"nope\""))
  }

  /// Runs the executable through `/bin/sh` with `redirections` (e.g. `<&-`) after its arguments.
  static func runRedirected(_ arguments: [String], _ redirections: String, input: String? = nil) throws
    -> (status: Int32, out: String, err: String)
  {
    let executable = try #require(executable, "the pushsim executable is built by swift test")
    let quoted = ([executable.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exec " + quoted.joined(separator: " ") + " " + redirections]
    let out = Pipe(), err = Pipe(), inPipe = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = inPipe
    try process.run()
    if let input { inPipe.fileHandleForWriting.write(Data(input.utf8)) }
    try inPipe.fileHandleForWriting.close()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
  }

  /// A closed or unusable standard stream is a message and `EX_IOERR` (74), not a crash.
  @Test func closedOrFailingStandardStreams() throws {
    let payload = #"{"aps":{"alert":"hi"}}"#
    let closedIn = try Self.runRedirected(["parse", "-", "--platform", "ios"], "<&-")
    #expect(closedIn.status == 74)
    #expect(closedIn.err == "pushsim: cannot read standard input: it is closed\n")
    let folderIn = try Self.runRedirected(["parse", "-", "--platform", "ios"], "</")
    #expect(folderIn.status == 74)
    #expect(folderIn.err.contains("cannot read standard input: it is a folder"))
    let closedOut = try Self.runRedirected(["parse", "-", "--platform", "ios"], ">&-", input: payload)
    #expect(closedOut.status == 74)
    #expect(closedOut.err == "pushsim: cannot write to standard output: it is closed\n")
    if FileManager.default.fileExists(atPath: "/dev/full") {
      let full = try Self.runRedirected(["parse", "-", "--platform", "ios"], ">/dev/full", input: payload)
      #expect(full.status == 74)
      #expect(full.err.hasPrefix("pushsim: cannot write to standard output: "))
    }
    // With standard error closed too, the failure is only the status.
    let bothClosed = try Self.runRedirected(["parse", "-", "--platform", "ios"], ">&- 2>&-", input: payload)
    #expect(bothClosed.status == 74)
    // The same payload with open streams parses.
    let open = try Self.runRedirected(["parse", "-", "--platform", "ios"], "", input: payload)
    #expect(open.status == 0)
    #expect(open.out.contains("\"dialect\""))
  }

  /// A device command started with standard output closed does not let its lock file take
  /// descriptor 1: the report is not written into the state folder.
  @Test func closedStandardOutputDoesNotReachTheDeviceState() throws {
    let state = try temporaryFolder([:])
    let created = try Self.runRedirected(
      ["device", "create", "p", "--platform", "ios", "--app-state", "background", "--state", state], ">&-")
    #expect(created.status == 74)
    let pushed = try Self.runRedirected(["device", "push", "p", "-", "--state", state], ">&-", input: #"{"aps":{"alert":"hi"}}"#)
    #expect(pushed.status == 74)
    let lock = try Data(contentsOf: URL(fileURLWithPath: state + "/lock"))
    #expect(lock.isEmpty)
    let center = try Self.runRedirected(["device", "center", "p", "--state", state], "")
    #expect(center.status == 0)
    #expect(center.out.contains("shown (1)"))
  }

  /// A reader that goes away (`| head -1`) ends the process quietly with 74, not by SIGPIPE.
  @Test func aBrokenPipeEndsQuietly() throws {
    let process = Process()
    process.executableURL = try Self.builtExecutable()
    process.arguments = ["run", packageRoot.appendingPathComponent("Scenarios").path, "--trace", "-"]
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // More than a pipe's buffer is written; read a little and go away.
    let first = out.fileHandleForReading.readData(ofLength: 16)
    #expect(!first.isEmpty)
    try out.fileHandleForReading.close()
    let errors = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 74)
    #expect(errors.isEmpty, "\(String(decoding: errors, as: UTF8.self))")
  }
}
