import Foundation

/// `pushsim device SUBCOMMAND NAME …`: a simulated device driven one process at a time, its
/// whole state persisted in a state folder (``DeviceJournal``).
///
/// Every command reads the journal, replays it, applies the new command as the equivalent
/// scenario step, and commits the journal only when the device accepted the command.
struct DeviceCommand {
  static let help = """
    USAGE: pushsim device <subcommand> NAME [arguments] [--state DIR]

    Drives one simulated device from the shell; each command is a separate process and the
    device's whole state lives in DIR (default .pushsim/devices/NAME) as a scenario file,
    journal.json, that pushsim run can replay. Writes are atomic: a crash keeps the old state
    or the new one.

    SUBCOMMANDS:
      create NAME --platform ios|android|web [--sdk NAME] [--wrapper W] [--app-state STATE]
             [--delegate WHEN] [--options JSON] [--app JSON] [--kii JSON]
                                     Create the device (app state background on iOS and
                                     Android, running on the web, by default); --options and
                                     --app are a scenario device's (app keys such as strings,
                                     stringsdict, serviceExtension with messageIntent or
                                     callIntent, pushKit, liveActivities); --kii is a
                                     scenario's "kii" block (Kii Cloud users, topics, …).
      push NAME FILE|- [--headers JSON] [--subscription N]
                                     A push arrives; prints the trace events it caused. The
                                     headers are a scenario push's (apns-push-type, …; activity
                                     names the Live Activity an ActivityKit push goes to).
                                     Web: --subscription sends it to the endpoint of the site's
                                     subscription N (1 the first; default the current one).
      tap NAME [--id ID|--tag TAG|--latest] [--button INDEX|ACTION] [--text TEXT]
                                     The user taps a notification (the latest by default).
                                     iOS: --text is what the person sends from a text-input
                                     action (app key textInputActions).
      tap NAME --activity ID --button allow|dontAllow
                                     iOS: the person answers the lock screen's prompt on a
                                     push-started Live Activity.
      dismiss NAME [--id ID|--tag TAG|--latest]
                                     The user dismisses a notification.
      dismiss NAME --activity ID     iOS: the person removes a Live Activity from the Lock
                                     Screen.
      app NAME ACTION                open, background, swipeAway, forceQuit, forceStop, kill,
                                     lock, unlock, removeAllNotifications, … (the actions of
                                     scenario app steps).
      app NAME removeNotification --id ID|--tag TAG|--latest
                                     The app's code removes those notifications (reason app).
      advance NAME DURATION          Virtual time passes, e.g. 90s, 1h30m.
      reboot NAME                    The device restarts.
      network NAME online|offline    The device goes on- or offline.
      badge NAME COUNT               iOS: the app sets its badge, 0 or more (0 clears
                                     Notification Center).
      subscribe NAME                 Web: the site calls pushManager.subscribe() (a scenario's
                                     subscribe step): its subscription, or a new one after the
                                     browser expired or dropped it.
      set NAME KEY=VALUE...          Device conditions (doze=true, notificationPermission=false,
                                     doNotDisturb=priorityOnly, directMessagesSetting=false, …);
                                     VALUE is JSON, or else a string.
      kiiSend NAME --as USER --topic TOPIC --message JSON
                                     Kii Cloud: a user (or the administrator) sends a message
                                     to a topic (a scenario's kiiSend step).
      kiiSubscribe NAME --as USER --topic TOPIC
      kiiUnsubscribe NAME --as USER --topic TOPIC
                                     Kii Cloud: a user subscribes to (unsubscribes from) a topic.
      center NAME [--json]           The notifications shown (on Android those Do Not Disturb
                                     hides and the system's bundle), badge, app state, Live
                                     Activities (iOS), installation.
      trace NAME [--json]            The whole trace so far, as JSON lines (always).
      delete NAME                    Remove the device's state (journal.json and lock, then
                                     the folder if it is empty).

    OPTIONS:
      --state DIR                    The device's state folder.
      -h, --help                     Show help information.

    EXIT STATUS: 0 done; 1 the device refused the command (nothing shown to tap, …), or the
    state could not be written; 2 no such device, an existing device on create, a payload the
    device rejects or that is not UTF-8, a damaged state file; 64 a wrong command line (a
    value the device does not accept, an option or a key given twice); 74 standard input or output
    failed (closed, a full disk, a reader gone), after the command was recorded. A refused
    command is not recorded.

    """

