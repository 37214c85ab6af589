/// The callbacks of the Mapp Engage Android SDK's `LocalPushBroadcast` (the "Notification
/// Broadcast Receiver" page: received, opened, dismissed, an action button clicked, a silent
/// push processed).
public enum LocalPushBroadcastEvent: String, Sendable, CaseIterable {
  /// `onReceived(MappPush)`: a push was received and shown.
  case onReceived
  /// `onOpened(MappPush)`: the user opened the notification.
  case onOpened
  /// `onDismissed(MappPush)`: the user dismissed it.
  case onDismissed
  /// `onSilent(MappPush)`: a silent push (or a trigger update) was processed.
  case onSilent
  /// An action button was clicked (modelled name: the page lists the event, not the method).
  case onButtonClick
}
