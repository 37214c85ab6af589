/// The web decision table of SEMANTICS.md §7.4 (rows w1–w5): whether the service worker's `push`
/// event runs and what happens when it shows no notification.
public enum WebDeliveryRules {
  /// What the browser does when a push arrives.
  public enum Arrival: String, Sendable, Equatable {
    /// The service worker's `push` event runs now.
    case pushEvent
    /// The browser is closed on a desktop: the push service keeps the message until its TTL and
    /// delivers it when the browser starts (w4).
    case heldUntilBrowserStarts
  }

  /// What the browser does after a `push` event that showed no notification.
  public enum SilentPushOutcome: Sendable, Equatable {
    /// Nothing: a visible tab of the site needs no notification (w1), or the budget allowed it.
    case allowed
    /// Chrome shows its generic "This site has been updated in the background" notification.
    case genericNotification
    /// Safari counts a violation of `userVisibleOnly`.
    case violation(count: Int)
    /// Safari revokes the push subscription.
    case subscriptionRevoked
  }

  /// The row and the arrival for a push.
  public static func arrival(state: AppState, options: DeviceOptions) -> (row: String, Arrival) {
    switch state {
    case .visible: ("w1", .pushEvent)
    case .running: ("w2", .pushEvent)
    default: options.webHost == .android ? ("w3", .pushEvent) : ("w4", .heldUntilBrowserStarts)
    }
  }

  /// The outcome of a push that showed no notification (R-W-4, R-W-5).
  ///
  /// - Parameters:
  ///   - state: the state when the push arrived.
  ///   - recentSilent: Chrome: how many of the previous pushes (up to 1 / grace of them) were
  ///     allowed without a notification.
  ///   - violations: Safari: violations counted before this one.
  ///   - options: the knobs.
  public static func silentPush(
    state: AppState, recentSilent: Int, violations: Int, options: DeviceOptions
  ) -> SilentPushOutcome {
    if state == .visible { return .allowed }
    switch options.browser {
    case .safari:
      let count = violations + 1
      return count >= options.safariRevokeAfterViolations ? .subscriptionRevoked : .violation(count: count)
    case .chrome, .firefox:
      let allowedPerWindow = Int((options.chromeSilentPushGrace * Double(silentWindow(options))).rounded(.down))
      return recentSilent < allowedPerWindow ? .allowed : .genericNotification
    }
  }

  /// How many recent pushes Chrome's grace looks at: 10, or 1 / grace when that is more (so
  /// even a small grace allows one); the allowance is grace × window, rounded down.
  public static func silentWindow(_ options: DeviceOptions) -> Int {
    guard options.chromeSilentPushGrace > 0 else { return 10 }
    return max(10, Int((1 / options.chromeSilentPushGrace).rounded(.up)))
  }
}
