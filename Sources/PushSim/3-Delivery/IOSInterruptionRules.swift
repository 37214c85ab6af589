/// How iOS interrupts the user with a notification it shows (R-iOS-28): the payload's
/// `interruption-level` as the app's entitlements and the user's authorization let it be, then
/// the user's Focus and Scheduled Summary (docs/ModellingChoices/iOS.md).
///
/// - `passive` goes into the list without lighting the screen or playing a sound; Focus has
///   nothing to silence, and a Scheduled Summary holds it.
/// - `active` (also an absent or unknown level) is silenced by a Focus that does not allow the
///   app (Notification Center only, no banner, no sound) and held by a Scheduled Summary.
/// - `time-sensitive` "can break through system controls such as Notification Summary and
///   Focus", with the Time Sensitive Notifications capability
///   (`com.apple.developer.usernotifications.time-sensitive`); without it, it is active. "The
///   user can turn off the ability": the app's own Time Sensitive Notifications switch
///   (`timeSensitiveSetting`) off, it breaks through neither; the Focus's (its Time Sensitive
///   Notifications toggle) off, it does not break through the Focus (``TimeSensitiveOff``).
/// - `critical` breaks through both and plays its sound despite the mute switch and Do Not
///   Disturb, with the critical-alerts entitlement
///   (`com.apple.developer.usernotifications.critical-alerts`) and the user's
///   `UNAuthorizationOptions.criticalAlert`; without both, it is active.
///
/// A communication notification (a service extension updated its content from a message or call
/// intent, ``CommunicationIntent``, and the app has the Communication Notifications capability)
/// breaks through a Scheduled Summary "by default" (a message's not when the app's Direct
/// Messages switch is off, ``Decision/directMessagesOff``; a call's always), and through a Focus
/// that does not allow the app when the Focus allows its sender or caller
/// (``FocusOutcome/senderAllowed``), whatever its level. A message whose sender asked to notify
/// anyway (the donation metadata's `notifyRecipientAnyway`) breaks through a Focus that would
/// silence it when the app may read the Focus status (``FocusOutcome/notifyAnyway``). A ringing
/// call's notification also rings through when the Focus's Allow Calls From covers its caller
/// (``FocusOutcome/callAllowed``) or the caller called within three minutes
/// (``FocusOutcome/repeatedCall``).
///
/// Pure: ``decide(level:criticalSound:options:now:presentedByApp:)`` returns a ``Decision`` and
/// the device carries it out; a notification the summary held is delivered under the Focus in
/// effect then (``Decision/deliveredInSummary(under:sender:notifyAnyway:)``).
public enum IOSInterruptionRules {
  /// `UNNotificationInterruptionLevel`, as `aps.interruption-level` spells it.
  public enum Level: String, Sendable, Equatable, CaseIterable {
    /// Into the list without lighting the screen or playing a sound.
    case passive
    /// Presented at once, lights the screen, may play a sound (the default).
    case active
    /// As active, and breaks through Focus and Scheduled Summary.
    case timeSensitive = "time-sensitive"
    /// As time-sensitive, and plays its sound despite the mute switch.
    case critical

    /// The level of a payload's `aps.interruption-level`: active when absent or unknown
    /// (the decoder already warned about an unknown one).
    public init(payload: String?) {
      self = payload.flatMap(Level.init(rawValue:)) ?? .active
    }
  }

  /// What a Focus that is on did with the notification.
  public enum FocusOutcome: String, Sendable, Equatable, CaseIterable {
    /// The Focus does not allow the app: Notification Center only, no banner, no sound.
    case silenced
    /// The Focus allows the app: delivered as without a Focus.
    case allowed
    /// Time-sensitive (unless the user's settings keep it back, ``TimeSensitiveOff``) or
    /// critical: delivered as without a Focus although it does not allow the app.
    case brokeThrough
    /// A communication notification whose sender is among the people the Focus allows
    /// (``DeviceOptions/iosFocusAllowedPeople``): delivered as without a Focus although the
    /// Focus does not allow the app.
    case senderAllowed
    /// A message's communication notification whose sender asked to notify anyway
    /// (``SendMessageIntent/notifyRecipientAnyway``), of an app that may read the Focus status
    /// (``DeviceOptions/iosFocusStatusShared``): delivered as without a Focus although the Focus
    /// silences it.
    case notifyAnyway
    /// A ringing call (``StartCallIntent/rings``) whose caller the Focus's Allow Calls From lets
    /// ring (``DeviceOptions/iosFocusAllowCallsFrom``): delivered as without a Focus.
    case callAllowed
    /// A ringing call from a caller whose earlier communication notification (a call's or a
    /// message's) came at most three minutes before, under the Focus's Allow Repeated Calls (``DeviceOptions/iosFocusAllowRepeatedCalls``):
    /// delivered as without a Focus.
    case repeatedCall
  }

