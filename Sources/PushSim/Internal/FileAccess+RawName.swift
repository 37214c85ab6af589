import Foundation

#if canImport(Glibc)
  import Glibc
  private let systemRead = Glibc.read
#elseif canImport(Darwin)
  import Darwin
  private let systemRead = Darwin.read
#endif

/// Files whose names are not valid UTF-8 (`p\xff.json`).
///
/// Swift's `CommandLine.arguments` and Foundation's folder listings repair such a name: each
/// invalid byte sequence becomes U+FFFD (`p�.json`), and that repaired name opens nothing. So a
/// path holding U+FFFD that does not exist as written is looked up again by its raw bytes: each
/// component holding U+FFFD is matched against the folder's entries (`readdir`, bytes) whose
/// names repair to the same text, and the file is opened by the raw bytes of the one that
/// matches. Two entries that repair alike are ambiguous and refused, as is no match.
extension FileAccess {
  /// Whether `path` may be a repaired non-UTF-8 name: it holds U+FFFD and nothing exists there
  /// by that (UTF-8) name.
  static func mayBeRepairedName(_ path: String) -> Bool {
    guard path.unicodeScalars.contains("\u{FFFD}") else { return false }
    var info = stat()
    return lstat(path, &info) != 0
  }

  /// The raw bytes of the path on disk whose repaired form is `path`, or why there is none.
  static func rawPath(repairedAs path: String) -> Result<[UInt8], RawNameError> {
    var raw: [UInt8] = path.hasPrefix("/") ? [UInt8(ascii: "/")] : []
    let components = path.split(separator: "/", omittingEmptySubsequences: true)
    for (index, component) in components.enumerated() {
      if index > 0 { raw.append(UInt8(ascii: "/")) }
      guard component.unicodeScalars.contains("\u{FFFD}") else {
        raw += Array(component.utf8)
        continue
      }
      // The folder so far: the current one, `/`, or the path before the separator just added.
      let folder: [UInt8] = index == 0 ? (raw.isEmpty ? [UInt8(ascii: ".")] : raw) : Array(raw.dropLast())
      let matches = entries(of: folder).filter {
        String(decoding: $0, as: UTF8.self).unicodeScalars.elementsEqual(component.unicodeScalars)
      }
      guard matches.count == 1, let match = matches.first else {
        return .failure(matches.isEmpty ? .noMatch : .ambiguous(matches.count))
      }
      raw += match
    }
    return .success(raw)
  }

  /// Why ``rawPath(repairedAs:)`` found no file.
  enum RawNameError: Error, Equatable {
    /// No entry's name repairs to the component.
    case noMatch
    /// That many entries' names repair to the component.
    case ambiguous(Int)
  }

  /// The names in a folder, as bytes (`.` and `..` left out); none when it cannot be read.
  static func entries(of folder: [UInt8]) -> [[UInt8]] {
    guard let directory = opendir(cString(folder)) else { return [] }
    defer { closedir(directory) }
    var names: [[UInt8]] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
        Array(buffer.prefix { $0 != 0 })
      }
      if name != [UInt8(ascii: ".")], name != [UInt8(ascii: "."), UInt8(ascii: ".")] { names.append(name) }
    }
    return names
  }

  /// `bytes` as a NUL-terminated C string.
  static func cString(_ bytes: [UInt8]) -> [CChar] {
    bytes.map { CChar(bitPattern: $0) } + [0]
  }

  /// Reads the file whose repaired name is `path` by its raw bytes, with the checks of
  /// ``read(_:limit:what:regularFileOnly:)`` (made on the open file).
  static func readByRawName(_ path: String, limit: Int, what: String, regularFileOnly: Bool) throws(ScenarioError) -> [UInt8] {
    func failure(_ message: String) -> ScenarioError { ScenarioError(file: path, line: 0, column: 0, message: message) }
    let raw: [UInt8]
    switch rawPath(repairedAs: path) {
    case .success(let found): raw = found
    case .failure(.noMatch):
      throw failure(
        "cannot read the \(what): no such file (the name holds U+FFFD, which stands for bytes that are not UTF-8, and no "
          + "file there has a name that reads so)")
    case .failure(.ambiguous(let count)):
      throw failure(
        "cannot read the \(what): its name is not valid UTF-8 and \(count) files there have names that read as this one "
          + "(U+FFFD for the bytes that are not UTF-8); rename the file")
    }
    let descriptor = open(cString(raw), O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure("cannot read the \(what): it is not readable") }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw failure("cannot read the \(what): it is not readable") }
    if info.st_mode & S_IFMT == S_IFDIR { throw failure("the \(what) is a folder, expected a file") }
    if regularFileOnly, info.st_mode & S_IFMT != S_IFREG {
      throw failure("the \(what) is not a regular file (a pipe, a device, a socket or a broken symlink), expected a file")
    }
    if Int(info.st_size) > limit { throw failure("the \(what) is \(info.st_size) bytes; the limit is \(limit) bytes") }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    while bytes.count <= limit {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        if count < 0 { throw failure("cannot read the \(what): \(String(cString: strerror(errno)))") }
        break
      }
      bytes += chunk[..<count]
    }
    guard bytes.count <= limit else { throw failure("the \(what) is over the limit of \(limit) bytes") }
    return bytes
  }
}
