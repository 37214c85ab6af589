import PushSim
import Testing

/// React Native Firebase on iOS in the foreground, as its source has it after PR #9229:
/// `willPresent` (`RNFBMessaging+UNUserNotificationCenter.m`) sends an FCM message to
/// `onMessage` unless its `content-available` is true to `boolValue`, and didRRN
/// (`RNFBMessaging+AppDelegate.m`) sends every FCM message to `onMessage` outside the
/// background. So a push reaches `onMessage` once per hook that sends it: none, one or two.
struct ReactNativeForegroundReceiveTests {
  /// i7: willPresent sends nothing, didRRN sends it: onMessage once, after didRRN, on iOS 18.0's
  /// double willPresent too.
  @Test(arguments: [false, true])
  func contentAvailableReachesOnMessageThroughDidRRN(ios18_0: Bool) throws {
    var options = DeviceOptions()
    options.ios18_0DuplicateDelivery = ios18_0
    let (device, delegate) = ReactNativeDeviceTests.device(.iOS, .foreground, options: options)
    try device.receive(json: Payloads.fcmAlertCA, headers: alertHeaders)
    #expect(device.onMessageRules == ["xr1"])
    #expect(delegate.methods.filter { $0 == "willPresent" }.count == (ios18_0 ? 2 : 1))
    let didRRN = try #require(delegate.methods.firstIndex(of: "didReceiveRemoteNotification"))
    #expect(delegate.methods.firstIndex(of: "onMessage").map { $0 > didRRN } == true)
    #expect(device.events(named: "delegate.missed").isEmpty)
  }

  /// A `content-available` that is true to `boolValue` but wakes nothing (`"1"`, `true`, …):
  /// willPresent leaves the push to a didRRN iOS does not call, so JS never gets it (xr7,
  /// `leftToDidRRN`).
  @Test(arguments: [#""1""#, "true", "2", #""yes""#])
  func aContentAvailableTrueToBoolValueWithoutDidRRNReachesNoOnMessage(value: String) throws {
    let (device, delegate) = ReactNativeDeviceTests.device(.iOS, .foreground)
    try device.receive(
      json: #"{"gcm.message_id":"f9","aps":{"alert":"Hi","content-available":\#(value)}}"#, headers: alertHeaders)
    #expect(device.onMessageRules.isEmpty)
    #expect(!delegate.methods.contains("didReceiveRemoteNotification"))
    let missed = try #require(device.events(named: "delegate.missed").first)
    #expect(missed["method"] == "onMessage")
    #expect(missed["reason"] == "leftToDidRRN")
    #expect(missed["rule"] == "xr7")
  }

  /// A `content-available` that is false to `boolValue` (`0`, `false`, `"0"`): since PR #9229
  /// willPresent sends the push, once, as it does one without the key (no xr7).
  @Test(arguments: ["0", "false", #""0""#])
  func aContentAvailableFalseToBoolValueReachesOnMessageFromWillPresent(value: String) throws {
    let (device, delegate) = ReactNativeDeviceTests.device(.iOS, .foreground)
    try device.receive(
      json: #"{"gcm.message_id":"f9","aps":{"alert":"Hi","content-available":\#(value)}}"#, headers: alertHeaders)
    #expect(device.onMessageRules == ["xr1"])
    #expect(!delegate.methods.contains("didReceiveRemoteNotification"))
    #expect(device.events(named: "delegate.missed").isEmpty)
  }

  /// iOS that also calls didRRN for a foreground alert (`iosForegroundAlertCallsDidRRN`): both
  /// hooks send a push without content-available, so onMessage runs twice, as in RNFB.
  @Test func anAlertGivenToBothHooksReachesOnMessageTwice() throws {
    var options = DeviceOptions()
    options.iosForegroundAlertCallsDidRRN = true
    let (device, _) = ReactNativeDeviceTests.device(.iOS, .foreground, options: options)
    try device.receive(json: Payloads.fcmAlert, headers: alertHeaders)
    #expect(device.onMessageRules == ["xr1", "xr1"])
  }

  /// A plain APNs push (no `gcm.message_id`) with content-available: neither hook sends it;
  /// the miss is recorded once (xr6), not once per hook.
  @Test func aPlainAPNsPushIsMissedOnce() throws {
    let (device, _) = ReactNativeDeviceTests.device(.iOS, .foreground)
    try device.receive(json: #"{"aps":{"alert":"Hi","content-available":1}}"#, headers: alertHeaders)
    #expect(device.onMessageRules.isEmpty)
    #expect(device.events(named: "delegate.missed").map { $0["rule"] } == ["xr6"])
  }
}

extension ReactNativeForegroundReceiveTests {
  /// A didRRN iOS redelivers when a tap brings the app back (`iosTapRedeliversContentAvailable`)
  /// runs with the app no longer in the background, so RNFB sends it to onMessage as well as
  /// the tap to onNotificationOpenedApp.
  @Test func aDidRRNRedeliveredOnATapReachesOnMessage() throws {
    var options = DeviceOptions()
    options.iosTapRedeliversContentAvailable = true
    let (device, _) = ReactNativeDeviceTests.device(.iOS, .background, options: options)
    try device.receive(json: Payloads.fcmAlertCA, headers: alertHeaders)
    #expect(device.events(named: "delegate.setBackgroundMessageHandler").count == 1)
    try device.tap()
    #expect(device.events(named: "delegate.didReceiveRemoteNotification").count == 2)
    #expect(device.onMessageRules == ["xr1"])
    #expect(device.events(named: "delegate.onNotificationOpenedApp").count == 1)
  }
}
