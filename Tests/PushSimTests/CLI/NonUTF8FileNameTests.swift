import Foundation
import Testing

@testable import PushSim

/// Files whose names are not valid UTF-8: the command line and folder listings give their names
/// with U+FFFD for the bytes that are not UTF-8, and ``FileAccess`` opens them by their raw
/// bytes. (Linux only: macOS file systems refuse such names.)
struct NonUTF8FileNameTests {
  /// Writes `text` to the file named by the raw bytes `name` in `folder`.
  static func write(_ text: String, named name: [UInt8], in folder: String) throws {
    let path = Array(folder.utf8) + [UInt8(ascii: "/")] + name
    let descriptor = open(FileAccess.cString(path), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    try #require(descriptor >= 0, "cannot create the file: errno \(errno)")
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    #expect(bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) } == bytes.count)
  }

  #if os(Linux)
    /// `parse`, `matrix` and `device push` read `p\xff.json` given as `p\u{FFFD}.json`.
    @Test func payloadCommandsReadAFileWhoseNameIsNotUTF8() throws {
      let folder = try temporaryFolder(["readme.txt": ""])
      try Self.write(#"{"aps":{"alert":"x"}}"#, named: Array("p".utf8) + [0xFF] + Array(".json".utf8), in: folder)
      let repaired = folder + "/p\u{FFFD}.json"
      let parse = runCLI(["parse", repaired, "--platform", "ios"])
      #expect(parse.status == .success, "\(parse.err)")
      #expect(runCLI(["matrix", repaired]).status == .success)
      let state = folder + "/state"
      #expect(runCLI(["device", "create", "phone", "--platform", "ios", "--state", state]).status == .success)
      let push = runCLI(["device", "push", "phone", repaired, "--state", state])
      #expect(push.status == .success, "\(push.err)")
    }

    /// `run FOLDER` runs a scenario whose name is not UTF-8, found by the folder scan.
    @Test func runFindsAndReadsAScenarioWhoseNameIsNotUTF8() throws {
      let folder = try temporaryFolder(["readme.txt": ""])
      try Self.write(CommandLineToolTests.passing, named: Array("a".utf8) + [0xFF] + Array("b.json".utf8), in: folder)
      let result = runCLI(["run", folder])
      #expect(result.status == .success, "\(result.out)\(result.err)")
      #expect(result.out.hasSuffix("1 passed, 0 failed\n"), "\(result.out)")
    }

    /// Two names that read alike, or none, are refused with a message that says so.
    @Test func anAmbiguousOrMissingRepairedNameSaysWhy() throws {
      let folder = try temporaryFolder(["readme.txt": ""])
      for byte: UInt8 in [0xFE, 0xFF] {
        try Self.write(#"{"aps":{}}"#, named: Array("p".utf8) + [byte] + Array(".json".utf8), in: folder)
      }
      let ambiguous = runCLI(["parse", folder + "/p\u{FFFD}.json", "--platform", "ios"])
      #expect(ambiguous.status == .invalidInput)
      #expect(
        ambiguous.err.contains("cannot read the payload file: its name is not valid UTF-8 and 2 files there have names that read as this one"),
        "\(ambiguous.err)")
      let missing = runCLI(["parse", folder + "/q\u{FFFD}.json", "--platform", "ios"])
      #expect(missing.status == .invalidInput)
      #expect(missing.err.contains("cannot read the payload file: no such file (the name holds U+FFFD"), "\(missing.err)")
    }
  #endif
}
