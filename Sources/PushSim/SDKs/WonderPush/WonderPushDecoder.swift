/// Reads a received push the way the WonderPush SDK on the receiving platform does: whether it is
/// a WonderPush push at all, then the ``WonderPushNotification`` it makes of it.
///
/// Detection (VENDORS.md §2):
/// - Android: the FCM data map's `_wp` must be a string that `new JSONObject(_wp)` parses, with
///   `org.json`'s leniencies (`FirebaseMessagingService.notificationModelFromGCMBroadcastIntent`);
///   a string that does not parse, or parses to something other than an object, is not ours.
/// - iOS: the `userInfo`'s `_wp` must be a dictionary (`isNotificationForWonderPush`); a string
///   (the Android form) is not ours.
/// - Web: the push data (`event.data.json()`) must be a JSON object whose `_wp` is an object.
///   The WonderPush web SDK is not public (it is served minified from WonderPush's CDN), so
///   PushSim reads web pushes as JSON-native like iOS: type-safe fields, iOS's id fallbacks.
public enum WonderPushDecoder {
  /// The SDK's view of `push`.
  ///
  /// - Parameter push: A decoded push (``PushDecoder``).
  /// - Returns: The notification, or why the WonderPush SDK does not treat the push as its own.
  public static func decode(_ push: IncomingPush) -> Result<WonderPushNotification, PayloadIssue> {
    var reader = WonderPushFieldReader(platform: push.platform)
    let wp: JSONObject
    switch push.platform {
    case .android:
      guard let data = push.remoteMessage?.rawData, let text = data["_wp"] else {
        return .failure(noWonderPushKey(push.platform))
      }
      switch androidWonderPushData(text) {
      case .failure(let issue): return .failure(issue)
      case .success(let object): wp = object
      }
      if (try? JSONDocument(text))?.root.type != .object {
        reader.note(
          "lenientWonderPushJSON",
          "_wp is not strict JSON; the Android SDK accepts it only because org.json is lenient. "
            + "Serialize _wp with a JSON encoder")
      }
    case .iOS, .web:
      guard let root = push.payload, root.type == .object else {
        return .failure(
          PayloadIssue(
            reason: "notJSON",
            message: "the push data is not a JSON object; the WonderPush SDK needs one with a _wp object",
            rule: "VENDORS §2"))
      }
      guard let node = root["_wp"] else { return .failure(noWonderPushKey(push.platform)) }
      guard case .object(let object) = node.value() else {
        return .failure(wrongType(node.type, platform: push.platform))
      }
      wp = object
    }
    var notification = read(wp, platform: push.platform, reader: &reader)
    (notification.customData, notification.notificationPayload) = customData(of: push)
    if push.platform == .iOS { notification.hasVisibleAPSContent = push.notification.hasVisibleContent }
    notification.issues = reader.issues
    return .success(notification)
  }

  /// `new JSONObject(_wp)` on Android, with the reason a failure means "not a WonderPush push".
  ///
  /// - Parameter text: The data map's `_wp` string.
  /// - Returns: The object, or the issue.
  static func androidWonderPushData(_ text: String) -> Result<JSONObject, PayloadIssue> {
    do {
      return .success(try OrgJSON.object(text))
    } catch {
      if let value = try? OrgJSON.value(text) {
        return .failure(
          PayloadIssue(
            reason: "wonderPushDataNotAnObject",
            message: "_wp holds JSON \(PayloadIssue.describe(value.type)), not an object; the Android SDK "
              + "(new JSONObject(_wp)) does not treat the push as its own. Expected a JSON object "
              + "serialized as a string, such as \"{\\\"c\\\":\\\"campaign\\\"}\"",
            rule: "VENDORS §2"))
      }
      return .failure(
        PayloadIssue(
          reason: "wonderPushDataNotJSON",
          message: "_wp is not JSON, even to org.json's lenient parser (\(error)); the Android SDK "
            + "does not treat the push as its own. Expected a JSON object serialized as a string",
          rule: "VENDORS §2"))
    }
  }

  /// No `_wp` at all.
  static func noWonderPushKey(_ platform: Platform) -> PayloadIssue {
    PayloadIssue(
      reason: "notWonderPush",
      message: "no _wp key: the WonderPush SDK does not treat this push as its own and leaves it "
        + "to the app's other handlers. WonderPush pushes carry their data in _wp",
      rule: "VENDORS §2")
  }

  /// `_wp` of the wrong JSON type on iOS or the web.
  static func wrongType(_ type: JSONType, platform: Platform) -> PayloadIssue {
    let who = platform == .iOS ? "the iOS SDK (isNotificationForWonderPush)" : "the WonderPush service worker"
    var message = "_wp is \(PayloadIssue.describe(type)); \(who) needs a dictionary, so this is not a WonderPush push"
    if type == .string {
      let here = platform == .iOS ? "iOS" : "the web"
      message += ". A JSON string is the Android data-map form; on \(here) send the object itself"
    }
    return PayloadIssue(reason: "wonderPushDataWrongType", message: message, rule: "VENDORS §2")
  }

