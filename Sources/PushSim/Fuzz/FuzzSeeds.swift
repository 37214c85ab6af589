/// Seed inputs for the fuzzer: the bundled scenario files, the payloads they push, and a
/// corpus of one payload per line.
public enum FuzzSeeds {
  /// Every scenario file under `folder` (golden traces excluded), as cases.
  public static func scenarioFiles(under folder: String) -> [FuzzCase] {
    FileAccess.jsonFiles(under: folder).compactMap { path in
      guard let bytes = try? FileAccess.read(path, limit: 16 << 20, what: "scenario file") else { return nil }
      return FuzzCase(id: path, bytes: bytes, file: path)
    }
  }

  /// The payload of every push step of the scenarios that load (inline, `payloadFile` and `raw`),
  /// a web push to one of the site's subscriptions (`subscription`) and a push wrapped in
  /// `refused` included (through the wrapper only, however deep).
  public static func payloads(of scenarios: [FuzzCase]) -> [FuzzCase] {
    var cases: [FuzzCase] = []
    for scenario in scenarios {
      guard let loaded = try? ScenarioLoader().load(bytes: scenario.bytes, file: scenario.file) else { continue }
      var number = 0
      for var step in loaded.steps {
        while case .refused(let inner, _) = step { step = inner }
        let payload: [UInt8]
        switch step {
        case .push(_, let bytes, _), .pushToSubscription(_, _, let bytes, _): payload = bytes
        default: continue
        }
        number += 1
        cases.append(FuzzCase(id: "\(scenario.file) push \(number)", bytes: payload))
      }
    }
    return cases
  }

  /// The lines of a corpus file (one payload per line), at most `limit` of them.
  ///
  /// - Throws: ``ScenarioError`` when the file cannot be read.
  public static func corpus(_ path: String, limit: Int = .max) throws(ScenarioError) -> [FuzzCase] {
    let bytes = try FileAccess.read(path, limit: 1 << 30, what: "corpus")
    return bytes.split(separator: UInt8(ascii: "\n")).prefix(limit).enumerated().map { index, line in
      FuzzCase(id: "\(path) line \(index + 1)", bytes: Array(line))
    }
  }
}
