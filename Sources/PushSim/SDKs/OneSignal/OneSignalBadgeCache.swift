/// The badge count OneSignal keeps in the app group's user defaults (`ONESIGNAL_BADGE_KEY`,
/// `OneSignalBadgeHelpers.updateCachedBadgeValue`), shared by the SDK in the app and its
/// notification service extension.
///
/// The extension adds a push's `badge_inc` to it, or takes a badge a push sets directly; the
/// SDK's swizzled badge setters (`setApplicationIconBadgeNumber:`, and `setBadgeCount` since
/// 5.2.13) store what the app or the SDK sets. A push shown without the extension leaves it
/// alone. Since 5.2.13 the SDK reads it, not the icon's badge, to tell whether a badge is set
/// (OneSignal-iOS-SDK #1568: "drop deprecated applicationIconBadgeNumber usage").
final class OneSignalBadgeCache {
  /// The count, in the SDK's 32-bit `int`; 0 at first.
  var count: Int32 = 0
}
