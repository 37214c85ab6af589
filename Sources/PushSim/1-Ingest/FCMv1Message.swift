/// Turns an FCM HTTP v1 request body (`{"message": {...}}`) into what the device receives: the
/// Android data map with `gcm.n.*` notification keys and `google.*` metadata, the APNs payload
/// and headers for iOS, or the web push data.
///
/// The server-side rules applied: `android.data` replaces `message.data`, `android.notification`
/// fields override `message.notification`, data values must be strings (the FCM backend answers
/// `INVALID_ARGUMENT` otherwise), and `android.ttl` is a duration string such as `"3.5s"`.
enum FCMv1Message {
  /// A notification field's text as the blocks are merged (a struct, not a tuple, for the
  /// reason ``FCMDataEntry`` gives).
  struct NotificationText {
    var field: FCMv1NotificationField
    var text: String
  }

  /// The Android view of a v1 body.
  struct AndroidDelivery {
    /// The data map's pairs; empty when they were not built (``pairsBuilt``).
    var pairs: [FCMDataEntry]
    /// Whether ``pairs`` were built: always, unless the caller asked for the scan alone and the
    /// body's keys are known to be distinct (then ``scan`` is set, and the pairs are what
    /// ``FCMv1Source`` builds when the map is read).
    var pairsBuilt = true
    /// `FCMDataMap(pairs).scan()`, made while building the pairs, when they are known to have
    /// distinct keys; `nil` otherwise (a data object that may repeat a key, a data key FCM
    /// reserves), and the map is scanned.
    var scan: FCMDataMapScan?
    /// The data object the app's entries come from (`android.data`, else `data`), its values
    /// all strings; `nil` without one.
    var dataNode: JSONNode?
    var ttlSeconds: Int64?
    var priority: FCMPriority?
    var collapseKey: String?
    /// `android.direct_boot_ok` (a bool, or `null` for its default, false: the refusal checked
    /// the type); `nil` when the body does not set it.
    var directBootOK: Bool?
    /// FCM's sent time, TTL and priority as the data map writes them (`google.sent_time`,
    /// `google.ttl`, `google.original_priority` and `google.delivered_priority`), when ``scan``
    /// leaves their entries out: the decoder reads them here instead of parsing their texts back.
    /// `nil` when the scan has those entries (the pairs were built, or a value whose text the
    /// decoder would warn about: a negative sent time, a TTL beyond `Integer.parseInt`).
    var written: (sentTimeMillis: Int64, ttlSeconds: Int64, priority: FCMPriority)?
  }

  /// The longest TTL FCM accepts: 4 weeks (R-A-19).
  static let maximumTTLSeconds: Int64 = 2_419_200

  /// The `gcm.n.*` key for each `android.notification` / `message.notification` field.
  static let notificationKeys: [(field: String, key: String)] = FCMv1NotificationField.allCases.map {
    ($0.name.description, $0.dataKey)
  }

  /// The Android delivery of `message` (the object under `"message"`); the transport headers'
  /// `ttl`, `priority` and `collapse_key` apply where the body sets none.
  ///
  /// With `buildingPairs` false the data map's pairs are not built when the scan can be made
  /// without them: no data key with escapes, none that FCM reserves or refuses, none repeated
  /// (the app's entries are measured on the tape, nothing decoded). Otherwise, and by default,
  /// they are.
  static func android(
    _ message: JSONNode, messageID: String, sentTimeMillis: Int64, packageName: String,
    headers: ValidatedPushHeaders = ValidatedPushHeaders(), buildingPairs: Bool = true
  ) throws(PayloadIssue) -> AndroidDelivery {
    if !buildingPairs,
      let delivery = try android(
        message, messageID: messageID, sentTimeMillis: sentTimeMillis, packageName: packageName,
        headers: headers, measuringOnly: true)
    {
      return delivery
    }
    // Only the measuring path returns `nil`.
    return try android(
      message, messageID: messageID, sentTimeMillis: sentTimeMillis, packageName: packageName,
      headers: headers, measuringOnly: false)!
  }

