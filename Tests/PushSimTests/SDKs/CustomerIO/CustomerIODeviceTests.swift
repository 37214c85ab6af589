import PushSim
import Testing

/// The Customer.io SDK on devices: the delivered metric once per delivery id, the SDK's own
/// Android notification, the iOS rich-push extension and foreground answer, and taps.
struct CustomerIODeviceTests {
  /// A device with the Customer.io SDK and a recording delegate.
  static func device(
    _ platform: Platform, _ state: AppState = .background, options: DeviceOptions = DeviceOptions(),
    sdkExtension: Bool = false, configure: (inout AppBehavior) -> Void = { _ in }
  ) -> (SimulatedDevice, RecordingDelegate) {
    var app = AppBehavior()
    app.usesSDKServiceExtension = sdkExtension
    configure(&app)
    let device = SimulatedDevice(platform: platform, sdk: .customerio, state: state, options: options, app: app)
    let delegate = RecordingDelegate()
    device.setDelegate(delegate)
    return (device, delegate)
  }

  /// An Android data map with delivery id `dlv` and FCM message id `id`.
  static func data(_ dlv: String, id: String, extra: String = #","title":"T","body":"B""#) -> String {
    #"{"google.message_id":"\#(id)","CIO-Delivery-ID":"\#(dlv)","CIO-Delivery-Token":"tok"\#(extra)}"#
  }

  /// The `name` fields of the device's metric events.
  static func metrics(_ device: SimulatedDevice) -> [String] {
    device.events(named: "metric").compactMap { $0["name"]?.stringValue }
  }

  // MARK: Android

