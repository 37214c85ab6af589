/// The shape errors FCM answers `INVALID_ARGUMENT` for in an HTTP v1 request body (the
/// `projects.messages` reference): unknown fields in `message`, `android`, `apns`, `webpush`,
/// `notification` and `android.notification`, a message with no target or more than one
/// (`token`, `topic`, `condition`: the union field `target`), `*_loc_args` that are not arrays
/// of strings, non-string values of string fields, a colour that is not `#rrggbb`, an `event_time` that is not an RFC 3339 timestamp; a field given
/// under both its proto name and its lowerCamelCase JSON name (`collapse_key` and `collapseKey`:
/// proto3 JSON parsers refuse a field given twice); and `apns.headers` and `webpush.headers`
/// values that are not strings (the fields are `map<string, string>`).
///
/// ``PayloadLinter`` reports them for every FCM HTTP v1 body; Customer.io's lint cites its
/// "Custom push payloads" page, whose examples produce several of them.
enum FCMv1Lint {
  /// The rule cited when no SDK page is.
  static let rule = "FCM HTTP v1 projects.messages"

  /// The fields FCM HTTP v1 accepts in `message.notification`, by proto name (each is taken
  /// under its lowerCamelCase JSON name too: ``protoName(of:among:)``).
  static let notificationFields: Set<String> = ["title", "body", "image"]
  /// The fields FCM HTTP v1 accepts in `message.android.notification`, by proto name.
  static let androidNotificationFields: Set<String> = [
    "title", "body", "icon", "color", "sound", "tag", "click_action", "body_loc_key", "body_loc_args",
    "title_loc_key", "title_loc_args", "channel_id", "ticker", "sticky", "event_time", "local_only",
    "notification_priority", "default_sound", "default_vibrate_timings", "default_light_settings",
    "vibrate_timings", "visibility", "notification_count", "light_settings", "image", "bypass_proxy_notification",
    "proxy",
  ]

