/// What a browser makes of the values a plain service worker passes to
/// `showNotification(title, options)` from the push data (R-W-7, R-W-8).
///
/// The browser converts them as WebIDL says for the Notifications API's `NotificationOptions`
/// and `NotificationAction` dictionaries: the title and the `DOMString` and `USVString` members
/// (`body`, `tag`, `lang`, `icon`, `image`, `badge`, `navigate`) with JavaScript's ToString
/// (`123` → `"123"`, `true` → `"true"`, `null` → `"null"`: none of them is nullable), the
/// `boolean` members (`renotify`, `requireInteraction`, and `silent`, a `boolean?` that keeps
/// `null`) with ToBoolean (`"no"` → `true`, `""` and `0` → `false`), `vibrate` and `timestamp`
/// as WebIDL integers (WebNotificationOptions+Numbers.swift), and `data` as it is. A
/// value that cannot be converted makes `showNotification` throw a `TypeError`, and nothing is
/// shown: `actions` that is not an array, an action that is not an object or lacks its required
/// `action` or `title`, a `dir` other than `"auto"`, `"ltr"` or `"rtl"`. Each converted value
/// and each such value is a ``PayloadIssue`` warning; a value of the expected type is read as
/// it is, without one.
struct WebNotificationOptions {
  /// The converted title; `nil` when the payload has none.
  var title: String?
  /// The converted `body`.
  var body: String?
  /// The converted `tag`.
  var tag: String?
  /// The converted `image`, else `icon`.
  var imageURL: String?
  /// The converted `navigate` URL.
  var navigate: String?
  /// `renotify`, converted.
  var renotify = false
  /// `requireInteraction`, converted.
  var requireInteraction = false
  /// `silent`, converted (`null` is the default: not silent).
  var silent = false
  /// The converted actions, in order.
  var actions: [NotificationButton] = []
  /// The converted `vibrate` pattern (`nil` without one): what the browser's validation of a
  /// vibration pattern then starts from.
  var vibrate: [UInt32]?
  /// The converted `timestamp` in milliseconds since 1970 (`nil` without one).
  var timestamp: UInt64?
  /// One warning per converted value and per value `showNotification` throws for.
  var warnings: [PayloadIssue] = []

  /// The `push.warning` reasons that mean `showNotification` throws a `TypeError` for the
  /// options, so nothing is shown (R-W-7).
  static let typeErrorReasons: Set<String> = [
    "renotifyWithoutTag", "silentWithVibrate", "notificationOptionTypeError", "notificationActionIncomplete",
  ]

  /// The `TypeError` `showNotification` rejects its promise with, among `warnings` (the push's):
  /// the first the browser meets, or `nil` when the options throw none. WebIDL converts the
  /// options before the Notifications Standard's "create a notification" runs, whose step 2
  /// throws for `silent` with `vibrate` and step 3 for `renotify` without a tag; a conversion
  /// error is the first in the order the members are converted.
  ///
  /// - Parameter warnings: the push's warnings, in the order they were found.
  /// - Returns: What the `TypeError` is for, such as `renotify is true and the tag is empty`.
  static func typeErrorCause(_ warnings: [PayloadIssue]) -> String? {
    let conversion = ["notificationOptionTypeError", "notificationActionIncomplete"]
    if let issue = warnings.first(where: { conversion.contains($0.reason) }) {
      // The message names the member and its value before what showNotification does.
      let cut = [": showNotification", ": a NotificationAction"]
        .compactMap { issue.message.firstRange(of: $0)?.lowerBound }.min()
      return cut.map { String(issue.message[..<$0]) } ?? issue.reason
    }
    let reasons = Set(warnings.map(\.reason))
    if reasons.contains("silentWithVibrate") { return "silent is true and vibrate is given" }
    if reasons.contains("renotifyWithoutTag") { return "renotify is true and the tag is empty" }
    return nil
  }

