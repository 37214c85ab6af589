import Foundation

/// `pushsim run PATH... [--trace FILE|-] [--json] [--junit FILE|-] [--html FILE|-] [--record] [--root DIR]`:
/// replays scenario files and folders.
struct RunCommand {
  var paths: [String] = []
  var root: String?
  var tracePath: String?
  var json = false
  var junitPath: String?
  var htmlPath: String?
  var record = false

  static let help = """
    USAGE: pushsim run PATH... [--trace FILE|-] [--json] [--junit FILE|-] [--html FILE|-]
                           [--record] [--root DIR]

    Replays scenario files, or every scenario (*.json with a top-level "scenario" key) below
    each folder, and prints one line per scenario, then "N passed, N failed". A scenario with a
    recorded trace beside it (NAME.trace.jsonl) must also produce that trace exactly; a
    difference fails with a line diff, and a golden trace that cannot be read (a folder, a
    pipe, unreadable) is an error for that scenario.
    Exit status: 0 all passed, 1 a scenario failed, 2 a file is not a valid scenario (or its
    golden trace cannot be read), 64 a wrong command line (an option given twice, two outputs
    at one path, two outputs on standard output (- for two of --trace, --junit, --html, or one
    of them with --json), an output at a file the run reads: a scenario file, a golden trace, a
    payloadFile; an output at a folder; --root not a folder or not holding a PATH), 74 an output could not be written (a report, the trace, a golden trace
    with --record; a reader gone, a full disk), after the summary.
    An output given as - goes to standard output; one output at most goes there. The trace
    comes after the scenario lines and before the summary line (which stays the last line);
    a report (--junit -, --html -) is alone there, a whole document to redirect or pipe, and
    the scenario lines and the summary go to standard error.

    ARGUMENTS:
      PATH                    A scenario file or a folder of scenarios.

    OPTIONS:
      --trace FILE|-          Write the traces as JSON lines to FILE (- for standard output).
      --json                  Print the results as JSON instead of text.
      --junit FILE|-          Also write the results as JUnit XML to FILE (for CI; - for
                              standard output).
      --html FILE|-           Also write a picture of the run to FILE (- for standard
                              output): one self-contained HTML page with a timeline per
                              scenario (a lane per device, app states, pushes,
                              notifications, delegate calls), details on hover and click.
      --record                Write each passing scenario's trace beside it as
                              NAME.trace.jsonl (the golden trace later runs compare with).
      --root DIR              The folder payloadFile paths must stay inside: an existing
                              folder holding every PATH (default: the nearest enclosing
                              folder named Scenarios, else the folder given or the file's
                              own folder).
      -h, --help              Show help information.

    """

  /// The options that take a value (the next argument, even `-h`).
  static let valuedOptions: Set<String> = ["--trace", "--junit", "--html", "--root"]
  /// The options that take none.
  static let flags: Set<String> = ["--json", "--record"]

