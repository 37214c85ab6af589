import Foundation

/// The WonderPush SDK on a device: what it does with its own pushes before the app sees them
/// (VENDORS.md §2; the WonderPush "Optional data payload" page).
///
/// - Android (the SDK's `FirebaseMessagingService`, for `_wp` data messages): a push whose `@`
///   names another installation is ignored; otherwise it runs the `receiveActions`, calls the
///   app's `onNotificationReceived` with the lenient data-map payload, and posts the
///   notification built from `alert` (tag: `alert.tag`, else the campaign id) unless the push is
///   silent or `alert.autoDrop`.
///   With Cordova that callback does not happen when the app was not running; with Flutter only
///   with a dart entry point.
/// - iOS: the system shows `aps`; the received callback comes with didRRN, so it needs
///   `content-available: 1` and a real device (`realDevice`). In the foreground the SDK answers
///   `willPresent`: shown, unless `apsForeground.autoDrop` or `autoOpen`. Its service extension (the app's
///   `"serviceExtension": "sdk"`) adds `alert.buttons` as actions and `attachments`.
/// - The web: the service worker shows `alert` for every push (no silent web push); the app's
///   `push` listener gets `event.data.json()`, its `notificationclick` `event.notification.data`
///   (the delegate is for mobile apps only).
/// - On a tap, anywhere: `onNotificationOpened(buttonIndex)` (-1 for the notification itself, as
///   the SDK passes), then the notification's `actions`, or the tapped button's actions instead.
/// - The app's deep-link delegate (``AppBehavior/wonderPushURLForDeepLink``) may rewrite or cancel
///   the URLs the SDK opens: on Android when it builds a notification's intents, on iOS when a tap
///   opens a URL; a `link`, `rating` or `mapOpen` action asks it on both
///   (WonderPushRuntime+DeepLink.swift, WonderPushRuntime+StoreAndMap.swift).
final class WonderPushRuntime: EmbeddedSDK {
  /// The method names the app registered for `method` actions.
  let methods: [String]
  /// What the app's deep-link delegate answers, or `nil` when it leaves URLs alone
  /// (``AppBehavior/wonderPushURLForDeepLink``).
  let urlForDeepLink: [WonderPushDeepLinkRule]?
  /// Android: the app's package name, for the `rating` action's store page.
  let packageName: String
  /// iOS: the app's Info.plist `itunesAppID` (``AppBehavior/itunesAppID``), without which the
  /// `rating` action opens nothing.
  let itunesAppID: String?

  init(
    methods: [String], urlForDeepLink: [WonderPushDeepLinkRule]? = nil, packageName: String = DeviceOptions().packageName,
    itunesAppID: String? = nil
  ) {
    self.methods = methods
    self.urlForDeepLink = urlForDeepLink
    self.packageName = packageName
    self.itunesAppID = itunesAppID
  }

  /// The only timer: iOS stops waiting for the deep-link delegate's completion handler
  /// (``openTimedOut(_:)``).
  func timerFired(_ name: String, context: SDKContext) -> [SDKEffect] { openTimedOut(name) ?? [] }

  /// The channel the SDK posts on when the alert names none, or one the app did not create
  /// (`WonderPushUserPreferences`' default channel id, unless the app sets another).
  static let defaultChannel = "default"

  // MARK: Reception

