// The push-to-start budget and the lock screen's "Allow / Don't Allow" prompt on push-started
// Live Activities (docs/ModellingChoices/iOS.md, "Live Activities": *Push-to-start: the
// person's prompt* and *Limits: the push-to-start budget*).
extension LiveActivityRules {
  /// Why the system does not act on a push-to-start at `now`, or `nil` when the budget has room
  /// or none is modelled (the device logs "Push-to-start budget exceeded … not starting
  /// activity", DTS, Developer Forums 799505).
  public func startBudgetDrop(now: Int64) -> Drop? {
    guard let startBudget, startBudget.isExhausted(at: now) else { return nil }
    return Drop(
      reason: "startBudgetExceeded",
      message: "push-to-start budget exceeded, not starting the activity: the app's push-to-starts started "
        + "\(startBudget.spent(before: now)) Live Activities in the last \(startBudget.window) seconds, its budget "
        + "(liveActivities.startBudget, \(startBudget.limit) in \(startBudget.window) seconds)"
        + (startBudget.limit > 0 ? "; the system starts another from \(startBudget.refills(after: now)) on" : "; it starts none")
        + ", or start the activity from the app")
  }

  /// Why the system applies no update or end to the app's Live Activities, or `nil` while they
  /// are on: the person turned them off (Apple's `ActivityAuthorizationInfo`: "a person can
  /// deactivate Live Activities for an app in Settings", and then the app cannot "start,
  /// update, or end a Live Activity"). The switch is the app's, so it is checked before the
  /// activity `id` the push names is looked up (`nil`: a broadcast, which names none).
  func disabledDrop(_ id: String?) -> Drop? {
    guard !allowed else { return nil }
    return Drop(
      reason: "liveActivitiesDisabled",
      message: "the user turned off the app's Live Activities (\"Don't Allow\", or Settings): the system applies no update or end "
        + (id.map { "to Live Activity \(QuotedValue.plain($0))" } ?? "to any of them"))
  }

  /// Why the system does not apply a push to activity `id`'s token (not a `broadcast` on its
  /// channel, which needs none): the app was never given that token (the prompt is
  /// unanswered), so no server could address it.
  func withheldDrop(_ id: String, broadcast: Bool) -> Drop? {
    guard !broadcast, withheldTokens.contains(id) else { return nil }
    return Drop(
      reason: "pushTokenWithheld",
      message: "the app has not been given Live Activity \(QuotedValue.plain(id))'s update token: the person has not answered the "
        + "lock screen's \"Allow / Don't Allow\" prompt (a tap step with \"activity\" and \"button\": \"allow\"), so no server "
        + "could send to it")
  }

  /// Whether the lock screen shows the prompt on activity `id`.
  public func showsStartPrompt(on id: String) -> Bool {
    promptActivity == id && activity(id).map { $0.phase != .dismissed } == true
  }

  /// A push started activity `id`: while the prompt is pending its token is withheld, and the
  /// prompt shows on it unless another shown activity carries it.
  mutating func withholdTokenIfPromptPending(_ id: String) {
    guard startPrompt == .pending else { return }
    withheldTokens.append(id)
    if let shown = promptActivity, showsStartPrompt(on: shown) { return }
    promptActivity = id
  }

  /// The app missed `activityUpdates` for withheld activity `id` (its observers are set up after
  /// the launch): no observer of its `pushTokenUpdates` runs, so "Allow" hands it no token.
  mutating func appDidNotObserve(_ id: String) {
    guard withheldTokens.contains(id), !unobservedWithheld.contains(id) else { return }
    unobservedWithheld.append(id)
  }

  /// The activity carrying the prompt left the Lock Screen unanswered (the person removed it, or
  /// the system after its end): the prompt moves to the earliest push-started activity still
  /// shown whose token is withheld. Returns that activity, or `nil` when the prompt did not move
  /// (it is still shown, none is pending, or no withheld activity is left to carry it).
  public mutating func movePromptIfItsActivityLeft() -> String? {
    guard startPrompt == .pending, let current = promptActivity, !showsStartPrompt(on: current) else { return nil }
    guard let next = withheldTokens.first(where: { activity($0).map { $0.phase != .dismissed } == true }) else { return nil }
    promptActivity = next
    return next
  }

  /// The person answers the prompt: "Allow" (`allow`) hands the app the withheld tokens of the
  /// activities still active that it observed, returned in the order they started; "Don't
  /// Allow" turns the app's Live Activities off (``allowed``) and hands none. Either way no
  /// prompt is pending after it. The answer sets the same permission as the Settings switch, so
  /// "Allow" after the switch turned them off while the prompt showed turns them on again (the
  /// person's latest choice; docs/ModellingChoices/iOS.md, *Push-to-start: the person's prompt*).
  public mutating func startPromptAnswered(allow: Bool) -> [String] {
    let handed = allow ? withheldTokens.filter { activity($0)?.phase == .active && !unobservedWithheld.contains($0) } : []
    allowed = allow
    startPrompt = .answered
    promptActivity = nil
    withheldTokens = []
    unobservedWithheld = []
    return handed
  }
}