  /// Parses the arguments after `run`: every option is given once (the help's "an option given
  /// twice" is a wrong command line), and `--root` is an existing folder holding every PATH.
  static func parse(_ arguments: [String]) throws(UsageError) -> RunCommand {
    var command = RunCommand()
    var seen: Set<String> = []
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      if valuedOptions.contains(argument) || flags.contains(argument) { try CommandLineOptions.once(argument, seen: &seen, help: help) }
      switch argument {
      case "--trace":
        guard let value = rest.popFirst() else { throw UsageError("missing value for '--trace <FILE|->'", help: help) }
        command.tracePath = value
      case "--json":
        command.json = true
      case "--record":
        command.record = true
      case "--junit":
        guard let value = rest.popFirst() else { throw UsageError("missing value for '--junit <FILE|->'", help: help) }
        command.junitPath = value
      case "--html":
        guard let value = rest.popFirst() else { throw UsageError("missing value for '--html <FILE|->'", help: help) }
        command.htmlPath = value
      case "--root":
        guard let value = rest.popFirst() else { throw UsageError("missing value for '--root <DIR>'", help: help) }
        command.root = value
      default:
        if argument.hasPrefix("-"), argument != "-" {
          throw UsageError(UsageError.unknownOption(argument, known: ["--trace", "--json", "--junit", "--html", "--record", "--root", "--help"]), help: help)
        }
        command.paths.append(argument)
      }
    }
    guard !command.paths.isEmpty else { throw UsageError("missing expected argument '<PATH>'", help: help) }
    // `-` is standard output for every output option; it carries one document at most.
    let onStandardOutput = command.standardOutputOptions
    if command.json, let option = onStandardOutput.first {
      throw UsageError(
        "--json and \(option) - both write to standard output, which would then not be one JSON document; "
          + "write the \(Self.outputName(option)) to a file (\(option) FILE)", help: help)
    }
    if onStandardOutput.count > 1 {
      throw UsageError(
        "'\(onStandardOutput[0]) -' and '\(onStandardOutput[1]) -' both write to standard output; "
          + "give one of them a file (one output at most goes to standard output)", help: help)
    }
    if let root = command.root { try checkRoot(root, holds: command.paths) }
    return command
  }

  /// The output options given `-` (standard output), in the order `--trace`, `--junit`, `--html`.
  var standardOutputOptions: [String] {
    zip(["--trace", "--junit", "--html"], [tracePath, junitPath, htmlPath]).compactMap { $1 == "-" ? $0 : nil }
  }

  /// What an output option writes, for messages.
  static func outputName(_ option: String) -> String {
    switch option {
    case "--junit": "JUnit report"
    case "--html": "HTML report"
    default: "trace"
    }
  }

  /// Runs the scenarios.
  func run(stdout: (String) -> Void, stderr: (String) -> Void, style: TerminalStyle = .plain) -> CommandLineTool.Status {
    // A report on standard output is a document to parse (`> report.xml`, a pipe): it goes
    // there alone, and the lines a person reads go to standard error.
    let document = stdout
    let stdout = junitPath == "-" || htmlPath == "-" ? stderr : stdout
    var results: [ScenarioResult] = []
    var invalid: [ScenarioError] = []
    let style = json ? TerminalStyle.plain : style
    var work: [(loader: ScenarioLoader, file: String)] = []
    for path in paths {
      let loader = ScenarioLoader(root: root ?? Self.defaultRoot(for: path))
      if FileAccess.isFolder(path) {
        let files = FileAccess.jsonFiles(under: path).filter(Self.looksLikeScenario)
        if files.isEmpty {
          let error = ScenarioError(file: path, line: 0, column: 0, message: "no scenario files (*.json with a top-level \"scenario\" key) in this folder")
          invalid.append(error)
          if !json { stdout(style.fail("ERROR") + " \(PrintableText.escaping(error.description))\n") }
        }
        work += files.map { (loader, $0) }
      } else if path == "-", !FileAccess.exists(path) {
        // `run` reads files: a scenario also names its payload files and golden trace beside it.
        let error = ScenarioError(
          file: path, line: 0, column: 0,
          message: "run does not read standard input: give a scenario file or a folder of them (a scenario's payloadFile and "
            + "golden trace are found beside its file); save the scenario to a file first")
        invalid.append(error)
        if !json { stdout(style.fail("ERROR") + " \(PrintableText.escaping(error.description))\n") }
      } else {
        work.append((loader, path))
      }
    }
    do {
      try checkOutputs(against: work)
    } catch {
      stderr("Error: \(PrintableText.escaping(error.message))\n" + error.help)
      return .usage
    }
    // An output that cannot be written is reported after the summary, with the reason.
    var outputFailures: [String] = []
    for (index, item) in work.enumerated() {
      // No progress line when standard output carries JSON, the trace or a report.
      if style.progress, work.count > 1, !json, standardOutputOptions.isEmpty {
        stdout(style.progressLine(index + 1, of: work.count, file: PrintableText.escaping(item.file)))
      }
      do throws(ScenarioError) {
        let scenario = try item.loader.load(file: item.file)
        var result = ScenarioRunner().run(scenario)
        switch Self.golden(for: &result, file: item.file, steps: scenario.steps.count, record: record) {
        case .unreadable(let error)?:
          // Reported as the scenario's error; the other scenarios still run.
          throw error
        case .unwritable(let failure)?:
          outputFailures.append(failure)
        case nil:
          break
        }
        results.append(result)
        if !json { stdout(style.clearProgress + Self.line(for: result, style: style)) }
      } catch {
        invalid.append(error)
        if !json { stdout(style.clearProgress + style.fail("ERROR") + " \(PrintableText.escaping(error.description))\n") }
      }
    }
    // Each output to its file, or (`-`) to standard output before the summary line.
    let outputs: [(option: String, path: String?, text: () -> String)] = [
      ("--junit", junitPath, { JUnitReport(results: results, invalid: invalid).xml }),
      ("--html", htmlPath, { HTMLReport(results: results, invalid: invalid).html }),
      ("--trace", tracePath, { Self.traceText(results) }),
    ]
    for output in outputs {
      guard let path = output.path else { continue }
      if path == "-" {
        document(output.text())
      } else if let failure = FileAccess.writeFailure(output.text(), to: path) {
        outputFailures.append("cannot write the \(Self.outputName(output.option)) to \(path): \(failure)")
      }
    }
    let passed = results.filter(\.passed).count
    let failed = results.count - passed + invalid.count
    if json {
      stdout(Self.jsonReport(results: results, invalid: invalid).serialized(pretty: true) + "\n")
    } else {
      stdout("\(passed) passed, \(failed) failed\n")
    }
    if !outputFailures.isEmpty {
      for failure in outputFailures { stderr("Error: \(failure)\n") }
      return .outputFailed
    }
    if !invalid.isEmpty { return .invalidInput }
    return failed == 0 ? .success : .failure
  }

  /// The traces as JSON lines, each scenario's after a line naming it when there are several.
  static func traceText(_ results: [ScenarioResult]) -> String {
    var text = ""
    for result in results {
      if results.count > 1 {
        text += JSONValue.object(["scenario": .string(result.name), "file": .string(result.file ?? "")]).serialized() + "\n"
      }
      text += result.traceJSONLines
    }
    return text
  }

  /// The scenario root for a path: the nearest enclosing folder named `Scenarios` (the path
  /// itself included), else the folder given or the file's folder.
  static func defaultRoot(for path: String) -> String {
    let isFolder = FileAccess.isFolder(path)
    var folder = isFolder ? URL(fileURLWithPath: path) : URL(fileURLWithPath: path).deletingLastPathComponent()
    let own = folder.path
    while folder.path != "/" {
      if folder.lastPathComponent == "Scenarios" { return folder.path }
      folder.deleteLastPathComponent()
    }
    return own
  }

  /// `PASS name` or `FAIL name` with the failure report indented below, each of its lines cut
  /// after 4000 characters (``PrintableText/cuttingLine(_:)``).
  static func line(for result: ScenarioResult, style: TerminalStyle = .plain) -> String {
    // Names and failure texts come from scenario files: escaped, they cannot forge a line.
    let name = PrintableText.cuttingLine(Substring(PrintableText.escaping(result.name)))
    guard let failure = result.failure else { return style.pass("PASS") + " \(name)\n" }
    let location = result.file.map { "  in \(PrintableText.cuttingLine(Substring(PrintableText.escaping($0))))\n" } ?? ""
    let report = PrintableText.escaping(failure.description, keepingNewlines: true)
    return style.fail("FAIL") + " \(name)\n\(location)" + report.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + PrintableText.cuttingLine($0) }.joined(separator: "\n") + "\n"
  }

  /// The results as JSON.
  static func jsonReport(results: [ScenarioResult], invalid: [ScenarioError]) -> JSONValue {
    let items: [JSONValue] = results.map { result in
      var object: JSONObject = ["name": .string(result.name), "file": result.file.map(JSONValue.string) ?? .null, "passed": .bool(result.passed)]
      if let failure = result.failure {
        object["failure"] = .object([
          "step": .integer(Int64(failure.step)), "kind": .string(failure.kind), "summary": .string(failure.summary),
          "details": .array(failure.details.map(JSONValue.string)),
        ])
      }
      return .object(object)
    }
    let errors: [JSONValue] = invalid.map {
      .object(["file": .string($0.file), "line": .integer(Int64($0.line)), "column": .integer(Int64($0.column)), "message": .string($0.message)])
    }
    let passed = results.filter(\.passed).count
    return .object([
      "results": .array(items), "invalid": .array(errors), "passed": .integer(Int64(passed)),
      "failed": .integer(Int64(results.count - passed + invalid.count)),
    ])
  }

  /// Whether a JSON file below a folder is meant as a scenario: it has a top-level "scenario"
  /// key, or it does not parse but mentions one (a broken scenario is reported, not skipped).
  static func looksLikeScenario(_ file: String) -> Bool {
    guard let bytes = try? FileAccess.read(file, limit: 16 << 20, what: "file", regularFileOnly: true) else { return true }
    if let document = try? JSONDocument(bytes: bytes, options: JSONParseOptions(maxBytes: 16 << 20, allowsByteOrderMark: true)) {
      return document.root.hasKey("scenario")
    }
    return String(decoding: bytes, as: UTF8.self).contains("\"scenario\"")
  }
}