  func androidMessage(_ push: IncomingPush, context: SDKContext) -> [SDKEffect]? {
    guard case .success(let wp) = WonderPushDecoder.decode(push) else { return nil }
    if let target = wp.targetedInstallation, target != context.installationID {
      return [.drop(
        reason: "otherInstallation",
        message: "_wp.@ targets installation \(QuotedValue.plain(target)); this device's is \"\(context.installationID)\" (installationId option): the SDK ignores the push")]
    }
    // The delegate hears of the push before the notification is built (WP-A NotificationManager).
    // Then the reception receipt (`onReceivedNotification`, WonderPushRuntime+Receipt.swift).
    var effects = wp.receiveActions.flatMap { actionEffects($0, platform: .android) }
      + receiptEffects(wp, platform: .android) + [received(wp, context: context)]
    // WP-A `onReceivedNotification`: with the alert's `autoOpen` (its `foreground` override's in
    // focus), unless `autoDrop`, the SDK sends the notification's intent at once
    // (`buildForAutoOpen`) and posts nothing, whatever the type. Building that intent asks the
    // deep-link delegate for the notification's target, as a content intent's (`buildPendingIntent`,
    // no notification to name). Whether the intent opens anything: WonderPushRuntime+AutoOpen.swift.
    switch wp.androidInsteadOfPosting(inForeground: context.inFocus) {
    case .autoOpen:
      let ask = deepLinkCall(wp.targetUrl ?? WonderPushRuntime.defaultTarget, platform: .android, buttonIndex: .some(nil))
      return effects + (ask.map { [$0] } ?? []) + androidAutoOpen(wp, push: push, context: context)
    case .autoDrop:
      return effects
    case .dataLocalBroadcast, .willOpenBroadcast:
      // Nothing to post: the SDK tells the app anyway (WonderPushRuntime+WillOpenBroadcast.swift),
      // and a wrapper's receiver hears of it (WonderPushRuntime+WrapperWillOpen.swift); a
      // non-`data` push's tracking activity only starts with a visible window.
      return effects + androidNothingDisplayed(wp, push: push, context: context)
    case nil:
      break
    }
    if let alert = wp.alert?.forCurrentSettings(inForeground: context.inFocus) {
      var content = push.notification
      content.title = alert.title
      content.body = alert.text
      content.tag = wp.tag
      content.group = alert.group
      content.category = alert.category
      // WP-A `WonderPushUserPreferences.channelToUseForNotification`: the alert's channel if the
      // app created it, else the SDK's default channel ("default"), which it creates.
      let channel = alert.channel.flatMap { context.options.androidChannels.contains($0) ? $0 : nil } ?? WonderPushRuntime.defaultChannel
      content.channelID = channel
      content.launchURL = wp.targetUrl
      content.buttons = buttons(alert)
      var request = SDKDisplay(
        id: push.notification.id, content: content, replacementKey: wp.tag.map { "tag:" + $0 }, channel: channel,
        createsChannel: true, sortKey: alert.sortKey, extras: alert.raw["extras"]?.objectValue ?? JSONObject())
      // WP-A `buildNotification_inner`: `setTimeoutAfter` when the alert has one.
      request.timeoutAfter = alert.timeoutAfter.flatMap { $0 > 0 ? .milliseconds($0) : nil }
      // WP-A `buildNotification_inner`: `addPerson` for each of the alert's `persons`
      // (NotificationCompat's skips an empty one); Do Not Disturb's repeat callers read them.
      request.people = (alert.persons ?? []).filter { !$0.isEmpty }
      // Building its intents asks the app's deep-link delegate, before the notification is posted.
      effects += androidDeepLinkCalls(wp, id: request.id, isGroupSummary: false)
      effects.append(.display(request))
      if let group = alert.group {
        let summary = groupSummary(of: request, group: group)
        effects += androidDeepLinkCalls(wp, id: summary.id, isGroupSummary: true)
        effects.append(.display(summary))
      }
    }
    return effects
  }

  /// The tag of a group's summary notification (WP-A `fetchResourcesAndDisplay`).
  static func summaryTag(_ group: String) -> String { group + "-GROUP_SUMMARY_NOTIFICATION" }

  /// Android: the summary WP-A posts after every notification of a group
  /// (`buildNotificationGroupSummary`): built from the same alert (texts, channel, sort key,
  /// extras, buttons, timeout), under the tag `<group>-GROUP_SUMMARY_NOTIFICATION` (id 0), so
  /// each one replaces the last. It alerts no one (`GROUP_ALERT_CHILDREN`). Its id here is its tag.
  func groupSummary(of request: SDKDisplay, group: String) -> SDKDisplay {
    var content = request.content
    content.id = WonderPushRuntime.summaryTag(group)
    content.tag = content.id
    var summary = SDKDisplay(
      id: content.id, content: content, replacementKey: "tag:" + content.id, channel: request.channel,
      createsChannel: true, isGroupSummary: true, sortKey: request.sortKey, extras: request.extras)
    summary.appearance = request.appearance
    summary.timeoutAfter = request.timeoutAfter
    return summary
  }

