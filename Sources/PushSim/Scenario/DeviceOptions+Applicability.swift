extension DeviceOptions {
  /// The options every device accepts but that act only on some platforms, SDKs or wrappers,
  /// or, on the web, only under some browsers.
  ///
  /// ``inapplicability(of:on:)`` refuses an option of another platform outright; these are
  /// accepted (SCENARIOS.md names `lowPowerMode`, `debuggerAttached` and `realDevice` as options
  /// of any device, and its own example sets `realDevice` on an Android device), so a device
  /// where one does nothing records a `device.warning` with reason `optionNotApplicable`
  /// instead of ignoring it silently, and `pushsim device` refuses it on its command line.
  ///
  /// The web's browser-dependent options depend on the combination in effect (`browser` and
  /// `webHost`, ``effectiveBrowser``), which a later `set` can change: a device checks them
  /// again after a `set` that changes the browser in effect (``dependsOnBrowser(_:)``).
  static let narrowSettings: [(name: String, appliesTo: Applicability)] = [
    ("lowPowerMode", .platforms([.iOS])),
    ("debuggerAttached", .platforms([.iOS])),
    ("realDevice", .platforms([.iOS])),
    ("focus", .platforms([.iOS])),
    ("scheduledSummary", .platforms([.iOS])),
    ("timeSensitiveEntitlement", .platforms([.iOS])),
    ("timeSensitiveSetting", .platforms([.iOS])),
    ("focusAllowsTimeSensitive", .platforms([.iOS])),
    ("communicationEntitlement", .platforms([.iOS])),
    ("focusAllowedPeople", .platforms([.iOS])),
    ("focusStatusShared", .platforms([.iOS])),
    ("focusAllowCallsFrom", .platforms([.iOS])),
    ("focusAllowRepeatedCalls", .platforms([.iOS])),
    ("contacts", .platforms([.iOS])),
    ("favorites", .platforms([.iOS])),
    ("directMessagesSetting", .platforms([.iOS])),
    ("criticalAlertsEntitlement", .platforms([.iOS])),
    ("criticalAlertAuthorization", .platforms([.iOS])),
    ("packageName", .platforms([.android])),
    ("androidApiLevel", .platforms([.android])),
    ("showPushAppInForeground", .sdks([.customerio])),
    ("autoTrackPushEvents", .sdks([.customerio])),
    ("installationId", .sdks([.wonderpush, .onesignal])),
    // Only these SDKs keep in-process timers that a suspension holds back (SimulatedDevice+iOSSuspension).
    ("iosBackgroundExecutionSeconds", .sdks([.onesignal, .wonderpush])),
    ("reactNativeHeadlessTaskTimeoutSeconds", .wrappers([.reactNative])),
    ("chromeSilentPushGrace", .browsers([.chrome], what: "its silent-push budget, R-W-4; Firefox spends its push quota and Safari counts violations instead")),
    ("chromeAppNotificationPermission", .chromeOnAndroid(what: "Chrome's own Android notification permission, whose absence makes Chrome reset the site's permission after 3 days")),
    (
      "firefoxMaxQuotaPerSubscription",
      .firefoxOnDesktop(what: "its push quota, dom.push.maxQuotaPerSubscription, R-W-4; Chrome spends its silent-push budget, Safari counts violations, and Firefox for Android keeps no quota")
    ),
    (
      "safariRevokeAfterViolations",
      .browsers([.safari], what: "its count of userVisibleOnly violations, R-W-5, which every browser on an iPhone or iPad follows")
    ),
    (
      "webScope",
      .browsers([.chrome, .firefox], what: "the base a declarative message's relative navigate is resolved against, R-W-11; WebKit's parser takes none")
    ),
    ("browser", .browserChoice),
  ]

  /// Where an option of ``narrowSettings`` acts.
  enum Applicability: Sendable {
    case platforms([Platform])
    case sdks([SDK])
    case wrappers([Wrapper])
    /// Web: under these browsers in effect (``DeviceOptions/effectiveBrowser``); `what` says
    /// what the option is for.
    case browsers([Browser], what: String)
    /// Web: under Firefox on a desktop only (``WebDeliveryRules/appliesFirefoxPushQuota(_:)``):
    /// Firefox for Android (GeckoView) keeps no push quota.
    case firefoxOnDesktop(what: String)
    /// Web: under Chrome on Android only (``ChromeAppLevelRevocation/applies(_:)``): the option
    /// is a setting of the Android app Chrome is.
    case chromeOnAndroid(what: String)
    /// Web, `browser` itself: on a desktop or Android; on an iPhone or iPad every browser runs
    /// WebKit and follows Safari's rules, so a browser other than Safari does nothing there.
    case browserChoice
  }

  /// Whether an option's effect depends on the browser in effect (`browser`, `webHost`): a
  /// device checks it again when a `set` changes that browser.
  static func dependsOnBrowser(_ name: String) -> Bool {
    switch narrowSettings.first(where: { $0.name == name })?.appliesTo {
    case .browsers, .browserChoice, .firefoxOnDesktop, .chromeOnAndroid: true
    default: false
    }
  }

  /// Whether the browser whose rules apply, or whether the site runs on an iPhone or iPad,
  /// differs between two sets of options.
  static func browserInEffectChanged(from old: DeviceOptions, to new: DeviceOptions) -> Bool {
    old.effectiveBrowser != new.effectiveBrowser || old.webHost.isIOS != new.webHost.isIOS || old.browser != new.browser
      || WebDeliveryRules.appliesFirefoxPushQuota(old) != WebDeliveryRules.appliesFirefoxPushQuota(new)
      || ChromeAppLevelRevocation.applies(old) != ChromeAppLevelRevocation.applies(new)
  }

  /// Why an option a device accepts does nothing on a device of this platform, SDK and wrapper,
  /// with these options (the option's name, where it acts, and that it would do nothing here),
  /// or `nil` when it acts there or is not one of ``narrowSettings``. A `nil` wrapper is not
  /// checked (a `--device` of `parse` or `lint`, which no wrapper reads).
  static func ineffectiveness(
    of name: String, platform: Platform, sdk: SDK, wrapper: Wrapper?, options: DeviceOptions = DeviceOptions()
  ) -> String? {
    guard let entry = narrowSettings.first(where: { $0.name == name }) else { return nil }
    switch entry.appliesTo {
    case .platforms(let platforms) where !platforms.contains(platform):
      return "option \"\(name)\" acts on \(platforms.map(\.description).joined(separator: " and ")) devices only; on \(platform) it does nothing"
    case .sdks(let sdks) where !sdks.contains(sdk):
      return "option \"\(name)\" is a setting of the \(sdks.map(\.rawValue).joined(separator: " and ")) SDK"
        + "\(sdks.count == 1 ? "" : "s"); with sdk \"\(sdk)\" it does nothing"
    case .wrappers(let wrappers) where wrapper.map({ !wrappers.contains($0) }) == true:
      return "option \"\(name)\" is for apps with wrapper \(wrappers.map { "\"\($0)\"" }.joined(separator: " or "))"
        + "; with wrapper \"\(wrapper ?? .native)\" it does nothing"
    case .browsers(let browsers, let what) where platform == .web && !browsers.contains(options.effectiveBrowser):
      return "option \"\(name)\" acts under \(browsers.map(\.name).joined(separator: " and ")) only (\(what)); "
        + Self.browserInEffect(options) + " it does nothing"
    case .firefoxOnDesktop(let what) where platform == .web && !WebDeliveryRules.appliesFirefoxPushQuota(options):
      let here =
        options.effectiveBrowser == .firefox
        ? "under Firefox for Android (webHost \"android\", GeckoView, which leaves throttling to the app)" : Self.browserInEffect(options)
      return "option \"\(name)\" acts under Firefox on a desktop only (\(what)); \(here) it does nothing"
    case .chromeOnAndroid(let what) where platform == .web && !ChromeAppLevelRevocation.applies(options):
      let here =
        options.effectiveBrowser == .chrome
        ? "under Chrome on a desktop (webHost \"\(options.webHost.rawValue)\"), which is no Android app" : Self.browserInEffect(options)
      return "option \"\(name)\" acts under Chrome on Android only (\(what)); \(here) it does nothing"
    case .browserChoice where platform == .web && options.webHost.isIOS && options.browser != .safari:
      return "option \"browser\" (\"\(options.browser.rawValue)\") does nothing with webHost \"\(options.webHost.rawValue)\": "
        + "every browser on an iPhone or iPad runs WebKit and follows Safari's rules"
    default:
      return nil
    }
  }

  /// The browser whose rules apply, for a message: `under Safari (browser "safari")`, or `with
  /// webHost "iOSHomeScreen", where every browser follows Safari's rules,`.
  static func browserInEffect(_ options: DeviceOptions) -> String {
    options.webHost.isIOS
      ? "with webHost \"\(options.webHost.rawValue)\", where every browser runs WebKit and follows Safari's rules,"
      : "under \(options.browser.name) (browser \"\(options.browser.rawValue)\")"
  }
}
