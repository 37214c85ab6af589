// The person's switch for the app's Live Activities (Settings › the app › Live Activities) and
// the app's `ActivityAuthorizationInfo.activityEnablementUpdates` observer
// (docs/ModellingChoices/iOS.md, "Live Activities", *The Settings switch*).
extension SimulatedDevice {
  /// Whether the app's Live Activities are on at the start of the run: option
  /// ``DeviceOptions/liveActivitiesEnabled`` (the switch before the run) when given, else app
  /// key `liveActivities.allowed`.
  var liveActivitiesEnabledAtStart: Bool { options.liveActivitiesEnabled ?? app.liveActivities.allowed }

  /// A `set` step named option `liveActivitiesEnabled` (among `names`; `before` are the options
  /// before it): the person turned the app's Live Activities off or on again in Settings. Off:
  /// later push-to-starts, updates and ends are dropped `liveActivitiesDisabled`; on: they apply
  /// again (the activities shown stay as they are either way), also after "Don't Allow" turned
  /// them off while the option already said `true`. When the state in effect changed,
  /// ``liveActivityEnablementChanged(_:)`` tells the app.
  /// Likewise for option `liveActivitiesFrequentUpdates`, the More Frequent Updates switch of an
  /// app that declares `NSSupportsLiveActivitiesFrequentUpdates`: when frequent updates in
  /// effect change, so does the update budget (``LiveActivityRules/frequentUpdatesChanged(_:budget:)``),
  /// and the app's `frequentPushEnablementUpdates` observer is told.
  func liveActivitySwitchChanged(from before: DeviceOptions, named names: [String]) {
    guard platform == .iOS else { return }
    // Named, not changed: "Don't Allow" turns them off without touching the option, so a `true`
    // the option already had must still turn them on again.
    if names.contains("liveActivitiesEnabled"), let enabled = options.liveActivitiesEnabled {
      let was = liveActivities?.allowed ?? (before.liveActivitiesEnabled ?? app.liveActivities.allowed)
      var rules = liveActivityState()
      rules.allowed = enabled
      liveActivities = rules
      if was != enabled { liveActivityEnablementChanged(enabled) }
    }
    let frequent = frequentUpdatesInEffect(options)
    if names.contains("liveActivitiesFrequentUpdates"), frequentUpdatesInEffect(before) != frequent {
      var rules = liveActivityState()
      rules.frequentUpdatesChanged(frequent, budget: app.liveActivities.updateBudget)
      liveActivities = rules
      tellRunningApp("frequentPushEnablementUpdates", frequent) { $0?.frequentPushEnablementUpdates(enabled: frequent) }
    }
  }

  /// Whether frequent updates are in effect under `options`: the app declares
  /// `NSSupportsLiveActivitiesFrequentUpdates` (app key `liveActivities.supportsFrequentUpdates`)
  /// and the person's More Frequent Updates switch (option `liveActivitiesFrequentUpdates`) is on,
  /// as it is unless given (Airship: with the key, "the end user is able to disable frequent
  /// updates in the app settings").
  func frequentUpdatesInEffect(_ options: DeviceOptions) -> Bool {
    app.liveActivities.supportsFrequentUpdates && (options.liveActivitiesFrequentUpdates ?? true)
  }

  /// Why option `name` does nothing for this app, or `nil`: the More Frequent Updates switch of an
  /// app that does not declare `NSSupportsLiveActivitiesFrequentUpdates`, which cannot update
  /// its Live Activities frequently whatever the switch says.
  func liveActivityOptionIneffectiveness(_ name: String) -> String? {
    guard platform == .iOS, name == "liveActivitiesFrequentUpdates", !app.liveActivities.supportsFrequentUpdates else { return nil }
    return "option \"liveActivitiesFrequentUpdates\" is the More Frequent Updates switch of an app that declares "
      + "NSSupportsLiveActivitiesFrequentUpdates; this app does not (app key liveActivities.supportsFrequentUpdates), "
      + "so its priority-10 update budget stays perHour and the switch does nothing"
  }

  /// `ActivityAuthorizationInfo.activityEnablementUpdates` yields `enabled` to the app's
  /// observer (`delegate.activityEnablementUpdates`), when its process runs: the observer is the
  /// app's code, and a process that is not running observes nothing (it reads
  /// `areActivitiesEnabled` when it next starts, which PushSim does not model).
  func liveActivityEnablementChanged(_ enabled: Bool) {
    tellRunningApp("activityEnablementUpdates", enabled) { $0?.activityEnablementUpdates(enabled: enabled) }
  }

  /// One of `ActivityAuthorizationInfo`'s sequences yields `enabled` to the app's observer
  /// (`delegate.<method>`, field `enabled`) when its process runs.
  private func tellRunningApp(_ method: String, _ enabled: Bool, _ call: @escaping ((any PushDelegate)?) -> Void) {
    guard state.isRunning else { return }
    callDelegate(method, ["enabled": .bool(enabled)]) {
      call($0)
      return true
    }
  }
}
