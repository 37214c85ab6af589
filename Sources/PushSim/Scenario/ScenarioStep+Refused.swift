extension ScenarioStep {
  /// The step kinds a `refused` step cannot wrap, each with why: those that check rather than
  /// act, those that always apply (their device calls cannot fail), those whose errors are the
  /// runner's caps rather than the device's refusals (an `advance` past the cap on timers has
  /// fired timers before it fails), and Kii Cloud's, whose refusals are trace events.
  public static let neverRefused: [String: String] = {
    let kii = "Kii Cloud's refusals are trace events (kii.sendRefused, kii.subscribeRefused, kii.unsubscribeRefused): expect them instead"
    var reasons = [
      "expect": "an expect checks the trace and the center, it is no action the device could refuse; put it after the refused step (which records nothing)",
      "refused": "wrap the step itself, once",
      "advance": "virtual time always passes (its only errors are the runner's caps on virtual time and timers, not refusals of the device)",
      "reboot": "a reboot always applies",
      "network": "a network change always applies",
    ]
    for kind in KiiStep.kinds { reasons[kind] = kii }
    return reasons
  }()

  /// Why an app's `removeNotification` is never refused.
  static let removeNotificationNeverRefused =
    "the app's removeNotification ignores a notification that is not shown, as the platforms' calls do, so it is never refused"

  /// The step kinds a `refused` step can wrap (those of ``kinds`` not in ``neverRefused``), in
  /// ``kinds``' order.
  public static var refusableKinds: [String] { kinds.filter { neverRefused[$0] == nil } }

  /// `a tap step`, `an expect step`: a step of `kind` as messages name it.
  static func aStep(_ kind: String) -> String {
    (kind.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + kind + " step"
  }

  /// Why a `refused` step cannot wrap this step, or `nil` when it can: its kind is in
  /// ``neverRefused``, or it is an app's `removeNotification`.
  public var whyNeverRefused: String? {
    if case .removeNotification = self { return Self.removeNotificationNeverRefused }
    return Self.neverRefused[kind]
  }
}
