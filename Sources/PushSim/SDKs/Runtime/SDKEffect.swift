/// What an embedded SDK does with a push, as data the device carries out (and records).
public enum SDKEffect: Sendable {
  /// Post a notification (Android, the web).
  case display(SDKDisplay)
  /// Android: post these shown notifications again under their ids, in `group`, without
  /// alerting (OneSignal's `assignGrouplessNotifications`): `notification.regrouped`. Grouped by
  /// the app now, they leave the system's automatic bundle (R-A-24). Like ``display(_:)``, it
  /// does nothing after a `preventDefault()`.
  case regroup(ids: [String], group: String)
  /// Call the app's `onNotificationReceived` (the SDK's received callback); `details` are added
  /// to the trace event (the payload the SDK hands over, `restoring`, …).
  case received(details: JSONObject = JSONObject())
  /// OneSignal (Android): ``received(details:)`` through the app's notification service
  /// extension, which may `preventDefault()`: then the effect's following ``display(_:)`` shows
  /// nothing and the SDK hears of it (``EmbeddedSDK/prevented(_:context:)``).
  case receivedByExtension(OSNotification, details: JSONObject)
  /// Call the app's `onNotificationOpened(buttonIndex)`; with a OneSignal click event, also
  /// `onClick(_:)`, and the trace records its `actionId` and `actionType`.
  case opened(buttonIndex: Int?, details: JSONObject = JSONObject(), click: OSNotificationClickEvent? = nil)
  /// OneSignal: call the foreground lifecycle listener's `onWillDisplay`; when the app calls
  /// `preventDefault()`, the effect's following ``display(_:)`` and ``present(_:)`` show nothing,
  /// and a following ``completeWillPresent(_:)`` waits for the SDK's own later
  /// ``completeHeldWillPresent(_:)`` when the SDK holds the call (``holdWillPresent``).
  case willDisplay(OSNotification)
  /// iOS: answer `willPresent` with these options.
  case present(PresentationOptions)
  /// iOS: the SDK hands `willPresent` on to the app's own notification-center delegate and
  /// ignores its answer (Customer.io's `pushEventHandlerProxy.shouldDisplayPushAppInForeground`):
  /// the app's `userNotificationCenter(_:willPresent:withCompletionHandler:)` runs
  /// (`delegate.willPresent` with the app's `options` and `forwardedBy`, the SDK); a later
  /// ``present(_:)`` answers the system.
  case forwardWillPresent
  /// iOS: the SDK keeps `willPresent`'s completion handler instead of answering now (OneSignal
  /// after a foreground `preventDefault()`: it waits for the app's `display()` or its display
  /// timeout): nothing is shown yet, and a later ``completeHeldWillPresent(_:)`` for the same
  /// push answers the system. The held call ends with the app's process, and a later push with
  /// the same request identifier supersedes it: then it is never answered.
  case holdWillPresent
  /// iOS: the SDK drops the completion handler of the push's held `willPresent` (OneSignal: a
  /// later foreground push's completion block took the process's one `_completion`): the
  /// held call is never answered, so the notification is never shown in the foreground
  /// (`notification.prevented` `by: completionReplaced` with `replacedBy`). Nothing when no call
  /// of that push is held any more.
  case abandonHeldWillPresent(replacedBy: String)
  /// iOS: the SDK's display completion fires with these options (OneSignal's
  /// `finishProcessingNotification`: 7, alert, sound and badge, for a notification to show; 0 for
  /// a prevented one): it hands `willPresent` to the app's own notification-center delegate with
  /// the system's completion handler, whose first call iOS keeps, so the app's answer is what the
  /// system gets (`delegate.willPresent` with `forwardedBy` and `handler: "system"`); with no
  /// delegate of the app's the SDK's options are (`answeredBy`). Answers the push's
  /// `willPresent` being asked now; after a ``holdWillPresent`` it does nothing.
  case completeWillPresent(PresentationOptions)
  /// iOS: as ``completeWillPresent(_:)``, later, for the call the SDK held
  /// (``holdWillPresent``): the notification is presented then, per the answer. Nothing when no
  /// call of that push is held any more (its process ended, or a push with the same request
  /// identifier superseded it).
  case completeHeldWillPresent(PresentationOptions)
  /// Remove the shown notifications that match.
  case closeNotifications(NotificationFilter)
  /// Remove one shown notification.
  case remove(id: String, reason: String)
  /// Android: the SDK cancels these shown notifications to make room before it posts
  /// (OneSignal's `NotificationLimitManager.clearOldestOverLimit`): `notification.removed` with
  /// `reason`. Like ``display(_:)``, it does nothing after a `preventDefault()`.
  case makeRoom(ids: [String], reason: String)
  /// iOS: the SDK sets the app's badge (`applicationIconBadgeNumber`): `badge`. From a number
  /// to 0 it also clears the app's notifications from Notification Center
  /// (``DeviceOptions/iosZeroBadgeClearsNotifications``); elsewhere it does nothing.
  case setBadge(Int)
  /// Record an action the SDK ran (`action.executed`), with what it changed.
  case action(type: String, parameters: JSONObject, result: String)
  /// iOS: the SDK follows a tapped notification's link (Customer.io's `handleDeepLink`, `type`
  /// `deepLink`; OneSignal's `launchWebURL:`, `type` `launchURL`): recorded at once as
  /// `action.executed` of that type (`recorded, not opened`) with `opens`, then, `after` that
  /// long (OneSignal opens its URL 0.75 s after the tap) and only while the app is still in the
  /// foreground, the app's `delegate.continueUserActivity` or `delegate.openURL` with the link,
  /// or Safari on top of the app (`app.state` to the background, reason `safariOpened`), or
  /// nothing (``IOSLinkTarget``).
  case followLink(type: String, url: String, target: IOSLinkTarget, after: Duration = .zero)
  /// Change the installation the SDK keeps (tags, properties, events, subscription).
  case installation(InstallationChange)
  /// The SDK reports a metric for the notification (the `metric` event): `received`,
  /// `opened`, `delivered`.
  case track(event: String)
  /// The SDK reports a metric for the notification once it knows whether it displayed it
  /// (OneSignal Android's receive receipt, `postProcessNotification`): the `metric` event, with
  /// `displayed: false` when the SDK does not take the notification as displayed
  /// (``EmbeddedSDK/tookAsDisplayed(_:)``): prevented, silent, past its TTL, or posted on a
  /// channel that is off or with the app's notifications disabled. The device sends it as
  /// WorkManager would run the job: after ``DeviceOptions/oneSignalReceiveReceiptDelaySeconds``
  /// and once online.
  case trackAfterDisplay(event: String)
  /// Nothing reaches the app, for this reason (`push.dropped`).
  case drop(reason: String, message: String? = nil)
  /// The SDK's code throws an exception nothing catches while it handles the push (Android):
  /// the app's process dies (`push.dropped` `appCrashed` with `message`, then `app.state`
  /// `killed` `crash`); nothing is shown.
  case crash(message: String)
  /// The SDK does not process the push (`push.dropped` with reason `notSdkPayload`): the app's
  /// callbacks hear nothing of it from the SDK.
  case ignored(reason: String)
  /// The SDK starts the app's process in the background (a boot receiver, a restore): `app.launched`.
  case launch(reason: String)
  /// Android: an activity of the app the SDK starts itself comes in front (below Android 10, a
  /// background app's own `PendingIntent`, WonderPush's `autoOpen`): `app.state` to
  /// `foreground` with `reason`, unless the app is there already. What the activity then gets
  /// (`delegate.onCreate`, `onNewIntent`) is not recorded.
  case activityStarted(reason: String)
  /// Android: another app's activity the SDK starts comes on top of the app (WonderPush's
  /// foreground `autoOpen` of an http(s) link the app does not handle: the browser): an app in
  /// the foreground goes to the `background` (`app.state` with `reason`, such as
  /// `browserOpened`, as at a tap that opens the browser); otherwise nothing changes.
  case otherAppStarted(reason: String)
  /// A callback of the app's that does not run (`delegate.missed`).
  case missed(method: String, reason: String)
  /// Call the SDK's ``EmbeddedSDK/timerFired(_:context:)`` after a delay. An ``SDKTimerKind/inProcess``
  /// timer is cancelled when the app's process ends (``EmbeddedSDK/processEnded(context:)`` is
  /// called then); ``SDKTimerKind/work`` is kept across a kill and cleared by a force stop; a
  /// reboot cancels it, and the SDK keeps the unfinished work for after the first unlock.
  case timer(after: Duration, name: String, kind: SDKTimerKind = .inProcess)
  /// Call a method of the SDK's delegate that answers the SDK rather than hearing from it
  /// (WonderPush's `urlForDeepLink`, `wonderPushWillOpenURL`): recorded as `delegate.<method>`
  /// with `fields`, after `notification` (the push's id unless `fields` names one). The SDK has
  /// already taken the answer into account in its other effects.
  case delegateCall(method: String, fields: JSONObject)
  /// Mapp Engage: call the app's `AppoxeeNotificationDelegate` (iOS) or `LocalPushBroadcast`
  /// (Android) method: `delegate.<method>` in the trace.
  case mapp(MappCallback)
  /// These effects concern another push than the one at hand (a restored notification).
  indirect case concerning(IncomingPush, [SDKEffect])
}