  /// iOS didRRN (WP-I `WonderPush.m` `handleNotification:`): the SDK posts
  /// `WP_NOTIFICATION_RECEIVED` and calls its delegate's `onNotificationReceived:` first, then
  /// runs the `receiveActions` and `trackNotificationReceived:` (the receipt). A wrapper's
  /// plugin (Cordova, React Native, Flutter) gets that call natively but hands the payload to
  /// its JS or Dart with `dispatch_async` to the main queue, where `handleNotification:` is
  /// running: the app's callback comes after the `receiveActions` and the receipt.
  func iosRemoteNotification(_ push: IncomingPush, context: SDKContext) -> [SDKEffect]? {
    guard case .success(let wp) = WonderPushDecoder.decode(push) else { return nil }
    guard context.options.realDevice else {
      // "This does NOT work in the iOS simulator, only on real devices."
      return [.missed(method: "onNotificationReceived", reason: "iosSimulator")]
    }
    let callback = received(wp, context: context)
    let handling = actionListEffects(wp.receiveActions, platform: .iOS) + receiptEffects(wp, platform: .iOS)
    // Cordova's JS event for `WP_NOTIFICATION_RECEIVED` (posted before the delegate's call) comes
    // before its JS's callback (WonderPushRuntime+CordovaIOSEvents.swift).
    return context.wrapper == .native ? [callback] + handling : handling + cordovaIOSReceivedEffects(wp, context: context) + [callback]
  }

  /// WP-I `WonderPush.m` `setupDelegateForUserNotificationCenter` installs a
  /// `WPNotificationCenterDelegate` at initialisation whose `nextDelegate` is the app's delegate
  /// then, `nil` when it has none (`WPNotificationCenterDelegate.m`): the SDK's
  /// `userNotificationCenter:willPresentNotification:…` and `…didReceiveNotificationResponse:…`
  /// run first, then the app's when there is one.
  var iosIsNotificationCenterDelegate: Bool { true }

  /// The SDK does not hook the delegate setter: `setupDelegateForNotificationCenter:` keeps the
  /// delegate it found as `nextDelegate` and sets itself, so a delegate the app sets after that
  /// (`afterLaunch`) replaces the SDK's, which then hears of neither `willPresent` nor a tap.
  var iosAppDelegateSetLaterReplacesSDK: Bool { true }

  /// WP-I `WonderPush.m` (38f3a214) `+userNotificationCenter:didReceiveNotificationResponse:`
  /// hands every response to `handleNotificationOpened:withResponse:` without reading its
  /// `actionIdentifier`, so the dismiss response of a `customDismissAction` category (not a
  /// `WonderPush_` identifier: `indexOfButton` -1) is handled as an open of the notification:
  /// `onNotificationOpened` with -1, its own actions and target URL.
  var iosDismissResponseIsOpen: Bool { true }

  /// WP-I `WPNotificationCenterDelegate.m` (newest stored version): the SDK's `willPresent`
  /// returns `false` without completing for a push "not for WonderPush" (`WonderPush.m`), which
  /// goes to the app's delegate; with none (`nextDelegate` does not respond) the chain completes
  /// with alert, badge and sound (every option in PushSim).
  func iosWillPresentWithoutAppDelegate(_ push: IncomingPush, context: SDKContext) -> PresentationOptions? {
    [.banner, .list, .sound, .badge]
  }

  /// WP-I `WonderPush.m` `userNotificationCenter:willPresentNotification:…` completes for its
  /// own push (none while the app is active with `apsForeground.autoDrop` or `autoOpen`; the open
  /// `autoOpen` asks for is not modelled) and returns `true`; `WPNotificationCenterDelegate` then
  /// hands the call on to the app's delegate with a dummy completion handler, so the app's
  /// `willPresent` runs and its answer is ignored (``SDKEffect/forwardWillPresent``).
  func iosWillPresent(_ push: IncomingPush, context: SDKContext) -> [SDKEffect]? {
    guard case .success(let wp) = WonderPushDecoder.decode(push) else { return nil }
    for option in ["autoDrop", "autoOpen"] where wp.apsForeground?[option]?.boolValue == true {
      return [.present([]), .action(type: "apsForeground", parameters: [option: true], result: "not shown"), .forwardWillPresent]
    }
    return [.present([.banner, .list, .sound, .badge]), .forwardWillPresent]
  }

  func iosServiceExtension() -> (any NotificationServiceExtension)? { WonderPushServiceExtension() }

