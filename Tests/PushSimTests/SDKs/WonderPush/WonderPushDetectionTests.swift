import PushSim
import Testing

/// Whether the WonderPush SDK treats a push as its own: `_wp` a JSON string on Android, a
/// dictionary on iOS and in web push data (VENDORS.md §2, gotcha 2).
struct WonderPushDetectionTests {
  /// Android: a `_wp` string holding a JSON object is a WonderPush push.
  @Test func androidTakesAJSONStringWP() throws {
    let notification = try WP.notification(WP.android(#"{"c":"camp"}"#), on: .android)
    #expect(notification.campaignId == "camp")
    #expect(notification.wp == ["c": "camp"])
    #expect(notification.issues.isEmpty)
  }

  /// Android: `_wp` parses with org.json's leniencies, and lint hears about it.
  @Test func androidTakesLenientWP() throws {
    let notification = try WP.notification(WP.android("{c:camp, n:'notif'}"), on: .android)
    #expect(notification.campaignId == "camp")
    #expect(notification.notificationId == "notif")
    #expect(WP.reasons(notification) == ["lenientWonderPushJSON"])
  }

  /// Android: a `_wp` string that does not parse is not a WonderPush push, and the reason says so.
  @Test func androidRefusesWPThatIsNotJSON() throws {
    let issue = try #require(try WP.rejection(WP.android(#"{"c":"#), on: .android))
    #expect(issue.reason == "wonderPushDataNotJSON")
    #expect(issue.message.hasPrefix("_wp is not JSON, even to org.json's lenient parser (End of input at character 5)"))
    #expect(issue.message.contains("Expected a JSON object serialized as a string"))
  }

  /// Android: a `_wp` string holding an array, or a bare word (a string to org.json), is not ours.
  @Test func androidRefusesWPThatIsNotAnObject() throws {
    let array = try #require(try WP.rejection(WP.android("[1,2]"), on: .android))
    #expect(array.reason == "wonderPushDataNotAnObject")
    #expect(array.message.hasPrefix("_wp holds JSON an array, not an object"))
    let word = try #require(try WP.rejection(WP.android("hello"), on: .android))
    #expect(word.reason == "wonderPushDataNotAnObject")
    #expect(word.message.hasPrefix("_wp holds JSON a string, not an object"))
  }

  /// A push without `_wp` is not a WonderPush push on any platform.
  @Test func noWPIsNotOurs() throws {
    #expect(try WP.rejection(#"{"k":"v"}"#, on: .android)?.reason == "notWonderPush")
    #expect(try WP.rejection(#"{"aps":{"alert":"Hi"}}"#, on: .iOS)?.reason == "notWonderPush")
    #expect(try WP.rejection(#"{"title":"Hi"}"#, on: .web)?.reason == "notWonderPush")
  }

  /// iOS: `_wp` must be a dictionary; the Android string form is not ours, and the reason says why.
  @Test func iOSRefusesAStringWP() throws {
    let issue = try #require(try WP.rejection(WP.iOS(#""{\"c\":\"camp\"}""#), on: .iOS))
    #expect(issue.reason == "wonderPushDataWrongType")
    #expect(
      issue.message
        == "_wp is a string; the iOS SDK (isNotificationForWonderPush) needs a dictionary, so this is not a "
        + "WonderPush push. A JSON string is the Android data-map form; on iOS send the object itself")
  }

  /// iOS: `_wp` of any other non-dictionary type is refused too.
  @Test func iOSRefusesOtherWPTypes() throws {
    #expect(try WP.rejection(WP.iOS("[1]"), on: .iOS)?.reason == "wonderPushDataWrongType")
    #expect(try WP.rejection(WP.iOS("null"), on: .iOS)?.message.hasPrefix("_wp is null;") == true)
  }

  /// iOS: a dictionary `_wp` is ours.
  @Test func iOSTakesADictionaryWP() throws {
    let notification = try WP.notification(WP.iOS(#"{"c":"camp"}"#), on: .iOS)
    #expect(notification.campaignId == "camp")
    #expect(notification.platform == .iOS)
  }

  /// Web: the push data must be a JSON object whose `_wp` is an object.
  @Test func webTakesAnObjectWPOnly() throws {
    #expect(try WP.notification(#"{"_wp":{"c":"camp"}}"#, on: .web).campaignId == "camp")
    let string = try #require(try WP.rejection(#"{"_wp":"{}"}"#, on: .web))
    #expect(string.reason == "wonderPushDataWrongType")
    #expect(string.message.contains("the WonderPush service worker needs a dictionary"))
    #expect(try WP.rejection("plain text", on: .web)?.reason == "notJSON")
  }
}