extension SDKEffect {
  /// Whether this is ``forwardWillPresent``: the SDK hands `willPresent` to the app's delegate,
  /// whose miss it then records itself.
  var forwardsWillPresent: Bool {
    if case .forwardWillPresent = self { true } else { false }
  }
  /// Whether this is ``completeWillPresent(_:)``: the SDK's completion answers `willPresent`
  /// (or hands it to the app's delegate) itself.
  var completesWillPresent: Bool {
    if case .completeWillPresent = self { true } else { false }
  }
}

/// Which shown notifications a `closeNotifications` action removes: every condition it sets must
/// hold.
public struct NotificationFilter: Sendable, Equatable {
  /// The names ``fields`` may use.
  public static let fieldNames = ["tag", "group", "category", "channel", "sortKey", "threadId", "targetContentId"]

  /// Fields the notification must have with these values; a `nil` value matches only
  /// notifications without that field. `group` and `threadId` both read the group (Android) or
  /// thread id (iOS).
  public var fields: [String: String?]
  /// Tags (Android, web) or request identifiers (iOS): any of them matches.
  public var tags: [String]
  /// Android: extras the notification must carry with equal values.
  public var extras: JSONObject?
  /// A channel that a `channel` field of `nil` also matches, besides notifications without a
  /// channel (WonderPush on Android: the SDK's default channel).
  public var nullChannelAlsoMatches: String?

