import Testing

@testable import PushSim

/// ``ServiceExtensionRun``, the service extension's state machine: which content is shown, and
/// when empty content hides the notification (R-NSE-4, R-NSE-5).
struct ServiceExtensionRunTests {
  static let original = NotificationContent(title: "Hello", body: "World")

  /// Empty content hides the notification only when the app may filter; otherwise it has no
  /// alert text and the original is shown. Content that only strips the text while keeping a
  /// badge is not empty: the original is shown even when the app may filter.
  @Test(arguments: [
    (NotificationContent(), true, ServiceExtensionRun.End.suppressed),
    (NotificationContent(), false, .completed(shown: original, usedOriginal: true)),
    (NotificationContent(badge: 3), true, .completed(shown: original, usedOriginal: true)),
    (NotificationContent(body: "Changed"), true, .completed(shown: NotificationContent(body: "Changed"), usedOriginal: false)),
  ])
  func emptyContentHidesOnlyWithFiltering(content: NotificationContent, mayFilter: Bool, end: ServiceExtensionRun.End) {
    let run = ServiceExtensionRun(
      response: .completes(after: .seconds(1), with: content), original: Self.original, budget: .seconds(30),
      mayFilter: mayFilter)
    #expect(run.end == end)
    #expect(run.endsAfter == .seconds(1))
  }

  /// The entitlement needs `apns-push-type: alert`: without it the system shows the original.
  @Test func filteringNeedsTheAlertPushType() throws {
    var app = AppBehavior()
    app.serviceExtension = ScriptedServiceExtension(suppresses: true)
    app.notificationFilteringEntitlement = true
    let device = SimulatedDevice(platform: .iOS, state: .background, app: app)
    try device.receive(json: #"{"aps":{"alert":"Hi","mutable-content":1}}"#, headers: ["apns-push-type": "background"])
    device.advance(by: .zero)
    try device.receive(json: #"{"aps":{"alert":"Hi","mutable-content":1}}"#)
    device.advance(by: .zero)
    #expect(device.tray.count == 2)
    try device.receive(json: #"{"aps":{"alert":"Hi","mutable-content":1}}"#, headers: ["apns-push-type": "alert"])
    device.advance(by: .zero)
    #expect(device.tray.count == 2)
    #expect(device.events(named: "push.dropped").map { $0["reason"] } == ["suppressedByExtension"])
  }
}
