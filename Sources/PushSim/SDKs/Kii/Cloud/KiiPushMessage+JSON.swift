extension KiiPushMessage {
  /// The keys of the REST request body PushSim reads (`gcm` and `fcm` both name the FCM fields).
  static let messageKeys = [
    "data", "apns", "gcm", "fcm", "mqtt", "sendSender", "sendWhen", "sendTopicID", "sendObjectScope", "sendAppID",
    "sendOrigin", "sendToDevelopment", "sendToProduction", "pushMessageType",
  ]
  static let apnsKeys = ["enabled", "data", "alert", "sound", "badge", "category", "contentAvailable", "mutableContent"]
  static let alertKeys = ["title", "subtitle", "body", "locKey", "locArgs", "actionLocKey", "launchImage"]
  static let networkKeys = ["enabled", "data"]

  /// The keys of a network section (`gcm`, `fcm`, `mqtt`): `enabled`, `data`, and in `gcm` its
  /// FCM control fields (``GCMControlFields``).
  static func sectionKeys(_ section: String) -> [String] {
    section == "gcm" ? networkKeys + GCMControlFields.keys : networkKeys
  }

  /// Reads a message written as the REST API's JSON body.
  ///
  /// - Parameter value: The `message` object of a scenario's `kiiSend` step.
  /// - Returns: The message, or what is wrong (an unknown key with a suggestion, a wrong type).
  public static func parse(_ value: JSONValue) -> Result<KiiPushMessage, PayloadIssue> {
    do {
      return .success(try read(value))
    } catch {
      return .failure(error)
    }
  }

  static func read(_ value: JSONValue) throws(PayloadIssue) -> KiiPushMessage {
    let root = try object(value, "the message", allowed: messageKeys)
    var message = KiiPushMessage(data: try data(root["data"], "data"))
    if let apnsValue = root["apns"] {
      let apns = try object(apnsValue, "apns", allowed: apnsKeys)
      message.apns.enabled = try bool(apns["enabled"], "apns.enabled") ?? true
      // "apns.enabled is true and apns.data contains nested JSONs or arrays" is the 400: while
      // APNs is disabled Kii takes nested values (nothing is sent to APNs).
      message.apns.data = try data(apns["data"], "apns.data", flat: message.apns.enabled)
      if let alertValue = apns["alert"] {
        let alert = try object(alertValue, "apns.alert", allowed: alertKeys)
        message.apns.alertTitle = try string(alert["title"], "apns.alert.title")
        message.apns.alertSubtitle = try string(alert["subtitle"], "apns.alert.subtitle")
        message.apns.alertBody = try string(alert["body"], "apns.alert.body")
        message.apns.alertLocKey = try string(alert["locKey"], "apns.alert.locKey")
        message.apns.alertActionLocKey = try string(alert["actionLocKey"], "apns.alert.actionLocKey")
        message.apns.alertLaunchImage = try string(alert["launchImage"], "apns.alert.launchImage")
        if let args = alert["locArgs"] {
          guard case .array(let items) = args, items.allSatisfy({ $0.stringValue != nil }) else {
            throw issue("\"apns.alert.locArgs\" must be an array of strings, not \(QuotedValue.value(args))")
          }
          message.apns.alertLocArgs = items.compactMap(\.stringValue)
        }
      }
      message.apns.sound = try string(apns["sound"], "apns.sound")
      message.apns.badge = try integer(apns["badge"], "apns.badge")
      message.apns.category = try string(apns["category"], "apns.category")
      message.apns.contentAvailable = try integer(apns["contentAvailable"], "apns.contentAvailable")
      message.apns.mutableContent = try integer(apns["mutableContent"], "apns.mutableContent")
    }
    var sections: [AndroidSection: NetworkFields] = [:]
    for key in ["gcm", "fcm", "mqtt"] {
      guard let fieldsValue = root[key] else { continue }
      let object = try object(fieldsValue, key, allowed: sectionKeys(key))
      var fields = NetworkFields()
      fields.enabled = try bool(object["enabled"], key + ".enabled") ?? true
      fields.data = try data(object["data"], key + ".data")
      if let section = AndroidSection(rawValue: key) {
        try strings(fields.data, key + ".data")
        if section == .gcm { message.gcmControl = try GCMControlFields.read(object, key) }
        sections[section] = fields
      } else {
        message.mqtt = fields
      }
    }
    // "If both GCM and FCM specific fields are enabled, the FCM push notification will be prioritized."
    let delivered: AndroidSection
    switch (sections[.gcm], sections[.fcm]) {
    case (.some, .some(let fcm)): delivered = fcm.enabled ? .fcm : .gcm
    case (nil, .some): delivered = .fcm
    default: delivered = .gcm
    }
    message.androidSection = delivered
    message.fcm = sections[delivered] ?? NetworkFields()
    message.otherAndroidSection = sections[delivered.other]
    message.sendSender = try bool(root["sendSender"], "sendSender") ?? true
    message.sendWhen = try bool(root["sendWhen"], "sendWhen") ?? true
    message.sendTopicID = try bool(root["sendTopicID"], "sendTopicID") ?? true
    message.sendObjectScope = try bool(root["sendObjectScope"], "sendObjectScope") ?? true
    message.sendAppID = try bool(root["sendAppID"], "sendAppID") ?? false
    message.sendOrigin = try bool(root["sendOrigin"], "sendOrigin") ?? false
    message.pushMessageType = try string(root["pushMessageType"], "pushMessageType")
    message.sendToDevelopment = try bool(root["sendToDevelopment"], "sendToDevelopment") ?? true
    message.sendToProduction = try bool(root["sendToProduction"], "sendToProduction") ?? true
    return message
  }

  /// The message as the REST API's JSON body (the FCM fields under ``androidSection``'s name).
  public var jsonValue: JSONValue {
    var apnsObject: JSONObject = ["enabled": .bool(apns.enabled)]
    if !apns.data.isEmpty { apnsObject["data"] = .object(apns.data) }
    if !apns.restAlert.isEmpty { apnsObject["alert"] = .object(apns.restAlert) }
    if let sound = apns.sound { apnsObject["sound"] = .string(sound) }
    if let badge = apns.badge { apnsObject["badge"] = .integer(badge) }
    if let category = apns.category { apnsObject["category"] = .string(category) }
    if let value = apns.contentAvailable { apnsObject["contentAvailable"] = .integer(value) }
    if let value = apns.mutableContent { apnsObject["mutableContent"] = .integer(value) }
    func network(_ fields: NetworkFields, control: GCMControlFields = GCMControlFields()) -> JSONValue {
      var object: JSONObject = ["enabled": .bool(fields.enabled)]
      if !fields.data.isEmpty { object["data"] = .object(fields.data) }
      for (key, value) in control.restFields { object[key] = value }
      return .object(object)
    }
    let control = { (section: AndroidSection) in section == .gcm ? gcmControl : GCMControlFields() }
    var body: JSONObject = [
      "data": .object(data), "apns": .object(apnsObject), androidSection.rawValue: network(fcm, control: control(androidSection)), "mqtt": network(mqtt),
      "sendSender": .bool(sendSender), "sendWhen": .bool(sendWhen), "sendTopicID": .bool(sendTopicID),
      "sendObjectScope": .bool(sendObjectScope), "sendAppID": .bool(sendAppID), "sendOrigin": .bool(sendOrigin),
      "sendToDevelopment": .bool(sendToDevelopment), "sendToProduction": .bool(sendToProduction),
    ]
    if let pushMessageType { body["pushMessageType"] = .string(pushMessageType) }
    if let otherAndroidSection {
      body[androidSection.other.rawValue] = network(otherAndroidSection, control: control(androidSection.other))
    }
    return .object(body)
  }

  // MARK: Reading helpers

  static func issue(_ message: String) -> PayloadIssue {
    PayloadIssue(reason: "invalidKiiMessage", message: message, rule: "Kii REST: push messages")
  }

  static func object(_ value: JSONValue, _ path: String, allowed: [String]) throws(PayloadIssue) -> JSONObject {
    guard case .object(let object) = value else {
      throw issue("\"\(path)\" must be an object, not \(QuotedValue.value(value))")
    }
    for (key, _) in object where !allowed.contains(key) {
      if let text = notModelled(key, at: path) { throw issue(text) }
      var text = "unknown key \(QuotedValue.plain(key)) in \(path); expected one of " + allowed.joined(separator: ", ")
      if let hint = sdkNameHint(for: key, at: path) {
        text += "; " + hint
      } else if let suggestion = Suggestion.closest(to: key, in: allowed) {
        text += "; did you mean \"\(suggestion)\"?"
      }
      throw issue(text)
    }
    return object
  }

  /// Message data: an object whose values are strings, numbers or booleans ("one level deep");
  /// with `flat` false (`apns.data` while APNs is disabled) values may be objects and arrays.
  static func data(_ value: JSONValue?, _ path: String, flat: Bool = true) throws(PayloadIssue) -> JSONObject {
    guard let value else { return JSONObject() }
    guard case .object(let data) = value else {
      throw issue("\"\(path)\" must be an object of keys to strings, numbers or booleans, not \(QuotedValue.value(value))")
    }
    for (key, item) in data {
      if key.isEmpty {
        throw issue("\"\(path)\" has an empty key; Kii refuses it (KII-U KiiPushMessageData.Put: \"Key is invalid.\"): name the value")
      }
      switch item {
      case .string, .integer, .double, .bool: continue
      case .object where !flat, .array where !flat: continue
      default:
        throw issue("\"\(path).\(QuotedValue.bare(key))\" is \(QuotedValue.value(item)); Kii's message data is one level deep: strings, numbers and booleans")
      }
    }
    return data
  }

  /// FCM data (`gcm.data`, `fcm.data`): every value a string, as Kii's REST API requires
  /// (`"gcm.data" contains values different from String` is refused with 400).
  static func strings(_ data: JSONObject, _ path: String) throws(PayloadIssue) {
    for (key, item) in data where item.stringValue == nil {
      throw issue(
        "\"\(path).\(QuotedValue.bare(key))\" is \(QuotedValue.value(item)); Kii takes only strings in \(path) (the "
          + "REST API refuses other values): write \(JSONValue.string(OrgJSON.string(of: item)).serialized())")
    }
  }

  static func bool(_ value: JSONValue?, _ path: String) throws(PayloadIssue) -> Bool? {
    guard let value else { return nil }
    guard case .bool(let flag) = value else { throw issue("\"\(path)\" must be true or false, not \(QuotedValue.value(value))") }
    return flag
  }

  static func string(_ value: JSONValue?, _ path: String) throws(PayloadIssue) -> String? {
    guard let value else { return nil }
    guard case .string(let text) = value else { throw issue("\"\(path)\" must be a string, not \(QuotedValue.value(value))") }
    return text
  }

  static func integer(_ value: JSONValue?, _ path: String) throws(PayloadIssue) -> Int64? {
    guard let value else { return nil }
    // The REST body is JSON read by Kii Cloud: a whole number written `1.0` is the integer 1.
    guard let number = value.wholeNumberValue else { throw issue("\"\(path)\" must be an integer, not \(QuotedValue.value(value))") }
    return number
  }
}
