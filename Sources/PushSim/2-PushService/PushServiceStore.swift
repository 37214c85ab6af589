/// What the push service (APNs, FCM, a Web Push service) keeps for a device that cannot take a
/// push now, and for how long: APNs keeps one per app (R-iOS-24) and honours `apns-expiration`
/// (R-iOS-32); FCM keeps four collapse keys and up to 100 other messages (R-A-17) for their TTL
/// (R-A-19); a Web Push service keeps each message for its TTL (R-W-9) and replaces one with the
/// same `Topic`.
///
/// A value-type state machine: ``store(_:now:)`` returns what happened to earlier pushes, and
/// ``deliverAll(now:)`` hands back, in order, what is still deliverable.
public struct PushServiceStore: Sendable {
  /// A push waiting in the service.
  public struct Stored: Sendable {
    /// The decoded push.
    public var push: IncomingPush
    /// When it stops being deliverable, or `nil` for the service's maximum.
    public var expiresAt: SimInstant?
    /// When the provider sent it: when it was stored, unless it waited in the service before
    /// (an APNs burst, ``APNsBurstQueue``, a locked iPhone, Doze).
    public var sentAt: SimInstant

    /// When it was sent and expires, kept if it waits again.
    public var timing: PushServiceTiming { PushServiceTiming(sentAt: sentAt, expiresAt: expiresAt) }
  }

  /// What storing a push did.
  public enum Outcome: Sendable, Equatable {
    /// Kept for later delivery.
    case stored
    /// Not stored: delivered now or never (TTL 0, `apns-expiration: 0`).
    case notStored
    /// Kept, and an earlier push with this id was discarded (one per app, same collapse key or
    /// topic).
    case storedSuperseding(String)
    /// Kept, but the non-collapsible queue overflowed: every stored message was discarded and
    /// the app will get `onDeletedMessages` (R-A-17). The ids discarded.
    case overflowed([String])
    /// Not stored: APNs already keeps a push for the app that was sent later (the push with
    /// this id), and keeps the latest (R-iOS-24). Only for a push that waited for a burst.
    case supersededByStored(String)
  }

  /// The platform whose service this is.
  public let platform: Platform
  /// The pushes kept, oldest first.
  public private(set) var pending: [Stored] = []
  /// FCM: messages were discarded; the device gets a `deleted_messages` message when it connects.
  public private(set) var owesDeletedMessages = false

  /// An empty store.
  public init(platform: Platform) { self.platform = platform }

  /// The longest any service keeps a push: 30 days for APNs, 28 days for FCM and Web Push.
  var maximumStorage: Duration { platform == .iOS ? .seconds(30 * 86_400) : .seconds(PushServiceStore.maximumStorageSeconds) }
  /// The longest FCM and the web push services keep a message: 4 weeks (R-A-19, R-W-9).
  static let maximumStorageSeconds: Int64 = 2_419_200

  /// FCM discarded a message at once (the device was inactive): the device gets a
  /// `deleted_messages` message when it connects (R-A-5).
  public mutating func discardForInactiveDevice() { owesDeletedMessages = true }

  /// Stores a push that the device cannot take now.
  public mutating func store(_ push: IncomingPush, now: SimInstant) -> Outcome {
    store(push, now: now, sentAt: now, expiresAt: expiry(of: push, now: now))
  }

  /// When a push that reaches the service at `now` was sent and expires.
  public func timing(of push: IncomingPush, now: SimInstant) -> PushServiceTiming {
    PushServiceTiming(sentAt: now, expiresAt: expiry(of: push, now: now))
  }