  func webPush(_ push: IncomingPush, context: SDKContext) -> [SDKEffect]? {
    guard case .success(let wp) = WonderPushDecoder.decode(push) else { return nil }
    var effects = wp.receiveActions.flatMap { actionEffects($0, platform: .web) }
    if let alert = wp.alert, alert.title != nil || alert.text != nil {
      var content = push.notification
      content.title = alert.title ?? alert.text
      content.body = alert.title == nil ? nil : alert.text
      content.tag = alert.tag
      content.launchURL = wp.targetUrl
      content.buttons = buttons(alert)
      effects.append(.display(SDKDisplay(
        id: push.notification.id, content: content, replacementKey: alert.tag.map { "tag:" + $0 })))
    }
    // The WonderPush delegate is for mobile apps: a website's code is its worker's listeners.
    return effects
  }

  /// The app's `onNotificationReceived`, with the payload the SDK hands over, or why the
  /// wrapper's layer does not get it (the "Optional data payload" page): on Android a Cordova
  /// app's JS, or a Flutter app's Dart without a background entry point, exists only once its
  /// activity loaded it — not in a process a push started (nor a later push to that process).
  func received(_ wp: WonderPushNotification, context: SDKContext) -> SDKEffect {
    if context.platform == .android, !context.appUILoaded {
      switch context.wrapper {
      case .cordova:
        return .missed(method: "onNotificationReceived", reason: "cordovaAppNotRunning")
      case .flutter where !context.options.dartEntryPoint:
        return .missed(method: "onNotificationReceived", reason: "noDartEntryPoint")
      default:
        break
      }
    }
    return .received(details: ["payload": .object(wp.notificationPayload)])
  }

  /// The buttons of an alert (labels as action ids; the iOS extension skips empty labels).
  func buttons(_ alert: WonderPushNotification.Alert) -> [NotificationButton] {
    alert.buttons.enumerated().compactMap { index, button in
      NotificationButton(id: button.label ?? String(index), title: button.label, url: button.targetUrl)
    }
  }

  // MARK: Opening

  /// On iOS the SDK handles a tap in its own `didReceiveNotificationResponse:` before
  /// `WPNotificationCenterDelegate` hands the response on to the app's delegate (WP-I
  /// `WPNotificationCenterDelegate.m`, `WonderPush.m` `+userNotificationCenter:didReceiveNotificationResponse:…`
  /// and `handleNotificationOpened:withResponse:` at `38f3a214`): what that handling runs
  /// synchronously comes before `didReceive` (here); what it only queues on the main queue (a
  /// wrapper's JS or Dart callbacks, the target URL's `dispatch_after` 0.1 s) runs after the
  /// app's `didReceive` returned (``opened(_:buttonIndex:context:)``).
  func iosTapBeforeApp(_ notification: DisplayedNotification, buttonIndex: Int?, context: SDKContext) -> [SDKEffect] {
    openingPhases(notification, buttonIndex: buttonIndex, context: context)?.handled ?? []
  }

  func opened(_ notification: DisplayedNotification, buttonIndex: Int?, context: SDKContext) -> [SDKEffect]? {
    guard context.platform == .iOS else { return openingEffects(notification, buttonIndex: buttonIndex, context: context) }
    // Its own push: what the handling queued on the main queue, after the app's `didReceive`;
    // another push (`nil`) is the app's.
    return openingPhases(notification, buttonIndex: buttonIndex, context: context)?.queued
  }

  /// What the SDK does when one of its notifications (or a button) is tapped: the opened
  /// callback, the notification's or the button's actions, its target URL.
  func openingEffects(_ notification: DisplayedNotification, buttonIndex: Int?, context: SDKContext) -> [SDKEffect]? {
    openingPhases(notification, buttonIndex: buttonIndex, context: context).map { $0.handled + $0.queued }
  }

