/// The Mapp Engage (Appoxee) SDK on a device (VENDORS.md §3, the "Push Payload Details" page,
/// docs/Mapp.md).
///
/// - Only its own pushes: a push without Mapp's message id `p` (Android: blank) is left to the
///   app's other handlers (the plain platform callbacks run).
/// - iOS (modelled; the SDK is closed): the system shows `aps`. In the foreground the SDK, as the
///   notification center's delegate, answers `willPresent` with its
///   `showNotificationsOnForeground` setting (the app key of that name, default `false` as in
///   `Appoxee.h`). A silent
///   push (`isSilent`) or a trigger update (`isTriggerUpdate`, a `silent_type` command) reaches
///   `appoxee(_:handledRemoteNotification:andIdentifer:)` through didRRN with an empty action
///   identifier, presents nothing, and the command runs (`sys_opt_in`, `sys_set_alias`). A tap
///   (forwarded by the app to `userNotificationCenter(_:didReceive:withAppoxeeCompletionHandler:)`)
///   reaches the same method with the action identifier and `didLaunchApp`; a tapped button
///   runs its actions (tags and custom fields change the installation; URLs, deep links and
///   phone numbers are recorded, never opened); a rich push (`ios_apx_media`) then opens its rich
///   message: it joins the inbox and `appoxee(_:handledRichContent:didLaunchApp:)` runs.
/// - Android (from the SDK's source and the "Notification Broadcast Receiver" page): the SDK's
///   `FirebaseMessagingService` takes Mapp's data messages. A silent push (`content_available`
///   `"true"`, with or without a `silent_type` command) runs its command and `onSilent`; otherwise
///   (also a `silent_type` without `content_available`, whose command never runs) the SDK posts the
///   notification (title `push_title`, text and big text `big_text_body`, the buttons) on
///   its own channel `<package>_CHANNEL_ID` as
///   its `notificationMode` allows (`BACKGROUND_AND_FOREGROUND`, `BACKGROUND_ONLY`, the default:
///   not while the app is in focus, `SILENT_ONLY`: never) and calls `onReceived` in every mode. A tap: `onOpened` and the
///   push's `actionUri` (recorded; an `apx_dpl` starts the SDK's `com.appoxee.VIEW_DEEPLINK`
///   intent, ``MappDeepLinkIntent``); the buttons are those of the category `category` names
///   (``MappCategory``): one calls `onButtonClick`, then runs its `fgAction` (with none at its position nothing opens; a `bgAction` is never
///   run), a destructive one dismisses (`onDismissed`), and a button leaves a notification posted under the id 0 shown (the SDK
///   cancels only other ids); a store click records the `market://` link the SDK opens (``MappAppStoreLink``); a dismissal: `onDismissed`.
///
/// `didLaunchApp` is `true` when the push launched the app's process: a tap on a terminated
/// app, or a silent push that launched it into the background.
final class MappRuntime: EmbeddedSDK {
  /// The shared instance the app sets its delegate on.
  let appoxee = Appoxee()

  // MARK: iOS

  /// With the Basic Automated Setup (`engageAndAutoIntegrateWithLaunchOptions:andDelegate:with:`)
  /// "the SDK is the delegate and decides whether a notification is shown in the foreground"
  /// (Mapp's "Foreground Notifications" page). The SDK is closed: what it answers for a push
  /// without `p` is not public, so the `iosForegroundPresentDefault` knob decides it.
  var iosIsNotificationCenterDelegate: Bool { true }

  func iosWillPresent(_ push: IncomingPush, context: SDKContext) -> [SDKEffect]? {
    guard case .success(let notification) = MappPushDecoder.decodeIOS(push) else { return nil }
    // Silent pushes and trigger updates "do not present an alert to the user" (Mapp's payload
    // page): the SDK's answer is none for them, even with an alert (the warning
    // `triggerUpdateWithAlert`; in the background iOS shows that alert anyway).
    if notification.presentsNothing { return [.present([])] }
    return [.present(context.app.mappShowsNotificationsOnForeground ? [.banner, .list, .sound, .badge] : [])]
  }

  func iosRemoteNotification(_ push: IncomingPush, context: SDKContext) -> [SDKEffect]? {
    guard case .success(let notification) = MappPushDecoder.decodeIOS(push, didLaunchApp: !context.wasRunning) else {
      return nil
    }
    // A visible push is handed over when the user acts on it; only what presents nothing is
    // handled on arrival.
    guard notification.presentsNothing else { return [] }
    return command(notification.silentType, notification.silentData)
      + [.mapp(.handledRemoteNotification(notification, actionIdentifier: ""))]
  }