  /// Stores a push sent at `sentAt` that expires at `expiresAt` (a push that waited for an APNs
  /// burst keeps the expiry it had when it was sent).
  public mutating func store(_ push: IncomingPush, now: SimInstant, sentAt: SimInstant, expiresAt: SimInstant?) -> Outcome {
    if let expiresAt, expiresAt <= now { return .notStored }
    let entry = Stored(push: push, expiresAt: expiresAt, sentAt: sentAt)
    switch platform {
    case .iOS:
      // R-iOS-24: "APNs stores only one notification per bundle ID … the latest".
      if let kept = pending.first, kept.sentAt > sentAt { return .supersededByStored(kept.push.notification.id) }
      let old = pending.first?.push.notification.id
      pending = [entry]
      return old.map { .storedSuperseding($0) } ?? .stored
    case .android:
      if let key = push.notification.collapseKey {
        if let index = pending.firstIndex(where: { $0.push.notification.collapseKey == key }) {
          let old = pending.remove(at: index).push.notification.id
          pending.append(entry)
          return .storedSuperseding(old)
        }
        let keys = pending.compactMap(\.push.notification.collapseKey)
        if keys.count >= 4, let oldestKeyed = pending.firstIndex(where: { $0.push.notification.collapseKey != nil }) {
          // "FCM only keeps four collapse keys": PushSim drops the oldest one.
          let old = pending.remove(at: oldestKeyed).push.notification.id
          pending.append(entry)
          return .storedSuperseding(old)
        }
        pending.append(entry)
        return .stored
      }
      let uncollapsed = pending.filter { $0.push.notification.collapseKey == nil }.count
      if uncollapsed >= 100 {
        let discarded = pending.map(\.push.notification.id)
        pending = [entry]
        owesDeletedMessages = true
        return .overflowed(discarded)
      }
      pending.append(entry)
      return .stored
    case .web:
      if let topic = push.headers.webTopic,
        let index = pending.firstIndex(where: { $0.push.headers.webTopic == topic })
      {
        let old = pending.remove(at: index).push.notification.id
        pending.append(entry)
        return .storedSuperseding(old)
      }
      pending.append(entry)
      return .stored
    }
  }

  /// When a push stored at `now` expires: `now` for "now or never", and never later than the
  /// service's maximum (an `apns-expiration` 60 days ahead is still kept 30 days, R-iOS-32; a
  /// `google.ttl` above 28 days is kept 28 days, R-A-19).
  public func expiry(of push: IncomingPush, now: SimInstant) -> SimInstant? {
    switch platform {
    case .iOS:
      guard let expiration = push.headers.apnsExpiration else { return now.advanced(by: maximumStorage) }
      if expiration == 0 { return now }
      return now.advanced(by: min(push.notification.ttl ?? .zero, maximumStorage))
    case .android, .web:
      // The `ttl` header, else the push's own TTL (an Android map's `google.ttl` when the FCM
      // SDK can read it: one it reads as 0 is no TTL), else 4 weeks.
      let ttl = push.headers.ttlSeconds.map { Duration.seconds($0) } ?? push.notification.ttl ?? .seconds(2_419_200)
      return now.advanced(by: min(ttl, maximumStorage))
    }
  }

  /// Removes and returns the pushes that expired by `now`.
  public mutating func removeExpired(now: SimInstant) -> [Stored] {
    let expired = pending.filter { ($0.expiresAt ?? now.advanced(by: .seconds(1))) <= now }
    pending.removeAll { ($0.expiresAt ?? now.advanced(by: .seconds(1))) <= now }
    return expired
  }

  /// Hands over everything still deliverable, oldest first, and empties the store. The second
  /// value says whether FCM owes the device a `deleted_messages` message.
  public mutating func deliverAll(now: SimInstant) -> (pushes: [IncomingPush], deletedMessages: Bool) {
    let released = releaseAll(now: now)
    return (released.stored.map(\.push), released.deletedMessages)
  }

  /// ``deliverAll(now:)``, with each push's ``Stored/timing``: one that has to wait again (an
  /// Android device still in Doze, a locked iPhone) keeps its expiry and its sending time.
  public mutating func releaseAll(now: SimInstant) -> (stored: [Stored], deletedMessages: Bool) {
    _ = removeExpired(now: now)
    let stored = pending
    let owed = owesDeletedMessages
    pending = []
    owesDeletedMessages = false
    return (stored, owed)
  }
}