  /// The environment variable (tests only) that makes a command sleep this many milliseconds
  /// between writing the new journal and renaming it into place, so a crash test can kill it there.
  static let pauseVariable = "PUSHSIM_TEST_PAUSE_BEFORE_RENAME_MS"

  static let subcommands = [
    "create", "push", "tap", "dismiss", "app", "advance", "reboot", "network", "badge", "subscribe", "set", "center", "trace", "delete",
  ] + KiiStep.kinds

  var subcommand: String
  var name: String
  var folder: String
  /// The positional arguments after the name.
  var arguments: [String] = []
  /// Options by name, without the dashes.
  var options: [String: String] = [:]
  /// Options without a value (`--json`, `--latest`), without the dashes.
  var flags: Set<String> = []
  /// `--json`.
  var json: Bool { flags.contains("json") }

  /// Parses the arguments after `device`.
  static func parse(_ arguments: [String]) throws(UsageError) -> DeviceCommand {
    var rest = arguments[...]
    guard let subcommand = rest.popFirst() else { throw UsageError("missing subcommand", help: help) }
    guard subcommands.contains(subcommand) else {
      var message = "unknown device subcommand \(QuotedValue.argument(subcommand))"
      if let suggestion = Suggestion.closest(to: subcommand, in: subcommands) { message += "; did you mean '\(suggestion)'?" }
      throw UsageError(message, help: help)
    }
    let known = valuedOptions(of: subcommand)
    let flags = flagOptions(of: subcommand)
    var command = DeviceCommand(subcommand: subcommand, name: "", folder: "")
    var positional: [String] = []
    while let argument = rest.popFirst() {
      if argument.hasPrefix("--"), flags.contains(String(argument.dropFirst(2))) {
        guard command.flags.insert(String(argument.dropFirst(2))).inserted else {
          throw UsageError("'\(argument)' is given twice; give it once", help: help)
        }
      } else if argument.hasPrefix("--") {
        let option = String(argument.dropFirst(2))
        guard known.contains(option) else {
          throw UsageError(UsageError.unknownOption(argument, known: (known + flags).map { "--" + $0 }), help: help)
        }
        guard let value = rest.popFirst() else { throw UsageError("missing value for \(QuotedValue.argument(argument))", help: help) }
        // `--button --state DIR`: the next argument is an option, not this one's value.
        if value.hasPrefix("--"), known.contains(String(value.dropFirst(2))) || flags.contains(String(value.dropFirst(2))) {
          throw UsageError("missing value for \(QuotedValue.argument(argument)): the next argument, \(QuotedValue.argument(value)), is an option", help: help)
        }
        guard command.options[option] == nil else { throw UsageError("\(QuotedValue.argument(argument)) is given twice; give it once", help: help) }
        command.options[option] = value
      } else {
        positional.append(argument)
      }
    }
    guard let name = positional.first else { throw UsageError("missing expected argument '<NAME>' (the device name)", help: help) }
    guard isValidName(name) else {
      throw UsageError("invalid device name \(QuotedValue.argument(name)): use letters, digits, '.', '_' and '-', not starting with '.' or '-', at most 64 characters", help: help)
    }
    command.name = name
    command.arguments = Array(positional.dropFirst())
    command.folder = command.options["state"] ?? ".pushsim/devices/\(name)"
    let arity: [String: ClosedRange<Int>] = [
      "push": 1...1, "app": 1...1, "advance": 1...1, "network": 1...1, "badge": 1...1, "set": 1...Int.max,
    ]
    let range = arity[subcommand] ?? 0...0
    guard range.contains(command.arguments.count) else {
      throw UsageError(
        command.arguments.count > range.upperBound
          ? "unexpected argument \(QuotedValue.argument(command.arguments[range.upperBound]))" : "missing argument after '\(name)' for device \(subcommand)",
        help: help)
    }
    if subcommand == "create", command.options["platform"] == nil {
      throw UsageError("missing '--platform <ios|android|web>'", help: help)
    }
    if command.options["id"] != nil, command.options["tag"] != nil {
      throw UsageError("give '--id' or '--tag', not both", help: help)
    }
    try command.checkParityOptions(help: help)
    return command
  }

