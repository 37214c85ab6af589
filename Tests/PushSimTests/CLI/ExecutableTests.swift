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

  /// Runs the executable.
  static func run(_ arguments: [String]) throws -> (status: Int32, out: String) {
    let process = Process()
    process.executableURL = try #require(executable, "the pushsim executable is built by swift test")
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
}
