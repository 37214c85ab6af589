import Foundation

/// The Customer.io SDK on a device (`io.customer.messagingpush` on Android,
/// `CustomerIO/MessagingPush(APN|FCM)` on iOS): what it does with its own pushes before the app
/// sees them (VENDORS.md §4; docs/CustomerIO.md, "Device").
///
/// - Android, every message (`CustomerIOFirebaseMessagingReceiver`, the SDK's
///   `c2dm.intent.RECEIVE` receiver): with both delivery keys and an id that is neither blank nor
///   among the last 10 processed, the `delivered` metric (`PushMessageProcessorImpl`). This runs
///   for a notification message that FCM shows itself in the background too.
/// - Android, `onMessageReceived` (data messages; notification messages in the foreground):
///   a push without an empty data map and both keys is not the SDK's (`push.dropped`,
///   `notSdkPayload`). Otherwise the SDK posts its own notification
///   (`CustomerIOPushNotificationHandler.handleNotification`): data `title`/`body`, else the
///   notification block's raw `title`/`body` (not its `*_loc_key`), else `""`; the `https`
///   image as a big picture; the block's icon and colour, else the app's defaults; the default
///   sound; no tag (its id is a request code); on the channel named after the package, which it
///   creates. A push with nothing to show is posted all the same, title and body `""`: the
///   handler has no silent branch (the docs' silent push carries other keys, below).
///   Customer.io's silent push (`CIO-Background-Delivery-ID`/`-Token`) has neither delivery key:
///   without the app's background callback (an SDK before 5.1.0, or none registered) the SDK
///   leaves it alone ("Older versions ignore silent pushes", Customer.io's Android silent-push
///   page); with it, ``backgroundPush(_:context:)``.
/// - iOS, didRRN: a silent push reaches the app's background handler the same way (SDK 5.2.0).
/// - iOS: the system shows `aps`. In the foreground the SDK answers `willPresent` for its own
///   pushes, after forwarding them to the app's delegate (whose answer it ignores): shown when
///   `showPushAppInForeground` (default), else not. Its rich-push extension is
///   ``CustomerIOServiceExtension``.
/// - A tap on a Customer.io notification: the app hears of the open, the `opened` metric is
///   reported (on iOS first, before the SDK forwards the response to the app's delegate), and
///   the deep link (Android data `link`, iOS `CIO.push.link`) is recorded, never
///   opened. On iOS only the default action counts (`didClickOnPush`): a custom action button
///   is the app's own business. Where the iOS link goes (CIO-I `DeepLinkUtilImpl.handleDeepLink`):
///   the app's `application(_:continue:restorationHandler:)` for an http(s) link it handles, else
///   `UIApplication.open`: the app for a scheme it registered, Safari for http(s), else nothing
///   (``IOSLinkTarget``; the app key ``AppBehavior/handledLinks``). A notification FCM showed (Android background) opens the launcher activity, whose
///   creation the SDK's lifecycle callback tracks as `opened`; its `link` is not followed.
/// - The app's own link hook (``AppBehavior/customerIODeepLinkCallback``) is asked first, after
///   the `opened` metric: iOS's `deepLinkCallback` (CIO-I `DeepLinkUtilImpl.handleDeepLink`, for a
///   link only) and Android's `onNotificationClicked` (CIO-A `handleNotificationDeepLink`, at every
///   tap on the SDK's notification, link or not). When it takes the link the SDK opens nothing.
///
/// `autoTrackPushEvents: false` (option `autoTrackPushEvents`) turns both metrics off.
final class CustomerIORuntime: EmbeddedSDK {
  /// The delivery ids processed, for the once-only `delivered` metric on Android.
  var recent = CustomerIORecentDeliveries()

  // MARK: Android

  func androidBroadcast(_ push: IncomingPush, context: SDKContext) -> [SDKEffect] {
    guard let raw = push.remoteMessage?.rawData, let id = raw[CustomerIODecoder.deliveryIDKey],
      raw[CustomerIODecoder.deliveryTokenKey] != nil
    else { return [] }
    // Blank and recent ids are "already processed": no second delivered metric.
    guard recent.process(id) == nil, context.options.cioAutoTrackPushEvents else { return [] }
    return [.track(event: "delivered")]
  }

