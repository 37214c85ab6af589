/// OneSignal iOS: the app's session and its notification influence, as far as it decides how
/// long the app runs after it leaves the foreground.
///
/// From OneSignal/OneSignal-iOS-SDK (`iOS_SDK/OneSignalSDK/`: `Source/OneSignalTracker.m`,
/// `Source/OSFocusTimeProcessorFactory.m`, `Source/OSAttributedFocusTimeProcessor.m`,
/// `OneSignalOutcomes/Source/OutcomeEvents/OSSessionManager.m`,
/// `OneSignalOutcomes/Source/Influence/OSChannelTracker.m`; docs/OneSignal.md, "Attributed
/// sessions keep an iOS app running"):
/// - a received OneSignal notification's id is saved with its time (`OSSessionManager
///   onNotificationReceived:` → `OSChannelTracker saveLastId:`, called from the SDK's service
///   extension, `OneSignalNotificationServiceExtensionHandler`), keeping the last
///   `notificationLimit`, 10 by default (the newest are kept, so the limit never decides
///   whether one is recent);
/// - the app comes to the foreground (`OneSignalTracker applicationForegrounded`): a new session
///   starts when it never left the foreground before or left it 30 s or more ago
///   (`OneSignal shouldRegisterNow`, `minTimeThreshold = 30`), and is then indirect when a saved
///   notification is within the attribution window (`OSChannelTracker lastReceivedIds`), else
///   unattributed (`OSSessionManager restartSessionIfNeeded`); an open of a OneSignal
///   notification makes it direct (`onDirectInfluenceFromNotificationOpen:`); a session that is
///   not new is upgraded from unattributed to indirect when a saved notification is recent
///   (`attemptSessionUpgrade`);
/// - the app leaves the foreground (`applicationBackgrounded`): the session's influence, disabled
///   unless the dashboard enables its type (`OSChannelTracker currentSessionInfluence`), picks
///   the focus time processor (`OSFocusTimeProcessorFactory`: direct or indirect →
///   `OSAttributedFocusTimeProcessor`), which begins `ATTRIBUTED_FOCUS_TASK` unless the time in
///   the foreground is under 1 s (`sendOnFocusCallWithParams:`, "Don't send influenced session
///   with time < 1 seconds") or over a day (`OneSignalTracker getTimeFocusedElapsed` gives -1)
///   and ends it from a 30 s `NSTimer` (`DELAY_TIME`).
///
/// A value type: the device feeds it what happens and asks it what to do.
struct OneSignalIOSSession: Equatable, Sendable {
  /// How a session is attributed (`OSInfluenceType`).
  enum Influence: Equatable, Sendable { case unattributed, indirect, direct }

  /// How long `ATTRIBUTED_FOCUS_TASK` keeps the app running (`DELAY_TIME`).
  static let attributedFocusTaskTime: Duration = .seconds(30)
  /// A return to the foreground this long after leaving it or later starts a new session.
  static let newSessionAfter: Duration = .seconds(30)
  /// The least time in the foreground for which the attributed processor begins its task.
  static let minimumFocusTime: Duration = .seconds(1)
  /// The most time in the foreground the SDK counts: `getTimeFocusedElapsed` gives -1 past a
  /// day ("Time is invalid if below 1 or over a day"), so the processor begins no task.
  static let maximumFocusTime: Duration = .seconds(86_400)

  /// The current session's influence.
  private(set) var influence = Influence.unattributed
  /// When the OneSignal notifications the SDK saved were received, oldest first.
  private(set) var received: [SimInstant] = []
  /// When the app last came to the foreground (`lastOpenedTime`).
  private var foregroundedAt: SimInstant?
  /// When the app last left the foreground (`OSUD_APP_LAST_CLOSED_TIME`).
  private var closedAt: SimInstant?
  /// The user opened a OneSignal notification, and the foreground it brings makes the session
  /// direct.
  private var openedByNotification = false

  /// How many received notifications the SDK keeps (`DEFAULT_INDIRECT_NOTIFICATION_LIMIT`).
  static let notificationLimit = 10

  /// The SDK saved a received OneSignal notification.
  mutating func notificationReceived(at now: SimInstant) {
    received.append(now)
    if received.count > Self.notificationLimit { received.removeFirst(received.count - Self.notificationLimit) }
  }

  /// The user opened a OneSignal notification: the session is direct at once when the app is
  /// already in the foreground (`attemptSessionUpgradeWithDirectId:`), else from the foreground
  /// the tap brings.
  mutating func notificationOpened(appInForeground: Bool) {
    if appInForeground { influence = .direct } else { openedByNotification = true }
  }

  /// The app came to the foreground at `now`.
  mutating func cameToForeground(at now: SimInstant, settings: OneSignalOutcomeSettings) {
    let recent = received.contains { $0.duration(to: now) <= settings.indirectWindow }
    if closedAt.map({ $0.duration(to: now) >= Self.newSessionAfter }) ?? true {
      influence = recent ? .indirect : .unattributed
    } else if influence == .unattributed, recent {
      influence = .indirect
    }
    if openedByNotification { influence = .direct }
    openedByNotification = false
    foregroundedAt = now
  }

  /// The app leaves the foreground at `now`: how long OneSignal keeps it running, `nil` when it
  /// holds no background task (an unattributed session, or one whose influence the dashboard
  /// does not enable, or under a second in the foreground).
  mutating func leftForeground(at now: SimInstant, settings: OneSignalOutcomeSettings) -> Duration? {
    defer { closedAt = now }
    let attributed =
      switch influence {
      case .direct: settings.direct
      case .indirect: settings.indirect
      case .unattributed: false
      }
    guard attributed, let foregroundedAt else { return nil }
    let focused = foregroundedAt.duration(to: now)
    guard focused >= Self.minimumFocusTime, focused <= Self.maximumFocusTime else { return nil }
    return Self.attributedFocusTaskTime
  }
}
