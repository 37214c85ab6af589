import Foundation
import Testing

@testable import PushSim

/// `pushsim device push` killed with SIGKILL at random points, many times: the journal always
/// loads and replays, holds the old state or the new one, and keeps every command that was
/// committed before.
struct DeviceCrashTests {
  /// How long each command sleeps at least between its fsynced temporary file and the rename
  /// (``DeviceCommand/pauseVariable``), so that a good share of the kills land in the window
  /// where the new journal is on disk but not yet in place; the test raises it to how long a
  /// command takes on the machine it runs on.
  static let pauseMilliseconds = 40
  static let kills = 80

  /// Starts `pushsim device push phone PAYLOAD --state STATE` and kills it after `delay`
  /// microseconds (or lets it finish first; `nil`: never kills it). Returns whether it exited 0
  /// on its own, and its id.
  static func pushAndKill(
    executable: URL, state: String, payload: String, pauseMilliseconds: Int = pauseMilliseconds, delay: UInt32?
  ) throws -> (exitedZero: Bool, pid: Int32) {
    let process = Process()
    process.executableURL = executable
    process.arguments = ["device", "push", "phone", payload, "--state", state]
    process.environment = [DeviceCommand.pauseVariable: String(pauseMilliseconds)]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    if let delay {
      Thread.sleep(forTimeInterval: Double(delay) / 1_000_000)
      kill(process.processIdentifier, SIGKILL)
    }
    process.waitUntilExit()
    return (process.terminationReason == .exit && process.terminationStatus == 0, process.processIdentifier)
  }

  @Test func killedAtRandomPointsNothingCommittedIsLost() throws {
    let executable = try #require(ExecutableTests.executable, "the pushsim executable is built by swift test")
    let folder = try temporaryFolder([:])
    let state = folder + "/phone"
    #expect(runCLI(["device", "create", "phone", "--platform", "android", "--app-state", "background", "--state", state]).status == .success)
    var random = SplitMix64(seed: 7)
    // Two commands run to their end first (the first on a cold binary): how long the faster
    // takes here (a loaded machine, a sanitizer build) sets the pause before the rename and
    // the span of the kills, so that a good share of the kills still land in that window and
    // some after the command is done.
    let first = folder + "/first.json"
    try #"{"message":{"notification":{"title":"first"}}}"#.write(toFile: first, atomically: false, encoding: .utf8)
    let clock = ContinuousClock()
    var fastest = Int64.max
    for _ in 0..<2 {
      let started = clock.now
      let (exitedZero, _) = try Self.pushAndKill(executable: executable, state: state, payload: first, delay: nil)
      let took = started.duration(to: clock.now)
      #expect(exitedZero)
      fastest = min(fastest, took.components.seconds * 1_000 + took.components.attoseconds / 1_000_000_000_000_000)
    }
    // At most 2 s: 80 runs must stay affordable on a sanitizer build.
    let pause = Int(max(Int64(Self.pauseMilliseconds), min(fastest, 2_000)))
    // The command's own work (the fastest run less its pause) plus the new pause, and half again.
    let longestDelay = UInt32(clamping: max(Int64(Self.pauseMilliseconds) * 2_500, (fastest - Int64(Self.pauseMilliseconds) + Int64(pause)) * 1_500))
    var committed = try DeviceJournal.load(name: "phone", folder: state).steps.map { $0.serialized() }
    #expect(committed.count == 2)
    var finished = 0
    var killedInWindow = 0
    for kill in 0..<Self.kills {
      let payload = folder + "/p\(kill).json"
      let text = #"{"message":{"notification":{"title":"n\#(kill)"},"android":{"notification":{"tag":"t\#(kill % 5)"}}}}"#
      try text.write(toFile: payload, atomically: false, encoding: .utf8)
      // Anywhere from before the process starts its work to after it is done.
      let delay = UInt32.random(in: 0...longestDelay, using: &random)
      let (exitedZero, pid) = try Self.pushAndKill(
        executable: executable, state: state, payload: payload, pauseMilliseconds: pause, delay: delay)
      // A temporary file left behind: killed while writing it (partial), or between its fsync
      // and the rename (the complete new journal beside the old one, which is still the state).
      if let leftover = try? Data(contentsOf: URL(fileURLWithPath: state + "/journal.json.tmp-\(pid)")),
        let document = try? JSONDocument(bytes: [UInt8](leftover))
      {
        killedInWindow += 1
        #expect(document.root["steps"]?.count == committed.count + 1, "kill \(kill): the temporary journal is another state")
      }

      let journal = try DeviceJournal.load(name: "phone", folder: state)
      let steps = journal.steps.map { $0.serialized() }
      let replay = try DeviceCommand.replay(journal)
      #expect(replay.result.failure == nil)
      #expect(steps.count == committed.count || steps.count == committed.count + 1, "kill \(kill): \(steps.count) steps")
      #expect(Array(steps.prefix(committed.count)) == committed, "kill \(kill): a committed command was lost or changed")
      if exitedZero {
        finished += 1
        #expect(steps.count == committed.count + 1, "kill \(kill): the command exited 0 but is not in the journal")
      }
      if steps.count == committed.count + 1 {
        #expect(steps.last?.contains("n\(kill)") == true, "kill \(kill): the new step is not this command's")
      }
      committed = steps
    }
    // The runs covered the three cases: killed early, killed between fsync and rename, done.
    #expect(finished > 0)
    #expect(killedInWindow > 0)
    #expect(committed.count < Self.kills + 2)
    // A later command cleans up what killed ones left behind, and the whole journal replays.
    #expect(runCLI(["device", "advance", "phone", "1s", "--state", state]).status == .success)
    #expect(try FileManager.default.contentsOfDirectory(atPath: state).sorted() == ["journal.json", "lock"])
    #expect(runCLI(["run", state + "/journal.json"]).status == .success)
  }

  /// Commands run at the same time take turns on the state folder's lock: none is lost.
  @Test func concurrentCommandsAreAllKept() throws {
    let executable = try #require(ExecutableTests.executable, "the pushsim executable is built by swift test")
    let folder = try temporaryFolder(["p.json": #"{"message":{"notification":{"title":"x"}}}"#])
    let state = folder + "/phone"
    #expect(runCLI(["device", "create", "phone", "--platform", "android", "--state", state]).status == .success)
    let processes = try (0..<12).map { _ in
      let process = Process()
      process.executableURL = executable
      process.arguments = ["device", "push", "phone", folder + "/p.json", "--state", state]
      process.environment = [DeviceCommand.pauseVariable: "5"]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      return process
    }
    for process in processes {
      process.waitUntilExit()
      #expect(process.terminationStatus == 0)
    }
    #expect(try DeviceJournal.load(name: "phone", folder: state).steps.count == 12)
  }
}