  func androidMessage(_ push: IncomingPush, context: SDKContext) -> [SDKEffect]? {
    let payload: CustomerIOParsedPushPayload
    switch CustomerIODecoder.decodeAndroid(push) {
    case .failure(let issue):
      if let effects = backgroundPush(push, context: context) { return effects }
      return [.ignored(reason: issue.message)]
    case .success(let parsed): payload = parsed
    }
    // No silent branch (CIO-A `handleMessage` at 0112f69a and 5c70469e): with both delivery
    // keys `handleNotification` posts, even with nothing to show.
    // `handleNotification` reads the colour before it posts: an empty one throws past the SDK.
    if let crash = payload.issues.first(where: { $0.reason == CustomerIODecoder.emptyColorReason }) {
      return [.crash(message: crash.message)]
    }
    let build = CustomerIONotificationBuild(payload, options: context.options)
    var content = PushNotification(id: push.notification.id)
    content.title = payload.title
    content.body = payload.body
    content.sound = "default"
    content.channelID = build.channel
    content.imageURL = build.bigPicture
    content.launchURL = payload.deepLink
    return [
      .display(SDKDisplay(
        id: push.notification.id, content: content, channel: build.channel, createsChannel: true,
        extras: payload.extras)),
      .action(type: "buildNotification", parameters: build.parameters, result: build.result),
    ]
  }

  // MARK: iOS

  /// iOS: the SDK makes itself the notification center's delegate at its initialisation
  /// (CIO-I `AutomaticPushClickHandling`; `UserNotificationsFrameworkAdapter` swizzles the
  /// delegate setter and re-assigns the current delegate, so a delegate the app sets later becomes
  /// a nested handler of its proxy).
  var iosIsNotificationCenterDelegate: Bool { true }

  /// iOS, a push that is not Customer.io's in an app with no delegate of its own: the SDK hands it
  /// to its proxy (`IOSPushEventListener.shouldDisplayPushAppInForeground`), which with no nested
  /// handler calls the completion with `true` at once ("Indicating that the CIO SDK handled it",
  /// `PushEventHandlerProxy.swift` at 91c95ed8), and the SDK's delegate turns `true` into
  /// `[.list, .banner, .badge, .sound]` (`UserNotificationsFrameworkAdapter.swift`): every option.
  func iosWillPresentWithoutAppDelegate(_ push: IncomingPush, context: SDKContext) -> PresentationOptions? {
    [.banner, .list, .sound, .badge]
  }

  /// iOS, `willPresent` (CIO-I `IOSPushEventListener.shouldDisplayPushAppInForeground`): a push
  /// that is not Customer.io's is the app's (`nil`). For its own the SDK first forwards the event
  /// to the app's own notification-center delegate (`pushEventHandlerProxy`, whose
  /// `UNUserNotificationCenterDelegateWrapper` calls the app's
  /// `userNotificationCenter(_:willPresent:withCompletionHandler:)` with the notification): the
  /// app's `willPresent` runs (`delegate.willPresent` `forwardedBy`, then its received callback
  /// with `deliveryId`, as any `willPresent` of the app's), and the SDK ignores its answer and
  /// answers itself from `showPushAppInForeground`.
  func iosWillPresent(_ push: IncomingPush, context: SDKContext) -> [SDKEffect]? {
    guard case .success(let notification) = CustomerIODecoder.decodeIOS(push) else { return nil }
    return [
      .forwardWillPresent,
      .received(details: ["deliveryId": .string(notification.cioDelivery.id)]),
      .present(context.options.cioShowPushAppInForeground ? [.banner, .list, .sound, .badge] : []),
    ]
  }

  /// iOS, didRRN (the SDK's app-delegate wrapper): a Customer.io silent push when the app
  /// registered the SDK's background handler (``backgroundPush(_:context:)``); every other push
  /// is the app's (`nil`).
  func iosRemoteNotification(_ push: IncomingPush, context: SDKContext) -> [SDKEffect]? {
    guard case .failure = CustomerIODecoder.decodeIOS(push) else { return nil }
    return backgroundPush(push, context: context)
  }

