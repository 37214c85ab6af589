extension PushDecoder {
  /// The `aps.interruption-level` values iOS knows (`UNNotificationInterruptionLevel`).
  static let interruptionLevels: Set<String> = ["passive", "active", "time-sensitive", "critical"]
}

extension PushDecoder {
  /// The `aps` keys APNs defines; anything else inside `aps` is ignored by APNs (R-iOS-1).
  static let apsKeys: Set<String> = Set(APSKey.allCases.map { $0.name.description })

  /// The APNs keys by their letters and digits, lowercased (`mutablecontent` → `mutable-content`),
  /// to recognise a misspelt one (`mutable_content`, `contentAvailable`).
  static let apsKeysByLetters: [String: String] = Dictionary(
    uniqueKeysWithValues: apsKeys.map { (lettersAndDigits(of: $0), $0) })

  /// `key` lowercased, without anything but letters and digits.
  static func lettersAndDigits(of key: String) -> String {
    String(key.lowercased().filter { $0.isLetter || $0.isNumber })
  }

  /// The warning for a key of `aps` APNs does not define: `apsKeyMisspelled` with the APNs key
  /// when it differs from one only in case and separators (`mutable_content`: APNs' keys are
  /// hyphenated, R-iOS-1), else `customKeyInAps`, to move beside `aps`.
  static func unknownApsKeyWarning(_ key: String) -> PayloadIssue {
    guard let apnsKey = apsKeysByLetters[lettersAndDigits(of: key)] else {
      return .init(
        reason: "customKeyInAps",
        message: "aps.\(QuotedValue.key(key)) is not an APNs key; APNs ignores custom keys inside aps: put \(QuotedValue.plain(key)) beside aps",
        rule: "R-iOS-1")
    }
    let flag = apnsKey == "mutable-content" || apnsKey == "content-available"
    return .init(
      reason: "apsKeyMisspelled",
      message: "aps.\(QuotedValue.key(key)) is not an APNs key; APNs' key is \"\(apnsKey)\", so iOS ignores this one: write "
        + (flag ? "\"\(apnsKey)\": 1" : "\"\(apnsKey)\"") + " instead",
      rule: "R-iOS-1")
  }

