@testable import PushSim
import Testing

/// FCM HTTP v1 bodies are read by a proto3 JSON parser, which takes each field under its proto
/// name (`collapse_key`) and its lowerCamelCase JSON name (`collapseKey`) with the same meaning,
/// and refuses a field given under both.
struct FCMv1JSONNameTests {
  /// The decoder's answer for `{"message": message}` on `platform`.
  static func decode(_ message: String, on platform: Platform) -> Result<IncomingPush, PayloadIssue> {
    FCMv1MessageFieldTests.decode(message, on: platform)
  }

  /// The Android data map of `{"message": message}`, FCM's keys included, as `key=value` lines
  /// in order.
  static func androidData(_ message: String) throws -> [String] {
    let push = try decode(message, on: .android).get()
    let remoteMessage = try #require(push.remoteMessage)
    return remoteMessage.rawData.entries.map { "\($0.key)=\($0.value)" }
  }

  /// proto's rule for a JSON name: each `_` dropped and the next letter upper-cased.
  @Test(arguments: [
    ("collapse_key", "collapseKey"), ("channel_id", "channelId"), ("title_loc_key", "titleLocKey"),
    ("direct_boot_ok", "directBootOk"), ("default_vibrate_timings", "defaultVibrateTimings"), ("title", "title"),
  ])
  func jsonNamesFollowProtosRule(_ protoName: String, _ jsonName: String) {
    #expect(ProtoJSONName.lowerCamelCase(protoName) == jsonName)
    #expect(FCMv1Lint.protoName(of: jsonName, among: FCMv1Lint.androidNotificationFields.union(["collapse_key", "direct_boot_ok"])) == protoName)
  }

  /// `android.collapseKey` collapses as `android.collapse_key` does: the message's collapse key,
  /// and the data map's `collapse_key`.
  @Test func camelCaseCollapseKeyCollapses() throws {
    for spelling in ["collapse_key", "collapseKey"] {
      let message = #"{"token":"t","data":{"a":"b"},"android":{"\#(spelling)":"scores"}}"#
      let push = try Self.decode(message, on: .android).get()
      #expect(push.remoteMessage?.collapseKey == "scores", "\(spelling)")
      #expect(push.remoteMessage?.rawData["collapse_key"] == "scores", "\(spelling)")
    }
  }

