extension ScenarioLoader {
  // The field names each object of a scenario file accepts: the loader checks against these
  // lists, and ScenarioSchemaTests checks that Scenarios/scenario.schema.json names the same.
  // `note` is accepted in every object read by a ScenarioReader and is not listed.

  /// The top-level fields of a scenario file.
  static let topLevelKeys = ["scenario", "name", "description", "devices", "liquid", "steps", "$schema", "kii"]
  /// The `app` step's `do` for the app's code removing chosen notifications (with a
  /// `notification` selector; ``ScenarioStep/removeNotification(device:notification:)``).
  static let removeNotificationAction = "removeNotification"
  /// The fields of a device.
  static let deviceKeys = ["platform", "sdk", "wrapper", "state", "delegate", "options", "app"]
  /// The fields of a device's `app`.
  static let appKeys = [
    "willPresent", "serviceExtension", "backgroundHandlerTakes", "methods", "handledLinks", "urlForDeepLink", "itunesAppID", "deepLinkCallback", "pushClickBehavior", "backgroundPushCallback", "locale", "strings", "stringsdict",
    "categories", "serviceWorkerShowsNotification", "serviceWorkerPushHandler", "serviceWorkerPushHandlerTakes", "serviceWorkerClosesOnClick", "serviceWorkerAppBadge", "userVisibleOnly", "onWillDisplay", "displayAfter", "ownNotificationCenterDelegate", "appDelegateSelectors", "onNotificationReceived",
    "showNotificationsOnForeground", "notificationMode", "additionalDataIsRootPayload", "disableBadgeClearing",
    "suppressLaunchURLs", "notificationOpenedDefault", "notificationChannels",
    "customDismissActionCategories", "foregroundActions", "textInputActions", "authenticationRequiredActions", "notificationFilteringEntitlement",
    "directBootAware",
    "pushKit", "liveActivities", "outcomes",
  ]
  /// The fields of a OneSignal `app`'s `outcomes` (``OneSignalOutcomeSettings``).
  static let oneSignalOutcomesKeys = ["direct", "indirect", "indirectWindowMinutes"]
  /// The fields of an entry of a OneSignal `app`'s `notificationChannels`
  /// (``OneSignalDashboardChannel``).
  static let oneSignalChannelKeys = ["chnl", "bdnd", "pri"]
  /// The fields of an `app`'s `pushKit` (``PushKitRegistration``).
  static let pushKitKeys = ["reportsCall", "takes", "unrestrictedVoIP", "registers", "callLasts", "handler"]
  /// The fields of an `app`'s `liveActivities` (``LiveActivitySettings``).
  static let liveActivitiesKeys = [
    "allowed", "types", "activities", "maximumActivities", "updateBudget", "supportsFrequentUpdates", "frequentUpdates", "startBudget", "startPrompt",
    "observedPushToStartToken",
  ]
  /// The fields of `liveActivities.updateBudget` (``LiveActivitySettings/UpdateBudget``).
  static let liveActivityBudgetKeys = ["perHour", "frequentPerHour"]
  /// The keys of an app's `liveActivities.startBudget`.
  static let liveActivityStartBudgetKeys = ["starts", "window"]
  /// The fields of an attributes type of `liveActivities.types`.
  static let liveActivityTypeKeys = ["contentState", "attributes"]
  /// The fields of an activity of `liveActivities.activities`.
  static let liveActivityKeys = ["type", "contentState", "startedAt", "channel"]
  /// The fields of a scripted `serviceExtension` of an `app`.
  static let serviceExtensionKeys = ["takes"] + contentEditKeys + ["crashes", "suppresses", "timeWillExpire"]
  /// The fields of what a scripted service extension changes (``ScriptedContentEdit``): its
  /// own, and those of its `timeWillExpire` best attempt.
  static let contentEditKeys = ["title", "subtitle", "body", "attach", "messageIntent", "callIntent"]
  /// The keys of a scripted service extension's `messageIntent` (``SendMessageIntent``).
  static let messageIntentKeys = [
    "sender", "senderName", "avatar", "recipients", "recipientCount", "groupName", "groupImage",
    "notifyRecipientAnyway", "mentionsCurrentUser", "isReplyToCurrentUser", "contactSuggestion",
  ]
  /// The keys of a scripted service extension's `callIntent` (``StartCallIntent``).
  static let callIntentKeys = ["caller", "callerName", "avatar", "call", "ringtone", "contactSuggestion"]
  /// The values of an `app`'s `notificationOpenedDefault` (OneSignal's Android manifest meta-data
  /// `com.onesignal.NotificationOpened.DEFAULT`: `DISABLE` opens no activity on a tap; any other
  /// value is the default).
  static let notificationOpenedDefaultChoices = ["DISABLE", "ENABLE"]
  /// The values of an `app`'s `onWillDisplay` (OneSignal's foreground lifecycle listener).
  static let onWillDisplayChoices = ["display", "preventDefault"]
  /// The fields of each step kind whose body is an object of fixed fields (`set` takes `device`
  /// and option names, `advance` a duration).
  static let stepKeys: [String: [String]] = [
    "push": ["to", "payload", "payloadFile", "raw", "headers", "subscription"],
    "tap": ["device", "notification", "button", "text", "activity"],
    "dismiss": ["device", "notification", "activity"],
    "app": ["device", "do", "notification"],
    "reboot": ["device"],
    "network": ["device", "online"],
    "badge": ["device", "count"],
    "subscribe": ["device"],
    "expect": ["events", "noEvents", "exactly", "center"],
    "refused": ["step", "message"],
    "kiiSend": ["as", "topic", "message"],
    "kiiSubscribe": ["as", "topic"],
    "kiiUnsubscribe": ["as", "topic"],
  ]
  /// The fields of a device's entry in an expectation's `center`.
  static let centerExpectationKeys = [
    "count", "tags", "ids", "titles", "badge", "state", "installation", "liveActivities", "liveActivitiesOff", "pushToStartToken",
  ]
  /// The fields of an activity of a center expectation's `liveActivities` (those of an entry of
  /// `pushsim device center --json`).
  static let liveActivityExpectationKeys = [
    "id", "type", "phase", "stale", "contentState", "timestamp", "staleDate", "channel", "prompt", "tokenWithheld",
  ]
  /// The fields of a center expectation's `installation`.
  static let installationExpectationKeys = ["tags", "events", "properties", "subscribed", "inbox"]
  /// The fields of the scenario's `kii` block.
  static let kiiKeys = ["appID", "admin", "users", "groups", "topics", "subscriptions", "installations"]
  /// The fields of a group of the `kii` block.
  static let kiiGroupKeys = ["owner", "members"]
  /// The fields of an installation of the `kii` block.
  static let kiiInstallationKeys = ["user", "network", "holdsMqttConnection", "development"]

  /// The allowed fields of a step kind's body (see ``stepKeys``).
  static func fields(of kind: String) -> [String] { stepKeys[kind] ?? [] }
}