  // MARK: Silent push

  /// A Customer.io silent push (`CIO-Background-Delivery-ID`/`-Token`) reaching an SDK that
  /// supports it (Android 5.1.0, iOS 5.2.0) in an app that registered its background callback
  /// (``AppBehavior/customerIOBackgroundPushCallback``): the SDK reports `delivered`, then hands
  /// the app the data without the two keys (`delegate.backgroundPush` with `deliveryId` and
  /// `data`); it shows nothing and never reports `opened`. Repeats are handed over again ("the
  /// same push can arrive more than once": the app keys its work on the id). `nil` without the
  /// callback (an older SDK, which ignores silent pushes, or no callback) or without both keys.
  func backgroundPush(_ push: IncomingPush, context: SDKContext) -> [SDKEffect]? {
    guard context.app.customerIOBackgroundPushCallback, let silent = CustomerIOBackgroundPush(push) else { return nil }
    var effects: [SDKEffect] = context.options.cioAutoTrackPushEvents ? [.track(event: "delivered")] : []
    effects.append(.delegateCall(method: "backgroundPush", fields: silent.traceFields))
    return effects
  }

  func iosServiceExtension() -> (any NotificationServiceExtension)? { CustomerIOServiceExtension() }

  // MARK: Taps

  /// Android (CIO-A `PushMessageProcessorImpl.handleNotificationDeepLink`): the app's activity for
  /// the link when one handles it (`createDeepLinkHostAppIntent`; the app's ``AppBehavior/handledLinks``),
  /// else another app that opens it (`createDeepLinkExternalIntent`: PushSim takes the browser
  /// for an http or https link, and no app for any other scheme), else the launcher activity.
  /// When the app's `onNotificationClicked` takes the tap (``AppBehavior/customerIODeepLinkCallback``),
  /// the SDK starts nothing: only its click activity runs (``AndroidTapTarget/trampoline``).
  func androidTapTarget(_ notification: DisplayedNotification, buttonIndex: Int?, app: AppBehavior) -> AndroidTapTarget {
    guard case .success(let payload) = CustomerIODecoder.decodeAndroid(notification.push) else { return .appActivity(link: nil) }
    let link = payload.deepLink.flatMap { Self.nonBlank($0, on: .android) }
    if let rules = app.customerIODeepLinkCallback, CustomerIODeepLinkRule.handles(link, rules: rules) { return .trampoline }
    guard let link = link?.trimmingCharacters(in: .whitespaces) else { return .appActivity(link: nil) }
    return .viewing(link, app: app, otherwise: .appActivity(link: nil))
  }

  /// Android: the SDK's click activity (`NotificationClickReceiverActivity`) reports the open,
  /// asks the app's `onNotificationClicked` and only then starts the app's activity
  /// (`handleNotificationDeepLink`), as the app's ``AppBehavior/customerIOPushClickBehavior``
  /// says (default `ACTIVITY_PREVENT_RESTART`); a behaviour the app set is traced.
  func androidActivityStart(app: AppBehavior, activityAlive: Bool, opensLauncher: Bool) -> AndroidActivityStart? {
    guard let behavior = app.customerIOPushClickBehavior else {
      return CustomerIOPushClickBehavior.activityPreventRestart.activityStart(activityAlive: activityAlive, opensLauncher: opensLauncher)
    }
    var start = behavior.activityStart(activityAlive: activityAlive, opensLauncher: opensLauncher)
    start.trace = ["pushClickBehavior": .string(behavior.rawValue), "backStack": .string(start.backStack.rawValue)]
    return start
  }

  /// `link` unless it is blank on `platform`: on Android Kotlin's blank (CIO-A
  /// `deepLink?.takeIf { it.isNotBlank() }`, ``BlankText/isBlankInKotlin(_:)``), on iOS Swift's
  /// (`Character.isWhitespace`).
  static func nonBlank(_ link: String, on platform: Platform) -> String? {
    BlankText.isBlank(link, on: platform) ? nil : link
  }

