extension WonderPushDecoder {
  /// Reads `_wp` into a notification with the rules of `platform`'s SDK.
  static func read(_ wp: JSONObject, platform: Platform, reader: inout WonderPushFieldReader) -> WonderPushNotification {
    var n = WonderPushNotification(platform: platform, wp: wp)
    readIds(wp, into: &n, reader: &reader)
    n.alert = reader.object(wp, "alert", at: "_wp").flatMap { readAlert($0, at: "_wp.alert", reader: &reader) }
    readType(wp, into: &n, reader: &reader)
    n.targetedInstallation = reader.string(wp, "@", at: "_wp")
    n.targetUrl = reader.string(wp, "targetUrl", at: "_wp")
    n.targetUrlMode = reader.strictString(wp, "targetUrlMode", at: "_wp")
    n.receiveActions = readActions(wp, "receiveActions", at: "_wp", reader: &reader)
    n.actions = readActions(wp, "actions", at: "_wp", reader: &reader)
    n.attachments = (reader.array(wp, "attachments", at: "_wp") ?? []).enumerated().compactMap { index, element in
      guard case .object(let item) = element else {
        reader.note(
          "fieldWrongType",
          "_wp.attachments[\(index)] is \(PayloadIssue.describe(element.type)); "
            + "expected an object {url, type, id, options}")
        return nil
      }
      let path = "_wp.attachments[\(index)]"
      return WonderPushNotification.Attachment(
        url: reader.strictString(item, "url", at: path), type: reader.strictString(item, "type", at: path),
        id: reader.strictString(item, "id", at: path), options: reader.object(item, "options", at: path))
    }
    // WP-A `optBoolean(…, false)`; WP-I `boolValue` on the object (`trackNotificationReceived:`),
    // and the extension's `numberForKey … boolValue`, which takes no string.
    n.receipt = reader.boolValue(wp, "receipt") ?? false
    n.receiptUsingMeasurements = reader.boolValue(wp, "receiptUsingMeasurements") ?? false
    n.extensionCountsReceipt = platform == .iOS && reader.numberBoolValue(wp, "receiptUsingMeasurements")
    n.lastReceivedNotificationCheckDelay =
      reader.long(wp, "lastReceivedNotificationCheckDelay")
      ?? WonderPushNotification.defaultLastReceivedNotificationCheckDelay
    n.inApp = reader.object(wp, "inApp", at: "_wp")
    n.apsForeground = platform == .iOS ? reader.object(wp, "apsForeground", at: "_wp") : nil
    return n
  }

  /// Campaign, notification and view ids, with each platform's fallbacks.
  static func readIds(_ wp: JSONObject, into n: inout WonderPushNotification, reader: inout WonderPushFieldReader) {
    n.reporting = reader.object(wp, "reporting", at: "_wp")
    let reporting = n.reporting ?? JSONObject()
    switch n.platform {
    case .android:
      // NotificationModel: JSONUtil.getString for c, n, v; each missing one from reporting.
      n.campaignId = reader.string(wp, "c", at: "_wp", reason: "idNotAString")
        ?? reader.strictString(reporting, "campaignId", at: "_wp.reporting", reason: "idNotAString")
      n.notificationId = reader.string(wp, "n", at: "_wp", reason: "idNotAString")
        ?? reader.strictString(reporting, "notificationId", at: "_wp.reporting", reason: "idNotAString")
      n.viewId = reader.string(wp, "v", at: "_wp", reason: "idNotAString")
        ?? reader.strictString(reporting, "viewId", at: "_wp.reporting", reason: "idNotAString")
    case .iOS, .web:
      // WPReportingData.extract: one source only, the first that has any of its keys (a null
      // counts as present); values that are not strings are dropped.
      let sources: [(object: JSONObject, keys: [String], path: String)] = [
        (wp, ["c", "n", "v"], "_wp"),
        (wp, ["campaignId", "notificationId", "viewId"], "_wp"),
        (reporting, ["campaignId", "notificationId", "viewId"], "_wp.reporting"),
      ]
      guard let source = sources.first(where: { source in source.keys.contains { source.object[$0] != nil } }) else { break }
      n.campaignId = reader.strictString(source.object, source.keys[0], at: source.path, reason: "idNotAString")
      n.notificationId = reader.strictString(source.object, source.keys[1], at: source.path, reason: "idNotAString")
      n.viewId = reader.strictString(source.object, source.keys[2], at: source.path, reason: "idNotAString")
    }
  }

