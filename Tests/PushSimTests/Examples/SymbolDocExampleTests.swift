import Foundation
import PushSim
import Testing

/// The examples in the `///` docs of public symbols that name a file or run a scenario, kept
/// naming files that exist and passing (the ScenarioRunner example named a scenario file that
/// was renamed long ago).
struct SymbolDocExampleTests {
  /// `ScenarioRunner`'s example, from the package root as `swift test` runs.
  @Test func scenarioRunnerExample() throws {
    let scenario = try ScenarioLoader().load(
      file: packageRoot.appendingPathComponent("Scenarios/ios/i12-background-push-throttled-newest-held.json").path)
    let result = ScenarioRunner().run(scenario)
    #expect(result.passed, "\(result.failure!)")
  }

  /// Every `Scenarios/…json` path quoted in a `///` comment of the library exists.
  @Test func scenarioPathsInSymbolDocsExist() throws {
    let sources = packageRoot.appendingPathComponent("Sources/PushSim")
    let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
    var quoted: [String] = []
    for file in files.sorted() where file.hasSuffix(".swift") {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") where line.trimmingCharacters(in: .whitespaces).hasPrefix("///") {
        var rest = Substring(line)
        while let start = rest.range(of: "\"Scenarios/") {
          let after = rest[start.upperBound...]
          guard let end = after.firstIndex(of: "\"") else { break }
          quoted.append("Scenarios/" + after[..<end])
          rest = after[end...].dropFirst()
        }
      }
    }
    #expect(!quoted.isEmpty)
    for path in quoted where path.hasSuffix(".json") {
      #expect(FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(path).path), "\(path)")
    }
  }
}
