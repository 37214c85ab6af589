/// One cell of a ``PushMatrix``: what happens to the payload on one platform, with one SDK and
/// wrapper, in one app state — read from the trace of a fresh ``SimulatedDevice`` that received
/// it and, when something was shown, had it tapped.
public struct MatrixCell: Sendable, Equatable {
  /// The platform.
  public var platform: Platform
  /// The SDK the app embeds.
  public var sdk: SDK
  /// The app's cross-platform wrapper (``Wrapper/native`` for a native app).
  public var wrapper: Wrapper
  /// The app state when the push arrives.
  public var state: AppState
  /// The row of SEMANTICS.md §7 that decided (`push.received`'s `rule`), `"-"` when none did
  /// (a push the service refused).
  public var rule: String
  /// Whether the push reached the app, and if not why.
  public var delivery: Delivery
  /// What a hold (``delivery`` `held`) keeps back, so that a consumer can tell a push that has
  /// not reached the app from a notification iOS keeps for the user's Scheduled Summary after the
  /// push arrived; `nil` when ``delivery`` is not `held`.
  public var heldPart: HeldPart?
  /// iOS: when the user's Scheduled Summary (`--device` option `scheduledSummary`) releases the
  /// notification it holds (``delivery`` `held`, reason `scheduledSummary`, ``heldPart``
  /// `notification`; or reason `lowPowerMode`, ``heldPart`` `appWake`, when the app's wake is
  /// held too): the time of day on
  /// the device's clock (UTC, ``DeviceOptions/clockEpochSeconds`` plus the virtual time) as
  /// `HH:MM` (`HH:MM:SS` when it has seconds), with ` the next day` when that is a later day
  /// than the push's arrival. `nil` for any other cell. The cell stops at the hold, so the
  /// notification is not shown or tapped there, even when the summary's time comes within the
  /// seconds the cell runs: the hold is what happens when the payload arrives.
  public var heldUntil: String?
  /// Who showed a notification: `system` (iOS), `fcm` (the FCM SDK), `serviceWorker`,
  /// `browser` (Chrome's generic notification), `plugin` (phonegap-plugin-push), or the
  /// embedded vendor SDK's name. `nil` when nothing was shown.
  public var shownBy: String?
  /// Why nothing was shown, when the trace says (`willPresent returned []`,
  /// `suppressed: permissionDenied`, `prevented by onWillDisplay`); `nil` otherwise.
  public var notShownReason: String?
  /// iOS: what the system did with an ActivityKit push to the app's Live Activities, in order
  /// (`started`, `updated`, `alerted`, `stale`, `ended`, `dismissed`, from the `liveActivity.*`
  /// events); empty for any other push.
  public var liveActivity: [String] = []
  /// iOS in the foreground: the embedded vendor SDK that answered `willPresent` for its own
  /// push (it is the notification center's delegate), with the options it returned, such as
  /// `onesignal: ["banner","list","sound"]`; `nil` when the app's `willPresent` answered.
  public var willPresentAnsweredBy: String?
  /// The app's callbacks (native, SDK and wrapper `delegate.*` events) run on receipt, in order.
  public var callbacks: [String]
  /// Callbacks an app would expect on receipt that did not run (`delegate.missed`).
  public var missed: [MissedCallback]
  /// What the push did to the app's process.
  public var app: AppEffect
  /// Whether the notification service extension ran (iOS).
  public var serviceExtension: ExtensionOutcome
  /// For an extension that timed out (``ExtensionOutcome/timedOut``) and handed a best attempt
  /// from `serviceExtensionTimeWillExpire()`: whether that best attempt was shown. `nil`
  /// otherwise: in particular a timed-out extension that handed none, whose original content
  /// was shown (R-NSE-3).
  public var bestAttempt: BestAttempt?
  /// What a tap on the shown notification does; `nil` when nothing was shown.
  public var tap: TapOutcome?
  /// The wrapper overlay rows (`xr2`, `xr4`, …) of the receipt and the tap, in order.
  public var wrapperRules: [String]

  /// Whether the push reached the app.
  public enum Delivery: Sendable, Equatable {
    /// The device delivered it; the decision row applied.
    case delivered
    /// The push service or the device dropped it (`push.dropped`'s reason).
    case dropped(String)
    /// The push service or the device keeps it for later (`push.held`'s reason).
    case held(String)
    /// The push service refused it (`push.rejected`'s reason).
    case rejected(String)