  /// A filter; with nothing set it matches every notification.
  public init(fields: [String: String?] = [:], tags: [String] = [], extras: JSONObject? = nil) {
    self.fields = fields
    self.tags = tags
    self.extras = extras
  }

  /// Whether a shown notification matches.
  public func matches(_ notification: DisplayedNotification) -> Bool {
    if !tags.isEmpty {
      // The tag on Android and the web, the request identifier on iOS. An Android notification
      // without a tag has none to match, not even "" (WP-A compares `getTag()` as it is); a
      // web notification's `tag` is "" when it has none.
      let key: String?
      switch notification.push.platform {
      case .iOS: key = notification.id
      case .web: key = notification.tag ?? ""
      case .android: key = notification.tag
      }
      guard let key, tags.contains(key) else { return false }
    }
    // The FCM SDK's generated tag is one no filter names, and it is not "no tag".
    if notification.hasGeneratedTag, fields.keys.contains("tag") { return false }
    for (name, expected) in fields {
      var actual = value(named: name, of: notification)
      // iOS: `UNNotificationContent`'s thread and category identifiers are `""` when the
      // payload has none (its target content identifier stays `nil`).
      if actual == nil, name == "threadId" || name == "category", notification.push.platform == .iOS { actual = "" }
      if name == "channel", expected == nil, let alsoMatched = nullChannelAlsoMatches, actual == alsoMatched { continue }
      if actual != expected { return false }
    }
    if let extras {
      // Compared as text, as the SDK's `toString()` does; `null` matches a missing extra.
      for (key, value) in extras {
        let actual = notification.extras[key] ?? .null
        if value == .null ? actual != .null : OrgJSON.string(of: actual) != OrgJSON.string(of: value) { return false }
      }
    }
    return true
  }