  /// Decodes an APNs payload (or an FCM HTTP v1 body addressed to iOS) for an iOS device.
  func decodeAPNs(
    _ bytes: [UInt8], headers inputHeaders: ValidatedPushHeaders, sequence: Int, now: SimInstant
  ) throws(PayloadIssue) -> IncomingPush {
    var headers = inputHeaders
    if let type = headers.apnsPushType, type != .alert, type != .background, options.simctlTransport {
      throw PayloadIssue(
        reason: "simctlUnsupportedPushType",
        message: "apns-push-type \(type.rawValue) cannot go through `xcrun simctl push`: \"Only application remote "
          + "push notifications are supported. VoIP, Complication, File Provider, and other types are not supported\". "
          + "Send alert or background, or turn the simctlTransport option off",
        rule: "R-SIM-2")
    }
    let limit = sizeLimit(for: headers)
    guard bytes.count <= limit else {
      throw options.simctlTransport
        ? .tooLarge(bytes, limit: limit, platform: "`xcrun simctl push`", rule: "R-SIM-2")
        : .tooLarge(bytes, limit: limit, platform: "APNs", rule: "R-iOS-6")
    }
    var document = try parse(bytes)
    // The known-members tables below do not retain the document (`JSONKnownMembers`' lifetime
    // rule): the document in use stays alive to the end, on every path.
    defer { withExtendedLifetime(document) {} }
    var dialect = Dialect.apns
    var warnings: [PayloadIssue] = Self.duplicateKeyWarnings(document)
    if !headers.isEmpty { warnings += headers.otherPlatformWarnings(on: .iOS) }
    guard document.root.type == .object else {
      throw .invalidPayload(
        "an APNs payload is a JSON object with an \"aps\" dictionary, not \(PayloadIssue.describe(document.root.type))")
    }
    // The top-level keys the decoder and the vendor check look for, found in one walk.
    var rootKeys = document.root.knownMembers(PayloadRootKey.self)
    var isFCMv1DataMessage = false
    if !rootKeys.has(.aps), let message = rootKeys[.message], message.type == .object {
      (document, headers) = try FCMv1Message.apns(message, headers: headers, messageID: GeneratedID.make("fcm-", sequence))
      rootKeys = document.root.knownMembers(PayloadRootKey.self)
      dialect = .fcm
      isFCMv1DataMessage = message["notification"] == nil
    }
    let root = document.root
    guard let aps = rootKeys[.aps] else {
      throw .invalidPayload(
        "no \"aps\" dictionary at the top level; APNs payloads put the alert, badge, sound and "
          + "content-available in \"aps\" and custom keys beside it", rule: "R-iOS-1")
    }
    guard aps.type == .object else {
      throw .invalidPayload("\"aps\" must be a dictionary, not \(PayloadIssue.describe(aps.type))")
    }
    let apsKeys = aps.knownMembers(APSKey.self)
    let id = headers.apnsCollapseID ?? headers.apnsID ?? GeneratedID.make("apns-", sequence)
    // The notification's fields, each set once and handed to its initializer at the end:
    // assigning into a `PushNotification` destroyed the `nil` each field held (through type
    // metadata), and the finished one was then moved out, leaving one more to destroy.

    // Alert.
    let title: String?, subtitle: String?, body: String?
    if let alert = apsKeys[.alert] {
      switch alert.type {
      case .string:
        (title, subtitle, body) = (nil, nil, alert.stringValue)
      case .object:
        let alertKeys = alert.knownMembers(APNsAlertKey.self)
        // Most alerts have only APNs keys, unescaped: cleared without decoding them.
        if !alertKeys.allKeysAreNamesUnescaped {
          // An ActivityKit push's alert carries its sound (AlertConfiguration: title, body, sound).
          let unknown = PushDecoder.unknownAlertKeys(alert)
          warnings += headers.apnsPushType == .liveactivity ? unknown.filter { !$0.message.hasPrefix("aps.alert.sound ") } : unknown
        }
        // Most values are strings: checked on the tape, a node made only for the warning.
        for key: APNsAlertKey in [.title, .subtitle, .body, .launchImage, .titleLocKey, .subtitleLocKey, .locKey]
        where !alertKeys.isAbsentOrString(key) {
          expectString(alertKeys[key], path: "aps.alert.\(key.name)", warnings: &warnings)
        }
        for key: APNsAlertKey in [.titleLocArgs, .subtitleLocArgs, .locArgs] {
          expectStrings(alertKeys[key], path: "aps.alert.\(key.name)", warnings: &warnings)
        }
        title = localized(
          key: alertKeys[.titleLocKey], args: alertKeys[.titleLocArgs], fallback: alertKeys[.title],
          field: "title-loc-key", warnings: &warnings)
        subtitle = localized(
          key: alertKeys[.subtitleLocKey], args: alertKeys[.subtitleLocArgs], fallback: alertKeys[.subtitle],
          field: "subtitle-loc-key", warnings: &warnings)
        body = localized(
          key: alertKeys[.locKey], args: alertKeys[.locArgs], fallback: alertKeys[.body], field: "loc-key",
          warnings: &warnings)
      default:
        warnings.append(
          .init(
            reason: "invalidType",
            message: "aps.alert is \(PayloadIssue.describe(alert.type)); expected a string or a "
              + "dictionary with title, subtitle and body. Nothing is shown."))
        (title, subtitle, body) = (nil, nil, nil)
      }
    } else {
      (title, subtitle, body) = (nil, nil, nil)
    }
    var badge: Int?
    if let badgeNode = apsKeys[.badge] {
      if let value = badgeNode.int64Value, value < 0 {
        // Apple documents 0 (remove the badge) and more; iOS takes a negative count as 0
        // (docs/ModellingChoices/iOS.md): the badge goes, as with 0, and the count is not shown.
        badge = 0
        warnings.append(
          .init(
            reason: "negativeBadge",
            message: "aps.badge is \(value); a badge count is 0 or more. iOS takes a negative count as 0: the badge is removed "
              + "(and the app's notifications with it, as with 0), not shown as \(value); send 0 to remove the badge",
            rule: "R-iOS-27"))
      } else if let value = badgeNode.int64Value, let small = Int(exactly: value) {
        badge = small
      } else {
        warnings.append(
          .init(reason: "invalidType", message: "aps.badge is \(badgeNode.rawPreview()); expected an integer (0 clears the badge)", rule: "R-iOS-27"))
      }
    }
    let sound = apsKeys[.sound].map { APNsSound.decode($0, warnings: &warnings) }
    for key: APSKey in [.threadID, .category, .targetContentID] where !apsKeys.isAbsentOrString(key) {
      expectString(apsKeys[key], path: "aps.\(key.name)", warnings: &warnings)
    }
    let category = apsKeys[.category]?.stringValue
    var interruptionLevel = apsKeys[.interruptionLevel]?.stringValue
    if let level = apsKeys[.interruptionLevel], !Self.interruptionLevels.contains(level.stringValue ?? "") {
      // Not a level UNNotificationInterruptionLevel has: the notification is an active one.
      interruptionLevel = nil
      warnings.append(.init(
        reason: "invalidValue",
        message: "aps.interruption-level is \(level.rawPreview()); expected passive, active, time-sensitive or critical "
          + "(the notification is active, as when the key is absent)."))
    }
    if let score = apsKeys[.relevanceScore], !(0...1).contains(score.doubleValue ?? -1) {
      warnings.append(.init(
        reason: "invalidValue",
        message: "aps.relevance-score is \(score.rawPreview()); expected a number from 0 to 1 (it orders the notification summary)."))
    }
    let contentAvailable = flag(apsKeys[.contentAvailable], name: "content-available", warnings: &warnings)
    let mutableContent = flag(apsKeys[.mutableContent], name: "mutable-content", warnings: &warnings)
    // Most `aps` objects have only APNs keys, unescaped: cleared without decoding them.
    for (key, _) in apsKeys.allKeysAreNamesUnescaped ? [] : aps.members where !PushDecoder.apsKeys.contains(key) {
      warnings.append(Self.unknownApsKeyWarning(key))
    }
    let buttons: [NotificationButton] =
      if let category, let actions = app.categories[category] {
        actions.map { NotificationButton(id: $0, opensApp: app.foregroundActions.contains($0)) }
      } else {
        []
      }
    let ttl: Duration? =
      if let expiration = headers.apnsExpiration, expiration > 0 {
        .seconds(expiration - options.clockEpochSeconds) - now.offset
      } else {
        nil
      }

    // Classification (§1.1).
    let visible = PushNotification.isVisible(title: title, subtitle: subtitle, body: body)
    let badgeOrSound = badge != nil || sound?.name != nil
    let kind: PushKind
    if contentAvailable && !visible && !badgeOrSound {
      kind = .background
      if apsKeys[.alert] != nil {
        // An empty alert shows nothing, so the push stays silent, but R-iOS-2 asks for no key.
        warnings.append(
          .init(
            reason: "contentAvailableWithAlert",
            message: "a silent background update must not include the alert key (this one is empty, so nothing is shown): remove aps.alert",
            rule: "R-iOS-2"))
      }
    } else if contentAvailable {
      kind = .alertContentAvailable
      if !visible {
        warnings.append(
          .init(
            reason: "contentAvailableWithBadgeOrSound",
            message: "a silent background update must not include alert, badge or sound", rule: "R-iOS-2"))
      }
    } else if visible {
      kind = mutableContent ? .alertMutableContent : .alert
    } else {
      kind = .badgeSound
    }
    if isFCMv1DataMessage, !visible, headers.apnsPriority == 10 {
      throw .invalidPayload(
        "an FCM data message to an Apple device with apns-priority 10; FCM: \"When sending data messages to Apple "
          + "devices, the priority must be set to 5\" (the FCM backend answers INVALID_ARGUMENT). Set "
          + "apns.headers.apns-priority to \"5\"", rule: "R-A-16")
    }
    let showsNothing = kind == .badgeSound && !badgeOrSound
    checkPushType(kind: kind, headers: headers, showsNothing: showsNothing, warnings: &warnings)
    if headers.apnsPushType == .liveactivity { warnings += PushDecoder.liveActivityWarnings(aps) }
    // A push type iOS hands to another framework (PushKit, ActivityKit, …) is of that kind, not
    // of the notification kinds `aps` would make it (a VoIP push without an alert read
    // `badge/sound`): the trace's and `parse`'s `kind` name the push type.
    let routedKind = headers.apnsPushType.flatMap { $0.framework == nil ? nil : PushKind(rawValue: $0.rawValue) }
    // (Other push types — voip, location, … — reach their own frameworks, not `aps`.)
    if showsNothing, headers.apnsPushType == nil || headers.apnsPushType == .alert || headers.apnsPushType == .background {
      warnings.append(PushDecoder.nothingToDeliver)
    }
    if rootKeys.has(.simulatorTargetBundle), !options.simctlTransport {
      warnings.append(
        .init(
          reason: "simulatorTargetBundle",
          message: "an Xcode .apns file (\"Simulator Target Bundle\"): APNs delivers it like any "
            + "payload; set the simctlTransport option to replay it as `xcrun simctl push` does",
          rule: "R-SIM-1"))
    }
    if let vendor = Dialect.vendor(rootKeys: rootKeys) { dialect = vendor }
    return IncomingPush(
      platform: .iOS, dialect: dialect, kind: routedKind ?? kind,
      notification: PushNotification(
        id: id, title: title, subtitle: subtitle, body: body, collapseID: headers.apnsCollapseID,
        group: apsKeys[.threadID]?.stringValue, category: category, badge: badge, sound: sound?.name,
        criticalSound: sound?.isCritical ?? false, soundVolume: sound?.volume,
        contentAvailable: contentAvailable, mutableContent: mutableContent, buttons: buttons,
        interruptionLevel: interruptionLevel,
        relevanceScore: apsKeys[.relevanceScore]?.doubleValue,
        targetContentID: apsKeys[.targetContentID]?.stringValue,
        priority: PushDecoder.apnsPriorityText(headers.apnsPriority ?? 10), ttl: ttl, customData: .besideAps(root)),
      headers: headers, size: bytes.count, warnings: warnings, payload: root, remoteMessage: nil, webPushText: nil)
  }