    /// `delivered`, `dropped`, `held` or `rejected`.
    public var name: String {
      switch self {
      case .delivered: "delivered"
      case .dropped: "dropped"
      case .held: "held"
      case .rejected: "rejected"
      }
    }

    /// The trace's reason, `nil` for a delivered push.
    public var reason: String? {
      switch self {
      case .delivered: nil
      case .dropped(let reason), .held(let reason), .rejected(let reason): reason
      }
    }
  }

  /// What a hold keeps back (``MatrixCell/heldPart``).
  public enum HeldPart: String, Sendable, Equatable {
    /// The push itself: the push service or the device keeps it, and nothing of it happened
    /// yet (a desktop browser closed, Doze, the background budget for a background push,
    /// before the first unlock, …).
    case push
    /// The app's wake: the device got the push and its notification is shown (or held for the
    /// summary, ``MatrixCell/heldUntil``), but the app's code waits until the reason ends (an
    /// iOS alert with `content-available` under Low Power Mode, rows i8/i9).
    case appWake
    /// Only the notification, for the user's Scheduled Summary (reason `scheduledSummary`):
    /// the push reached the device and what happens on arrival happened (the badge, a service
    /// extension, the app's code for `content-available`); ``MatrixCell/heldUntil`` says when.
    case notification
  }

  /// What a push does to the app's process (SEMANTICS.md §7.2's "App woken" column).
  public enum AppEffect: String, Sendable, Equatable {
    /// No app code ran for it.
    case none
    /// The app was in the foreground (the browser tab visible) and its code ran.
    case running
    /// The app's existing process (or the browser's service worker) was woken to run its code.
    case woken
    /// The app (or the browser) was launched into the background for it.
    case launched
  }

  /// Whether the notification service extension ran.
  public enum ExtensionOutcome: String, Sendable, Equatable {
    /// It ran and completed.
    case ran
    /// It ran out of its budget; the original content or its best attempt was shown
    /// (``MatrixCell/bestAttempt`` says which).
    case timedOut
    /// It crashed; the original content was shown.
    case crashed
    /// It did not run.
    case no
    /// The platform has no service extension.
    case notApplicable
  }

  /// What became of the best attempt a timed-out service extension handed (`extension.timedOut`'s
  /// `bestAttempt` and `usedOriginal`).
  public enum BestAttempt: String, Sendable, Equatable {
    /// It was shown instead of the original content (R-NSE-2).
    case shown
    /// It had no alert text, so the original content was shown (R-NSE-4).
    case noAlertText
  }

  /// A callback that did not run, and why (a `delegate.missed` event).
  public struct MissedCallback: Sendable, Equatable, CustomStringConvertible {
    /// The callback's name.
    public var method: String
    /// Why it did not run (`noDelegate`, `notWoken`, `jsNotLoaded`, …).
    public var reason: String
    /// The wrapper row that decided, when a wrapper did.
    public var rule: String?

    /// Creates a missed callback.
    public init(method: String, reason: String, rule: String? = nil) {
      self.method = method
      self.reason = reason
      self.rule = rule
    }

    /// `getInitialNotification (registeredAfterLaunch)`.
    public var description: String { "\(method) (\(reason))" }
  }

  /// What a tap on the notification the push showed does.
  public struct TapOutcome: Sendable, Equatable {
    /// The callbacks run, in order.
    public var callbacks: [String]
    /// Callbacks an app would expect that did not run.
    public var missed: [MissedCallback]
    /// What the tap does to the app.
    public var app: TapEffect
    /// What it opens: the Android activity (`launcher`, a `click_action`), or a URL.
    public var opens: String?

    /// Creates a tap outcome.
    public init(callbacks: [String], missed: [MissedCallback], app: TapEffect, opens: String?) {
      self.callbacks = callbacks
      self.missed = missed
      self.app = app
      self.opens = opens
    }
  }

  /// What a tap does to the app.
  public enum TapEffect: String, Sendable, Equatable {
    /// The app (or browser) is launched.
    case launched
    /// The app (or a tab of the site) is brought to the foreground.
    case foreground
    /// The app stays as it was.
    case none
  }

  /// The explanation of ``rule`` (SEMANTICS.md §7), `nil` for `"-"`.
  public var explanation: String? { DecisionRule.named(rule)?.explanation }
}
