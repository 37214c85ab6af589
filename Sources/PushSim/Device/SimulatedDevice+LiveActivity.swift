// iOS ActivityKit pushes (`apns-push-type: liveactivity`) and the Live Activities' time limits
// (``LiveActivityRules``): the system applies them and the widget extension renders; no
// notification is shown, and the app is woken only to learn of an activity a push started.
extension SimulatedDevice {
  /// The device's clock as a UNIX time in seconds.
  var unixNow: Int64 { options.clockEpochSeconds + now.offset.components.seconds }

  /// The virtual instant of a UNIX time in seconds (an earlier one is now: the scheduler runs it
  /// at once).
  func instant(ofUnixTime time: Int64) -> SimInstant {
    SimInstant(offset: .seconds(time - options.clockEpochSeconds))
  }

  /// The app's Live Activities, with their eight-hour limits scheduled; made at the first use.
  func liveActivityState() -> LiveActivityRules {
    if let rules = liveActivities { return rules }
    let rules = liveActivityStateRead()
    liveActivities = rules
    for activity in rules.activities { scheduleActiveLimit(activity.id, at: activity.startedAt + LiveActivityRules.activeLimit) }
    return rules
  }

  /// The app's Live Activities as ``liveActivityState()`` returns them, without making them at
  /// the first use (nothing stored, nothing scheduled): what a refusal reads, so that a step
  /// the device refuses changes nothing (a `refused` step).
  func liveActivityStateRead() -> LiveActivityRules {
    if let rules = liveActivities { return rules }
    let settings = app.liveActivities
    var rules = LiveActivityRules(settings, startOfRun: options.clockEpochSeconds)
    rules.frequentUpdatesChanged(frequentUpdatesInEffect(options), budget: settings.updateBudget)
    rules.allowed = liveActivitiesEnabledAtStart
    return rules
  }

  /// Delivers an ActivityKit push to the Live Activity it addresses, or drops it.
  func deliverLiveActivity(_ push: IncomingPush) {
    let id = push.notificationID
    let read: LiveActivityPush
    switch LiveActivityPush.read(push.payload?["aps"]) {
    case .failure(let drop):
      emitDropped(id, drop)
      return
    case .success(let activityPush):
      read = activityPush
    }
    var rules = liveActivityState()
    rules.observersSetUpAfterLaunch = registration == .afterLaunch
    rules.hasNoObservers = registration == .none
    // apns-priority 10 (APNs' default) updates draw from the budget, when one is modelled.
    // The budget is checked after the push's own checks: a push that could not apply is dropped
    // for its own reason (docs/ModellingChoices/iOS.md, *Limits: the priority-10 update budget*).
    let drawsBudget = read.event == .update && (push.headers.apnsPriority ?? 10) == 10
    if let channel = push.headers.liveActivityChannel {
      // A broadcast: each activity subscribed to the channel, in the order they started.
      if let drop = rules.broadcastDrop(read, channel: channel, hasToken: push.headers.liveActivity != nil) {
        emitDropped(id, drop)
        return
      }
      // One broadcast push is one draw: its budget is checked once, for the push.
      if drawsBudget, let drop = rules.updateBudgetDrop(now: unixNow) {
        emitDropped(id, drop)
        return
      }
      var applied = false
      for activityID in rules.activities(onChannel: channel) {
        let decision = rules.receive(read, activityID: activityID, newID: id, now: unixNow, broadcast: true)
        if case .updated = decision { applied = true }
        liveActivities = rules
        carryOut(decision, rules: rules, read, push)
      }
      // One broadcast push draws once, however many activities it updated.
      if drawsBudget, applied { spendUpdateBudget() }
      return
    }
    let decision = rules.receive(read, activityID: push.headers.liveActivity, newID: id, now: unixNow, drawsUpdateBudget: drawsBudget)
    liveActivities = rules
    if drawsBudget, case .updated = decision { spendUpdateBudget() }
    carryOut(decision, rules: rules, read, push)
  }

  /// Draws an applied priority-10 update from the app's budget.
  private func spendUpdateBudget() {
    guard var rules = liveActivities else { return }
    rules.spendUpdateBudget(now: unixNow)
    liveActivities = rules
  }