  /// Reads and converts the options.
  ///
  /// - Parameters:
  ///   - options: the object the worker passes as `options` (its `title` is the title).
  ///   - common: an FCM HTTP v1 body's `message.notification`, read for a text `options` lacks.
  ///   - path: how messages name `options` (`"notification."`, `""` for the top level).
  init(_ options: JSONNode, common: JSONNode?, path: String) {
    func text(_ key: String) -> String? {
      guard let value = options[key] else { return common?[key]?.stringValue }
      return convertedString(value, name: path + key)
    }
    func flag(_ key: String, nullable: Bool = false) -> Bool {
      guard let value = options[key] else { return false }
      if nullable, value.isNull { return false }
      return convertedBool(value, name: path + key)
    }
    title = text("title")
    // WebIDL converts a dictionary's members in lexicographic order.
    actions = readActions(options["actions"], name: path + "actions")
    _ = text("badge")
    body = text("body")
    if let dir = options["dir"] { checkDirection(dir, name: path + "dir") }
    let icon = text("icon")
    imageURL = text("image") ?? icon
    _ = text("lang")
    navigate = text("navigate")
    renotify = flag("renotify")
    requireInteraction = flag("requireInteraction")
    silent = flag("silent", nullable: true)
    tag = text("tag")
    timestamp = options["timestamp"].map { convertedTimestamp($0, name: path + "timestamp") }
    vibrate = options["vibrate"].map { convertedVibrate($0, name: path + "vibrate") }
  }

  /// ToString of a value that should be a string, with a warning when it is not one.
  private mutating func convertedString(_ value: JSONNode, name: String) -> String {
    if let string = value.stringValue { return string }
    let converted = Self.toString(value)
    warnings.append(
      .init(
        reason: "notificationOptionConverted",
        message: "\(name) is \(Self.shown(value)) (\(PayloadIssue.describe(value.type))): showNotification converts it to "
          + "the string \(QuotedValue.json(converted)); expected a string",
        rule: "R-W-8"))
    return converted
  }

  /// ToBoolean of a value that should be a boolean, with a warning when it is not one.
  private mutating func convertedBool(_ value: JSONNode, name: String) -> Bool {
    if let bool = value.boolValue { return bool }
    let converted = Self.toBoolean(value)
    let why: String
    switch value.type {
    case .string: why = value.stringValue == "" ? "an empty string is false" : "a string that is not empty is true"
    case .integer, .double: why = converted ? "a number other than 0 is true" : "0 is false"
    case .null: why = "null is false"
    case .array, .object: why = "an object is true"
    case .bool: why = ""
    }
    warnings.append(
      .init(
        reason: "notificationOptionConverted",
        message: "\(name) is \(Self.shown(value)) (\(PayloadIssue.describe(value.type))): showNotification converts it to "
          + "\(converted) (\(why)); expected true or false",
        rule: "R-W-8"))
    return converted
  }

  /// `dir` is a `NotificationDirection`: a value that is not one of its strings throws.
  private mutating func checkDirection(_ value: JSONNode, name: String) {
    let converted = Self.toString(value)
    guard !["auto", "ltr", "rtl"].contains(converted) else {
      if value.stringValue == nil { _ = convertedString(value, name: name) }
      return
    }
    warnings.append(
      .init(
        reason: "notificationOptionTypeError",
        message: "\(name) is \(Self.shown(value)), not \"auto\", \"ltr\" or \"rtl\": showNotification throws a TypeError, "
          + "so nothing is shown", rule: "R-W-8"))
  }

