/// The Mapp Engage Android SDK's `NotificationMode` (`AppoxeeOptions.notificationMode`): when
/// the SDK posts a notification for a push.
public enum MappNotificationMode: String, Sendable, CaseIterable {
  /// `BACKGROUND_AND_FOREGROUND` (the default): always.
  case backgroundAndForeground = "BACKGROUND_AND_FOREGROUND"
  /// `BACKGROUND_ONLY`: not while the app is in the foreground.
  case backgroundOnly = "BACKGROUND_ONLY"
  /// `SILENT_ONLY`: never; pushes only drive the app's callbacks.
  case silentOnly = "SILENT_ONLY"
}
