// The person answers the lock screen's "Allow / Don't Allow" prompt on a push-started Live
// Activity (docs/ModellingChoices/iOS.md, "Live Activities", *Push-to-start: the person's
// prompt*).
extension SimulatedDevice {
  /// The person taps "Allow" (`allow`) or "Don't Allow" on the prompt the lock screen shows on
  /// push-started Live Activity `activityID` (a `tap` step with `activity` and `button`):
  /// `liveActivity.startPromptAnswered`. "Allow" hands the app the update token of each
  /// push-started activity still active whose token was withheld and whose `activityUpdates`
  /// the app observed (`delegate.pushTokenUpdates`,
  /// the app launched in the background first when it is not running, reason
  /// `liveActivityAllowed`); "Don't Allow" turns the app's Live Activities off: later
  /// push-to-starts, updates and ends are dropped `liveActivitiesDisabled`. The answer is the
  /// permission the Settings switch shows: "Allow" after the switch turned them off while the
  /// prompt showed turns them on again, and a running app's `activityEnablementUpdates` observer
  /// is told `true`.
  ///
  /// - Throws: ``DeviceError`` when the device is not iOS, or the lock screen shows no prompt on
  ///   that activity (the message says where it is, or why none shows: not asked yet, answered
  ///   already, or not pending).
  public func answerLiveActivityPrompt(_ activityID: String, allow: Bool) throws(DeviceError) {
    let action = "cannot tap \(allow ? "Allow" : "Don't Allow") on Live Activity \(QuotedValue.plain(activityID)) on device \(QuotedValue.plain(id))"
    guard platform == .iOS else { throw DeviceError("\(action): Live Activities are iOS's (ActivityKit); this device is \(platform)") }
    // Read, not made, for a refusal: it changes nothing.
    let read = liveActivityStateRead()
    guard read.showsStartPrompt(on: activityID) else {
      throw DeviceError("\(action): the lock screen shows no \"Allow / Don't Allow\" prompt on it; \(whereThePromptIs(read))")
    }
    var rules = liveActivityState()
    let wereOn = rules.allowed
    let handed = rules.startPromptAnswered(allow: allow)
    liveActivities = rules
    emit("liveActivity.startPromptAnswered", ["id": .string(activityID), "answer": allow ? "allow" : "dontAllow"])
    // The answer sets the permission the Settings switch shows: "Don't Allow" turns the app's
    // Live Activities off, "Allow" on (also after the switch turned them off while the prompt
    // showed); a running app is told when the state in effect changed.
    if allow != wereOn { liveActivityEnablementChanged(allow) }
    guard !handed.isEmpty else { return }
    let launches = launchForLiveActivity(reason: "liveActivityAllowed")
    defer {
      if launches {
        launching = false
        startLiveActivityObserversAfterLaunch()
      }
    }
    for activity in handed { handToken(activity, fields: [:]) }
  }

  /// The activity carrying the prompt left the Lock Screen unanswered: the prompt shows on the
  /// earliest push-started activity still shown whose token is withheld
  /// (`liveActivity.startPrompt`, ``LiveActivityRules/movePromptIfItsActivityLeft()``).
  func movePromptIfItsActivityLeft() {
    guard var rules = liveActivities, let next = rules.movePromptIfItsActivityLeft() else { return }
    liveActivities = rules
    emit("liveActivity.startPrompt", ["id": .string(next)])
  }

  /// The app missed `activityUpdates` for a push-started activity whose token is withheld: at
  /// "Allow" no observer of its `pushTokenUpdates` runs.
  func appMissedWithheldActivity(_ activityID: String) {
    guard var rules = liveActivities else { return }
    rules.appDidNotObserve(activityID)
    liveActivities = rules
  }

  /// Where the lock screen shows the prompt, or why it shows none: for a tap on an activity
  /// without it.
  private func whereThePromptIs(_ rules: LiveActivityRules) -> String {
    if let shown = rules.promptActivity, rules.showsStartPrompt(on: shown) {
      return "the prompt is on Live Activity \(QuotedValue.plain(shown))"
    }
    if rules.startPrompt == .pending { return "none shows until a push-to-start starts an activity" }
    if app.liveActivities.startPrompt == .pending {
      return "the person answered it already (liveActivity.startPromptAnswered), and the system asks once"
    }
    return "the prompt shows only while app key liveActivities.startPrompt is \"pending\", on the first activity a push starts"
  }
}