  /// An `apns-priority` as the notification's priority text: the three values APNs accepts are
  /// constants, anything else is written out.
  static func apnsPriorityText(_ priority: Int) -> String {
    switch priority {
    case 10: "10"
    case 5: "5"
    case 1: "1"
    default: GeneratedID.make("", priority)
    }
  }

  /// A key that must hold a string: anything else is ignored by the system, with a warning.
  ///
  /// `path` is built only for the warning: most values are strings, and building
  /// `"aps.alert." + key` for each of them cost more than the look-up.
  func expectString(_ node: JSONNode?, path: @autoclosure () -> String, warnings: inout [PayloadIssue]) {
    guard let node, node.type != .string else { return }
    warnings.append(.init(
      reason: "invalidType",
      message: "\(path()) is \(PayloadIssue.describe(node.type)) (\(node.rawPreview())); expected a string. The system ignores it."))
  }

  /// A key that must hold an array of strings (`loc-args`): another type is not read (no
  /// argument is substituted), and an element that is not a string is substituted as its JSON
  /// text; each with a warning, the first element only.
  func expectStrings(_ node: JSONNode?, path: @autoclosure () -> String, warnings: inout [PayloadIssue]) {
    guard let node else { return }
    guard node.type == .array else {
      warnings.append(.init(
        reason: "invalidType",
        message: "\(path()) is \(PayloadIssue.describe(node.type)) (\(node.rawPreview())); expected an array of strings, "
          + "such as [\"Kathy\", \"3\"]. It is not read: no argument is substituted."))
      return
    }
    guard let (index, element) = node.elements.enumerated().first(where: { $0.element.type != .string }) else { return }
    warnings.append(.init(
      reason: "invalidType",
      message: "\(path())[\(index)] is \(PayloadIssue.describe(element.type)) (\(element.rawPreview())); expected a string "
        + "(APNs documents an array of strings). PushSim substitutes its JSON text."))
  }

