extension OSNotificationDecoder {
  /// Android: the FCM data map, as `FCMBroadcastReceiver`, `NotificationBundleProcessor` and
  /// `Notification.kt` (OneSignal-Android-SDK v5) read it. Every value is a string; `custom`,
  /// `o`, `bg_img` and `vib_pt` hold JSON, read with Android's lenient `org.json`.
  func decodeAndroid(_ push: IncomingPush, log: inout Log) throws(PayloadIssue) -> OSNotification {
    guard let message = push.remoteMessage else {
      throw PayloadIssue(
        reason: "notOneSignal", message: "no FCM data map to read", rule: Rule.detectionAndroid)
    }
    let data = message.rawData
    if data["from"] == "google.com/iid" {
      throw PayloadIssue(
        reason: "tokenRefreshMessage",
        message:
          "from is \"google.com/iid\", a token-refresh message: FCMBroadcastReceiver ignores it",
        rule: Rule.receiver)
    }
    if let type = message.messageType, type != "gcm" {
      throw PayloadIssue(
        reason: "notAMessage",
        message: "message_type is \(QuotedValue.plain(type)): FCMBroadcastReceiver processes only messages "
          + "(message_type absent or \"gcm\")",
        rule: Rule.receiver)
    }

    // Detection: custom is a JSON string with "i".
    guard let customText = data["custom"] else {
      throw PayloadIssue(
        reason: "missingCustom",
        message: "the data map has no \"custom\" key; OneSignal processes a push only when custom "
          + "is a JSON string with the notification id, such as "
          + "\"custom\": \"{\\\"i\\\":\\\"<uuid>\\\"}\"",
        rule: Rule.detectionAndroid)
    }
    var custom: JSONObject
    do {
      custom = try OrgJSON.object(customText)
    } catch {
      throw PayloadIssue(
        reason: "customNotJSON",
        message: "custom is not a JSON object (org.json: \(error)); expected a string holding a "
          + "JSON object with the notification id, such as {\"i\":\"<uuid>\"}",
        rule: Rule.detectionAndroid)
    }
    if !isStrictJSONObject(customText) {
      log.warn(
        "customNotStrictJSON",
        "custom is not strict JSON; Android's lenient org.json reads it, but a strict parser (and "
          + "OneSignal's other SDKs) would not: write it as strict JSON",
        rule: Rule.detectionAndroid)
    }
    guard let idValue = custom["i"] else {
      throw PayloadIssue(
        reason: "missingNotificationId",
        message: "custom has no \"i\"; OneSignal processes a push only when custom.i holds the "
          + "notification id (a UUID string)",
        rule: Rule.detectionAndroid)
    }
    // Android's org.json gives the text "null" for a JSON null (`optString("i", null)` in
    // `isOneSignalBundle`, `getString` in `Notification.kt`: `String.valueOf(JSONObject.NULL)`),
    // so the push is the SDK's, with the notification id "null".
    if idValue == .null {
      log.warn(
        "notificationIdNull",
        "custom.i is null; Android's org.json reads it as the text \"null\" (optString(\"i\", null) and "
          + "getString give String.valueOf(JSONObject.NULL)), so the SDK processes the push with the notification "
          + "id \"null\": every push sent so shares that id, and after the first the SDK drops them as duplicates. "
          + "Send the notification id (a UUID string)",
        rule: Rule.detectionAndroid)
    } else if idValue.type != .string {
      log.warn(
        "notificationIdNotString",
        "custom.i is \(PayloadIssue.describe(idValue.type)); the SDK reads it as the string "
          + "\(QuotedValue.plain(OrgJSON.string(of: idValue))). Send the id as a string",
        rule: Rule.detectionAndroid)
    }

    // processBundleFromReceiver: pri is read with Kotlin's strict toInt() before anything else.
    if let pri = data["pri"], Int32(pri) == nil {
      throw PayloadIssue(
        reason: "priNotInteger",
        message:
          "pri is \(QuotedValue.plain(pri)); processBundleFromReceiver reads it with Kotlin's toInt(), which "
          + "throws NumberFormatException, so the receiver fails and nothing is shown. Expected an "
          + "integer from 1 to 10",
        rule: Rule.receiver)
    }

    // maximizeButtonsFromBundle: the minified `o` becomes custom.a.actionButtons.
    var bundle = data.entries.map { (key: $0.key, value: $0.value) }
    if let minified = data["o"] {
      let result = maximizeButtons(minified, custom: &custom, log: &log)
      if result.removedO { bundle.removeAll { $0.key == "o" } }
      if result.rewroteCustom {
        let rewritten = OrgJSON.serialized(.object(custom))
        if let index = bundle.firstIndex(where: { $0.key == "custom" }) {
          bundle[index].value = rewritten
        }
        // The SDK reads the rewritten string back: integral doubles come back as integers.
        if let object = try? OrgJSON.object(rewritten) { custom = object }
      }
    }
    let fields = FCMDataMap(bundle.map { ($0.key, $0.value) })

    var n = OSNotification(platform: .android, format: .android)
    readTTL(fields, into: &n, log: &log)
    n.notificationId = OrgJSON.string(of: idValue)
    n.templateId = custom["ti"].map(OrgJSON.string(of:))
    n.templateName = custom["tn"].map(OrgJSON.string(of:))
    n.rawPayload = .string(OrgJSON.serialized(fields.jsonValue))
    if let additional = custom["a"] {
      guard case .object(let object) = additional else {
        throw PayloadIssue(
          reason: "additionalDataNotObject",
          message:
            "custom.a is \(PayloadIssue.describe(additional.type)); Notification.kt reads it "
            + "with getJSONObject, which throws, so the SDK drops the push. Expected a JSON object "
            + "of custom data",
          rule: Rule.notificationAndroid)
      }
      n.additionalData = object
      // `has` then Android's `optString`: any value counts, as its text (`null` as "null").
      if let preview = object["os_in_app_message_preview_id"] {
        n.inAppMessagePreviewId = OrgJSON.string(of: preview)
      }
    }
    n.launchURL = custom["u"].map(OrgJSON.string(of:))
    n.body = fields["alert"]
    n.title = fields["title"]
    n.smallIcon = fields["sicon"]
    n.bigPicture = fields["bicon"]
    n.largeIcon = fields["licon"]
    n.sound = fields["sound"]
    n.groupKey = fields["grp"]
    n.groupMessage = fields["grp_msg"]
    n.smallIconAccentColor = fields["bgac"]
    n.ledColor = fields["ledc"]
    if let visibility = fields["vis"] {
      guard let value = Int32(visibility) else {
        throw PayloadIssue(
          reason: "visNotInteger",
          message:
            "vis is \(QuotedValue.plain(visibility)); Notification.kt reads it with Kotlin's toInt(), which "
            + "throws, so the SDK drops the push. Expected 1 (public), 0 (private) or -1 (secret)",
          rule: Rule.notificationAndroid)
      }
      n.lockScreenVisibility = Int(value)
    }
    n.fromProjectNumber = fields["from"]
    let pri = fields["pri"].flatMap { Int32($0) }.map { Int($0) }
    n.priority = pri ?? 0
    n.displayPriority = pri ?? 6
    let collapseKey = message.collapseKey
    n.collapseId = collapseKey == "do_not_collapse" ? nil : collapseKey
    readActionButtons(into: &n, log: &log)
    readChannel(fields, into: &n, log: &log)
    readBackgroundImage(fields["bg_img"], into: &n, log: &log)
    readVibrationPattern(fields["vib_pt"], into: &n, log: &log)

    if n.isSilent, !(n.title ?? "").isEmpty {
      log.warn(
        "titleWithoutAlert",
        "the push has a title but no alert; OneSignal Android shows a notification only when "
          + "\"alert\" (the body) is a non-empty string, so nothing is shown",
        rule: Rule.display)
    }
    return n
  }