  /// Which of the user's settings kept a time-sensitive notification (with the capability) from
  /// breaking through a Focus or a Scheduled Summary: the trace's `timeSensitiveOff`.
  public enum TimeSensitiveOff: String, Sendable, Equatable {
    /// The app's Time Sensitive Notifications switch is off (`UNNotificationSettings.timeSensitiveSetting`,
    /// option `timeSensitiveSetting`): neither a Focus nor a summary lets it through.
    case appSetting
    /// The Focus does not allow time-sensitive notifications (option
    /// `focusAllowsTimeSensitive`): it silences them; a summary still lets them through.
    case focusSetting
  }

  /// What the app's Scheduled Summary did with the notification.
  public enum SummaryOutcome: String, Sendable, Equatable {
    /// Held, and delivered in the summary at its time (`push.held`/`push.released`,
    /// reason `scheduledSummary`).
    case inSummary
    /// Time-sensitive (unless the app's Time Sensitive Notifications switch is off), critical, or
    /// a communication notification (a message's unless the app's Direct Messages switch is
    /// off): delivered at once.
    case brokeThrough
  }

  /// What iOS does with one notification it shows.
  public struct Decision: Sendable, Equatable {
    /// The level iOS applies.
    public var level: Level
    /// The payload's level when iOS applies another (the app lacks the entitlement or
    /// authorization it needs): the trace's `treatedAs` is ``level`` then.
    public var requested: Level?
    /// What the Focus did, `nil` when no Focus is on.
    public var focus: FocusOutcome?
    /// What the Scheduled Summary did, `nil` when the app is not in one (or the app presents
    /// the notification itself, in the foreground).
    public var scheduledSummary: SummaryOutcome?
    /// When the notification is delivered, in the next summary; `nil` for now.
    public var heldUntil: SimInstant?
    /// The user's setting that kept a time-sensitive notification from breaking through the
    /// Focus or the summary (``focus`` `silenced`, ``scheduledSummary`` `inSummary`); `nil`
    /// when none did.
    public var timeSensitiveOff: TimeSensitiveOff? = nil
    /// The app's Direct Messages switch (option `directMessagesSetting`) is off and kept a
    /// message's communication notification in the Scheduled Summary (``scheduledSummary``
    /// `inSummary`): the trace's `directMessagesOff`.
    public var directMessagesOff = false
    /// A critical alert's sound plays despite the mute switch and Do Not Disturb.
    public var ignoresMute: Bool

    /// Nothing to record: no Focus, no summary, the payload's level applies and is not critical.
    public var isPlain: Bool {
      requested == nil && focus == nil && scheduledSummary == nil && timeSensitiveOff == nil && !directMessagesOff
        && !ignoresMute
    }

    /// The decision once the summary delivers a held notification, under the user's settings
    /// then (docs/ModellingChoices/iOS.md): the Focus in effect at the summary's time decides
    /// whether it is silenced, not the one at its arrival; its level and the summary's outcome
    /// stay as they were decided on arrival. A message's communication notification the app's
    /// Direct Messages switch kept is let through by a Focus that allows its sender, as on arrival.
    ///
    /// - Parameters:
    ///   - settings: the device's settings when the summary delivers it.
    ///   - sender: for a communication notification, its sender or caller
    ///     (``CommunicationIntent/person``), as given to `decide` on arrival; `nil` for a plain
    ///     one. (Not kept in the decision: a decision of plain values is copied without reference
    ///     counting on every iOS post.)
    ///   - notifyAnyway: the sender asked to notify anyway
    ///     (``CommunicationIntent/notifiesAnyway``), as given to `decide` on arrival.
    public func deliveredInSummary(under settings: Settings, sender: String? = nil, notifyAnyway: Bool = false) -> Decision {
      var delivered = self
      delivered.heldUntil = nil
      let (focus, offForFocus) = IOSInterruptionRules.focusOutcome(
        level: level, settings: settings, sender: sender, notifyAnyway: notifyAnyway)
      delivered.focus = focus
      // A time-sensitive notification with the capability was held only because the app's
      // switch was off on arrival; the Focus's reason, if any, comes first, as on arrival.
      let offForSummary: TimeSensitiveOff? = scheduledSummary == .inSummary && level == .timeSensitive ? .appSetting : nil
      delivered.timeSensitiveOff = offForFocus ?? offForSummary
      return delivered
    }
  }

