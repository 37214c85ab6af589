import PushSim
import Testing

/// The iOS SDK's early returns on an open (`OSNotificationsManager`): a repeated open of the id
/// opened last in the process, and an in-app message preview, reach no click listener; the open
/// metric skips only the id reported last (`OSUD_LAST_MESSAGE_OPENED`).
struct OneSignalIOSOpenSkipTests {
  /// A OneSignal alert with `custom.i` and an `apns-id`, optionally an in-app message preview.
  static func receive(
    _ device: SimulatedDevice, apnsID: String, notificationId: String, preview: String? = nil, badge: Int? = nil
  ) throws {
    let additional = preview.map { #","a":{"os_in_app_message_preview_id":"\#($0)"}"# } ?? ""
    let badgeKey = badge.map { #","badge":\#($0)"# } ?? ""
    try device.receive(
      json: #"{"aps":{"alert":"Hi"\#(badgeKey)},"custom":{"i":"\#(notificationId)"\#(additional)}}"#,
      headers: ["apns-push-type": "alert", "apns-id": .string(apnsID)])
  }

  static func device(_ state: AppState = .background) -> SimulatedDevice {
    SimulatedDevice(platform: .iOS, sdk: .onesignal, state: state)
  }

  /// The same id tapped twice in one process: the second open is a `duplicateOpen`.
  @Test func aRepeatedOpenInTheSameProcessIsSkipped() throws {
    let device = Self.device()
    try Self.receive(device, apnsID: "a", notificationId: "n-1", badge: 1)
    try device.tap(.id("a"))
    try device.perform(.background)
    // A push's badge, shown without the SDK's extension: its cache does not count it, so only
    // an open would clear it, and the duplicate open does not.
    try Self.receive(device, apnsID: "b", notificationId: "n-1", badge: 2)
    try device.tap(.id("b"))
    #expect(device.badge == 2)
    #expect(device.events(named: "badge").map { $0["value"] } == [1, 0, 2])
    #expect(device.events(named: "delegate.onNotificationOpened").map { $0["notification"] } == ["a"])
    let missed = device.events(named: "delegate.missed")
    #expect(missed.map { $0["reason"] } == ["duplicateOpen"])
    #expect(device.events(named: "metric").filter { $0["name"] == "opened" }.count == 1)
  }

  /// Another id in between does not make the first a duplicate: only the last one counts.
  @Test func onlyTheLastOpenedIdIsADuplicate() throws {
    let device = Self.device()
    try Self.receive(device, apnsID: "a", notificationId: "n-1")
    try Self.receive(device, apnsID: "b", notificationId: "n-2")
    try Self.receive(device, apnsID: "c", notificationId: "n-1")
    for id in ["a", "b", "c"] {
      try device.tap(.id(id))
      try device.perform(.background)
    }
    #expect(device.events(named: "delegate.onNotificationOpened").map { $0["notification"] } == ["a", "b", "c"])
    #expect(device.events(named: "delegate.missed").isEmpty)
    // n-1 was not the last reported when c opened: reported again, as submitNotificationOpened does.
    #expect(device.events(named: "metric").filter { $0["name"] == "opened" }.count == 3)
  }

  /// A preview tapped in between: the id is new to the first check but still the last one
  /// `handleNotificationAction` handled, so the badge is cleared and no listener is called.
  @Test func theLastHandledActionIsSkippedAfterAPreview() throws {
    let device = Self.device()
    try Self.receive(device, apnsID: "a", notificationId: "n-1")
    try device.tap(.id("a"))
    try device.perform(.background)
    try Self.receive(device, apnsID: "p", notificationId: "n-3", preview: "iam-1")
    try device.tap(.id("p"))
    try device.perform(.background)
    try Self.receive(device, apnsID: "b", notificationId: "n-1", badge: 2)
    try device.tap(.id("b"))
    #expect(device.events(named: "delegate.onNotificationOpened").map { $0["notification"] } == ["a"])
    #expect(device.events(named: "delegate.missed").map { $0["reason"] } == ["inAppMessagePreview", "duplicateOpen"])
    #expect(device.badge == 0)
  }

  /// A new process forgets the last opened id, but the user defaults keep the reported one.
  @Test func aNewProcessOpensAgainWithoutReportingAgain() throws {
    let device = Self.device()
    try Self.receive(device, apnsID: "a", notificationId: "n-1")
    try device.tap(.id("a"))
    try device.perform(.kill)
    try Self.receive(device, apnsID: "b", notificationId: "n-1")
    try device.tap(.id("b"))
    #expect(device.events(named: "delegate.onNotificationOpened").map { $0["notification"] } == ["a", "b"])
    #expect(device.events(named: "metric").filter { $0["name"] == "opened" }.count == 1)
  }

  /// An in-app message preview: the tap does nothing for the app, not even the badge clearing.
  @Test func aTappedPreviewReachesNoListener() throws {
    let device = Self.device()
    // The push's badge is not in the SDK's cache: becoming active leaves it, and so does the tap.
    try Self.receive(device, apnsID: "p", notificationId: "n-9", preview: "iam-1", badge: 3)
    try device.tap(.id("p"))
    #expect(device.events(named: "delegate.onNotificationOpened").isEmpty)
    #expect(device.events(named: "delegate.missed").map { $0["reason"] } == ["inAppMessagePreview"])
    #expect(device.events(named: "metric").isEmpty)
    #expect(device.badge == 3)
  }

  /// The same taps without the early returns clear the badge: the check above can fail.
  @Test func anOrdinaryOpenClearsThatBadge() throws {
    let device = Self.device()
    try Self.receive(device, apnsID: "p", notificationId: "n-9", badge: 3)
    try device.tap(.id("p"))
    #expect(device.badge == 0)
  }

  /// In the foreground the SDK answers a preview with no notification: nothing is presented.
  @Test func aPreviewInTheForegroundIsNotPresented() throws {
    let device = Self.device(.foreground)
    try Self.receive(device, apnsID: "p", notificationId: "n-9", preview: "iam-1")
    #expect(device.tray.isEmpty)
    #expect(device.events(named: "delegate.willPresent").first?["options"] == [])
    #expect(device.events(named: "delegate.onWillDisplay").isEmpty)
  }

  /// Android keeps its own handling: the preview tap shows the preview (`action.executed`).
  @Test func androidStillShowsThePreviewOnTap() throws {
    let device = SimulatedDevice(platform: .android, sdk: .onesignal, state: .background)
    try device.receive(
      json: #"{"custom":"{\"i\":\"n-9\",\"a\":{\"os_in_app_message_preview_id\":\"iam-1\"}}","alert":"Hi"}"#)
    try device.tap()
    #expect(device.events(named: "action.executed").map { $0["type"] } == ["inAppMessagePreview"])
    #expect(device.events(named: "delegate.missed").isEmpty)
  }
}
