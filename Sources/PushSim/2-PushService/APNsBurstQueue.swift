/// APNs grouping low-priority pushes into bursts (R-iOS-24: "Notifications with `apns-priority
/// 5` and `apns-priority 1` might get grouped and delivered in bursts to the user's device").
///
/// Apple documents that it *might*, not when, so the knob ``DeviceOptions/apnsLowPriorityBurstSeconds``
/// picks a window: with a window of `W` seconds, a push at priority 5 or 1 waits in APNs until the
/// next multiple of `W` on the virtual clock (strictly after it arrived), and every push waiting
/// then is delivered together, in the order APNs received them. Unlike the offline store
/// (``PushServiceStore``, one push per app), nothing is coalesced: a burst delivers them all.
///
/// A value-type state machine: ``enqueue(_:now:windowSeconds:expiresAt:)`` says when the push's burst leaves and
/// whether a release must be scheduled for it; ``takeDue(now:)`` hands back what leaves at `now`.
public struct APNsBurstQueue: Sendable {
  /// A push waiting for its burst.
  public struct Waiting: Sendable {
    /// The decoded push.
    public var push: IncomingPush
    /// When its burst leaves.
    public var releaseAt: SimInstant
    /// When APNs stops keeping it (`apns-expiration`), or `nil` for APNs's maximum.
    public var expiresAt: SimInstant?
    /// When the provider sent it.
    public var sentAt: SimInstant

    /// When it was sent and expires, kept if it waits again.
    public var timing: PushServiceTiming { PushServiceTiming(sentAt: sentAt, expiresAt: expiresAt) }
  }

  /// What enqueuing a push did.
  public struct Enqueued: Sendable, Equatable {
    /// When the push's burst leaves.
    public var releaseAt: SimInstant
    /// `true` when no earlier push waits for that burst: the caller schedules its release.
    public var startsBurst: Bool
  }

  /// The pushes waiting, in the order APNs received them.
  public private(set) var waiting: [Waiting] = []

  /// An empty queue.
  public init() {}

  /// Whether APNs groups this push into a burst: priority 5 or 1 (an absent `apns-priority`
  /// means 10, R-iOS-5), and not `apns-expiration: 0`, which APNs delivers at once or never and
  /// does not keep (R-iOS-32).
  public static func groups(_ push: IncomingPush) -> Bool {
    let priority = push.headers.apnsPriority ?? 10
    return (priority == 5 || priority == 1) && push.headers.apnsExpiration != 0
  }

  /// When the burst that a push arriving at `now` joins leaves: the first multiple of
  /// `windowSeconds` after `now` (in whole milliseconds, as the trace counts). A window made
  /// shorter mid-run never sends a push before one sent earlier: see
  /// ``enqueue(_:now:windowSeconds:expiresAt:)``.
  public static func burstTime(after now: SimInstant, windowSeconds: Int) -> SimInstant {
    precondition(windowSeconds > 0, "a burst window is positive")
    let window = Int64(windowSeconds) * 1_000
    let periods = max(0, now.milliseconds) / window
    return SimInstant(offset: .milliseconds((periods + 1) * window))
  }

  /// Keeps a push until its burst, `windowSeconds` being the knob's window (positive) and
  /// `expiresAt` when APNs stops keeping it.
  public mutating func enqueue(
    _ push: IncomingPush, now: SimInstant, windowSeconds: Int, expiresAt: SimInstant?
  ) -> Enqueued {
    // Not before the burst of a push sent earlier (the window may have been made shorter).
    let releaseAt = max(APNsBurstQueue.burstTime(after: now, windowSeconds: windowSeconds), waiting.last?.releaseAt ?? now)
    let startsBurst = !waiting.contains { $0.releaseAt == releaseAt }
    waiting.append(Waiting(push: push, releaseAt: releaseAt, expiresAt: expiresAt, sentAt: now))
    return Enqueued(releaseAt: releaseAt, startsBurst: startsBurst)
  }

  /// Removes and returns, in arrival order, the pushes whose `apns-expiration` passed by `now`.
  public mutating func takeExpired(now: SimInstant) -> [Waiting] {
    let expired = waiting.filter { ($0.expiresAt.map { $0 <= now }) ?? false }
    waiting.removeAll { ($0.expiresAt.map { $0 <= now }) ?? false }
    return expired
  }

  /// Removes and returns, in arrival order, the pushes whose burst leaves by `now` (take the
  /// expired ones first with ``takeExpired(now:)``).
  public mutating func takeDue(now: SimInstant) -> [Waiting] {
    let due = waiting.filter { $0.releaseAt <= now }
    waiting.removeAll { $0.releaseAt <= now }
    return due
  }
}
