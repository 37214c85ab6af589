extension SimulatedDevice {
  /// The user taps a displayed notification, or one of its buttons. On Android, the id or tag
  /// `ranker_group` names the system's bundle summary while it is shown (R-A-24).
  ///
  /// - Parameters:
  ///   - matcher: which notification (`.latest` by default).
  ///   - button: a button by index or id; `nil` taps the notification itself.
  ///   - text: iOS: what the person types into a text-input action's field and sends (R-iOS-18,
  ///     app key `textInputActions`); `nil` sends none (`userText` is then empty).
  /// - Throws: ``DeviceError`` when no shown notification matches, or it has no such button;
  ///   when `text` is given for a tap that takes none (``typedText(_:on:buttonIndex:)``); on
  ///   Android, when the button is past the third, which Android does not show
  ///   (``AndroidActionLimit``), when Do Not Disturb hides it from the shade (`dnd: hidden`), or hides the
  ///   system's bundle summary with every notification it bundles.
  public func tap(_ matcher: NotificationMatcher = .latest, button: ButtonSelector? = nil, text: String? = nil) throws(DeviceError) {
    if namesAutoGroupSummary(matcher) {
      guard button == nil, text == nil else { throw DeviceError("the system's bundle summary (\(AndroidAutoGroup.groupKey)) has no buttons") }
      try refuseHiddenAutoGroupSummary("tap")
      return tapAutoGroupSummary()
    }
    let displayed = try find(matcher, for: "tap")
    let buttonIndex = try resolve(button, on: displayed)
    let userText = try typedText(text, on: displayed, buttonIndex: buttonIndex)
    switch platform {
    case .iOS: tapIOS(displayed, buttonIndex: buttonIndex, userText: userText)
    case .android:
      guard buttonIndex == nil || displayed.postedBySDK else {
        throw DeviceError("notification \(QuotedValue.plain(displayed.id)) has no buttons: the FCM SDK's notifications have none")
      }
      // The template shows the first three actions only (AndroidActionLimit).
      if let buttonIndex,
        let refusal = AndroidActionLimit.tapRefusal(index: buttonIndex, of: displayed.content.buttons, notification: displayed.id)
      {
        throw DeviceError(refusal)
      }
      tapAndroid(displayed, buttonIndex: buttonIndex)
    case .web: tapWeb(displayed, buttonIndex: buttonIndex)
    }
  }

  /// The user swipes a notification away. On Android, the id or tag `ranker_group` names the
  /// system's bundle summary while it is shown (R-A-24): swiping it away removes the bundle.
  ///
  /// iOS tells the app nothing unless the category asked for `customDismissAction` (R-iOS-19);
  /// the web fires `notificationclose` (R-W-12). On Android a notification the FCM SDK displayed
  /// sends the SDK's dismiss broadcast, which starts a killed app's process and which
  /// FlutterFire hands to Dart as an empty message (row xf10, `sendFCMDeleteIntent(of:)`).
  ///
  /// - Throws: ``DeviceError`` when no shown notification matches; on Android, when Do Not
  ///   Disturb hides it from the shade (`dnd: hidden`), or hides the system's bundle summary
  ///   with every notification it bundles.
  public func dismiss(_ matcher: NotificationMatcher = .latest) throws(DeviceError) {
    if namesAutoGroupSummary(matcher) {
      try refuseHiddenAutoGroupSummary("dismiss")
      return dismissAutoGroupSummary()
    }
    let displayed = try find(matcher, for: "dismiss")
    remove(displayed, reason: "dismiss")
    if platform == .web {
      webWorkerLatestEvent = now
      webKitFunctionalEventStarted(takes: .zero)
      emit("delegate.notificationclose", ["notification": .string(displayed.id)])
      delegate?.notificationClose(displayed.push)
    }
    if platform == .iOS, let category = displayed.content.category, app.customDismissActionCategories.contains(category) {
      dismissActionIOS(displayed)
    }
  }

  /// The shown notification a matcher designates.
  func find(_ matcher: NotificationMatcher, for action: String) throws(DeviceError) -> DisplayedNotification {
    let found: DisplayedNotification?
    switch matcher {
    case .latest: found = tray.latest
    case .id(let id): found = tray.notification(id: id)
    case .tag(let tag): found = tray.notification(tag: tag) ?? tray.notifications.last { $0.tag.map { TrayIndex.sameKey($0, tag) } == true }
    }
    guard let found else {
      let shown = notificationList.map { n in
        QuotedValue.key(n.id) + (n.tag.map { " (tag \(QuotedValue.key($0)))" } ?? "")
      }
      throw DeviceError(
        "cannot \(action) \(matcher) on device \(QuotedValue.plain(id)): no such notification is shown; "
          + (shown.isEmpty ? "nothing is shown" : "shown: " + QuotedValue.list(shown)) + autoGroupSummaryHint(for: action))
    }
    // Android: Do Not Disturb keeps it out of the shade and the lock screen, so the user cannot
    // reach it; the app still can (`removeDeliveredNotifications`, its SDK's calls).
    if let hiding = doNotDisturbHiding(found) {
      throw DeviceError(
        "cannot \(action) \(matcher) on device \(QuotedValue.plain(id)): notification \(QuotedValue.plain(found.id)) is hidden "
          + "by Do Not Disturb (dndReason \(hiding.reason.rawValue)): posted, but out of the shade and the lock screen until "
          + "a set step turns doNotDisturb off or changes its policy to show it")
    }
    // A tap or a dismissal reads the push many times: decode it once.
    return found.withPushDecoded()
  }

  /// What a refusal to `action` a notification says of Android's bundle summary while the
  /// system shows it (R-A-24): it is on screen but it is not the app's notification. The user
  /// taps or dismisses it by the id or tag `ranker_group`; the app cannot remove it (its cancel
  /// reaches its own notifications, not the system's summary, which goes when the last
  /// notification it bundles goes), so for `remove` it is not offered as a target.
  func autoGroupSummaryHint(for action: String) -> String {
    guard platform == .android, androidAutoGroup.summaryShown else { return "" }
    let key = AndroidAutoGroup.groupKey
    guard action == "remove" else {
      return "; the system's bundle summary is shown too, not the app's notification: \(action) it by the id or tag \"\(key)\""
    }
    return "; the system's bundle summary (\"\(key)\") is shown too, but it is the system's, not the app's: "
      + "the app cannot remove it, and it goes when the last notification it bundles is removed"
  }

  /// The index of a selected button.
  func resolve(_ button: ButtonSelector?, on displayed: DisplayedNotification) throws(DeviceError) -> Int? {
    guard let button else { return nil }
    let buttons = displayed.content.buttons
    let ids = buttons.map(\.id)
    let list = ids.isEmpty ? "it has no buttons" : "its buttons are " + QuotedValue.list(ids.enumerated().map { "\($0) \(QuotedValue.plain($1))" })
    switch button {
    case .index(let index):
      guard buttons.indices.contains(index) else {
        throw DeviceError("notification \(QuotedValue.plain(displayed.id)) has no button \(index); \(list)")
      }
      return index
    case .id(let buttonID):
      guard let index = ids.firstIndex(of: buttonID) else {
        throw DeviceError("notification \(QuotedValue.plain(displayed.id)) has no button \(QuotedValue.plain(buttonID)); \(list)")
      }
      return index
    }
  }
}

