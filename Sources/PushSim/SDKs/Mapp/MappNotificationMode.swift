/// The Mapp Engage Android SDK's `NotificationMode` (`AppoxeeOptions.notificationMode`): when
/// the SDK posts a notification for a push. Whatever the mode, the SDK broadcasts `onReceived`
/// (its `PushManagerImplTest`: "still broadcasts regular push event").
public enum MappNotificationMode: String, Sendable, CaseIterable {
  /// `BACKGROUND_AND_FOREGROUND`: always.
  case backgroundAndForeground = "BACKGROUND_AND_FOREGROUND"
  /// `BACKGROUND_ONLY` (the default, `AppoxeeOptions.kt`): not while the app is in the foreground.
  case backgroundOnly = "BACKGROUND_ONLY"
  /// `SILENT_ONLY`: never; pushes only drive the app's callbacks.
  case silentOnly = "SILENT_ONLY"
}