  func opened(_ shown: DisplayedNotification, buttonIndex: Int?, context: SDKContext) -> [SDKEffect]? {
    let deliveryId: String
    let rawLink: String?
    switch context.platform {
    case .android:
      guard case .success(let payload) = CustomerIODecoder.decodeAndroid(shown.push) else { return nil }
      deliveryId = payload.cioDeliveryId
      // FCM's own notification opens the launcher activity: the SDK does not follow `link`.
      rawLink = shown.postedBySDK ? payload.deepLink : nil
    case .iOS:
      // `onPushAction` acts only when `didClickOnPush` (the default action): a custom action
      // button reports no metric and follows no link; the app's delegate has the response.
      guard buttonIndex == nil else { return nil }
      guard case .success(let notification) = CustomerIODecoder.decodeIOS(shown.push) else { return nil }
      deliveryId = notification.cioDelivery.id
      rawLink = notification.cioDeepLink
    case .web:
      return nil
    }
    var effects: [SDKEffect] = [.opened(buttonIndex: buttonIndex, details: ["deliveryId": .string(deliveryId)])]
    // iOS reports the metric before the app's delegate hears of the tap (``iosTapBeforeApp``).
    if context.options.cioAutoTrackPushEvents, context.platform == .android { effects.append(.track(event: "opened")) }
    let link = rawLink.flatMap { Self.nonBlank($0, on: context.platform) }
    // The app's hook, asked after the metric: on Android at every tap on the SDK's own
    // notification (FCM's opens the launcher without the SDK's click activity), on iOS only for a
    // link (`handleDeepLink` runs when the push has one).
    var handled = false
    var askedCallback = false
    if let rules = context.app.customerIODeepLinkCallback, context.platform == .iOS ? link != nil : shown.postedBySDK {
      askedCallback = true
      handled = CustomerIODeepLinkRule.handles(link, rules: rules)
      effects.append(.delegateCall(
        method: Self.deepLinkCallbackMethod(on: context.platform),
        fields: ["url": link.map(JSONValue.string) ?? .null, "handled": .bool(handled)]))
    }
    if let link {
      if handled {
        let method = Self.deepLinkCallbackMethod(on: context.platform)
        let answer = context.platform == .iOS ? "returned true" : "returned Unit"
        effects.append(.action(
          type: "deepLink", parameters: ["url": .string(link)], result: "not opened: the app's \(method) \(answer)"))
      } else if context.platform == .iOS {
        // CIO-I `handleDeepLink`: with a callback set, its `false` goes straight to
        // `UIApplication.open` (the universal-link handler is asked only without a callback).
        let target: IOSLinkTarget = askedCallback ? .openedByUIApplication(link, app: context.app) : .opening(link, app: context.app)
        effects.append(.followLink(type: "deepLink", url: link, target: target))
      } else {
        effects.append(.action(type: "deepLink", parameters: ["url": .string(link)], result: "recorded, not opened"))
      }
    }
    return effects
  }

  /// iOS, a tap on the default action of a Customer.io push (CIO-I `IOSPushEventListener.onPushAction`):
  /// the SDK reports `opened` (`trackPushMetrics`) before it forwards the response to the app's
  /// delegate (`pushEventHandlerProxy.onPushAction`); the link follows in that call's completion
  /// (``opened(_:buttonIndex:context:)``).
  func iosTapBeforeApp(_ shown: DisplayedNotification, buttonIndex: Int?, context: SDKContext) -> [SDKEffect] {
    guard buttonIndex == nil, context.options.cioAutoTrackPushEvents,
      case .success = CustomerIODecoder.decodeIOS(shown.push)
    else { return [] }
    return [.track(event: "opened")]
  }

  /// The app's link hook on `platform`, as the trace names it: iOS's `deepLinkCallback`, Android's
  /// `onNotificationClicked`.
  static func deepLinkCallbackMethod(on platform: Platform) -> String {
    platform == .iOS ? "deepLinkCallback" : "onNotificationClicked"
  }
}