  /// The channel fields: `oth_chnl` as sent, and the `id` of the `chnl` object
  /// (`optString("id", DEFAULT_CHANNEL_ID)`; the system's reserved `miscellaneous` becomes the
  /// default too). A `chnl` that is not a JSON object makes the SDK log an error and post on
  /// its default channel. A `bdnd` without `chnl` is warned `bypassDndWithoutChannel`: the SDK
  /// reads it only in `createChannel`, for the `chnl` channel, and otherwise posts on the
  /// `oth_chnl` channel or its default one, created without `setBypassDnd`.
  func readChannel(_ fields: FCMDataMap, into n: inout OSNotification, log: inout Log) {
    n.otherChannel = fields["oth_chnl"]
    guard let text = fields["chnl"] else {
      if let bypass = fields["bdnd"] {
        log.warn(
          "bypassDndWithoutChannel",
          "bdnd is \(QuotedValue.plain(bypass)) but the push has no chnl; NotificationChannelManager reads bdnd only when it "
            + "creates the chnl channel, so it is ignored and no channel bypasses Do Not Disturb (send it with chnl)",
          rule: Rule.channels)
      }
      return
    }
    n.payloadHasChannel = true
    guard let channel = try? OrgJSON.object(text) else {
      log.warn(
        "channelNotJSON",
        "chnl is not a JSON object; NotificationChannelManager logs \"Could not create notification "
          + "channel due to JSON payload error!\" and posts on \(OneSignalRuntime.defaultChannel)",
        rule: Rule.channels)
      return
    }
    // Android's `optString` gives "null" for a JSON null, like any other value's text.
    let id = channel["id"].map(OrgJSON.string(of:)) ?? OneSignalRuntime.defaultChannel
    n.payloadChannelId = OneSignalRuntime.channelID(described: id)
    readBypassDnd(fields["bdnd"], into: &n, log: &log)
    if n.channelImportanceIsNone, let channel = n.payloadChannelId {
      let other = n.otherChannel.map { " (unless the app has the oth_chnl channel \(QuotedValue.plain($0)), posted on instead)" } ?? ""
      log.warn(
        "channelImportanceNone",
        "pri is \(QuotedValue.plain(fields["pri"] ?? "")) with chnl; NotificationChannelManager creates the channel "
          + "\(channel) with IMPORTANCE_NONE (NotificationPriorityMapper.toAndroidImportance: below 1)\(other), so Android "
          + "shows nothing on it, neither this notification nor any later one on that channel (an existing channel the "
          + "user has not changed is lowered to none too). Send pri 1 (IMPORTANCE_MIN) or more",
        rule: Rule.channels)
    }
  }