  /// `actions` is a `sequence<NotificationAction>`: an array of objects with the required
  /// `action` and `title`; anything else throws.
  private mutating func readActions(_ value: JSONNode?, name: String) -> [NotificationButton] {
    guard let value else { return [] }
    guard value.type == .array else {
      warnings.append(
        .init(
          reason: "notificationOptionTypeError",
          message: "\(name) is \(Self.shown(value)) (\(PayloadIssue.describe(value.type))): showNotification throws a "
            + "TypeError, so nothing is shown; expected an array of {\"action\", \"title\"} objects", rule: "R-W-8"))
      return []
    }
    var buttons: [NotificationButton] = []
    for (index, action) in value.elements.enumerated() {
      let itemName = "\(name)[\(index)]"
      guard action.type == .object || action.isNull else {
        warnings.append(
          .init(
            reason: "notificationOptionTypeError",
            message: "\(itemName) is \(Self.shown(action)) (\(PayloadIssue.describe(action.type))): showNotification "
              + "throws a TypeError, so nothing is shown; expected an object with \"action\" and \"title\"",
            rule: "R-W-8"))
        continue
      }
      let missing = ["action", "title"].filter { action[$0] == nil }
      guard missing.isEmpty else {
        let members = missing.map { "\"\($0)\"" }.joined(separator: " and ")
        warnings.append(
          .init(
            reason: "notificationActionIncomplete",
            message: "\(itemName) has no \(members): a NotificationAction requires both action and title, so "
              + "showNotification throws a TypeError and nothing is shown", rule: "R-W-8"))
        continue
      }
      func member(_ key: String) -> String? { action[key].map { convertedString($0, name: "\(itemName).\(key)") } }
      let id = member("action") ?? ""
      let title = member("title")
      let url = member("navigate")
      _ = member("icon")
      buttons.append(NotificationButton(id: id, title: title, url: url))
    }
    return buttons
  }

  /// A value as the message shows it: its JSON text, cut short.
  static func shown(_ value: JSONNode) -> String { value.rawPreview() }

  /// JavaScript's ToString of a JSON value (`Array.prototype.toString` joins the elements with
  /// commas, `null` elements as empty strings; an object is `"[object Object]"`).
  static func toString(_ value: JSONNode) -> String {
    switch value.type {
    case .null: return "null"
    case .bool: return value.boolValue == true ? "true" : "false"
    case .string: return value.stringValue ?? ""
    case .integer: return value.int64Value.map(String.init) ?? value.rawText
    case .double: return numberToString(value.doubleValue ?? 0)
    case .array: return value.elements.map { $0.isNull ? "" : toString($0) }.joined(separator: ",")
    case .object: return "[object Object]"
    }
  }

  /// JavaScript's Number::toString for the numbers JSON can write (no NaN or infinity).
  static func numberToString(_ number: Double) -> String {
    if number == 0 { return "0" }
    if number.rounded() == number, abs(number) < 1e21 {
      return String(format: number)
    }
    var text = "\(number)"
    // Swift writes 1e-07 and 1e+21 where JavaScript writes 1e-7 and 1e+21.
    if let e = text.firstIndex(of: "e") {
      var exponent = String(text[text.index(after: e)...])
      let sign = exponent.first == "-" ? "-" : "+"
      exponent = String(exponent.drop { $0 == "-" || $0 == "+" || $0 == "0" })
      text = String(text[..<e]) + "e" + sign + exponent
    }
    return text
  }

  /// JavaScript's ToBoolean of a JSON value: `false`, `0`, `""` and `null` are false.
  static func toBoolean(_ value: JSONNode) -> Bool {
    switch value.type {
    case .null: return false
    case .bool: return value.boolValue ?? false
    case .string: return value.stringValue != ""
    case .integer, .double: return value.doubleValue != 0
    case .array, .object: return true
    }
  }
}

extension String {
  /// The decimal digits of an integral `Double` below 10^21, as JavaScript writes it.
  fileprivate init(format number: Double) {
    if let exact = Int64(exactly: number) {
      self = String(exact)
    } else {
      // Beyond Int64: the digits of the magnitude, from UInt64 when it fits, else Swift's own.
      let magnitude = number.magnitude
      let digits = UInt64(exactly: magnitude).map(String.init) ?? String(describing: magnitude)
      self = (number < 0 ? "-" : "") + digits
    }
  }
}
