/// The badge count OneSignal keeps in the app group's user defaults (`ONESIGNAL_BADGE_KEY`,
/// `OneSignalBadgeHelpers.updateCachedBadgeValue:usePreviousBadgeCount:`), shared by the SDK in
/// the app and its notification service extension.
///
/// The extension adds a push's `badge_inc` to it, or takes a badge a push sets directly; the
/// SDK's swizzled badge setters (`setApplicationIconBadgeNumber:`, and `setBadgeCount` since
/// 5.2.13) store what the app or the SDK sets. A push shown without the extension leaves it
/// alone. Since 5.2.13 the SDK reads it, not the icon's badge, to tell whether a badge is set
/// (OneSignal-iOS-SDK #1568: "drop deprecated applicationIconBadgeNumber usage"), and each
/// update keeps the count it replaces (`PREVIOUS_ONESIGNAL_BADGE_KEY`), which the SDK goes back
/// to when the app's foreground listener prevents a notification's display ("revert to this
/// cached value when a notification display is cancelled").
final class OneSignalBadgeCache {
  /// The count, in the SDK's 32-bit `int`; 0 at first.
  private(set) var count: Int32 = 0
  /// The count the last update replaced (`PREVIOUS_ONESIGNAL_BADGE_KEY`); 0 at first.
  private(set) var previous: Int32 = 0

  /// `updateCachedBadgeValue:value usePreviousBadgeCount:false`: the count becomes `value`, and
  /// the count it replaces is kept as the previous one.
  func update(_ value: Int32) {
    previous = count
    count = value
  }

  /// `updateCachedBadgeValue:usePreviousBadgeCount:true`: the count goes back to the previous
  /// one, which stays as it is (a second revert changes nothing).
  func revertToPrevious() {
    count = previous
  }
}