  /// The decision for a notification iOS shows now.
  ///
  /// - Parameters:
  ///   - requested: the payload's level.
  ///   - criticalSound: `aps.sound` is a critical-alert dictionary (`critical: 1`), which asks
  ///     for a critical alert as the level does.
  ///   - options: the device's Focus, Scheduled Summary, entitlements, authorization and the
  ///     user's time-sensitive settings.
  ///   - now: the virtual time, for the next summary.
  ///   - presentedByApp: the app is in the foreground and its `willPresent` presents the
  ///     notification: a Focus still silences it, but no summary holds it.
  ///   - sender: for a communication notification, its sender or caller
  ///     (``CommunicationIntent/person``); `nil` for a plain one, or when the app lacks the
  ///     Communication Notifications capability.
  ///   - call: the communication notification is a call's (``StartCallIntent``), which the app's
  ///     Direct Messages switch does not keep in a summary.
  ///   - notifyAnyway: the communication notification is a message whose sender asked to notify
  ///     anyway (``CommunicationIntent/notifiesAnyway``).
  ///   - ringing: the communication notification is a ringing call's
  ///     (``CommunicationIntent/ringingCaller``, `sender` its caller).
  ///   - repeatedCall: a communication notification of the same caller (a call's or a message's)
  ///     came at most three minutes before.
  public static func decide(
    level requested: Level, criticalSound: Bool = false, options: DeviceOptions, now: SimInstant,
    presentedByApp: Bool = false, sender: String? = nil, call: Bool = false, notifyAnyway: Bool = false,
    ringing: Bool = false, repeatedCall: Bool = false
  ) -> Decision {
    decide(
      level: requested, criticalSound: criticalSound, settings: Settings(options), now: now, presentedByApp: presentedByApp,
      sender: sender, call: call, notifyAnyway: notifyAnyway, ringing: ringing, repeatedCall: repeatedCall)
  }

  /// The decision for a notification iOS shows now, from the ``Settings`` a device keeps (see
  /// ``decide(level:criticalSound:options:now:presentedByApp:sender:call:notifyAnyway:ringing:repeatedCall:)``
  /// for the parameters).
  public static func decide(
    level requested: Level, criticalSound: Bool = false, settings options: Settings, now: SimInstant,
    presentedByApp: Bool = false, sender: String? = nil, call: Bool = false, notifyAnyway: Bool = false,
    ringing: Bool = false, repeatedCall: Bool = false
  ) -> Decision {
    var level = requested
    if criticalSound, level != .critical { level = .critical }
    let asked = level
    switch level {
    case .timeSensitive where !options.timeSensitiveEntitlement:
      level = .active
    case .critical where !(options.criticalAlertsEntitlement && options.criticalAlertAuthorization):
      level = .active
    default:
      break
    }
    // What keeps a time-sensitive notification from breaking through the summary: the app's switch.
    let offForSummary: TimeSensitiveOff? = level == .timeSensitive && !options.timeSensitiveSetting ? .appSetting : nil
    let breaksThrough = level == .timeSensitive || level == .critical
    var decision = Decision(
      level: level, requested: asked == level ? nil : asked, focus: nil, scheduledSummary: nil, heldUntil: nil,
      ignoresMute: level == .critical)
    (decision.focus, decision.timeSensitiveOff) = focusOutcome(
      level: level, settings: options, sender: sender, notifyAnyway: notifyAnyway, ringing: ringing,
      repeatedCall: repeatedCall)
    if let times = options.scheduledSummary, !presentedByApp {
      // Communication notifications "break through the scheduled notification summary by default";
      // the app's Direct Messages switch off keeps a message's in it, never a call's.
      let communicationBreaksThrough = sender != nil && (call || options.directMessagesSetting)
      if communicationBreaksThrough || (breaksThrough && offForSummary == nil) {
        decision.scheduledSummary = .brokeThrough
      } else {
        decision.scheduledSummary = .inSummary
        decision.directMessagesOff = sender != nil
        decision.timeSensitiveOff = decision.timeSensitiveOff ?? offForSummary
        decision.heldUntil = nextSummary(after: now, times: times, epochSeconds: options.clockEpochSeconds)
      }
    }
    return decision
  }

