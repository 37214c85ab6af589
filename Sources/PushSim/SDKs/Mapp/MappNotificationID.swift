/// The Android notification id the Mapp Engage SDK posts a push under: the wall clock in tenths
/// of a second, cut to an `Int`.
///
/// Source: mapp-digital/Mapp-Engage-Android-SDK `internal/ui/push/base/PushManagerImpl.kt`
/// (64a93ed and b86dc98), `createAndShowNotification`: `(System.currentTimeMillis() / 100).toInt()`,
/// posted with `NotificationManagerCompat.notify(notificationId, notification)` and no tag
/// (`NotifyImpl.showNotification`). Android replaces the notification an app posted under the same
/// id and tag, so two pushes posted within the same tenth of a second share an id and the second
/// replaces the first in the tray. PushSim reads the device's clock (`clockEpochSeconds` plus the
/// virtual time) instead of the wall clock; Kotlin's `Long` arithmetic and `toInt()` wrap, and
/// so does this.
struct MappNotificationID: Sendable, Equatable {
  /// The id, as `notify` gets it.
  let value: Int32

  /// The id of a notification posted at `unixMilliseconds`.
  init(unixMilliseconds: Int64) {
    value = Int32(truncatingIfNeeded: unixMilliseconds / 100)
  }

  /// The id of a notification posted at `now` on a device whose clock read `epochSeconds` at
  /// the start of the run.
  init(epochSeconds: Int64, now: SimInstant) {
    self.init(unixMilliseconds: epochSeconds &* 1000 &+ now.milliseconds)
  }

  /// The id a notification the SDK posted was filed under (its ``replacementKey``), or `nil` for
  /// another key.
  init?(replacementKey: String?) {
    guard let key = replacementKey, key.hasPrefix("android:"), let value = Int32(key.dropFirst("android:".count)) else { return nil }
    self.value = value
  }

  /// The tray's replacement key: a later notification of the app under the same id replaces
  /// this one (the key OneSignal's notifications are filed under too).
  var replacementKey: String { "android:\(value)" }
}
