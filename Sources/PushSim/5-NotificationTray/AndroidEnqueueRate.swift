/// Android's estimate of how fast an app posts notifications, by which the system sheds an
/// update past ``DeviceOptions/androidMaxPackageEnqueueRate`` (AOSP `NotificationUsageStats`'s
/// per-package `RateEstimator`, read by `NotificationManagerService.checkDisqualifyingFeatures`).
///
/// An exponentially weighted mean of the time between posts: each post the system accepts (a
/// new notification or an update) makes the mean 0.7 of the old mean and 0.3 of the time since
/// the one before (`RATE_ALPHA` 0.7, as in current builds; older AOSP copies have 0.8 and 0.5, their releases
/// not named, docs/ModellingChoices/Android.md "Android versions"), that time
/// counted as 0.5 ms at least; before any post the mean is 1000 s ("something generous if we
/// have no information"). The rate at an instant is the inverse of the mean the next post would
/// give then, and 0 before any post. A post the system refuses changes nothing, so an app past
/// the limit gets some updates through as the estimate falls back. From a fresh estimate, 24
/// posts in one instant go through (the 24th at rate 3.65) and the 25th is over 5 (5.21); after
/// those 24, an update 26 ms later is still over 5 (5.0067), one 27 ms later is not (4.9992).
///
/// Times are the virtual clock in whole milliseconds (`SystemClock.elapsedRealtime()`); the
/// mean is a `Double` and the rate a `Float`, as on the device, so every run computes the same
/// bits. A value type: the device asks and records.
public struct AndroidEnqueueRate: Sendable, Equatable {
  /// How much of the old mean a new interval keeps (`RATE_ALPHA`: 0.7 in current builds; 0.8
  /// and 0.5 in older AOSP copies whose releases are not named, so not gated).
  static let weight = 0.7
  /// The shortest interval counted, in seconds (`MINIMUM_DT`): posts in the same millisecond
  /// count as 0.5 ms apart.
  static let minimumInterval = 0.0005
  /// The mean before any interval was seen, in seconds (`mInterarrivalTime` 1000: "something
  /// generous if we have no information").
  static let initialInterval = 1000.0

  /// When the last accepted post was, in whole milliseconds; `nil` before the first.
  public private(set) var lastPostMilliseconds: Int64?
  /// The mean time between posts, in seconds.
  public private(set) var meanInterval = AndroidEnqueueRate.initialInterval

  /// An estimate with no post seen.
  public init() {}

  /// The rate, in posts a second, if the app posted at `now` (`RateEstimator.getRate`).
  public func rate(at now: SimInstant) -> Float {
    guard let last = lastPostMilliseconds else { return 0 }
    return Float(1.0 / mean(since: last, at: now.milliseconds))
  }

  /// Whether an update posted at `now` is shed: the rate is above `limit` (posts a second, a
  /// `float` as `mMaxPackageEnqueueRate` is); a `limit` of 0 or less sheds nothing.
  public func sheds(at now: SimInstant, limit: Float) -> Bool {
    limit > 0 && rate(at: now) > limit
  }

  /// The system accepted a post at `now` (`registerEnqueuedByAppAndAccepted`).
  public mutating func posted(at now: SimInstant) {
    let milliseconds = now.milliseconds
    if let last = lastPostMilliseconds { meanInterval = mean(since: last, at: milliseconds) }
    lastPostMilliseconds = milliseconds
  }

  /// The mean that a post at `milliseconds` would give, the last being at `last`.
  private func mean(since last: Int64, at milliseconds: Int64) -> Double {
    let interval = max(Double(milliseconds - last) / 1000, AndroidEnqueueRate.minimumInterval)
    return AndroidEnqueueRate.weight * meanInterval + (1 - AndroidEnqueueRate.weight) * interval
  }
}
