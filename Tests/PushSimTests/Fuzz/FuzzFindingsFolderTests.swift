import Foundation
import PushSim
import Testing

/// `pushsim-fuzz --out`: the folder that keeps the long mode's findings is created when missing,
/// and a path that cannot hold them is refused with its path and the reason, not ignored.
struct FuzzFindingsFolderTests {
  private func scratch() throws -> String {
    let path = NSTemporaryDirectory() + "fuzz-findings-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func aMissingFolderIsCreatedAndACaseIsSavedInIt() throws {
    let root = try scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let folder = try FuzzFindingsFolder(path: root + "/a/b")
    let files = try folder.save(
      FuzzCase(id: "seed 1 case 7: flip/aps", bytes: Array("{\"aps\":1}".utf8), file: "i01.json"),
      target: .payload, problem: "took 2 s")
    #expect(files == [root + "/a/b/payload-seed_1_case_7__flip_aps.bin", root + "/a/b/payload-seed_1_case_7__flip_aps.txt"])
    #expect(FileManager.default.contents(atPath: files[0]) == Data("{\"aps\":1}".utf8))
    #expect(FileManager.default.contents(atPath: files[1]) == Data("seed 1 case 7: flip/aps\nfile: i01.json\ntook 2 s\n".utf8))
    #expect(folder.inFlightPath == root + "/a/b/in-flight.txt")
  }

  @Test func aFileIsRefusedWithItsPath() throws {
    let root = try scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let file = root + "/findings"
    #expect(FileManager.default.createFile(atPath: file, contents: Data()))
    #expect(throws: FuzzFindingsFolder.Failure(path: file, reason: "it is a file, not a folder")) {
      try FuzzFindingsFolder(path: file)
    }
    let failure = #expect(throws: FuzzFindingsFolder.Failure.self) { try FuzzFindingsFolder(path: file + "/below/deeper") }
    #expect(
      failure?.description
        == "--out '\(file)/below/deeper': the folder cannot be created: '\(file)' is a file; give a folder pushsim-fuzz can create or write to")
  }

  @Test func aCaseThatCannotBeWrittenIsAnError() throws {
    let root = try scratch()
    let folder = try FuzzFindingsFolder(path: root + "/out")
    try FileManager.default.removeItem(atPath: root)
    let failure = #expect(throws: FuzzFindingsFolder.Failure.self) {
      try folder.save(FuzzCase(id: "c", bytes: [1]), target: .scenario, problem: "p")
    }
    #expect(failure?.reason == "the folder is gone; c was not saved")
  }
}
