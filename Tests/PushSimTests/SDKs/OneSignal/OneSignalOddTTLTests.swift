import PushSim
import Testing

/// OneSignal on Android reads `google.ttl` and `google.sent_time` from the bundle with org.json
/// (`optInt` / `optLong`, which parse with `Double.parseDouble` and truncate, with defaults of
/// 259200 s and the current time), not through the FCM SDK's `RemoteMessage.getTtl()` /
/// `getSentTime()`, which are 0 for a value `Integer.parseInt` / `Long.parseLong` refuses. The
/// display check (`isNotificationWithinTTL`) and the row's `expire_time` (the restore after a
/// reboot) both follow org.json; the platform warns about the value all the same.
struct OneSignalOddTTLTests {
  /// A OneSignal Android data map with notification id `i` and FCM's time keys as given.
  static func push(_ i: String, ttl: String, sentTime: String) -> String {
    let sentPair = #","google.sent_time":"\#(sentTime)""#
    return #"{"custom":"{\"i\":\"\#(i)\"}","alert":"Hi","title":"T","google.ttl":"\#(ttl)""# + sentPair + "}"
  }

  /// The default clock epoch in ms: the push is sent as it arrives.
  static let nowMillis = String(DeviceOptions().clockEpochSeconds * 1000)

  /// Receives `json` on a background OneSignal Android device, reboots it after two minutes,
  /// and gives the ids shown at once and the ids restored.
  static func shownAndRestored(_ json: String) throws -> (device: SimulatedDevice, shown: [String], restored: [String]) {
    let (device, _) = OneSignalDeviceTests.android()
    try device.receive(json: json)
    let shown = device.tray.notifications.map(\.id)
    device.advance(by: .seconds(120))
    device.reboot()
    device.unlock()  // BOOT_COMPLETED, and the restore, wait for the first unlock
    device.advance(by: .seconds(30))
    let restored = device.events(named: "notification.restored").compactMap { $0["id"]?.stringValue }
    return (device, shown, restored)
  }

  /// A `google.sent_time` `Long.parseLong` refuses is the processing time to OneSignal
  /// (`optLong`'s default): the push is shown, and restored within its hour; the platform warns.
  @Test func anUnreadableSentTimeIsTheProcessingTime() throws {
    let (device, shown, restored) = try Self.shownAndRestored(Self.push("os-1", ttl: "3600", sentTime: "abc"))
    #expect(shown == ["fcm-1"])
    #expect(restored == ["fcm-1"])
    #expect(device.events(named: "push.warning").map { $0["reason"] } == ["invalidGoogleSentTime"])
  }

  /// A sent time written with an exponent is read by org.json, though `getSentTime()` is 0:
  /// 1.7672257E12 ms is 100 s after the arrival, so a 60 s TTL still holds at the restore
  /// (2 min 15 s after the arrival), which neither 0 nor the arrival time would give.
  @Test func aSentTimeOrgJSONReadsSetsTheRowsExpiry() throws {
    let json = Self.push("os-1", ttl: "60", sentTime: "1.7672257E12")
    let decoded = try PushDecoder(platform: .android).decode(Array(json.utf8), headers: ValidatedPushHeaders(), sequence: 1).get()
    #expect(decoded.remoteMessage?.sentTime == 0)
    let (_, shown, restored) = try Self.shownAndRestored(json)
    #expect(shown == ["fcm-1"])
    #expect(restored == ["fcm-1"])
  }

  /// A `google.ttl` org.json cannot read is the default 3 days (the push is shown and
  /// restored); one it truncates is that many seconds (`"1.5"` is 1 s: gone after two minutes);
  /// a negative one is already past, so OneSignal does not show the push.
  @Test(arguments: [("abc", true, true), ("", true, true), ("1.5", true, false), ("-5", false, false)])
  func anOddTTLIsWhatOptIntReads(ttl: String, isShown: Bool, isRestored: Bool) throws {
    let (device, shown, restored) = try Self.shownAndRestored(Self.push("os-1", ttl: ttl, sentTime: Self.nowMillis))
    #expect(shown == (isShown ? ["fcm-1"] : []))
    #expect(restored == (isRestored ? ["fcm-1"] : []))
    // The platform's warning, and OneSignal's for a TTL that is past on arrival.
    let reasons = isShown ? ["invalidGoogleTTL"] : ["invalidGoogleTTL", "ttlZeroNeverShown"]
    #expect(device.events(named: "push.warning").map { $0["reason"] } == reasons.map { .string($0) })
    if !isShown {
      #expect(device.events(named: "push.dropped").map { $0["reason"] } == ["pastTTL"])
    }
  }
}
