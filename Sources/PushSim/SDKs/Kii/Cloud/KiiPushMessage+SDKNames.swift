extension KiiPushMessage {
  /// The Kii SDKs' names (`KiiAPNSFields`, `KiiPushMessage`: the seed page's `alertBody`,
  /// `setGCMEnabled`, `apnsFields`, `setSpecificData`; KII-U `APNSMessage`) for the REST
  /// message's keys, as paths from the message's root. A setter (`setAlertBody`) is looked up
  /// by its property's name.
  static let sdkNames: [String: String] = [
    "alertTitle": "apns.alert.title", "alertSubtitle": "apns.alert.subtitle", "alertBody": "apns.alert.body",
    "alertLocKey": "apns.alert.locKey", "alertLocArgs": "apns.alert.locArgs",
    "alertActionLocKey": "apns.alert.actionLocKey", "alertLaunchImage": "apns.alert.launchImage",
    "apnsEnabled": "apns.enabled", "gcmEnabled": "gcm.enabled", "fcmEnabled": "gcm.enabled",
    "mqttEnabled": "mqtt.enabled",
    "apnsFields": "apns", "gcmFields": "gcm", "fcmFields": "gcm", "mqttFields": "mqtt",
    "specificData": "apns.data",
  ]

  /// Where the REST message has what an unknown `key` of the object at `path` names, when `key`
  /// is a Kii SDK name (``sdkNames``, or a setter of a key: `setSendSender`) or a key of `apns`
  /// or `apns.alert` written at the wrong level: `"alertBody" is the Kii SDK's name for
  /// apns.alert.body in the REST message: write "alert": {"body": …} here`.
  ///
  /// - Parameters:
  ///   - key: The unknown key.
  ///   - path: The object's path: `the message` (the root), `apns`, `apns.alert`, `gcm`, …
  /// - Returns: The hint, or `nil` when `key` names nothing the message has.
  static func sdkNameHint(for key: String, at path: String) -> String? {
    let object = path == "the message" ? "" : path
    let property = propertyName(ofSetter: key) ?? key
    guard let target = target(of: property, in: object) else { return nil }
    let what: String
    if property != key {
      what = "the Kii SDK's setter of "
    } else if sdkNames[property] != nil || property == "specificData" {
      what = "the Kii SDK's name for "
    } else {
      what = ""  // a key of the message at another level
    }
    let hint = "\(QuotedValue.plain(key)) is \(what)\(target) in the REST message"
    let prefix = object.isEmpty ? "" : object + "."
    guard target.hasPrefix(prefix) else { return hint + ", not a key of \(object)" }
    // `"alert": {"body": …}`: each step of the path below this object, the last one's value an
    // object when the target is one.
    let steps = target.dropFirst(prefix.count).split(separator: ".").map(String.init)
    let objects: Set<String> = ["apns", "gcm", "fcm", "mqtt", "data", "alert"]
    var value = objects.contains(steps[steps.count - 1]) ? "{…}" : "…"
    for step in steps.dropFirst().reversed() { value = "{\"\(step)\": \(value)}" }
    return hint + ": write \"\(steps[0])\": \(value) here"
  }

  /// The property a setter sets (`setGCMEnabled` → `gcmEnabled`, `setAlertBody` → `alertBody`),
  /// or `nil` when `key` is no setter's name.
  static func propertyName(ofSetter key: String) -> String? {
    guard key.hasPrefix("set"), let first = key.dropFirst(3).first, first.isUppercase else { return nil }
    let rest = Array(key.dropFirst(3))
    // A leading acronym is lowered but for the capital that starts the next word.
    var upper = rest.prefix { $0.isUppercase }.count
    if upper > 1, upper < rest.count { upper -= 1 }
    return String(rest.prefix(upper)).lowercased() + String(rest.dropFirst(upper))
  }

  /// The REST path `property` stands for, read in the object at `object` (`""`: the root).
  private static func target(of property: String, in object: String) -> String? {
    let prefix = object.isEmpty ? "" : object + "."
    // A setter of one of this object's own keys (`setSendSender` at the root).
    if keys(at: object).contains(property) { return prefix + property }
    // `setSpecificData` of the FCM or MQTT fields: that network's data.
    if property == "specificData", ["gcm", "fcm", "mqtt"].contains(object) { return prefix + "data" }
    if let path = sdkNames[property] { return path }
    // A key of `apns` or of its alert written elsewhere (`"contentAvailable"` at the root).
    if apnsKeys.contains(property), !["enabled", "data"].contains(property) { return "apns." + property }
    if alertKeys.contains(property) { return "apns.alert." + property }
    return nil
  }

  /// The keys of the object at `path`.
  private static func keys(at path: String) -> [String] {
    switch path {
    case "": messageKeys
    case "apns": apnsKeys
    case "apns.alert": alertKeys
    default: networkKeys
    }
  }
}
