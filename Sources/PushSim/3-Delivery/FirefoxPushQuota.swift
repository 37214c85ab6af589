import Foundation

/// Firefox's push quota for a site's subscription (R-W-4 in Firefox): how many more pushes may
/// leave no notification of the site showing before Firefox drops the subscription.
///
/// Gecko keeps it on the subscription's record (`dom/push/PushRecord.sys.mjs`): a new record
/// starts with `dom.push.maxQuotaPerSubscription` (16, `modules/libpref/init/all.js`). When a
/// push arrives and the user visited the site since the previous push (a tab of the site is
/// open, or the history's last visit is later), the quota is reset to
/// `min(round(8 × days^-0.8), max)`, where `days` is the time since that visit (a tab open now:
/// 0 days, so the maximum). `dom.push.quotaUpdateDelay` (3 s) after the push, when no
/// notification of the site is showing, the quota goes down by one, and at 0 the record has
/// expired: `PushService` unregisters it (`UNSUBSCRIBE_QUOTA_EXCEEDED`) and delivers nothing
/// more to it. Firefox shows no notification of its own.
///
/// ```swift
/// var quota = FirefoxPushQuota()
/// quota.receivedPush(at: .zero, tabOpen: false, max: 16)   // visited at the start: 16
/// quota.settled(notificationsShowing: 0)                   // .reduced(quota: 15)
/// ```
public struct FirefoxPushQuota: Sendable, Equatable {
  /// What the quota check after a push event decided.
  public enum Outcome: Sendable, Equatable {
    /// A notification of the site is showing: no quota is spent.
    case notificationShowing
    /// No notification of the site is showing: the quota went down to `quota`, above 0.
    case reduced(quota: Int)
    /// The quota reached 0: the subscription has expired and Firefox drops it.
    case expired
  }

  /// The pushes left that may leave no notification showing, or `nil` before the first push
  /// (a new record's quota is the maximum, and the first push resets it anyway: the site was
  /// visited when it subscribed).
  public private(set) var quota: Int?
  /// When the last push arrived, or `nil` before the first.
  public private(set) var lastPush: SimInstant?
  /// When the user last visited the site: the subscription was made on one of its pages, at
  /// the start of the run or before, so ``SimInstant/zero`` until a tab of it is shown.
  public private(set) var lastVisit: SimInstant

  /// A new subscription's quota, with the site visited at `lastVisit`.
  ///
  /// - Parameter lastVisit: when the user last visited the site.
  public init(lastVisit: SimInstant = .zero) {
    self.lastVisit = lastVisit
  }

  /// Whether the quota reached 0: Firefox has dropped the subscription.
  public var isExpired: Bool { quota == 0 }

  /// Whether the user visited the site since the last push (or no push came yet): the quota
  /// is reset at the next push, and an expired subscription may be replaced
  /// (`PushRecord.quotaChanged`, with the permission granted).
  public var visitedSinceLastPush: Bool { lastPush.map { lastVisit > $0 } ?? true }

  /// The notification permission was revoked (`PushService._permissionDenied`): the record is
  /// expired (`setQuota(0)`) and unsubscribed in the background, with no event.
  public mutating func expire() { quota = 0 }

  /// The notification permission was granted again to a record that has not expired
  /// (`PushService._permissionAllowed`, `resetQuota`): the quota is the maximum.
  ///
  /// - Parameter max: `dom.push.maxQuotaPerSubscription`.
  public mutating func reset(max: Int) { quota = max }

  /// The user visited the site (a tab of it was shown).
  ///
  /// - Parameter now: the time of the visit.
  public mutating func visited(at now: SimInstant) {
    if now > lastVisit { lastVisit = now }
  }

  /// A push arrived (`PushRecord.receivedPush`): the quota is reset when the site was visited
  /// since the previous push, and the push is recorded as the last one.
  ///
  /// - Parameters:
  ///   - now: the time of the push.
  ///   - tabOpen: whether a tab of the site is open (`PushRecord.isTabOpen`), which counts as a
  ///     visit now.
  ///   - max: `dom.push.maxQuotaPerSubscription`, 1 or more.
  public mutating func receivedPush(at now: SimInstant, tabOpen: Bool, max: Int) {
    if tabOpen { visited(at: now) }
    guard !isExpired else { return }
    if visitedSinceLastPush {
      quota = Self.quotaAfterVisit(elapsed: lastVisit.duration(to: now), max: max)
    }
    lastPush = now
  }

  /// The quota check once the push event settled (`PushService._updateQuota`): with no
  /// notification of the site showing, the quota goes down by one.
  ///
  /// - Parameter notificationsShowing: the site's notifications showing then.
  /// - Returns: What the check decided; the quota is updated.
  @discardableResult
  public mutating func settled(notificationsShowing: Int) -> Outcome {
    guard notificationsShowing == 0 else { return .notificationShowing }
    let left = Swift.max((quota ?? 1) - 1, 0)
    quota = left
    return left == 0 ? .expired : .reduced(quota: left)
  }

  /// The quota a visit `elapsed` ago gives: `min(round(8 × days^-0.8), max)`, days counted in
  /// milliseconds as Firefox's `Date.now()` does (0 days: the maximum).
  ///
  /// - Parameters:
  ///   - elapsed: the time since the visit.
  ///   - max: `dom.push.maxQuotaPerSubscription`.
  /// - Returns: The quota, from 0 to `max`.
  public static func quotaAfterVisit(elapsed: Duration, max: Int) -> Int {
    let parts = elapsed.components
    let milliseconds = Swift.max(0, parts.seconds * 1000 + parts.attoseconds / 1_000_000_000_000_000)
    guard milliseconds > 0 else { return max }
    let days = Double(milliseconds) / 86_400_000
    let quota = (8 * pow(days, -0.8)).rounded(.toNearestOrAwayFromZero)
    return quota >= Double(max) ? max : Int(quota)
  }
}
