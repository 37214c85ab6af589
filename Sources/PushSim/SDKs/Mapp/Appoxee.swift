/// The Mapp Engage SDK's shared instance on one simulated device (`Appoxee.shared()` on iOS,
/// `Appoxee.instance()` on Android): the app sets its delegate here, and reads the inbox of rich
/// messages it opened.
///
/// Get it from ``SimulatedDevice/appoxee`` on a device whose app embeds Mapp (`sdk: "mapp"`).
public final class Appoxee {
  /// iOS: the app's `AppoxeeNotificationDelegate`.
  public weak var delegate: (any AppoxeeNotificationDelegate)?
  /// Android: the app's `LocalPushBroadcast` receiver.
  public weak var pushBroadcast: (any LocalPushBroadcast)?
  /// The rich messages the user opened, oldest first (the inbox the SDK keeps).
  public internal(set) var inboxMessages: [APXRichMessage] = []

  init() {}

  /// Forwards one of the SDK's calls to the app's delegate or receiver.
  func deliver(_ callback: MappCallback) {
    switch callback {
    case .handledRemoteNotification(let notification, let actionIdentifier):
      delegate?.appoxee(self, handledRemoteNotification: notification, andIdentifer: actionIdentifier)
    case .handledRichContent(let message, let didLaunchApp):
      delegate?.appoxee(self, handledRichContent: message, didLaunchApp: didLaunchApp)
    case .broadcast(let event, let push, let buttonIndex, _):
      guard let receiver = pushBroadcast else { return }
      switch event {
      case .onReceived: receiver.onReceived(push)
      case .onOpened: receiver.onOpened(push)
      case .onDismissed: receiver.onDismissed(push)
      case .onSilent: receiver.onSilent(push)
      case .onButtonClick: receiver.onButtonClick(push, buttonIndex: buttonIndex ?? 0)
      case .onRichPush: receiver.onRichPush(push)
      }
    }
  }
}