  /// Records what the system did with an ActivityKit push to one activity, and schedules its
  /// clock's checks.
  private func carryOut(_ decision: LiveActivityRules.Decision, rules: LiveActivityRules, _ read: LiveActivityPush, _ push: IncomingPush) {
    let id = push.notificationID
    switch decision {
    case .dropped(let drop):
      emitDropped(id, drop)
    case .started(let activityID, let endsAt):
      guard let activity = rules.activity(activityID) else { return }
      emitContent("liveActivity.started", activity, read, extra: [("type", .string(activity.type))])
      alertIfAsked(activityID, read, push)
      if rules.promptActivity == activityID { emit("liveActivity.startPrompt", ["id": .string(activityID)]) }
      scheduleStale(activity)
      scheduleActiveLimit(activityID, at: endsAt)
      handToApp(activity, startedBy: id, tokenWithheld: rules.withheldTokens.contains(activityID))
    case .updated(let activityID):
      guard let activity = rules.activity(activityID) else { return }
      emitContent("liveActivity.updated", activity, read)
      alertIfAsked(activityID, read, push)
      scheduleStale(activity)
    case .ended(let activityID, let appliedContent, let dismissal):
      guard let activity = rules.activity(activityID) else { return }
      var fields: [(String, JSONValue)] = [("id", .string(activityID)), ("reason", "push")]
      if appliedContent { fields.append(("contentState", activity.contentState)) }
      if let date = read.dismissalDate { fields.append(("dismissalDate", .integer(date))) }
      emit("liveActivity.ended", fields: JSONObject(fields))
      alertIfAsked(activityID, read, push)
      applyDismissal(activityID, dismissal)
    }
  }

  /// iOS 17.2+: the app learns of an activity a push-to-start started. The system "wakes up"
  /// the app: launched in the background when it is not running, force-quit too (DTS, Developer
  /// Forums 834934: the two "should be similar"); `Activity.activityUpdates` yields the new
  /// activity (`delegate.activityUpdates`) and its `pushTokenUpdates` the token for its updates
  /// (`delegate.pushTokenUpdates`, ``LiveActivityRules/pushToken(device:activity:)``). An app
  /// that sets its observers up after launch misses both at a launch (`delegate.missed`).
  /// While the person has not answered the push-to-start prompt the token is withheld
  /// (`liveActivity.tokenWithheld`) until "Allow" (``answerLiveActivityPrompt(_:allow:)``).
  private func handToApp(_ activity: LiveActivityRules.Activity, startedBy push: String, tokenWithheld: Bool) {
    let launches = launchForLiveActivity(reason: "liveActivityStart")
    defer {
      if launches {
        launching = false
        startLiveActivityObserversAfterLaunch()
      }
    }
    let fields: JSONObject = ["notification": .string(push), "id": .string(activity.id), "type": .string(activity.type)]
    // The app observes the new activity's tokens from inside its activityUpdates loop.
    let observed = callDelegate("activityUpdates", fields: fields) {
      $0?.activityUpdates(activityID: activity.id, type: activity.type, startedBy: push)
      return true
    }
    guard observed == true else {
      if tokenWithheld { appMissedWithheldActivity(activity.id) }
      return
    }
    // Subscribed to a broadcast channel (aps.input-push-channel): no push token (one PushType).
    guard activity.channel == nil else { return }
    if tokenWithheld {
      emit("liveActivity.tokenWithheld", ["id": .string(activity.id), "reason": "startPromptPending"])
      return
    }
    handToken(activity.id, fields: ["notification": .string(push)])
  }