  /// The options of a subcommand, each taking a value (without the dashes).
  static func valuedOptions(of subcommand: String) -> [String] {
    let valued: [String: [String]] = [
      "create": ["platform", "sdk", "wrapper", "app-state", "delegate", "options", "app", "kii"],
      "push": ["headers", "subscription"], "tap": ["id", "tag", "button", "text", "activity"], "dismiss": ["id", "tag", "activity"], "app": ["id", "tag"],
      "kiiSend": ["as", "topic", "message"], "kiiSubscribe": ["as", "topic"], "kiiUnsubscribe": ["as", "topic"],
    ]
    return (valued[subcommand] ?? []) + ["state"]
  }

  /// The options of a subcommand that take no value (without the dashes).
  static func flagOptions(of subcommand: String) -> [String] {
    switch subcommand {
    case "center", "trace": ["json"]
    case "tap", "dismiss", "app": ["latest"]
    default: []
    }
  }

  /// Whether the arguments after `device` ask for help: `-h`/`--help` in the subcommand's place
  /// or where an option name stands, not as an option's value (`tap an --tag -h` taps the
  /// notification tagged `-h`).
  static func asksForHelp(_ arguments: [String]) -> Bool {
    guard let subcommand = arguments.first else { return false }
    if subcommand == "-h" || subcommand == "--help" { return true }
    let valued = Set(valuedOptions(of: subcommand).map { "--" + $0 })
    return CommandLineOptions.asksForHelp(arguments.dropFirst(), takesValue: valued.contains)
  }