  /// `bdnd`, read beside `chnl` from the payload's top level with `optInt("bdnd", 0) == 1`: a
  /// number Java's `Double.parseDouble` reads and truncates to 1. Any other text (`true`, `yes`)
  /// is 0, warned `bypassDndNotANumber`, since the channel then does not bypass Do Not Disturb.
  func readBypassDnd(_ text: String?, into n: inout OSNotification, log: inout Log) {
    guard let text else { return }
    guard let value = OrgJSON.integer(of: .string(text)) else {
      log.warn(
        "bypassDndNotANumber",
        "bdnd is \(QuotedValue.plain(text)), not a number; NotificationChannelManager reads optInt(\"bdnd\", 0) == 1, "
          + "so the channel does not bypass Do Not Disturb (send 1 for it)",
        rule: Rule.channels)
      return
    }
    n.payloadChannelBypassesDnd = value == 1
  }

  /// Whether `text` is a JSON object to a strict parser.
  func isStrictJSONObject(_ text: String) -> Bool {
    guard let document = try? JSONDocument(text) else { return false }
    return document.root.type == .object
  }

  /// The TTL fields: `google.ttl` (with `google.sent_time`), else `hms.ttl` (with
  /// `hms.sent_time`), else the default TTL from the processing time.
  ///
  /// A TTL of 0 or less is warned `ttlZeroNeverShown`: the SDK shows a notification only while
  /// `sentTime + ttl > now` (`NotificationGenerationProcessor.isNotificationWithinTTL`), so it is
  /// past when it arrives, in every app state (with the remote `restoreTTLFilter`, `true` by
  /// default in `ConfigModel`). The payload reference's advice against restoring old content
  /// ("un TTL court ou à 0") works on Android with a short TTL, not with 0.
  func readTTL(_ fields: FCMDataMap, into n: inout OSNotification, log: inout Log) {
    for prefix in ["google.", "hms."] {
      guard let ttl = fields[prefix + "ttl"] else { continue }
      if let sent = fields[prefix + "sent_time"], let millis = OrgJSON.integer(of: .string(sent)) {
        n.sentTime = millis / 1000
      }
      if let seconds = OrgJSON.integer(of: .string(ttl)) {
        n.ttl = Int(Int32(clamping: seconds))
        if n.ttl <= 0 {
          log.warn(
            "ttlZeroNeverShown",
            "the TTL is \(n.ttl) s (\(prefix)ttl, the push service's copy of the message's TTL): OneSignal's Android "
              + "SDK shows a notification only while its sent time plus TTL is still ahead (isNotificationWithinTTL: "
              + "sentTime + ttl > now), so it drops this one on arrival (pastTTL) in every app state: it is never "
              + "shown, nor restored. The payload reference's \"TTL court ou à 0\" (against restoring old content) "
              + "does not work at 0 (or below) on Android: send a short TTL instead (a few minutes, such as 300 s), which is "
              + "shown when it arrives in time and not restored once it has passed",
            rule: Rule.display)
        }
      }
      return
    }
  }