  /// ``android(_:messageID:sentTimeMillis:packageName:headers:buildingPairs:)``; with
  /// `measuringOnly`, `nil` as soon as the scan needs the pairs.
  private static func android(
    _ message: JSONNode, messageID: String, sentTimeMillis: Int64, packageName: String,
    headers: ValidatedPushHeaders, measuringOnly: Bool
  ) throws(PayloadIssue) -> AndroidDelivery? {
    let messageKeys = message.knownMembers(FCMv1MessageField.self)
    let android = messageKeys[.android]
    let androidKeys = android?.knownMembers(FCMv1AndroidField.self)
    // FCM refuses an unknown field or a second target whatever the device.
    if let issue = FCMv1Lint.refusal(message, keys: messageKeys, androidKeys: androidKeys) {
      throw .invalidPayload(issue.message, rule: issue.rule)
    }
    var pairs: [FCMDataEntry] = []
    var scan = FCMDataMapScan()
    var scanIsExact = true
    // Data: android.data replaces message.data.
    let dataNode = androidKeys?[.data] ?? messageKeys[.data]
    // Room for every pair at once: the data's members, each notification block's (repeated keys
    // included: each object's member count is on the tape), gcm.n.e and FCM's own seven keys.
    func memberCount(_ node: JSONNode?) -> Int { node.map { $0.type == .object ? Int($0.entry.payload) : 0 } ?? 0 }
    if !measuringOnly {
      pairs.reserveCapacity(
        memberCount(dataNode) + memberCount(messageKeys[.notification]) + memberCount(androidKeys?[.notification]) + 8)
    }
    if let dataNode {
      let path = androidKeys?[.data] != nil ? "message.android.data" : "message.data"
      guard dataNode.type == .object else {
        throw .invalidPayload("\(path) must be an object of strings, not \(PayloadIssue.describe(dataNode.type))")
      }
      scanIsExact = !dataNode.document.mayHaveDuplicateKeys(inObject: dataNode.index)
      if measuringOnly {
        guard scanIsExact, measureAppEntries(dataNode, into: &scan) else { return nil }
      } else {
        try dataNode.forEachMember { (key, value) throws(PayloadIssue) in
          guard let text = value.stringValue else {
            throw .invalidPayload(
              "\(path).\(QuotedValue.key(key)) is \(PayloadIssue.describe(value.type)); FCM data values must be "
                + "strings (the FCM backend answers INVALID_ARGUMENT)", rule: "R-A-2")
          }
          let certainlyApps = FCMDataMap.isCertainlyAppKey(key)
          if !certainlyApps,
            key == "from" || key == "message_type" || FCMDataMap.hasPrefix(key, "google")
              || FCMDataMap.hasPrefix(key, "gcm")
          {
            throw .invalidPayload(
              "\(path).\(QuotedValue.key(key)) is a reserved key (\"from\", \"message_type\", or starting with \"google\" "
                + "or \"gcm\"); the FCM backend answers INVALID_ARGUMENT")
          }
          if FCMDataMap.isServerMessageID(key) {
            scanIsExact = false  // message_id: the app's, and read by `getMessageId()`; the map's scan has both
          } else if certainlyApps || !FCMDataMap.isReserved(key) {
            scan.addAppEntry(bytes: key.utf8.count + text.utf8.count)
          } else {
            scanIsExact = false  // collapse_key: the map decides which one counts
          }
          pairs.append(FCMDataEntry(key, text))
        }
      }
    }
    // Notification: message.notification, overridden field by field by android.notification.
    // Each entry's field, compared as a field rather than by its data key (each field has its
    // own key); the keys are written at the end.
    var notification: [NotificationText] = []
    // Room for the usual fields at once (it grew 1, 2, 4, 8: three allocations for a v1 body).
    if messageKeys.has(.notification) || androidKeys?.has(.notification) == true { notification.reserveCapacity(8) }
    try merge(messageKeys[.notification], path: "message.notification", android: false, into: &notification)
    if let androidNotification = androidKeys?[.notification] {
      try merge(androidNotification, path: "message.android.notification", android: true, into: &notification)
    }
    // FCM checks the whole request, whatever the device: headers it refuses stop it for Android too.
    if let apns = messageKeys[.apns] { try checkAPNsHeaders(apns) }
    if let webpush = messageKeys[.webpush] { try checkWebpushHeaders(webpush) }
    scan.reserved.reserveCapacity(notification.count + 8)
    if !notification.isEmpty {
      if !measuringOnly { pairs.append(FCMDataEntry("gcm.n.e", "1")) }
      scan.addReserved(.notification(.e), value: "1", countedKeyBytes: 7)
    }
    let reservedKinds = FCMv1Message.reservedKinds  // read once: a global's lazy initialisation check per read costs
    for entry in notification {
      let (field, text) = (entry.field, entry.text)
      let key = field.dataKey
      if !measuringOnly { pairs.append(FCMDataEntry(key, text)) }
      scan.addReserved(reservedKinds[field.rawValue], value: text, countedKeyBytes: key.utf8.count)
    }
    // The delivery's fields gathered in locals and the delivery built once at the end: assigned
    // field by field, the struct (with its arrays, node and strings) was built in memory and copied.
    var ttlSeconds: Int64?
    var explicitPriority: FCMPriority?
    // The refusal above checked the TTL's text (``ttlIssue(_:)``).
    if let ttlText = androidKeys?[.ttl]?.stringValue { ttlSeconds = parseDurationSeconds(ttlText) }
    if let priorityNode = androidKeys?[.priority], let named = FCMv1TypedValue.priorityName(priorityNode) {
      // A name in ASCII (the usual case), read without decoding it; never a number.
      explicitPriority = named
    } else if let priorityNode = androidKeys?[.priority], let number = FCMv1TypedValue.enumNumber(priorityNode) {
      // The enum's number, as proto3 JSON takes it, also in quotes (AndroidMessagePriority:
      // NORMAL 0, HIGH 1; another number was refused above).
      explicitPriority = number == 1 ? .high : .normal
    } else if let priorityText = androidKeys?[.priority]?.stringValue {
      switch priorityText.lowercased() {
      case "high": explicitPriority = .high
      case "normal": explicitPriority = .normal
      default:
        throw .invalidPayload(
          "message.android.priority \(QuotedValue.plain(priorityText)) is not valid; expected \"HIGH\" or \"NORMAL\" (or the enum's number, 1 or 0)")
      }
    }
    let collapseKey = androidKeys?[.collapseKey]?.stringValue ?? headers.collapseKey
    let directBootOK = androidKeys?[.directBootOK].map { $0.boolValue ?? false }
    ttlSeconds = ttlSeconds ?? headers.ttlSeconds
    explicitPriority = explicitPriority ?? headers.fcmPriority
    // R-A-14 (following [F8]): notification messages default to high, data messages to normal.
    let priority = explicitPriority ?? (notification.isEmpty ? .normal : .high)
    func addFCMEntry(_ key: FCMMessageKey, _ value: String) {
      if !measuringOnly { pairs.append(FCMDataEntry(FCMMessageKey.keys[key.rawValue], value)) }
      scan.addReserved(.message(key), value: value, countedKeyBytes: nil)
    }
    addFCMEntry(.googleMessageID, messageID)
    // Measuring only (the pairs are built from the body when read), the values the decoder
    // reads from these four entries are handed over as they are, unless their texts are ones it
    // warns about (a negative sent time, a TTL `Integer.parseInt` cannot read).
    let writtenTTL = ttlSeconds ?? maximumTTLSeconds
    var written: (sentTimeMillis: Int64, ttlSeconds: Int64, priority: FCMPriority)?
    if measuringOnly, sentTimeMillis >= 0, writtenTTL >= 0, writtenTTL <= Int64(Int32.max) {
      written = (sentTimeMillis, writtenTTL, priority)
    } else {
      // Decimal text without `description` (a protocol call and a UTF-8 check per number).
      addFCMEntry(.googleSentTime, GeneratedID.make("", Int(sentTimeMillis)))
      addFCMEntry(.googleTTL, GeneratedID.make("", Int(writtenTTL)))
      addFCMEntry(.googleOriginalPriority, priority.rawValue)
      addFCMEntry(.googleDeliveredPriority, priority.rawValue)
    }
    addFCMEntry(.from, "pushsim-sender")
    if let collapseKey = collapseKey ?? (notification.isEmpty ? nil : packageName) {
      addFCMEntry(.collapseKey, collapseKey)
    }
    return AndroidDelivery(
      pairs: pairs, pairsBuilt: !measuringOnly, scan: scanIsExact ? scan : nil, dataNode: dataNode,
      ttlSeconds: ttlSeconds, priority: explicitPriority, collapseKey: collapseKey, directBootOK: directBootOK,
      written: written)
  }

