import Foundation

#if canImport(Glibc)
  import Glibc
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  import Darwin
  private let systemWrite = Darwin.write
#endif

/// Durable replacement of a file and an exclusive lock, for state that must survive a crash.
extension FileAccess {
  /// Why a durable write or a lock failed: the system call, the path and the `errno` text.
  struct WriteError: Error, Sendable, CustomStringConvertible {
    var path: String
    var operation: String
    var code: Int32

    var description: String { "cannot \(operation) \(path): \(String(cString: strerror(code)))" }
  }

  /// The suffix of the temporary files ``replaceDurably(_:at:beforeRename:)`` writes.
  static let temporarySuffix = ".tmp-"

  /// Replaces the file at `path` with `bytes` so that a crash at any instant (kill -9, power
  /// loss) leaves either the old file or the new one, never a torn one.
  ///
  /// The bytes go to a temporary file in the same folder (`NAME.tmp-PID`), which is written in
  /// full and `fsync`ed; then it is renamed over `path` (atomic within a file system) and the
  /// folder is `fsync`ed so the rename itself is on disk before this returns.
  ///
  /// - Parameter beforeRename: called between the file's `fsync` and the rename (a test hook
  ///   that widens the window a crash test aims at).
  static func replaceDurably(_ bytes: [UInt8], at path: String, beforeRename: () -> Void = {}) throws(WriteError) {
    let temporary = path + temporarySuffix + String(getpid())
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    // Named by the file asked for: the temporary name beside it is this function's own.
    guard descriptor >= 0 else { throw WriteError(path: path, operation: "create", code: errno) }
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        let code = errno
        close(descriptor)
        unlink(temporary)
        throw WriteError(path: temporary, operation: "write", code: code)
      }
      written += count
    }
    guard fsync(descriptor) == 0 else {
      let code = errno
      close(descriptor)
      unlink(temporary)
      throw WriteError(path: temporary, operation: "fsync", code: code)
    }
    close(descriptor)
    beforeRename()
    guard rename(temporary, path) == 0 else {
      let code = errno
      unlink(temporary)
      throw WriteError(path: path, operation: "rename \(temporary) to", code: code)
    }
    try syncFolder(of: path)
  }

  /// `fsync`s the folder holding `path`, so a rename or a removal in it is durable.
  static func syncFolder(of path: String) throws(WriteError) {
    let folder = parentFolder(of: path)
    let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw WriteError(path: folder, operation: "open the folder", code: errno) }
    defer { close(descriptor) }
    guard fsync(descriptor) == 0 else { throw WriteError(path: folder, operation: "fsync the folder", code: errno) }
  }

  /// `path` without its trailing slashes (`state/` is `state`; `/` stays `/`): a file named with
  /// one (`f/`) is not found by `stat`, which wants a folder there, so a check that the path is
  /// a file looks at this.
  static func withoutTrailingSlashes(_ path: String) -> String {
    var bytes = Array(path.utf8)
    while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The folder holding `path`: what comes before its last component, trailing slashes aside;
  /// `.` for a name alone, `/` for a name at the root. (Foundation's
  /// `NSString.deletingLastPathComponent` traps on Linux for a one-character name, `S` or `S/`.)
  static func parentFolder(of path: String) -> String {
    var bytes = Array(path.utf8)
    while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "." }
    var end = slash
    while end > 0, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
    return end == 0 ? "/" : String(decoding: bytes[..<end], as: UTF8.self)
  }

  /// The folders from `path` up that do not exist yet, `path` first: what
  /// `createDirectory(withIntermediateDirectories:)` would make, so that a command that fails
  /// can remove them again (``removeEmptyFolders(_:)``).
  static func missingFolders(upTo path: String) -> [String] {
    var missing: [String] = []
    var current = path
    // Anything at the path (a file, a folder, a link) stops the walk: only what is absent is made.
    while !FileManager.default.fileExists(atPath: current), (try? FileManager.default.destinationOfSymbolicLink(atPath: current)) == nil {
      missing.append(current)
      let parent = parentFolder(of: current)
      guard parent != current else { break }
      current = parent
    }
    return missing
  }

  /// Removes each folder that is empty, in the order given (deepest first): never a file, and
  /// never a folder that holds anything.
  static func removeEmptyFolders(_ folders: some Sequence<String>) {
    for folder in folders { rmdir(folder) }
  }

  /// Takes an exclusive `flock` on `path` (created if missing), waiting for another holder.
  /// The kernel releases it when the process ends, however it ends.
  ///
  /// - Returns: the descriptor; pass it to ``unlock(_:)``.
  static func lock(_ path: String) throws(WriteError) -> Int32 {
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw WriteError(path: path, operation: "open the lock file", code: errno) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        let code = errno
        close(descriptor)
        throw WriteError(path: path, operation: "lock", code: code)
      }
    }
    return descriptor
  }

  /// Releases a lock from ``lock(_:)``.
  static func unlock(_ descriptor: Int32) {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