  /// iOS 17.2+: the app's process started while it has not observed its push-to-start token
  /// (``LiveActivitySettings/observedPushToStartToken`` `false`): its observers, set up at
  /// launch, iterate `Activity<Attributes>.pushToStartTokenUpdates` of each attributes type
  /// (in name order), each yielding the token (`delegate.pushToStartTokenUpdates`, `type`,
  /// ``LiveActivityRules/pushToStartToken(device:)``); push-to-starts apply from then on. An
  /// app whose observers are set up after launch (`delegate` `afterLaunch`) misses them during
  /// a launch its delegate misses (``delegateRegistered``: `delegate.missed`
  /// `registeredAfterLaunch`), and gets them when that launch is over
  /// (``startLiveActivityObserversAfterLaunch()``); at a launch its delegate does not miss (a
  /// content-available push's, a VoIP push's) it gets them at once. Handed once, as the other
  /// ActivityKit sequences. An app that sets no delegate (`delegate` `none`) has no observers:
  /// no sequence is iterated, so nothing yields and nothing is recorded at its launches (it
  /// recorded `delegate.missed` for each type at every launch, where a `none` app's plain
  /// launch records nothing else); its push-to-starts' drop says why.
  func handPushToStartTokensIfUnobserved() {
    // Checked before the rules are made, so an app that observed it makes nothing earlier.
    guard !(liveActivities?.pushToStartTokenObserved ?? app.liveActivities.observedPushToStartToken),
      !app.liveActivities.types.isEmpty, registration != .none
    else { return }
    var rules = liveActivityState()
    let token = LiveActivityRules.pushToStartToken(device: id)
    var observed = false
    for type in rules.types.keys.sorted() {
      let fields: JSONObject = ["type": .string(type), "pushToStartToken": .string(token)]
      let called = callDelegate("pushToStartTokenUpdates", fields: fields) {
        $0?.pushToStartTokenUpdates(type: type, pushToStartToken: token)
        return true
      }
      observed = observed || called == true
    }
    rules.pushToStartTokenObserved = observed
    liveActivities = rules
  }

  /// iOS 17.2+: a launch the app's delegate misses is over (`launching` was just cleared: the
  /// person's `open`, a tap, a notification action that launched the app in the background,
  /// a Live Activity's background launch). An app whose observers are set up after launch
  /// (`delegate` `afterLaunch`) has them now, as its delegate is registered now
  /// (``delegateRegistered``) for every other callback, in the foreground or the background:
  /// if it missed its push-to-start token at the launch it gets it now
  /// (``handPushToStartTokensIfUnobserved()``). Nothing for an app whose observers run at launch
  /// (they had their turn) or that has none.
  func startLiveActivityObserversAfterLaunch() {
    guard platform == .iOS, registration == .afterLaunch, state.isRunning, !launching else { return }
    handPushToStartTokensIfUnobserved()
  }

  /// Launches the app in the background for a Live Activity when it is not running; returns
  /// whether it did (the caller clears `launching` when done).
  func launchForLiveActivity(reason: String) -> Bool {
    guard !state.isRunning else { return false }
    launching = true
    emit("app.launched", ["reason": .string(reason)])
    setState(.background, reason: reason)
    return true
  }

  /// `pushTokenUpdates` of activity `activityID` yields its update token
  /// (``LiveActivityRules/pushToken(device:activity:)``); `fields` come first in the trace.
  func handToken(_ activityID: String, fields: JSONObject) {
    let token = LiveActivityRules.pushToken(device: id, activity: activityID)
    var all = fields
    all["id"] = .string(activityID)
    all["pushToken"] = .string(token)
    callDelegate("pushTokenUpdates", fields: all) {
      $0?.pushTokenUpdates(activityID: activityID, pushToken: token)
      return true
    }
  }

  /// The person removes a Live Activity from the Lock Screen or the Dynamic Island (a `dismiss`
  /// step with `activity`): it is dismissed at once, active or ended (`liveActivity.dismissed`,
  /// reason `user`), and the system ignores later pushes to it (`dismissedByUser`).
  ///
  /// - Throws: ``DeviceError`` when the device is not iOS, the app has no such activity, or it
  ///   was dismissed already.
  public func dismissLiveActivity(_ activityID: String) throws(DeviceError) {
    let action = "cannot dismiss Live Activity \(QuotedValue.plain(activityID)) on device \(QuotedValue.plain(id))"
    guard platform == .iOS else { throw DeviceError("\(action): Live Activities are iOS's (ActivityKit); this device is \(platform)") }
    // Read, not made: a refusal changes nothing. An activity exists only once the state is
    // made (at the device's creation for listed ones, at a push-to-start), so one removed is
    // stored below.
    var rules = liveActivityStateRead()
    let phase = rules.removedByPerson(activityID)
    switch phase {
    case nil:
      let known = rules.activities.map { QuotedValue.plain($0.id) }
      throw DeviceError(
        "\(action): the app has no such Live Activity; "
          + (known.isEmpty ? "it has none (app key liveActivities.activities, or a push-to-start)" : "its activities: " + known.joined(separator: ", ")))
    case .dismissed?:
      throw DeviceError("\(action): it was dismissed already and is no longer shown")
    case .active?, .ended?:
      liveActivities = rules
      emit("liveActivity.dismissed", ["id": .string(activityID), "reason": "user"])
      movePromptIfItsActivityLeft()
    }
  }