  /// `maximizeButtonsFromBundle`: rewrites the minified `o` (a JSON array of `{i, n, p}`) into
  /// `custom.a.actionButtons` (`{id, text, icon}`, the id defaulting to the text) and adds
  /// `custom.a.actionId = "__DEFAULT__"`.
  ///
  /// - Returns: whether the SDK removed `o` from the bundle (it does once `o` parses, even if a
  ///   button then fails and no button is kept), and whether it rewrote `custom`.
  func maximizeButtons(
    _ minified: String, custom: inout JSONObject, log: inout Log
  ) -> (removedO: Bool, rewroteCustom: Bool) {
    var additional = JSONObject()
    if let existing = custom["a"] {
      guard case .object(let object) = existing else {
        log.warn(
          "minifiedButtonsIgnored",
          "o is set but custom.a is \(PayloadIssue.describe(existing.type)), not an object: the "
            + "buttons are not read",
          rule: Rule.buttonsAndroid)
        return (false, false)
      }
      additional = object
    }
    guard let buttons = try? OrgJSON.array(minified) else {
      log.warn(
        "minifiedButtonsNotJSON",
        "o is not a JSON array string; expected the minified buttons, such as "
          + "[{\"i\":\"id\",\"n\":\"Text\",\"p\":\"icon\"}]. No button is shown",
        rule: Rule.buttonsAndroid)
      return (false, false)
    }
    var expanded: [JSONValue] = []
    for (index, element) in buttons.enumerated() {
      guard case .object(var button) = element else {
        log.warn(
          "minifiedButtonsInvalid",
          "o[\(index)] is \(PayloadIssue.describe(element.type)), not an object: getJSONObject "
            + "throws and the SDK drops every button",
          rule: Rule.buttonsAndroid)
        return (true, false)
      }
      guard let textValue = button["n"] else {
        log.warn(
          "buttonWithoutText",
          "o[\(index)] has no \"n\" (the button text): getString(\"n\") throws and the SDK drops "
            + "every button. Expected {\"i\": id, \"n\": text, \"p\": icon}",
          rule: Rule.buttonsAndroid)
        return (true, false)
      }
      let text = OrgJSON.string(of: textValue)
      button["n"] = nil
      var id = text
      if let idValue = button["i"] {
        id = OrgJSON.string(of: idValue)
        button["i"] = nil
      }
      button["id"] = .string(id)
      button["text"] = .string(text)
      if let icon = button["p"] {
        button["icon"] = .string(OrgJSON.string(of: icon))
        button["p"] = nil
      }
      expanded.append(.object(button))
    }
    additional["actionButtons"] = .array(expanded)
    additional["actionId"] = .string("__DEFAULT__")
    custom["a"] = .object(additional)
    return (true, true)
  }

