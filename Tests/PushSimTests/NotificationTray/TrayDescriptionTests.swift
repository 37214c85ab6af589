import Testing

@testable import PushSim

/// What a test sees when it prints the tray or a notification shown, or when a failed `#expect`
/// shows one: the notification's fields, never the center's storage (payload bytes, the
/// decoder, `(unknown context at $…)` with a memory address that changes from run to run).
struct TrayDescriptionTests {
  static func shownOnIOS() throws -> SimulatedDevice {
    let device = SimulatedDevice(platform: .iOS, state: .background)
    try device.receive(
      json: #"{"aps":{"alert":{"title":"Order shipped","body":"Arriving Tuesday"}},"order":"A-7"}"#,
      headers: ["apns-push-type": "alert"])
    return device
  }

  @Test func aNotificationShownShowsWhatItShows() throws {
    let shown = try #require(try Self.shownOnIOS().tray.latest)
    #expect(shown.isKeptAsOrigin)  // the storage that used to print
    #expect(
      String(describing: shown)
        == #"DisplayedNotification(id: "apns-1", title: Optional("Order shipped"), subtitle: nil, body: Optional("Arriving Tuesday"), "#
        + #"tag: nil, replacementKey: Optional("apns-1"), channel: nil, attachments: [], restored: false, postedBySDK: false, "#
        + #"isGroupSummary: false, hasGeneratedTag: false, sortKey: nil, extras: {}, when: nil, people: [], "#
        + #"isRepeatCall: false, displayedAt: t=0.000s)"#)
  }

  @Test func theTrayShowsItsNotificationsAndBadge() throws {
    let device = try Self.shownOnIOS()
    try device.receive(json: #"{"aps":{"badge":2}}"#, headers: ["apns-push-type": "alert"])
    let text = String(describing: device.tray)
    #expect(text.hasPrefix(#"NotificationTray(count: 1, badge: Optional(2), notifications: [PushSim.DisplayedNotification(id: "apns-1", title: Optional("Order shipped")"#))
    #expect(String(describing: try Self.shownOnIOS().tray) == String(describing: try Self.shownOnIOS().tray))
  }

  @Test(arguments: [Platform.iOS, .android, .web])
  func noStorageShows(platform: Platform) throws {
    let payload = switch platform {
    case .iOS: #"{"aps":{"alert":{"title":"Hi"},"mutable-content":1}}"#
    case .android: #"{"message":{"notification":{"title":"Hi"},"android":{"notification":{"tag":"t","event_time":"2026-01-01T00:00:01Z"}}}}"#
    case .web: #"{"title":"Hi","tag":"t"}"#
    }
    var app = AppBehavior()
    if platform == .iOS { app.serviceExtension = ScriptedServiceExtension(attach: ["a.png"]) }
    let device = SimulatedDevice(platform: platform, state: platform.defaultAppState, app: app)
    try device.receive(json: payload, headers: platform == .iOS ? ["apns-push-type": "alert"] : PushHeaders())
    device.advance(by: .zero)
    #expect(device.tray.count == 1)
    var dumped = ""
    dump(device.tray, to: &dumped)
    for text in [String(describing: device.tray), String(reflecting: device.tray), dumped] {
      #expect(text.contains(#"title: Optional("Hi")"#) || text.contains(#"title: "Hi""#))
      for leak in ["unknown context", "storage", "Storage", "bytes", "TrayIndex", "tagLinks", "Indirect", "decoder"] {
        #expect(!text.contains(leak), "\(leak) in \(text)")
      }
    }
  }
}