  /// `content-available` / `mutable-content`: only the integer `1` turns the flag on; any other
  /// value is a configuration error (R-iOS-3). iOS treats such a key as absent, but code that
  /// reads `content-available` as a boolean takes a value that is true to Objective-C's
  /// `boolValue` (`"1"`, `true`, `2`) as set: React Native Firebase's `willPresent` then leaves
  /// the push to a didRRN iOS does not call (row xr7). `0`, `false` or `"0"` are just absent.
  func flag(_ node: JSONNode?, name: String, warnings: inout [PayloadIssue]) -> Bool {
    guard let node else { return false }
    if node.int64Value == 1 { return true }
    let contentAvailable = name == "content-available"
    warnings.append(
      .init(
        reason: contentAvailable ? "contentAvailableNotOne" : "mutableContentNotOne",
        message: "aps.\(name) is \(node.rawPreview()); only the integer 1 sets it. Remove the key "
          + "instead of sending another value: "
          + (contentAvailable && node.objectiveCBoolValue == true
            ? "iOS treats it as absent, but code that reads it as a boolean takes it as set "
              + "(React Native Firebase's willPresent then sends no onMessage)"
            : "it is treated as absent"),
        rule: "R-iOS-3"))
    return false
  }

  /// ``localized(key:args:fallback:field:warnings:)`` for the nodes of an `aps.alert` field: the
  /// fallback's text when there is no key (most alerts), without making strings for the key and
  /// the arguments that would only be dropped.
  func localized(
    key: JSONNode?, args: JSONNode?, fallback: JSONNode?, field: String, warnings: inout [PayloadIssue]
  ) -> String? {
    guard let key else { return fallback?.stringValue }
    return localized(
      key: key.stringValue, args: strings(args), fallback: fallback?.stringValue, field: field, warnings: &warnings)
  }