  /// ``openingEffects(_:buttonIndex:context:)`` in two parts: `handled`, what the SDK runs
  /// before it returns, and `queued`, what it leaves on iOS's main queue, which runs after the
  /// app's own `didReceive` (empty on Android and the web).
  func openingPhases(
    _ notification: DisplayedNotification, buttonIndex: Int?, context: SDKContext
  ) -> (handled: [SDKEffect], queued: [SDKEffect])? {
    guard case .success(let wp) = WonderPushDecoder.decode(notification.push) else { return nil }
    var actions = wp.actions
    var targetUrl = wp.targetUrl
    var buttonIndex = buttonIndex
    if let index = buttonIndex, context.platform == .iOS {
      // The tapped action `WonderPush_<n>` resolves to raw element n (unlabelled ones count).
      // Another action (a category of the app's own, `aps.category`) is not the SDK's, yet the
      // SDK still handles the response as an open of the notification itself: WP-I
      // `WonderPush.m` (38f3a214) `+userNotificationCenter:didReceiveNotificationResponse:` hands
      // every response to `handleNotificationOpened:withResponse:`, where `indexOfButton` starts
      // at -1 and is replaced only when `WPNotificationCategoryHelper.m`
      // `isWonderPushActionIdentifier:` (prefix `WonderPush_`) is true; so the delegate gets -1
      // and the notification's own actions and target run (scenario `wp76`).
      let identifier = notification.content.buttons.indices.contains(index) ? notification.content.buttons[index].id : ""
      if !identifier.hasPrefix(WonderPushServiceExtension.actionIdentifierPrefix) {
        buttonIndex = nil
      } else if let tapped = iOSTappedButton(wp, actionIndex: index) {
        actions = tapped.actions
        targetUrl = tapped.targetUrl
      }
    } else if let buttonIndex, let buttons = wp.alert?.buttons, buttons.indices.contains(buttonIndex) {
      // A button's actions and target replace the notification's own.
      actions = buttons[buttonIndex].actions
      targetUrl = buttons[buttonIndex].targetUrl
    }
    var run = actionListEffects(actions, platform: context.platform)
    // iOS: a target URL is opened 0.1 s after the handling (`dispatch_after`), after what a
    // wrapper's plugin queued on the main queue during it (below).
    var opensLater: [SDKEffect] = []
    if context.platform == .android {
      if case .opens(let url) = androidContentIntent(wp, buttonIndex: buttonIndex, of: notification) {
        run += androidTargetEffects(url, willOpen: wrapperWillOpenEffects(notification.push, type: wp.type, context: context))
      }
    } else if let targetUrl {
      if context.platform != .web, let special = WonderPushRuntime.SpecialTarget(targetUrl) {
        // WP-I `handleNotificationOpened`, WP-A `WonderPushNotificationTrackingReceiver`: a
        // `wonderpush://` target is the SDK's, never opened as a URL.
        if special == .broadcast { run.append(WonderPushRuntime.broadcast(targetUrl)) }
      } else if context.platform == .iOS {
        opensLater = actionEffects(WonderPushNotification.Action.link(targetUrl), platform: context.platform)
      } else {
        run += actionEffects(WonderPushNotification.Action.link(targetUrl), platform: context.platform)
      }
    }
    guard context.platform != .web else { return (run, []) }
    // The SDK's delegate gets -1 for a tap on the notification itself (WonderPushDelegate:
    // "the index of the button clicked in the notification, or -1 when the notification itself
    // was clicked"; the iOS SDK passes -1 too). On iOS a button's index is n of the tapped
    // `WonderPush_<n>` (WP-I `indexOfButton`), kept as is even when it resolved to another element.
    let opened = SDKEffect.opened(buttonIndex: buttonIndex ?? -1, details: ["payload": .object(wp.notificationPayload)])
    // Android: `@NOTIFICATION_OPENED` is tracked first (WonderPushRuntime+Receipt.swift).
    // iOS: Cordova's JS event for `WP_NOTIFICATION_OPENED`, posted before the delegate's call
    // (WonderPushRuntime+CordovaIOSEvents.swift).
    let callbacks = androidOpenedEffects(wp, buttonIndex: buttonIndex, context: context) + cordovaIOSOpenedEffects(wp, context: context) + [opened]
    guard context.platform == .iOS else { return (callbacks + run, []) }
    // iOS, a native app: its delegate's `onNotificationOpened:withButton:` is called in the
    // handling, before the actions; the target URL opens 0.1 s later, after the app's `didReceive`.
    guard context.wrapper != .native else { return (callbacks + run, opensLater) }
    // iOS with a wrapper: WP-I `handleNotificationOpened:withResponse:` posts
    // `WP_NOTIFICATION_OPENED` and calls the plugin's `onNotificationOpened:withButton:` before
    // the actions, but the plugins hand both to their JS or Dart with `dispatch_async` to the
    // main queue (Cordova `WonderPushPlugin.m`, `wonderpush_flutter` `WonderPushPlugin.m`, React
    // Native's event emitter), on which the handling, and the app's native `didReceive` that
    // `WPNotificationCenterDelegate` calls right after it, run to their end first: the JS gets
    // them after the actions (and a broadcast target's broadcast), before the target URL opens.
    return (run, callbacks + opensLater)
  }

