extension OneSignalRuntime {
  /// iOS: the `OSNotification` the click listener gets. The SDK does not read the delivered
  /// `userInfo` as it is: `processiOS10Open` first hands it to
  /// `OneSignalCoreHelper.formatApsPayloadIntoStandard:identifier:`, which builds the open's
  /// `additionalData` and puts it back into the payload it then parses
  /// (OneSignal-iOS-SDK `iOS_SDK/OneSignalSDK/OneSignalCore/Source/OneSignalCoreHelper.m`,
  /// `UNUserNotificationCenter+OneSignalNotifications.m`):
  ///
  /// - `actionSelected`: the tapped button's id (a tap on the notification itself adds none);
  /// - `actionButtons`: the push's buttons as `{"text": n, "id": i}` (`i` defaulting to `n`),
  ///   from `os_data.buttons` (an array, or the `o` array of the iOS 9 dictionary) in the
  ///   `os_data` format, and from the root `o` of the legacy minified form in the original one.
  ///
  /// In the `os_data` format they go to the payload's root, where `additionalData` is read from
  /// (so a root key of the same name gives way); in the original format into `custom.a`, and
  /// `parseOriginalPayload` then copies a root `actionSelected` over that one
  /// (`OSNotification.m`): the push's own root key stays in `additionalData`, while the
  /// click's `actionId` is the button's.
  ///
  /// - Parameters:
  ///   - notification: the push as `parseWithApns` reads it.
  ///   - actionId: the tapped button's id, `nil` for the notification itself.
  /// - Returns: the notification with the open's `additionalData`.
  static func iosClickNotification(_ notification: OSNotification, actionId: String?) -> OSNotification {
    let raw = notification.rawPayload
    let options: JSONValue? =
      switch notification.format {
      case .osData: raw["os_data"]?["buttons"].flatMap { $0.arrayValue != nil ? $0 : $0["o"] }
      case .original, .android: raw["o"]
      }
    var added = JSONObject()
    if let list = options?.arrayValue {
      // A button without "n" makes the SDK's dictionary literal raise; lint and `parse` warn of
      // it (`buttonWithoutText`), and PushSim leaves it out here (docs/OneSignal.md, Audit).
      let buttons = list.compactMap { button -> JSONValue? in
        guard let text = button["n"], text != .null else { return nil }
        let id = button["i"].flatMap { $0 == .null ? nil : $0 } ?? text
        return .object(["text": text, "id": id])
      }
      added["actionButtons"] = .array(buttons)
    }
    // In the original format `parseOriginalPayload` then copies a root `actionSelected` over
    // the one in `custom.a` (the decoder has put it in `additionalData` already).
    if let actionId, notification.format == .osData || raw["actionSelected"] == nil {
      added["actionSelected"] = .string(actionId)
    }
    guard !added.isEmpty else { return notification }
    var clicked = notification
    var data = notification.additionalData ?? JSONObject()
    for (key, value) in added { data[key] = value }
    clicked.additionalData = data
    return clicked
  }

  /// iOS: the action id of a tap on the notification itself, read from the push's own data.
  /// `notificationReceived:wasOpened:` makes the open `ActionTaken` whenever
  /// `custom.a.actionSelected` or a root `actionSelected` is present, and
  /// `handleNotificationOpened:actionType:` takes the id from there, `custom.a` first
  /// (OneSignal-iOS-SDK `OSNotificationsManager.m`): a push whose data has that key reports a
  /// button tap. Another JSON type is given as its JSON text (the SDK passes the `NSNumber`
  /// on). `nil` when neither is present.
  static func iosActionSelectedInData(_ notification: OSNotification) -> String? {
    let raw = notification.rawPayload
    guard let value = raw["custom"]?["a"]?["actionSelected"] ?? raw["actionSelected"], value != .null else {
      return nil
    }
    return value.stringValue ?? value.serialized()
  }
}
