@testable import PushSim
import Testing

/// The review of the Kii REST-body audit (KiiRESTBodyAuditTests): what the audit left out or
/// got wrong, against Kii's REST reference ("Push Messages": the 400 `INVALID_INPUT_DATA`
/// cases) and its `fcm` section.
struct KiiAuditReviewTests {
  /// A `gcm.data` of `count` bytes of one value.
  static func big(_ count: Int) -> String { String(repeating: "x", count: count) }

  /// With both sections enabled Kii delivers `fcm` and still refuses a `gcm` payload over 4096
  /// bytes ("gcm.enabled is true and the payload for Android-GCM exceeds 4096 bytes"); a
  /// disabled `gcm` section is not checked.
  @Test func anEnabledGCMSectionBesideFCMIsSizeCheckedToo() throws {
    let both = #"{"gcm":{"data":{"long":"\#(Self.big(4100))"}},"fcm":{"data":{"k":"v"}}}"#
    let refusal = try #require(Vendor.rejection(try KiiCloudTests.compose(both)))
    #expect(refusal.reason == "fcmPayloadTooLarge")
    #expect(refusal.message.hasPrefix(#"the "gcm" section's FCM payload would be "#), "\(refusal.message)")
    #expect(refusal.message.hasSuffix(#"(Kii checks an enabled "gcm" section although it delivers the "fcm" one)"#))
    let gcmOff = #"{"gcm":{"enabled":false,"data":{"long":"\#(Self.big(4100))"}},"fcm":{"data":{"k":"v"}}}"#
    #expect(try KiiCloudTests.compose(gcmOff).get().fcm?["k"] == "v")
    // The fcm section delivered and too large is the plain FCM refusal.
    let fcmLarge = #"{"gcm":{},"fcm":{"data":{"long":"\#(Self.big(4100))"}}}"#
    #expect(Vendor.rejection(try KiiCloudTests.compose(fcmLarge))?.message.hasPrefix("the FCM payload would be ") == true)
  }

  /// On the device, lint's error is for a key Kii refuses in both Android sections
  /// (`restricted_package_name`; `from`, `collapse_key` and `google.…` too, which FCM keeps out of
  /// the app's data); a key only the `gcm` section refuses reaches devices from an `fcm` section,
  /// so it is a warning, not "Kii refuses to send it".
  @Test func aKeyOnlyTheGCMSectionRefusesIsALintWarning() throws {
    #expect(try Kii.lint(#"{"topic":"t","restricted_package_name":"1"}"#, .android) == ["error:gcmReservedKey"])
    for key in ["from", "collapse_key", "google.x"] {
      #expect(try Kii.lint(#"{"topic":"t","\#(key)":"1"}"#, .android) == [], "\(key): not in the app's data")
    }
    for key in ["time_to_live", "data", "dry_run", "registration_ids", "delay_while_idle", "googleX", "FROM"] {
      #expect(try Kii.lint(#"{"topic":"t","\#(key)":"1"}"#, .android) == ["warning:gcmOnlyReservedKey"], "\(key)")
    }
    #expect(try Kii.lint(#"{"topic":"t","priority":"high"}"#, .android) == [])
  }

  /// "apns.enabled is true and apns.data contains nested JSONs or arrays" is the 400: with APNs
  /// disabled the nested values load (nothing goes to APNs); `data` stays flat always.
  @Test func nestedAPNsDataLoadsWhileAPNsIsDisabled() throws {
    let off = try KiiRESTBodyAuditTests.parse(#"{"apns":{"enabled":false,"data":{"n":{"a":[1]}}}}"#).get()
    #expect(off.apns.data["n"]?["a"] == [1])
    #expect(try KiiPushMessage.parse(off.jsonValue).get() == off)
    #expect(try KiiCloudTests.compose(#"{"apns":{"enabled":false,"data":{"n":{"a":1}}}}"#).get().apns == nil)
    let on = try #require(Vendor.rejection(try KiiRESTBodyAuditTests.parse(#"{"apns":{"data":{"n":{"a":1}}}}"#)))
    #expect(on.message.hasPrefix(#""apns.data.n" is "#), "\(on.message)")
    #expect(Vendor.rejection(try KiiRESTBodyAuditTests.parse(#"{"data":{"n":[1]},"apns":{"enabled":false}}"#)) != nil)
    #expect(Vendor.rejection(try KiiRESTBodyAuditTests.parse(#"{"apns":{"enabled":false,"data":{"":{}}}}"#))?.message
      .contains("has an empty key") == true)
  }
}
