import Foundation
import Testing

@testable import PushSim

/// The folder a durable write syncs: Foundation's `deletingLastPathComponent` traps on Linux for
/// a one-character name (`--state S` crashed `pushsim device create`).
struct StateFolderNameTests {
  @Test(arguments: [
    ("S", "."), ("S/", "."), ("x", "."), ("ab", "."), ("S/journal.json", "S"), ("a/b/c", "a/b"),
    ("a//b", "a"), ("/x", "/"), ("/", "/"), ("//x", "/"), ("Z/journal.json/", "Z"),
  ])
  func parentFolder(path: String, folder: String) {
    #expect(FileAccess.parentFolder(of: path) == folder)
  }

  /// `device create` with a one-character relative state folder, in the real process (the
  /// working directory is the process's own).
  @Test func oneCharacterStateFolderIsCreated() throws {
    let executable = try ExecutableTests.builtExecutable()
    let folder = try temporaryFolder(["readme.txt": "a state folder is made here"])
    let process = Process()
    process.executableURL = executable
    process.arguments = ["device", "create", "phone", "--platform", "ios", "--state", "S"]
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    process.standardOutput = Pipe()
    process.standardError = Pipe()
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(FileManager.default.fileExists(atPath: folder + "/S/journal.json"))
  }
}