  /// What a tap on the iOS action `WonderPush_<n>` runs instead of the notification's own
  /// `actions` and `targetUrl` (WP-I `WonderPush.m` `handleNotificationOpened:withResponse:`):
  /// element n of the raw `_wp.alert.buttons` array (`indexOfButtonWithActionIdentifier:`, then
  /// `objectAtIndex:`), counting the unlabelled elements the service extension did not register,
  /// so with an unlabelled element before a labelled one the tap runs the wrong element. An
  /// element that is not an object has neither; `nil` when n is out of range (the notification's
  /// own then run).
  ///
  /// - Parameters:
  ///   - wp: The decoded push.
  ///   - actionIndex: n, the number of the tapped action's identifier.
  /// - Returns: The element's `actions` and `targetUrl`, or `nil`.
  func iOSTappedButton(
    _ wp: WonderPushNotification, actionIndex: Int
  ) -> (actions: [WonderPushNotification.Action], targetUrl: String?)? {
    guard let elements = wp.alert?.payloadButtons, elements.indices.contains(actionIndex) else { return nil }
    let element = elements[actionIndex]
    return (element?.actions ?? [], element?.targetUrl)
  }

  /// What the content intent of a notification WP-A posted opens (`PendingIntentBuilder`).
  enum AndroidContentIntent: Equatable {
    /// The intent opens this target URL (`nil`: `wonderpush://notificationOpen/default`).
    case opens(String?)
    /// The notification has none: a group summary whose alert has `groupTargetUrl: null`.
    case absent
  }

  /// WP-A `PendingIntentBuilder`: a button opens its own `targetUrl`, else the notification's
  /// (`buildForButton`); a group summary opens `alert.groupTargetUrl` when the alert has that key
  /// (`null`: no content intent), else what its notification opens (`buildForGroupSummary`; the
  /// summary carries the push of the group's latest notification).
  func androidContentIntent(_ wp: WonderPushNotification, buttonIndex: Int?, of notification: DisplayedNotification) -> AndroidContentIntent {
    androidContentIntent(wp, buttonIndex: buttonIndex, isGroupSummary: notification.isGroupSummary)
  }

  /// ``androidContentIntent(_:buttonIndex:of:)`` for a notification that is a group summary or not.
  func androidContentIntent(_ wp: WonderPushNotification, buttonIndex: Int?, isGroupSummary: Bool) -> AndroidContentIntent {
    if let buttonIndex, let buttons = wp.alert?.buttons, buttons.indices.contains(buttonIndex) {
      return .opens(buttons[buttonIndex].targetUrl ?? wp.targetUrl)
    }
    if isGroupSummary, let groupTarget = wp.alert?.raw["groupTargetUrl"] {
      return groupTarget.stringValue.map { .opens($0) } ?? .absent
    }
    return .opens(wp.targetUrl)
  }

  /// Android (WP-A `buildPendingIntent`): no target, or `wonderpush://notificationOpen/default`,
  /// opens the launcher activity; `notificationOpen/noop` and `/broadcast` reach only the SDK's
  /// tracking activity, which finishes at once ("without any UI action, not even the default
  /// activity"). Any other URL is an `ACTION_VIEW` intent, restricted first to the app: its
  /// activity for the link when it handles it (``AppBehavior/handledLinks``), else another app:
  /// PushSim takes the browser for an http or https link, and no app for any other scheme (the
  /// tracking activity alone runs). A group summary whose alert has `groupTargetUrl: null` has
  /// no content intent: the tap does nothing. The intent is for the app's deep-link delegate's
  /// answer (``deepLinkAnswer(_:)``); `null` leaves only the tracking activity.
  func androidTapTarget(_ notification: DisplayedNotification, buttonIndex: Int?, app: AppBehavior) -> AndroidTapTarget {
    guard case .success(let wp) = WonderPushDecoder.decode(notification.push) else { return .appActivity(link: nil) }
    guard case .opens(let targetUrl) = androidContentIntent(wp, buttonIndex: buttonIndex, of: notification) else { return .noContentIntent }
    return androidTarget(of: targetUrl, app: app)
  }

