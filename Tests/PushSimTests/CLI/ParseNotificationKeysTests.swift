import PushSim
import Testing

/// `pushsim parse`'s `notification` carries every key CONTRACT.md lists, always: `null` for an
/// absent text, `[]` for no actions; `receiveActions` and `clickActions` come from the payload's
/// dialect (WonderPush's `_wp.receiveActions` and `_wp.actions`), with or without `--sdk`.
struct ParseNotificationKeysTests {
  /// The keys CONTRACT.md shows in `notification`.
  static let contractKeys = [
    "id", "title", "body", "tag", "contentAvailable", "mutableContent", "launchURL", "imageURL", "buttons",
    "additionalData", "receiveActions", "clickActions",
  ]

  /// The `notification` object `pushsim parse` prints for `payload`.
  static func notification(
    _ payload: String, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> JSONValue {
    let result = runCLI(["parse", "-"] + arguments, stdin: payload)
    #expect(result.status == .success, "\(result.err)", sourceLocation: sourceLocation)
    return try #require(try JSONDocument(result.out).root["notification"]?.value(), sourceLocation: sourceLocation)
  }

  /// An APNs payload with a body only: the absent texts are `null`, the actions `[]`.
  @Test func absentFieldsOfAnAPNsPushAreNullAndItHasNoActions() throws {
    let notification = try Self.notification(#"{"aps":{"alert":{"body":"Hi"}}}"#, ["--platform", "ios"])
    let keys = try #require(notification.objectValue).keys
    for key in Self.contractKeys { #expect(keys.contains(key), "\(key) missing") }
    #expect(notification["title"] == .null)
    #expect(notification["body"] == "Hi")
    #expect(notification["tag"] == .null)
    #expect(notification["launchURL"] == .null)
    #expect(notification["imageURL"] == .null)
    #expect(notification["buttons"] == [])
    #expect(notification["additionalData"] == [:])
    #expect(notification["receiveActions"] == [])
    #expect(notification["clickActions"] == [])
    // Other absent fields are still left out.
    #expect(notification["subtitle"] == nil)
    #expect(notification["sound"] == nil)
  }

  /// `_wp` as the Android data map carries it (a JSON string), with and without `--sdk`.
  @Test(arguments: [[], ["--sdk", "wonderpush"]])
  func wonderPushActionsOnAndroid(_ sdk: [String]) throws {
    let payload = WP.android(
      #"{"c":"camp","alert":{"text":"Hi"},"receiveActions":[{"type":"closeNotifications","tag":"OLD"}],"#
        + #""actions":[{"type":"trackEvent","event":{"type":"opened"}},{"type":"link","url":"app://inbox"}]}"#)
    let notification = try Self.notification(payload, ["--platform", "android"] + sdk)
    #expect(notification["receiveActions"] == [["type": "closeNotifications", "tag": "OLD"]])
    #expect(notification["clickActions"] == [
      ["type": "trackEvent", "event": ["type": "opened"]], ["type": "link", "url": "app://inbox"],
    ])
  }

  /// `_wp` as iOS carries it (a dictionary), with and without `--sdk`; `close`, which the iOS
  /// SDK does not know, and an action without a type are not run, so not listed.
  @Test(arguments: [[], ["--sdk", "wonderpush"]])
  func wonderPushActionsOnIOS(_ sdk: [String]) throws {
    let payload = WP.iOS(
      #"{"c":"camp","receiveActions":[{"type":"closeNotifications","tags":["a"]},{"type":"close"}],"#
        + #""actions":[{"url":"app://x"},{"type":"addTag","tags":["clicked"]}]}"#)
    let notification = try Self.notification(payload, ["--platform", "ios"] + sdk)
    #expect(notification["receiveActions"] == [["type": "closeNotifications", "tags": ["a"]]])
    #expect(notification["clickActions"] == [["type": "addTag", "tags": ["clicked"]]])
  }

  /// The library gives the same arrays, read from the push; the notification alone has none.
  @Test func incomingPushGivesTheActions() throws {
    let push = try WP.push(WP.iOS(#"{"receiveActions":[{"type":"removeAllTags"}]}"#), on: .iOS)
    #expect(push.receiveActions == [["type": "removeAllTags"]])
    #expect(push.clickActions == [])
    #expect(push.notificationJSONValue["receiveActions"] == [["type": "removeAllTags"]])
    #expect(push.notification.jsonValue["receiveActions"] == nil)
  }
}
