import Foundation

/// Reading files with a size bound checked before the read, and confinement of relative paths
/// to a root folder (symlinks resolved).
enum FileAccess {
  /// The bytes of a file, refusing files over `limit` before reading them.
  ///
  /// Unless `regularFileOnly` is `false`, anything but a regular file (a FIFO that would block the read
  /// forever, a device such as `/dev/zero`, a socket) is refused before it is opened.
  static func read(_ path: String, limit: Int, what: String, regularFileOnly: Bool = true) throws(ScenarioError) -> [UInt8] {
    // A name that is not valid UTF-8 reaches here repaired (U+FFFD): opened by its raw bytes.
    if mayBeRepairedName(path) { return try readByRawName(path, limit: limit, what: what, regularFileOnly: regularFileOnly) }
    let url = URL(fileURLWithPath: path)
    let attributes: [FileAttributeKey: Any]
    do {
      attributes = try FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path)
    } catch {
      throw ScenarioError(file: path, line: 0, column: 0, message: "cannot read the \(what): no such file, or it is not readable")
    }
    if let type = attributes[.type] as? FileAttributeType, type == .typeDirectory {
      throw ScenarioError(file: path, line: 0, column: 0, message: "the \(what) is a folder, expected a file")
    }
    if regularFileOnly, let type = attributes[.type] as? FileAttributeType, type != .typeRegular {
      throw ScenarioError(file: path, line: 0, column: 0, message: "the \(what) is not a regular file (a pipe, a device, a socket or a broken symlink), expected a file")
    }
    if let size = attributes[.size] as? NSNumber, size.intValue > limit {
      throw ScenarioError(
        file: path, line: 0, column: 0, message: "the \(what) is \(size.intValue) bytes; the limit is \(limit) bytes")
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw ScenarioError(file: path, line: 0, column: 0, message: "cannot open the \(what)")
    }
    defer { try? handle.close() }
    let data = (try? handle.read(upToCount: limit + 1)) ?? Data()
    guard data.count <= limit else {
      throw ScenarioError(file: path, line: 0, column: 0, message: "the \(what) is over the limit of \(limit) bytes")
    }
    return [UInt8](data)
  }

  /// Resolves `relative` against the folder of `file`, and checks that the result (symlinks
  /// resolved) stays inside `root`.
  ///
  /// - Returns: the resolved path, or `nil` when it escapes the root.
  static func confined(_ relative: String, from file: String, root: String?) -> String? {
    let base = URL(fileURLWithPath: file).deletingLastPathComponent()
    let target = (relative.hasPrefix("/") ? URL(fileURLWithPath: relative) : base.appendingPathComponent(relative))
      .standardizedFileURL.resolvingSymlinksInPath()
    let rootURL = URL(fileURLWithPath: root ?? base.path).standardizedFileURL.resolvingSymlinksInPath()
    let rootPath = rootURL.path.hasSuffix("/") ? rootURL.path : rootURL.path + "/"
    return target.path.hasPrefix(rootPath) ? target.path : nil
  }

  /// Every `*.json` file below a folder, sorted by path.
  static func jsonFiles(under folder: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var files: [String] = []
    while let item = enumerator.nextObject() as? String {
      if item.hasSuffix(".json") { files.append((folder as NSString).appendingPathComponent(item)) }
    }
    return files.sorted()
  }

  /// Whether the path is a folder.
  static func isFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
  }

  /// Writes text to a file atomically and durably (``replaceDurably(_:at:beforeRename:)``: a
  /// temporary file in the same folder, fsynced, renamed, the folder fsynced), so a reader
  /// never sees half a report, even after a crash. Returns `false` when it cannot.
  static func write(_ text: String, to path: String) -> Bool {
    writeFailure(text, to: path) == nil
  }

  /// Writes `text` to `path` durably; returns why it failed (the system call and `errno`'s
  /// text), or `nil`.
  static func writeFailure(_ text: String, to path: String) -> String? {
    do {
      try replaceDurably(Array(text.utf8), at: path)
      return nil
    } catch {
      return error.description
    }
  }

  /// Whether a regular file exists at `path`.
  static func exists(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
  }
}
