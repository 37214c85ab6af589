/// Reads a received push the way the Mapp Engage (Appoxee) SDK on the receiving platform does:
/// whether it is a Mapp push at all, then the model that SDK makes of it
/// (``APXPushNotification`` on iOS, ``MappPushData`` on Android).
///
/// Detection: a `p` key in the data (VENDORS.md §3). On Android the SDK's
/// `isPushMessageFromMapp` wants `p` not blank (`!data["p"].isNullOrBlank()`; older versions
/// also wanted `category`, `user_id` and `customer_id`); on iOS (modelled) `p` must be present,
/// an integer or a string.
///
/// ```swift
/// if case .success(let notification) = MappPushDecoder.decodeIOS(push) {
///   print(notification.uniqueID, notification.extraFields["apx_dpl"] ?? .null)
/// }
/// ```
public enum MappPushDecoder {
  /// The sources cited in issues.
  enum Rule {
    static let android = "Mapp Engage Android SDK PushData.kt"
    static let detectionAndroid = "Mapp Engage Android SDK PushManagerImpl.isPushMessageFromMapp"
    static let handleAndroid = "Mapp Engage Android SDK PushManagerImpl.handlePushMessage"
    static let notificationAndroid = "Mapp Engage Android SDK NotificationFactory.createSimpleNotification"
    static let buttonsAndroid = "Mapp Engage Android SDK NotificationFactory.addButtons, PushButton.kt"
    static let storeAndroid = "Mapp Engage Android SDK MessageActionHandler.openAppStore"
    static let iOS = "docs/Mapp.md (modelled)"
    static let docs = "Mapp docs: Push Payload Details"
    static let silentPush = "Mapp docs: iOS Silent Push"
  }

  /// The SDK's view of `push`, as `pushsim parse --sdk mapp` prints it under `sdk`.
  ///
  /// - Parameter push: A decoded push.
  /// - Returns: `name`, `accepted`, and the model's fields or the `reason`.
  public static func sdkView(of push: IncomingPush) -> JSONValue {
    switch push.platform {
    case .android: VendorSDKView.make(.mapp, decodeAndroid(push), fields: \.jsonValue)
    case .iOS: VendorSDKView.make(.mapp, decodeIOS(push), fields: \.jsonValue)
    case .web: VendorSDKView.notModelled(.mapp, on: .web, vendor: "Mapp Engage")
    }
  }

  /// No `p` at all.
  static func notMapp(_ platform: Platform) -> PayloadIssue {
    PayloadIssue(
      reason: "notMapp",
      message: "no p key \(platform == .android ? "in the data map" : "in userInfo"): the Mapp SDK "
        + "treats a push as its own only when it carries Mapp's message id p, so it leaves this one "
        + "to the app's other handlers",
      rule: platform == .android ? Rule.detectionAndroid : Rule.iOS)
  }

  /// The buttons of a `buttons` array: each element's `bgAction` then `fgAction`, elements with
  /// neither skipped. A non-object element, or an action that is not an object, makes the
  /// Android SDK throw (`getJSONObject`): on Android that is the returned issue. A `bgAction`'s
  /// `todo` is read as the SDK on `platform` reads it (``backgroundAction(_:at:on:issues:rule:)``).
  /// An `fgAction` without a non-empty key is the destroy action on iOS and no action on Android
  /// (the app opens).
  static func buttons(
    _ elements: [JSONValue], on platform: Platform, issues: inout [PayloadIssue], rule: String
  ) -> Result<[APXPushNotificationActionButton], PayloadIssue> {
    let strict = platform == .android
    var buttons: [APXPushNotificationActionButton] = []
    for (index, element) in elements.enumerated() {
      let path = "buttons[\(index)]"
      guard let object = element.objectValue,
        object["fgAction"].map({ $0.objectValue != nil }) ?? true,
        object["bgAction"].map({ $0.objectValue != nil }) ?? true
      else {
        let issue = PayloadIssue(
          reason: "buttonNotAnObject",
          message: "\(path) (or its fgAction/bgAction) is not an object; expected {\"fgAction\": {…}, "
            + "\"bgAction\": {…}}" + (strict ? ". The Android SDK's getJSONObject throws and the push is not shown" : ", so it is skipped"),
          rule: rule)
        if strict { return .failure(issue) }
        issues.append(issue)
        continue
      }
      var actions: [APXPushNotificationActionButtonAction] = []
      if let bg = object["bgAction"]?.objectValue { actions.append(backgroundAction(bg, at: "\(path).bgAction", on: platform, issues: &issues, rule: rule)) }
      // An `fgAction` with no non-empty key: on iOS (modelled) the destroy action; on Android
      // `FgAction.getUriType` makes it `KEY_LAUNCH_APP` (the app opens), which no todo names, so
      // it lists no action there, as ``MappPushData/notificationButtons`` does.
      if let fg = object["fgAction"]?.objectValue, let action = foregroundAction(fg), !(platform == .android && action.todo == .dismiss) {
        actions.append(action)
      }
      guard object["fgAction"] != nil || object["bgAction"] != nil else {
        issues.append(
          PayloadIssue(
            reason: "buttonWithoutAction",
            message: "\(path) has neither fgAction nor bgAction; the SDK skips it", rule: rule))
        continue
      }
      buttons.append(APXPushNotificationActionButton(index: index, title: object["title"]?.stringValue, actions: actions))
    }
    return .success(buttons)
  }

