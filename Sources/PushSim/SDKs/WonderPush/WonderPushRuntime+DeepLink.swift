/// The app's deep-link delegate (``AppBehavior/wonderPushURLForDeepLink``): WP-A
/// `WonderPush.delegateUrlForDeepLink` asks `WonderPushDelegate.urlForDeepLink(DeepLinkEvent)`
/// for every URL it is about to open and goes on with the URL returned, or stops at `null`;
/// WP-I `openURL:targetUrlMode:` does the same with `wonderPushWillOpenURL:` (or its
/// `withCompletionHandler:` form).
///
/// - Android: `PendingIntentBuilder.buildPendingIntent` asks when it builds a notification's
///   content intent and each button's (so when the notification is posted, not when it is tapped),
///   with the URL the intent is for: the button's `targetUrl`, else the notification's, else
///   `wonderpush://notificationOpen/default` — the SDK's own URLs too. The intent opens the answer;
///   `null` leaves only the SDK's tracking activity. `handleLinkAction` asks at a `link` action.
/// - iOS: `handleNotificationOpened` keeps `wonderpush://` targets to itself and passes any other
///   `targetUrl` to `openURL:`, as `WPAction`'s `link` does with its `url`.
extension WonderPushRuntime {
  /// `targetUrl`'s value when a notification has none (WP-A `buildPendingIntent`, WP-I `WP_TARGET_URL_DEFAULT`).
  static let defaultTarget = "wonderpush://notificationOpen/default"
  /// The SDK's do-nothing target (WP-I `WP_TARGET_URL_NOOP`): the iOS extension registers a
  /// button with exactly this target as a background action.
  static let noopTarget = "wonderpush://notificationOpen/noop"

  /// The delegate method's name on `platform`, for the trace.
  static func deepLinkMethod(on platform: Platform) -> String { platform == .iOS ? "wonderPushWillOpenURL" : "urlForDeepLink" }

  /// What the SDK opens instead of `url`: the delegate's answer (`nil`: nothing), or `url` when
  /// the app's delegate leaves URLs alone.
  func deepLinkAnswer(_ url: String) -> String? {
    guard let rules = urlForDeepLink else { return url }
    return WonderPushDeepLinkRule.answer(for: url, rules: rules)
  }

  /// The delegate's call for `url`, as the trace records it (`delegate.urlForDeepLink`,
  /// `delegate.wonderPushWillOpenURL`: `url`, `returned`), or `nil` when the app's delegate
  /// leaves URLs alone or on the web (the WonderPush delegate is for mobile apps). On Android the
  /// call names the notification it builds an intent for, and the intent's `buttonIndex` (`null`
  /// for the content intent). On iOS a delegate that never calls its completion handler
  /// (``WonderPushDeepLinkRule/Answer/neverCompletes``) has no `returned`, but
  /// `completionHandler: "never called"`.
  func deepLinkCall(_ url: String, platform: Platform, notification: String? = nil, buttonIndex: Int?? = nil) -> SDKEffect? {
    guard platform != .web, urlForDeepLink != nil else { return nil }
    var fields = JSONObject()
    if let notification { fields["notification"] = .string(notification) }
    if let buttonIndex { fields["buttonIndex"] = buttonIndex.map { .integer(Int64($0)) } ?? .null }
    fields["url"] = .string(url)
    if platform == .iOS, neverCompletes(url) {
      fields["completionHandler"] = "never called"
    } else {
      fields["returned"] = deepLinkAnswer(url).map(JSONValue.string) ?? .null
    }
    return .delegateCall(method: WonderPushRuntime.deepLinkMethod(on: platform), fields: fields)
  }

  /// Whether the app's delegate never completes for `url` (iOS only; see
  /// ``WonderPushDeepLinkRule/Answer/neverCompletes``).
  func neverCompletes(_ url: String) -> Bool {
    urlForDeepLink.map { WonderPushDeepLinkRule.neverCompletes(url, rules: $0) } ?? false
  }

  /// Android: the delegate's calls while WP-A builds the intents of the notification `id`
  /// (`buildNotification_inner`): its content intent, then each button's. A group summary whose
  /// alert has `groupTargetUrl: null` has no content intent, so no call for it.
  func androidDeepLinkCalls(_ wp: WonderPushNotification, id: String, isGroupSummary: Bool) -> [SDKEffect] {
    guard urlForDeepLink != nil else { return [] }
    let indices: [Int?] = [nil] + (wp.alert?.buttons.indices.map { $0 } ?? [])
    return indices.compactMap { index in
      guard case .opens(let url) = androidContentIntent(wp, buttonIndex: index, isGroupSummary: isGroupSummary) else { return nil }
      return deepLinkCall(url ?? WonderPushRuntime.defaultTarget, platform: .android, notification: id, buttonIndex: .some(index))
    }
  }

