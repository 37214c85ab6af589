/// When the provider sent a push and when its push service stops keeping it: fixed when the
/// push first reaches the service, and kept however long it then waits (an APNs burst, a locked
/// iPhone at `apns-priority` 1, the offline store, Android's Doze). A push that waits twice
/// expires when it would have the first time: its TTL counts from its sending (R-A-19,
/// R-iOS-32), and APNs keeps the one sent last (R-iOS-24).
public struct PushServiceTiming: Sendable, Equatable {
  /// When the provider sent the push.
  public var sentAt: SimInstant
  /// When the service stops keeping it, or `nil` for the service's maximum.
  public var expiresAt: SimInstant?

  /// A push sent at `sentAt` that expires at `expiresAt`.
  public init(sentAt: SimInstant, expiresAt: SimInstant?) {
    self.sentAt = sentAt
    self.expiresAt = expiresAt
  }
}
