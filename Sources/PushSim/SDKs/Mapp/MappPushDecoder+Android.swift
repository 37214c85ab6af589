extension MappPushDecoder {
  /// The keys of the FCM data map that `toPushData` takes into a field.
  static let androidFieldKeys: Set<String> = [
    "p", "push_title", "alert", "big_text_body", "sound", "collapse_key", "type", "ios_apx_media",
    "badge", "content_available", "silent_type", "silent_data", "category", "lc", "user_id",
    "customer_id", "buttons", "sendout_id",
  ]

  /// The Mapp Android SDK's reading of `push` (`PushManagerImpl.isPushMessageFromMapp`, then
  /// `RemoteMessage.toPushData`).
  ///
  /// - Parameter push: A push decoded for Android.
  /// - Returns: The push data, or why the SDK does not handle the push.
  public static func decodeAndroid(_ push: IncomingPush) -> Result<MappPushData, PayloadIssue> {
    guard push.platform == .android, let message = push.remoteMessage else {
      return .failure(PayloadIssue(reason: "notAndroid", message: "decodeAndroid reads an Android push; this one is for \(push.platform)"))
    }
    let data = JSONObject(message.data.map { ($0.key, JSONValue.string($0.value)) })
    guard let p = data["p"]?.stringValue else { return .failure(notMapp(.android)) }
    guard !p.allSatisfy(\.isWhitespace) else {
      return .failure(
        PayloadIssue(
          reason: "blankMessageId",
          message: "p is blank; isPushMessageFromMapp wants a non-blank p, so the SDK does not handle the push",
          rule: Rule.detectionAndroid))
    }
    var issues: [PayloadIssue] = []
    let id = Int64(p) ?? 0
    if Int64(p) == nil {
      issues.append(
        PayloadIssue(
          reason: "messageIdNotANumber",
          message: "p \(QuotedValue.plain(p)) is not a whole number; the SDK's toLongOrNull() gives null and the id is 0",
          rule: Rule.android))
    }
    var buttonList: [APXPushNotificationActionButton] = []
    var foregroundActions: [APXPushNotificationActionButtonAction?] = []
    if let text = data["buttons"]?.stringValue {
      guard let elements = try? OrgJSON.array(text) else {
        return .failure(
          PayloadIssue(
            reason: "buttonsNotJSON",
            message: "buttons \(QuotedValue.plain(text)) is not a JSON array; the SDK's JSONArray(buttons) throws and the push "
              + "is not shown. Send an array of {fgAction, bgAction} objects serialized as a string",
            rule: Rule.android))
      }
      switch buttons(elements, on: .android, issues: &issues, rule: Rule.android) {
      case .failure(let issue): return .failure(issue)
      case .success(let list): buttonList = list
      }
      (foregroundActions, issues) = androidButtonActions(elements, category: data["category"]?.stringValue, issues: issues)
    }
    let (uriType, actionUri, usedKey) = actionUri(data)
    if uriType == "apx_url" || uriType == "apx_url_internal", let raw = data[uriType]?.stringValue,
      !raw.hasPrefix("http://"), !raw.hasPrefix("https://")
    {
      issues.append(
        PayloadIssue(
          reason: "urlWithoutScheme",
          message: "\(uriType) \(QuotedValue.plain(raw)) has no http:// or https:// scheme; "
            + (usedKey == uriType
              ? "the SDK opens \(QuotedValue.plain(actionUri)) (plain http)"
              : "the SDK would open \"http://\(raw)\" (plain http), and here opens \(usedKey ?? "nothing") \(QuotedValue.plain(actionUri)) instead"),
          rule: Rule.android))
    }
    let badgeText = data["badge"]?.stringValue
    if let badgeText, Int32(badgeText) == nil {
      issues.append(
        PayloadIssue(reason: "badgeNotAnInteger", message: "badge \(QuotedValue.plain(badgeText)) is not an integer; the SDK ignores it", rule: Rule.android))
    }
    let available = data["content_available"]?.stringValue
    if let available, !["true", "false"].contains(available.lowercased()) {
      issues.append(
        PayloadIssue(
          reason: "contentAvailableNotBoolean",
          message: "content_available \(QuotedValue.plain(available)) is not \"true\"; the SDK's toBoolean() reads false, so the push is not silent",
          rule: Rule.android))
    }
    func take(_ key: String) -> String? { data[key]?.stringValue }
    // PushManagerImpl.handlePushMessage takes a push as silent on `content_available` alone.
    if let silentType = take("silent_type"), !silentType.isEmpty, available?.lowercased() != "true" {
      issues.append(
        PayloadIssue(
          reason: "triggerUpdateWithoutContentAvailable",
          message: "silent_type \(QuotedValue.plain(silentType)) without content_available \"true\"; the SDK takes a push as silent "
            + "only on content_available, so it handles this one as a regular push: it posts a notification (as "
            + "notificationMode allows) and calls onReceived, and the command never runs; add content_available: \"true\"",
          rule: Rule.handleAndroid))
    }
    // NotificationFactory.createSimpleNotification: the text is big_text_body; alert is read
    // into PushData and goes nowhere (MappPush has no alert, and it is not in extraFields).
    if available?.lowercased() != "true", let alert = take("alert"), !alert.isEmpty, (take("big_text_body") ?? "").isEmpty {
      issues.append(
        PayloadIssue(
          reason: "alertNotShown",
          message: "alert \(QuotedValue.plain(alert)) without big_text_body; the Android SDK's notification text is big_text_body "
            + "(setContentText(bigText ?: \"\")), and alert reaches neither the notification nor the app's MappPush, "
            + ((take("push_title") ?? "").isEmpty
              ? "and without push_title the notification shows no text at all, only the app's name and icon; "
              : "so the notification shows only its title; ")
            + "send the text as big_text_body",
          rule: Rule.notificationAndroid))
    } else if available?.lowercased() != "true", (take("push_title") ?? "").isEmpty, (take("big_text_body") ?? "").isEmpty {
      // The SDK posts every push that is not silent, whatever it carries: NotificationFactory
      // sets the title from push_title (null shows none) and the text from big_text_body ?: "".
      issues.append(
        PayloadIssue(
          reason: "emptyNotification",
          message: "neither push_title nor big_text_body has text; the Android SDK posts every push that is not silent "
            + "when its notificationMode posts at all (the default, BACKGROUND_ONLY, in the background only) "
            + "(NotificationFactory: setContentTitle(push_title), setContentText(big_text_body ?: \"\")), so this one shows a "
            + "notification with no title and no text, only the app's name and icon; send push_title or big_text_body, "
            + "or content_available \"true\" for a push that shows nothing",
          rule: Rule.notificationAndroid))
    }
    // NotificationFactory.addButtons pairs the category's buttons with the flattened fgActions.
    if available?.lowercased() != "true", let known = MappCategory.named(take("category")) {
      issues += androidPairingIssues(known, foregroundCount: foregroundActions.count)
      issues += androidSharedIntentIssues(known, foregroundActions: foregroundActions)
    }
    // MessageActionHandler.openAppStore reads the package from the id query of apx_aid.
    if available?.lowercased() != "true" {
      let body = uriType == "apx_aid" ? [("apx_aid", actionUri)] : []
      let buttons = foregroundActions.enumerated().compactMap { index, action in
        action?.todo == .openAppStore ? ("fgActions[\(index)].apx_aid", action?.value ?? "") : nil
      }
      issues += (body + buttons).compactMap(appStoreLinkIssue)
      // FgAction.getAction hands a button's apx_url over as sent: no http:// is added.
      for (index, action) in foregroundActions.enumerated() {
        guard action?.todo == .openWebSite, let url = action?.value, !url.hasPrefix("http://"), !url.hasPrefix("https://") else { continue }
        issues.append(
          PayloadIssue(
            reason: "urlWithoutScheme",
            message: "fgActions[\(index)].apx_url \(QuotedValue.plain(url)) has no http:// or https:// scheme; the Android SDK opens a "
              + "button's apx_url as sent (FgAction.getAction; it adds http:// only to the body's apx_url, PushData.getPushOpenUriString), "
              + "so the button's ACTION_VIEW has no web scheme; send the full URL",
            rule: Rule.buttonsAndroid))
      }
    }
    // addButtons adds Play and Turn off on the type alone; Play shows ios_apx_media.
    if available?.lowercased() != "true", let type = take("type"), type == "gif" || type == "video", (take("ios_apx_media") ?? "").isEmpty {
      issues.append(
        PayloadIssue(
          reason: "richMediaWithoutMedia",
          message: "type \(QuotedValue.plain(type)) without ios_apx_media; the Android SDK adds its Play and Turn off buttons on the "
            + "type alone, and Play opens the SDK's media dialog for ios_apx_media, which is missing (the stored MediaDialog "
            + "hands it to GifViewer.loadGif or Uri.parse as null); send the media URL as ios_apx_media",
          rule: Rule.buttonsAndroid))
    }
    var extra = JSONObject()
    for (key, value) in data where !androidFieldKeys.contains(key) && key != usedKey { extra[key] = value }
    return .success(
      MappPushData(
        id: id, title: take("push_title"), alert: take("alert"), content: take("big_text_body"), sound: take("sound"),
        actionUri: actionUri, internalUriType: uriType, badgeNumber: badgeText.flatMap { Int32($0) }.map(Int.init),
        contentAvailable: available?.lowercased() == "true", silentType: take("silent_type"),
        silentData: take("silent_data"), category: take("category"), language: take("lc"), userId: take("user_id"),
        customerId: take("customer_id"), type: take("type"), iosApxMedia: take("ios_apx_media"),
        sendoutId: take("sendout_id").flatMap { Int64($0) },
        buttonList: buttonList, foregroundActions: foregroundActions, extraFields: extra, issues: issues))
  }

  /// The flattened foreground actions of `buttons` (one per element with an `fgAction`; `nil`
  /// for one with no key, which opens the app on Android), and the warnings on what the Android
  /// SDK does not do with them: run a `bgAction` (nothing reads `PushButton.bgActions`), or show
  /// buttons without a category it knows (`NotificationFactory.addButtons` iterates the
  /// category's buttons).
  static func androidButtonActions(
    _ elements: [JSONValue], category: String?, issues: [PayloadIssue]
  ) -> ([APXPushNotificationActionButtonAction?], [PayloadIssue]) {
    var issues = issues
    var actions: [APXPushNotificationActionButtonAction?] = []
    for (index, element) in elements.enumerated() {
      guard let object = element.objectValue else { continue }
      if let fg = object["fgAction"]?.objectValue {
        actions.append(foregroundAction(fg).flatMap { $0.todo == .dismiss ? nil : $0 })
      }
      if object["bgAction"] != nil {
        issues.append(
          PayloadIssue(
            reason: "backgroundActionNotRun",
            message: "buttons[\(index)].bgAction is parsed by the Android SDK (PushButton.bgActions) but nothing runs it: "
              + "a button click opens only its fgAction, and MappPush.actionButtons lists only foreground actions; "
              + "set the tag or custom field from the app's onButtonClick",
            rule: Rule.buttonsAndroid))
      }
    }
    if !elements.isEmpty, MappCategory.named(category) == nil {
      issues.append(
        PayloadIssue(
          reason: "buttonsWithoutCategory",
          message: "buttons with " + (category.map { "category \(QuotedValue.plain($0)), which is not one the SDK knows" } ?? "no category")
            + "; the Android SDK adds one button per button of the category the push names (its predefined categories "
            + "apx_yes_no_open, …, or the app's server configuration, which PushSim does not model), so this push shows no buttons",
          rule: Rule.buttonsAndroid))
    }
    return (actions, issues)
  }

  /// What `NotificationFactory.addButtons` makes of a known category and the flattened
  /// `fgAction`s when their numbers differ (it pairs them by position): a non-destructive
  /// category button with no `fgAction` gets an intent without a uri type, which
  /// `PushUriType.toPushAction` maps to `ClickType.DISMISS` (a click broadcast, nothing opens:
  /// `buttonWithoutForegroundAction`); an `fgAction` past the category's buttons is never used
  /// (`foregroundActionWithoutButton`).
  static func androidPairingIssues(_ category: MappCategory, foregroundCount: Int) -> [PayloadIssue] {
    var issues: [PayloadIssue] = []
    for (index, button) in category.buttons.enumerated() where !button.isDestructive && index >= foregroundCount {
      issues.append(
        PayloadIssue(
          reason: "buttonWithoutForegroundAction",
          message: "category \(QuotedValue.plain(category.name))'s button \(index) \(QuotedValue.plain(button.title)) has no fgAction "
            + "(the Android SDK pairs the category's buttons with the buttons' fgActions by position, and there "
            + (foregroundCount == 1 ? "is 1" : "are \(foregroundCount)")
            + "); its intent has no click type, which PushUriType.toPushAction makes DISMISS, so a tap calls onButtonClick "
            + "and opens nothing, not even the app; give it an fgAction ({} opens the app)",
          rule: Rule.buttonsAndroid))
    }
    if foregroundCount > category.buttons.count {
      issues.append(
        PayloadIssue(
          reason: "foregroundActionWithoutButton",
          message: "\(foregroundCount) fgActions for the \(category.buttons.count) button(s) of category \(QuotedValue.plain(category.name)); "
            + "the Android SDK adds one button per category button and pairs them with the fgActions by position, "
            + "so the fgActions after the first \(category.buttons.count) are never used",
          rule: Rule.buttonsAndroid))
    }
    return issues
  }

  /// `buttonsShareClickIntent` for each non-destructive button of `category` whose click intent
  /// equals a later button's: the same action (`com.appoxee.BUTTON_CLICKED`), data
  /// (`FgAction.getAction()`) and request code (the notification id), so Android gives both one
  /// PendingIntent, with the later one's extras (``MappPushData/pendingIntentButton(_:)``).
  static func androidSharedIntentIssues(
    _ category: MappCategory, foregroundActions: [APXPushNotificationActionButtonAction?]
  ) -> [PayloadIssue] {
    let buttons = category.buttons
    return buttons.indices.compactMap { index in
      let fires = MappPushData.pendingIntentButton(index, category: category, foregroundActions: foregroundActions)
      guard fires != index else { return nil }
      let data = MappPushData.clickIntentData(index, buttons: buttons, foregroundActions: foregroundActions) ?? nil
      return PayloadIssue(
        reason: "buttonsShareClickIntent",
        message: "category \(QuotedValue.plain(category.name))'s button \(index) \(QuotedValue.plain(buttons[index].title)) and button "
          + "\(fires) \(QuotedValue.plain(buttons[fires].title)) open equal intents (action com.appoxee.BUTTON_CLICKED, data "
          + (data.map(QuotedValue.plain) ?? "none") + " from FgAction.getAction; extras are not compared) under one request code, "
          + "the notification id, so Android gives them one PendingIntent, which FLAG_UPDATE_CURRENT leaves with the last one's "
          + "extras: a tap on button \(index) runs button \(fires)'s click type (\(clickType(fires, foregroundActions))) and "
          + "reports its event type (\(eventType(fires))); give the buttons different values",
        rule: Rule.buttonsAndroid)
    }
  }

  /// The `ClickType` a category button's intent carries (`PushUriType.toPushAction` of its
  /// `fgAction`'s uri type): `DISMISS` without an `fgAction` at its position.
  static func clickType(_ index: Int, _ foregroundActions: [APXPushNotificationActionButtonAction?]) -> String {
    guard index < foregroundActions.count else { return "DISMISS" }
    switch foregroundActions[index]?.todo {
    case nil: return "LAUNCH_APP"
    case .openWebSite?: return "OPEN_LANDING_PAGE"
    case .openAppStore?: return "OPEN_STORE"
    case .openURLScheme?: return "OPEN_DEEP_LINK"
    case .dialNumber?: return "OPEN_DIALER"
    default: return "DISMISS"
    }
  }

  /// The `EventType` `addButtons` gives the category button at `index`.
  static func eventType(_ index: Int) -> String {
    switch index {
    case 1: "BUTTON2"
    case 2: "BUTTON3"
    default: "BUTTON1"
    }
  }

  /// `appStoreLinkWithoutId` for an `apx_aid` (`place` names it) whose value has no `id` query:
  /// the SDK opens `market://details?id=null` (``MappAppStoreLink``).
  /// `appStoreLinkNotHierarchical` for an opaque value, on which `getQueryParameter` throws.
  static func appStoreLinkIssue(_ place: String, _ value: String) -> PayloadIssue? {
    let link = MappAppStoreLink(value: value)
    guard let marketURI = link.marketURI else {
      return PayloadIssue(
        reason: "appStoreLinkNotHierarchical",
        message: "\(place) \(QuotedValue.plain(value)) is an opaque URI (its first ':' is not followed by '/'); the Android SDK reads "
          + "Uri.getQueryParameter(\"id\") of apx_aid (MessageActionHandler.openAppStore), which throws UnsupportedOperationException "
          + "for it, and the click activity only logs that (\"Error creating Open PlayStore Intent\"): no store opens; send a link "
          + "that carries the package, such as market://details?id=com.example.app",
        rule: Rule.storeAndroid)
    }
    guard link.applicationId == nil else { return nil }
    return PayloadIssue(
      reason: "appStoreLinkWithoutId",
      message: "\(place) \(QuotedValue.plain(value)) has no id query parameter; the Android SDK opens the store at "
        + "market://details?id=<Uri.getQueryParameter(\"id\") of apx_aid> (MessageActionHandler.openAppStore), so this one opens "
        + "\(marketURI); send a link that carries the package, such as market://details?id=com.example.app",
      rule: Rule.storeAndroid)
  }

  /// `getUriType` and `getPushOpenUriString`: the type, the URI, and the key the URI came from.
  static func actionUri(_ data: JSONObject) -> (type: String, uri: String, key: String?) {
    let type = ["apx_dpl", "apx_url", "apx_aid", "apx_inbox", "apx_url_internal", "push_destroy"]
      .first { data[$0] != nil } ?? ""
    for key in ["apx_dpl", "apx_aid", "apx_inbox"] {
      if let value = data[key]?.stringValue { return (type, value, key) }
    }
    for key in ["apx_url", "apx_url_internal"] {
      guard let value = data[key]?.stringValue else { continue }
      let uri = value.hasPrefix("http://") || value.hasPrefix("https://") ? value : "http://" + value
      return (type, uri, key)
    }
    return (type, "", nil)
  }
}
