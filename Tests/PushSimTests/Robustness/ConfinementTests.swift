import Foundation
import PushSim
import Testing

/// `payloadFile` paths stay inside the scenario root, symlinks included, and every file read
/// is bounded in size and is a regular file (issue #7 item 4).
struct ConfinementTests {
  /// A scenario pushing `payloadFile` to an iOS device.
  static func scenario(payloadFile: String) -> String {
    scenarioText(steps: #"{"push":{"to":"phone","payloadFile":"\#(payloadFile)"}}"#)
  }

  /// A temporary root with a scenario folder, a payload, and symlinks of every kind.
  static func makeRoot() throws -> String {
    let root = try temporaryFolder([
      "scenarios/s.json": "{}", "scenarios/local.json": #"{"aps":{"alert":"local"}}"#, "payloads/ok.json": #"{"aps":{"alert":"ok"}}"#, "shared.json": #"{"aps":{"alert":"shared"}}"#,
    ])
    let manager = FileManager.default
    try manager.createSymbolicLink(atPath: root + "/scenarios/passwd", withDestinationPath: "/etc/passwd")
    try manager.createSymbolicLink(atPath: root + "/scenarios/etc", withDestinationPath: "/etc")
    try manager.createSymbolicLink(atPath: root + "/scenarios/inside.json", withDestinationPath: root + "/scenarios/local.json")
    try manager.createSymbolicLink(atPath: root + "/scenarios/outside.json", withDestinationPath: root + "/payloads/ok.json")
    try manager.createSymbolicLink(atPath: root + "/scenarios/dangling.json", withDestinationPath: root + "/nothing-here.json")
    // A sibling folder whose name starts with the root's name must not count as inside it.
    try manager.createDirectory(atPath: root + "-evil", withIntermediateDirectories: true)
    _ = manager.createFile(atPath: root + "-evil/p.json", contents: Data(#"{"aps":{"alert":"evil"}}"#.utf8))
    return root
  }

  /// The error loading `payloadFile` from `root/scenarios/s.json`, or `nil` when it loads.
  static func error(_ payloadFile: String, root: String, confinedTo: String? = nil) -> String? {
    loadError(scenario(payloadFile: payloadFile), file: root + "/scenarios/s.json", root: confinedTo)
  }

  @Test func pathsInsideTheRootLoad() throws {
    let root = try Self.makeRoot()
    #expect(Self.error("../payloads/ok.json", root: root, confinedTo: root) == nil)
    #expect(Self.error("inside.json", root: root) == nil, "a symlink to a file inside the root is fine")
    #expect(Self.error(root + "/payloads/ok.json", root: root, confinedTo: root) == nil, "an absolute path inside the root is fine")
  }

  @Test func pathsLeavingTheRootAreRefused() throws {
    let root = try Self.makeRoot()
    for path in ["passwd", "etc/passwd", "outside.json", "/etc/passwd", "../shared.json", "../../../../../../../../etc/passwd", "../\(URL(fileURLWithPath: root).lastPathComponent)-evil/p.json"] {
      let message = Self.error(path, root: root)
      #expect(message?.contains("payloadFile \"\(path)\" escapes the scenario root") == true, "\(path): \(message ?? "loaded")")
    }
    // With the root one level up, the sibling and /etc are still outside.
    #expect(Self.error("../../\(URL(fileURLWithPath: root).lastPathComponent)-evil/p.json", root: root, confinedTo: root)?.contains("escapes") == true)
    #expect(Self.error("etc/passwd", root: root, confinedTo: root)?.contains("escapes") == true)
    // With the root one level up, a symlink to a file in a sibling folder of the root is inside it.
    #expect(Self.error("outside.json", root: root, confinedTo: root) == nil)
  }

  @Test func aDanglingSymlinkOrAFolderIsAnErrorAtItsLine() throws {
    let root = try Self.makeRoot()
    let dangling = Self.error("dangling.json", root: root)
    #expect(dangling?.contains(":1:") == true)
    #expect(dangling?.contains("payloadFile \"dangling.json\": the payload file is not a regular file") == true, "\(dangling ?? "loaded")")
    let folder = Self.error("../payloads", root: root, confinedTo: root)
    #expect(folder?.contains("the payload file is a folder, expected a file") == true, "\(folder ?? "loaded")")
  }

  /// A FIFO would block the read forever: it is refused before it is opened.
  @Test func aPipeIsRefusedNotRead() throws {
    let root = try Self.makeRoot()
    #expect(mkfifo(root + "/scenarios/pipe.json", 0o600) == 0)
    let message = Self.error("pipe.json", root: root)
    #expect(message?.contains("the payload file is not a regular file") == true, "\(message ?? "loaded")")
    #expect(throws: ScenarioError.self) { try ScenarioLoader().load(file: root + "/scenarios/pipe.json") }
  }

  /// Every command that reads a file refuses a FIFO instead of blocking on it: parse, lint,
  /// matrix, device push, a golden trace beside a scenario, and a device journal.
  @Test func commandsRefuseAPipeInsteadOfBlocking() throws {
    let root = try temporaryFolder(["a.json": scenarioText(steps: #"{"advance":"1s"}"#)])
    #expect(mkfifo(root + "/pipe.json", 0o600) == 0)
    for arguments in [
      ["parse", root + "/pipe.json", "--platform", "ios"], ["lint", root + "/pipe.json", "--platform", "ios"],
      ["matrix", root + "/pipe.json"],
    ] {
      let result = runCLI(arguments)
      #expect(result.status != .success, "\(arguments)")
      #expect(result.err.contains("not a regular file"), "\(arguments): \(result.err)")
    }
    #expect(mkfifo(root + "/a.trace.jsonl", 0o600) == 0)
    let run = runCLI(["run", root + "/a.json"])
    #expect(run.status != .success)
    #expect((run.out + run.err).contains("not a regular file"), "\(run.out)\(run.err)")
    let state = root + "/device"
    #expect(runCLI(["device", "create", "d", "--platform", "ios", "--state", state]).status == .success)
    let push = runCLI(["device", "push", "d", root + "/pipe.json", "--state", state])
    #expect(push.err.contains("not a regular file"), "\(push.err)")
    try FileManager.default.removeItem(atPath: state + "/journal.json")
    #expect(mkfifo(state + "/journal.json", 0o600) == 0)
    let center = runCLI(["device", "center", "d", "--state", state])
    #expect(center.status != .success)
    #expect(center.err.contains("not a regular file"), "\(center.err)")
  }

  /// Payload and scenario files over the loader's limits are refused before they are parsed.
  @Test func filesOverTheLimitsAreRefused() throws {
    let root = try temporaryFolder(["big.json": #"{"aps":{"alert":""# + String(repeating: "x", count: 2_000) + #""}}"#])
    let scenarioPath = root + "/s.json"
    _ = FileManager.default.createFile(atPath: scenarioPath, contents: Data(Self.scenario(payloadFile: "big.json").utf8))
    var loader = ScenarioLoader()
    loader.maxPayloadBytes = 1_000
    #expect(throws: ScenarioError.self) { try loader.load(file: scenarioPath) }
    do {
      _ = try loader.load(file: scenarioPath)
    } catch {
      #expect(error.message.contains("payloadFile \"big.json\": the payload file is 2020 bytes; the limit is 1000 bytes"), "\(error)")
      #expect(error.line == 1)
    }
    loader.maxScenarioBytes = 50
    do {
      _ = try loader.load(file: scenarioPath)
      Issue.record("a scenario file over the limit loaded")
    } catch {
      #expect(error.message.hasPrefix("the scenario file is "), "\(error)")
      #expect(error.message.hasSuffix("bytes; the limit is 50 bytes"))
    }
    do {
      _ = try loader.load(bytes: Array(Self.scenario(payloadFile: "big.json").utf8), file: "mem.json")
      Issue.record("scenario bytes over the limit loaded")
    } catch {
      #expect(error.message.contains("larger than the limit of 50 bytes"), "\(error)")
    }
  }

  /// `pushsim parse` and `lint` read at most 16 MB from a file or standard input.
  @Test func theCommandLineBoundsPayloadInput() throws {
    let root = try temporaryFolder(["small.json": "{}"])
    let path = root + "/huge.json"
    let huge = Data(repeating: UInt8(ascii: " "), count: (16 << 20) + 10)
    _ = FileManager.default.createFile(atPath: path, contents: huge)
    let fromFile = runCLI(["parse", path, "--platform", "ios"])
    #expect(fromFile.status == .invalidInput)
    #expect(fromFile.err.contains("the limit is 16777216 bytes"), "\(fromFile.err)")
    var err = ""
    let status = CommandLineTool.run(
      ["lint", "-", "--platform", "android"], stdin: { [UInt8](huge) }, stdout: { _ in }, stderr: { err += $0 })
    #expect(status == .invalidInput)
    #expect(err.contains("standard input is over the limit of 16777216 bytes"), "\(err)")
  }
}
