import PushSim
import Testing

/// Campaign, notification and view ids, and each platform's fallbacks (VENDORS.md §2, gotcha 5).
struct WonderPushIdTests {
  /// The ids a platform reads from a `_wp` object.
  func ids(_ wp: String, on platform: Platform) throws -> [String?] {
    let json = platform == .android ? WP.android(wp) : platform == .iOS ? WP.iOS(wp) : "{\"_wp\":\(wp)}"
    let notification = try WP.notification(json, on: platform)
    return [notification.campaignId, notification.notificationId, notification.viewId]
  }

  /// The short ids `c`, `n`, `v` are read on every platform.
  @Test(arguments: Platform.allCases)
  func shortIdsAreRead(_ platform: Platform) throws {
    #expect(try ids(#"{"c":"C","n":"N","v":"V"}"#, on: platform) == ["C", "N", "V"])
  }

  /// Android fills each missing short id from `reporting`, one by one.
  @Test func androidFillsEachMissingIdFromReporting() throws {
    let wp = #"{"c":"C","reporting":{"campaignId":"RC","notificationId":"RN","viewId":"RV"}}"#
    #expect(try ids(wp, on: .android) == ["C", "RN", "RV"])
  }

  /// Android treats a `null` short id as missing and takes `reporting`'s.
  @Test func androidTreatsANullIdAsMissing() throws {
    #expect(try ids(#"{"c":null,"reporting":{"campaignId":"RC"}}"#, on: .android) == ["RC", nil, nil])
  }

  /// Android does not read the long names at the top level of `_wp`.
  @Test func androidIgnoresTopLevelLongNames() throws {
    #expect(try ids(#"{"campaignId":"L","notificationId":"L2"}"#, on: .android) == [nil, nil, nil])
  }

  /// Android turns a short id that is not a string into its text (`JSONUtil.getString`), and
  /// says so; it does not fall back to `reporting` then.
  @Test func androidTurnsNonStringIdsIntoText() throws {
    let notification = try WP.notification(
      WP.android(#"{"c":123,"n":1.0,"v":true,"reporting":{"campaignId":"RC"}}"#), on: .android)
    #expect(notification.campaignId == "123")
    #expect(notification.notificationId == "1.0")
    #expect(notification.viewId == "true")
    #expect(WP.reasons(notification) == ["idNotAString", "idNotAString", "idNotAString"])
    #expect(notification.issues[0].message == #"_wp.c is an integer; the Android SDK reads it as the text "123". Expected a string"#)
  }

  /// Android ignores a `reporting` id that is not a string.
  @Test func androidIgnoresNonStringReportingIds() throws {
    let notification = try WP.notification(WP.android(#"{"reporting":{"campaignId":7,"viewId":"RV"}}"#), on: .android)
    #expect([notification.campaignId, notification.viewId] == [nil, "RV"])
    #expect(WP.reasons(notification) == ["idNotAString"])
  }

  /// iOS takes the short ids alone when any is present: the others are not filled.
  @Test func iOSUsesShortIdsExclusively() throws {
    let wp = #"{"c":"C","campaignId":"L","notificationId":"LN","reporting":{"notificationId":"RN"}}"#
    #expect(try ids(wp, on: .iOS) == ["C", nil, nil])
  }

  /// iOS counts a `null` short id as present: neither the long names nor `reporting` are read.
  @Test func iOSCountsANullShortIdAsPresent() throws {
    #expect(try ids(#"{"n":null,"campaignId":"L","reporting":{"campaignId":"R"}}"#, on: .iOS) == [nil, nil, nil])
  }

  /// iOS falls back to the long names when no short id is present, and only to them.
  @Test func iOSFallsBackToLongNames() throws {
    let wp = #"{"campaignId":"L","notificationId":"LN","reporting":{"viewId":"RV"}}"#
    #expect(try ids(wp, on: .iOS) == ["L", "LN", nil])
  }

  /// iOS reads `reporting` when there is neither a short id nor a long name.
  @Test func iOSFallsBackToReporting() throws {
    let wp = #"{"reporting":{"campaignId":"RC","notificationId":"RN","viewId":"RV","other":1}}"#
    let notification = try WP.notification(WP.iOS(wp), on: .iOS)
    #expect([notification.campaignId, notification.notificationId, notification.viewId] == ["RC", "RN", "RV"])
    #expect(notification.reporting == ["campaignId": "RC", "notificationId": "RN", "viewId": "RV", "other": 1])
  }

  /// iOS drops ids that are not strings, and says so.
  @Test func iOSDropsNonStringIds() throws {
    let notification = try WP.notification(WP.iOS(#"{"c":123,"n":"N"}"#), on: .iOS)
    #expect([notification.campaignId, notification.notificationId] == [nil, "N"])
    #expect(notification.issues.map(\.message) == ["_wp.c is an integer; the iOS SDK reads only a string here and ignores it. Expected a string"])
  }

  /// The web follows iOS's fallbacks (the web SDK is not public).
  @Test func webFollowsIOSFallbacks() throws {
    #expect(try ids(#"{"c":"C","reporting":{"notificationId":"RN"}}"#, on: .web) == ["C", nil, nil])
    #expect(try ids(#"{"reporting":{"notificationId":"RN"}}"#, on: .web) == [nil, "RN", nil])
  }

  /// A `reporting` that is not an object is ignored, with an issue.
  @Test func reportingMustBeAnObject() throws {
    let notification = try WP.notification(WP.android(#"{"reporting":"RC"}"#), on: .android)
    #expect(notification.reporting == nil)
    #expect(WP.reasons(notification) == ["fieldWrongType"])
  }
}