  /// The strings of a JSON array (for `loc-args`); other elements are written as JSON.
  func strings(_ node: JSONNode?) -> [String] {
    guard let node, node.type == .array else { return [] }
    return node.elements.map { $0.stringValue ?? $0.rawText }
  }

  /// The `missingPushType` warning alone, for a background push and for any other.
  static let missingPushType: (background: [PayloadIssue], alert: [PayloadIssue]) = {
    func warning(_ type: String) -> [PayloadIssue] {
      [
        PayloadIssue(
          reason: "missingPushType",
          message: "no apns-push-type header; it is required on watchOS 6+ and recommended on iOS: send \"\(type)\"",
          rule: "R-iOS-4")
      ]
    }
    return (warning("background"), warning("alert"))
  }()

  /// `topicSuffixMissing`: an `apns-topic` without the suffix Apple requires for the push type
  /// (``APNsPushType/topicSuffix``), such as a VoIP push sent to the bundle ID alone. APNs
  /// answers `DeviceTokenNotForTopic` or `TopicDisallowed` for a topic the token or credentials
  /// do not match, which PushSim cannot check (it does not know the app's bundle ID): a warning.
  @inline(never)
  static func topicSuffixMissing(topic: String, type: APNsPushType, suffix: String) -> PayloadIssue {
    PayloadIssue(
      reason: "topicSuffixMissing",
      message: "apns-topic \(QuotedValue.plain(topic)) for an apns-push-type \(type.rawValue) push does not end in "
        + "\(suffix): Apple requires the app's bundle ID with \(suffix) appended, and APNs refuses another topic for "
        + "this token (DeviceTokenNotForTopic, TopicDisallowed): send \(QuotedValue.plain(topic + suffix)) if "
        + "\(QuotedValue.plain(topic)) is the bundle ID",
      rule: "R-iOS-4")
  }