  /// The declared type, or the inferred one.
  static func readType(_ wp: JSONObject, into n: inout WonderPushNotification, reader: inout WonderPushFieldReader) {
    let declared = n.platform == .android
      ? reader.string(wp, "type", at: "_wp", reason: "unknownNotificationType")
      : reader.strictString(wp, "type", at: "_wp", reason: "unknownNotificationType")
    if let declared, WonderPushNotification.NotificationType(rawValue: declared).isKnown {
      n.type = WonderPushNotification.NotificationType(rawValue: declared)
      n.isTypeInferred = false
      return
    }
    n.isTypeInferred = true
    if n.platform == .android {
      // NotificationModel.fromNotificationJSONObject: SIMPLE when the alert has a text or a title.
      n.type = n.alert.map { $0.text != nil || $0.title != nil } == true ? .simple : .data
    } else {
      n.type = .simple
    }
    if let declared {
      let known = WonderPushNotification.NotificationType.known.map(\.rawValue).joined(separator: ", ")
      reader.note(
        "unknownNotificationType",
        "_wp.type \(QuotedValue.plain(declared)) is not a type the SDKs know (\(known)); \(reader.sdkName) treats the push as \(n.type)")
    }
  }

  /// `AlertModel.fromJSON`: `nil` on Android when `alert.type` is unknown (the model's
  /// constructor throws and the whole alert is dropped).
  static func readAlert(
    _ object: JSONObject, at path: String, reader: inout WonderPushFieldReader
  ) -> WonderPushNotification.Alert? {
    var alert = readAlertFields(object, at: path, reader: &reader, foreground: false)
    alert.style = reader.optString(object, "type", at: path)
    if let style = alert.style, reader.coerces, !["none", "bigText", "bigPicture", "inbox"].contains(style) {
      reader.note(
        "unknownAlertType",
        "\(path).type \(QuotedValue.plain(style)) is not none, bigText, bigPicture or inbox; the Android SDK then drops the "
          + "whole alert (AlertModel throws), so nothing is displayed")
      return nil
    }
    alert.html = reader.bool(object, "html") ?? false
    alert.bigText = reader.optString(object, "bigText", at: path)
    alert.bigTitle = reader.optString(object, "bigTitle", at: path)
    alert.summaryText = reader.optString(object, "summaryText", at: path)
    alert.bigPicture = reader.optString(object, "bigPicture", at: path)
    alert.bigLargeIcon = reader.optString(object, "bigLargeIcon", at: path)
    alert.groupTargetUrl = reader.optString(object, "groupTargetUrl", at: path)
    (alert.buttons, alert.payloadButtons) = readButtons(object, at: path, reader: &reader)
    if let foreground = reader.object(object, "foreground", at: path) {
      alert.foreground = readAlertFields(foreground, at: path + ".foreground", reader: &reader, foreground: true)
    }
    return alert
  }

  /// The fields an alert and its `foreground` overrides share (`fromJSONCommon`).
  static func readAlertFields(
    _ object: JSONObject, at path: String, reader: inout WonderPushFieldReader, foreground: Bool
  ) -> WonderPushNotification.Alert {
    var alert = WonderPushNotification.Alert(raw: object)
    alert.title = reader.optString(object, "title", at: path)
    alert.text = reader.optString(object, "text", at: path)
    alert.subText = reader.optString(object, "subText", at: path)
    alert.info = reader.optString(object, "info", at: path)
    alert.ticker = reader.optString(object, "ticker", at: path)
    alert.hasTag = object["tag"] != nil
    alert.tag = reader.optString(object, "tag", at: path)
    alert.channel = reader.optString(object, "channel", at: path)
    // WP-A `AlertModel.setCategory`: a constant's name stands for its value (`message` → `msg`).
    alert.category = reader.optString(object, "category", at: path)
    if reader.coerces { alert.category = alert.category.map(WonderPushNotification.Alert.androidCategory) }
    alert.persons = reader.optStrings(object, "persons", at: path)
    alert.group = reader.optString(object, "group", at: path)
    alert.sortKey = reader.optString(object, "sortKey", at: path)
    alert.color = reader.optString(object, "color", at: path)
    switch object["sound"] {
    case nil, .null?: break
    case .string(let uri)?: alert.sound = .string(uri)
    case .bool(let flag)?: alert.sound = .bool(flag)
    case .some: alert.sound = reader.coerces ? .bool(reader.bool(object, "sound") ?? true) : nil
    }
    if object["smallIcon"] != .null { alert.smallIcon = reader.optString(object, "smallIcon", at: path) }
    if object["largeIcon"] != .null { alert.largeIcon = reader.optString(object, "largeIcon", at: path) }
    alert.autoOpen = reader.bool(object, "autoOpen")
    alert.autoDrop = reader.bool(object, "autoDrop")
    alert.timeoutAfter = reader.long(object, "timeoutAfter")
    alert.priority = priority(object["priority"], default: foreground ? 1 : 0, reader: reader)
    return alert
  }

