@testable import PushSim
import Testing

/// The HTML report's timeline and a service extension that finishes in time: the marker of
/// `extension.completed` says in words which content is shown — nothing when the extension
/// suppressed the notification (a `push.dropped` `suppressedByExtension` follows for that
/// push, R-NSE-5), the original when its content had no alert text (`usedOriginal`, R-NSE-4),
/// else the extension's content — above the event's fields.
struct HTMLExtensionCompletedTests {
  /// Three phones whose extensions finish in a second: one passes empty content with the
  /// filtering entitlement, one passes empty content without it, one rewrites the body.
  static let scenario = #"""
    {"scenario":1,"name":"Extension ends","devices":{
      "filtering":{"platform":"ios","state":"background","app":{"serviceExtension":{"takes":"1s","suppresses":true},"notificationFilteringEntitlement":true}},
      "plain":{"platform":"ios","state":"background","app":{"serviceExtension":{"takes":"1s","suppresses":true}}},
      "rewrites":{"platform":"ios","state":"background","app":{"serviceExtension":{"takes":"1s","body":"Decrypted"}}}},
    "steps":[
      {"push":{"to":["filtering","plain","rewrites"],"headers":{"apns-push-type":"alert"},"payload":{"aps":{"alert":{"title":"Hi","body":"Secret"},"mutable-content":1}}}},
      {"advance":"1s"},
      {"expect":{"events":[
        {"event":"push.dropped","device":"filtering","reason":"suppressedByExtension"},
        {"event":"extension.completed","device":"plain","usedOriginal":true},
        {"event":"notification.displayed","device":"rewrites","body":"Decrypted"}]}}]}
    """#

  /// Each device's `extension.completed` marker has its sentence on the line after the
  /// heading, then the fields.
  @Test func theCompletedMarkerSaysWhichContentIsShown() throws {
    let titles = try HTMLExtensionTimeoutTests.titles(
      of: "extension.completed", in: Self.scenario, at: "1s",
      expected: [
        ("filtering", "shows: nothing (suppressed by the extension)"),
        ("plain", "shows: the original (the extension's content had no alert text)"),
        ("rewrites", "shows: the extension's content"),
      ])
    for title in titles { #expect(title.split(separator: "\n").dropFirst(2).first == "id: apns-1") }
  }

  /// Only a `push.dropped` `suppressedByExtension` of the same push on the same device, at the
  /// completion's instant, makes it "nothing": another device's, another push's, another
  /// reason, or a later instant's do not.
  @Test func suppressionIsReadFromTheSamePushAtTheSameInstant() {
    func events(_ dropped: TraceEvent) -> [TraceEvent] {
      [TraceEvent(time: .zero, device: "p", name: "extension.completed", fields: ["id": "a", "usedOriginal": false]), dropped]
    }
    func drop(device: String = "p", id: String = "a", reason: String = "suppressedByExtension", at time: Duration = .zero) -> TraceEvent {
      TraceEvent(time: SimInstant(offset: time), device: device, name: "push.dropped", fields: ["id": .string(id), "reason": .string(reason)])
    }
    #expect(HTMLTimeline.suppressedByExtension(at: 0, in: events(drop())))
    #expect(!HTMLTimeline.suppressedByExtension(at: 0, in: events(drop(device: "q"))))
    #expect(!HTMLTimeline.suppressedByExtension(at: 0, in: events(drop(id: "b"))))
    #expect(!HTMLTimeline.suppressedByExtension(at: 0, in: events(drop(reason: "forceQuit"))))
    #expect(!HTMLTimeline.suppressedByExtension(at: 0, in: events(drop(at: .seconds(1)))))
    #expect(!HTMLTimeline.suppressedByExtension(at: 0, in: Array(events(drop()).prefix(1))))
  }
}
