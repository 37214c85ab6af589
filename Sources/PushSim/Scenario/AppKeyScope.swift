/// Where a field of a device's `app` means something: the platforms whose apps have it and, for
/// an SDK's own setting, the SDKs that read it. On any other device the field would do nothing,
/// so the loader refuses it at its value (as it refuses an option of another platform) instead of
/// ignoring it.
struct AppKeyScope: Sendable {
  /// The platforms whose apps have the field.
  let platforms: Set<Platform>
  /// The SDKs that read the field, or `nil` when it is the app's own, whatever SDK it embeds.
  let sdks: Set<SDK>?
  /// The SDK whose setting it is, as the error names it ("OneSignal"), or `nil`.
  let vendor: String?
  /// Narrower ``sdks`` on some platforms (`handledLinks`: on iOS only OneSignal and Customer.io read it),
  /// with the vendor the error then names.
  var sdksOn: [Platform: (sdks: Set<SDK>, vendor: String)] = [:]

  /// The fields whose scope is narrower than every app: iOS's UserNotifications delegate, service
  /// extension and categories; the web's service worker and subscription; the background handler
  /// and localised strings of native apps; each vendor SDK's own settings. A field not listed
  /// applies to every device.
  static let byKey: [String: AppKeyScope] = {
    let native: Set<Platform> = [.iOS, .android]
    var scopes: [String: AppKeyScope] = [:]
    func add(
      _ keys: [String], _ platforms: Set<Platform>, _ sdks: Set<SDK>? = nil, vendor: String? = nil,
      sdksOn: [Platform: (sdks: Set<SDK>, vendor: String)] = [:]
    ) {
      for key in keys { scopes[key] = AppKeyScope(platforms: platforms, sdks: sdks, vendor: vendor, sdksOn: sdksOn) }
    }
    add(
      ["willPresent", "serviceExtension", "categories", "customDismissActionCategories", "foregroundActions", "textInputActions",
       "authenticationRequiredActions", "notificationFilteringEntitlement", "pushKit", "stringsdict", "liveActivities"], [.iOS])
    add(["serviceWorkerShowsNotification", "serviceWorkerClosesOnClick", "serviceWorkerAppBadge", "userVisibleOnly"], [.web])
    // PushSim's own worker: an SDK's worker (WonderPush) is the SDK's code.
    add(["serviceWorkerPushHandler", "serviceWorkerPushHandlerTakes"], [.web], [.webpush], vendor: "PushSim's plain service worker")
    // The manifest attribute of the app's FirebaseMessagingService (Direct Boot).
    add(["directBootAware"], [.android])
    // The web's dialects have no background handler and no localisation keys.
    add(["backgroundHandlerTakes", "locale", "strings"], native)
    add(["methods"], Set(Platform.allCases), [.wonderpush], vendor: "WonderPush")
    // WonderPushDelegate's deep-link hook exists in the Android and iOS SDKs; the web SDK has no such delegate.
    add(["urlForDeepLink"], native, [.wonderpush], vendor: "WonderPush")
    // The Info.plist key WP-I's rating action reads (WP_ITUNES_APP_ID).
    add(["itunesAppID"], [.iOS], [.wonderpush], vendor: "WonderPush")
    // Customer.io's link hooks: iOS's deepLinkCallback (SDK config), Android's CustomerIOPushNotificationCallback.onNotificationClicked.
    add(["deepLinkCallback"], native, [.customerio], vendor: "Customer.io")
    // Customer.io Android's MessagingPushModuleConfig.Builder.setPushClickBehavior (the iOS SDK has none).
    add(["pushClickBehavior"], [.android], [.customerio], vendor: "Customer.io")
    // Customer.io's silent-push callback: Android SDK 5.1.0's setBackgroundPushCallback, iOS SDK 5.2.0's handler.
    add(["backgroundPushCallback"], native, [.customerio], vendor: "Customer.io")
    // The SDKs whose taps open a link with an ACTION_VIEW intent, which Android gives the app's activity when it handles the
    // link, and Mapp's, whose com.appoxee.VIEW_DEEPLINK intent (apx://deeplink?…) needs the app's activity for it
    // (MappDeepLinkIntent); on iOS, Customer.io's, which hands a link to the app's universal-link handler or URL scheme, and
    // OneSignal's, whose launch URL goes to UIApplication.open and so to the app's URL scheme (IOSLinkTarget).
    add(
      ["handledLinks"], [.android, .iOS], [.wonderpush, .onesignal, .mapp, .customerio],
      vendor: "WonderPush, OneSignal, Mapp Engage and Customer.io",
      sdksOn: [.iOS: ([.onesignal, .customerio], "OneSignal and Customer.io")])
    add(["onWillDisplay", "suppressLaunchURLs"], native, [.onesignal], vendor: "OneSignal")
    add(["additionalDataIsRootPayload", "disableBadgeClearing", "displayAfter", "ownNotificationCenterDelegate", "appDelegateSelectors", "outcomes"], [.iOS], [.onesignal], vendor: "OneSignal")
    add(["onNotificationReceived", "notificationOpenedDefault", "notificationChannels"], [.android], [.onesignal], vendor: "OneSignal")
    add(["showNotificationsOnForeground"], [.iOS], [.mapp], vendor: "Mapp Engage")
    add(["notificationMode"], [.android], [.mapp], vendor: "Mapp Engage")
    return scopes
  }()

  /// Why the `app` field `name` cannot be given for a device of `platform` embedding `sdk` (it
  /// would do nothing there), or `nil`. With `sdk` nil only the platform is checked.
  static func inapplicability(ofAppKey name: String, on platform: Platform, sdk: SDK?) -> String? {
    guard let scope = byKey[name] else { return nil }
    let narrower = scope.sdksOn[platform]
    let setting = (narrower?.vendor ?? scope.vendor).map { " (a setting of \($0))" } ?? ""
    if !scope.platforms.contains(platform) {
      let platforms = Platform.allCases.filter(scope.platforms.contains).map(\.description)
      return "app key \"\(name)\" applies to \(list(platforms)) apps only\(setting); on \(platform) it would do nothing"
    }
    if let sdks = narrower?.sdks ?? scope.sdks, let sdk, !sdks.contains(sdk) {
      let readers = SDK.all.filter(sdks.contains).map(\.rawValue)
      let on = narrower == nil ? "" : " on \(platform)"
      return "app key \"\(name)\" applies to apps with sdk \(list(readers)) only\(on)\(setting); "
        + "with sdk \"\(sdk)\" it would do nothing"
    }
    return nil
  }

  /// "a", "a or b", "a, b or c".
  private static func list(_ names: [String]) -> String {
    guard names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
  }
}