  /// `setPriority`: a `PRIORITY_*` name (any case; an unknown name leaves the field at 0) or a
  /// number; the default otherwise.
  static func priority(_ value: JSONValue?, default fallback: Int, reader: WonderPushFieldReader) -> Int {
    switch value {
    case .string(let name):
      let names = ["min": -2, "low": -1, "default": 0, "high": 1, "max": 2]
      return names[name.lowercased()] ?? 0
    case .some(let value) where value.type == .integer || value.type == .double:
      return reader.int(["priority": value], "priority") ?? fallback
    default:
      return fallback
    }
  }

  /// `alert.buttons`. Android shows a button without a label with an empty text; the iOS service
  /// extension skips it, but its index still counts when a tap is resolved (WP-I
  /// `handleNotificationOpened` takes `buttons[n]` from the raw array), so every element is read
  /// into ``WonderPushNotification/Alert/payloadButtons`` too.
  static func readButtons(
    _ alert: JSONObject, at path: String, reader: inout WonderPushFieldReader
  ) -> (shown: [WonderPushNotification.Button], payload: [WonderPushNotification.Button?]) {
    var buttons: [WonderPushNotification.Button] = []
    var payload: [WonderPushNotification.Button?] = []
    for (index, element) in (reader.array(alert, "buttons", at: path) ?? []).enumerated() {
      let here = "\(path).buttons[\(index)]"
      guard case .object(let object) = element else {
        reader.note(
          "fieldWrongType",
          "\(here) is \(PayloadIssue.describe(element.type)); expected an object {label, icon, targetUrl, actions}")
        payload.append(nil)
        continue
      }
      let label = reader.optString(object, "label", at: here)
      let unlabelled = label?.isEmpty ?? true
      if unlabelled {
        let effect =
          reader.coerces
          ? "the Android SDK shows a button with an empty text"
          : reader.platform == .iOS
            ? "the iOS SDK skips the button yet still counts it when a tap is resolved (the n-th shown "
              + "button runs buttons[n] of this array)"
            : "\(reader.sdkName) skips the button"
        reader.note("buttonWithoutLabel", "\(here) has no label; \(effect). Expected a non-empty string label")
      }
      let button = WonderPushNotification.Button(
        label: reader.coerces ? (label ?? "") : label, icon: reader.optString(object, "icon", at: here),
        targetUrl: reader.string(object, "targetUrl", at: here),
        actions: readActions(object, "actions", at: here, reader: &reader), raw: object)
      payload.append(button)
      if reader.coerces || !unlabelled { buttons.append(button) }
    }
    return (buttons, payload)
  }

  /// An array of actions (`receiveActions`, `actions`, a button's `actions`).
  static func readActions(
    _ object: JSONObject, _ key: String, at path: String, reader: inout WonderPushFieldReader
  ) -> [WonderPushNotification.Action] {
    var actions: [WonderPushNotification.Action] = []
    for (index, element) in (reader.array(object, key, at: path) ?? []).enumerated() {
      let here = "\(path).\(key)[\(index)]"
      guard case .object(let item) = element else {
        reader.note(
          "actionNotAnObject",
          "\(here) is \(PayloadIssue.describe(element.type)); expected an object with a type, "
            + "so \(reader.sdkName) skips it")
        continue
      }
      actions.append(readAction(item, at: here, reader: &reader))
    }
    return actions
  }
}
