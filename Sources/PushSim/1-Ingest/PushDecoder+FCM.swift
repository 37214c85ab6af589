extension PushDecoder {
  /// Decodes an FCM push for an Android device: either the on-device data map (every value a
  /// string) or an FCM HTTP v1 request body (`{"message": {...}}`).
  func decodeFCM(
    _ bytes: [UInt8], headers inputHeaders: ValidatedPushHeaders, sequence: Int, now: SimInstant
  ) throws(PayloadIssue) -> IncomingPush {
    var headers = inputHeaders
    if let ttl = headers.ttlSeconds, ttl > PushServiceStore.maximumStorageSeconds {
      throw .invalidPayload(
        "the ttl header is \(ttl) s; FCM keeps a message at most 2419200 s (4 weeks) and refuses a longer time to live",
        rule: "R-A-19")
    }
    let document = try parse(bytes)
    defer { withExtendedLifetime(document) {} }
    let root = document.root
    guard root.type == .object else {
      throw .invalidPayload(
        "an FCM push is a data map (a JSON object of strings) or an HTTP v1 body {\"message\": {...}}, not \(PayloadIssue.describe(root.type))")
    }
    var warnings: [PayloadIssue] = Self.duplicateKeyWarnings(document)
    if !headers.isEmpty { warnings += headers.otherPlatformWarnings(on: .android) }
    var data: FCMDataMap
    var scanned: FCMDataMapScan?
    // A data map sent with a `ttl` header: its TTL, for FCM's metadata the bundle gains.
    var headerTTL: Int64?
    // The root's known keys, found in one walk: `message`, and the vendor markers of a plain map.
    let rootKeys = root.knownMembers(PayloadRootKey.self)
    // Where the vendor markers are looked for: the map, or for a v1 body its data object (the
    // markers are the app's keys, never one of FCM's, so the map has the same ones, read there
    // from the tape instead of from the map's pairs).
    var markers: JSONKnownMembers<PayloadRootKey>? = rootKeys
    var dialect = Dialect.fcm
    // A v1 body's sent time, TTL and priority, when the scan leaves out the entries that hold
    // them as text (``FCMv1Message/AndroidDelivery/written``).
    var written: (sentTimeMillis: Int64, ttlSeconds: Int64, priority: FCMPriority)?
    if let message = rootKeys[.message], message.type == .object {
      let messageID = GeneratedID.make("fcm-", sequence)
      let sentTimeMillis = epochMillis(now)
      // The map's pairs are built when read (`getData()`, the tap's extras, the SDKs), unless
      // the scan needs them.
      let delivery = try FCMv1Message.android(
        message, messageID: messageID, sentTimeMillis: sentTimeMillis, packageName: options.packageName,
        headers: headers, buildingPairs: false)
      markers = delivery.dataNode?.knownMembers(PayloadRootKey.self)
      if let scan = delivery.scan {
        data = delivery.pairsBuilt
          ? FCMDataMap(distinctEntries: delivery.pairs)
          : FCMDataMap(
            v1: FCMv1Source(
              message: message, messageID: messageID, sentTimeMillis: sentTimeMillis,
              packageName: options.packageName, headers: headers))
        scanned = scan
        written = delivery.written
      } else {
        data = FCMDataMap(entries: delivery.pairs)
      }
      headers.change {
        $0.ttlSeconds = delivery.ttlSeconds ?? $0.ttlSeconds
        $0.fcmPriority = delivery.priority ?? $0.fcmPriority
        $0.collapseKey = delivery.collapseKey ?? $0.collapseKey
        $0.fcmDirectBootOK = delivery.directBootOK
      }
    } else {
      // Only a map with a value of another type needs its members (and their names) decoded.
      if !root.allMemberValues(are: .string) {
        for (key, value) in root.members where value.type != .string {
          throw .invalidPayload(
            "data map key \(QuotedValue.plain(key)) is \(PayloadIssue.describe(value.type)); an Android device receives "
              + "every FCM data value as a string. Send \(QuotedValue.value(value.value())) as a string, or send "
              + "an FCM HTTP v1 body {\"message\": {...}}", rule: "R-A-2")
        }
      }
      data = FCMDataMap(checkedNode: root)
      headerTTL = headers.ttlSeconds
    }
    // R-A-1: 4096 bytes of keys and values, FCM's metadata not counted. The app's entries are
    // measured without being decoded: `getData()` is built from the map when read.
    var scan = scanned ?? data.scan()
    guard scan.countedBytes <= 4096 else {
      throw .tooLarge(size: scan.countedBytes, limit: 4096, platform: "FCM", rule: "R-A-1")
    }
    let size = scan.countedBytes
    if let headerTTL { addFCMTimeEntries(ttl: headerTTL, now: now, to: &data, scan: &scan) }

    var message = RemoteMessage(appDataOf: data)
    var notification = RemoteMessage.Notification()
    var isNotification = false
    // `NotificationParams.normalizePrefix`: a legacy `gcm.notification.` key counts only when
    // the map has no `gcm.n.` key for its field.
    var newPrefixFields: UInt32 = 0  // one bit per FCMNotificationKey
    if scan.hasLegacyNotificationKeys {
      for entry in scan.reserved where !entry.legacyPrefix {
        if case .notification(let field?) = entry.kind { newPrefixFields |= 1 << field.rawValue }
      }
    }
    // `getSoundResourceName` prefers `sound2` unless it is empty; `getLink` prefers
    // `link_android` the same way.
    var sound: String?
    var sound2: String?
    // `google.ttl` when `Integer.parseInt` reads it: the push's TTL (``PushNotification/ttl``).
    var validTTL: Int64?
    var link: String?
    var linkAndroid: String?
    // `getMessageId()` reads `google.message_id`, else `message_id`, whatever their order.
    var googleMessageID: String?
    var serverMessageID: String?
    // `getPriority()`: `google.delivered_priority`, else normal when `google.priority_reduced`
    // is "1", else `google.priority`; `getOriginalPriority()`: `google.original_priority`, else
    // `google.priority` (each read only when present: a value it cannot read is no priority).
    var deliveredPriority: String?
    var originalPriority: String?
    var legacyPriority: String?
    var priorityReduced = false
    // `gcm.n.noui` (`NotificationParams.getBoolean`).
    var noUI = false
    // The `event_time` entry read (the key as written, its value), for `invalidEventTime`.
    var eventTimeEntry: (key: String, value: String)?
    // What `getSentTime()` and `getTtl()` read from texts written from these values (both
    // readable, not negative: no warning).
    if let written {
      message.sentTime = written.sentTimeMillis
      validTTL = written.ttlSeconds
      message.ttl = written.ttlSeconds
    }
    for entry in scan.reserved {
      let (kind, value) = (entry.kind, entry.value)
      switch kind {
      case .notification(let field?):
        // `isNotification` asks either prefix for "1"; the other fields take the new one first.
        if entry.legacyPrefix, field != .e, newPrefixFields & 1 << field.rawValue != 0 { continue }
        switch field {
        case .e: if value == "1" { isNotification = true }
        case .title: notification.title = value
        case .body: notification.body = value
        case .titleLocKey: notification.titleLocalizationKey = value
        case .bodyLocKey: notification.bodyLocalizationKey = value
        case .titleLocArgs, .bodyLocArgs:
          let args = jsonStrings(value)
          if field == .titleLocArgs { notification.titleLocalizationArgs = args } else { notification.bodyLocalizationArgs = args }
          if args == nil, !value.isEmpty { warnings.append(PushDecoder.malformedLocArgs(field == .titleLocArgs ? "title" : "body", value)) }
        case .icon: notification.icon = value
        case .image: notification.imageUrl = value
        case .sound: sound = value
        case .sound2: sound2 = value
        case .tag: notification.tag = value
        case .color: notification.color = value
        case .clickAction: notification.clickAction = value
        case .androidChannelID: notification.channelId = value
        case .link: link = value
        case .linkAndroid: linkAndroid = value
        case .ticker: notification.ticker = value
        case .notificationPriority: notification.notificationPriority = Int(value)
        case .visibility: notification.visibility = Int(value)
        case .notificationCount: notification.notificationCount = Int(value)
        case .eventTime:
          notification.eventTime = JavaInteger.parseLong(value)
          eventTimeEntry = ((entry.legacyPrefix ? "gcm.notification." : "gcm.n.") + "event_time", value)
        // `NotificationParams.getBoolean`: "1", or what `Boolean.parseBoolean` reads (any case).
        case .sticky: notification.sticky = value == "1" || value.lowercased() == "true"
        case .localOnly: notification.localOnly = value == "1" || value.lowercased() == "true"
        case .noUI: noUI = value == "1" || value.lowercased() == "true"
        }
      case .message(let field):
        switch field {
        case .googleMessageID: googleMessageID = value
        case .messageID: serverMessageID = value
        case .from: message.from = value
        case .collapseKey: message.collapseKey = value
        // `getTtl()` / `getSentTime()`: `Integer.parseInt` / `Long.parseLong`, 0 when it throws.
        case .googleTTL:
          validTTL = JavaInteger.parseInt(value).map(Int64.init)
          message.ttl = validTTL ?? 0
          if validTTL ?? -1 < 0 { warnings.append(.fcmTimeEntry(.googleTTL, value, read: validTTL)) }
        case .googleSentTime:
          let sentTime = JavaInteger.parseLong(value)
          message.sentTime = sentTime ?? 0
          if sentTime ?? -1 < 0 { warnings.append(.fcmTimeEntry(.googleSentTime, value, read: sentTime)) }
        case .googleOriginalPriority: originalPriority = value
        case .googleDeliveredPriority: deliveredPriority = value
        case .googlePriority: legacyPriority = value
        case .googlePriorityReduced: priorityReduced = value == "1"
        case .messageType: message.messageType = value
        }
      case .notification(nil), .other:
        break
      }
    }
    notification.sound = sound2?.isEmpty == false ? sound2 : sound
    let chosenLink = linkAndroid?.isEmpty == false ? linkAndroid : link
    notification.link = chosenLink?.isEmpty == false ? chosenLink : nil
    if !isNotification, notification.title != nil || notification.body != nil {
      warnings.append(
        .init(
          reason: "notificationKeysWithoutEnable",
          message: "gcm.n.* keys without gcm.n.e = \"1\": the FCM SDK treats this as a data message "
            + "and shows nothing (NotificationParams.isNotification)", rule: "R-A-2"))
    }
    // `NotificationParams.getLong` logs a non-empty value `Long.parseLong` cannot read, when the
    // SDK builds the notification or the app reads `getNotification()`: a notification message
    // the SDK dispatches (not a `gcm.n.noui` one, which it drops before either).
    let dispatched = !noUI && (message.messageType == nil || message.messageType == "gcm")
    if isNotification, dispatched, let entry = eventTimeEntry, !entry.value.isEmpty, notification.eventTime == nil {
      warnings.append(.fcmEventTime(entry.key, entry.value))
    }
    message.collapseKey = message.collapseKey ?? headers.collapseKey
    message.ttl = message.ttl ?? headers.ttlSeconds
    if let written {
      // The v1 conversion writes one priority as both the delivered and the original one, and
      // no other priority entry (the app's data has none of FCM's keys).
      message.priority = written.priority
      message.originalPriority = written.priority
    } else {
      if let deliveredPriority {
        message.priority = FCMPriority(dataValue: deliveredPriority)
      } else if priorityReduced {
        message.priority = .normal
      } else if let legacyPriority {
        message.priority = FCMPriority(dataValue: legacyPriority)
      }
      if let original = originalPriority ?? legacyPriority { message.originalPriority = FCMPriority(dataValue: original) }
    }
    message.priority = message.priority ?? headers.fcmPriority
    message.originalPriority = message.originalPriority ?? message.priority

    // `FirebaseMessagingService.passMessageIntentToSdk` switches on `message_type` before
    // anything else: only `gcm` (or none) is dispatched as a message.
    let kind: PushKind
    switch message.messageType {
    case nil, "gcm":
      if !isNotification {
        kind = .data
      } else if noUI {
        // `DisplayNotification.handleNotification` returns at once: nothing shown, no callback.
        kind = .fcmNoUI
        warnings.append(PushDecoder.noUIWarning)
      } else {
        kind = scan.appEntryCount == 0 ? .notification : .notificationAndData
      }
    case "deleted_messages": kind = .deletedMessages
    case "send_event": kind = .fcmSendEvent
    case "send_error": kind = .fcmSendError
    case let other?:
      kind = .fcmUnknownMessageType
      warnings.append(PushDecoder.unknownMessageTypeWarning(other))
    }
    // The trace id (and the duplicate check's, R-A-4): `google.message_id`, else `fcm-N`; the
    // app's `getMessageId()` falls back to `message_id` first.
    let id = googleMessageID ?? GeneratedID.make("fcm-", sequence)
    message.messageId = googleMessageID ?? serverMessageID ?? id
    var n = PushNotification(id: id)
    if isNotification {
      // `NotificationParams.getPossiblyLocalizedString`: the literal text unless it is empty,
      // then the localisation key's string (none when the app lacks it).
      n.title = androidLocalized(
        notification.title, key: notification.titleLocalizationKey, args: notification.titleLocalizationArgs,
        field: "title", warnings: &warnings)
      n.body = androidLocalized(
        notification.body, key: notification.bodyLocalizationKey, args: notification.bodyLocalizationArgs,
        field: "body", warnings: &warnings)
      // An empty tag is no tag: the FCM SDK posts under a unique `FCM-Notification:<uptime>`
      // (`CommonNotificationBuilder.getTag`), so nothing replaces it (`RemoteMessage` keeps "");
      // tag filters see that tag through `DisplayedNotification.hasGeneratedTag`.
      n.tag = notification.tag.flatMap { $0.isEmpty ? nil : $0 }
      n.channelID = notification.channelId
      n.category = notification.clickAction
      n.imageURL = notification.imageUrl
      n.sound = notification.sound
      n.launchURL = notification.link
      n.badge = notification.notificationCount
      // Moved into the message after its last read (`consume` is refused here): assigned, it
      // was copied (every field retained) and the local destroyed.
      message.notification = takeValue(&notification, leaving: RemoteMessage.Notification())
    }
    // R-A-17: notification messages are always collapsible; the default key is the package name.
    n.collapseKey = message.collapseKey ?? (isNotification ? options.packageName : nil)
    n.priority = (message.priority ?? (isNotification ? .high : .normal)).rawValue
    // A `google.ttl` the SDK cannot read gives no TTL of the push's own (its `getTtl()` is 0).
    if let ttl = validTTL ?? headers.ttlSeconds { n.ttl = .seconds(ttl) }
    n.customData = .fcmAppData(data)
    if let markers, let vendor = Dialect.vendor(androidMarkers: markers) { dialect = vendor }
    return IncomingPush(
      platform: .android, dialect: dialect, kind: kind, notification: n, headers: headers,
      size: size, warnings: warnings, payload: root,
      remoteMessage: takeValue(&message, leaving: RemoteMessage(data: [], rawData: FCMDataMap([]))), webPushText: nil)
  }

  /// FCM's `google.sent_time` and `google.ttl` for a data map sent with a `ttl` header. FCM
  /// adds both to every message's bundle (R-A-6's tap extras show them), so each one the map
  /// lacks is added after the map's entries, in the order and with the values the FCM HTTP v1
  /// path gives them (the send time in ms, the header's seconds). A key the map already has
  /// keeps its value. Neither is counted by R-A-1 (`scan` gains them as FCM's entries).
  func addFCMTimeEntries(
    ttl: Int64, now: SimInstant, to data: inout FCMDataMap, scan: inout FCMDataMapScan
  ) {
    var hasSentTime = false
    var hasTTL = false
    for entry in scan.reserved {
      if entry.kind == .message(.googleSentTime) { hasSentTime = true }
      if entry.kind == .message(.googleTTL) { hasTTL = true }
    }
    var added: [FCMDataEntry] = []
    func add(_ key: FCMMessageKey, _ value: String) {
      added.append(FCMDataEntry(FCMMessageKey.keys[key.rawValue], value))
      scan.addReserved(.message(key), value: value, countedKeyBytes: nil)
    }
    if !hasSentTime { add(.googleSentTime, GeneratedID.make("", Int(epochMillis(now)))) }
    if !hasTTL { add(.googleTTL, GeneratedID.make("", Int(ttl))) }
    guard !added.isEmpty else { return }
    data = FCMDataMap(entries: data.entries.map { FCMDataEntry($0.key, $0.value) } + added)
  }

  /// Android's text for `gcm.n.title` or `gcm.n.body` (``FCMLocalizedText``): `text` unless it
  /// is empty, else the app's string for `key`; a key the app's strings lack gives no text
  /// (`getLocalizedString` returns null, so the builder sets none): the warning
  /// `missingLocalizedString`. Without arguments (`args` nil: no `*_loc_args`, an empty one, or
  /// one `new JSONArray` cannot read) the string is shown as written, placeholders and `%%`
  /// included (`Resources.getString(id)` formats nothing); with arguments it is formatted by
  /// Java's `String.format` (``JavaFormatter``). A placeholder past the last argument makes it
  /// throw `MissingFormatArgumentException`, which `getLocalizedString` catches: no text, the
  /// warning `missingFormatArgument`. Any other exception (`%d` given a String:
  /// `IllegalFormatConversionException`) escapes the SDK: no text, a warning named after it
  /// (`illegalFormatConversion`), and the app crashes when the SDK builds the notification
  /// itself (``SimulatedDevice``: `push.dropped` `appCrashed`). iOS reads the key first
  /// (``localized(key:args:fallback:field:warnings:)``).
  func androidLocalized(
    _ text: String?, key: String?, args: [String]?, field: String, warnings: inout [PayloadIssue]
  ) -> String? {
    switch FCMLocalizedText.resolve(text, key: key, args: args, strings: app.strings, locale: app.locale) {
    case .shown(let shown):
      return shown
    case .missingString:
      warnings.append(
        PayloadIssue(
          reason: "missingLocalizedString",
          message: "\(field)_loc_key key \(QuotedValue.plain(key ?? "")) is not in the app's strings for locale \(app.locale); "
            + "the FCM SDK sets no \(field) (getLocalizedString returns null)"))
    case .formatThrew(let exception, let format) where exception.isMissingFormatArgument:
      warnings.append(
        PayloadIssue(
          reason: "missingFormatArgument",
          message: "\(field)_loc_key string \(QuotedValue.plain(key ?? "")) (\(QuotedValue.plain(format))) has more placeholders than the \(args?.count ?? 0) "
            + "\(field)_loc_args; String.format throws MissingFormatArgumentException, which the FCM SDK catches: "
            + "it sets no \(field) (NotificationParams.getLocalizedString returns null)"))
    case .formatThrew(let exception, let format):
      warnings.append(PushDecoder.uncaughtFormatException(exception, field: field, key: key ?? "", format: format))
    }
    return nil
  }

  /// The warning for a `*_loc_key` string that `String.format` refuses with an exception the
  /// FCM SDK does not catch.
  static func uncaughtFormatException(_ exception: JavaFormatException, field: String, key: String, format: String) -> PayloadIssue {
    PayloadIssue(
      reason: exception.reason,
      message: "\(field)_loc_key string \(QuotedValue.plain(key)) (\(QuotedValue.plain(format))) with \(field)_loc_args: String.format throws "
        + "\(exception) (\(exception.advice)). The FCM SDK does not catch it: "
        + "when it builds the notification itself (the app in the background or not running) the app crashes and nothing is "
        + "shown; in the foreground the message goes to onMessageReceived and nothing is formatted")
  }

  /// A `*_loc_args` entry that `new JSONArray` cannot read.
  static func malformedLocArgs(_ field: String, _ value: String) -> PayloadIssue {
    PayloadIssue(
      reason: "malformedLocArgs",
      message: "\(field)_loc_args is \(QuotedValue.json(value)), not a JSON array such as [\"Kathy\", \"3\"]; the FCM SDK logs "
        + "\"Malformed JSON for key \(field)_loc_args\" and formats nothing: the \(field)_loc_key string is shown as written, "
        + "placeholders included (NotificationParams.getLocalizationArgsForKey)")
  }

  /// `gcm.n.noui`: the message is for an analytics control group.
  static let noUIWarning = PayloadIssue(
    reason: "noUI",
    message: "gcm.n.noui is set: the FCM SDK shows no notification and calls no FirebaseMessagingService callback, "
      + "in any app state (DisplayNotification.handleNotification: a control group's message for analytics); "
      + "a wrapper's own receiver (FlutterFire, React Native Firebase) still gets it")

  /// A `message_type` the FCM SDK does not dispatch.
  static func unknownMessageTypeWarning(_ type: String) -> PayloadIssue {
    PayloadIssue(
      reason: "unknownMessageType",
      message: "message_type is \(QuotedValue.plain(type)): FirebaseMessagingService dispatches only \"gcm\" (or none), "
        + "deleted_messages, send_event and send_error; it logs any other and nothing reaches the app")
  }

  /// `"[\"a\",\"b\"]"` → `["a", "b"]` (FCM's `*_loc_args` are JSON-array strings), as
  /// `NotificationParams.getLocalizationArgsForKey` reads them: `new JSONArray` (lenient
  /// org.json) and `optString` for each element (`1` → `"1"`, `null` → `"null"`); `nil` for an
  /// empty string or one `new JSONArray` refuses (the SDK logs "Malformed JSON for key …,
  /// falling back to default" and formats nothing).
  func jsonStrings(_ text: String) -> [String]? {
    guard !text.isEmpty, let elements = try? OrgJSON.array(text) else { return nil }
    return elements.map(OrgJSON.string(of:))
  }
}