  /// Counts each member of a data object in `scan` as one of the app's entries (its key's and
  /// value's UTF-8 sizes), measured on the tape without decoding. `false` (and `scan` to be
  /// dropped) unless every key is plain ASCII (no escapes) and none is one FCM reserves or
  /// refuses (those take the decoding path, its errors and its merge), and every value a string
  /// (the decoding path's error names the key). The object has distinct keys (the caller checked).
  private static func measureAppEntries(_ data: JSONNode, into scan: inout FCMDataMapScan) -> Bool {
    let document = data.document
    let tape = document.tape
    return data.allMemberIndices { i, _ in
      let key = tape[i]
      guard tape[i + 1].kind == .string, key.flags & JSONTapeEntry.hasEscapes == 0 else { return false }
      let isApps = document.bytes.withUnsafeBufferPointer { bytes -> Bool in
        let utf8 = UnsafeBufferPointer(rebasing: bytes[Int(key.start) + 1..<Int(key.end) - 1])
        guard let first = utf8.first else { return false }
        if FCMDataMap.isCertainlyAppKey(firstByte: first) { return true }
        guard !utf8.contains(where: { $0 >= 0x80 }) else { return false }
        // `from`, `message_type`, `google*` and `gcm*` are refused; `collapse_key` is FCM's and
        // `message_id` both the app's and `getMessageId()`'s: either way the decoding path decides.
        func starts(with prefix: StaticString) -> Bool {
          utf8.count >= prefix.utf8CodeUnitCount
            && JSONBytes.equal(utf8.baseAddress!, prefix.utf8Start, count: prefix.utf8CodeUnitCount)
        }
        return !starts(with: "google") && !starts(with: "gcm") && !FCMDataMap.isReserved(asciiKey: utf8)
          && !FCMDataMap.isServerMessageID(asciiKey: utf8)
      }
      guard isApps else { return false }
      scan.addAppEntry(bytes: Int(key.end - key.start) - 2 + document.decodedLength(ofString: i + 1))
      return true
    }
  }

