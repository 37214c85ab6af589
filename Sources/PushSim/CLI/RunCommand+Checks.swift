import Foundation

/// `run`'s golden traces, and the checks of its command line that look at the files: `--root`,
/// and output paths that would collide with each other or overwrite what the run reads.
extension RunCommand {
  /// Why a golden trace could not be used.
  enum GoldenProblem: Error {
    /// The golden trace exists but cannot be read (a folder, a pipe, unreadable): the
    /// scenario's error, as an invalid scenario's.
    case unreadable(ScenarioError)
    /// `--record` could not write it: `cannot write the golden trace PATH: REASON`, reported
    /// after the summary as the other outputs' failures.
    case unwritable(String)
  }

  /// Compares a result with its golden trace (a difference is the result's failure), or
  /// records it; returns why the golden trace could not be read or written.
  static func golden(for result: inout ScenarioResult, file: String, steps: Int, record: Bool) -> GoldenProblem? {
    let path = GoldenTrace.path(forScenario: file)
    let actual = result.traceJSONLines
    if record {
      guard result.passed else { return nil }  // a failing scenario's trace is not a reference
      return FileAccess.writeFailure(actual, to: path).map { .unwritable("cannot write the golden trace \(path): \($0)") }
    }
    // Anything at the path (a folder, a pipe, a broken symlink) is meant as the golden trace.
    guard result.passed, FileIdentity.anythingAt(path) else { return nil }
    let expected: [UInt8]
    do {
      expected = try FileAccess.read(path, limit: 64 << 20, what: "golden trace")
    } catch {
      return .unreadable(error)
    }
    result.failure = GoldenTrace.mismatch(
      expected: String(decoding: expected, as: UTF8.self), actual: actual, file: path, steps: steps)
    return nil
  }

  /// Checks that `--root` is an existing folder holding every path given: payload files must
  /// stay inside it and are found relative to their scenario file, so a scenario outside it
  /// could use none.
  static func checkRoot(_ root: String, holds paths: [String]) throws(UsageError) {
    guard FileIdentity.anythingAt(root) else { throw UsageError("'--root' \(root) does not exist; expected a folder", help: help) }
    guard FileAccess.isFolder(root) else { throw UsageError("'--root' \(root) is not a folder", help: help) }
    let rootPath = FileIdentity.resolved(root)
    let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
    for path in paths {
      let resolved = FileIdentity.resolved(path)
      guard resolved == rootPath || resolved.hasPrefix(prefix) else {
        throw UsageError("'\(path)' is not inside '--root' \(root); give a root folder that holds every scenario", help: help)
      }
    }
  }

  /// A file name for an output option's example: `report.html` for `--html`.
  static func exampleName(of option: String) -> String {
    switch option {
    case "--html": "report.html"
    case "--junit": "report.xml"
    default: "trace.jsonl"
    }
  }

