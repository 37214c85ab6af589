extension DeviceOptions {
  /// A named option: what it expects and how it applies a JSON value.
  struct Setting: Sendable {
    let name: String
    /// What a valid value looks like, for messages and the schema (`true or false`).
    let expects: String
    let apply: @Sendable (inout DeviceOptions, JSONValue) -> Bool
  }

  /// Every option a scenario can set, by name.
  static let settings: [Setting] = [
    choice("iosForegroundPresentDefault", ForegroundPresentation.allCases) { $0.iosForegroundPresentDefault = $1 },
    bool("iosForegroundAlertCallsDidRRN") { $0.iosForegroundAlertCallsDidRRN = $1 },
    bool("iosTapRedeliversContentAvailable") { $0.iosTapRedeliversContentAvailable = $1 },
    int("iosBackgroundPushBudgetPerHour", max: 100_000) { $0.iosBackgroundPushBudgetPerHour = $1 },
    int("iosBackgroundBudgetResetSeconds", min: 1) { $0.iosBackgroundBudgetResetSeconds = $1 },
    bool("iosDebuggerAttached") { $0.iosDebuggerAttached = $1 },
    bool("debuggerAttached") { $0.iosDebuggerAttached = $1 },
    int("iosPostRebootHoldSeconds") { $0.iosPostRebootHoldSeconds = $1 },
    bool("iosLowPowerModeBlocksBackgroundPush") { $0.iosLowPowerModeBlocksBackgroundPush = $1 },
    choice("iosBFU", BFUPolicy.allCases) { $0.iosBFU = $1 },
    int("iosNSEBudgetSeconds") { $0.iosNSEBudgetSeconds = $1 },
    int("iosDidRRNBudgetSeconds") { $0.iosDidRRNBudgetSeconds = $1 },
    int("iosBackgroundExecutionSeconds", max: 600) { $0.iosBackgroundExecutionSeconds = $1 },
    bool("iosAlertWakesBypassThrottle") { $0.iosAlertWakesBypassThrottle = $1 },
    bool("simctlTransport") { $0.simctlTransport = $1 },
    bool("simctlTransport_contentAvailableWakes") { $0.simctlTransport_contentAvailableWakes = $1 },
    bool("simctlTransport_runsNSE") { $0.simctlTransport_runsNSE = $1 },
    bool("ios18_0DuplicateDelivery") { $0.ios18_0DuplicateDelivery = $1 },
    bool("iosZeroBadgeClearsNotifications") { $0.iosZeroBadgeClearsNotifications = $1 },
    int("apnsLowPriorityBurstSeconds", max: 86_400) { $0.apnsLowPriorityBurstSeconds = $1 },
    bool("apnsPriorityOneWaitsForWake") { $0.apnsPriorityOneWaitsForWake = $1 },
    int("androidHandlerBudgetSeconds") { $0.androidHandlerBudgetSeconds = $1 },
    int("reactNativeHeadlessTaskTimeoutSeconds") { $0.reactNativeHeadlessTaskTimeoutSeconds = $1 },
    int("oneSignalReceiveReceiptDelaySeconds", max: 25) { $0.oneSignalReceiveReceiptDelaySeconds = $1 },
    bool("androidOemKillOnSwipe") { $0.androidOemKillOnSwipe = $1 },
    choice("androidLaunchMode", AndroidLaunchMode.allCases) { $0.androidLaunchMode = $1 },
    Setting(
      name: "androidApiLevel",
      expects: "an Android API level, a whole number from \(androidApiLevels.lowerBound) (Android 8.0) to \(androidApiLevels.upperBound) "
        + "(Android 16), such as 29 for Android 10 or 34 for Android 14"
    ) { options, value in
      guard let number = value.wholeNumberValue, let level = Int(exactly: number), androidApiLevels.contains(level) else { return false }
      options.androidApiLevel = level
      return true
    },
    Setting(name: "chromeSilentPushGrace", expects: "a number from 0 to 1") { options, value in
      guard let grace = value.doubleValue, (0...1).contains(grace) else { return false }
      options.chromeSilentPushGrace = grace
      return true
    },
    int("safariRevokeAfterViolations") { $0.safariRevokeAfterViolations = $1 },
    bool("chromeAppNotificationPermission") { $0.chromeAppNotificationPermission = $1 },
    int("firefoxMaxQuotaPerSubscription", min: 1, max: 100_000) { $0.firefoxMaxQuotaPerSubscription = $1 },
    bool("notificationPermission") { $0.notificationPermission = $1 },
    bool("iosDeliversQuietly") { $0.iosDeliversQuietly = $1 },
    bool("liveActivitiesEnabled") { $0.liveActivitiesEnabled = $1 },
    bool("liveActivitiesFrequentUpdates") { $0.liveActivitiesFrequentUpdates = $1 },
    bool("realDevice") { $0.realDevice = $1 },
    choice("focus", Focus.allCases) { $0.iosFocus = $1 },
    Setting(
      name: "scheduledSummary",
      expects: "an array of the summary's times of day (durations from midnight below 24h, such as \"8h\" or \"18h30m\"), or null for Deliver Immediately"
    ) { options, value in
      if value == .null {
        options.iosScheduledSummary = nil
        return true
      }
      guard case .array(let items) = value, !items.isEmpty else { return false }
      let times = items.compactMap { $0.stringValue.flatMap { try? DurationText.parse($0) } }
      guard times.count == items.count, times.allSatisfy({ $0 < .seconds(86_400) }) else { return false }
      options.iosScheduledSummary = Array(Set(times)).sorted()
      return true
    },
    bool("timeSensitiveEntitlement") { $0.iosTimeSensitiveEntitlement = $1 },
    bool("timeSensitiveSetting") { $0.iosTimeSensitiveSetting = $1 },
    bool("focusAllowsTimeSensitive") { $0.iosFocusAllowsTimeSensitive = $1 },
    bool("communicationEntitlement") { $0.iosCommunicationEntitlement = $1 },
    people("focusAllowedPeople", who: "the people the Focus allows") { $0.iosFocusAllowedPeople = $1 },
    bool("focusStatusShared") { $0.iosFocusStatusShared = $1 },
    choice("focusAllowCallsFrom", FocusCallers.allCases) { $0.iosFocusAllowCallsFrom = $1 },
    bool("focusAllowRepeatedCalls") { $0.iosFocusAllowRepeatedCalls = $1 },
    people("contacts", who: "the user's contacts") { $0.iosContacts = $1 },
    people("favorites", who: "the user's favourites") { $0.iosFavorites = $1 },
    bool("directMessagesSetting") { $0.iosDirectMessagesSetting = $1 },
    bool("criticalAlertsEntitlement") { $0.iosCriticalAlertsEntitlement = $1 },
    bool("criticalAlertAuthorization") { $0.iosCriticalAlertAuthorization = $1 },
    bool("lowPowerMode") { $0.lowPowerMode = $1 },
    bool("doze") { $0.doze = $1 },
    bool("charging") { $0.charging = $1 },
    choice("standbyBucket", StandbyBucket.allCases) { $0.standbyBucket = $1 },
    bool("fcmDeprioritized") { $0.fcmDeprioritized = $1 },
    int("androidAutoGroupAtCount", max: 1_000) { $0.androidAutoGroupAtCount = $1 },
    int("androidMaxNotificationsPerApp", max: 100_000) { $0.androidMaxNotificationsPerApp = $1 },
    Setting(name: "androidMaxPackageEnqueueRate", expects: "a number of posts a second from 0 to 100000, such as 5 or 2.5 (0: no limit)") {
      options, value in
      // `Settings.Global.getFloat` reads the setting as a `float`.
      guard let rate = value.doubleValue, (0...100_000).contains(rate) else { return false }
      options.androidMaxPackageEnqueueRate = Float(rate)
      return true
    },
    channelIDs("androidChannels") { $0.androidChannels = $1 },
    channelIDs("androidBlockedChannels") { $0.androidBlockedChannels = $1 },
    channelIDs("androidUnblockedChannels") { $0.androidUnblockedChannels = $1 },
    choice("doNotDisturb", DoNotDisturb.allCases) { $0.androidDoNotDisturb = $1 },
    Setting(
      name: "androidDndAllows",
      expects: "an array of the categories Do Not Disturb's priority mode lets through, among "
        + AndroidDoNotDisturbRules.Category.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") + " ([] for none)"
    ) { options, value in
      guard case .array(let items) = value else { return false }
      let categories = items.compactMap { $0.stringValue.flatMap(AndroidDoNotDisturbRules.Category.init(rawValue:)) }
      guard categories.count == items.count else { return false }
      options.androidDndAllows = AndroidDoNotDisturbRules.Category.allCases.filter(categories.contains)
      return true
    },
    channelIDs("androidDndBypassChannels") { $0.androidDndBypassChannels = $1 },
    channelIDs("androidDndBypassOffChannels") { $0.androidDndBypassOffChannels = $1 },
    bool("androidDndHidesNotifications") { $0.androidDndHidesNotifications = $1 },
    bool("androidNotificationPolicyAccess") { $0.androidNotificationPolicyAccess = $1 },
    choice("androidDndConversations", AndroidDoNotDisturbRules.ConversationSenders.allCases) { $0.androidDndConversations = $1 },
    optionalString("androidDefaultChannel", expects: "a channel id (a non-empty string), or null for none", valid: { !$0.isEmpty }) {
      $0.androidDefaultChannel = $1
    },
    names("androidDrawables", what: "drawable resource names") { $0.androidDrawables = $1 },
    names("androidRawSounds", what: "sound names in res/raw") { $0.androidRawSounds = $1 },
    optionalString("androidDefaultIcon", expects: "a drawable resource name (a string), or null for the launcher icon", valid: { !$0.isEmpty }) {
      $0.androidDefaultIcon = $1
    },
    optionalString(
      "androidDefaultColor", expects: "a colour resource value (#rgb, #argb, #rrggbb or #aarrggbb) such as \"#1a73e8\", or null for none",
      valid: FCMNotificationAppearance.isColorResourceValue
    ) {
      $0.androidDefaultColor = $1
    },
    Setting(name: "packageName", expects: "a string") { options, value in
      guard let name = value.stringValue else { return false }
      options.packageName = name
      return true
    },
    Setting(name: "installationId", expects: "a string") { options, value in
      guard let id = value.stringValue else { return false }
      options.installationID = id
      return true
    },
    choice("browser", Browser.allCases) { $0.browser = $1 },
    Setting(name: "webMaxActions", expects: "a number of actions from 0 to 10, or null for the browser's") { options, value in
      guard value != .null else {
        options.webMaxActions = nil
        return true
      }
      guard let count = value.wholeNumberValue, (0...10).contains(count) else { return false }
      options.webMaxActions = Int(count)
      return true
    },
    choice("webHost", WebHost.allCases) { $0.webHost = $1 },
    Setting(name: "webScope", expects: "an absolute http or https URL (the service worker's scope), with a port from 0 to 65535 if any, or null") { options, value in
      guard value != .null else {
        options.webScope = nil
        return true
      }
      guard let scope = value.stringValue, URLReference.resolve("", against: scope) != nil,
        PushDecoder.isAbsoluteURL(scope), WebDeliveryRules.originForDisplay(scope) != nil
      else { return false }
      options.webScope = scope
      return true
    },
    bool("dartEntryPoint") { $0.dartEntryPoint = $1 },
    bool("showPushAppInForeground") { $0.cioShowPushAppInForeground = $1 },
    bool("autoTrackPushEvents") { $0.cioAutoTrackPushEvents = $1 },
    Setting(name: "clockEpochSeconds", expects: "a UNIX time in seconds, from 0 to 100000000000") { options, value in
      guard let seconds = value.wholeNumberValue, (0...100_000_000_000).contains(seconds) else { return false }
      options.clockEpochSeconds = seconds
      return true
    },
  ]

  /// The options that mean something on one platform only; the others apply everywhere.
  /// SCENARIOS.md names `lowPowerMode`, `debuggerAttached` and `realDevice` as options of any
  /// device (its own example sets `realDevice` on an Android device): they are accepted on
  /// every platform, and act on iOS only (the schema's descriptions of them).
  static let platformOfSetting: [String: Platform] = {
    let iOS = [
      "iosForegroundPresentDefault", "iosForegroundAlertCallsDidRRN", "iosTapRedeliversContentAvailable",
      "iosBackgroundPushBudgetPerHour", "iosBackgroundBudgetResetSeconds", "iosDebuggerAttached",
      "iosPostRebootHoldSeconds", "iosLowPowerModeBlocksBackgroundPush", "iosBFU", "iosNSEBudgetSeconds",
      "iosDidRRNBudgetSeconds", "iosBackgroundExecutionSeconds", "iosAlertWakesBypassThrottle", "simctlTransport", "simctlTransport_contentAvailableWakes",
      "simctlTransport_runsNSE", "ios18_0DuplicateDelivery", "iosZeroBadgeClearsNotifications",
      "showPushAppInForeground", "iosDeliversQuietly", "liveActivitiesEnabled", "liveActivitiesFrequentUpdates", "apnsLowPriorityBurstSeconds", "apnsPriorityOneWaitsForWake",
    ]
    let android = [
      "androidHandlerBudgetSeconds", "reactNativeHeadlessTaskTimeoutSeconds", "oneSignalReceiveReceiptDelaySeconds", "androidOemKillOnSwipe", "androidLaunchMode", "doze", "charging", "standbyBucket", "fcmDeprioritized", "androidAutoGroupAtCount",
      "androidMaxNotificationsPerApp", "androidMaxPackageEnqueueRate", "androidChannels", "androidBlockedChannels", "androidUnblockedChannels",
      "doNotDisturb", "androidDndAllows", "androidDndBypassChannels", "androidDndBypassOffChannels", "androidDndHidesNotifications", "androidDndConversations", "androidNotificationPolicyAccess",
      "androidDefaultChannel", "androidDrawables", "androidRawSounds", "androidDefaultIcon", "androidDefaultColor",
    ]
    let web = ["chromeSilentPushGrace", "chromeAppNotificationPermission", "safariRevokeAfterViolations", "firefoxMaxQuotaPerSubscription", "browser", "webMaxActions", "webHost", "webScope"]
    return Dictionary(uniqueKeysWithValues: iOS.map { ($0, Platform.iOS) } + android.map { ($0, .android) } + web.map { ($0, .web) })
  }()

  /// Why the options cannot stand together, or `nil`: a channel both in
  /// `androidDndBypassChannels` (the user's Override Do Not Disturb switch on) and in
  /// `androidDndBypassOffChannels` (the same switch off).
  var doNotDisturbBypassConflict: String? {
    guard let channel = androidDndBypassChannels.first(where: androidDndBypassOffChannels.contains) else { return nil }
    return "channel \(QuotedValue.plain(channel)) is in both \"androidDndBypassChannels\" (its Override Do Not Disturb switch on) "
      + "and \"androidDndBypassOffChannels\" (the same switch off); give it in one of them"
  }

  /// Why the channel switches cannot stand together, or `nil`: a channel both in
  /// `androidBlockedChannels` (the user turned it off) and in `androidUnblockedChannels` (the
  /// user turned it back on).
  var channelSwitchConflict: String? {
    guard let channel = androidBlockedChannels.first(where: androidUnblockedChannels.contains) else { return nil }
    return "channel \(QuotedValue.plain(channel)) is in both \"androidBlockedChannels\" (turned off by the user) "
      + "and \"androidUnblockedChannels\" (turned back on); give it in one of them"
  }

  /// Options with two names (the later is the earlier's alias): one object gives one of them.
  static let aliases: [(String, String)] = [("iosDebuggerAttached", "debuggerAttached")]

  /// The first two names among `keys` that name the same option, or `nil`.
  static func repeatedAlias(in keys: [String]) -> (String, String)? {
    aliases.first { keys.contains($0.0) && keys.contains($0.1) }
  }

  /// Why two aliases of one option are refused together.
  static func repeatedAliasMessage(_ first: String, _ second: String) -> String {
    "\"\(first)\" and \"\(second)\" name the same option, so one would silently override the other; give it once"
  }

  /// Why `dartEntryPoint` cannot be set on an app with `wrapper` (only Flutter's Dart has a
  /// background entry point), or `nil`.
  static func dartEntryPointInapplicability(wrapper: Wrapper) -> String? {
    guard wrapper != .flutter, wrapper != .airshipFlutter else { return nil }
    return "option \"dartEntryPoint\" is for Flutter apps (wrapper \"flutter\" or \"airshipFlutter\"): a Dart background entry point; "
      + "with wrapper \"\(wrapper)\" it would do nothing"
  }

  /// Why an option cannot be set on a device of `platform` (it would do nothing there), or `nil`.
  public static func inapplicability(of name: String, on platform: Platform) -> String? {
    guard let only = platformOfSetting[name], only != platform else { return nil }
    return "option \"\(name)\" is for \(only) devices; on \(platform) it would do nothing"
  }

  /// Every option name, in documentation order.
  public static var settingNames: [String] { settings.map(\.name) }

  /// The option names a device of `platform` can take (those of every platform and its own),
  /// in documentation order; every name for `nil`.
  static func settingNames(on platform: Platform?) -> [String] {
    guard let platform else { return settingNames }
    return settingNames.filter { platformOfSetting[$0].map { $0 == platform } ?? true }
  }

  /// What a valid value of an option looks like (`true or false`), or `nil` for an unknown name.
  public static func expectedValue(of name: String) -> String? {
    settings.first { $0.name == name }?.expects
  }

  /// What to say of `name`, a device's `app` key, given as an option.
  static func appKeyGivenAsOption(_ name: String) -> String {
    "\"\(name)\" is an \"app\" key, not an option: move it into the device's \"app\" object"
  }

  /// What to say of `name`, an option, given as a key of a device's `app`.
  static func optionGivenAsAppKey(_ name: String) -> String {
    "\"\(name)\" is an option, not an \"app\" key: move it into the device's \"options\" object"
  }

  /// Sets an option by name.
  ///
  /// - Parameters:
  ///   - setting: The option and its value.
  ///   - platform: The device's platform when the caller knows it: an unknown name's message then
  ///     lists only the options a device of that platform takes (``settingNames(on:)``), not
  ///     another platform's, which it would refuse anyway.
  ///   - written: The value as its author wrote it (a scenario's source text, a command-line
  ///     argument), which a refusal quotes instead of the value's JSON: a number keeps its
  ///     spelling (`99999999999999999999`, not `1e+20`). PushSim passes it for a number only:
  ///     `nil` quotes the value's compact JSON, as for an array written over several lines.
  /// - Returns: `nil` on success, or a message saying what is wrong (a device's `app` key, an
  ///   unknown name with a suggestion, or the value expected: for a number, the range).
  public mutating func apply(_ setting: DeviceSetting, on platform: Platform? = nil, written: String? = nil) -> String? {
    guard let entry = DeviceOptions.settings.first(where: { $0.name == setting.name }) else {
      if ScenarioLoader.appKeys.contains(setting.name) { return DeviceOptions.appKeyGivenAsOption(setting.name) }
      var message = "unknown option \(QuotedValue.plain(setting.name))"
      if let suggestion = Suggestion.closest(to: setting.name, in: DeviceOptions.settingNames) {
        message += "; did you mean \"\(suggestion)\"?"
      } else {
        message += "."
      }
      let known = platform.map { " Known options of \($0) devices: " } ?? " Known options: "
      return message + known + DeviceOptions.settingNames(on: platform).joined(separator: ", ")
    }
    guard entry.apply(&self, setting.value) else {
      return "option \"\(setting.name)\" must be \(entry.expects), not \(written ?? QuotedValue.value(setting.value))"
    }
    return nil
  }

  private static func bool(_ name: String, _ set: @escaping @Sendable (inout DeviceOptions, Bool) -> Void) -> Setting {
    Setting(name: name, expects: "true or false") { options, value in
      guard let flag = value.boolValue else { return false }
      set(&options, flag)
      return true
    }
  }

  private static func int(
    _ name: String, min: Int = 0, max: Int = 31_536_000, _ set: @escaping @Sendable (inout DeviceOptions, Int) -> Void
  ) -> Setting {
    Setting(name: name, expects: "a whole number from \(min) to \(max)") { options, value in
      guard let number = value.wholeNumberValue, let small = Int(exactly: number), (min...max).contains(small) else { return false }
      set(&options, small)
      return true
    }
  }

  /// A string the option accepts when `valid`, or `null` for the option's default (`nil`).
  private static func optionalString(
    _ name: String, expects: String, valid: @escaping @Sendable (String) -> Bool = { _ in true },
    _ set: @escaping @Sendable (inout DeviceOptions, String?) -> Void
  ) -> Setting {
    Setting(name: name, expects: expects) { options, value in
      if value == .null {
        set(&options, nil)
        return true
      }
      guard let text = value.stringValue, valid(text) else { return false }
      set(&options, text)
      return true
    }
  }

  /// A setting that takes an array of Android channel ids (non-empty strings).
  private static func channelIDs(_ name: String, _ set: @escaping @Sendable (inout DeviceOptions, [String]) -> Void) -> Setting {
    Setting(name: name, expects: "an array of channel ids (non-empty strings)") { options, value in
      guard case .array(let items) = value else { return false }
      let ids = items.compactMap(\.stringValue).filter { !$0.isEmpty }
      guard ids.count == items.count else { return false }
      set(&options, ids)
      return true
    }
  }

  /// A list of people, as the identifiers of the app's intents' senders and callers.
  private static func people(_ name: String, who: String, _ set: @escaping @Sendable (inout DeviceOptions, [String]) -> Void) -> Setting {
    let expects =
      "an array of \(who), as the sender identifiers of the app's message intents and the caller identifiers of its call "
      + "intents (non-empty strings, such as [\"alice@example.com\"]; [] for none)"
    return Setting(name: name, expects: expects) { options, value in
      guard case .array(let items) = value else { return false }
      let people = items.compactMap(\.stringValue).filter { !$0.isEmpty }
      guard people.count == items.count else { return false }
      set(&options, people)
      return true
    }
  }

  /// A list of resource names, or `null` for "not described" (every name exists).
  private static func names(
    _ name: String, what: String, _ set: @escaping @Sendable (inout DeviceOptions, [String]?) -> Void
  ) -> Setting {
    Setting(name: name, expects: "an array of \(what) (non-empty strings), or null to accept every name") { options, value in
      if value == .null {
        set(&options, nil)
        return true
      }
      guard case .array(let items) = value else { return false }
      let names = items.compactMap(\.stringValue).filter { !$0.isEmpty }
      guard names.count == items.count else { return false }
      set(&options, names)
      return true
    }
  }

  private static func choice<T: RawRepresentable & Sendable>(
    _ name: String, _ cases: [T], _ set: @escaping @Sendable (inout DeviceOptions, T) -> Void
  ) -> Setting where T.RawValue == String {
    let names = cases.map(\.rawValue)
    return Setting(name: name, expects: "one of " + names.map { "\"\($0)\"" }.joined(separator: ", ")) { options, value in
      guard let text = value.stringValue, let choice = cases.first(where: { $0.rawValue == text }) else { return false }
      set(&options, choice)
      return true
    }
  }
}