  /// The notification fields under their JSON names make the same data map and the same
  /// notification as under their proto names.
  @Test func camelCaseNotificationFieldsReadAsSnakeCase() throws {
    let snake = #"""
      {"token":"t","android":{"notification":{"title":"T","click_action":"OPEN","channel_id":"news",
       "title_loc_key":"TK","body_loc_key":"BK","title_loc_args":["a"],"body_loc_args":["b","c"],
       "notification_priority":"PRIORITY_HIGH","local_only":true,"notification_count":3,"default_sound":true,
       "event_time":"2026-01-01T00:00:00Z","vibrate_timings":["1s"]}}}
      """#
    let camel = #"""
      {"token":"t","android":{"notification":{"title":"T","clickAction":"OPEN","channelId":"news",
       "titleLocKey":"TK","bodyLocKey":"BK","titleLocArgs":["a"],"bodyLocArgs":["b","c"],
       "notificationPriority":"PRIORITY_HIGH","localOnly":true,"notificationCount":3,"defaultSound":true,
       "eventTime":"2026-01-01T00:00:00Z","vibrateTimings":["1s"]}}}
      """#
    let data = try Self.androidData(snake)
    #expect(data.contains("gcm.n.click_action=OPEN"))
    #expect(data.contains("gcm.n.android_channel_id=news"))
    #expect(data.contains("gcm.n.title_loc_key=TK"))
    #expect(data.contains("gcm.n.body_loc_key=BK"))
    #expect(try Self.androidData(camel) == data)
    let snakePush = try Self.decode(snake, on: .android).get()
    let camelPush = try Self.decode(camel, on: .android).get()
    #expect(camelPush.notification.jsonValue == snakePush.notification.jsonValue)
    #expect(camelPush.notification.channelID == "news")
    for platform in Platform.allCases {
      #expect(FCMv1MessageFieldTests.lintErrors(camel, on: platform).isEmpty, "\(platform)")
    }
  }

  /// `fcmOptions` is read as `fcm_options`: the APNs config's image (FCM's `fcm_options.image`
  /// beside `aps`, over the notification's), the web push's link.
  @Test func camelCaseFCMOptionsAreRead() throws {
    for spelling in ["fcm_options", "fcmOptions"] {
      let apns = try Self.decode(
        #"{"token":"t","notification":{"title":"T","image":"https://i/n.png"},"apns":{"\#(spelling)":{"image":"https://i/a.png"}}}"#,
        on: .iOS
      ).get()
      #expect(apns.notification.additionalData?["fcm_options"] == ["image": "https://i/a.png"], "\(spelling)")
      let web = try Self.decode(
        #"{"token":"t","notification":{"title":"T"},"webpush":{"\#(spelling)":{"link":"https://x/a"}}}"#, on: .web
      ).get()
      #expect(web.notification.launchURL == "https://x/a", "\(spelling)")
    }
  }

  /// A field given under both spellings in one object is refused on every platform, as FCM
  /// refuses it, with both spellings named; `lint` says the same.
  @Test(arguments: [
    (#"{"token":"t","android":{"collapse_key":"a","collapseKey":"b"}}"#, "message.android", "collapse_key", "collapseKey"),
    (#"{"token":"t","fcmOptions":{},"fcm_options":{}}"#, "message", "fcm_options", "fcmOptions"),
    (#"{"token":"t","apns":{"live_activity_token":"a","liveActivityToken":"b"}}"#, "message.apns", "live_activity_token", "liveActivityToken"),
    (#"{"token":"t","webpush":{"fcm_options":{},"fcmOptions":{"link":"https://x"}}}"#, "message.webpush", "fcm_options", "fcmOptions"),
    (#"{"token":"t","android":{"notification":{"clickAction":"A","click_action":"B"}}}"#, "message.android.notification", "click_action", "clickAction"),
    (#"{"token":"t","android":{"notification":{"channel_id":"a","title":"T","channelId":"b"}}}"#, "message.android.notification", "channel_id", "channelId"),
    (#"{"token":"t","android":{"notification":{"vibrate_timings":["1s"],"vibrateTimings":["2s"]}}}"#, "message.android.notification", "vibrate_timings", "vibrateTimings"),
  ])
  func aFieldGivenTwiceIsRefused(_ message: String, _ path: String, _ snake: String, _ camel: String) throws {
    let expected = "\(path) gives the field \(snake) twice, as \"\(snake)\" and as \"\(camel)\"; FCM rejects a field given twice "
      + "(proto3 JSON: a field by its proto name or its JSON name, once) and answers 400 INVALID_ARGUMENT. Keep one"
    for platform in Platform.allCases {
      if path != "message.android.notification" || platform != .web {
        #expect(throws: PayloadIssue(reason: "invalidPayload", message: expected), "\(platform)") {
          try Self.decode(message, on: platform).get()
        }
      }
      #expect(FCMv1MessageFieldTests.lintErrors(message, on: platform) == ["fieldGivenTwice: " + expected], "\(platform)")
    }
  }

  /// A value FCM refuses is named by the key as written, in `run` as in `lint`.
  @Test func aRefusedValueNamesTheKeyAsWritten() throws {
    let message = #"{"token":"t","android":{"notification":{"titleLocArgs":"Kathy"}}}"#
    let error = try #require(FCMv1MessageFieldTests.lintErrors(message, on: .android).first)
    #expect(error.hasPrefix("locArgsNotAnArray: message.android.notification.titleLocArgs is a string"))
    #expect(throws: PayloadIssue(reason: "invalidPayload", message: String(error.dropFirst("locArgsNotAnArray: ".count)))) {
      try Self.decode(message, on: .android).get()
    }
  }

  /// A key that is neither spelling (`channelID`, `click_Action`) is still unknown.
  @Test(arguments: ["channelID", "click_Action", "ClickAction", "title_locKey"])
  func otherSpellingsAreUnknown(_ key: String) throws {
    let message = #"{"token":"t","android":{"notification":{"\#(key)":"x"}}}"#
    #expect(throws: PayloadIssue.self) { try Self.decode(message, on: .android).get() }
    let errors = FCMv1MessageFieldTests.lintErrors(message, on: .android)
    #expect(errors.count == 1 && errors[0].hasPrefix("unknownField: message.android.notification.\(key) "), "\(errors)")
  }

  /// The name tables take both spellings as one name, from the key's bytes.
  @Test func theTablesFindBothSpellings() throws {
    #expect(FCMv1AndroidField.table.position(ofString: "collapseKey") == FCMv1AndroidField.collapseKey.rawValue)
    #expect(FCMv1NotificationField.table.position(ofString: "clickAction") == FCMv1NotificationField.clickAction.rawValue)
    #expect(FCMv1NotificationField.table.position(ofString: "channelId") == FCMv1NotificationField.channelID.rawValue)
    #expect(APSKey.table.spellingCount == APSKey.table.count)
    let document = try JSONDocument(#"{"collapseKey":"a","priority":"high"}"#)
    let keys = document.root.knownMembers(FCMv1AndroidField.self)
    #expect(keys.allKeysAreNamesUnescaped)
    #expect(keys.namesGivenTwice == 0)
    #expect(keys[.collapseKey]?.stringValue == "a")
  }
}
