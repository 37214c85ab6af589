import Testing

@testable import PushSim

/// `aps.sound` as a name or as a critical alert's dictionary (`name`, `critical`, `volume`): the
/// notification keeps what iOS reads, and every part iOS ignores is reported.
struct APNsSoundTests {
  static func decode(_ json: String) throws -> IncomingPush {
    let headers: PushHeaders = ["apns-push-type": "alert"]
    return try PushDecoder(platform: .iOS).decode(Array(json.utf8), headers: try headers.validated(), sequence: 1).get()
  }

  @Test func aCriticalAlertKeepsItsNameFlagAndVolume() throws {
    let push = try Self.decode(#"{"aps":{"alert":"Smoke","sound":{"critical":1,"name":"alarm.caf","volume":0.75}}}"#)
    #expect(push.notification.sound == "alarm.caf")
    #expect(push.notification.criticalSound)
    #expect(push.notification.soundVolume == 0.75)
    #expect(push.warnings.isEmpty)
    let json = push.notification.jsonValue
    #expect(json["criticalSound"] == true)
    #expect(json["soundVolume"] == .double(0.75))
  }

  @Test func aNamedSoundIsNotCritical() throws {
    let push = try Self.decode(#"{"aps":{"alert":"Hi","sound":"default"}}"#)
    #expect(push.notification.sound == "default")
    #expect(!push.notification.criticalSound)
    #expect(push.notification.soundVolume == nil)
    #expect(push.notification.jsonValue["criticalSound"] == nil)
    #expect(push.notification.jsonValue["soundVolume"] == nil)
  }

  /// `critical: 0` is a valid, non-critical sound; `volume` 0 and 1 are the range's ends.
  @Test func theRangesEndsAreValid() throws {
    let quiet = try Self.decode(#"{"aps":{"alert":"a","sound":{"critical":0,"name":"default","volume":0}}}"#)
    #expect(!quiet.notification.criticalSound)
    #expect(quiet.notification.soundVolume == 0)
    #expect(quiet.warnings.isEmpty)
    let loud = try Self.decode(#"{"aps":{"alert":"a","sound":{"critical":1,"name":"default","volume":1}}}"#)
    #expect(loud.notification.soundVolume == 1)
    #expect(loud.warnings.isEmpty)
  }

  /// Only the integer 1 makes the sound critical (as for content-available, R-iOS-3); a volume
  /// outside 0…1 or not a number leaves the system volume; an unknown key is named with the
  /// nearest known one.
  @Test func wrongValuesAreReportedAndIgnored() throws {
    let push = try Self.decode(#"{"aps":{"alert":"a","sound":{"critical":true,"name":"default","volume":"0.5","volum":1}}}"#)
    #expect(!push.notification.criticalSound)
    #expect(push.notification.soundVolume == nil)
    #expect(push.notification.sound == "default")
    #expect(push.warnings.map(\.reason) == ["invalidValue", "invalidValue", "unknownSoundKey"])
    #expect(push.warnings[0].message.hasPrefix("aps.sound.critical is true; APNs documents the integer 1"))
    #expect(push.warnings[1].message.hasPrefix("aps.sound.volume is \"0.5\"; expected a number from 0"))
    #expect(push.warnings[2].message.contains("Did you mean \"volume\"?"))
    let over = try Self.decode(#"{"aps":{"alert":"a","sound":{"critical":2,"name":"default","volume":1.5}}}"#)
    #expect(!over.notification.criticalSound)
    #expect(over.notification.soundVolume == nil)
    #expect(over.warnings.map(\.reason) == ["invalidValue", "invalidValue"])
  }

  /// A dictionary without a name plays nothing: no sound, and a badge-only push is then one
  /// with nothing to deliver.
  @Test func aDictionaryWithoutANamePlaysNothing() throws {
    let push = try Self.decode(#"{"aps":{"sound":{"critical":1}}}"#)
    #expect(push.notification.sound == nil)
    #expect(push.notification.criticalSound)
    #expect(push.warnings.map(\.reason).contains("missingSoundName"))
    #expect(push.warnings.map(\.reason).contains("nothingToDeliver"))
    let named = try Self.decode(#"{"aps":{"sound":{"name":7}}}"#)
    #expect(named.notification.sound == nil)
    #expect(named.warnings.first?.reason == "invalidType")
    #expect(named.warnings.first?.message.hasPrefix("aps.sound.name is an integer") == true)
  }

  /// An FCM HTTP v1 body's `apns.payload` goes through the same reading.
  @Test func anFCMv1BodyToIOSKeepsTheCriticalSound() throws {
    let json = #"{"message":{"token":"t","apns":{"payload":{"aps":{"alert":"a","sound":{"critical":1,"name":"s.caf","volume":0.5}}}}}}"#
    let push = try PushDecoder(platform: .iOS).decode(Array(json.utf8), headers: try PushHeaders().validated(), sequence: 1).get()
    #expect(push.notification.criticalSound)
    #expect(push.notification.soundVolume == 0.5)
    #expect(push.notification.sound == "s.caf")
  }

  /// A service extension that keeps the sound keeps the critical alert; one that sets another
  /// sound (a plain `UNNotificationSound`) or none drops the flag and the volume.
  @Test func aServiceExtensionSoundIsAPlainOne() throws {
    let delivered = try Self.decode(#"{"aps":{"alert":"a","mutable-content":1,"sound":{"critical":1,"name":"alarm.caf","volume":0.5}}}"#).notification
    var content = NotificationContent(delivered)
    content.body = "changed"
    let kept = content.applied(to: delivered)
    #expect(kept.criticalSound)
    #expect(kept.soundVolume == 0.5)
    content.sound = "default"
    let replaced = content.applied(to: delivered)
    #expect(replaced.sound == "default")
    #expect(!replaced.criticalSound)
    #expect(replaced.soundVolume == nil)
    content.sound = nil
    #expect(!content.applied(to: delivered).criticalSound)
  }
}