  @Test func androidPostsItsOwnNotificationOnThePackageChannelAndCountsDelivered() throws {
    var options = DeviceOptions()
    options.packageName = "io.example.shop"
    let (device, _) = Self.device(.android, options: options)
    try device.receive(json: Self.data("d1", id: "m1", extra: #","title":"T","body":"B","image":"https://x.test/a.png""#))
    #expect(Self.metrics(device) == ["delivered"])
    #expect(device.tray.latest?.channel == "io.example.shop")
    #expect(device.tray.latest?.content.imageURL == "https://x.test/a.png")
    let build = try #require(device.events(named: "action.executed").first)
    #expect(build["result"] == "posted with BigPictureStyle")
  }

  @Test func androidDeliveredOncePerDeliveryIdWithinTheLastTen() throws {
    let (device, _) = Self.device(.android)
    try device.receive(json: Self.data("A", id: "m0"))
    try device.receive(json: Self.data("A", id: "m1"))
    #expect(Self.metrics(device) == ["delivered"])
    #expect(device.tray.notifications.count == 2, "the SDK still posts the second one")
    for index in 1...10 { try device.receive(json: Self.data("other-\(index)", id: "n\(index)")) }
    try device.receive(json: Self.data("A", id: "m2"))
    #expect(Self.metrics(device).count == 12, "A left the queue of 10, so it counts again")
  }

  @Test func androidBlankDeliveryIdIsShownButNotCounted() throws {
    let (device, _) = Self.device(.android)
    try device.receive(json: Self.data(" ", id: "m1"))
    #expect(Self.metrics(device).isEmpty)
    #expect(device.tray.latest?.title == "T")
  }

  @Test func androidPushWithoutTheTokenIsIgnored() throws {
    let (device, _) = Self.device(.android)
    try device.receive(json: #"{"google.message_id":"m1","CIO-Delivery-ID":"d","title":"T"}"#)
    #expect(device.tray.isEmpty)
    #expect(device.events(named: "push.dropped").first?["reason"] == "notSdkPayload")
    #expect(Self.metrics(device).isEmpty)
  }

  /// CIO-A `handleMessage` has no silent branch: with both delivery keys a push with nothing to
  /// show is posted, title and body `""`; the app's callbacks hear nothing of it.
  @Test func androidPushWithNothingToShowIsPostedEmpty() throws {
    let (device, delegate) = Self.device(.android)
    try device.receive(json: Self.data("d1", id: "m1", extra: #","sync":"inbox""#))
    #expect(device.tray.latest?.title == "")
    #expect(device.tray.latest?.body == "")
    #expect(delegate.methods.isEmpty)
    #expect(Self.metrics(device) == ["delivered"])
  }

  /// Customer.io's silent push carries `CIO-Background-Delivery-ID`/`-Token` (SDK 5.1.0 and
  /// later): the v4 SDK PushSim models finds neither delivery key and leaves it alone.
  @Test func androidSilentPushOfTheBackgroundKeysIsNotTheSDKs() throws {
    let (device, delegate) = Self.device(.android)
    try device.receive(json: #"{"google.message_id":"m1","CIO-Background-Delivery-ID":"b1","CIO-Background-Delivery-Token":"tok","sync":"inbox"}"#)
    #expect(device.tray.isEmpty)
    #expect(delegate.methods.isEmpty)
    #expect(Self.metrics(device).isEmpty)
    #expect(device.events(named: "push.dropped").first?["reason"] == "notSdkPayload")
  }

  @Test func androidAutoTrackOffReportsNoMetric() throws {
    var options = DeviceOptions()
    options.cioAutoTrackPushEvents = false
    let (device, _) = Self.device(.android, options: options)
    try device.receive(json: Self.data("d1", id: "m1", extra: #","title":"T","link":"app://x""#))
    try device.tap()
    #expect(Self.metrics(device).isEmpty)
    #expect(device.events(named: "action.executed").last?["type"] == "deepLink")
  }

  @Test func androidTapReportsOpenedAndRecordsTheLink() throws {
    let (device, delegate) = Self.device(.android)
    try device.receive(json: Self.data("d1", id: "m1", extra: #","title":"T","link":"app://deep""#))
    try device.tap()
    #expect(Self.metrics(device) == ["delivered", "opened"])
    // The SDK's click activity handles the open before it starts the app's activity.
    #expect(Array(delegate.methods.suffix(2)) == ["onNotificationOpened", "onNewIntent"])
    let link = try #require(device.events(named: "action.executed").last)
    #expect(link["type"] == "deepLink")
    #expect(link["result"] == "recorded, not opened")
  }

  @Test func androidBackgroundNotificationMessageIsShownByFCMAndCountedByTheReceiver() throws {
    let (device, _) = Self.device(.android)
    try device.receive(json: #"{"gcm.n.e":"1","gcm.n.title":"Hi","gcm.n.tag":"t","google.message_id":"m1","CIO-Delivery-ID":"d","CIO-Delivery-Token":"k","link":"app://x"}"#)
    #expect(Self.metrics(device) == ["delivered"])
    #expect(device.tray.latest?.tag == "t")
    try device.tap()
    #expect(Self.metrics(device) == ["delivered", "opened"])
    #expect(device.events(named: "action.executed").isEmpty, "FCM's notification opens the launcher, not data link")
  }

  // MARK: iOS

  static let rich = #"{"aps":{"alert":{"title":"T","body":"B"},"mutable-content":1},"CIO":{"push":{"image":"https://x.test/a.png","link":"app://deep"}},"CIO-Delivery-ID":"d1","CIO-Delivery-Token":"k"}"#

  @Test func iosRichPushExtensionAttachesTheImageAndReportsDelivered() throws {
    let (device, _) = Self.device(.iOS, sdkExtension: true)
    try device.receive(json: Self.rich, headers: alertHeaders)
    #expect(Self.metrics(device) == ["delivered"])
    device.advance(by: .seconds(1))
    #expect(device.tray.latest?.attachments == ["https://x.test/a.png"])
  }

  @Test func iosWithoutMutableContentNoImageAndNoDelivered() throws {
    let (device, _) = Self.device(.iOS, sdkExtension: true)
    try device.receive(json: Self.rich.replacing(#","mutable-content":1"#, with: ""), headers: alertHeaders)
    device.advance(by: .seconds(1))
    #expect(Self.metrics(device).isEmpty)
    #expect(device.tray.latest?.attachments == [])
  }

  @Test func iosExtensionLeavesAPushThatIsNotCustomerIOsToTheBudget() throws {
    let (device, _) = Self.device(.iOS, sdkExtension: true)
    try device.receive(json: #"{"aps":{"alert":{"title":"T","body":"B"},"mutable-content":1},"CIO-Delivery-ID":5,"CIO-Delivery-Token":"k"}"#, headers: alertHeaders)
    device.advance(by: .seconds(29))
    #expect(device.tray.isEmpty)
    device.advance(by: .seconds(1))
    #expect(device.events(named: "extension.timedOut").count == 1)
    #expect(device.tray.latest?.title == "T")
    #expect(Self.metrics(device).isEmpty)
  }

  @Test(arguments: [true, false])
  func iosForegroundFollowsShowPushAppInForeground(_ show: Bool) throws {
    var options = DeviceOptions()
    options.cioShowPushAppInForeground = show
    let (device, delegate) = Self.device(.iOS, .foreground, options: options)
    try device.receive(json: #"{"aps":{"alert":"Hi"},"CIO-Delivery-ID":"d","CIO-Delivery-Token":"k"}"#, headers: alertHeaders)
    #expect(device.tray.notifications.count == (show ? 1 : 0))
    #expect(device.events(named: "delegate.willPresent").last?["answeredBy"] == "customerio")
    // CIO-I `shouldDisplayPushAppInForeground` forwards its own push to the app's delegate
    // (`pushEventHandlerProxy`): the app's `willPresent` runs, then the SDK answers.
    #expect(delegate.methods == ["willPresent", "onNotificationReceived"])
    let calls = device.events(named: "delegate.willPresent")
    #expect(calls.map { $0["forwardedBy"] } == ["customerio", nil])
    #expect(calls.map { $0["answeredBy"] } == [nil, "customerio"])
    #expect(device.events(named: "delegate.onNotificationReceived").first?["deliveryId"] == "d")
  }

  /// The app's own `willPresent` answer does not count for a Customer.io push ("Because push came
  /// from CIO, ignore the return result of other push handlers"): the trace keeps what it said.
  @Test(arguments: [true, false])
  func iosForegroundIgnoresTheAppsOwnAnswer(_ show: Bool) throws {
    var options = DeviceOptions()
    options.cioShowPushAppInForeground = show
    let (device, delegate) = Self.device(.iOS, .foreground, options: options)
    delegate.willPresentOptions = show ? [] : [.banner, .list, .sound]
    try device.receive(json: #"{"aps":{"alert":"Hi"},"CIO-Delivery-ID":"d","CIO-Delivery-Token":"k"}"#, headers: alertHeaders)
    #expect(device.tray.notifications.count == (show ? 1 : 0))
    let forwarded = try #require(device.events(named: "delegate.willPresent").first)
    let appsAnswer: JSONValue = show ? [] : ["banner", "list", "sound"]
    #expect(forwarded["options"] == appsAnswer)
    let names = device.trace.events(of: device.id).map(\.name).filter { $0.hasPrefix("delegate.") }
    #expect(names == ["delegate.willPresent", "delegate.onNotificationReceived", "delegate.willPresent"])
  }

  @Test func iosTapReportsOpenedAndRecordsCIOPushLink() throws {
    let (device, _) = Self.device(.iOS)
    try device.receive(json: Self.rich, headers: alertHeaders)
    try device.tap()
    #expect(Self.metrics(device) == ["opened"])
    #expect(device.events(named: "action.executed").last?["parameters"]?["url"] == "app://deep")
  }

  /// CIO-I `onPushAction`: `trackPushMetrics` before `pushEventHandlerProxy.onPushAction` hands
  /// the response to the app's delegate; the link follows in that call's completion.
  @Test func iosTapReportsOpenedBeforeTheAppsDelegateHearsOfIt() throws {
    let (device, _) = Self.device(.iOS)
    try device.receive(json: Self.rich, headers: alertHeaders)
    try device.tap()
    let names = device.trace.events(of: device.id).map(\.name).drop { $0 != "app.state" }
    #expect(Array(names) == ["app.state", "metric", "delegate.didReceive", "delegate.onNotificationOpened", "action.executed"])
  }

  @Test func customerIOIsSimulatedOnIOSAndAndroidOnly() {
    #expect(SDK.simulated(on: .iOS).contains(.customerio))
    #expect(SDK.simulated(on: .android).contains(.customerio))
    #expect(!SDK.simulated(on: .web).contains(.customerio))
  }
}