  /// R-iOS-4 and R-iOS-5: `apns-push-type` and `apns-priority` must match the payload.
  /// `showsNothing`: an `aps` with neither alert, badge, sound nor `content-available: 1` — not a
  /// visible push, whatever its push type.
  func checkPushType(kind: PushKind, headers: ValidatedPushHeaders, showsNothing: Bool = false, warnings: inout [PayloadIssue]) {
    guard let type = headers.apnsPushType else {
      // Most payloads sent without headers get this warning, and often no other: a push then
      // shares a constant array instead of allocating its own.
      let only = kind == .background ? PushDecoder.missingPushType.background : PushDecoder.missingPushType.alert
      if warnings.isEmpty { warnings = only } else { warnings += only }
      if kind == .background, headers.apnsPriority == 10 { warnings.append(PushDecoder.backgroundPriority10) }
      if kind == .background, headers.apnsPriority == 1 { warnings.append(PushDecoder.backgroundPriority1) }
      return
    }
    if let suffix = type.topicSuffix, let topic = headers.apnsTopic, !topic.hasSuffix(suffix) {
      warnings.append(PushDecoder.topicSuffixMissing(topic: topic, type: type, suffix: suffix))
    }
    if kind == .background, type == .alert {
      warnings.append(
        .init(
          reason: "pushTypeMismatch",
          message: "a background push (only content-available) sent with apns-push-type alert; "
            + "APNs may delay or drop it: send \"background\" with apns-priority 5", rule: "R-iOS-4"))
    } else if kind != .background, !showsNothing, type == .background {
      warnings.append(
        .init(
          reason: "pushTypeMismatch",
          message: "a visible push sent with apns-push-type background; APNs may delay or drop it: "
            + "send \"alert\"", rule: "R-iOS-4"))
    }
    if kind == .background, headers.apnsPriority == 10 {
      warnings.append(PushDecoder.backgroundPriority10)
    } else if kind == .background || type == .background, headers.apnsPriority == 1 {
      warnings.append(PushDecoder.backgroundPriority1)
    } else if type == .background, headers.apnsPriority == nil {
      warnings.append(
        .init(
          reason: "backgroundPriority10",
          message: "apns-push-type background without apns-priority: APNs then uses 10, and Apple says \"Using "
            + "priority 10 is an error\" for a background push: send apns-priority 5",
          rule: "R-iOS-5"))
    }
  }

  /// The `unknownAlertKey` warnings of an alert dictionary, one for each key that is not an
  /// APNs alert key (``APNsAlertKey``). Out of line: most alerts never call it, and the decoder
  /// it would be inlined into stays small.
  @inline(never)
  static func unknownAlertKeys(_ alert: JSONNode) -> [PayloadIssue] {
    alert.members.compactMap { key, _ in APNsAlertKey.table.position(ofString: key) == nil ? unknownAlertKey(key) : nil }
  }

  /// The `unknownAlertKey` warning for a key of `aps.alert` that is not an APNs alert key,
  /// with the nearest one when it looks like a typo of it.
  static func unknownAlertKey(_ key: String) -> PayloadIssue {
    let known = APNsAlertKey.allCases.map { $0.name.description }
    let hint = Suggestion.closest(to: key, in: known).map { " Did you mean \"\($0)\"?" }
      ?? " Its keys: title, subtitle, body, launch-image, title-loc-key, title-loc-args, subtitle-loc-key, "
      + "subtitle-loc-args, loc-key, loc-args."
    return PayloadIssue(
      reason: "unknownAlertKey", message: "aps.alert.\(QuotedValue.key(key)) is not a key of an APNs alert; iOS ignores it.\(hint)")
  }

  /// An `aps` with no alert, badge, sound or `content-available` (an empty one, or custom keys
  /// alone): there is nothing to show, and nothing wakes the app (R-iOS-2).
  static let nothingToDeliver = PayloadIssue(
    reason: "nothingToDeliver",
    message: "aps has no alert, badge, sound or content-available: nothing is shown, and an app in the background "
      + "is not woken; add content-available: 1 to wake it (with apns-push-type background, priority 5) or an alert to show one",
    rule: "R-iOS-2")

  /// R-iOS-5: a background push sent with `apns-priority: 1`.
  static let backgroundPriority1 = PayloadIssue(
    reason: "backgroundPriority1",
    message: "a background push with apns-priority 1; Apple requires 5 for a background notification "
      + "(\"apns-priority must be set to 5\"): send 5",
    rule: "R-iOS-5")

  /// R-iOS-5: a background push sent with `apns-priority: 10`.
  static let backgroundPriority10 = PayloadIssue(
    reason: "backgroundPriority10",
    message: "a background push with apns-priority 10; Apple: \"Using priority 10 is an error\": send 5",
    rule: "R-iOS-5")
}
