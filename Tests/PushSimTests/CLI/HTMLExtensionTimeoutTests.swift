@testable import PushSim
import Testing

/// The HTML report's timeline and a service extension that runs out of time: the marker of
/// `extension.timedOut` says in words which content is shown (its best attempt, or the original
/// and why), above the event's fields.
struct HTMLExtensionTimeoutTests {
  /// Three phones whose extensions take 45 s: one hands a best attempt, one a best attempt
  /// without alert text, one nothing.
  static let scenario = #"""
    {"scenario":1,"name":"Best attempts","devices":{
      "best":{"platform":"ios","state":"background","app":{"serviceExtension":{"takes":"45s","timeWillExpire":{"body":"Open the app"}}}},
      "blank":{"platform":"ios","state":"background","app":{"serviceExtension":{"takes":"45s","timeWillExpire":{"title":"","body":""}}}},
      "none":{"platform":"ios","state":"background","app":{"serviceExtension":{"takes":"45s"}}}},
    "steps":[
      {"push":{"to":["best","blank","none"],"headers":{"apns-push-type":"alert"},"payload":{"aps":{"alert":{"title":"Hi","body":"Secret"},"mutable-content":1}}}},
      {"advance":"30s"},
      {"expect":{"events":[{"event":"extension.timedOut","device":"best","usedOriginal":false}]}}]}
    """#

  /// The hover texts of the `event` markers of `scenario`'s report, in timeline order, after
  /// checking that there are as many as `expected` and that each has the heading of its
  /// device (at `time`) then its sentence.
  static func titles(
    of event: String, in scenario: String, at time: String, expected: [(device: String, sentence: String)],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [String] {
    let (_, tree, _) = try HTMLReportTests().render(["scenario.json": scenario])
    let markers = tree.all { $0.attributes["data-event"] == event }
    let titles = markers.map { $0.all { $0.name == "title" }.first?.allText ?? "" }
    try #require(titles.count == expected.count, sourceLocation: sourceLocation)
    for (title, (device, sentence)) in zip(titles, expected) {
      let lines = title.split(separator: "\n").map(String.init)
      #expect(lines.first == "\(time)  \(device)  \(event)", sourceLocation: sourceLocation)
      #expect(lines.dropFirst().first == sentence, sourceLocation: sourceLocation)
    }
    return titles
  }

  /// Each device's `extension.timedOut` marker has its sentence on the line after the heading,
  /// then the fields (the best attempt as JSON).
  @Test func theTimedOutMarkerSaysWhichContentIsShown() throws {
    let titles = try Self.titles(
      of: "extension.timedOut", in: Self.scenario, at: "30s",
      expected: [
        ("best", "shows: its best attempt"),
        ("blank", "shows: the original (the best attempt has no alert text)"),
        ("none", "shows: the original (no best attempt)"),
      ])
    #expect(titles[0].contains(#"bestAttempt: {"title":"Hi","body":"Open the app"}"#))
    #expect(!titles[2].contains("bestAttempt:"))
  }

  /// Only the extension's end with `usedOriginal` gets a sentence (``HTMLExtensionCompletedTests``
  /// for `extension.completed`): `extension.started`, and an end recorded without
  /// `usedOriginal`, keep the heading and fields alone.
  @Test func otherEventsGetNoSentence() {
    let started = TraceEvent(time: .zero, device: "p", name: "extension.started", fields: ["id": "a", "usedOriginal": true])
    #expect(HTMLTimeline.extensionShown(started) == nil)
    #expect(HTMLTimeline.tooltip(started) == "0s  p  extension.started\nid: a\nusedOriginal: true")
    let old = TraceEvent(time: .zero, device: "p", name: "extension.timedOut", fields: ["id": "a"])
    #expect(HTMLTimeline.extensionShown(old) == nil)
    let completed = TraceEvent(time: .zero, device: "p", name: "extension.completed", fields: ["id": "a"])
    #expect(HTMLTimeline.extensionShown(completed) == nil)
  }
}
