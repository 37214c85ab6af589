extension MappPushData {
  /// The `internalUriType`s a body tap opens (`PushData.getContentUriType`); any other opens the
  /// app only (`KEY_LAUNCH_APP`).
  static let contentClickTypes: Set<String> = ["apx_url", "apx_aid", "apx_dpl"]

  /// The action buttons the Android SDK adds to its notification (`NotificationFactory.addButtons`,
  /// mapp-digital/Mapp-Engage-Android-SDK `internal/ui/push/base/NotificationFactory.kt`): one per
  /// button of the category `category` names (``MappCategory/named(_:)``), with the category's
  /// title, paired by position with ``foregroundActions``. A destructive category button
  /// dismisses (the SDK's dismiss broadcast, whatever its `fgAction`): its one action is
  /// `dismiss`. Another runs its foreground action: none when its `fgAction` has no key (the app
  /// opens), and none when there is no `fgAction` at its position (then nothing opens:
  /// ``categoryButtonLacksForegroundAction(_:)``). No category the SDK knows: no category buttons. `bgAction`s take
  /// no part. A GIF or video push (``isRichMedia``) then gets the SDK's "Play" button (no action
  /// here: it opens the media, `onRichPush`) and "Turn off" (destructive: `dismiss`).
  public var notificationButtons: [APXPushNotificationActionButton] {
    let buttons = (MappCategory.named(category)?.buttons ?? []) + (isRichMedia ? Self.richMediaButtons : [])
    return buttons.enumerated().map { index, button in
      let foreground = isRichMediaPlayButton(index) || index >= foregroundActions.count ? nil : foregroundActions[index]
      let actions = button.isDestructive ? [APXPushNotificationActionButtonAction(todo: .dismiss)] : foreground.map { [$0] } ?? []
      return APXPushNotificationActionButton(index: index, title: button.title, actions: actions)
    }
  }

  /// `type` is `gif` or `video` (`NotificationType.fromString`, exact): the SDK adds its Play and
  /// Turn off buttons after the category's.
  public var isRichMedia: Bool { type == "gif" || type == "video" }

  /// The SDK's rich-media buttons (`addSpecificButtons`: `Actions.Button.PLAY`, not destructive,
  /// `PUSH_RICH`; `TURN_OFF`, destructive, the dismiss broadcast).
  static let richMediaButtons = [MappCategory.Button("Play", isDestructive: false), MappCategory.Button("Turn off", isDestructive: true)]

  /// Whether the notification's button at `index` dismisses: a destructive category button, or
  /// the rich-media Turn off.
  func isDestructiveButton(_ index: Int) -> Bool {
    let category = MappCategory.named(category)?.buttons ?? []
    if index < category.count { return category[index].isDestructive }
    return isRichMedia && index == category.count + 1
  }

  /// Whether the button at `index` has the click type `DISMISS` (`PushUriType.toPushAction`: an
  /// `fgAction` of `apx_vc`, `apx_inbox` or `apx_url_internal`, or no `fgAction` at all): the
  /// SDK's click activity reports the click and finishes, opening nothing.
  func buttonOpensNothing(_ index: Int) -> Bool {
    if categoryButtonLacksForegroundAction(index) { return true }
    guard notificationButtons.indices.contains(index), let todo = notificationButtons[index].actions.first?.todo else { return false }
    return [.openViewController, .openInbox, .openInternalURL].contains(todo)
  }

  /// Whether the button at `index` is a non-destructive category button with no `fgAction` at
  /// its position (``foregroundActions`` is shorter): `addButtons` passes no uri type, and
  /// `PushUriType.toPushAction` maps none to `ClickType.DISMISS`, so the click activity reports
  /// the click and finishes (unlike an `fgAction` with no key, `KEY_LAUNCH_APP`).
  func categoryButtonLacksForegroundAction(_ index: Int) -> Bool {
    let buttons = MappCategory.named(category)?.buttons ?? []
    return buttons.indices.contains(index) && !buttons[index].isDestructive && index >= foregroundActions.count
  }

  /// The button whose extras a click on the button at `index` fires with. Every non-destructive
  /// category button gets `PendingIntent.getActivity(context, notificationId, intent,
  /// FLAG_UPDATE_CURRENT)` (`| FLAG_IMMUTABLE` on Android 12+) for an intent to the click
  /// activity with the action `com.appoxee.BUTTON_CLICKED`, the data `fgAction.getAction()` (none
  /// without an `fgAction` at its position) and, as extras, its `eventType` (`BUTTON1`…) and
  /// `clickType` (`PendingIntentProviderImpl.createCustomPendingIntent`, 3e09aa0;
  /// `NotificationFactory.addButtons`, 8168294). Android returns one PendingIntent for intents
  /// equal by `Intent.filterEquals` (action, data, type, package, component, categories; not the
  /// extras) with the same request code, and `FLAG_UPDATE_CURRENT` puts the last one's extras
  /// in it (AOSP `PendingIntentController.getIntentSender`: `replaceExtras`). So the buttons
  /// whose data are equal all fire with the last one's extras: its click type and event type.
  /// The body (`com.appoxee.PUSH_OPENED`), Play (`com.appoxee.RICH_PUSH`) and the dismiss
  /// broadcast (identical extras for every destructive button) never share a button's.
  func pendingIntentButton(_ index: Int) -> Int {
    Self.pendingIntentButton(index, category: MappCategory.named(category), foregroundActions: foregroundActions)
  }

  /// ``pendingIntentButton(_:)`` for the buttons of `category` paired with `foregroundActions`
  /// (the decoder's lint asks before the push data exists).
  static func pendingIntentButton(
    _ index: Int, category: MappCategory?, foregroundActions: [APXPushNotificationActionButtonAction?]
  ) -> Int {
    let buttons = category?.buttons ?? []
    guard let data = clickIntentData(index, buttons: buttons, foregroundActions: foregroundActions) else { return index }
    return buttons.indices.last { clickIntentData($0, buttons: buttons, foregroundActions: foregroundActions) == data } ?? index
  }

  /// The data of the click intent of the non-destructive category button at `index`, as
  /// `.some(nil)` when it has none, or `nil` for another button: `FgAction.getAction()` (the
  /// value of its uri type's key, `"launch_app"` for an `fgAction` with no key, f7d0e7c), or no
  /// data when there is no `fgAction` at its position.
  static func clickIntentData(
    _ index: Int, buttons: [MappCategory.Button], foregroundActions: [APXPushNotificationActionButtonAction?]
  ) -> String?? {
    guard buttons.indices.contains(index), !buttons[index].isDestructive else { return nil }
    guard index < foregroundActions.count else { return .some(nil) }
    return .some(foregroundActions[index].map { $0.value ?? "" } ?? "launch_app")
  }

  /// Whether the button at `index` is the rich-media Play button.
  func isRichMediaPlayButton(_ index: Int) -> Bool {
    isRichMedia && index == (MappCategory.named(category)?.buttons.count ?? 0)
  }
}
