import PushSim
import Testing

/// The iOS SDK's early returns on an open (`OSNotificationsManager`): a repeated open of the id
/// opened last in the process, and an in-app message preview, reach no click listener; the open
/// metric skips only the id reported last (`OSUD_LAST_MESSAGE_OPENED`).
struct OneSignalIOSOpenSkipTests {
  /// A OneSignal alert with `custom.i` and an `apns-id`, optionally an in-app message preview.
  static func receive(_ device: SimulatedDevice, apnsID: String, notificationId: String, preview: String? = nil) throws {
    let additional = preview.map { #","a":{"os_in_app_message_preview_id":"\#($0)"}"# } ?? ""
    try device.receive(
      json: #"{"aps":{"alert":"Hi"},"custom":{"i":"\#(notificationId)"\#(additional)}}"#,
      headers: ["apns-push-type": "alert", "apns-id": .string(apnsID)])
  }

  static func device(_ state: AppState = .background) -> SimulatedDevice {
    SimulatedDevice(platform: .iOS, sdk: .onesignal, state: state)
  }

  /// The same id tapped twice in one process: the second open is a `duplicateOpen`.
  @Test func aRepeatedOpenInTheSameProcessIsSkipped() throws {
    let device = Self.device()
    try Self.receive(device, apnsID: "a", notificationId: "n-1")
    try Self.receive(device, apnsID: "b", notificationId: "n-1")
    try device.tap(.id("a"))
    try device.perform(.background)
    try device.tap(.id("b"))
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
    try device.setBadgeCount(3)
    try Self.receive(device, apnsID: "p", notificationId: "n-9", preview: "iam-1")
    try device.tap(.id("p"))
    #expect(device.events(named: "delegate.onNotificationOpened").isEmpty)
    #expect(device.events(named: "delegate.missed").map { $0["reason"] } == ["inAppMessagePreview"])
    #expect(device.events(named: "metric").isEmpty)
    // Becoming active still clears the badge the swizzled setter counted; the open did not.
    #expect(device.events(named: "badge").map { $0["value"] } == [3, 0])
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