extension SimulatedDevice {
  /// The app removes delivered notifications by id (iOS
  /// `removeDeliveredNotifications(withIdentifiers:)`, R-iOS-26; Android
  /// `NotificationManager.cancel`; web `notification.close()`). Ids not shown are ignored.
  public func removeDeliveredNotifications(withIdentifiers ids: [String]) {
    for id in ids {
      if let shown = tray.notification(id: id) { remove(shown, reason: "app") }
    }
  }

  /// The app removes the notification shown with a tag (Android `cancel(tag, id)`, web
  /// `getNotifications({tag})` then `close()`).
  public func removeDeliveredNotifications(withTag tag: String) {
    for shown in tray.notifications where shown.tag.map({ TrayIndex.sameKey($0, tag) }) == true { remove(shown, reason: "app") }
  }

  /// The app removes the notifications `matcher` designates: by id
  /// (``removeDeliveredNotifications(withIdentifiers:)``), by tag
  /// (``removeDeliveredNotifications(withTag:)``), or the newest shown (`latest`). None shown is
  /// no error, as for the platforms' calls.
  public func removeDeliveredNotifications(matching matcher: NotificationMatcher) {
    switch matcher {
    case .id(let id): removeDeliveredNotifications(withIdentifiers: [id])
    case .tag(let tag): removeDeliveredNotifications(withTag: tag)
    case .latest: if let latest = tray.latest { remove(latest, reason: "app") }
    }
  }

  /// The app removes every delivered notification (`removeAllDeliveredNotifications`,
  /// `cancelAll`), in the list's order (``notificationList``). Android's `cancelAll` (AOSP `cancelAllNotificationsInt`)
  /// cancels each of the app's notifications as it walks its list, from the end: oldest first,
  /// a group summary's children in their own turn (`app`, not `groupSummaryCancelled`); only
  /// then does it cancel the rest of each summary's group, of which nothing is left.
  public func removeAllDeliveredNotifications() {
    let all = notificationList
    for shown in all { remove(shown, reason: "app", cancelsGroup: false) }
    for shown in all { cancelGroupChildren(of: shown, reason: "app") }
  }

  /// The app sets its badge (iOS `UNUserNotificationCenter.setBadgeCount(_:)`,
  /// `applicationIconBadgeNumber`): `badge` when it changes; an embedded SDK that swizzles the
  /// setters hears of it (OneSignal stores it as its cached count). From a number to 0 iOS also removes
  /// the app's notifications from Notification Center (`notification.removed`, reason
  /// `badgeCleared`; ``DeviceOptions/iosZeroBadgeClearsNotifications``).
  ///
  /// - Throws: `DeviceError` on Android and the web, where the launcher or the browser keeps no
  ///   count the app sets this way, and for a negative count.
  public func setBadgeCount(_ count: Int) throws(DeviceError) {
    guard platform == .iOS else {
      throw DeviceError(
        "cannot set the badge count on \(platform) device \(QuotedValue.plain(id)): the app badge count is iOS's "
          + "(setBadgeCount, applicationIconBadgeNumber); Android launchers and browsers count notifications themselves")
    }
    guard count >= 0 else {
      throw DeviceError(
        "cannot set the badge count of device \(QuotedValue.plain(id)) to \(count): expected 0 or more (0 removes the badge; iOS takes a negative count as 0)")
    }
    embeddedSDK?.appSetBadge(count, context: sdkContext())
    // A badge never set reads 0: setting 0 changes nothing.
    if count != tray.badge ?? 0 { setBadge(count) }
  }
}