  // MARK: Android

  func androidMessage(_ push: IncomingPush, context: SDKContext) -> [SDKEffect]? {
    let data: MappPushData
    switch MappPushDecoder.decodeAndroid(push) {
    case .success(let decoded): data = decoded
    case .failure(let issue) where issue.reason == "notMapp" || issue.reason == "blankMessageId" || issue.reason == "notAndroid":
      return nil
    case .failure(let issue):
      // The SDK's JSON parsing throws: the push is lost.
      return [.drop(reason: issue.reason, message: issue.message)]
    }
    // Silent on `content_available` alone (PushManagerImpl.handlePushMessage); a `silent_type`
    // without it is a regular push whose command never runs.
    if data.isSilent {
      return command(data.silentType, data.silentData) + [.mapp(.broadcast(.onSilent, data))]
    }
    // Whatever the mode keeps from showing, the SDK still broadcasts the push as received (its
    // PushManagerImplTest: "still broadcasts regular push event").
    switch context.app.mappNotificationMode {
    case .silentOnly:
      return [
        .drop(reason: "notificationMode", message: "notificationMode SILENT_ONLY: the Mapp SDK shows no notification; onReceived still runs"),
        .mapp(.broadcast(.onReceived, data)),
      ]
    case .backgroundOnly where context.inFocus:
      return [
        .drop(
          reason: "notificationMode",
          message: "notificationMode BACKGROUND_ONLY (the SDK's default): the Mapp SDK shows nothing while the app is in the foreground; onReceived still runs"),
        .mapp(.broadcast(.onReceived, data)),
      ]
    case .backgroundOnly, .backgroundAndForeground:
      var content = push.notification
      content.title = data.title
      // NotificationFactory: setContentText(bigText ?: "") and BigTextStyle().bigText(bigText);
      // `alert` is not shown. A missing big_text_body is the empty text, as an empty one.
      content.body = data.content ?? ""
      content.category = data.category
      content.badge = data.badgeNumber
      content.sound = data.sound
      content.launchURL = data.actionUri.isEmpty ? nil : data.actionUri
      // NotificationFactory.addButtons: the category's buttons, not the payload's.
      content.buttons = data.notificationButtons.map { button in
        NotificationButton(id: "apx_button_\(button.index)", title: button.title)
      }
      var extras = JSONObject()
      if let bigText = data.content { extras["bigText"] = .string(bigText) }
      // The SDK creates its channel (`PushContainer`: "<package>_CHANNEL_ID") and posts under
      // the clock in tenths of a second: a push within the same tenth replaces the last one.
      let notificationID = MappNotificationID(epochSeconds: context.options.clockEpochSeconds, now: context.now)
      let display = SDKDisplay(
        id: push.notification.id, content: content, replacementKey: notificationID.replacementKey,
        channel: context.options.packageName + "_CHANNEL_ID", createsChannel: true, extras: extras)
      return [
        .display(display),
        .mapp(.broadcast(.onReceived, data)),
      ]
    }
  }

  // MARK: Taps and dismissals

  func opened(_ notification: DisplayedNotification, buttonIndex: Int?, context: SDKContext) -> [SDKEffect]? {
    switch context.platform {
    case .iOS: openedIOS(notification, buttonIndex: buttonIndex, context: context)
    case .android: openedAndroid(notification, buttonIndex: buttonIndex, app: context.app)
    case .web: nil
    }
  }

  func openedIOS(_ shown: DisplayedNotification, buttonIndex: Int?, context: SDKContext) -> [SDKEffect]? {
    let didLaunchApp = !context.wasRunning
    guard case .success(let notification) = MappPushDecoder.decodeIOS(shown.push, didLaunchApp: didLaunchApp) else {
      return nil
    }
    let actionIdentifier = buttonIndex.map { shown.content.buttons[$0].id } ?? SimulatedDevice.defaultActionIdentifier
    var effects: [SDKEffect] = []
    if let buttonIndex {
      effects += buttonEffects(notification.pushAction?.actionButtons, index: buttonIndex)
    } else if case .string(let link)? = notification.extraFields["apx_dpl"], !link.isEmpty {
      effects.append(.action(type: "deepLink", parameters: ["url": .string(link)], result: "recorded, not opened"))
    }
    effects.append(.mapp(.handledRemoteNotification(notification, actionIdentifier: actionIdentifier)))
    if notification.isRich {
      // The message's post date is when the push arrived, not when the user opens it nor when a
      // Scheduled Summary showed it.
      let arrived = context.options.clockEpochSeconds + shown.arrivedAt.offset.components.seconds
      let message = APXRichMessage(opening: notification, postDate: arrived)
      if !appoxee.inboxMessages.contains(where: { $0.uniqueID == message.uniqueID }) { appoxee.inboxMessages.append(message) }
      effects.append(.mapp(.handledRichContent(message, didLaunchApp: didLaunchApp)))
    }
    return effects
  }