  /// What the decoder makes of each field's data key, by the field's raw value.
  static let reservedKinds: [FCMReservedKey] = FCMv1NotificationField.allCases.map { FCMReservedKey($0.dataKey) }

  /// Merges a `notification` block into `notification`: a field given again replaces the
  /// earlier text. Each field is read under its proto name (`click_action`) or its lowerCamelCase
  /// JSON name (`clickAction`); one given under both (`fieldGivenTwice`), a field the block does not have (FCM's `Notification` has `title`, `body` and
  /// `image`; `AndroidNotification` ``FCMv1Lint/androidNotificationFields``) or a value FCM
  /// refuses (``FCMv1Lint/valueIssue(key:value:at:)``: `*_loc_args` not an array of strings, a
  /// string field of another type, a colour not `#rrggbb`, an `event_time` not an RFC 3339 timestamp) throws, as `lint` reports it; an
  /// `event_time` becomes UNIX milliseconds (`"2020-01-01T00:00:00Z"` → `"1577836800000"`), as FCM hands it on.
  ///
  /// - Parameter android: the block is `android.notification` (else `message.notification`).
  static func merge(
    _ block: JSONNode?, path: String, android: Bool, into notification: inout [NotificationText]
  ) throws(PayloadIssue) {
    guard let block else { return }
    guard block.type == .object else {
      throw .invalidPayload("\(path) must be an object, not \(PayloadIssue.describe(block.type))")
    }
    // A field repeated as such (the walk below sees it once).
    let allowed = android ? FCMv1Lint.androidNotificationFields : FCMv1Lint.notificationFields
    if let issue = FCMv1Lint.repeatedBlockFieldIssues(block, path: path, allowed: allowed).first {
      throw .invalidPayload(issue.message)
    }
    var refused: PayloadIssue?
    // The field whose value FCM refuses, and the value: the issue names the key as written.
    var refusedValue: (field: FCMv1NotificationField, value: JSONNode)?
    // A key that is not a field this block converts: an unknown one, or one of the fields FCM
    // accepts and PushSim has no data key for (`vibrate_timings`, `light_settings`, `proxy`, …).
    var unconverted = false
    // The fields met, by raw value: a second one is the field under its other spelling (a key
    // repeated as such is one member here).
    var given: UInt64 = 0
    block.forEachMember(FCMv1NotificationField.self) { field, value in
      guard refused == nil, refusedValue == nil else { return }
      guard let field, android || field == .title || field == .body || field == .image else {
        unconverted = true
        return
      }
      let bit: UInt64 = 1 &<< UInt64(field.rawValue)
      guard given & bit == 0 else {
        refused = FCMv1Lint.fieldGivenTwice(field.name.description, path: path)
        return
      }
      given |= bit
      var text: String
      switch value.type {
      case .string: text = value.stringValue ?? ""
      case .array, .object, .integer, .double, .bool: text = value.value().serialized()
      case .null: return
      }
      // A typed field: what its value is in the device's data map (an enum's NotificationCompat
      // value), none for its default, or a value FCM refuses.
      if let kind = field.typedKind {
        switch FCMv1TypedValue.read(value, as: kind, at: "") {
        case .success(let deviceText?): text = deviceText
        case .success(nil): return
        case .failure:
          refusedValue = (field, value)
          return
        }
      }
      // A value FCM refuses (what `lint` reports as an error): the request never reaches a device.
      let needsCheck: Bool =
        switch field {
        case .titleLocArgs, .bodyLocArgs: true
        case .color: value.type != .string || !FCMv1Lint.isRGB(text)
        // Typed fields were read above.
        case .sticky, .localOnly, .defaultSound, .defaultVibrateTimings, .defaultLightSettings, .notificationCount: false
        case .notificationPriority, .visibility: false
        case .eventTime: value.type != .string || ProtobufTimestamp.epochMilliseconds(text) == nil
        default: value.type != .string
        }
      if needsCheck, FCMv1Lint.valueIssue(key: field.name.description, value: value, at: "") != nil {
        refusedValue = (field, value)
        return
      }
      // FCM hands the device the event time in UNIX milliseconds (`NotificationParams.getLong`).
      if field == .eventTime, let millis = ProtobufTimestamp.epochMilliseconds(text) { text = String(millis) }
      if let index = notification.firstIndex(where: { $0.field == field }) {
        notification[index].text = text
      } else {
        notification.append(NotificationText(field: field, text: text))
      }
    }
    if let refused { throw .invalidPayload(refused.message) }
    if let refusedValue {
      let (field, value) = refusedValue
      let name = field.name.description
      let key = block.members.first { FCMv1NotificationField.table.position(ofString: $0.key) == field.rawValue }?.key ?? name
      if let issue = FCMv1Lint.valueIssue(key: name, value: value, at: "\(path).\(QuotedValue.key(key))") { throw .invalidPayload(issue.message) }
    }
    if unconverted {
      // FCM answers INVALID_ARGUMENT for a field its message does not have ("Unknown name"), or
      // one given twice (`vibrate_timings` and `vibrateTimings`).
      let allowed = android ? FCMv1Lint.androidNotificationFields : FCMv1Lint.notificationFields
      if let unknown = FCMv1Lint.blockIssues(block, path: path, allowed: allowed).first(where: {
        $0.reason == "unknownField" || $0.reason == "fieldGivenTwice"
      }) {
        throw .invalidPayload(unknown.message)
      }
    }
  }