  /// A field of a shown notification by its filter name.
  func value(named name: String, of notification: DisplayedNotification) -> String? {
    let content = notification.content
    switch name {
    case "tag": return content.tag
    case "group", "threadId": return content.group
    case "category": return content.category
    case "channel": return notification.channel
    case "sortKey": return notification.sortKey
    case "targetContentId": return content.targetContentID
    default: return nil
    }
  }

  /// The filter as the trace shows it (`parameters` of `action.executed`), keys sorted.
  public var traceParameters: JSONObject {
    var parameters = JSONObject()
    if !tags.isEmpty { parameters["tags"] = .array(tags.map(JSONValue.string)) }
    for name in fields.keys.sorted() {
      parameters[name] = (fields[name] ?? nil).map(JSONValue.string) ?? .null
    }
    if let extras { parameters["extras"] = .object(extras) }
    return parameters
  }
}

/// A change to the SDK's installation.
public enum InstallationChange: Sendable, Equatable {
  /// The action type that makes this change, for the trace (`addTag`, `trackEvent`, …).
  public var actionName: String {
    switch self {
    case .addTags: "addTag"
    case .removeTags: "removeTag"
    case .removeAllTags: "removeAllTags"
    case .setProperties: "updateInstallation"
    case .addPropertyValues: "addProperty"
    case .removeProperties: "removeProperty"
    case .trackEvent: "trackEvent"
    case .trackInternalEvent: "trackInternalEvent"
    case .incrementProperty: "incrementProperty"
    case .resync: "resyncInstallation"
    case .subscribe: "subscribeToNotifications"
    case .unsubscribe: "unsubscribeFromNotifications"
    }
  }

  /// The change's parameters, for the trace.
  public var parameters: JSONObject {
    switch self {
    case .addTags(let tags), .removeTags(let tags): ["tags": .array(tags.map(JSONValue.string))]
    case .removeProperties(let keys): ["keys": .array(keys.map(JSONValue.string))]
    case .setProperties(let values), .addPropertyValues(let values): ["properties": .object(values)]
    case .incrementProperty(let key, let amount): ["key": .string(key), "by": .integer(amount)]
    case .trackEvent(let type, let custom): ["event": .string(type), "custom": custom.map(JSONValue.object) ?? .null]
    case .trackInternalEvent(let type, let data): ["event": .string(type), "data": .object(data)]
    case .resync(let installation, let reset): ["installation": installation.map(JSONValue.object) ?? .null, "reset": .bool(reset)]
    case .removeAllTags, .subscribe, .unsubscribe: JSONObject()
    }
  }

  /// Add tags.
  case addTags([String])
  /// Remove tags.
  case removeTags([String])
  /// Remove every tag.
  case removeAllTags
  /// Set custom properties.
  case setProperties(JSONObject)
  /// Add values to properties, which become arrays of distinct values (`addProperty`).
  case addPropertyValues(JSONObject)
  /// Remove custom properties.
  case removeProperties([String])
  /// Add to a numeric property (a missing or non-numeric one counts from 0).
  case incrementProperty(String, by: Int64)
  /// Track an event of this type, with custom data.
  case trackEvent(type: String, custom: JSONObject?)
  /// Track an event the SDK itself sends, with its event data (WonderPush's reception receipt,
  /// `@NOTIFICATION_RECEIVED`); the trace records it as a `metric` with `via: installationEvent`,
  /// not as an `action.executed` (no payload action asked for it).
  case trackInternalEvent(type: String, data: JSONObject)
  /// Replace the installation with the given one (its `custom` properties); `reset` first clears
  /// the tags and properties kept on the device.
  case resync(installation: JSONObject?, reset: Bool)
  /// Subscribe the installation to notifications.
  case subscribe
  /// Unsubscribe it.
  case unsubscribe
}