  static func isValidName(_ name: String) -> Bool {
    guard (1...64).contains(name.count), let first = name.first, first != ".", first != "-" else { return false }
    return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }
  }

  /// Runs the command.
  func run(
    stdin: () -> [UInt8], stdout: (String) -> Void, stderr: (String) -> Void,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> CommandLineTool.Status {
    do throws(DeviceCommandError) {
      switch subcommand {
      case "center", "trace":
        let journal = try DeviceJournal.load(name: name, folder: folder)
        let replay = try Self.replay(journal)
        if subcommand == "trace" {
          stdout(replay.simulation.trace.events.map { $0.jsonLine + "\n" }.joined())
        } else {
          stdout(center(of: replay.device, clock: replay.simulation.now, kii: replay.kii))
        }
        return .success
      case "delete":
        let lock = try lockFolder(creating: false)
        defer { FileAccess.unlock(lock) }
        _ = try DeviceJournal.load(name: name, folder: folder)
        unlink(DeviceJournal.path(in: folder))
        try? FileAccess.syncFolder(of: DeviceJournal.path(in: folder))
        removeLockAndEmptyFolder(removingFolder: true)
        stdout("deleted device \"\(name)\" (\(folder))\n")
        return .success
      case "create":
        let existed = FileAccess.isFolder(folder)
        // The folders this command makes (the state folder and its missing parents), removed
        // again if it fails: a refused create leaves the disk as it found it.
        let made = existed ? [] : FileAccess.missingFolders(upTo: folder)
        let lock: Int32
        do {
          lock = try lockFolder(creating: true)
        } catch {
          FileAccess.removeEmptyFolders(made)
          throw error
        }
        var created = false
        // A refused create leaves the folder as it found it; an existing device's lock file is
        // never removed (another command may be waiting on it: a new one would let two in).
        let deviceExists = FileAccess.exists(DeviceJournal.path(in: folder))
        defer {
          FileAccess.unlock(lock)
          if !created, !deviceExists {
            removeLockAndEmptyFolder(removingFolder: !existed)
            FileAccess.removeEmptyFolders(made.dropFirst())
          }
        }
        guard !deviceExists else {
          throw DeviceCommandError(
            "device \"\(name)\" already exists at \(DeviceJournal.path(in: folder)); delete it first (pushsim device delete \(name))",
            status: .invalidInput)
        }
        let journal = DeviceJournal(name: name, folder: folder, device: try deviceSpec(), steps: [], kii: try jsonObjectOption("kii"))
        let replay = try Self.replay(
          journal,
          notLoading: { DeviceCommandError("invalid device: \(Self.withoutJournalPlace($0.message))", status: .usage) },
          failing: { DeviceCommandError("invalid device: \(Self.withoutJournalPlace($0.summary))", status: .usage) })
        try Self.refuseIneffectiveOptions(in: replay.simulation.trace.events[...], given: givesOption, what: "invalid device")
        try journal.commit(beforeRename: pause(environment))
        // The folder's own entry in its parent, for a folder this command made.
        if !existed { try? FileAccess.syncFolder(of: folder) }
        created = true
        stdout(center(of: replay.device, clock: replay.simulation.now, kii: replay.kii))
        return .success
      default:
        let lock = try lockFolder(creating: false)
        defer { FileAccess.unlock(lock) }
        var journal = try DeviceJournal.load(name: name, folder: folder)
        try checkKiiCloud(of: journal)
        // One replay of the journal with the new step: the events from the new step on are the
        // command's; a failure before it means the journal no longer replays.
        let recorded = journal.steps.count
        let path = journal.path
        journal.steps.append(try step(stdin: stdin, warn: { stderr("Warning: \(PrintableText.escaping($0))\n") }))
        var eventsBefore = 0
        let after = try Self.replay(
          journal,
          // The journal loaded, so the new step did not: a value on the command line is wrong.
          notLoading: { DeviceCommandError("invalid \(subcommand) command: \(Self.withoutJournalPlace($0.message))", status: .usage) },
          failing: { failure in
            guard failure.step > recorded else {
              return .damaged("\(path): step \(failure.step) (\(failure.kind)) does not replay: \(failure.summary)")
            }
            return DeviceCommandError(
              "the device refused the \(subcommand) command: \(failure.summary); the command was not recorded", status: .failure)
          },
          beforeStep: { step, simulation in
            if step == recorded + 1 { eventsBefore = simulation.trace.events.count }
          })
        let added = after.simulation.trace.events.dropFirst(eventsBefore)
        try Self.refuseIneffectiveOptions(in: added, given: givesOption, what: "invalid \(subcommand) command")
        try refuseRemovingNothing(added: added, device: after.device)
        if let rejected = added.first(where: { $0.name == "push.rejected" }) {
          let reason = rejected["reason"]?.stringValue ?? "rejected"
          let message = rejected["message"]?.stringValue ?? ""
          // The payload file first, as parse, lint and matrix name it (`empty.json: …`).
          let file = subcommand == "push" ? (arguments[0] == "-" ? "<stdin>: " : "\(arguments[0]): ") : ""
          throw DeviceCommandError(
            "\(file)the push was rejected (\(reason)): \(message); the command was not recorded", status: .invalidInput)
        }
        try journal.commit(beforeRename: pause(environment))
        stdout(added.map { $0.jsonLine + "\n" }.joined())
        return .success
      }
    } catch {
      // One line: a path (`--state`, a payload file) with a newline cannot forge a second one.
      stderr("Error: \(PrintableText.escaping(error.message))\n")
      return error.status
    }
  }

  /// Replays a journal that loaded; a step that no longer replays means the state is damaged.
  static func replay(_ journal: DeviceJournal) throws(DeviceCommandError) -> DeviceReplay {
    try replay(
      journal, notLoading: { DeviceCommandError.damaged($0.description) },
      failing: { DeviceCommandError.damaged("\(journal.path): step \($0.step) (\($0.kind)) does not replay: \($0.summary)") })
  }

  /// Replays a journal, turning a step that does not load, or a run that fails, into the
  /// error the caller names.
  static func replay(
    _ journal: DeviceJournal, notLoading: (ScenarioError) -> DeviceCommandError,
    failing: (ScenarioFailure) -> DeviceCommandError,
    beforeStep: ((_ step: Int, _ simulation: Simulation) -> Void)? = nil
  ) throws(DeviceCommandError) -> DeviceReplay {
    let replay: DeviceReplay
    do {
      replay = try journal.replay(beforeStep: beforeStep)
    } catch {
      throw notLoading(error)
    }
    if let failure = replay.result.failure { throw failing(failure) }
    return replay
  }

  /// Takes the folder's lock (creating the folder for `create`).
  func lockFolder(creating: Bool) throws(DeviceCommandError) -> Int32 {
    if creating {
      // The folder, or a folder on the way to it, is a file: said as such, not as Foundation's
      // "The operation could not be completed. (NSCocoaErrorDomain error 512.)".
      if FileAccess.exists(FileAccess.withoutTrailingSlashes(folder)) {
        throw DeviceCommandError(
          "cannot create device \"\(name)\": its state folder \(folder) is a file, not a folder; give another --state DIR or move the file away",
          status: .invalidInput)
      }
      if let file = FileAccess.missingFolders(upTo: folder).last.map(FileAccess.parentFolder(of:)), FileAccess.exists(file) {
        throw DeviceCommandError(
          "cannot create device \"\(name)\": \(file), on the way to its state folder \(folder), is a file, not a folder; "
            + "give another --state DIR or move the file away",
          status: .invalidInput)
      }
      do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      } catch {
        throw DeviceCommandError("cannot create the state folder \(folder): \(error.localizedDescription)", status: .failure)
      }
    } else if !FileAccess.exists(DeviceJournal.path(in: folder)) {
      _ = try DeviceJournal.load(name: name, folder: folder)
    }
    do {
      return try FileAccess.lock((folder as NSString).appendingPathComponent(DeviceJournal.lockName))
    } catch {
      throw DeviceCommandError("\(error)", status: .failure)
    }
  }

  /// Removes the lock file, then (when asked) the folder if it is empty: never anything else.
  func removeLockAndEmptyFolder(removingFolder: Bool) {
    unlink((folder as NSString).appendingPathComponent(DeviceJournal.lockName))
    if removingFolder { rmdir(folder) }
  }

  /// The test hook of ``pauseVariable``.
  func pause(_ environment: [String: String]) -> () -> Void {
    guard let text = environment[Self.pauseVariable], let milliseconds = UInt32(text), milliseconds > 0 else { return {} }
    return { Thread.sleep(forTimeInterval: Double(milliseconds) / 1_000) }
  }

  /// The device object of `create`, in a scenario's syntax (checked when the journal loads).
  func deviceSpec() throws(DeviceCommandError) -> JSONValue {
    var device = JSONObject()
    device["platform"] = .string(options["platform"] ?? "")
    if let sdk = options["sdk"] { device["sdk"] = .string(sdk) }
    if let wrapper = options["wrapper"] { device["wrapper"] = .string(wrapper) }
    // Without --app-state, a scenario device's default (Platform.defaultAppState), written into
    // the journal so that the device keeps it whatever a later version's default.
    let platform = Platform(rawValue: options["platform"] ?? "")
    if let state = options["app-state"] ?? platform?.defaultAppState.rawValue { device["state"] = .string(state) }
    if let delegate = options["delegate"] { device["delegate"] = .string(delegate) }
    for key in ["options", "app"] {
      if let value = try jsonObjectOption(key) { device[key] = value }
    }
    return .object(device)
  }

  /// The JSON object an option gives (`--options`, `--app`, `--kii`, `--message`), or `nil`
  /// when the option is not given.
  ///
  /// - Throws: ``DeviceCommandError`` (usage) for text that is not JSON, not an object, or has a
  ///   key twice.
  func jsonObjectOption(_ key: String) throws(DeviceCommandError) -> JSONValue? {
    guard let text = options[key] else { return nil }
    let document: JSONDocument
    do {
      document = try JSONDocument(text)
    } catch {
      throw DeviceCommandError("--\(key) is not valid JSON: \(error)", status: .usage)
    }
    guard document.root.type == .object else {
      throw DeviceCommandError(
        "--\(key) must be a JSON object, e.g. --\(key) '{…}', not \(PayloadIssue.describe(document.root.type))", status: .usage)
    }
    if let problem = UsageError.duplicateKeyProblem(in: document, option: "--\(key)") {
      throw DeviceCommandError(problem, status: .usage)
    }
    if key == "options", let problem = document.root.members.lazy.compactMap({ Self.numberRefusal(option: $0.key, $0.value) }).first {
      throw DeviceCommandError("invalid device: \(problem) (in device \(QuotedValue.plain(name)))", status: .usage)
    }
    if key == "app", let badge = document.root["serviceWorkerAppBadge"], badge.type == .integer || badge.type == .double,
      (badge.wholeNumberValue ?? -1) < 0
    {
      throw DeviceCommandError(
        "invalid device: " + ScenarioLoader.appBadgeRefusal(badge, context: "\"app\" of device \(QuotedValue.plain(name))"), status: .usage)
    }
    return document.root.value()
  }

  /// The scenario step equivalent to this command; `warn` receives the warning for a `push`
  /// payload that has a scenario's top-level keys but does not load as one.
  func step(stdin: () -> [UInt8], warn: (String) -> Void) throws(DeviceCommandError) -> JSONValue {
    var body = JSONObject()
    switch subcommand {
    case "push":
      body["to"] = .string(name)
      let path = arguments[0]
      let bytes: [UInt8]
      do {
        bytes = path == "-" ? stdin() : try FileAccess.read(path, limit: 1 << 20, what: "payload file")
      } catch {
        throw DeviceCommandError(error.description, status: .invalidInput)
      }
      switch MisplacedFileCheck.scenarioGivenAsPayload(bytes, file: path, what: "payload file") {
      case .refusal(let error): throw DeviceCommandError(error.description, status: .invalidInput)
      case .warning(let warning): warn(warning)
      case nil: break
      }
      guard let text = String(bytes: bytes, encoding: .utf8) else {
        throw DeviceCommandError(
          "\(path == "-" ? "<stdin>" : path): the payload is not UTF-8 text; the device journal keeps payloads as text", status: .invalidInput)
      }
      body["raw"] = .string(text)
      if let headers = options["headers"] {
        do throws(UsageError) {
          _ = try PayloadInput.headers(from: headers, help: "")
        } catch {
          throw DeviceCommandError(error.message, status: .usage)
        }
        body["headers"] = (try? JSONDocument(headers))?.root.value()
      }
      if let subscription = options["subscription"] {
        guard let number = Int64(subscription), number >= 1 else {
          throw DeviceCommandError(
            "--subscription takes the number of one of the site's subscriptions, 1 or more (1 is the first, each new one "
              + "from subscribe adds one), not \(QuotedValue.argument(subscription))", status: .usage)
        }
        body["subscription"] = .integer(number)
      }
    case "tap", "dismiss":
      body["device"] = .string(name)
      if let selector = notificationSelector { body["notification"] = selector }
      if let activity = options["activity"] { body["activity"] = .string(activity) }
      if let button = options["button"] { body["button"] = Int64(button).map(JSONValue.integer) ?? .string(button) }
      if let text = options["text"] { body["text"] = .string(text) }
    case "app":
      body["device"] = .string(name)
      body["do"] = .string(arguments[0])
      if let selector = notificationSelector { body["notification"] = selector }
    case _ where KiiStep.kinds.contains(subcommand):
      body["as"] = options["as"].map(JSONValue.string)
      body["topic"] = options["topic"].map(JSONValue.string)
      if let message = try jsonObjectOption("message") { body["message"] = message }
    case "advance":
      return .object(["advance": .string(arguments[0])])
    case "reboot", "subscribe":
      body["device"] = .string(name)
    case "network":
      guard ["online", "offline"].contains(arguments[0]) else {
        throw DeviceCommandError("network takes online or offline, not \(QuotedValue.argument(arguments[0]))", status: .usage)
      }
      body["device"] = .string(name)
      body["online"] = .bool(arguments[0] == "online")
    case "badge":
      guard let count = Int64(arguments[0]), count >= 0 else {
        throw DeviceCommandError(
          "badge takes a count of 0 or more, not \(QuotedValue.argument(arguments[0])): 0 removes the badge (iOS takes a negative count as 0, "
            + "which a push's aps.badge gets a negativeBadge warning for)", status: .usage)
      }
      body["device"] = .string(name)
      body["count"] = .integer(count)
    default:
      body["device"] = .string(name)
      for argument in arguments {
        guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else {
          throw DeviceCommandError("set takes KEY=VALUE arguments, e.g. doze=true; got \(QuotedValue.argument(argument))", status: .usage)
        }
        let key = String(argument[..<equals])
        // Each setting once: the step's object would keep only the last value.
        guard key != "device", body[key] == nil else {
          throw DeviceCommandError(
            key == "device" ? "set: \"device\" is not a setting (the device is NAME)"
              : "set: \(QuotedValue.plain(key)) is given twice; give each setting once (the earlier value would be silently ignored)",
            status: .usage)
        }
        let text = String(argument[argument.index(after: equals)...])
        let document = try? JSONDocument(text)
        if let document, let problem = UsageError.duplicateKeyProblem(in: document, option: "set \(key)") {
          throw DeviceCommandError(problem, status: .usage)
        }
        if let document, let problem = Self.numberRefusal(option: key, document.root) {
          throw DeviceCommandError("invalid set command: \(problem)", status: .usage)
        }
        body[key] = document?.root.value() ?? .string(text)
      }
    }
    return .object([subcommand: .object(body)])
  }
}

extension DeviceCommand {
  /// A loader message without the journal's step number (`in step 7 (app)`), which means
  /// nothing to someone typing one command.
  static func withoutJournalPlace(_ message: String) -> String {
    var text = message
    for pattern in [#"^step \d+ \([A-Za-z]+\): "#, #" \(in step \d+ \([A-Za-z]+\)\)"#, #" in step \d+ \([A-Za-z]+\)"#, #" \(in step \d+\)"#, #" in step \d+"#] {
      while let range = text.range(of: pattern, options: .regularExpression) { text.removeSubrange(range) }
    }
    return text
  }
}
