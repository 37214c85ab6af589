import Foundation
import PushSim
import Testing

/// The folder of scenario files the loader must refuse: `Tests/InvalidScenarios/NAME.json`, each
/// beside `NAME.error`, the error it must give.
let invalidScenarioFolder = packageRoot.appendingPathComponent("Tests/InvalidScenarios").path

/// The invalid scenarios' names (without `.json`), sorted.
let invalidScenarios: [String] = {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: invalidScenarioFolder)) ?? []
  return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
}()

/// Scenario files as data-driven tests of the loader's refusals: each file in
/// `Tests/InvalidScenarios/` is loaded and must be refused with the error its `.error` file
/// gives, `LINE:COLUMN: message` (the message says where and what was expected; a file that
/// loads, or an error that moved or changed its words, fails). In the expected text `<root>`
/// stands for the folder and `…` for any run of text (for lists that grow, such as the trace's
/// event names). A refused file cannot be a bundled scenario, since `pushsim run Scenarios`
/// must pass: this is where such files live.
struct InvalidScenarioTests {
  /// The folder is not empty, and every file has its pair.
  @Test func everyInvalidScenarioHasItsExpectedError() throws {
    #expect(invalidScenarios.count >= 20)
    let names = try FileManager.default.contentsOfDirectory(atPath: invalidScenarioFolder)
    for name in names {
      let stem = name.hasSuffix(".json") ? String(name.dropLast(5)) : name.hasSuffix(".error") ? String(name.dropLast(6)) : name
      #expect(names.contains(stem + ".json"), "\(name) has no \(stem).json")
      #expect(names.contains(stem + ".error"), "\(name) has no \(stem).error")
    }
  }

  /// Each file is refused with its expected error.
  @Test(arguments: invalidScenarios)
  func theLoaderRefusesIt(_ name: String) throws {
    let file = invalidScenarioFolder + "/" + name + ".json"
    let expected = try String(contentsOfFile: invalidScenarioFolder + "/" + name + ".error", encoding: .utf8)
      .trimmingCharacters(in: .whitespacesAndNewlines)
      .replacingOccurrences(of: "<root>", with: invalidScenarioFolder)
    do {
      _ = try ScenarioLoader(root: invalidScenarioFolder).load(file: file)
      Issue.record("\(name).json loaded; expected: \(expected)")
    } catch {
      #expect(error.file == file)
      let actual = "\(error.line):\(error.column): \(error.message)"
      #expect(Self.matches(actual, expected), "\(name).json: \(actual)")
    }
  }

  /// `…` in the expected text matches any run of text, the rest matches exactly.
  static func matches(_ actual: String, _ expected: String) -> Bool {
    let parts = expected.components(separatedBy: "…")
    guard parts.count > 1 else { return actual == expected }
    guard actual.hasPrefix(parts[0]), actual.hasSuffix(parts[parts.count - 1]),
      actual.count >= parts[0].count + parts[parts.count - 1].count
    else { return false }
    var rest = actual.dropFirst(parts[0].count).dropLast(parts[parts.count - 1].count)
    for part in parts.dropFirst().dropLast() {
      guard let range = rest.range(of: part) else { return false }
      rest = rest[range.upperBound...]
    }
    return true
  }

  /// The wildcard matcher itself: exact without `…`, anchored at both ends with it.
  @Test func theWildcardMatchesOnlyWhatItShould() {
    #expect(Self.matches("a b c", "a b c"))
    #expect(!Self.matches("a b c d", "a b c"))
    #expect(Self.matches("one of x, y, z; did you mean x?", "one of …; did you mean x?"))
    #expect(!Self.matches("one of x; did you mean y?", "one of …; did you mean x?"))
    #expect(Self.matches("a-1-b-2-c", "a…1…b…c"))
    #expect(!Self.matches("a-2-b-1-c", "a…1…2…z"))
    #expect(!Self.matches("ab", "ab…ab"))
  }

  /// `pushsim run` on the folder fails every file (exit status 2, a refused scenario), never
  /// passes one.
  @Test func theCommandLineRefusesEveryFile() {
    let result = runCLI(["run", invalidScenarioFolder])
    #expect(result.status == .invalidInput)
    #expect(result.out.contains("0 passed, \(invalidScenarios.count) failed"), "\(result.out)")
  }
}
