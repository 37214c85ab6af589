/// iOS: the notification actions a person chose on a locked device whose responses wait for the
/// device to be unlocked (`UNNotificationActionOptions.authenticationRequired`).
///
/// Apple's `authenticationRequired` page: "The action can be performed only on an unlocked
/// device. When the user selects an action with this option, the system prompts the user to
/// unlock the device. After unlocking, the system notifies your app of the selected action."
/// (https://developer.apple.com/documentation/usernotifications/unnotificationactionoptions/authenticationrequired).
/// PushSim takes the person's answer to that prompt as their next unlock (an `unlock` step, or
/// a tap or an `open` that unlocks): the response waits until then, and the unlock delivers
/// every waiting response in the order the actions were chosen. A person who never unlocks
/// never lets the app hear of the action; a restart forgets the prompt, so its response is
/// never delivered either (``restarted()`` hands back what is lost, which the device records as
/// `delegate.missed` `didReceive`, reason `reboot`).
///
/// An action with the `foreground` option asks for the unlock too ("the system brings the app to
/// the foreground, asking the user to unlock the device as needed", Apple's `foreground` page),
/// but a tap that brings the app forward has always stood in PushSim for the person unlocking on
/// the way in (the tap's `device.unlocked` comes first), as a tap on the notification itself and
/// an `open` do; so it never waits here, with or without `authenticationRequired` (Apple's
/// `UIUserNotificationAction.isAuthenticationRequired`: the value "is ignored and treated as
/// true" for a foreground action).
///
/// A value-type state machine: ``decide(locked:opensApp:authenticationRequired:)`` says whether
/// a tap's response waits, ``hold(_:)`` keeps it, ``unlocked()`` hands back what waited,
/// ``restarted()`` what a restart lost.
struct ActionsAwaitingUnlock: Sendable {
  /// What a tap on a notification action does with its response.
  enum Decision: Sendable, Equatable {
    /// The app hears of the action now.
    case respond
    /// The response waits for the person to unlock the device.
    case awaitUnlock
  }

  /// A response that waits: the notification the person acted on (already removed from the
  /// center), the action's index among its buttons, and a text-input action's typed text.
  struct Response: Sendable {
    var notification: DisplayedNotification
    var buttonIndex: Int
    var userText: String?
  }

  /// The responses that wait, oldest first.
  private(set) var waiting: [Response] = []

  /// Whether the response to a tap on an action waits for the unlock: only on a locked device,
  /// for an action with `authenticationRequired` that does not open the app.
  static func decide(locked: Bool, opensApp: Bool, authenticationRequired: Bool) -> Decision {
    locked && authenticationRequired && !opensApp ? .awaitUnlock : .respond
  }

  /// Keeps a response until the unlock.
  mutating func hold(_ response: Response) {
    waiting.append(response)
  }

  /// The device was unlocked: every waiting response, in the order the actions were chosen;
  /// none waits after.
  mutating func unlocked() -> [Response] {
    defer { waiting = [] }
    return waiting
  }

  /// The device restarted: the prompt is gone and the waiting responses with it. Returns them,
  /// oldest first, so that their loss is recorded; none waits after.
  mutating func restarted() -> [Response] {
    defer { waiting = [] }
    return waiting
  }
}
