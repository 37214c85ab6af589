import Testing

@testable import PushSim

/// OneSignal on iOS, a push carrying an in-app message preview (`os_in_app_message_preview_id`
/// in its additional data), against the released v5 manager (OneSignal-iOS-SDK at 4164b0f0;
/// byteworks-ch fork at 26030fa9) and `OSMessagingController.m` (OneSignal-iOS-SDK at 02a19e53): in the foreground the
/// SDK completes `willPresent` with no notification, without the foreground listener, through
/// `finishProcessingNotification`, whose `handleIAMPreview` has the in-app messaging module
/// show the preview; a tap on a preview shows it and reaches no click listener.
struct OneSignalIOSInAppMessagePreviewTests {
  static let payload = #"{"aps":{"alert":"Preview"},"custom":{"i":"p-1","a":{"os_in_app_message_preview_id":"iam-7"}}}"#

  /// A OneSignal iOS device in `state`; `ownDelegate`: the app's own notification-center
  /// delegate answers `willPresent` with banner and list.
  static func device(_ state: AppState, ownDelegate: Bool = false) -> SimulatedDevice {
    var app = AppBehavior()
    app.willPresent = [.banner, .list]
    app.oneSignalOwnNotificationCenterDelegate = ownDelegate
    return SimulatedDevice(platform: .iOS, sdk: .onesignal, state: state, app: app)
  }

  /// The preview actions recorded, as their preview ids.
  static func previews(_ device: SimulatedDevice) -> [JSONValue?] {
    device.events(named: "action.executed").filter { $0["type"] == "inAppMessagePreview" }.map { $0["parameters"]?["previewId"] }
  }

  /// In the foreground the preview is shown, no listener hears of it, the SDK answers 0 and the
  /// app delegate's legacy didRRN comes before that answer.
  @Test func inTheForegroundThePreviewShowsAndNothingIsPresented() throws {
    let device = Self.device(.foreground)
    try device.receive(json: Self.payload, headers: alertHeaders)
    #expect(Self.previews(device) == ["iam-7"])
    #expect(device.events(named: "delegate.onWillDisplay").isEmpty)
    #expect(device.events(named: "notification.displayed").isEmpty)
    let names = device.eventNames.filter { $0.hasPrefix("delegate.") || $0 == "action.executed" }
    #expect(names == ["action.executed", "delegate.didReceiveRemoteNotification", "delegate.willPresent"])
    #expect(device.events(named: "delegate.willPresent").first?["answeredBy"] == "onesignal")
  }

  /// The completion goes through `finishProcessingNotification`, so an app with its own
  /// notification-center delegate gets `willPresent` with the system's handler and its answer
  /// presents the preview's notification after all.
  @Test func theAppsOwnDelegateStillAnswers() throws {
    let device = Self.device(.foreground, ownDelegate: true)
    try device.receive(json: Self.payload, headers: alertHeaders)
    let answer = try #require(device.events(named: "delegate.willPresent").first)
    #expect(answer["forwardedBy"] == "onesignal")
    #expect(answer["handler"] == "system")
    #expect(device.events(named: "notification.displayed").count == 1)
    #expect(Self.previews(device) == ["iam-7"])
  }

  /// A tap on a preview posted while the app was in the background shows the preview and calls
  /// no click listener, reports no open.
  @Test func aTapShowsThePreviewWithoutTheClickListener() throws {
    let device = Self.device(.background)
    try device.receive(json: Self.payload, headers: alertHeaders)
    try device.tap()
    #expect(Self.previews(device) == ["iam-7"])
    #expect(device.events(named: "delegate.onNotificationOpened").isEmpty)
    #expect(device.events(named: "metric").isEmpty)
    #expect(device.events(named: "delegate.missed").map { $0["reason"] } == ["inAppMessagePreview"])
  }
}
