import Foundation
@testable import PushSim
import Testing

/// `PushMatrix`: one payload on every platform it reaches × app state (× wrapper).
struct MatrixTests {
  static func matrix(_ json: String, headers: PushHeaders = [:], sdk: SDK? = nil, wrappers: [Wrapper] = [.native]) throws(PushMatrixError) -> PushMatrix {
    try PushMatrix(payload: Array(json.utf8), headers: headers, sdk: sdk, wrappers: wrappers)
  }

  /// An SDK extension that never calls its handler (Customer.io's, for a push that is not
  /// Customer.io's) times out within its budget, and the cell shows what `run` shows: the
  /// original content, by the system, in the background states.
  @Test func serviceExtensionTimeoutIsPartOfTheCell() throws {
    let matrix = try Self.matrix(#"{"aps":{"mutable-content":1,"alert":{"title":"T","body":"B"}}}"#, headers: alertHeaders, sdk: .customerio)
    for state in [AppState.background, .notRunning, .forceQuit] {
      let cell = try #require(matrix.cell(.iOS, state))
      #expect(cell.serviceExtension == .timedOut)
      #expect(cell.shownBy == "system")
    }
  }

  /// What the SDK's service extension does (Customer.io's `delivered` metric) runs in the
  /// extension's process: it does not wake the app.
  @Test func serviceExtensionWorkDoesNotWakeTheApp() throws {
    let json = #"{"CIO":{"push":{"image":"https://cdn.example.com/a.jpg"}},"CIO-Delivery-ID":"d","CIO-Delivery-Token":"t","aps":{"mutable-content":1,"alert":{"title":"T","body":"B"}}}"#
    let matrix = try Self.matrix(json, headers: alertHeaders, sdk: .customerio)
    for state in [AppState.background, .notRunning, .forceQuit] {
      let cell = try #require(matrix.cell(.iOS, state))
      #expect(cell.serviceExtension == .ran)
      #expect(cell.app == .none, "\(state)")
    }
  }

  /// The most asked question: an alert with content-available to an app the user swiped away is
  /// shown, but didRRN does not run and nothing launches the app (i10); killed by the system
  /// (notRunning) it is launched into the background for didRRN (i9).
  @Test func iosAlertWithContentAvailableForceQuitIsShownWithoutDidRRN() throws {
    let matrix = try Self.matrix(Payloads.alertCA, headers: alertHeaders)
    #expect(matrix.sections.map(\.platform) == [.iOS])
    #expect(matrix.cells.map(\.state) == [.foreground, .background, .notRunning, .forceQuit])
    let forceQuit = try #require(matrix.cell(.iOS, .forceQuit))
    #expect(forceQuit.rule == "i10")
    #expect(forceQuit.delivery == .delivered)
    #expect(forceQuit.shownBy == "system")
    #expect(!forceQuit.callbacks.contains("didReceiveRemoteNotification"))
    #expect(forceQuit.app == .none)
    #expect(forceQuit.tap?.app == .launched)
    #expect(forceQuit.tap?.callbacks.first == "didReceive")
    #expect(forceQuit.explanation?.contains("never launched for didRRN") == true)

    let notRunning = try #require(matrix.cell(.iOS, .notRunning))
    #expect(notRunning.rule == "i9")
    #expect(notRunning.callbacks.contains("didReceiveRemoteNotification"))
    #expect(notRunning.app == .launched)
    #expect(notRunning.tap?.app == .foreground)

    let background = try #require(matrix.cell(.iOS, .background))
    #expect(background.rule == "i8")
    #expect(background.app == .woken)

    let foreground = try #require(matrix.cell(.iOS, .foreground))
    #expect(foreground.rule == "i7")
    #expect(foreground.callbacks.first == "willPresent")
    #expect(foreground.callbacks.contains("didReceiveRemoteNotification"))
    #expect(foreground.shownBy == nil)
    #expect(foreground.notShownReason == "willPresent returned []")
    #expect(foreground.app == .running)
    #expect(foreground.tap == nil)
  }

  /// A plain alert: shown by the system in every state but the foreground, no app code on
  /// receipt, a tap launches a not-running app (i3).
  @Test func iosPlainAlertRunsNoAppCodeUntilTheTap() throws {
    let matrix = try Self.matrix(Payloads.alert, headers: alertHeaders)
    let cell = try #require(matrix.cell(.iOS, .notRunning))
    #expect(cell.rule == "i3")
    #expect(cell.callbacks.isEmpty)
    #expect(cell.app == .none)
    #expect(cell.serviceExtension == .no)
    #expect(cell.tap == MatrixCell.TapOutcome(callbacks: ["didReceive", "onNotificationOpened"], missed: [], app: .launched, opens: nil))
    #expect(matrix.cell(.iOS, .background)?.tap?.app == .foreground)
  }

  /// mutable-content: the matrix's app ships a service extension, which iOS runs in every state.
  @Test func iosMutableContentRunsTheServiceExtension() throws {
    let matrix = try Self.matrix(Payloads.alertMC, headers: alertHeaders)
    #expect(matrix.cells.map(\.rule) == ["i5", "i6", "i6", "i6"])
    #expect(matrix.cells.allSatisfy { $0.serviceExtension == .ran })
  }

  /// A background push to a force-quit app is dropped (i14); to a foreground app, didRRN at once.
  @Test func iosBackgroundPushForceQuitIsDropped() throws {
    let matrix = try Self.matrix(Payloads.background, headers: backgroundHeaders)
    let forceQuit = try #require(matrix.cell(.iOS, .forceQuit))
    #expect(forceQuit.rule == "i14")
    #expect(forceQuit.delivery == .dropped("forceQuit"))
    #expect(forceQuit.callbacks.isEmpty)
    #expect(forceQuit.tap == nil)
    #expect(matrix.cell(.iOS, .foreground)?.rule == "i11")
    #expect(matrix.cell(.iOS, .notRunning)?.app == .launched)
  }

  /// An Android notification message in the background is displayed by the FCM SDK and
  /// onMessageReceived is not called (a2); a tap opens the launcher activity.
  @Test func androidNotificationMessageInTheBackgroundIsShownByTheFCMSDK() throws {
    let matrix = try Self.matrix(Payloads.fcmNotification)
    #expect(matrix.sections.map(\.platform) == [.android])  // gcm.n.* keys: what only a device sees
    #expect(matrix.cells.map(\.rule) == ["a1", "a2", "a3", "a8"])
    let background = try #require(matrix.cell(.android, .background))
    #expect(background.shownBy == "fcm")
    #expect(!background.callbacks.contains("onMessageReceived"))
    #expect(background.tap?.opens == "launcher")
    #expect(background.tap?.callbacks.first == "onNewIntent")
    #expect(matrix.cell(.android, .killed)?.app == .launched)
    #expect(matrix.cell(.android, .foreground)?.callbacks.first == "onMessageReceived")
    #expect(matrix.cell(.android, .foreground)?.shownBy == nil)
  }

  /// A data message reaches onMessageReceived in the background and cold-starts a killed app
  /// (a7); a force-stopped app gets nothing (a8). No service extension exists on Android.
  @Test func androidDataMessageForceStoppedIsNotDelivered() throws {
    let matrix = try Self.matrix(Payloads.fcmData)
    let killed = try #require(matrix.cell(.android, .killed))
    #expect(killed.rule == "a7")
    #expect(killed.callbacks.first == "onMessageReceived")
    #expect(killed.app == .launched)
    #expect(killed.shownBy == nil)
    let stopped = try #require(matrix.cell(.android, .forceStopped))
    #expect(stopped.rule == "a8")
    #expect(stopped.delivery == .dropped("forceStopped"))
    #expect(stopped.callbacks.isEmpty)
    #expect(stopped.tap == nil)
    #expect(matrix.cells.allSatisfy { $0.serviceExtension == .notApplicable })
  }

  /// WebKit's declarative fallback is shown by the browser, not the service worker.
  @Test func theDeclarativeFallbackIsShownByTheBrowser() throws {
    var options = MatrixDevice.defaultOptions
    options.browser = .safari
    var app = AppBehavior()
    app.serviceWorkerShowsNotification = false
    let matrix = try PushMatrix(
      payload: Array(#"{"web_push":8030,"notification":{"title":"T","navigate":"https://x.example/"},"mutable":true}"#.utf8),
      headers: ["ttl": 60], device: MatrixDevice(options: options, app: app))
    let running = try #require(matrix.cell(.web, .running))
    #expect(running.shownBy == "browser")
  }

  /// Web: the service worker shows it; a click navigates; a closed desktop browser gets it only
  /// when it starts (w4: held, the row taken from the web table).
  @Test func webPushRowsAndTheClosedBrowser() throws {
    let matrix = try Self.matrix(Payloads.web)
    #expect(matrix.sections.map(\.platform) == [.web])  // "data" is an object: not an FCM data map
    let running = try #require(matrix.cell(.web, .running))
    #expect(running.rule == "w2")
    #expect(running.shownBy == "serviceWorker")
    #expect(running.callbacks.first == "push")
    #expect(running.tap?.opens == "https://example.com/promo")
    let closed = try #require(matrix.cell(.web, .closed))
    #expect(closed.rule == "w4")
    #expect(closed.delivery == .held("browserClosed"))
    #expect(closed.app == .none)
  }

  /// Where a payload goes follows its shape: APNs → iOS; FCM HTTP v1 → every platform; a flat
  /// object of strings → Android and the web.
  @Test func reachablePlatformsFollowThePayloadShape() throws {
    let v1 = #"{"message":{"token":"t","notification":{"title":"Hi","body":"There"},"data":{"order":"42"}}}"#
    let all = try Self.matrix(v1)
    #expect(all.sections.map(\.platform) == [.iOS, .android, .web])
    #expect(all.sections.map(\.dialect) == [.fcm, .fcm, .fcm])
    #expect(all.cell(.android, .background)?.rule == "a5")
    #expect(all.cell(.iOS, .background)?.rule == "i2")
    let flat = try Self.matrix(#"{"title":"Hi","body":"There"}"#)
    #expect(flat.sections.map(\.platform) == [.android, .web])
    #expect(flat.sections.map(\.kind) == [.data, .webPush])
  }

  /// On iOS in the foreground an SDK that is the notification center's delegate answers
  /// willPresent for its own push: the cell says which SDK and what it returned, and --explain
  /// says so instead of leaving the app's default (nothing shown) as the only explanation.
  @Test func willPresentAnsweredByTheSDKIsExplained() throws {
    let onesignal = #"{"aps":{"alert":{"title":"Hi"}},"custom":{"i":"0d3c5b1e-1111-4a4a-9c9c-000000000001"}}"#
    let matrix = try Self.matrix(onesignal, headers: alertHeaders, sdk: .onesignal)
    let foreground = try #require(matrix.cell(.iOS, .foreground))
    #expect(foreground.shownBy == "system")
    let answer = try #require(foreground.willPresentAnsweredBy)
    #expect(answer.hasPrefix("onesignal: [") && answer.contains("\"banner\""))
    #expect(matrix.text(explain: true).contains("answered by the SDK (the notification center's delegate), not the app: " + answer))
    #expect(matrix.cell(.iOS, .background)?.willPresentAnsweredBy == nil)
    // A plain app answers willPresent itself: no SDK answer.
    let plain = try Self.matrix(Payloads.alert, headers: alertHeaders)
    #expect(plain.cell(.iOS, .foreground)?.willPresentAnsweredBy == nil)
  }

  /// With --sdk, platforms where the SDK is not simulated are skipped with the reason; where it
  /// is simulated nowhere the payload goes, the matrix is an error about the SDK.
  @Test func sdkSelectsTheAppAndSkipsPlatforms() throws {
    let onesignal = #"{"custom":"{\"i\":\"0d3c5b1e-1111-4a4a-9c9c-000000000001\"}","title":"Hi","alert":"There"}"#
    let matrix = try Self.matrix(onesignal, sdk: .onesignal)
    let expected: [Platform] = SDK.simulated(on: .web).contains(.onesignal) ? [.android, .web] : [.android]
    #expect(matrix.sections.map(\.platform) == expected)
    #expect(matrix.cells.allSatisfy { $0.sdk == .onesignal })
    #expect(matrix.cell(.android, .background)?.shownBy == "onesignal")
    if !SDK.simulated(on: .web).contains(.onesignal) {
      #expect(matrix.skipped.first?.platform == .web)
      #expect(matrix.skipped.first?.reason.contains("not simulated on web") == true)
    }
    // webpush runs in browsers only: an APNs payload reaches no platform where it is simulated.
    #expect(throws: PushMatrixError.self) { try Self.matrix(Payloads.alert, sdk: .webpush) }
    do {
      _ = try Self.matrix(Payloads.alert, sdk: .webpush)
    } catch {
      #expect(error.cause == .sdk)
      #expect(error.message.contains("the webpush SDK is not simulated on any platform this payload reaches (ios)"))
    }
  }

  /// The matrix iterates over whatever `SDK.simulated(on:)` lists: every simulated SDK gets a
  /// matrix for an FCM v1 body on each of its platforms.
  @Test func everySimulatedSDKBuildsAMatrix() throws {
    let v1 = #"{"message":{"token":"t","notification":{"title":"Hi","body":"There"}}}"#
    for sdk in SDK.all where Platform.allCases.contains(where: { SDK.simulated(on: $0).contains(sdk) }) {
      let matrix = try Self.matrix(v1, sdk: sdk)
      let expected = Platform.allCases.filter { SDK.simulated(on: $0).contains(sdk) }
      #expect(matrix.sections.map(\.platform) == expected, "\(sdk)")
      #expect(matrix.cells.count == expected.map(\.appStates.count).reduce(0, +), "\(sdk)")
    }
  }

  /// Wrapper rows: React Native's background handler needs content-available on iOS (xr3) and
  /// runs for every kind on Android (xr2), its tap handlers on iOS an FCM message (xr6); Cordova
  /// misses notification messages (xc2, xc10).
  @Test func wrapperRowsExplainMissedCallbacks() throws {
    let ios = try Self.matrix(Payloads.fcmAlert, headers: alertHeaders, wrappers: Wrapper.allCases)
    #expect(ios.cells.count == Wrapper.allCases.count * Platform.iOS.appStates.count)
    let rn = try #require(ios.cell(.iOS, .background, wrapper: .reactNative))
    #expect(rn.wrapperRules.first == "xr3")
    #expect(rn.missed.first == MatrixCell.MissedCallback(method: "setBackgroundMessageHandler", reason: "noContentAvailable", rule: "xr3"))
    #expect(rn.wrapperRules.contains("xr5"))
    #expect(ios.cell(.iOS, .notRunning, wrapper: .reactNative)?.tap?.callbacks.contains("getInitialNotification") == true)
    // A plain APNs alert (no gcm.message_id) reaches no React Native tap handler (xr6).
    let plain = try Self.matrix(Payloads.alert, headers: alertHeaders, wrappers: [.reactNative])
    let plainTap = try #require(plain.cell(.iOS, .background, wrapper: .reactNative)?.tap)
    #expect(plainTap.missed == [MatrixCell.MissedCallback(method: "onNotificationOpenedApp", reason: "notFCMMessage", rule: "xr6")])

    let android = try Self.matrix(Payloads.fcmNotification, wrappers: [.native, .cordova, .reactNative])
    let cordova = try #require(android.cell(.android, .background, wrapper: .cordova))
    #expect(cordova.wrapperRules == ["xc2", "xc10"])
    #expect(cordova.missed.map(\.reason) == ["notificationMessage"])
    #expect(cordova.tap?.missed.map(\.method) == ["notification"])
    #expect(android.cell(.android, .killed, wrapper: .reactNative)?.callbacks.contains("setBackgroundMessageHandler") == true)
    #expect(android.rules.map(\.id).contains("xc10"))
  }

  /// Airship's rows: a data message to a killed Android app misses airship_flutter's
  /// onPushReceived (xaf3) and the Cordova plugin's (xac3); with a vendor SDK there are no
  /// Airship rows (its plugins bring the Airship SDK).
  @Test func airshipRowsOnlyForThePlainSDK() throws {
    let airshipData = #"{"order":"42","com.urbanairship.push.PUSH_ID":"p-1","google.message_id":"m3"}"#
    let android = try Self.matrix(airshipData, wrappers: Wrapper.allCases)
    let flutter = try #require(android.cell(.android, .killed, wrapper: .airshipFlutter))
    #expect(flutter.wrapperRules.first == "xaf3")
    #expect(flutter.missed.contains(MatrixCell.MissedCallback(method: "onPushReceived", reason: "appTerminated", rule: "xaf3")))
    let cordova = try #require(android.cell(.android, .killed, wrapper: .airshipCordova))
    #expect(cordova.missed.first == MatrixCell.MissedCallback(method: "onPushReceived", reason: "jsNotLoaded", rule: "xac3"))
    // Without Airship's keys the Airship SDK ignores the push.
    let plain = try Self.matrix(Payloads.fcmData, wrappers: Wrapper.allCases)
    let ignored = try #require(plain.cell(.android, .foreground, wrapper: .airshipFlutter))
    #expect(ignored.missed == [MatrixCell.MissedCallback(method: "onPushReceived", reason: "notAirshipPush", rule: "xaf7")])
    let vendor = try Self.matrix(#"{"custom":"{\"i\":\"x\"}","alert":"Hi"}"#, sdk: .onesignal, wrappers: Wrapper.allCases)
    #expect(!vendor.cells.isEmpty)
    #expect(!vendor.cells.contains { $0.wrapper.isAirship })
  }

  /// Not JSON, not an object, or accepted by no platform: errors about the payload.
  @Test func payloadErrors() {
    #expect(throws: PushMatrixError("invalid JSON: line 1, column 9: unexpected '}', expected a value (string, number, object, array, true, false or null)")) {
      try Self.matrix(#"{"aps": }"#)
    }
    #expect(throws: PushMatrixError.self) { try Self.matrix("[1, 2]") }
    do {
      _ = try Self.matrix(#"{"aps":"x"}"#)
    } catch {
      #expect(error.cause == .payload)
      #expect(error.message.hasPrefix("no platform accepts this payload: ios: \"aps\" must be a dictionary"))
    }
  }

  /// A device given to the matrix: its app's willPresent answer shows the notification in the
  /// foreground, its options apply (no notification permission: a10 drops the Android
  /// notification in the background), and an app given has no service extension unless it says
  /// so.
  @Test func deviceSettingsApplyToEveryCell() throws {
    var app = AppBehavior()
    app.willPresent = [.banner, .sound]
    let shows = try PushMatrix(payload: Array(Payloads.alertMC.utf8), headers: alertHeaders, device: MatrixDevice(app: app))
    let foreground = try #require(shows.cell(.iOS, .foreground))
    #expect(foreground.shownBy == "system" && foreground.notShownReason == nil)
    #expect(foreground.serviceExtension == .no, "the app given ships no extension")
    #expect(try Self.matrix(Payloads.alertMC, headers: alertHeaders).cell(.iOS, .background)?.serviceExtension == .ran)
    var options = MatrixDevice.defaultOptions
    options.notificationPermission = false
    let denied = try PushMatrix(payload: Array(Payloads.fcmNotification.utf8), device: MatrixDevice(options: options))
    let background = try #require(denied.cell(.android, .background))
    #expect(background.rule == "a10" && background.shownBy == nil)
    #expect(denied.device.options.notificationPermission == false && denied.device.app == nil)
  }

  /// A WonderPush `urlForDeepLink` rule that never completes is iOS's: with Android cells the
  /// text says that Android's delegate lets the URL through, and the Android tap opens it.
  @Test func neverCompletesRuleIsNotedForAndroidCells() throws {
    var app = AppBehavior()
    app.wonderPushURLForDeepLink = [WonderPushDeepLinkRule(prefix: "https://shop.example.com/", .neverCompletes)]
    let v1 = #"{"message":{"token":"t","notification":{"title":"Hi","body":"There"},"data":{"_wp":"{\"targetUrl\":\"https://shop.example.com/a\"}"}}}"#
    let both = try PushMatrix(payload: Array(v1.utf8), sdk: .wonderpush, device: MatrixDevice(app: app))
    #expect(both.text().contains("a \"neverCompletes\" rule (iOS's completion handler never called) lets the URL through there"))
    #expect(try #require(both.cell(.android, .background)).tap?.opens == "https://shop.example.com/a")
    let iosOnly = try PushMatrix(
      payload: Array(#"{"aps":{"alert":{"title":"Hi","body":"There"}},"targetUrl":"https://shop.example.com/a"}"#.utf8),
      headers: alertHeaders, sdk: .wonderpush, device: MatrixDevice(app: app))
    #expect(!iosOnly.text().contains("neverCompletes"))
  }

  /// An iOS alert with content-available under Low Power Mode (i8/i9) is shown; only the app's
  /// wake is held: SHOWN names the system, ON RECEIPT says what is held.
  @Test func heldWakeOfAShownAlertIsNotCalledUndelivered() throws {
    var options = MatrixDevice.defaultOptions
    options.lowPowerMode = true
    let matrix = try PushMatrix(
      payload: Array(#"{"aps":{"alert":{"title":"Hi","body":"There"},"content-available":1}}"#.utf8),
      headers: alertHeaders, device: MatrixDevice(options: options))
    for state in [AppState.background, .notRunning] {
      let cell = try #require(matrix.cell(.iOS, state))
      #expect(cell.shownBy == "system")
      #expect(cell.delivery == .held("lowPowerMode"))
      #expect(PushMatrix.shown(cell) == "system")
      #expect(PushMatrix.receipt(cell) == "held: lowPowerMode")
    }
    let text = matrix.text()
    #expect(text.contains("i8    system  held: lowPowerMode"))
    #expect(!text.contains("held: lowPowerMode  –"))
  }

  /// An FCM HTTP v1 body goes to every platform: one FCM refuses for a platform's tokens (a data
  /// message to an Apple device at apns-priority 10, R-A-16) is listed as skipped with the
  /// reason, in the text and the JSON, not dropped silently.
  @Test func fcmRefusalForAPlatformIsListed() throws {
    let json = #"{"message":{"token":"t","data":{"k":"v"},"apns":{"headers":{"apns-priority":"10"},"payload":{"aps":{"content-available":1}}}}}"#
    let matrix = try Self.matrix(json)
    #expect(matrix.sections.map(\.platform) == [.android, .web])
    let skipped = try #require(matrix.skipped.first)
    #expect(matrix.skipped.count == 1)
    #expect(skipped.platform == .iOS)
    #expect(skipped.reason.hasPrefix("refused: "))
    #expect(skipped.reason.hasSuffix("(R-A-16)"))
    #expect(matrix.text().contains("ios: skipped: refused: "))
    // A shape that only one platform reads leaves the other out without a word.
    let dataMap = try Self.matrix(#"{"k":{"nested":true}}"#)
    #expect(dataMap.sections.map(\.platform) == [.web])
    #expect(dataMap.skipped.isEmpty)
  }
}

/// Cells that must read the push's own notification and the plain app (from a consistency audit
/// of `matrix` against scenario runs).
struct MatrixCellConsistencyTests {
  /// `--device` with only OneSignal's `additionalDataIsRootPayload` option keeps the plain app's
  /// service extension: the cells are i5/i6 with the NSE, as a scenario device with that option.
  @Test func anOptionThatSetsTheAppKeepsTheServiceExtension() throws {
    let (device, _) = try MatrixDeviceArgument.parse(#"{"options":{"additionalDataIsRootPayload":true}}"#, help: "")
    #expect(device.app == nil)
    #expect(device.additionalDataIsRootPayload == true)
    let matrix = try PushMatrix(
      payload: Array(#"{"aps":{"alert":{"title":"N","body":"B"},"mutable-content":1},"custom":{"i":"n-1"}}"#.utf8),
      headers: ["apns-push-type": "alert"], sdk: .onesignal, device: device)
    let background = try #require(matrix.cell(.iOS, .background))
    #expect(background.rule == "i6")
    #expect(background.serviceExtension == .ran)
  }

  /// A WonderPush notification in a group: the tap is on the push's own notification (its
  /// target), not on the group summary posted after it.
  @Test func theTapIsOnThePushsOwnNotificationNotItsGroupSummary() throws {
    let json = #"{"_wp":"{\"c\":\"n4\",\"targetUrl\":\"myapp://promo/4\",\"alert\":{\"title\":\"Promo\",\"text\":\"Free\",\"group\":\"promos\",\"groupTargetUrl\":\"myapp://promos\"}}","google.message_id":"m4"}"#
    let matrix = try MatrixTests.matrix(json, sdk: .wonderpush)
    let tap = try #require(matrix.cell(.android, .background)?.tap)
    #expect(tap.opens == "myapp://promo/4")
  }

  /// A data message FCM defers for Doze names the row that covers it (a7), not none.
  @Test func aDozeHeldMessageNamesItsRow() throws {
    var options = MatrixDevice.defaultOptions
    options.doze = true
    let matrix = try PushMatrix(
      payload: Array(#"{"k":"v","google.message_id":"m"}"#.utf8), headers: ["priority": "normal"],
      device: MatrixDevice(options: options))
    for state in [AppState.background, .killed] {
      let cell = try #require(matrix.cell(.android, state))
      #expect(cell.rule == "a7", "\(state)")
      #expect(cell.delivery == .held("doze"))
    }
  }

  /// A notification the SDK posted and removed within the cell's first second (`timeoutAfter`)
  /// is still shown by the SDK; the tap column says it was gone.
  @Test func aNotificationGoneBeforeTheTapKeepsItsPoster() throws {
    let json = #"{"_wp":"{\"c\":\"a\",\"alert\":{\"title\":\"Flash\",\"text\":\"now\",\"timeoutAfter\":500}}","google.message_id":"sale"}"#
    let matrix = try MatrixTests.matrix(json, sdk: .wonderpush)
    let cell = try #require(matrix.cell(.android, .background))
    #expect(cell.shownBy == "wonderpush")
    #expect(cell.tap == nil)
    #expect(PushMatrix.tap(cell) == "– (removed before the tap)")
  }
}
