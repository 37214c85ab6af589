/// The callbacks of the Mapp Engage Android SDK's `LocalPushBroadcast` (the "Notification
/// Broadcast Receiver" page: received, opened, dismissed, an action button clicked, a silent
/// push processed).
public enum LocalPushBroadcastEvent: String, Sendable, CaseIterable {
  /// `onReceived(MappPush)`: a push was received, shown or not (`notificationMode`).
  case onReceived
  /// `onOpened(MappPush)`: the user opened the notification.
  case onOpened
  /// `onDismissed(MappPush)`: the user dismissed it.
  case onDismissed
  /// `onSilent(MappPush)`: a silent push (or a trigger update) was processed.
  case onSilent
  /// `onButtonClick(MappPush)`: an action button was clicked (the SDK's `LocalPushBroadcast.kt`,
  /// action `com.appoxee.BUTTON_CLICKED`; it passes no button index, PushSim adds one).
  case onButtonClick
  /// `onRichPush(MappPush)`: the Play button of a GIF or video push was clicked (action
  /// `com.appoxee.RICH_PUSH`; the SDK then shows the media in its own activity).
  case onRichPush
}
