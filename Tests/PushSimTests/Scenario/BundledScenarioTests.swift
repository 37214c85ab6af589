import Foundation
import PushSim
import Testing

/// The package root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Every bundled scenario file (a `*.json` below Scenarios/ with a top-level "scenario" key).
let bundledScenarios: [String] = {
  let folder = packageRoot.appendingPathComponent("Scenarios").path
  guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
  var files: [String] = []
  while let item = enumerator.nextObject() as? String {
    guard item.hasSuffix(".json") else { continue }
    let path = folder + "/" + item
    guard let data = FileManager.default.contents(atPath: path) else { continue }
    // A file that does not parse but mentions "scenario" is kept, so that it fails loudly.
    let document = try? JSONDocument(bytes: [UInt8](data), options: JSONParseOptions(allowsByteOrderMark: true))
    let isScenario = document?.root.hasKey("scenario") ?? String(decoding: data, as: UTF8.self).contains("\"scenario\"")
    guard isScenario else { continue }
    files.append(item)
  }
  return files.sorted()
}()

/// `swift test` replays every file in Scenarios/ as its own test case.
struct BundledScenarioTests {
  /// The scenario folder is not empty: an empty library must not pass silently.
  @Test func scenarioFolderIsNotEmpty() {
    #expect(!bundledScenarios.isEmpty)
  }

  /// Each bundled scenario loads and passes.
  @Test(arguments: bundledScenarios)
  func bundledScenarioPasses(_ file: String) throws {
    let root = packageRoot.appendingPathComponent("Scenarios").path
    let scenario = try ScenarioLoader(root: root).load(file: root + "/" + file)
    let result = ScenarioRunner().run(scenario)
    #expect(result.failure == nil, "\(file): \(result.failure?.description ?? "")")
    // Every field the run wrote is one a matcher may name (the loader refuses the others).
    for event in result.events where !event.name.hasPrefix("delegate.") {
      let fields = TraceVocabulary.fields(of: event.name)
      #expect(fields != nil, "\(file): event \(event.name) is not in TraceVocabulary.events")
      for (key, _) in event.fields {
        #expect(fields?.contains(key) == true, "\(file): \(event.name) wrote \(key), not in TraceVocabulary.events")
      }
    }
  }

  /// Two runs of the same scenario give byte-identical traces.
  @Test(arguments: bundledScenarios)
  func bundledScenarioTraceIsDeterministic(_ file: String) throws {
    let root = packageRoot.appendingPathComponent("Scenarios").path
    let scenario = try ScenarioLoader(root: root).load(file: root + "/" + file)
    let first = ScenarioRunner().run(scenario).traceJSONLines
    let second = ScenarioRunner().run(try ScenarioLoader(root: root).load(file: root + "/" + file)).traceJSONLines
    #expect(!first.isEmpty)
    #expect(first == second)
  }

  /// Each bundled scenario keeps its golden trace (NAME.trace.jsonl) and still produces it, so a
  /// change of behaviour shows in review. Re-record with `swift run pushsim run Scenarios --record`.
  @Test(arguments: bundledScenarios)
  func bundledScenarioMatchesItsGoldenTrace(_ file: String) throws {
    let root = packageRoot.appendingPathComponent("Scenarios").path
    let scenario = try ScenarioLoader(root: root).load(file: root + "/" + file)
    let golden = GoldenTrace.path(forScenario: root + "/" + file)
    let recorded = try #require(
      FileManager.default.contents(atPath: golden), "\(file) has no golden trace; run swift run pushsim run Scenarios --record")
    let mismatch = GoldenTrace.mismatch(
      expected: String(decoding: recorded, as: UTF8.self), actual: ScenarioRunner().run(scenario).traceJSONLines,
      file: golden, steps: scenario.steps.count)
    #expect(mismatch == nil, "\(mismatch?.description ?? "")")
  }
}
