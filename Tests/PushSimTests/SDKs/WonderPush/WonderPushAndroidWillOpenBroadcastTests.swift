import PushSim
import Testing

/// WP-A `NotificationManager.fetchResourcesAndDisplay`: a push that displays nothing still tells
/// the app ("Fire an Intent to notify the application anyway (especially for `data`
/// notifications)"): a `data` push with the local `wonderpushNotificationWillOpen` broadcast,
/// another type through `buildForWillOpenBroadcast()` (the SDK's `…/broadcast` target).
struct WonderPushAndroidWillOpenBroadcastTests {
  static func device(_ state: AppState = .background, app: AppBehavior = AppBehavior()) -> (SimulatedDevice, RecordingDelegate) {
    WonderPushPlatformTests.device(.android, state, app: app)
  }

  static var deepLinkApp: AppBehavior {
    var app = AppBehavior()
    app.wonderPushURLForDeepLink = []
    return app
  }

  /// A `data` push (inferred: no title, no text) is broadcast locally after the received
  /// callback, with the extras `buildIntentForDataNotificationWillOpenLocalBroadcast` puts; no
  /// intent is built, so the deep-link delegate is not asked.
  @Test func dataPushIsBroadcastLocallyAfterTheReceivedCallback() throws {
    let (device, delegate) = Self.device(app: Self.deepLinkApp)
    try device.receive(json: WP.android(#"{"c":"sync"}"#, [("k", "v")]))
    #expect(device.tray.isEmpty)
    let broadcast = try #require(device.events(named: "action.executed").last)
    #expect(broadcast["type"] == "broadcast")
    #expect(
      broadcast["parameters"]
        == ["notificationType": "data", "fromUserInteraction": false, "automaticOpen": true, "buttonIndex": -1])
    #expect(delegate.methods == ["onNotificationReceived"])
    #expect(device.eventNames.suffix(2) == ["delegate.onNotificationReceived", "action.executed"])
    #expect(device.events(named: "delegate.urlForDeepLink").isEmpty)
  }

  /// A declared `simple` push without a title or a text shows nothing and sends the
  /// notification-will-open intent for the `…/broadcast` target, whose building asks the
  /// deep-link delegate first.
  @Test func declaredSimplePushWithoutTextSendsTheBroadcastIntent() throws {
    let (device, _) = Self.device(.foreground, app: Self.deepLinkApp)
    try device.receive(json: WP.android(#"{"c":"x","type":"simple","alert":{"tag":"t"}}"#))
    #expect(device.tray.isEmpty)
    let call = try #require(device.events(named: "delegate.urlForDeepLink").first)
    #expect(call["url"] == "wonderpush://notificationOpen/broadcast")
    #expect(call["buttonIndex"] == .null)
    let broadcast = try #require(device.events(named: "action.executed").last)
    #expect(broadcast["parameters"]?.objectValue?["url"] == "wonderpush://notificationOpen/broadcast")
    #expect(broadcast["parameters"]?.objectValue?["notificationType"] == "simple")
    // At WP-A 04f45282 the builder stores false under the key the tracking activity reads.
    #expect(broadcast["parameters"]?.objectValue?["fromUserInteraction"] == false)
    #expect(device.eventNames.suffix(2) == ["delegate.urlForDeepLink", "action.executed"])
  }

  /// Without a visible window the tracking activity of a non-`data` push's intent does not start
  /// (Android 10+, as for `autoOpen`): the delegate is asked, nothing is broadcast, and the
  /// broadcast's record says it was blocked and why, after the delegate's call. A `data` push's
  /// local broadcast needs no activity and is sent in the background.
  @Test func nonDataBroadcastIsBlockedOutOfTheForeground() throws {
    for state in [AppState.background, .killed] {
      let (device, _) = Self.device(state, app: Self.deepLinkApp)
      try device.receive(json: WP.android(#"{"c":"x","type":"simple","alert":{"tag":"t"}}"#))
      #expect(device.tray.isEmpty)
      #expect(device.events(named: "delegate.urlForDeepLink").count == 1)
      let blocked = try #require(device.events(named: "action.executed").first)
      #expect(blocked["type"] == "broadcast")
      #expect(blocked["parameters"]?.objectValue?["url"] == "wonderpush://notificationOpen/broadcast")
      let result = blocked["result"]?.stringValue ?? ""
      #expect(result.hasPrefix("not broadcast, not opened:"))
      #expect(result.contains("no visible window") && result.contains("Android 10+ blocks"))
      #expect(device.eventNames.suffix(2) == ["delegate.urlForDeepLink", "action.executed"])
      try device.receive(json: WP.android(#"{"c":"sync"}"#, [("k", "v")]))
      let sent = try #require(device.events(named: "action.executed").last)
      #expect(sent["result"]?.stringValue?.hasPrefix("nothing displayed:") == true)
    }
  }

  /// With Cordova, the blocked broadcast gives the JS no `notificationOpen` and no miss: only
  /// the SDK's record says it was blocked.
  @Test func blockedBroadcastGivesCordovaNothing() throws {
    let (device, _) = WonderPushPlatformTests.device(.android, .background, wrapper: .cordova)
    try device.receive(json: WP.android(#"{"c":"x","type":"simple","alert":{"tag":"t"}}"#))
    #expect(device.events(named: "action.executed").map { $0["type"] } == ["broadcast"])
    #expect(device.events(named: "delegate.notificationOpen").isEmpty)
    #expect(device.events(named: "delegate.missed").filter { $0["method"] == "notificationOpen" }.isEmpty)
  }

  /// `autoDrop` handles the push: nothing is broadcast; a displayed push broadcasts nothing
  /// at reception either.
  @Test func autoDropAndDisplayedPushesBroadcastNothing() throws {
    let (device, _) = Self.device()
    try device.receive(json: WP.android(#"{"c":"d","type":"data","alert":{"autoDrop":true}}"#))
    try device.receive(json: WP.android(#"{"c":"s","alert":{"text":"Shown"}}"#))
    #expect(device.events(named: "action.executed").isEmpty)
    #expect(device.tray.count == 1)
  }

  /// `autoOpen` sends the notification's intent instead (no broadcast at reception), and a push
  /// for another installation (`_wp.@`) is ignored before anything runs.
  @Test func autoOpenAndAnotherInstallationsPushBroadcastNothing() throws {
    let (device, _) = Self.device()
    try device.receive(json: WP.android(#"{"c":"o","type":"data","alert":{"autoOpen":true}}"#))
    try device.receive(json: WP.android(#"{"c":"x","@":"someone-else"}"#))
    #expect(device.events(named: "action.executed").map { $0["type"] } == ["autoOpen"])
    #expect(device.events(named: "push.dropped").count == 1)
  }
}