  func openedAndroid(_ shown: DisplayedNotification, buttonIndex: Int?, app: AppBehavior) -> [SDKEffect]? {
    guard case .success(let data) = MappPushDecoder.decodeAndroid(shown.push) else { return nil }
    if let tapped = buttonIndex {
      // Buttons whose click intents are equal share one PendingIntent, which fires with the last
      // one's extras (its click type): the click is that button's.
      let buttonIndex = data.pendingIntentButton(tapped)
      let click = SDKEffect.mapp(.broadcast(
        .onButtonClick, data, buttonIndex: tapped, pendingIntentOf: buttonIndex == tapped ? nil : buttonIndex))
      // A destructive button's PendingIntent is the SDK's dismiss broadcast
      // (createDismissPendingIntent): onDismissed, no click. Another runs its foreground action
      // (bgActions are never run) and onButtonClick.
      if data.isDestructiveButton(buttonIndex) { return [.mapp(.broadcast(.onDismissed, data))] }
      if data.buttonOpensNothing(buttonIndex) { return [click] }
      if data.isRichMediaPlayButton(buttonIndex) {
        // FullScreenActivity: PUSH_RICH to the app, then the media in the SDK's own view.
        return [
          .mapp(.broadcast(.onRichPush, data)),
          .action(type: "openRichPush", parameters: ["uri": .string(data.iosApxMedia ?? "")], result: "recorded, not opened"),
        ]
      }
      // FullScreenActivity.handleIntent sends the click broadcast (onButtonClick) before it
      // starts what the click opens, as for a body tap. An apx_dpl button: the SDK's
      // com.appoxee.VIEW_DEEPLINK intent (MappDeepLinkIntent).
      let actions = MappDeepLinkIntent(data, buttonIndex: buttonIndex).map { [$0.effect(type: "openURLScheme", key: "value", app: app)] }
        ?? buttonEffects(data.notificationButtons, index: buttonIndex).map { withStoreURI($0, data, buttonIndex: buttonIndex) }
      return [click] + actions
    }
    var effects: [SDKEffect] = [.mapp(.broadcast(.onOpened, data))]
    // PushData.getContentUriType: only apx_url, apx_aid and apx_dpl (a tel: one the dialer) open
    // something; apx_inbox, apx_url_internal and push_destroy fall back to KEY_LAUNCH_APP.
    if let deepLink = MappDeepLinkIntent(data, buttonIndex: nil) {
      effects.append(deepLink.effect(type: data.internalUriType, key: "uri", app: app))
    } else if !data.actionUri.isEmpty, MappPushData.contentClickTypes.contains(data.internalUriType) {
      effects.append(withStoreURI(
        .action(type: data.internalUriType, parameters: ["uri": .string(data.actionUri)], result: "recorded, not opened"),
        data, buttonIndex: nil))
    }
    return effects
  }

  /// A store click's `action.executed` gains `storeURI`, the `market://details?id=…` link
  /// `MessageActionHandler.openAppStore` starts (``MappAppStoreLink``); other effects are kept.
  func withStoreURI(_ effect: SDKEffect, _ data: MappPushData, buttonIndex: Int?) -> SDKEffect {
    guard case .action(let type, var parameters, let result) = effect,
      case .store(let link)? = MappExternalIntent(data, buttonIndex: buttonIndex)
    else { return effect }
    // An opaque value: getQueryParameter throws, the click activity logs it, no store opens.
    parameters["storeURI"] = link.marketURI.map(JSONValue.string) ?? .null
    return .action(type: type, parameters: parameters, result: result)
  }

