/// The iOS decision table of SEMANTICS.md §7.2 (rows i1–i16): what the system does with a push
/// of a given kind in a given app state.
///
/// Pure: it returns a ``Decision`` and the device carries it out.
public enum IOSDeliveryRules {
  /// How the notification is presented.
  public enum Display: String, Sendable, Equatable {
    /// Nothing is shown.
    case none
    /// The system shows it (banner, list, sound, badge).
    case system
    /// The app's `willPresent` options decide (foreground).
    case perWillPresent
    /// Only the badge and sound are applied.
    case badgeSoundOnly
    /// Shown once the device is unlocked (before first unlock, i15).
    case afterUnlock
  }

  /// Whether and how `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)` runs.
  public enum DidRRN: String, Sendable, Equatable {
    /// Not called.
    case no
    /// Called at once.
    case now
    /// Called when the background wake gate of §7.5 allows (held otherwise).
    case throughGate
    /// Not called; a held background push is discarded (i14).
    case dropped
  }

  /// The outcome of one row.
  public struct Decision: Sendable, Equatable {
    /// The row of §7.2, such as `i7`.
    public var row: String
    /// How the notification is presented.
    public var display: Display
    /// Whether `willPresent` is asked.
    public var willPresent: Bool
    /// Whether didRRN runs.
    public var didRRN: DidRRN
    /// Whether the notification service extension runs first.
    public var runsNSE: Bool
  }

  /// The row for a push.
  ///
  /// - Parameters:
  ///   - kind: the push kind (§1.1).
  ///   - state: the app state.
  ///   - beforeFirstUnlock: the device rebooted and was not unlocked yet (row i15).
  ///   - hasServiceExtension: the app ships a notification service extension.
  ///   - options: the knobs.
  ///   - mutableContent: the push has `mutable-content: 1`.
  ///   - hasVisibleAlert: the push has a title, subtitle or body (an alert with
  ///     `content-available` may carry only a badge or a sound).
  public static func decide(
    kind: PushKind, state: AppState, beforeFirstUnlock: Bool, hasServiceExtension: Bool,
    options: DeviceOptions, mutableContent: Bool = false, hasVisibleAlert: Bool = true
  ) -> Decision {
    decide(
      kind: kind, state: state, beforeFirstUnlock: beforeFirstUnlock, hasServiceExtension: hasServiceExtension,
      knobs: DeliveryKnobs(options), mutableContent: mutableContent, hasVisibleAlert: hasVisibleAlert)
  }

  /// ``decide(kind:state:beforeFirstUnlock:hasServiceExtension:options:mutableContent:hasVisibleAlert:)``
  /// with the options' ``DeliveryKnobs``.
  @inline(__always)
  static func decide(
    kind: PushKind, state: AppState, beforeFirstUnlock: Bool, hasServiceExtension: Bool,
    knobs options: DeliveryKnobs, mutableContent: Bool = false, hasVisibleAlert: Bool = true
  ) -> Decision {
    let fg = state == .foreground
    // R-NSE-1: mutable-content and an alert with text; never a badge- or sound-only push.
    let nse = hasServiceExtension && mutableContent && hasVisibleAlert && kind == .alertContentAvailable
    var decision: Decision
    switch kind {
    case .alert, .alertMutableContent:
      let mc = kind == .alertMutableContent && hasServiceExtension
      switch state {
      case .foreground:
        decision = Decision(
          row: mc ? "i5" : "i1", display: .perWillPresent, willPresent: true,
          didRRN: options.iosForegroundAlertCallsDidRRN ? .now : .no, runsNSE: mc)
      case .background:
        decision = Decision(row: mc ? "i6" : "i2", display: .system, willPresent: false, didRRN: .no, runsNSE: mc)
      case .forceQuit:
        decision = Decision(row: mc ? "i6" : "i4", display: .system, willPresent: false, didRRN: .no, runsNSE: mc)
      default:
        decision = Decision(row: mc ? "i6" : "i3", display: .system, willPresent: false, didRRN: .no, runsNSE: mc)
      }
    case .alertContentAvailable:
      switch state {
      case .foreground:
        decision = Decision(row: "i7", display: .perWillPresent, willPresent: true, didRRN: .now, runsNSE: nse)
      case .background:
        decision = Decision(row: "i8", display: .system, willPresent: false, didRRN: .throughGate, runsNSE: nse)
      case .forceQuit:
        decision = Decision(row: "i10", display: .system, willPresent: false, didRRN: .no, runsNSE: nse)
      default:
        decision = Decision(row: "i9", display: .system, willPresent: false, didRRN: .throughGate, runsNSE: nse)
      }
    case .background:
      switch state {
      case .foreground:
        decision = Decision(row: "i11", display: .none, willPresent: false, didRRN: .now, runsNSE: false)
      case .background:
        decision = Decision(row: "i12", display: .none, willPresent: false, didRRN: .throughGate, runsNSE: false)
      case .forceQuit:
        decision = Decision(row: "i14", display: .none, willPresent: false, didRRN: .dropped, runsNSE: false)
      default:
        decision = Decision(row: "i13", display: .none, willPresent: false, didRRN: .throughGate, runsNSE: false)
      }
    default:
      decision = Decision(
        row: "i16", display: .badgeSoundOnly, willPresent: fg, didRRN: .no, runsNSE: false)
    }
    if kind == .alertContentAvailable, !hasVisibleAlert, decision.display == .system {
      // A badge or sound with content-available: nothing to show as a banner (§1.1).
      decision.display = .badgeSoundOnly
    }
    if beforeFirstUnlock { decision.row = "i15" }
    if beforeFirstUnlock, options.iosBFU == .defer {
      if decision.display != .none { decision.display = .afterUnlock }
      if decision.didRRN == .now { decision.didRRN = .throughGate }
      decision.willPresent = false
    }
    if options.simctlTransport {
      if !options.simctlTransport_contentAvailableWakes, decision.didRRN != .dropped,
        kind == .background || kind == .alertContentAvailable
      {
        decision.didRRN = .no
      }
      if !options.simctlTransport_runsNSE { decision.runsNSE = false }
    }
    if !options.notificationPermission {
      // R-NSE-1: "If alerts are disabled for your app … the extension isn't employed".
      decision.display = .none
      decision.willPresent = false
      decision.runsNSE = false
    }
    return decision
  }
}
