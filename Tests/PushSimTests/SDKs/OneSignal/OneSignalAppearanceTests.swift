import Testing

@testable import PushSim

/// What OneSignal's `NotificationDisplayBuilder` sets on an Android notification, as the trace
/// reports it (scenario os25 shows it on a device).
struct OneSignalAppearanceTests {
  static func notification(_ fields: (inout OSNotification) -> Void) -> OSNotification {
    var n = OSNotification(platform: .android, format: .android)
    fields(&n)
    return n
  }

  /// `BigInteger(bgac, 16).toInt()`: the low 32 bits as ARGB, a sign allowed, anything else
  /// refused (the app's default colour).
  @Test func accentColourParsesLikeBigInteger() {
    #expect(OneSignalNotificationAppearance.argb(hex: "FF0000FF") == 0xFF00_00FF)
    #expect(OneSignalNotificationAppearance.argb(hex: "ff9900") == 0x00FF_9900)
    #expect(OneSignalNotificationAppearance.argb(hex: "1FF0000FF") == 0xFF00_00FF, "the low 32 bits")
    #expect(OneSignalNotificationAppearance.argb(hex: "-1") == 0xFFFF_FFFF)
    #expect(OneSignalNotificationAppearance.argb(hex: "+10") == 0x10)
    for bad in ["", "#FF0000", "zz", "-", "FF 00"] { #expect(OneSignalNotificationAppearance.argb(hex: bad) == nil, "\(bad)") }
    #expect(OneSignalNotificationAppearance.hex8(0xFF) == "000000FF")
  }

  @Test func iconNeedsAValidNameTheAppHas() {
    var options = DeviceOptions()
    options.androidDrawables = ["ic_a", "7"]
    func icon(_ name: String) -> String? {
      OneSignalNotificationAppearance.build(
        Self.notification { $0.smallIcon = name }, channel: "c", channelSound: nil, options: options)?.icon
    }
    #expect(icon(" ic_a ") == "ic_a", "trimmed as Kotlin's trim")
    #expect(icon("ic_b") == nil)
    #expect(icon("7") == nil, "a single digit is not a valid resource name")
  }

  /// The sound of a channel made from `chnl`: none for "null"/"nil" or low importance, the
  /// payload's when the app has it, else the default.
  @Test func channelSoundFromThePayload() {
    var options = DeviceOptions()
    options.androidRawSounds = ["chime"]
    func sound(_ name: String?, priority: Int = 6) -> String? {
      let n = Self.notification {
        $0.sound = name
        $0.displayPriority = priority
      }
      return OneSignalNotificationAppearance.channelSound(of: n, options: options)
    }
    #expect(sound("chime") == "chime")
    #expect(sound("null") == "none")
    #expect(sound("nil") == "none")
    #expect(sound("chime", priority: 5) == "none")
    #expect(sound(nil, priority: 4) == "none")
    #expect(sound("bell") == nil, "not in res/raw: the default sound")
    #expect(sound(nil) == nil)
  }

  @Test func bigPictureIsAURLOrAResourceTheAppHas() {
    var options = DeviceOptions()
    options.androidDrawables = ["banner"]
    func image(_ name: String) -> String? {
      OneSignalNotificationAppearance.build(
        Self.notification { $0.bigPicture = name }, channel: "c", channelSound: nil, options: options)?.imageURL
    }
    #expect(image("http://img.test/a.png") == "http://img.test/a.png", "OneSignal downloads http too")
    #expect(image("banner") == "banner")
    #expect(image("other") == nil)
    #expect(image("  ") == nil)
  }

  /// On a device: the sound is reported only for a channel the SDK made from `chnl` (not when
  /// `chnl` is not JSON, even when `oth_chnl` names the same id the app never created), and an
  /// empty `sicon` or `sound` is the default.
  @Test func onADeviceTheSoundFollowsTheChannelBranch() throws {
    func displayed(_ extra: KeyValuePairs<String, String>) throws -> TraceEvent? {
      let device = SimulatedDevice(platform: .android, sdk: .onesignal, state: .background)
      try device.receive(json: OneSignalDeviceTests.push("os-1", id: "m1", extra: extra))
      return device.events(named: "notification.displayed").first
    }
    #expect(try displayed(["chnl": "not json", "sound": "chime"])?["sound"] == nil)
    #expect(try displayed(["chnl": #"{"id":"OS_a"}"#, "sound": "chime"])?["sound"] == "chime")
    #expect(try displayed(["chnl": #"{"id":"OS_a"}"#, "oth_chnl": "OS_a", "sound": "chime"])?["sound"] == "chime")
    let empty = try displayed(["sicon": "  ", "chnl": #"{"id":"OS_a"}"#, "sound": ""])
    #expect(empty?["icon"] == nil)
    #expect(empty?["sound"] == nil)
  }

  /// Android keeps a channel's sound from its first creation: a later push on the same `chnl`
  /// with another sound plays the first; `oth_chnl` finds a channel the SDK created earlier.
  @Test func aChannelKeepsItsFirstSound() throws {
    let device = SimulatedDevice(platform: .android, sdk: .onesignal, state: .background)
    try device.receive(json: OneSignalDeviceTests.push("os-1", id: "m1", extra: ["chnl": #"{"id":"OS_a"}"#, "sound": "chime"]))
    try device.receive(json: OneSignalDeviceTests.push("os-2", id: "m2", extra: ["chnl": #"{"id":"OS_a"}"#, "sound": "nil"]))
    try device.receive(json: OneSignalDeviceTests.push("os-3", id: "m3", extra: ["oth_chnl": "OS_a"]))
    let displayed = device.events(named: "notification.displayed")
    #expect(displayed.map { $0["channel"] } == ["OS_a", "OS_a", "OS_a"])
    #expect(displayed.map { $0["sound"] } == ["chime", "chime", "chime"])
  }
}