  /// Android: whether a click on the button at `buttonIndex` takes the notification away. No
  /// system auto-cancel applies to an action button; the SDK cancels it itself, only
  /// `if (notificationId != 0)`: `FullScreenActivity.handleIntent` (f9460d8) for a button to the
  /// click activity (`createCustomPendingIntent` puts the id), `MappInternalBroadcastReceiver`
  /// for the dismiss broadcast of a destructive button or the rich-media Turn off. The id is
  /// the clock in tenths of a second cut to 32 bits (``MappNotificationID``), 0 at 0 to 99 ms
  /// past every 2^32 tenths: then the notification stays. (A body tap's content intent carries no id, but the
  /// notification is `setAutoCancel(true)`: the system cancels it whatever the id.)
  func androidButtonCancelsNotification(_ notification: DisplayedNotification, buttonIndex: Int) -> Bool {
    MappNotificationID(replacementKey: notification.replacementKey)?.value != 0
  }

  /// Android: a destructive button, and the rich-media Turn off (not the non-destructive Turn
  /// off of the category `apx_specific_android`), cancel after the click is handled. Their
  /// dismiss broadcast reaches `MappInternalBroadcastReceiver` (the `internal/ui/` version),
  /// which reports the dismissal, calls the app's `onDismissed` (`notifyClientApp`) and only
  /// then cancels (`if (notificationId != 0)`), in that order in one coroutine; the SDK's
  /// `MappInternalBroadcastReceiverUnitTest` checks it (`coVerifyOrder`: `sendReportEvent`,
  /// `notifyClientApp`, `dismissNotification`). Another button goes through the click activity,
  /// which cancels first (`FullScreenActivity.handleIntent`).
  func androidButtonCancelsAfterClick(_ notification: DisplayedNotification, buttonIndex: Int) -> Bool {
    guard case .success(let data) = MappPushDecoder.decodeAndroid(notification.push) else { return false }
    return data.isDestructiveButton(buttonIndex)
  }

  /// Android: a destructive category button sends the SDK's dismiss broadcast, and a button
  /// whose click type is `DISMISS` (`apx_vc`, `apx_inbox`, `apx_url_internal`, no `fgAction`) finishes the SDK's
  /// click activity at once: neither opens an activity of the app. Everything else goes
  /// through the SDK's click activity to the app.
  /// A deep link (`apx_dpl`, a tap or an `apx_dpl` button) goes where the SDK's
  /// `com.appoxee.VIEW_DEEPLINK` intent goes (``MappDeepLinkIntent``): the app's activity for it,
  /// else nowhere (`MessageActionHandler.openDeepLink` only logs; the click activity finishes).
  /// A body tap or a button click on a landing page, a store link or a `tel:` link starts another
  /// app's intent (``MappExternalIntent``), never the app's launcher.
  func androidTapTarget(_ notification: DisplayedNotification, buttonIndex: Int?, app: AppBehavior) -> AndroidTapTarget {
    guard case .success(let data) = MappPushDecoder.decodeAndroid(notification.push) else { return .appActivity(link: nil) }
    let buttonIndex = buttonIndex.map(data.pendingIntentButton)
    if let buttonIndex, data.isDestructiveButton(buttonIndex) || data.buttonOpensNothing(buttonIndex) { return .trampoline }
    if let external = MappExternalIntent(data, buttonIndex: buttonIndex) { return external.target(app: app) }
    return MappDeepLinkIntent(data, buttonIndex: buttonIndex)?.target(app: app) ?? .appActivity(link: nil)
  }

  /// The SDK's click activity (`FullScreenActivity.handleIntent`) sends the click broadcast, then
  /// starts an intent of its own that carries none of the push's data: for a deep link the `com.appoxee.VIEW_DEEPLINK` intent
  /// (`MessageActionHandler.openDeepLink`: action, data, package and flags only), which reaches
  /// an alive activity in `onNewIntent`; for a tap that only opens the app the launcher intent
  /// (`openLaunchActivity`: `getLaunchIntentForPackage`, `FLAG_ACTIVITY_NEW_TASK`), which brings
  /// a running task forward without reaching any activity and creates the launcher activity
  /// only when none exists. The deep-link intent, and a landing page the app's activity
  /// handles (`openLandingPageExternal`), are `NEW_TASK` intents that are not the task's root,
  /// without `CLEAR_TOP` or `SINGLE_TOP`: the app's launch mode decides how an alive activity
  /// gets them (a `standard` one is created anew on top).
  func androidActivityStart(app: AppBehavior, activityAlive: Bool, opensLauncher: Bool) -> AndroidActivityStart? {
    var start = AndroidActivityStart.newTask(activityAlive: activityAlive, opensLauncher: opensLauncher, carriesPushData: false)
    start.followsLaunchMode = !opensLauncher
    return start
  }