  /// Where an intent the SDK builds for `targetUrl` goes (``androidTapTarget(_:buttonIndex:app:)``,
  /// `autoOpen`'s): the deep-link delegate's answer; the launcher activity for none or
  /// `…/default`, the tracking activity alone for another special target or a `null` answer,
  /// else the app's activity for a link it handles, the browser for another http(s) link.
  func androidTarget(of targetUrl: String?, app: AppBehavior) -> AndroidTapTarget {
    guard let url = deepLinkAnswer(targetUrl ?? WonderPushRuntime.defaultTarget) else { return .trampoline }
    if let special = SpecialTarget(androidURI: url) { return special == .default ? .appActivity(link: nil) : .trampoline }
    return .viewing(url, app: app, otherwise: .trampoline)
  }

  /// Android: the SDK handles a tap before the app's activity gets it. WP-A `buildPendingIntent`
  /// (the stored `NotificationManager` with `PendingIntent.getActivities`) stacks the app's
  /// destination (the launcher intent, `FLAG_ACTIVITY_NEW_TASK |
  /// FLAG_ACTIVITY_RESET_TASK_IF_NEEDED`, or a link's `ACTION_VIEW` with its parents) and puts
  /// `WonderPushNotificationTrackingReceiver` last, on top; `Context.startActivities` creates only
  /// the last activity at once, the ones under it when the user reaches them. The tracking
  /// activity's `onCreate` runs `track` (`@NOTIFICATION_OPENED`, `onNotificationOpened`, the
  /// actions) and finishes; then the app's activity is created, or, for the launcher intent, the
  /// running task only comes forward (no activity gets the intent).
  func androidActivityStart(app: AppBehavior, activityAlive: Bool, opensLauncher: Bool) -> AndroidActivityStart? {
    AndroidActivityStart.newTask(activityAlive: activityAlive, opensLauncher: opensLauncher, carriesPushData: true)
  }

  /// The SDK's broadcast for a `wonderpush://notificationOpen/broadcast` target.
  static func broadcast(_ url: String) -> SDKEffect {
    .action(
      type: "broadcast", parameters: ["url": .string(url)],
      result: "notification-will-open broadcast sent to the app; the SDK's own URL, not opened")
  }

  /// The SDK's own `targetUrl` values (WP-I `WPURLConstants.h`, WP-A `WonderPush.INTENT_NOTIFICATION_WILL_OPEN_*`).
  enum SpecialTarget: Equatable {
    /// `wonderpush://notificationOpen/default`: the default behaviour (the app opens).
    case `default`
    /// `wonderpush://notificationOpen/broadcast`: the app is told, nothing opens.
    case broadcast
    /// `wonderpush://notificationOpen/noop`, or any other `wonderpush://` URL: nothing happens.
    case noop

    /// The special target `url` names on iOS, or `nil` for an ordinary URL. WP-I compares the
    /// whole text (`hasPrefix:` `wonderpush://`, then `isEqualToString:` each constant).
    init?(_ url: String) {
      guard url.hasPrefix("wonderpush://") else { return nil }
      switch url {
      case "wonderpush://notificationOpen/default": self = .default
      case "wonderpush://notificationOpen/broadcast": self = .broadcast
      default: self = .noop
      }
    }

    /// The special target `url` names on Android, or `nil` for an ordinary URL. WP-A parses it
    /// (`Uri.parse`, in `buildPendingIntent` and `WonderPushNotificationTrackingReceiver`): the
    /// scheme `wonderpush` and the authority `notificationOpen` make it the SDK's, and its path
    /// decides, as one segment (`getPathSegments`, empty segments skipped, percent-decoded):
    /// `default` opens the app, `broadcast` broadcasts, anything else does nothing. A query or
    /// a fragment is ignored, so `…/broadcast?from=x` and `…/default/` are the SDK's too, where
    /// iOS's exact comparison sees a `noop`; another authority (`wonderpush://other`) is an
    /// ordinary URL, an `ACTION_VIEW` intent.
    init?(androidURI url: String) {
      guard url.hasPrefix("wonderpush://") else { return nil }
      let rest = url.dropFirst("wonderpush://".count)
      let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
      guard rest[..<authorityEnd] == "notificationOpen" else { return nil }
      let afterAuthority = rest[authorityEnd...]
      let path = afterAuthority.prefix { $0 != "?" && $0 != "#" }
      let segments = path.split(separator: "/").map { String($0).removingPercentEncoding ?? String($0) }
      switch segments {
      case ["default"]: self = .default
      case ["broadcast"]: self = .broadcast
      default: self = .noop
      }
    }
  }

  // MARK: Actions

