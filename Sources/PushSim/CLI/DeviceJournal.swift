import Foundation

/// The persisted state of a device `pushsim device` drives: its creation spec and every command
/// applied so far, kept as one scenario file (`journal.json`, SCENARIOS.md format 1) in the
/// device's state folder.
///
/// Nothing else is stored: the simulation is deterministic, so replaying the journal on a fresh
/// ``SimulatedDevice`` rebuilds the whole state (app state, notification center, held pushes,
/// installation, virtual clock, trace). One file replaced atomically
/// (``FileAccess/replaceDurably(_:at:beforeRename:)``) is one consistent state: a crash leaves
/// the old journal or the new one. `pushsim run DIR/journal.json` replays it as any scenario.
struct DeviceJournal {
  /// The journal's file name inside the state folder.
  static let fileName = "journal.json"
  /// The lock file's name: every command holds it from reading to committing.
  static let lockName = "lock"
  /// The largest journal read.
  static let maxBytes = 64 << 20

  /// The device id (its name on the command line and in the trace).
  var name: String
  /// The state folder.
  var folder: String
  /// The device object, with the keys of a scenario's device (`platform`, `sdk`, `state`, …).
  var device: JSONValue
  /// The commands applied so far, each the equivalent scenario step.
  var steps: [JSONValue]
  /// The Kii Cloud application (a scenario's `"kii"` block, `create --kii`), if any.
  var kii: JSONValue? = nil

  /// The journal's path.
  var path: String { Self.path(in: folder) }

  /// The journal's path in a state folder.
  static func path(in folder: String) -> String { (folder as NSString).appendingPathComponent(fileName) }

  /// The journal as scenario text: one step a line, so that a diff or a reader sees commands.
  var text: String {
    var devices = JSONObject()
    devices[name] = device
    var head = JSONObject()
    head["scenario"] = .integer(1)
    head["name"] = .string("Device \(name), driven from the shell with pushsim device")
    head["devices"] = .object(devices)
    if let kii { head["kii"] = kii }
    let opening = String(JSONValue.object(head).serialized().dropLast()) + ",\"steps\":["
    guard !steps.isEmpty else { return opening + "]}\n" }
    return opening + "\n" + steps.map { $0.serialized() }.joined(separator: ",\n") + "\n]}\n"
  }

  /// Reads and checks the journal of device `name` in `folder`.
  ///
  /// - Throws: ``DeviceCommandError`` naming the file and what is wrong: a missing device, or a
  ///   damaged file (truncated, not JSON, another format version, another device), which is
  ///   never reset.
  static func load(name: String, folder: String) throws(DeviceCommandError) -> DeviceJournal {
    let path = path(in: folder)
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: FileAccess.withoutTrailingSlashes(folder), isDirectory: &isFolder), !isFolder.boolValue {
      throw DeviceCommandError(
        "no device \"\(name)\": its state folder \(folder) is a file, not a folder; give another --state DIR or move the file away",
        status: .invalidInput)
    }
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
      throw DeviceCommandError(
        "no device \"\(name)\": \(path) is a folder, not a device journal; move it away or give another --state DIR",
        status: .invalidInput)
    }
    guard FileAccess.exists(path) else {
      throw DeviceCommandError(
        "no device \"\(name)\": \(path) does not exist; create it with pushsim device create \(name) --platform ios|android|web",
        status: .invalidInput)
    }
    let bytes: [UInt8]
    do {
      bytes = try FileAccess.read(path, limit: maxBytes, what: "device journal")
    } catch {
      throw DeviceCommandError.damaged(error.description)
    }
    let document: JSONDocument
    do {
      document = try JSONDocument(bytes: bytes, options: JSONParseOptions(maxBytes: maxBytes, maxDepth: 256, allowsByteOrderMark: false))
    } catch {
      throw DeviceCommandError.damaged("\(path):\(error.line):\(error.column): invalid JSON: \(error.code.message)")
    }
    do {
      _ = try ScenarioLoader().load(bytes: bytes, file: path)
    } catch {
      throw DeviceCommandError.damaged(error.description)
    }
    let devices = document.root["devices"]?.members ?? []
    guard devices.count == 1, let only = devices.first, only.key == name else {
      throw DeviceCommandError.damaged(
        "\(path): the journal is of device " + QuotedValue.names(devices.map(\.key)) + ", not \(QuotedValue.plain(name))")
    }
    let steps = document.root["steps"]?.elements.map { $0.value() } ?? []
    return DeviceJournal(name: name, folder: folder, device: only.value.value(), steps: steps, kii: document.root["kii"]?.value())
  }

  /// The journal as a scenario, checked by ``ScenarioLoader`` (the same syntax as any scenario).
  func scenario() throws(ScenarioError) -> Scenario {
    try ScenarioLoader().load(bytes: Array(text.utf8), file: path)
  }

  /// Replays the journal on fresh devices; `beforeStep` is called before each step runs.
  func replay(
    beforeStep: ((_ step: Int, _ simulation: Simulation) -> Void)? = nil
  ) throws(ScenarioError) -> DeviceReplay {
    let played = ScenarioRunner().play(try scenario(), beforeStep: beforeStep)
    return DeviceReplay(result: played.result, device: played.devices[name], simulation: played.simulation, kii: played.kii)
  }

  /// Writes the journal durably (under the lock the caller holds), removing temporary files a
  /// killed command left behind.
  func commit(beforeRename: () -> Void = {}) throws(DeviceCommandError) {
    let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for file in leftovers where file.hasPrefix(Self.fileName + FileAccess.temporarySuffix) {
      try? FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent(file))
    }
    do {
      try FileAccess.replaceDurably(Array(text.utf8), at: path, beforeRename: beforeRename)
    } catch {
      throw DeviceCommandError("\(error); the state was not changed", status: .failure)
    }
  }
}

/// Why a `pushsim device` command did not run: the message and the exit status.
struct DeviceCommandError: Error, Sendable {
  var message: String
  var status: CommandLineTool.Status

  init(_ message: String, status: CommandLineTool.Status) {
    self.message = message
    self.status = status
  }

  /// A state file that cannot be read back: reported, never reset.
  static func damaged(_ problem: String) -> DeviceCommandError {
    DeviceCommandError(problem + " — the state file is damaged; it was not changed", status: .invalidInput)
  }
}