  /// The Play button of a GIF or video push is not a launcher tap: the click activity's
  /// `OPEN_RICH_PUSH` branch hands the push to `ActivityLifecycleHandler.handleRichPush`, which
  /// shows the media dialog in the launcher activity while it is started (PushSim: the app in
  /// the foreground; no activity gets an intent) and otherwise calls `startMainActivity(pushData)`:
  /// the launcher intent with its action set to `OPEN_RICH_PUSH` and the push as an extra, not
  /// the task's root intent, so it reaches the alive activity (`onNewIntent`) or creates one,
  /// carrying the push (traced as its data map). Its only flag is `getLaunchIntentForPackage`'s
  /// `FLAG_ACTIVITY_NEW_TASK` (`LibraryExtensions.getLaunchingIntent(startNew = false)` adds none),
  /// so, as the deep-link intent, it follows the app's launch mode: a `standard` activity is
  /// created anew on top.
  func androidActivityStart(
    _ notification: DisplayedNotification, buttonIndex: Int?, stateBefore: AppState, app: AppBehavior, activityAlive: Bool,
    opensLauncher: Bool
  ) -> AndroidActivityStart? {
    if let buttonIndex, stateBefore != .foreground, case .success(let data) = MappPushDecoder.decodeAndroid(notification.push),
      data.isRichMediaPlayButton(buttonIndex)
    {
      var start = AndroidActivityStart.newTask(activityAlive: activityAlive, opensLauncher: false, carriesPushData: true)
      start.followsLaunchMode = true
      return start
    }
    return androidActivityStart(app: app, activityAlive: activityAlive, opensLauncher: opensLauncher)
  }

  func removed(_ notification: DisplayedNotification, reason: String, context: SDKContext) -> [SDKEffect] {
    guard context.platform == .android, reason == "dismiss", notification.postedBySDK,
      case .success(let data) = MappPushDecoder.decodeAndroid(notification.push)
    else { return [] }
    // The SDK's dismiss intent reaches the app's manifest receiver: a killed app's process
    // starts for it.
    return [.launch(reason: "notificationDismissed"), .mapp(.broadcast(.onDismissed, data))]
  }

  // MARK: Actions

  /// What a trigger update's command changes (`sys_opt_in`, `sys_set_alias`); other commands are
  /// recorded.
  func command(_ silentType: String?, _ silentData: String?) -> [SDKEffect] {
    guard let silentType, !silentType.isEmpty else { return [] }
    let data = silentData ?? ""
    switch silentType {
    case "sys_opt_in":
      return [.installation(data.lowercased() == "false" ? .unsubscribe : .subscribe)]
    case "sys_set_alias":
      return [.installation(.setProperties(["alias": .string(data)]))]
    default:
      return [.action(
        type: silentType, parameters: ["silentData": .string(data)], result: "not a command PushSim models; recorded")]
    }
  }

  /// The actions of the tapped button, background actions first.
  func buttonEffects(_ buttons: [APXPushNotificationActionButton]?, index: Int) -> [SDKEffect] {
    guard let button = buttons?.first(where: { $0.index == index }) else { return [] }
    return button.actions.flatMap(effects(of:))
  }

  /// One button action.
  func effects(of action: APXPushNotificationActionButtonAction) -> [SDKEffect] {
    let value = action.value ?? ""
    let parameters: JSONObject = ["value": .string(value)]
    switch action.todo {
    case .set? where action.type == .tag:
      return [.installation(.addTags([value]))]
    case .remove? where action.type == .tag:
      return [.installation(.removeTags([value]))]
    case .set?:
      return [.installation(.setProperties([action.name ?? value: .string(value)]))]
    case .remove?:
      return [.installation(.removeProperties([action.name ?? value]))]
    case .increment?:
      return [.installation(.incrementProperty(action.name ?? value, by: Int64(value) ?? 1))]
    case .openURLScheme?, .openWebSite?, .openAppStore?, .openViewController?, .dialNumber?, .openInbox?, .openInternalURL?:
      return [.action(type: action.todo?.rawValue ?? "", parameters: parameters, result: "recorded, not opened")]
    case .dismiss?:
      return [.action(type: "dismiss", parameters: JSONObject(), result: "notification closed")]
    case nil:
      return [.action(type: "unknown", parameters: parameters, result: "skipped: the SDK does not know this action")]
    }
  }
}