  /// The custom data and the delegate's payload of a push.
  static func customData(of push: IncomingPush) -> (custom: JSONObject, payload: JSONObject) {
    var custom = JSONObject()
    var payload = JSONObject()
    switch push.platform {
    case .android:
      for (key, text) in push.remoteMessage?.rawData ?? FCMDataMap([]) {
        let value = androidPayloadValue(key: key, text)
        payload[key] = value
        if key != "_wp", !FCMDataMap.isReserved(key) { custom[key] = value }
      }
    case .iOS, .web:
      guard let root = push.payload, case .object(let object) = root.value() else { break }
      payload = object
      for (key, value) in object where key != "_wp" && key != "aps" { custom[key] = value }
    }
    return (custom, payload)
  }

  /// How the Android SDK turns one data-map string into a value of the delegate's payload
  /// (`NotificationManager.notificationPayloadFromBundle`; VENDORS.md §2, tested in the SDK's
  /// `NotificationManagerTest`): a string starting with `{` and ending with `}` that
  /// `new JSONObject` parses (leniently) becomes that object, one in `[`…`]` that
  /// `new JSONArray` parses becomes that array; `"null"`, `"true"` and `"false"` become
  /// literals; everything else, numbers included, stays a string.
  ///
  /// So `{"foo":bar"}` becomes `{"foo": "bar\""}`, `{123}` stays a string, `"123"` stays a
  /// string, and `{"a":1} {"b":2}` becomes `{"a": 1}`. Strings nested inside a decoded object
  /// are not decoded again.
  ///
  /// - Parameter text: A data-map value.
  /// - Returns: The value the delegate gets.
  public static func androidPayloadValue(_ text: String) -> JSONValue {
    androidStringPayloadValue(text)
  }

  /// How the Android SDK turns the extra `key` of the received push's intent into a value of
  /// the delegate's payload. WP-A `FirebaseMessagingService.onMessageReceived` hands
  /// `NotificationManager.onReceivedNotification` `message.toIntent()` (the whole `RemoteMessage`
  /// bundle), and `onReceivedNotification` (and, at a tap, `notifyNotificationOpened`, with the
  /// same intent from the tracking activity's `receivedPushNotificationIntent`) calls
  /// `notificationPayloadFromBundle(intent.getExtras())` (WP-A `NotificationManager.java`
  /// @`01946ff9`): only a `String` value goes through the decoding of
  /// ``androidPayloadValue(_:)``; any other is `put` as it is. FCM stamps `google.sent_time` as a
  /// `Long` and `google.ttl` as an `Integer` (``fcmStampedNumber(key:_:)``), so the delegate gets
  /// numbers for those two, as Cordova's receiver does (``cordovaExtraValue(key:_:)``).
  ///
  /// - Parameters:
  ///   - key: The extra's key.
  ///   - text: Its value in the data map.
  /// - Returns: The value the delegate gets.
  public static func androidPayloadValue(key: String, _ text: String) -> JSONValue {
    fcmStampedNumber(key: key, text) ?? androidStringPayloadValue(text)
  }

  /// The number FCM puts in the `RemoteMessage` bundle for `key`, or `nil` for a `String` extra.
  /// FCM stamps `google.sent_time` as a `Long` and `google.ttl` as an `Integer` (the FCM SDK's
  /// `RemoteMessage.getSentTime()`/`getTtl()` test `instanceof Long`/`Integer` first; apps that
  /// read them with `getString` log "Key google.sent_time expected String but value was a
  /// java.lang.Long", fechanique/cordova-plugin-fcm#253, urbanairship/urbanairship-cordova#218).
  /// PushSim's data map holds text, so a `google.sent_time` that `Long.parseLong` reads, and a
  /// `google.ttl` that `Integer.parseInt` reads, are taken as FCM's numbers; any other text (a
  /// hand-written bundle's) is a `String`, like every other key.
  static func fcmStampedNumber(key: String, _ text: String) -> JSONValue? {
    if key == "google.sent_time", let millis = JavaInteger.parseLong(text) { return .integer(millis) }
    if key == "google.ttl", let seconds = JavaInteger.parseInt(text) { return .integer(Int64(seconds)) }
    return nil
  }

  /// A `String` extra of the delegate's payload: ``androidPayloadValue(_:)``.
  private static func androidStringPayloadValue(_ text: String) -> JSONValue {
    if text.hasPrefix("{"), text.hasSuffix("}"), let object = try? OrgJSON.object(text) {
      return .object(object)
    }
    if text.hasPrefix("["), text.hasSuffix("]"), let elements = try? OrgJSON.array(text) {
      return .array(elements)
    }
    switch text {
    case "null": return .null
    case "true": return .bool(true)
    case "false": return .bool(false)
    default: return .string(text)
    }
  }
}