  /// What one action does (every type of VENDORS.md §2; an unknown type is logged and skipped).
  /// What a list of actions does, run as the SDK runs it. Android and the web run the list in
  /// order. WP-I makes one `WPAction` of it (`initWithDictionaries:`): a `link` is not a
  /// follow-up but the action's target URL, the last `link` with a `url` winning, and
  /// `executeAction:withReportingData:` opens that URL before the other actions (the
  /// follow-ups) run in order; earlier `link`s are never opened.
  func actionListEffects(_ actions: [WonderPushNotification.Action], platform: Platform) -> [SDKEffect] {
    guard platform == .iOS, actions.contains(where: { $0.type == .link }) else {
      return actions.flatMap { actionEffects($0, platform: platform) }
    }
    let link = actions.last { $0.type == .link && $0.url != nil }
    return (link.map { actionEffects($0, platform: platform) } ?? [])
      + actions.filter { $0.type != .link }.flatMap { actionEffects($0, platform: platform) }
  }

  func actionEffects(_ action: WonderPushNotification.Action, platform: Platform) -> [SDKEffect] {
    guard let type = action.type else {
      return [.action(type: "(none)", parameters: action.raw, result: "skipped: an action needs a type")]
    }
    switch type {
    case .closeNotifications:
      let filter = action.closeFilter ?? WonderPushNotification.CloseNotificationsFilter()
      var fields = filter.fields
      var tags = filter.tags
      // iOS: the SDK matches only the first of `tags` + `tag` (`followUp.tags.firstObject`).
      if platform == .iOS, tags.count > 1 { tags = [tags[0]] }
      if platform != .iOS, let tag = fields.removeValue(forKey: "tag") {
        // Android and the web match the tag (a `null` tag: notifications without one).
        if let tag { tags.append(tag) } else { fields["tag"] = .some(nil) }
      }
      var notificationFilter = NotificationFilter(fields: fields, tags: tags, extras: filter.extras)
      // WP-A `handleCloseNotificationsAction`: `channel: null` matches the notifications without
      // a channel or on the SDK's default channel (`WonderPushUserPreferences.getDefaultChannelId()`).
      if platform == .android { notificationFilter.nullChannelAlsoMatches = WonderPushRuntime.defaultChannel }
      return [.closeNotifications(notificationFilter)]
    case .addTag: return [.installation(.addTags(action.tags))]
    case .removeTag: return [.installation(.removeTags(action.tags))]
    case .removeAllTags: return [.installation(.removeAllTags)]
    case .trackEvent: return [.installation(.trackEvent(type: action.eventType ?? "", custom: action.eventCustom))]
    case .updateInstallation:
      return [.installation(.setProperties(properties(of: action)))]
    case .addProperty:
      return [.installation(.addPropertyValues(properties(of: action)))]
    case .removeProperty:
      return [.installation(.removeProperties(properties(of: action).keys))]
    case .subscribeToNotifications: return [.installation(.subscribe)]
    case .unsubscribeFromNotifications:
      guard platform != .iOS else {
        return [.action(type: type.rawValue, parameters: action.raw, result: "unknown type on iOS, skipped")]
      }
      return [.installation(.unsubscribe)]
    case .resyncInstallation:
      return [.installation(.resync(installation: action.installation, reset: action.reset ?? false))]
    case .rating:
      return ratingEffects(platform: platform)
    case .mapOpen:
      return mapOpenEffects(action, platform: platform)
    case .link:
      return linkEffects(action, platform: platform)
    case .method:
      let name = action.method ?? ""
      return [.action(
        type: "method", parameters: ["method": .string(name), "methodArg": action.methodArg ?? .null],
        result: methods.contains(name) ? "called" : "no such method registered")]
    default:
      return [.action(type: type.rawValue, parameters: action.raw, result: action.isKnown ? "recorded" : "unknown type, skipped")]
    }
  }
}

extension WonderPushRuntime {
  /// The custom properties an installation action carries: `installation.custom`, else
  /// `custom` (WP-A `ActionModel.getInstallation()` / `getCustom()`).
  func properties(of action: WonderPushNotification.Action) -> JSONObject {
    action.installation?["custom"]?.objectValue ?? action.custom ?? JSONObject()
  }
}

extension WonderPushNotification.Action {
  /// A `link` action to a URL (a `targetUrl` opens like one).
  static func link(_ url: String) -> WonderPushNotification.Action {
    var action = WonderPushNotification.Action(type: .link, isKnown: true, raw: ["type": "link", "url": .string(url)])
    action.url = url
    return action
  }
}
