/// How the Cordova plugin's `wonderpushNotificationWillOpen` receiver (`wonderpush-cordova-sdk`
/// 3.2.1, `src/android/WonderPushPlugin.java`, `pluginInitialize`) reads the received push's
/// intent extras before it sends its JS the `notificationOpen` event
/// (WonderPushRuntime+WrapperWillOpen.swift).
extension WonderPushDecoder {
  /// How the receiver turns one intent extra into a value of the event's `notification`: a
  /// string whose first and last UTF-16 units are `{` and `}` (`valueStr.charAt(0) == '{'`,
  /// `valueStr.charAt(valueStr.length() - 1) == '}'`) that `new JSONObject` parses becomes that
  /// object; anything else stays the string (no arrays, no literals, unlike the SDK's own
  /// payload, ``androidPayloadValue(_:)``). The test is on UTF-16 units, as Java's `charAt`: a
  /// combining mark after the `{` does not hide it, and `org.json` then reads `{\u{301}a:1}` as
  /// an object with the unquoted name `\u{301}a`.
  ///
  /// An empty string never gets here: its `charAt(0)` throws
  /// (``cordovaReceiverCrash(_:)``).
  ///
  /// - Parameter text: An extra's value.
  /// - Returns: The value the JS gets.
  public static func cordovaExtraValue(_ text: String) -> JSONValue {
    cordovaStringExtraValue(text)
  }

  /// How the receiver turns the extra `key` of the received push's intent into a value of the
  /// event's `notification`. The intent is the whole `RemoteMessage` bundle
  /// (`RemoteMessage.toIntent()`, which WP-A's `FirebaseMessagingService.onMessageReceived`
  /// hands to `NotificationManager.onReceivedNotification`), whose values are not all strings:
  /// FCM's `google.sent_time` and `google.ttl` are numbers (``fcmStampedNumber(key:_:)``). The
  /// receiver tests `value instanceof String` before its `charAt`, and `JSONUtil.wrap` keeps a
  /// `Long` or `Integer` as it is, so the JS gets a number for those two, as the SDK's own
  /// delegate does (``androidPayloadValue(key:_:)``); every other key is a `String`
  /// (``cordovaExtraValue(_:)``).
  ///
  /// - Parameters:
  ///   - key: The extra's key.
  ///   - text: Its value in the data map.
  /// - Returns: The value the JS gets.
  public static func cordovaExtraValue(key: String, _ text: String) -> JSONValue {
    fcmStampedNumber(key: key, text) ?? cordovaStringExtraValue(text)
  }

  /// A `String` extra: ``cordovaExtraValue(_:)``.
  private static func cordovaStringExtraValue(_ text: String) -> JSONValue {
    if text.utf16.first == 0x7B, text.utf16.last == 0x7D,  // `{`, `}`
      let object = try? OrgJSON.object(text)
    {
      return .object(object)
    }
    return .string(text)
  }

  /// Why the receiver throws on these extras, or `nil` when it does not: an empty value's
  /// `charAt(0)` throws `StringIndexOutOfBoundsException`, which the receiver's
  /// `catch (JSONException ex)` does not catch, so it leaves `onReceive` on the main thread
  /// and the app's process dies.
  ///
  /// Only a `String` extra is read with `charAt`; an empty text is one whatever its key (FCM's
  /// numbers, ``cordovaExtraValue(key:_:)``, are never empty).
  ///
  /// - Parameter extras: The received push's data map, in its order.
  /// - Returns: The crash's message, naming the empty extras, or `nil`.
  public static func cordovaReceiverCrash(_ extras: FCMDataMap) -> String? {
    let empty = extras.filter { $0.value.isEmpty }.map(\.key)
    guard !empty.isEmpty else { return nil }
    let names = empty.map { "\"\($0)\"" }.joined(separator: ", ")
    return "the Cordova plugin's wonderpushNotificationWillOpen receiver (WonderPushPlugin.pluginInitialize) "
      + "reads the push's extras with valueStr.charAt(0), which throws StringIndexOutOfBoundsException "
      + "for the empty \(empty.count == 1 ? "extra" : "extras") \(names); it catches only JSONException, "
      + "so the app crashes. Send a non-empty value or leave the key out"
  }
}