  /// Checks the output paths (`--trace FILE`, `--junit FILE`, `--html FILE`, and with `--record` each
  /// scenario's golden trace) before anything runs: no two explicit outputs at one file (the
  /// same path, or two names of one file), and no output at a file the run reads: a scenario
  /// file, a golden trace (written by `--record` only) or a payload file a scenario's
  /// `payloadFile` names; and no output at a folder.
  func checkOutputs(against work: [(loader: ScenarioLoader, file: String)]) throws(UsageError) {
    var outputs: [(option: String, path: String)] = []
    if let tracePath, tracePath != "-" { outputs.append(("--trace", tracePath)) }
    if let junitPath, junitPath != "-" { outputs.append(("--junit", junitPath)) }
    if let htmlPath, htmlPath != "-" { outputs.append(("--html", htmlPath)) }
    guard !outputs.isEmpty || record else { return }
    // A folder cannot be written as a file: said before the run, not after it as a failed rename.
    if let folder = outputs.first(where: { FileAccess.isFolder($0.path) }) {
      throw UsageError(
        "'\(folder.option) \(folder.path)' is a folder; give the path of a file to write (such as \(Self.exampleName(of: folder.option)) in it)",
        help: Self.help)
    }
    let identities = outputs.map { FileIdentity($0.path) }
    for (index, output) in outputs.enumerated() {
      for earlier in outputs.indices.prefix(index) where identities[earlier] == identities[index] {
        throw UsageError(
          "'\(outputs[earlier].option) \(outputs[earlier].path)' and '\(output.option) \(output.path)' write the same file; "
            + "give each output its own file", help: Self.help)
      }
    }
    var inputs: [(identity: FileIdentity, what: String)] = []
    for (loader, file) in work {
      let scenario = FileIdentity(file)
      let golden = FileIdentity(GoldenTrace.path(forScenario: file))
      for (index, output) in outputs.enumerated() {
        if identities[index] == scenario {
          throw UsageError("'\(output.option) \(output.path)' would overwrite the scenario file \(file)", help: Self.help)
        }
        if identities[index] == golden {
          throw UsageError(
            "'\(output.option) \(output.path)' would overwrite the golden trace of \(file); --record writes golden traces",
            help: Self.help)
        }
      }
      inputs.append((scenario, "the scenario file \(file)"))
      for payload in Self.payloadFiles(of: file, root: loader.root) {
        inputs.append((FileIdentity(payload.path), "\(payload.path), the payloadFile of step \(payload.step) of \(file)"))
      }
    }
    var written = outputs.enumerated().map { (name: "'\($1.option) \($1.path)'", identity: identities[$0]) }
    if record {
      written += work.map { ("'--record' (the golden trace of \($0.file))", FileIdentity(GoldenTrace.path(forScenario: $0.file))) }
    }
    for output in written {
      for input in inputs where input.identity == output.identity {
        throw UsageError("\(output.name) would overwrite \(input.what); write outputs to files the run does not read", help: Self.help)
      }
    }
  }

  /// The payload files a scenario file's `push` steps name (`payloadFile`), also inside a
  /// `refused` step, resolved as the
  /// loader resolves them (symlinks and `..` included), with their 1-based step numbers. A file
  /// that does not parse, and a path the loader refuses, name none: the run reports them.
  static func payloadFiles(of file: String, root: String?) -> [(step: Int, path: String)] {
    let limit = ScenarioLoader().maxScenarioBytes
    guard let bytes = try? FileAccess.read(file, limit: limit, what: "scenario file", regularFileOnly: true),
      let document = try? JSONDocument(bytes: bytes, options: JSONParseOptions(maxBytes: limit, maxDepth: 256, allowsByteOrderMark: true)),
      let steps = document.root["steps"], steps.type == .array
    else { return [] }
    return steps.elements.enumerated().compactMap { index, step in
      let push = step["push"] ?? step["refused"]?["step"]?["push"]
      guard step.type == .object, let relative = push?["payloadFile"]?.stringValue, !relative.isEmpty,
        let path = FileAccess.confined(relative, from: file, root: root)
      else { return nil }
      return (index + 1, path)
    }
  }
}

/// Which file a path names: its absolute, standardized path with symlinks resolved, and, when
/// the file exists, its device and inode (a hard link or another name of the same file).
struct FileIdentity: Equatable {
  var path: String
  var node: (device: UInt64, inode: UInt64)?

  init(_ path: String) {
    self.path = Self.resolved(path)
    var info = stat()
    if stat(path, &info) == 0 { node = (UInt64(info.st_dev), UInt64(info.st_ino)) }
  }

  static func == (left: FileIdentity, right: FileIdentity) -> Bool {
    if left.path == right.path { return true }
    guard let a = left.node, let b = right.node else { return false }
    return a == b
  }

  /// The absolute, standardized path, symlinks resolved.
  static func resolved(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }

  /// Whether anything is at the path, a broken symlink included (`lstat`).
  static func anythingAt(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }
}