  /// What a `link` action does (WP-A `handleLinkAction`, WP-I `WPAction`): it opens its `url`
  /// (``openingEffects(type:url:parameters:result:platform:)``); without one, nothing is asked.
  func linkEffects(_ action: WonderPushNotification.Action, platform: Platform) -> [SDKEffect] {
    guard let url = action.url else {
      return [.action(type: "link", parameters: ["url": .null], result: "recorded, not opened")]
    }
    return openingEffects(type: "link", url: url, result: "recorded, not opened", platform: platform)
  }

  /// What the SDK does to open `url` for an action of `type` (`link`, `rating`, `mapOpen`; WP-A
  /// `handleLinkAction`, `handleRatingAction`, `handleMapOpenAction`, each through
  /// `WonderPush.delegateUrlForDeepLink`; WP-I `openURL:targetUrlMode:`): the delegate is asked
  /// first, then `action.executed` of `type` records `parameters` and the `url` returned with
  /// `result` (PushSim opens nothing); `null`/`nil` records the original `url` and that nothing
  /// was opened. On iOS a delegate that never completes leaves the SDK waiting: the original
  /// `url` is recorded 5 s later (a timer, ``openTimedOut(_:)``).
  func openingEffects(type: String, url: String, parameters: JSONObject = JSONObject(), result: String, platform: Platform) -> [SDKEffect] {
    var fields = parameters
    fields["url"] = .string(url)
    guard let call = deepLinkCall(url, platform: platform) else {
      return [.action(type: type, parameters: fields, result: result)]
    }
    if platform == .iOS, neverCompletes(url) {
      let pending: JSONValue = ["type": .string(type), "parameters": .object(fields), "result": .string(result)]
      return [call, .timer(after: WonderPushDeepLinkRule.completionTimeout, name: WonderPushRuntime.openTimeoutTimer + pending.serialized())]
    }
    guard let answer = deepLinkAnswer(url) else {
      let null = platform == .iOS ? "nil" : "null"
      return [call, .action(
        type: type, parameters: fields, result: "not opened: the app's \(WonderPushRuntime.deepLinkMethod(on: platform)) returned \(null)")]
    }
    fields["url"] = .string(answer)
    return [call, .action(type: type, parameters: fields, result: result)]
  }

  /// The start of the name of the timer that stops waiting for the iOS delegate's completion
  /// handler; the rest is the pending action (`type`, `parameters`, `result`) as JSON text.
  static let openTimeoutTimer = "wonderPushWillOpenURL.timeout "

  /// WP-I `openURL:targetUrlMode:` after 5 s without the completion handler: "Continuing normal
  /// processing" with the original URL, recorded as the action it opens for (`nil` for another
  /// timer).
  func openTimedOut(_ name: String) -> [SDKEffect]? {
    guard name.hasPrefix(WonderPushRuntime.openTimeoutTimer),
      let pending = try? OrgJSON.object(String(name.dropFirst(WonderPushRuntime.openTimeoutTimer.count))),
      let type = pending["type"]?.stringValue, let result = pending["result"]?.stringValue
    else { return nil }
    return [.action(
      type: type, parameters: pending["parameters"]?.objectValue ?? JSONObject(),
      result: result + " (the app's wonderPushWillOpenURL did not call its completion handler within 5 s: the SDK went on with the original URL)")]
  }

  /// Android: what a tap runs for the URL of the intent it sends. The tracking activity gets
  /// the URL as it was before the delegate (`buildPendingIntent` puts `targetUrl` in its intent
  /// first), so a `…/broadcast` target is broadcast; the intent opens the delegate's answer,
  /// recorded as a `link` unless it is one of the SDK's own URLs or `null`. The delegate is not
  /// asked again: it answered when the notification was posted. `willOpen` is what the app's
  /// wrapper does with the broadcast (``wrapperWillOpenEffects(_:type:context:)``), last:
  /// `LocalBroadcastManager.sendBroadcast` only queues the broadcast on the main thread, so its
  /// receivers run after the tracking activity's own work.
  func androidTargetEffects(_ targetUrl: String?, willOpen: [SDKEffect] = []) -> [SDKEffect] {
    var run: [SDKEffect] = []
    var broadcasts = false
    if let targetUrl, SpecialTarget(androidURI: targetUrl) == .broadcast {
      run.append(WonderPushRuntime.broadcast(targetUrl))
      broadcasts = true
    }
    if let opens = deepLinkAnswer(targetUrl ?? WonderPushRuntime.defaultTarget), SpecialTarget(androidURI: opens) == nil {
      run.append(.action(type: "link", parameters: ["url": .string(opens)], result: "recorded, not opened"))
    }
    if broadcasts { run += willOpen }
    return run
  }
}