  /// ``decide(level:criticalSound:settings:now:presentedByApp:sender:call:notifyAnyway:ringing:repeatedCall:)``
  /// reading `settings` in place: a device passes its own, which as a value argument would be
  /// copied whole (its four arrays retained and released) at every iOS display. `settings` is
  /// not changed.
  @inline(__always)
  static func decide(
    level requested: Level, criticalSound: Bool, inPlace settings: inout Settings, now: SimInstant,
    presentedByApp: Bool, sender: String?, call: Bool, notifyAnyway: Bool, ringing: Bool, repeatedCall: Bool
  ) -> Decision {
    decide(
      level: requested, criticalSound: criticalSound, settings: settings, now: now, presentedByApp: presentedByApp,
      sender: sender, call: call, notifyAnyway: notifyAnyway, ringing: ringing, repeatedCall: repeatedCall)
  }

  /// What the Focus in effect does with a notification iOS applies `level` to (`nil` when no
  /// Focus is on), and the user's setting that keeps a time-sensitive one from breaking through
  /// it: the app's switch, else the Focus's toggle. A communication notification from `sender`
  /// whom the Focus allows is let through whatever its level, and no setting keeps it back. One
  /// the Focus would silence is let through when its sender asked to notify anyway and the app
  /// may read the Focus status (DoNotDisturbServer lets `notifyAnyway` through only when "availability"
  /// is active for the app: docs/ModellingChoices/iOS.md). A ringing call's it would silence rings
  /// when Allow Calls From covers its caller, else when Allow Repeated Calls is on and the caller
  /// called or wrote within three minutes (`repeatedCall`), as DoNotDisturbServer checks an
  /// incoming call's sender.
  static func focusOutcome(
    level: Level, settings: Settings, sender: String? = nil, notifyAnyway: Bool = false, ringing: Bool = false,
    repeatedCall: Bool = false
  ) -> (FocusOutcome?, TimeSensitiveOff?) {
    switch settings.focus {
    case .off:
      return (nil, nil)
    case .appAllowed:
      return (.allowed, nil)
    case .appSilenced where sender.map(settings.focusAllowedPeople.contains) == true:
      return (.senderAllowed, nil)
    case .appSilenced:
      var off: TimeSensitiveOff?
      if level == .timeSensitive {
        off = !settings.timeSensitiveSetting ? .appSetting : !settings.focusAllowsTimeSensitive ? .focusSetting : nil
      }
      let breaksThrough = (level == .timeSensitive || level == .critical) && off == nil
      if !breaksThrough, notifyAnyway, sender != nil, settings.focusStatusShared {
        return (.notifyAnyway, nil)
      }
      if !breaksThrough, ringing, let caller = sender {
        if settings.allowsCalls(from: caller) { return (.callAllowed, nil) }
        if repeatedCall, settings.focusAllowRepeatedCalls { return (.repeatedCall, nil) }
      }
      return (breaksThrough ? .brokeThrough : .silenced, off)
    }
  }

  /// The first summary time strictly after `now`: `times` are times of day (UTC) on the
  /// device's clock, whose zero is `epochSeconds` (UNIX time).
  ///
  /// - Complexity: O(*n*) in the number of times.
  public static func nextSummary(after now: SimInstant, times: [Duration], epochSeconds: Int64) -> SimInstant {
    let day = Duration.seconds(86_400)
    let absolute = Duration.seconds(epochSeconds) + now.offset
    let dayStart = Duration.seconds(absolute.components.seconds / 86_400 * 86_400)
    for dayOffset in 0...1 {
      let start = dayStart + day * dayOffset
      if let next = times.map({ start + $0 }).filter({ $0 > absolute }).min() {
        return SimInstant(offset: next - .seconds(epochSeconds))
      }
    }
    // Unreachable with at least one time of day below 24 h; a day later is the safe answer.
    return now.advanced(by: day)
  }
}