  /// Throws for an `apns.headers` value that is not a string: the field is a
  /// `map<string, string>`, and FCM answers `INVALID_ARGUMENT` (`lint`'s `headerNotAString`).
  static func checkAPNsHeaders(_ apns: JSONNode) throws(PayloadIssue) {
    guard let headers = apns["headers"], headers.type == .object, !headers.allMemberValues(are: .string) else { return }
    if let issue = FCMv1Lint.headerIssues(headers).first { throw .invalidPayload(issue.message) }
  }

  /// Throws for a `webpush.headers` value that is not a string, as ``checkAPNsHeaders(_:)``
  /// does: FCM refuses the whole request, whichever device it is for.
  static func checkWebpushHeaders(_ webpush: JSONNode) throws(PayloadIssue) {
    guard let headers = webpush["headers"] else { return }
    guard headers.type == .object else { throw PushDecoder.webpushHeadersNotAnObject(headers) }
    guard !headers.allMemberValues(are: .string) else { return }
    if let issue = FCMv1Lint.headerIssues(headers, block: "webpush").first { throw .invalidPayload(issue.message) }
  }

  /// `"3.5s"` → 3 (whole seconds, as FCM rounds down), `nil` when not a duration.
  /// Why FCM refuses `message.android.ttl` written as `text`: not a duration (`"3600s"`,
  /// `"3.5s"`), or longer than FCM keeps a message (R-A-19); `nil` when it takes it.
  static func ttlIssue(_ text: String) -> PayloadIssue? {
    guard let seconds = parseDurationSeconds(text) else {
      return PayloadIssue(
        reason: "invalidPayload",
        message: "message.android.ttl \(QuotedValue.plain(text)) is not a duration; expected seconds (at most nine decimals) with an \"s\" suffix, such as "
          + "\"3600s\" or \"3.5s\" (the FCM backend answers INVALID_ARGUMENT)")
    }
    // "2419200.5s" is over the limit too: whole seconds at the limit with a fraction above 0.
    let fractionAboveZero = text.dropLast().split(separator: ".").dropFirst().first?.contains { $0 != "0" } ?? false
    guard seconds < maximumTTLSeconds || seconds == maximumTTLSeconds && !fractionAboveZero else {
      return PayloadIssue(
        reason: "invalidPayload",
        message: "message.android.ttl \(QuotedValue.plain(text)) is longer than FCM keeps a message (4 weeks); expected at most "
          + "\"2419200s\" (the FCM backend answers INVALID_ARGUMENT)", rule: "R-A-19")
    }
    return nil
  }