  /// The findings for `bytes` when it is an HTTP v1 body (`{"message": {…}}`), else none.
  ///
  /// - Parameters:
  ///   - rule: the source cited.
  ///   - suffix: words added to each message (an SDK page's own warning).
  ///   - requiresTarget: whether a message without a target is reported (`missingTarget`); a
  ///     sender that adds the device's token itself (Customer.io) passes `false`.
  static func findings(
    _ bytes: [UInt8], rule: String = FCMv1Lint.rule, suffix: String = "", requiresTarget: Bool = true
  ) -> [PayloadLinter.Finding] {
    // Only an HTTP v1 body has a "message" key: other payloads are not parsed again. (Foundation's
    // `Data.range(of:)` is a generic search on Linux: 30 M instructions per case on the fuzzer's
    // megabyte inputs, more than half of a fuzzing run.)
    guard JSONBytes.contains(bytes, #""message""#),
      // With the payload's limits: a body the decoder refused as too large is not linted at length.
      let document = try? JSONDocument(bytes: bytes, options: PushDecoder.payloadParseOptions), let message = document.root["message"],
      message.type == .object
    else { return [] }
    let keys = message.knownMembers(FCMv1MessageField.self)
    var issues = fieldIssues(message, of: FCMv1MessageField.self, path: "message", type: "Message")
    if let issue = targetIssue(keys, requiringOne: requiresTarget) { issues.append(issue) }
    if let block = message["notification"], block.type == .object {
      issues += blockIssues(block, path: "message.notification", allowed: notificationFields)
    }
    if let android = keys[.android] {
      issues += fieldIssues(android, of: FCMv1AndroidField.self, path: "message.android", type: "AndroidConfig")
    }
    if let block = message["android"]?["notification"], block.type == .object {
      issues += blockIssues(block, path: "message.android.notification", allowed: androidNotificationFields)
    }
    if let apns = keys[.apns] { issues += fieldIssues(apns, of: FCMv1APNsField.self, path: "message.apns", type: "ApnsConfig") }
    if let headers = message["apns"]?["headers"], headers.type == .object { issues += headerIssues(headers) }
    if let webpush = keys[.webpush] {
      issues += fieldIssues(webpush, of: FCMv1WebpushField.self, path: "message.webpush", type: "WebpushConfig")
    }
    if let headers = message["webpush"]?["headers"], headers.type == .object {
      issues += headerIssues(headers, block: "webpush")
    }
    return issues.map { issue in
      PayloadLinter.Finding(
        severity: .error, issue: PayloadIssue(reason: issue.reason, message: issue.message + suffix, rule: rule))
    }
  }

  /// What FCM refuses in the shape of `message` itself, whatever the device it is for: a key
  /// that is not a field of the `Message`, or of its `android`, `apns` or `webpush` config, and
  /// more than one target. The decoders throw it (as `invalidPayload`), with the message `lint`
  /// gives. `nil` for a body FCM takes, found in one walk over each object's keys, without
  /// building a string.
  ///
  /// A body without a target is not refused: on a device, the push is addressed to it (a
  /// scenario's `push` step says which device); `lint` reports it (`missingTarget`).
  ///
  /// - Parameters:
  ///   - keys: `message.knownMembers(FCMv1MessageField.self)`, which the caller has.
  ///   - androidKeys: the `android` object's known members when the caller has them.
  /// The message's blocks, in the order ``refusal(_:keys:androidKeys:)`` checks that each is an
  /// object, with the names its message gives.
  private static let blockFields: [(field: FCMv1MessageField, name: String)] = [
    (.notification, "notification"), (.android, "android"), (.apns, "apns"), (.webpush, "webpush"),
    (.fcmOptions, "fcm_options"),
  ]

  static func refusal(
    _ message: JSONNode, keys: JSONKnownMembers<FCMv1MessageField>,
    androidKeys: JSONKnownMembers<FCMv1AndroidField>? = nil
  ) -> PayloadIssue? {
    if !keys.allKeysAreNamesUnescaped || keys.namesGivenTwice != 0 || message.document.mayHaveDuplicateKeys(inObject: message.index),
      let issue = fieldIssues(message, of: FCMv1MessageField.self, path: "message", type: "Message").first
    {
      return issue
    }
    if let issue = targetIssue(keys, requiringOne: false) { return issue }
    // The message's blocks are objects (proto messages; `null` is the default).
    // A static table: an array literal here was built on every call.
    for (field, name) in blockFields {
      guard let block = keys[field], block.type != .null, block.type != .object else { continue }
      return PayloadIssue(
        reason: "invalidPayload",
        message: "message.\(name) must be an object, not \(PayloadIssue.describe(block.type)) (the FCM backend answers INVALID_ARGUMENT)")
    }
    if let android = keys[.android],
      androidKeys.map({ !$0.allKeysAreNamesUnescaped || $0.namesGivenTwice != 0 }) ?? true
        || android.document.mayHaveDuplicateKeys(inObject: android.index),
      let issue = fieldIssues(android, of: FCMv1AndroidField.self, path: "message.android", type: "AndroidConfig").first
    {
      return issue
    }
    // The Android view passes the block's members; iOS and the web find them here (FCM checks the
    // whole request whatever the token).
    let android = androidKeys ?? keys[.android].map { $0.knownMembers(FCMv1AndroidField.self) }
    if let android, let issue = androidValueIssue(android) { return issue }
    // The data maps, both of them whatever the token. The Android view checks the map it uses
    // as it reads it (`android.data`, else `message.data`), so here only the other one.
    let androidData = android?[.data]
    if androidKeys == nil || androidData != nil, let data = keys[.data], let issue = dataIssue(data, path: "message.data") {
      return issue
    }
    if androidKeys == nil, let androidData, let issue = dataIssue(androidData, path: "message.android.data") {
      return issue
    }
    if let apns = keys[.apns],
      let issue = fieldIssues(apns, of: FCMv1APNsField.self, path: "message.apns", type: "ApnsConfig").first
    {
      return issue
    }
    if let webpush = keys[.webpush], let issue = webpushValueIssue(webpush) { return issue }
    if let webpush = keys[.webpush],
      let issue = fieldIssues(webpush, of: FCMv1WebpushField.self, path: "message.webpush", type: "WebpushConfig").first
    {
      return issue
    }
    return nil
  }

  /// A value of `message.android` that FCM's JSON parser refuses (the backend answers
  /// INVALID_ARGUMENT, so no device gets the message): `collapse_key`, `ttl` (a
  /// `google.protobuf.Duration`, a string in JSON) or `restricted_package_name` that is not a
  /// string; a `priority` that is neither a name nor the enum's number (`0` NORMAL, `1` HIGH, also
  /// in quotes);
  /// a `*_ok` flag that is not a boolean; `fcm_options` that is not an object. `null` is the
  /// field's default. (`data` and `notification` are checked where they are read.)
  static func androidValueIssue(_ keys: JSONKnownMembers<FCMv1AndroidField>) -> PayloadIssue? {
    func refused(_ field: FCMv1AndroidField, _ value: JSONNode, expected: String) -> PayloadIssue {
      PayloadIssue(
        reason: "fieldWrongType",
        message: "message.android.\(field.name) is \(PayloadIssue.describe(value.type)) \(QuotedValue.raw(value)); expected \(expected) "
          + "(the FCM backend answers INVALID_ARGUMENT)")
    }
    for field in [FCMv1AndroidField.collapseKey, .ttl, .restrictedPackageName] {
      guard let value = keys[field], value.type != .null, value.type != .string else { continue }
      let expected = field == .ttl ? "a duration string such as \"3600s\"" : "a string"
      return refused(field, value, expected: expected)
    }
    // A name in ASCII (the usual case) is valid, read without decoding it.
    if let value = keys[.priority], value.type != .null, FCMv1TypedValue.priorityName(value) == nil {
      if let text = value.stringValue {
        // Compared in ASCII: "hıgh" (a dotless ı) upper-cases to "HIGH" but is not the name.
        // Or the enum's number in quotes, as protobuf's JSON parsers read it ("1": HIGH).
        guard ["high", "normal"].contains(text.lowercased()) || FCMv1TypedValue.quotedEnumNumber(text).map({ $0 == 0 || $0 == 1 }) == true
        else {
          return PayloadIssue(
            reason: "invalidPayload",
            message: "message.android.priority \(QuotedValue.plain(text)) is not valid; expected \"HIGH\" or \"NORMAL\" "
              + "(or the enum's number, 1 or 0) (the FCM backend answers INVALID_ARGUMENT)")
        }
      } else if FCMv1TypedValue.int32(value).map({ $0 != 0 && $0 != 1 }) ?? true {
        return refused(.priority, value, expected: "\"HIGH\" or \"NORMAL\" (or the enum's number, 1 or 0)")
      }
    }
    if let text = keys[.ttl]?.stringValue, let issue = FCMv1Message.ttlIssue(text) { return issue }
    for field in [FCMv1AndroidField.directBootOK, .bandwidthConstrainedOK, .restrictedSatelliteOK] {
      guard let value = keys[field], value.type != .null, value.type != .bool else { continue }
      return refused(field, value, expected: "true or false")
    }
    if let value = keys[.fcmOptions], value.type != .null, value.type != .object {
      return refused(.fcmOptions, value, expected: "an object such as {\"analytics_label\": \"…\"}")
    }
    return nil
  }

  /// A value of `message.webpush` FCM refuses, whatever the token (INVALID_ARGUMENT): `data`
  /// that is not a map of strings, `notification` that is not an object (a `Struct`),
  /// `fcm_options` that is not an object or has a field `WebpushFcmOptions` lacks (it has `link`
  /// and `analytics_label`), a `link` that is not a string or not HTTPS ("For all URL values,
  /// HTTPS is required").
  static func webpushValueIssue(_ webpush: JSONNode) -> PayloadIssue? {
    guard webpush.type == .object else { return nil }  // the shape check says what it is
    let keys = webpush.knownMembers(FCMv1WebpushField.self)
    // Its keys are not restricted as `message.data`'s are (FCM's reference says so of those only).
    if let data = keys[.data], let issue = dataIssue(data, path: "message.webpush.data", refusingReservedKeys: false) { return issue }
    func refused(_ message: String) -> PayloadIssue {
      PayloadIssue(reason: "invalidPayload", message: message + " (the FCM backend answers INVALID_ARGUMENT)")
    }
    if let notification = keys[.notification], notification.type != .null, notification.type != .object {
      return refused("message.webpush.notification is \(PayloadIssue.describe(notification.type)); expected an object of the Notification options")
    }
    guard let options = keys[.fcmOptions], options.type != .null else { return nil }
    guard options.type == .object else {
      return refused("message.webpush.fcm_options is \(PayloadIssue.describe(options.type)); expected an object such as {\"link\": \"https://…\"}")
    }
    for (key, value) in options.members {
      switch key {
      case "link":
        guard value.type != .null else { continue }
        guard let link = value.stringValue else {
          return refused("message.webpush.fcm_options.link is \(PayloadIssue.describe(value.type)); expected an HTTPS URL string")
        }
        guard link.lowercased().hasPrefix("https://") else {
          return refused("message.webpush.fcm_options.link \(QuotedValue.plain(link)) is not an HTTPS URL; FCM: \"For all URL values, HTTPS is required\"")
        }
      case "analytics_label", "analyticsLabel":
        guard value.type == .string || value.type == .null else {
          return refused("message.webpush.fcm_options.\(QuotedValue.key(key)) is \(PayloadIssue.describe(value.type)); expected a string")
        }
      default:
        let hint = Suggestion.closest(to: key, in: ["link", "analytics_label"]).map { "; did you mean \"\($0)\"?" } ?? ""
        return refused("message.webpush.fcm_options has no field \(QuotedValue.plain(key)) (WebpushFcmOptions has link and analytics_label)\(hint)")
      }
    }
    return nil
  }

  /// Why FCM refuses a data map (`message.data`, `message.android.data`, `message.webpush.data`):
  /// not an object, a value that is not a string (R-A-2), or with `refusingReservedKeys` a
  /// reserved key (`from`, `message_type`, `google…`, `gcm…`); the backend answers
  /// INVALID_ARGUMENT whatever the token.
  static func dataIssue(_ data: JSONNode, path: String, refusingReservedKeys: Bool = true) -> PayloadIssue? {
    if data.type == .null { return nil }
    guard data.type == .object else {
      return PayloadIssue(reason: "invalidPayload", message: "\(path) must be an object of strings, not \(PayloadIssue.describe(data.type))")
    }
    for (key, value) in data.members {
      guard value.type == .string else {
        return PayloadIssue(
          reason: "invalidPayload",
          message: "\(path).\(QuotedValue.key(key)) is \(PayloadIssue.describe(value.type)); FCM data values must be strings "
            + "(the FCM backend answers INVALID_ARGUMENT)", rule: "R-A-2")
      }
      if refusingReservedKeys, !FCMDataMap.isCertainlyAppKey(key),
        key == "from" || key == "message_type" || FCMDataMap.hasPrefix(key, "google") || FCMDataMap.hasPrefix(key, "gcm")
      {
        return PayloadIssue(
          reason: "invalidPayload",
          message: "\(path).\(QuotedValue.key(key)) is a reserved key (\"from\", \"message_type\", or starting with \"google\" "
            + "or \"gcm\"); the FCM backend answers INVALID_ARGUMENT")
      }
    }
    return nil
  }

  /// The `unknownField` and `fieldGivenTwice` issues of `object`, whose fields are `Names`
  /// (FCM's `type`, at `path`); none when it is not an object. An object whose keys are all
  /// names, unescaped, each field under one spelling (every valid body), is cleared in one walk
  /// over its keys, with nothing decoded.
  @inline(never)
  static func fieldIssues<Names: JSONMemberNames>(
    _ object: JSONNode, of names: Names.Type, path: String, type: String
  ) -> [PayloadIssue] {
    guard object.type == .object else { return [] }
    let known = object.knownMembers(names)
    let repeated = repeatedFieldIssues(object, of: names, path: path)
    guard !known.allKeysAreNamesUnescaped || known.namesGivenTwice != 0 || !repeated.isEmpty else { return [] }
    var issues: [PayloadIssue] = []
    for (key, _) in object.members where Names.table.position(ofString: key) == nil {
      issues.append(unknownField(key, path: path, type: type, known: Names.allCases.map { $0.name.description }))
    }
    for name in Names.allCases where known.isGivenTwice(name) {
      issues.append(fieldGivenTwice(name.name.description, path: path))
    }
    return issues + repeated
  }

  /// The `fieldGivenTwice` issues of the fields of `object` (its known keys, `Names`) whose key
  /// it repeats as such (`"collapse_key": "a", "collapse_key": "b"`), one per field; none for
  /// an object whose keys are certainly distinct (most, found from the parse's marks without a
  /// walk). proto3 JSON treats a field repeated under one spelling as under two (protobuf's
  /// conformance suite, binary_json_conformance_suite.cc: FieldNameDuplicate and
  /// FieldNameDuplicateDifferentCasing1/2 have the same expectation), and FCM refuses both. Not
  /// for maps (`data`, `headers`) and `Struct`s (`apns.payload`, `webpush.notification`), whose
  /// repeated keys keep the last value (the `duplicateKey` warning).
  static func repeatedFieldIssues<Names: JSONMemberNames>(_ object: JSONNode, of names: Names.Type, path: String) -> [PayloadIssue] {
    repeatedFieldIssues(object, path: path) { Names.table.position(ofString: $0) != nil }
  }

  /// ``repeatedFieldIssues(_:of:path:)`` for the keys `isField` takes as the object's fields.
  static func repeatedFieldIssues(_ object: JSONNode, path: String, isField: (String) -> Bool) -> [PayloadIssue] {
    guard object.type == .object, object.document.mayHaveDuplicateKeys(inObject: object.index) else { return [] }
    var seen: Set<String> = []
    var reported: Set<String> = []
    var issues: [PayloadIssue] = []
    _ = object.allMemberIndices { key, _ in
      let text = object.document.decodeString(at: key)
      if isField(text), !seen.insert(text).inserted, reported.insert(text).inserted {
        issues.append(fieldRepeated(text, path: path))
      }
      return true
    }
    return issues
  }

  /// The `fieldGivenTwice` issue of the key `key`, a field's name, given twice as such in the
  /// object at `path`.
  static func fieldRepeated(_ key: String, path: String) -> PayloadIssue {
    PayloadIssue(
      reason: "fieldGivenTwice",
      message: "\(path) gives the field \(QuotedValue.key(key)) twice; FCM rejects a field given twice (proto3 JSON: a field by its proto "
        + "name or its JSON name, once) and answers 400 INVALID_ARGUMENT. Keep one")
  }

  /// The `fieldGivenTwice` issue of the field whose proto name is `field`, given in the object at
  /// `path` under that name and under its lowerCamelCase JSON name.
  static func fieldGivenTwice(_ field: String, path: String) -> PayloadIssue {
    let camel = ProtoJSONName.lowerCamelCase(field)
    return PayloadIssue(
      reason: "fieldGivenTwice",
      message: "\(path) gives the field \(field) twice, as \"\(field)\" and as \"\(camel)\"; FCM rejects a field given "
        + "twice (proto3 JSON: a field by its proto name or its JSON name, once) and answers 400 INVALID_ARGUMENT. Keep one")
  }

  /// The proto name of the field `key` names among `fields` (proto names): `key` itself, or the
  /// field whose lowerCamelCase JSON name `key` is (`clickAction` → `click_action`); `nil` for
  /// any other key.
  static func protoName(of key: String, among fields: Set<String>) -> String? {
    if fields.contains(key) { return key }
    guard !key.contains("_") else { return nil }
    var snake = ""
    for character in key {
      if character.isASCII, character.isUppercase { snake += "_" + character.lowercased() } else { snake.append(character) }
    }
    return fields.contains(snake) && ProtoJSONName.lowerCamelCase(snake) == key ? snake : nil
  }

  /// The `unknownField` issue of `key` in the object at `path`, FCM's `type`, with the nearest of
  /// the `known` fields.
  static func unknownField(_ key: String, path: String, type: String, known: [String]) -> PayloadIssue {
    let suggestion = Suggestion.closest(to: key, in: known).map { " Did you mean \"\($0)\"?" } ?? ""
    return PayloadIssue(
      reason: "unknownField",
      message: "\(path).\(QuotedValue.key(key)) is not a field of FCM's \(type); FCM answers INVALID_ARGUMENT (Unknown name \(QuotedValue.plain(key))).\(suggestion)")
  }

  /// FCM's union field `target`: `multipleTargets` when the message names more than one of
  /// `token`, `topic`, `condition` and `fid`, `missingTarget` when it names none and
  /// `requiringOne`; `nil` otherwise. A `null` is the field's default (proto3 JSON): no target.
  static func targetIssue(_ keys: JSONKnownMembers<FCMv1MessageField>, requiringOne: Bool) -> PayloadIssue? {
    // A decoder asks about a second target only: most bodies name one, cleared without making a
    // node for it.
    if !requiringOne, (keys.has(.token) ? 1 : 0) + (keys.has(.topic) ? 1 : 0) + (keys.has(.condition) ? 1 : 0)
      + (keys.has(.fid) ? 1 : 0) < 2
    {
      return nil
    }
    func isSet(_ field: FCMv1MessageField) -> Bool { keys[field].map { $0.type != .null } ?? false }
    let count = (isSet(.token) ? 1 : 0) + (isSet(.topic) ? 1 : 0) + (isSet(.condition) ? 1 : 0) + (isSet(.fid) ? 1 : 0)
    if count == 1 || count == 0 && !requiringOne { return nil }
    if count == 0 {
      return PayloadIssue(
        reason: "missingTarget",
        message: "message names no target; FCM sends a message to exactly one of token, topic or condition (the union "
          + "field target; the newer API also takes fid) and answers 400 INVALID_ARGUMENT without one")
    }
    let named = FCMv1MessageField.targets.filter(isSet).map { $0.name.description }
    return PayloadIssue(
      reason: "multipleTargets",
      message: "message names \(count) targets (\(named.joined(separator: " and "))); target is a union field: FCM takes "
        + "exactly one of token, topic or condition, and answers 400 INVALID_ARGUMENT for more. Keep one")
  }

  /// The `headerNotAString` issues of an `apns.headers` or `webpush.headers` object.
  static func headerIssues(_ headers: JSONNode, block: String = "apns") -> [PayloadIssue] {
    headers.members.filter { $0.value.type != .string }.map { key, value in
      PayloadIssue(
        reason: "headerNotAString",
        message: "message.\(block).headers.\(QuotedValue.key(key)) is \(PayloadIssue.describe(value.type)) (\(value.rawPreview(maxBytes: 20))); "
          + "\(block).headers is a map of strings: send it as a string, FCM answers INVALID_ARGUMENT otherwise")
    }
  }

  /// The issues of one notification block, whose fields are `allowed` (proto names; each is
  /// taken under its lowerCamelCase JSON name too).
  static func blockIssues(_ block: JSONNode, path: String, allowed: Set<String>) -> [PayloadIssue] {
    var issues: [PayloadIssue] = repeatedBlockFieldIssues(block, path: path, allowed: allowed)
    var given: Set<String> = []
    for (key, value) in block.members {
      let at = "\(path).\(QuotedValue.key(key))"
      guard let field = protoName(of: key, among: allowed) else {
        let type = path == "message.notification" ? "Notification" : "AndroidNotification"
        issues.append(unknownField(key, path: path, type: type, known: allowed.sorted()))
        continue
      }
      guard given.insert(field).inserted else {
        issues.append(fieldGivenTwice(field, path: path))
        continue
      }
      if let issue = valueIssue(key: field, value: value, at: at) { issues.append(issue) }
    }
    return issues
  }

  /// ``repeatedFieldIssues(_:of:path:)`` for a notification block, whose fields are `allowed`
  /// (proto names; lowerCamelCase JSON names too).
  static func repeatedBlockFieldIssues(_ block: JSONNode, path: String, allowed: Set<String>) -> [PayloadIssue] {
    repeatedFieldIssues(block, path: path) { protoName(of: $0, among: allowed) != nil }
  }

  /// What FCM answers `INVALID_ARGUMENT` for in the value of a known field `key` (its proto
  /// name) of a notification block, at path `at`, or `nil`: `*_loc_args` that are not arrays of strings, a
  /// string field given another type, a colour that is not `#rrggbb`, an `event_time` that is not
  /// an RFC 3339 timestamp (``ProtobufTimestamp``), a typed field's value proto3 JSON refuses
  /// (``FCMv1TypedValue``: an enum name or number the enum lacks, an int32 with a fraction, a
  /// `bool` that is not `true` or `false`). A `null` is the field's
  /// default (proto3 JSON), never an issue. The decoder refuses a v1 body with one of these
  /// (``FCMv1Message``), so that `lint` and `run` agree.
  static func valueIssue(key: String, value: JSONNode, at: @autoclosure () -> String) -> PayloadIssue? {
    if value.type == .null { return nil }
    if key.hasSuffix("_loc_args") {
      // The array's first element that is not a string, or the value itself when it is no array.
      let wrong: (path: String, type: JSONType)
      if value.type != .array {
        wrong = (at(), value.type)
      } else if let (index, element) = value.elements.enumerated().first(where: { $0.element.type != .string }) {
        wrong = ("\(at())[\(index)]", element.type)
      } else {
        return nil
      }
      return PayloadIssue(
        reason: "locArgsNotAnArray",
        message: "\(wrong.path) is \(PayloadIssue.describe(wrong.type)); FCM takes an array of strings such as [\"Kathy\", \"3\"] (the page's \"stringified,array\" is a placeholder), and answers INVALID_ARGUMENT otherwise")
    }
    if let kind = FCMv1TypedValue.kind(ofField: key) {
      if case .failure(let issue) = FCMv1TypedValue.read(value, as: kind, at: at()) { return issue }
      return nil
    }
    if value.type != .string, key != "vibrate_timings", key != "light_settings" {
      return PayloadIssue(
        reason: "fieldNotAString", message: "expected a string at \(at()), got \(PayloadIssue.describe(value.type)); FCM answers INVALID_ARGUMENT")
    }
    if key == "color", let color = value.stringValue, !isRGB(color) {
      return PayloadIssue(reason: "invalidColor", message: "\(at()) \(QuotedValue.plain(color)) is not in the form #rrggbb; FCM answers INVALID_ARGUMENT")
    }
    if key == "event_time", let time = value.stringValue, ProtobufTimestamp.epochMilliseconds(time) == nil {
      return PayloadIssue(
        reason: "invalidTimestamp",
        message: "\(at()) \(QuotedValue.plain(time)) is not an RFC 3339 timestamp such as \"2020-01-01T00:00:00Z\" (a google.protobuf.Timestamp: "
          + "date, T, time, at most nine fractional digits, Z or an offset such as +01:00, years 1 to 9999); FCM answers INVALID_ARGUMENT")
    }
    return nil
  }

  /// `#rrggbb`, in ASCII hex digits (`Character.isHexDigit` would also take their fullwidth
  /// forms; FCM's colour is `#rrggbb` in ASCII).
  static func isRGB(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { utf8 in
      guard utf8.count == 7, utf8[0] == UInt8(ascii: "#") else { return false }
      for k in 1..<7 where !(utf8[k] &- 0x30 < 10 || (utf8[k] | 0x20) &- 0x61 < 6) { return false }
      return true
    }
  }
}
