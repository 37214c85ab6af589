import Foundation
import PushSim
import Testing

/// Actions never run anything or touch the network: a link is recorded, not opened (issue #7
/// item 4).
struct NoSideEffectsTests {
  /// The library's sources use no API that starts a process, opens a connection or a URL.
  @Test func sourcesNeverSpawnOrConnect() throws {
    let sources = URL(fileURLWithPath: scenariosFolder).deletingLastPathComponent().appendingPathComponent("Sources").path
    let forbidden = [
      "Process(", "posix_spawn", "system(", "popen(", "execv", "fork(", "URLSession", "URLRequest", "NSWorkspace",
      "UIApplication.shared.open", "socket(", "connect(", "Data(contentsOf: URL(string", "String(contentsOf: URL(string", "CFStream",
    ]
    var files = (FileManager.default.enumerator(atPath: sources)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }
    files.sort()
    #expect(files.count > 100)
    for file in files {
      let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
      for name in forbidden where text.contains(name) {
        Issue.record("\(file) uses \(name)")
      }
    }
  }

  /// In every bundled scenario, an action that carries a URL or URI says it was recorded, not
  /// opened; and some do carry one, so the check is not empty.
  @Test func linksAreRecordedNotOpened() throws {
    var links = 0
    for path in bundledScenarioFiles() {
      guard let scenario = try? ScenarioLoader().load(file: path) else { continue }
      for event in ScenarioRunner().run(scenario).events where event.name == "action.executed" {
        guard let parameters = event["parameters"]?.objectValue,
          parameters.contains(where: { ["url", "uri"].contains($0.key) && $0.value.stringValue.map { !$0.isEmpty } == true })
        else { continue }
        links += 1
        #expect(event["result"]?.stringValue?.contains("not opened") == true, "\(path): \(event.jsonLine)")
      }
    }
    #expect(links > 5)
  }
}
