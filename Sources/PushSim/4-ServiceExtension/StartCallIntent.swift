/// The call a notification service extension describes with SiriKit's `INStartCallIntent` and
/// passes to `UNNotificationContent.updating(from:)` (iOS 15+): a communication notification
/// about a call the user missed, a voicemail the caller left, or a call ringing now, shown with
/// the caller's name and avatar (docs/ModellingChoices/iOS.md, "Communication notifications").
///
/// `INStartCallIntent` conforms to `UNNotificationContentProviding` from iOS 15 (the SDK's
/// `INStartCallIntent+UserNotifications.h`), as `INSendMessageIntent` does. A call notification
/// breaks through a Focus that allows the caller, as a message does, and through a Scheduled
/// Summary whatever the app's Direct Messages switch says.
///
/// ```swift
/// let missed = StartCallIntent(caller: "alice@example.com", callerName: "Alice", call: .missed)
/// let nse = ClosureServiceExtension { content, _ in
///   .completes(with: content.updating(from: missed))
/// }
/// ```
/// (`CommunicationGroupAndCallTests`.)
public struct StartCallIntent: Sendable, Equatable {
  /// What the notification says about the call: the `INCallRecord`'s type the intent calls back
  /// (`INCallRecordType.missed`, `.voicemail`).
  public enum Call: String, Sendable, Equatable, CaseIterable {
    /// A call the user did not answer.
    case missed
    /// A voicemail the caller left.
    case voicemail
    /// A call ringing now: the intent's destination is a normal call (`INCallDestinationType.normal`),
    /// which `updating(from:)` makes an incoming-call notification; iOS treats it as one only
    /// with a ringtone (``StartCallIntent/ringtone``).
    case incoming
  }

  /// The caller's identifier: the `INPerson`'s handle among the intent's `contacts`, which iOS
  /// matches against the people a Focus allows (``DeviceOptions/iosFocusAllowedPeople``).
  public var caller: String
  /// The caller's name as iOS shows it in place of the app's name (`INPerson.displayName`).
  public var callerName: String
  /// The caller's avatar (an image URL or file name, `INImage`); `nil` when the intent has none.
  public var avatar: String?
  /// The caller is a contact suggestion, not one of the user's contacts
  /// (`INPerson.isContactSuggestion`): iOS shows the name as a guess, "Maybe: Alice"
  /// (``CommunicationIntent/shownName(_:handle:suggested:)``). Default `false`.
  public var callerIsContactSuggestion: Bool
  /// What the notification says about the call.
  public var call: Call
  /// The extension also sets the content's sound to a ringtone (`UNNotificationSound.defaultRingtone`
  /// or `ringtoneSoundNamed(_:)`, iOS 15.2). iOS treats an ``Call/incoming`` call's notification as
  /// an incoming call only with one (UserNotifications assigns it the content type "call other"
  /// otherwise, as it does a missed call's). Default `false`.
  public var ringtone: Bool

  /// A notification about a `call` from `caller`, shown as `callerName` with `avatar`, its sound a
  /// ringtone when `ringtone`.
  public init(
    caller: String, callerName: String, avatar: String? = nil, call: Call = .missed, ringtone: Bool = false,
    callerIsContactSuggestion: Bool = false
  ) {
    self.caller = caller
    self.callerName = callerName
    self.avatar = avatar
    self.call = call
    self.ringtone = ringtone
    self.callerIsContactSuggestion = callerIsContactSuggestion
  }

  /// Whether iOS treats it as a ringing call: an ``Call/incoming`` call with a ``ringtone``. The
  /// Focus's Allow Calls From and Allow Repeated Calls apply to it alone
  /// (``DeviceOptions/iosFocusAllowCallsFrom``, ``DeviceOptions/iosFocusAllowRepeatedCalls``).
  public var rings: Bool { call == .incoming && ringtone }

  /// The intent as `notification.displayed` writes it under `communication`: `call`, `caller`,
  /// `callerName`, then `shownName` for a contact suggestion, then `avatar` when there is one,
  /// then `ringtone: true` when set.
  var traceValue: JSONValue {
    var object: JSONObject = [
      "call": .string(call.rawValue), "caller": .string(caller), "callerName": .string(callerName),
    ]
    object["shownName"] = CommunicationIntent.shownName(callerName, handle: caller, suggested: callerIsContactSuggestion).map(JSONValue.string)
    object["avatar"] = avatar.map(JSONValue.string)
    if ringtone { object["ringtone"] = true }
    return .object(object)
  }
}