  static func parseDurationSeconds(_ text: String) -> Int64? {
    guard text.hasSuffix("s") else { return nil }
    let number = text.dropLast()
    let parts = number.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), let whole = Int64(parts[0]), whole >= 0 else { return nil }
    if parts.count == 2 {
      // A JSON Duration has at most nine fractional digits (nanoseconds).
      guard (1...9).contains(parts[1].count), parts[1].allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    }
    return whole
  }
}

extension FCMv1Message {
  /// The iOS view of a v1 body: `apns.payload` with `message.notification` as the alert and
  /// `message.data` beside `aps`, plus FCM's own keys (`gcm.message_id`, and `fcm_options.image`
  /// for an image: `apns.fcm_options.image` (or `apns.fcmOptions.image`), else
  /// `notification.image`); `apns.headers` become
  /// the APNs headers.
  static func apns(
    _ message: JSONNode, headers: ValidatedPushHeaders, messageID: String
  ) throws(PayloadIssue) -> (JSONDocument, ValidatedPushHeaders) {
    // FCM checks the whole request, whatever the device: an unknown field, a second target or
    // a notification block it refuses stops the message for iOS too.
    if let issue = FCMv1Lint.refusal(message, keys: message.knownMembers(FCMv1MessageField.self)) {
      throw .invalidPayload(issue.message, rule: issue.rule)
    }
    var blocks: [NotificationText] = []
    try merge(message["notification"], path: "message.notification", android: false, into: &blocks)
    try merge(message["android"]?["notification"], path: "message.android.notification", android: true, into: &blocks)
    if let apns = message["apns"] { try checkAPNsHeaders(apns) }
    if let webpush = message["webpush"] { try checkWebpushHeaders(webpush) }
    var root = JSONObject()
    if let payload = message["apns"]?["payload"] {
      guard case .object(let object) = payload.value() else {
        throw .invalidPayload("message.apns.payload must be an object")
      }
      root = object
    }
    var aps = root["aps"]?.objectValue ?? JSONObject()
    if aps["alert"] == nil, let notification = message["notification"] {
      var alert = JSONObject()
      if let title = notification["title"]?.stringValue { alert["title"] = .string(title) }
      if let body = notification["body"]?.stringValue { alert["body"] = .string(body) }
      if !alert.isEmpty { aps["alert"] = .object(alert) }
    }
    root["aps"] = .object(aps)
    if let data = message["data"] {
      for (key, value) in data.members {
        guard value.type == .string else {
          throw .invalidPayload(
            "message.data.\(QuotedValue.key(key)) is \(PayloadIssue.describe(value.type)); FCM data values must be strings")
        }
        root[key] = value.value()
      }
    }
    // The image FCM's extension helper downloads (`fcm_options.image` beside `aps`): the APNs
    // config's own, else the notification's ("send an image in the notification payload").
    if root["fcm_options"] == nil,
      let image = message["apns"]?.knownMembers(FCMv1APNsField.self)[.fcmOptions]?["image"]?.stringValue
        ?? message["notification"]?["image"]?.stringValue
    {
      root["fcm_options"] = .object(["image": .string(image)])
    }
    root["gcm.message_id"] = .string(messageID)
    var result = headers
    if let apnsHeaders = message["apns"]?["headers"] {
      var pairs: [(String, PushHeaders.Value)] = []
      for (key, value) in apnsHeaders.members {
        pairs.append((key, .string(value.stringValue ?? value.rawText)))
      }
      do {
        let parsed = try PushHeaders(pairs).validated()
        result.apnsPushType = parsed.apnsPushType ?? result.apnsPushType
        result.apnsPriority = parsed.apnsPriority ?? result.apnsPriority
        result.apnsCollapseID = parsed.apnsCollapseID ?? result.apnsCollapseID
        result.apnsExpiration = parsed.apnsExpiration ?? result.apnsExpiration
      } catch {
        throw .invalidPayload("message.apns.headers: \(error)")
      }
    }
    do {
      return (try JSONDocument(bytes: JSONValue.object(root).serializedBytes()), result)
    } catch {
      throw .invalidPayload("message.apns.payload could not be rebuilt: \(error)")
    }
  }
}
