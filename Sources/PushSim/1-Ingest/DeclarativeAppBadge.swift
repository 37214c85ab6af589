/// Declarative Web Push's `app_badge` member: the number a declarative message puts on the web
/// app's icon.
///
/// What the sources say, and what PushSim reads:
/// - Push API, "Declarative push message" members, as w3c/push-api#402 ("Add app badge to
///   Declarative Web Push", open; WebKit the only implementer) adds it: `app_badge` is "a 64-bit
///   unsigned integer", a member of the message itself (next to `web_push`), and the declarative
///   push message parser sets the app badge only "if message["app_badge"] exists and
///   message["app_badge"] is a 64-bit unsigned integer". Any other value leaves it null: the
///   member is ignored and the message stays declarative. JSON numbers are JavaScript numbers
///   there, so `3.0` is the integer 3.
/// - WebKit's parser (`NotificationJSONParser.cpp`, `parseAppBadgeString`) also reads a string of
///   ASCII digits as the number, and the WebKit blog's own example ("Meet Declarative Web Push",
///   Safari 18.4) sends `"app_badge": "1"`: PushSim reads such a string as WebKit does, with a
///   warning, since the draft does not.
/// - WebKit 295319@main (WebKit/WebKit#45798, May 2025) moved `app_badge` "from inside the
///   `notification` dictionary up to the top-level JSON", as the standard had: one inside
///   `notification` is not read.
/// - Badging API, "Setting the application badge": 0 sets the badge to "nothing" (it clears it).
///
/// The badge applies only where ``WebDeliveryRules/appliesAppBadge(_:)`` says; the value is read
/// on every host, so `pushsim parse` and `lint` show it.
enum DeclarativeAppBadge {
  /// The rule cited by the warnings about the member's value and place.
  static let rule = "Push API #402 app_badge"

  /// The largest badge PushSim keeps (the trace's integers are signed 64-bit). WebKit hands the
  /// badge to the system as a signed 64-bit number too (`[NSNumber numberWithLongLong:]` in
  /// `WebPushDaemon::showNotification`).
  static let largestKept = UInt64(Int64.max)

  /// What a value of `app_badge` is.
  enum Reading: Equatable {
    /// A 64-bit unsigned integer, or (WebKit) a string of its digits.
    case count(UInt64, fromString: Bool)
    /// Anything else: how to describe it in a message.
    case invalid(String)
  }

  /// Reads `app_badge` from a Web Push message.
  ///
  /// - Parameters:
  ///   - root: the message (a JSON object).
  ///   - declarative: whether it is a declarative message (`"web_push": 8030`).
  ///   - options: the device's knobs: where the browser runs.
  /// - Returns: the badge to set (`nil` when there is none to set) and the warnings.
  static func read(_ root: JSONNode, declarative: Bool, options: DeviceOptions) -> (badge: Int?, warnings: [PayloadIssue]) {
    guard let member = root["app_badge"] else {
      if declarative, let nested = root["notification"]?["app_badge"] {
        return (
          nil,
          [
            PayloadIssue(
              reason: "appBadgeInNotification",
              message: "notification.app_badge (\(nested.rawPreview())) is not read: app_badge belongs at the top level "
                + "of a declarative message, next to \"web_push\" (WebKit reads it there since May 2025, 295319@main): "
                + "the app badge is left as it is",
              rule: rule)
          ])
      }
      return (nil, [])
    }
    guard declarative else {
      return (
        nil,
        [
          PayloadIssue(
            reason: "appBadgeNotDeclarative",
            message: "app_badge is read only in a declarative message (\"web_push\": 8030): this push goes to the "
              + "service worker, whose push handler must call navigator.setAppBadge() itself",
            rule: rule)
        ])
    }
    switch reading(of: member) {
    case .invalid(let description):
      return (
        nil,
        [
          PayloadIssue(
            reason: "invalidAppBadge",
            message: "app_badge is \(description); expected an integer from 0 to 18446744073709551615 (0 clears the "
              + "badge): the browser ignores it and leaves the app badge as it is",
            rule: rule)
        ])
    case .count(let value, _) where value > largestKept:
      return (
        nil,
        [
          PayloadIssue(
            reason: "appBadgeOutOfRange",
            message: "app_badge \(value) is above 9223372036854775807: WebKit hands the badge to the system as a "
              + "signed 64-bit number, and what it shows then is undocumented; PushSim leaves the app badge as it is",
            rule: "WebKit WebPushDaemon::showNotification")
        ])
    case .count(let value, let fromString):
      var warnings: [PayloadIssue] = []
      if fromString {
        warnings.append(
          PayloadIssue(
            reason: "appBadgeString",
            message: "app_badge is a string (\(member.rawPreview())): WebKit reads its digits and sets the badge to "
              + "\(value), but the Push API draft takes only an integer, so another browser would ignore it: send \(value)",
            rule: "WebKit NotificationJSONParser parseAppBadgeString"))
      }
      if !WebDeliveryRules.appliesAppBadge(options) {
        warnings.append(
          PayloadIssue(
            reason: "appBadgeNotApplied",
            message: "app_badge \(value) has no effect \(WebDeliveryRules.appBadgeHostDescription(options)): only "
              + "WebKit applies it, to web apps added to the Home Screen of an iPhone or iPad (Safari 18.4+; webHost "
              + "iOSHomeScreen)",
            rule: "WebKit: Meet Declarative Web Push"))
      }
      return (Int(value), warnings)
    }
  }

  /// What a value of `app_badge` is.
  ///
  /// - Parameter value: the member's value.
  /// - Returns: its count, or a description of what it is instead.
  static func reading(of value: JSONNode) -> Reading {
    switch value.type {
    case .integer:
      let number = value.int64Value ?? -1
      return number >= 0 ? .count(UInt64(number), fromString: false) : .invalid("\(number), a negative number")
    case .double:
      // An integer written out but too large for Int64 is read exactly, so that the message
      // names the real limit; any other number is read as the draft's JavaScript number is: 3.0
      // and 3e0 are the integer 3.
      let text = value.rawText
      if text.utf8.allSatisfy({ $0 &- 0x30 < 10 }) {
        guard let number = UInt64(text) else {
          return .invalid("\(value.rawPreview()), more than a 64-bit unsigned integer holds")
        }
        return .count(number, fromString: false)
      }
      let number = value.doubleValue ?? -1
      guard number >= 0, number.rounded(.towardZero) == number, number < 18_446_744_073_709_551_616.0 else {
        return .invalid("\(value.rawPreview()), not a whole number from 0 to 18446744073709551615")
      }
      return .count(UInt64(number), fromString: false)
    case .string:
      let text = value.stringValue ?? ""
      // WebKit's parseAppBadgeString: ASCII digits only, no sign, no spaces, at most 2^64 - 1.
      guard !text.isEmpty, text.utf8.allSatisfy({ $0 &- 0x30 < 10 }), let number = UInt64(text) else {
        return .invalid("a string (\(value.rawPreview())) that is not a number")
      }
      return .count(number, fromString: true)
    case .null:
      return .invalid("null")
    case .bool, .array, .object:
      return .invalid("\(PayloadIssue.describe(value.type)) (\(value.rawPreview()))")
    }
  }
}
