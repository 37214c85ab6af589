import Foundation

/// The folder where the fuzzer's long mode saves the cases it reports (`pushsim-fuzz --out`):
/// each as `TARGET-NAME.bin` (its bytes) and `TARGET-NAME.txt` (its name, file and problem), and
/// `in-flight.txt` naming the case running now.
///
/// Opening it creates the folder when it is missing and refuses a path that cannot hold the
/// findings (a file, a folder that cannot be written), so a long run does not lose what it
/// finds without a word.
public struct FuzzFindingsFolder: Sendable {
  /// Why the folder cannot hold findings, with its path.
  public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path given.
    public var path: String
    /// What is wrong, such as `it is a file, not a folder`.
    public var reason: String

    /// Creates a failure for `path`.
    public init(path: String, reason: String) {
      self.path = path
      self.reason = reason
    }

    /// `--out PATH: REASON; …`.
    public var description: String {
      "--out \(QuotedValue.argument(path)): \(reason); give a folder pushsim-fuzz can create or write to"
    }
  }

  /// The folder's path, as given.
  public let path: String

  /// Opens (creating when missing) the folder at `path`.
  ///
  /// - Throws: ``Failure`` when `path` names something that is not a folder, or a folder that
  ///   cannot be created or written.
  public init(path: String) throws(Failure) {
    self.path = path
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
      guard isFolder.boolValue else { throw Failure(path: path, reason: "it is a file, not a folder") }
    } else {
      do {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      } catch {
        if let file = Self.fileAbove(path) {
          throw Failure(path: path, reason: "the folder cannot be created: \(QuotedValue.argument(file)) is a file")
        }
        throw Failure(path: path, reason: "the folder cannot be created (\(Self.cause(of: error)))")
      }
    }
    guard FileManager.default.isWritableFile(atPath: path) else {
      throw Failure(path: path, reason: "the folder cannot be written")
    }
  }

  /// Where the long mode names the case it is about to run.
  public var inFlightPath: String { file("in-flight.txt") }

  /// Saves `fuzzCase` of `target` with the problem found, and returns the two files' paths.
  ///
  /// - Throws: ``Failure`` when a file cannot be written.
  @discardableResult
  public func save(_ fuzzCase: FuzzCase, target: FuzzTarget, problem: String) throws(Failure) -> [String] {
    let name = String(fuzzCase.id.prefix(60).map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" })
    let base = file("\(target)-\(name)")
    let files = [
      (base + ".bin", Data(fuzzCase.bytes)),
      (base + ".txt", Data("\(fuzzCase.id)\nfile: \(fuzzCase.file)\n\(problem)\n".utf8)),
    ]
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
      throw Failure(path: path, reason: "the folder is gone; \(fuzzCase.id) was not saved")
    }
    for (filePath, contents) in files {
      do {
        try contents.write(to: URL(fileURLWithPath: filePath))
      } catch {
        throw Failure(path: path, reason: "\(QuotedValue.argument(filePath)) cannot be written (\(Self.cause(of: error)))")
      }
    }
    return files.map(\.0)
  }

  /// The nearest existing path above `path` when it is a file, which keeps the folder from
  /// being created.
  private static func fileAbove(_ path: String) -> String? {
    var above = (path as NSString).deletingLastPathComponent
    while !above.isEmpty && above != "/" {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: above, isDirectory: &isFolder) { return isFolder.boolValue ? nil : above }
      above = (above as NSString).deletingLastPathComponent
    }
    return nil
  }

  private func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

  /// The system's reason under Foundation's wrapper, such as `Permission denied`.
  private static func cause(of error: any Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    return underlying?.localizedDescription ?? (error as NSError).localizedDescription
  }
}