  /// A `bgAction`: `{name, todo, type, value}`, its `todo` read as the SDK on `platform` reads
  /// it (``APXPushNotificationActionButtonAction/Todo/init(wire:platform:)``): a name the SDK does
  /// not know there is `unknownTodo`, naming the platform (and, for an Android-only kind on iOS,
  /// where Android takes it from).
  static func backgroundAction(
    _ object: JSONObject, at path: String, on platform: Platform, issues: inout [PayloadIssue], rule: String
  ) -> APXPushNotificationActionButtonAction {
    typealias Todo = APXPushNotificationActionButtonAction.Todo
    let todo = object["todo"].flatMap { Todo(wire: $0, platform: platform) }
    if let raw = object["todo"], todo == nil {
      // "Push Payload Details" names a `…TodoOpenURL` the header does not have.
      let openURL = raw.stringValue?.lowercased() == "openurl"
      let otherPlatform = Todo.named(raw).flatMap { Todo.androidOnlySource[$0] }
      issues.append(
        PayloadIssue(
          reason: "unknownTodo",
          message: "\(path).todo \(QuotedValue.value(raw)) is not an action the \(platform == .iOS ? "iOS" : "Android") SDK knows; "
            + "expected 1–8 or one of " + Todo.known(on: platform).map(\.rawValue).joined(separator: ", ")
            + (openURL
              ? ". APXPushNotificationActionButtonAction.h has no kAPXPushNotificationActionButtonActionTodoOpenURL "
                + "(Mapp's payload page names one): a deep link is openURLScheme (4), a web page openWebSite (5)"
              : "")
            + (otherPlatform.map {
              ". It is a kind of the Android SDK only (\($0)), which APXPushNotificationActionButtonAction.h does not "
                + "have, so the iOS SDK skips it"
            } ?? ""),
          rule: rule))
    }
    return APXPushNotificationActionButtonAction(
      name: object["name"].map(OrgJSON.string(of:)), todo: todo,
      type: object["type"].flatMap(APXPushNotificationActionButtonAction.ActionType.init(wire:)),
      value: object["value"].map(OrgJSON.string(of:)))
  }

  /// An `fgAction`: the first non-empty of its keys, in the Android SDK's order
  /// (`FgAction.getUriType`); `nil` when it has none (a destroy action).
  static func foregroundAction(_ object: JSONObject) -> APXPushNotificationActionButtonAction? {
    let keys: [(String, APXPushNotificationActionButtonAction.Todo)] = [
      ("apx_url", .openWebSite), ("apx_aid", .openAppStore), ("apx_vc", .openViewController),
      ("apx_inbox", .openInbox), ("apx_url_internal", .openInternalURL), ("apx_dpl", .openURLScheme),
    ]
    for (key, todo) in keys {
      guard let value = object[key].map(OrgJSON.string(of:)), !value.isEmpty else { continue }
      let kind: APXPushNotificationActionButtonAction.Todo = todo == .openURLScheme && value.hasPrefix("tel:") ? .dialNumber : todo
      return APXPushNotificationActionButtonAction(todo: kind, value: value)
    }
    return APXPushNotificationActionButtonAction(todo: .dismiss)
  }
}
