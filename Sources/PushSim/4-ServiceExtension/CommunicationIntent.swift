/// The intent a notification service extension updated the content from, which makes the
/// notification a communication notification: a message (``SendMessageIntent``) or a call
/// (``StartCallIntent``), the two intents iOS 15 accepts in `UNNotificationContent.updating(from:)`
/// (both conform to `UNNotificationContentProviding`).
///
/// A struct over the two, not a public enum, so that a later intent is not a breaking change.
public struct CommunicationIntent: Sendable, Equatable {
  /// The message, when the content was updated from an `INSendMessageIntent`.
  public var message: SendMessageIntent? {
    if case .message(let intent) = storage { intent } else { nil }
  }
  /// The call, when the content was updated from an `INStartCallIntent`.
  public var call: StartCallIntent? {
    if case .call(let intent) = storage { intent } else { nil }
  }

  /// A message's communication notification.
  public init(_ message: SendMessageIntent) { storage = .message(message) }
  /// A call's communication notification.
  public init(_ call: StartCallIntent) { storage = .call(call) }

  /// The person iOS matches against the people a Focus allows: a message's sender (in a group
  /// conversation too: docs/ModellingChoices/iOS.md), a call's caller.
  public var person: String {
    switch storage {
    case .message(let intent): intent.sender
    case .call(let intent): intent.caller
    }
  }

  /// Whether the sender asked for it to reach the user despite their Focus: a message whose
  /// donation metadata sets `notifyRecipientAnyway` (``SendMessageIntent/notifyRecipientAnyway``).
  public var notifiesAnyway: Bool { message?.notifyRecipientAnyway ?? false }

  /// The caller of a ringing call (``StartCallIntent/rings``), whom the Focus's call settings
  /// concern; `nil` for a message or another call.
  public var ringingCaller: String? { call.flatMap { $0.rings ? $0.caller : nil } }

  /// The name iOS shows for a person the intent marks as a contact suggestion
  /// (`INPerson.isContactSuggestion`): the name as a guess, "Maybe: " before it (UserNotifications'
  /// `CONTACT_MAYBE_PREFIX_FORMAT`, its English wording a choice: docs/ModellingChoices/iOS.md);
  /// `nil` for a person shown by the intent's name as it is, a suggestion whose name is its
  /// `handle` too (UserNotifications keeps no display name equal to the handle, and shows the
  /// handle, no guess).
  static func shownName(_ name: String, handle: String, suggested: Bool) -> String? {
    suggested && name != handle ? "Maybe: \(name)" : nil
  }

  /// Whether it is a call's notification, which the app's Direct Messages switch does not keep
  /// in a Scheduled Summary.
  public var isCall: Bool { call != nil }

  /// The key `extension.completed` and `.timedOut` record the outcome under: `messageIntent` or
  /// `callIntent`, as the scenario's script names the intent.
  var scriptKey: String { isCall ? "callIntent" : "messageIntent" }

  /// The intent as `notification.displayed` writes it under `communication`.
  var traceValue: JSONValue {
    switch storage {
    case .message(let intent): intent.traceValue
    case .call(let intent): intent.traceValue
    }
  }

  private enum Storage: Sendable, Equatable {
    case message(SendMessageIntent)
    case call(StartCallIntent)
  }

  private let storage: Storage
}