  /// `Notification.setActionButtonsFromData`: `additionalData.actionButtons` becomes
  /// `actionButtons`, and `actionButtons` and `actionId` leave `additionalData`. A failure
  /// leaves both as they were.
  func readActionButtons(into n: inout OSNotification, log: inout Log) {
    guard var data = n.additionalData, let value = data["actionButtons"] else { return }
    guard case .array(let elements) = value else {
      log.warn(
        "actionButtonsInvalid",
        "custom.a.actionButtons is \(PayloadIssue.describe(value.type)); expected an array of "
          + "{\"id\", \"text\", \"icon\"}. No button is shown",
        rule: Rule.notificationAndroid)
      return
    }
    var buttons: [OSNotification.ActionButton] = []
    for (index, element) in elements.enumerated() {
      guard case .object(let button) = element else {
        log.warn(
          "actionButtonsInvalid",
          "custom.a.actionButtons[\(index)] is \(PayloadIssue.describe(element.type)), not an "
            + "object: the SDK drops every button",
          rule: Rule.notificationAndroid)
        return
      }
      buttons.append(
        OSNotification.ActionButton(
          id: button["id"].map(OrgJSON.string(of:)), text: button["text"].map(OrgJSON.string(of:)),
          icon: button["icon"].map(OrgJSON.string(of:))))
    }
    n.actionButtons = buttons
    data["actionId"] = nil
    data["actionButtons"] = nil
    n.additionalData = data
  }

  /// `bg_img`: a JSON string `{img, tc, bc}`.
  func readBackgroundImage(_ text: String?, into n: inout OSNotification, log: inout Log) {
    guard let text else { return }
    guard let object = try? OrgJSON.object(text) else {
      log.warn(
        "backgroundImageNotJSON",
        "bg_img is not a JSON object string; expected {\"img\": image, \"tc\": title colour, "
          + "\"bc\": body colour}. The background image is ignored",
        rule: Rule.notificationAndroid)
      return
    }
    n.backgroundImageLayout = OSNotification.BackgroundImageLayout(
      image: object["img"].map(OrgJSON.string(of:)),
      titleTextColor: object["tc"].map(OrgJSON.string(of:)),
      bodyTextColor: object["bc"].map(OrgJSON.string(of:)))
    // `NotificationDisplayer.addBackgroundImage` returns at once from API 31 (Android 12) on
    // ("Cannot use background images in notifications"; `BackgroundImageLayout` is deprecated:
    // "not applicable for Android 12+"), so there it is not shown. Below it the SDK draws it
    // (OneSignalNotificationAppearance.setBackgroundImage, `backgroundImage` on the displayed
    // notification) and nothing is warned.
    guard androidApiLevel >= AndroidVersionCodes.s else { return }
    log.warn(
      "backgroundImageNotShown",
      "bg_img is read into backgroundImageLayout, but OneSignal's SDK draws the background image (and "
        + "its tc and bc text colours) only below Android 12: from API 31 NotificationDisplayer.addBackgroundImage "
        + "skips it, and the notification shows the standard layout (bicon for a picture)",
      rule: Rule.display)
  }

  /// `vib_pt`: a JSON array of milliseconds (`NotificationHelper.parseVibrationPattern`); an
  /// element that is not a number reads as 0.
  func readVibrationPattern(_ text: String?, into n: inout OSNotification, log: inout Log) {
    guard let text else { return }
    guard let elements = try? OrgJSON.array(text) else {
      log.warn(
        "vibrationPatternNotJSON",
        "vib_pt is not a JSON array string; expected milliseconds such as \"[0,200,100,200]\". "
          + "The default vibration is used",
        rule: "OS-A NotificationHelper.parseVibrationPattern")
      return
    }
    n.vibrationPattern = elements.map { OrgJSON.integer(of: $0) ?? 0 }
  }
}
