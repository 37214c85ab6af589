import Foundation
@testable import PushSim
import Testing

/// SCENARIOS.md requires only `scenario`, `devices` and `steps` (and a device's `platform`): a
/// scenario without a `name` is named after its file, and a device without a `state` starts in
/// its platform's ``Platform/defaultAppState``. Every other check still applies.
struct ScenarioDefaultsTests {
  /// The smallest scenario SCENARIOS.md allows, as an audit wrote it.
  static let minimal = #"{"scenario":1,"devices":{"p":{"platform":"ios"}},"steps":[]}"#

  /// A name-less scenario with one device of `platform` (no state) that expects `state`.
  static func expecting(_ state: String, on platform: String) -> String {
    #"{"scenario":1,"devices":{"p":{"platform":"\#(platform)"}},"steps":[{"expect":{"center":{"p":{"state":"\#(state)"}}}}]}"#
  }

  /// The audit's scenario loads, is named after its file, and runs (passes, with no steps).
  @Test func minimalScenarioLoadsAndRuns() throws {
    let scenario = try ScenarioLoader().load(bytes: Array(Self.minimal.utf8), file: "Scenarios/minimal.json")
    #expect(scenario.name == "minimal")
    #expect(scenario.devices.map(\.id) == ["p"])
    #expect(scenario.devices.first?.state == .background)
    let result = ScenarioRunner().run(scenario)
    #expect(result.passed, "\(String(describing: result.failure))")
    #expect(result.name == "minimal")
  }

  /// Without a `name`, the file name without its folder and `.json`; `scenario` when nothing is
  /// left. A given name wins.
  @Test func nameFallsBackToTheFileName() throws {
    #expect(ScenarioLoader.defaultName(forFile: "Scenarios/ios/alert-shown.json") == "alert-shown")
    #expect(ScenarioLoader.defaultName(forFile: "mem.json") == "mem")
    #expect(ScenarioLoader.defaultName(forFile: "inline") == "inline")
    #expect(ScenarioLoader.defaultName(forFile: "a.json.json") == "a.json")
    #expect(ScenarioLoader.defaultName(forFile: "folder/") == "folder")
    for empty in ["", "/", ".json", "x/.json"] {
      #expect(ScenarioLoader.defaultName(forFile: empty) == "scenario", "\(empty)")
    }
    let named = #"{"scenario":1,"name":"Given","devices":{"p":{"platform":"ios"}},"steps":[]}"#
    #expect(try ScenarioLoader().load(bytes: Array(named.utf8), file: "x.json").name == "Given")
    #expect(try ScenarioLoader().load(bytes: Array(Self.minimal.utf8), file: "").name == "scenario")
  }

  /// A `name` that is there must still be a non-empty string.
  @Test func aGivenNameIsStillChecked() {
    let empty = loadError(#"{"scenario":1,"name":"","devices":{"p":{"platform":"ios"}},"steps":[]}"#)
    #expect(empty?.hasPrefix("s.json:1:22: \"name\" is empty") == true, "\(String(describing: empty))")
    let number = loadError(#"{"scenario":1,"name":7,"devices":{"p":{"platform":"ios"}},"steps":[]}"#)
    #expect(number?.contains("\"name\" in the scenario must be a string") == true, "\(String(describing: number))")
  }

  /// Each platform's default state: background on iOS and Android, running on the web; the
  /// scenario's device starts there (its center expectation passes).
  @Test(arguments: [(Platform.iOS, AppState.background), (.android, .background), (.web, .running)])
  func eachPlatformStartsInItsDefaultState(platform: Platform, state: AppState) throws {
    #expect(platform.defaultAppState == state)
    #expect(state.exists(on: platform))
    #expect(DeviceSpec(id: "p", platform: platform).state == state)
    let text = Self.expecting(state.rawValue, on: platform.rawValue)
    let scenario = try ScenarioLoader().load(bytes: Array(text.utf8), file: "s.json")
    #expect(scenario.devices.first?.state == state)
    let result = ScenarioRunner().run(scenario)
    #expect(result.passed, "\(String(describing: result.failure))")
    // A state given in the file still wins.
    let other = try #require(platform.appStates.first { $0 != state })
    let given = #"{"scenario":1,"devices":{"p":{"platform":"\#(platform)","state":"\#(other)"}},"steps":[]}"#
    #expect(try ScenarioLoader().load(bytes: Array(given.utf8), file: "s.json").devices.first?.state == other)
  }

  /// A wrong state is still an error listing the platform's states.
  @Test func anInvalidStateIsStillRefused() {
    let message = loadError(#"{"scenario":1,"devices":{"p":{"platform":"ios","state":"killed"}},"steps":[]}"#)
    #expect(
      message == "s.json:1:56: unknown ios app state \"killed\" in device \"p\"; expected one of foreground, background, notRunning, forceQuit",
      "\(String(describing: message))")
    let web = loadError(#"{"scenario":1,"devices":{"p":{"platform":"web","state":"runing"}},"steps":[]}"#)
    #expect(web?.hasSuffix("expected one of visible, running, closed; did you mean \"running\"?") == true, "\(String(describing: web))")
    let number = loadError(#"{"scenario":1,"devices":{"p":{"platform":"android","state":1}},"steps":[]}"#)
    #expect(number?.contains("must be a string: one of foreground, background, killed, forceStopped") == true, "\(String(describing: number))")
  }

  /// The file name shows wherever the name does: the PASS lines, `--json`, JUnit, the HTML
  /// report and the trace's header line per scenario.
  @Test func theFileNameShowsInEveryReport() throws {
    let folder = try temporaryFolder([
      "Scenarios/minimal.json": Self.minimal,
      "Scenarios/web-running.json": Self.expecting("running", on: "web"),
    ])
    let reports = [
      "--junit", folder + "/report.xml", "--html", folder + "/report.html", "--trace", folder + "/trace.jsonl",
    ]
    let text = runCLI(["run", folder + "/Scenarios"] + reports)
    #expect(text.status == .success, "\(text.out)\(text.err)")
    #expect(text.out.contains("PASS minimal\n"), "\(text.out)")
    #expect(text.out.contains("PASS web-running\n"), "\(text.out)")
    #expect(text.out.hasSuffix("2 passed, 0 failed\n"))
    let junit = try String(contentsOfFile: folder + "/report.xml", encoding: .utf8)
    #expect(junit.contains(#"name="minimal""#) && junit.contains(#"name="web-running""#), "\(junit)")
    let html = try String(contentsOfFile: folder + "/report.html", encoding: .utf8)
    #expect(html.contains(#"data-name="minimal""#) && html.contains(#"data-name="web-running""#))
    let trace = try String(contentsOfFile: folder + "/trace.jsonl", encoding: .utf8)
    #expect(trace.contains(#"{"scenario":"minimal","file":"#), "\(trace)")
    #expect(trace.contains(#"{"scenario":"web-running","file":"#), "\(trace)")
    let json = runCLI(["run", folder + "/Scenarios", "--json"])
    #expect(json.status == .success)
    let report = try JSONValue.parse(Array(json.out.utf8))
    let names = report["results"]?.arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
    #expect(Set(names) == ["minimal", "web-running"], "\(json.out)")
  }
}