  /// `push.dropped` for an ActivityKit push the system does not act on.
  private func emitDropped(_ id: String, _ drop: LiveActivityRules.Drop) {
    emit("push.dropped", ["id": .string(id), "reason": .string(drop.reason), "message": .string(drop.message)])
  }

  /// `liveActivity.started` / `liveActivity.updated`: the activity's content, its stale date and
  /// the push's relevance score, each when given.
  private func emitContent(
    _ event: String, _ activity: LiveActivityRules.Activity, _ push: LiveActivityPush, extra: [(String, JSONValue)] = []
  ) {
    var fields: [(String, JSONValue)] = [("id", .string(activity.id))] + extra + [("contentState", activity.contentState)]
    if let stale = activity.staleDate { fields.append(("staleDate", .integer(stale))) }
    if let score = push.relevanceScore { fields.append(("relevanceScore", score)) }
    emit(event, fields: JSONObject(fields))
  }

  /// `liveActivity.alerted` for a push with an `aps.alert`: the system lights the screen, shows
  /// the Live Activity (or, without a Dynamic Island, a banner of it) and plays the sound.
  private func alertIfAsked(_ activityID: String, _ read: LiveActivityPush, _ push: IncomingPush) {
    guard read.alerts else { return }
    var fields: [(String, JSONValue)] = [("id", .string(activityID))]
    fields.append(("title", push.notificationTitle.map(JSONValue.string) ?? .null))
    fields.append(("body", push.notificationBody.map(JSONValue.string) ?? .null))
    if let sound = read.alertSound { fields.append(("sound", .string(sound))) }
    emit("liveActivity.alerted", fields: JSONObject(fields))
  }

  /// Schedules `liveActivity.stale` at the activity's stale date (at once for a past one).
  private func scheduleStale(_ activity: LiveActivityRules.Activity) {
    guard let staleDate = activity.staleDate else { return }
    let activityID = activity.id
    _ = simulation.scheduler.schedule(at: instant(ofUnixTime: staleDate)) { [weak self] in
      guard let self, var rules = self.liveActivities else { return }
      let becameStale = rules.staleDateReached(activityID, staleDate: staleDate)
      self.liveActivities = rules
      if becameStale { self.emit("liveActivity.stale", ["id": .string(activityID), "staleDate": .integer(staleDate)]) }
    }
  }

  /// Schedules the end of an activity at its eight-hour limit.
  private func scheduleActiveLimit(_ activityID: String, at time: Int64) {
    _ = simulation.scheduler.schedule(at: instant(ofUnixTime: time)) { [weak self] in
      guard let self, var rules = self.liveActivities else { return }
      let dismissal = rules.activeLimitReached(activityID, now: self.unixNow)
      self.liveActivities = rules
      guard let dismissal else { return }
      self.emit("liveActivity.ended", ["id": .string(activityID), "reason": "activeLimit"])
      self.applyDismissal(activityID, dismissal)
    }
  }

  /// Removes an ended activity now, or schedules its removal.
  private func applyDismissal(_ activityID: String, _ dismissal: LiveActivityRules.Dismissal) {
    switch dismissal {
    case .immediately:
      emit("liveActivity.dismissed", ["id": .string(activityID), "reason": "immediate"])
    case .at(let date, let reason):
      _ = simulation.scheduler.schedule(at: instant(ofUnixTime: date)) { [weak self] in
        guard let self, var rules = self.liveActivities else { return }
        let removed = rules.dismissalReached(activityID, date: date)
        self.liveActivities = rules
        guard removed else { return }
        self.emit("liveActivity.dismissed", ["id": .string(activityID), "reason": .string(reason)])
        self.movePromptIfItsActivityLeft()
      }
    }
  }
}
