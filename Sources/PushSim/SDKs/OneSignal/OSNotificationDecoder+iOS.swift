extension OSNotificationDecoder {
  /// The top-level keys the original format reads itself (never custom data).
  static let originalFormatKeys: Set<String> = [
    "aps", "custom", "os_data", "buttons", "att", "actionSelected", "Simulator Target Bundle",
  ]
  /// The top-level keys of the legacy remote-silent form.
  static let remoteSilentKeys: Set<String> = ["m", "b", "s", "at", "o"]

  /// iOS: the APNs `userInfo`, as `OSNotification.parseWithApns` (OneSignal-iOS-SDK,
  /// `OSNotification.m`) reads it: the new format when `os_data` is a dictionary, else the
  /// original format; the legacy remote-silent form inside either.
  func decodeIOS(_ push: IncomingPush, log: inout Log) throws(PayloadIssue) -> OSNotification {
    guard let root = push.payload, root.type == .object else {
      throw PayloadIssue(
        reason: "notOneSignal", message: "no APNs userInfo dictionary to read",
        rule: Rule.detectionIOS)
    }
    try detectIOS(root)
    let osData = root["os_data"].flatMap { $0.type == .object ? $0 : nil }
    var n = OSNotification(platform: .iOS, format: osData == nil ? .original : .osData)
    n.rawPayload = root.value()
    let aps = root["aps"].flatMap { $0.type == .object ? $0 : nil }
    let alert = aps?["alert"]
    n.hasAlert = alert != nil
    if aps?["content_available"] != nil || root["content_available"] != nil {
      log.warn(
        "contentAvailableUnderscore",
        "content_available (with an underscore) is ignored: APNs and OSNotification read "
          + "aps.content-available (with a hyphen) = 1",
        rule: Rule.notificationIOS)
    }

    if let osData {
      if root["custom"] != nil {
        log.warn(
          "customIgnored",
          "the payload has both os_data and custom: the SDK reads the new os_data format and "
            + "ignores custom",
          rule: Rule.notificationIOS)
      }
      if let buttons = osData["buttons"], alert == nil {
        n.isRemoteSilent = true
        guard buttons.type == .object else {
          throw sdkException(
            "os_data.buttons is \(PayloadIssue.describe(buttons.type)) and aps has no alert: "
              + "the SDK "
              + "reads it as the remote-silent dictionary {m, b, s, at, o}")
        }
        try readRemoteSilent(buttons, field: "os_data.buttons", into: &n, log: &log)
      } else {
        try readAPSFields(aps, into: &n, log: &log)
        n.attachments = attachments(osData["att"], field: "os_data.att", log: &log)
        // iOS 9 era: os_data.buttons may be a dictionary {m, o}; then the actionbuttons array.
        if let buttons = osData["buttons"], buttons.type == .array {
          n.actionButtons = try actionButtons(buttons, field: "os_data.buttons", log: &log)
        } else if let buttons = osData["buttons"]?["o"], buttons.type == .array {
          n.actionButtons = try actionButtons(buttons, field: "os_data.buttons.o", log: &log)
        } else if let buttons = root["actionbuttons"], buttons.type == .array {
          n.actionButtons = try actionButtons(buttons, field: "actionbuttons", log: &log)
        }
      }
      try readCommonFields(osData, field: "os_data", into: &n, log: &log)
      var additional = JSONObject()
      for (key, value) in root.members where key != "aps" && key != "os_data" {
        additional[key] = value.value()
      }
      n.additionalData = additional
    } else {
      if root["m"] != nil, alert == nil {
        n.isRemoteSilent = true
        try readRemoteSilent(root, field: "", into: &n, log: &log)
      } else {
        try readAPSFields(aps, into: &n, log: &log)
        n.attachments = attachments(root["att"], field: "att", log: &log)
        n.actionButtons = try actionButtons(root["buttons"], field: "buttons", log: &log)
      }
      let custom = root["custom"]
      if let custom { try readCommonFields(custom, field: "custom", into: &n, log: &log) }
      // `_additionalData = _rawPayload[@"custom"][@"a"]`: no type check.
      if let data = custom?["a"] {
        if case .object(let object) = data.value() {
          n.additionalData = object
        } else {
          n.additionalDataAsIs = data.value()
          log.warn(
            "additionalDataNotObject",
            "custom.a is \(PayloadIssue.describe(data.type)); "
              + "OSNotification.additionalData holds it "
              + "as is, where apps expect a dictionary of custom data",
            rule: Rule.notificationIOS)
        }
      }
      if let selected = root["actionSelected"] {
        if let data = custom?["a"], data.type != .object {
          // `[_additionalData mutableCopy]` is no dictionary: setting a key on it raises.
          throw sdkException(
            "custom.a is \(PayloadIssue.describe(data.type)) and the payload has actionSelected: "
              + "the SDK sets actionSelected on a mutable copy of custom.a as a dictionary")
        }
        var additional = n.additionalData ?? JSONObject()
        additional["actionSelected"] = selected.value()
        n.additionalData = additional
      }
      readRootData(root, into: &n, log: &log)
    }
    try readOtherAPSFields(aps, into: &n, log: &log)
    warnExtensionFeaturesWithoutMutableContent(n, log: &log)
    if let category = n.category, !(n.actionButtons ?? []).isEmpty, !n.isRemoteSilent {
      // `addActionButtonsToExtentionRequest`: "If the developer already set a category don't
      // replace it".
      log.warn(
        "buttonsWithCategory",
        "the push has buttons and aps.category \(QuotedValue.json(category)): the SDK's "
          + "service extension keeps the category, so the notification shows that category's "
          + "actions (none if the app registered none), not the buttons. Leave out aps.category "
          + "to have the buttons shown",
        rule: Rule.serviceExtensionIOS)
    }
    return n
  }

  /// Buttons, attachments and `badge_inc` are the work of OneSignal's notification service
  /// extension (OneSignal, "Service Extensions": "If you are planning to implement any of these
  /// features, the Notification Service Extension must be set up"), which iOS runs only for
  /// `aps.mutable-content` 1 (R-NSE-1); OneSignal's API sets it for them ("This happens
  /// automatically, but you may be setting it to 0"). A push that has them without it shows
  /// none of them. The remote-silent form (no alert) is shown by no extension either way.
  func warnExtensionFeaturesWithoutMutableContent(_ n: OSNotification, log: inout Log) {
    guard !n.mutableContent, !n.isRemoteSilent else { return }
    var features: [String] = []
    if !(n.actionButtons ?? []).isEmpty { features.append("buttons (shown under a category the extension registers)") }
    if !(n.attachments ?? JSONObject()).isEmpty { features.append("attachments (downloaded by the extension)") }
    if n.badgeIncrement != 0 { features.append("badge_inc (added to the badge by the extension)") }
    guard !features.isEmpty else { return }
    log.warn(
      "extensionFeatureWithoutMutableContent",
      "the push has " + features.joined(separator: ", ") + " but aps.mutable-content is not 1: "
        + "iOS runs no notification service extension for it, so the notification is shown "
        + "without what the extension adds. OneSignal's API sets "
        + "\"mutable-content\": 1 for these; keep it",
      rule: Rule.serviceExtensionIOS)
  }

  /// `isOneSignalPayload`: `custom.i` or `os_data.i`.
  func detectIOS(_ root: JSONNode) throws(PayloadIssue) {
    let custom = root["custom"]
    let osData = root["os_data"]
    if custom?.type == .object, custom?["i"] != nil { return }
    if osData?.type == .object, osData?["i"] != nil { return }
    if let custom, custom.type == .string {
      throw PayloadIssue(
        reason: "customNotObject",
        message: "custom is a string; on iOS OneSignal reads custom as a dictionary (a JSON string "
          + "is the Android data-map form). Expected \"custom\": {\"i\": \"<uuid>\"}",
        rule: Rule.detectionIOS)
    }
    for (name, node) in [("custom", custom), ("os_data", osData)] {
      guard let node else { continue }
      guard node.type == .object else {
        throw PayloadIssue(
          reason: "customNotObject",
          message: "\(name) is \(PayloadIssue.describe(node.type)); expected a dictionary with the "
            + "notification id, \"\(name)\": {\"i\": \"<uuid>\"}",
          rule: Rule.detectionIOS)
      }
      throw PayloadIssue(
        reason: "missingNotificationId",
        message: "\(name) has no \"i\"; OneSignal processes a push only when custom.i or os_data.i "
          + "holds the notification id (a UUID string)",
        rule: Rule.detectionIOS)
    }
    throw PayloadIssue(
      reason: "missingCustom",
      message: "no custom.i or os_data.i; OneSignal processes a push only when it carries the "
        + "notification id, as \"custom\": {\"i\": \"<uuid>\"} beside aps",
      rule: Rule.detectionIOS)
  }

  /// `parseCommonOneSignalFields`: `i`, `u`, `ti`, `tn`, `badge_inc`, `collapse_id`.
  func readCommonFields(
    _ payload: JSONNode, field: String, into n: inout OSNotification, log: inout Log
  ) throws(PayloadIssue) {
    n.notificationId = string(payload["i"], "\(field).i", log: &log)
    n.launchURL = string(payload["u"], "\(field).u", log: &log)
    n.templateId = string(payload["ti"], "\(field).ti", log: &log)
    n.templateName = string(payload["tn"], "\(field).tn", log: &log)
    n.badgeIncrement = try objcInteger(payload["badge_inc"], "\(field).badge_inc")
    n.collapseId = string(payload["collapse_id"], "\(field).collapse_id", log: &log)
  }

  /// `parseApnsFields`: the alert, the badge and the sound.
  func readAPSFields(_ aps: JSONNode?, into n: inout OSNotification, log: inout Log)
    throws(PayloadIssue)
  {
    readAlert(aps?["alert"], field: "aps.alert", into: &n, log: &log)
    n.hasBadge = aps?["badge"] != nil
    n.badge = try objcInteger(aps?["badge"], "aps.badge")
    n.sound = string(aps?["sound"], "aps.sound", log: &log)
  }

  /// `parseRemoteSlient`: the minified keys `m` (alert), `b` (badge), `s` (sound),
  /// `at` (attachments), `o` (buttons).
  func readRemoteSilent(
    _ payload: JSONNode, field: String, into n: inout OSNotification, log: inout Log
  ) throws(PayloadIssue) {
    let prefix = field.isEmpty ? "" : field + "."
    readAlert(payload["m"], field: prefix + "m", into: &n, log: &log)
    n.badge = try objcInteger(payload["b"], prefix + "b")
    n.sound = string(payload["s"], prefix + "s", log: &log)
    n.attachments = attachments(payload["at"], field: prefix + "at", log: &log)
    n.actionButtons = try actionButtons(payload["o"], field: prefix + "o", log: &log)
  }

  /// `parseAlertField`: a dictionary gives title, subtitle and body; anything else is the body.
  func readAlert(_ alert: JSONNode?, field: String, into n: inout OSNotification, log: inout Log) {
    guard let alert else { return }
    if alert.type == .object {
      n.title = string(alert["title"], field + ".title", log: &log)
      n.subtitle = string(alert["subtitle"], field + ".subtitle", log: &log)
      n.body = string(alert["body"], field + ".body", log: &log)
    } else {
      n.body = string(alert, field, log: &log)
    }
  }

  /// `parseOtherApnsFields`: content-available, mutable-content, thread-id, relevance-score,
  /// interruption-level, category.
  func readOtherAPSFields(
    _ aps: JSONNode?, into n: inout OSNotification, log: inout Log
  ) throws(PayloadIssue) {
    n.contentAvailable = try objcBool(aps?["content-available"], "aps.content-available")
    n.mutableContent = try objcBool(aps?["mutable-content"], "aps.mutable-content")
    n.threadId = string(aps?["thread-id"], "aps.thread-id", log: &log)
    if let score = aps?["relevance-score"] {
      if let value = score.doubleValue {
        n.relevanceScore = value
      } else {
        log.warn(
          "invalidType",
          "aps.relevance-score is \(PayloadIssue.describe(score.type)); "
            + "expected a number from 0 to 1",
          rule: Rule.notificationIOS)
      }
    }
    n.interruptionLevel = string(aps?["interruption-level"], "aps.interruption-level", log: &log)
    n.category = string(aps?["category"], "aps.category", log: &log)
  }

  /// With ``additionalDataIsRootPayload``, the top-level data keys join `additionalData`;
  /// without it, lint says they are not in it.
  func readRootData(_ root: JSONNode, into n: inout OSNotification, log: inout Log) {
    let reserved = OSNotificationDecoder.originalFormatKeys.union(
      n.isRemoteSilent ? OSNotificationDecoder.remoteSilentKeys : [])
    let extra = root.members.filter { !reserved.contains($0.key) }
    guard !extra.isEmpty else { return }
    if additionalDataIsRootPayload {
      // A `custom.a` that is not a dictionary stays as the SDK holds it: no keys join it.
      guard n.additionalDataAsIs == nil else { return }
      var additional = n.additionalData ?? JSONObject()
      for (key, value) in extra where additional[key] == nil { additional[key] = value.value() }
      n.additionalData = additional
    } else {
      log.warn(
        "rootKeysNotInAdditionalData",
        "top-level key\(extra.count == 1 ? "" : "s") "
          + QuotedValue.names(extra.map(\.key))
          + " \(extra.count == 1 ? "is" : "are") not in additionalData: the original format reads "
          + "custom.a only. Put custom data in custom.a (or use the os_data format, as the app "
          + "setting additional_data_is_root_payload does)",
        rule: Rule.notificationIOS)
    }
  }

  /// `parseActionButtons`: each button needs `n` (its text; a button without it is skipped), `i`
  /// defaults to `n`, and `icon_type` `system`/`custom` with `path` gives an icon. A missing
  /// list gives an empty one, as the SDK's loop over `nil` does.
  func actionButtons(
    _ list: JSONNode?, field: String, log: inout Log
  ) throws(PayloadIssue) -> [OSNotification.ActionButton] {
    guard let list else { return [] }
    if list.type == .object, list.count == 0 { return [] }
    guard list.type == .array else {
      throw sdkException(
        "\(field) is \(PayloadIssue.describe(list.type)); the SDK iterates it as an array of "
          + "button dictionaries")
    }
    var buttons: [OSNotification.ActionButton] = []
    for (index, button) in list.elements.enumerated() {
      guard button.type == .object else {
        throw sdkException(
          "\(field)[\(index)] is \(PayloadIssue.describe(button.type)); the SDK reads each button "
            + "as a dictionary {\"i\": id, \"n\": text}")
      }
      guard let text = button["n"] else {
        log.warn(
          "buttonWithoutText",
          "\(field)[\(index)] has no \"n\" (the button text), so the SDK skips it; expected "
            + "{\"i\": id, \"n\": text}",
          rule: "OS-I OSNotification.parseActionButtons (issue #401)")
        continue
      }
      let label = string(text, "\(field)[\(index)].n", log: &log)
      let id = button["i"].flatMap { string($0, "\(field)[\(index)].i", log: &log) } ?? label
      var action = OSNotification.ActionButton(id: id, text: label)
      if let typeNode = button["icon_type"], let path = button["path"] {
        // `[button[@"icon_type"] isEqualToString:@"system"]`: a value that is not a string
        // does not understand the message.
        guard let type = typeNode.stringValue else {
          throw sdkException(
            "\(field)[\(index)].icon_type is \(PayloadIssue.describe(typeNode.type)) beside a \"path\"; "
              + "the SDK compares it with isEqualToString: (\"system\" or \"custom\")")
        }
        let icon = string(path, "\(field)[\(index)].path", log: &log)
        if type == "system" { action.systemIcon = icon }
        if type == "custom" { action.templateIcon = icon }
      }
      buttons.append(action)
    }
    return buttons
  }

  /// Attachments: a dictionary of identifier → URL or bundled file name.
  func attachments(_ node: JSONNode?, field: String, log: inout Log) -> JSONObject? {
    guard let node else { return nil }
    guard case .object(let object) = node.value() else {
      log.warn(
        "attachmentsNotObject",
        "\(field) is \(PayloadIssue.describe(node.type)); expected a dictionary of attachment "
          + "identifier to URL, such as {\"id1\": \"https://…/image.jpg\"}",
        rule: Rule.notificationIOS)
      return nil
    }
    return object
  }

  /// A property the SDK declares as `NSString`: a string as is; another value is kept by the
  /// SDK as it is (an `NSNumber`, …), which PushSim writes as its JSON text, with a warning.
  func string(_ node: JSONNode?, _ field: String, log: inout Log) -> String? {
    guard let node else { return nil }
    if let text = node.stringValue { return text }
    log.warn(
      "invalidType",
      "\(field) is \(PayloadIssue.describe(node.type)); OSNotification declares a string and holds "
        + "the \(node.isNull ? "NSNull" : "value") as is, so app code reading a string gets "
        + "something else. Send a string",
      rule: Rule.notificationIOS)
    return node.isNull ? nil : node.rawText
  }

  /// `intValue`/`integerValue` as Objective-C reads it: a number truncated, a string's leading
  /// integer (0 if none), a boolean as 0 or 1; 0 when absent.
  func objcInteger(_ node: JSONNode?, _ field: String) throws(PayloadIssue) -> Int {
    guard let node else { return 0 }
    switch node.type {
    case .integer: return Int(clamping: node.int64Value ?? 0)
    case .double: return Int(OrgJSON.javaTruncated(node.doubleValue ?? 0))
    case .bool: return node.boolValue == true ? 1 : 0
    case .string:
      let scalars = Array((node.stringValue ?? "").unicodeScalars)
      var index = 0
      while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
      var negative = false
      if index < scalars.count, scalars[index] == "-" || scalars[index] == "+" {
        negative = scalars[index] == "-"
        index += 1
      }
      var value: Int64 = 0
      while index < scalars.count, (48...57).contains(scalars[index].value) {
        value = min(value * 10 + Int64(scalars[index].value - 48), Int64(Int32.max) + 1)
        index += 1
      }
      let signed = negative ? -value : value
      return Int(min(max(signed, Int64(Int32.min)), Int64(Int32.max)))
    case .null, .array, .object:
      throw sdkException(
        "\(field) is \(PayloadIssue.describe(node.type)); the SDK reads it with intValue")
    }
  }

  /// `boolValue` as Objective-C reads it (``JSONNode/objectiveCBoolValue``); `false` when
  /// absent.
  func objcBool(_ node: JSONNode?, _ field: String) throws(PayloadIssue) -> Bool {
    guard let node else { return false }
    guard let value = node.objectiveCBoolValue else {
      throw sdkException(
        "\(field) is \(PayloadIssue.describe(node.type)); the SDK reads it with boolValue")
    }
    return value
  }

  /// The reason of ``sdkException(_:)``: the SDK's parser raises for the push.
  static let sdkExceptionReason = "sdkException"

  /// A rejection for a value whose type makes the iOS SDK's parser raise an Objective-C
  /// exception (a message sent to an object that does not understand it).
  func sdkException(_ what: String) -> PayloadIssue {
    PayloadIssue(
      reason: OSNotificationDecoder.sdkExceptionReason,
      message: what + "; a value of this type makes it raise NSInvalidArgumentException "
        + "(unrecognized selector), which ends the app or the extension",
      rule: Rule.notificationIOS)
  }
}
