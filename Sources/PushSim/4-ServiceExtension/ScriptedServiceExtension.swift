/// A service extension described by data, as a scenario's `app.serviceExtension` does: it takes
/// a time, then sets the fields it names and adds attachments. When it takes longer than the
/// budget, iOS calls `serviceExtensionTimeWillExpire()` and it hands its best attempt
/// (``timeWillExpire``) if it has one; otherwise the original content is shown (R-NSE-2, R-NSE-3).
///
/// ```swift
/// // The first push is handled in 2 s; every later one takes 45 s and times out, when the
/// // extension hands a best attempt without the image it was downloading.
/// let nse = ScriptedServiceExtension(
///   takesInTurn: [.seconds(2), .seconds(45)],
///   edit: ScriptedContentEdit(title: "Decrypted", attach: ["https://cdn.example.com/i.jpg"]),
///   timeWillExpire: ScriptedContentEdit(title: "Decrypted"))
/// ```
/// (`ScriptedServiceExtensionTests`.)
public final class ScriptedServiceExtension: NotificationServiceExtension, Sendable {
  /// How long it takes for each push it handles, in turn: the first push it handles takes the
  /// first, the second the second, and every push after the last the last. Never empty.
  public let takesInTurn: [Duration]
  /// What it changes when it completes.
  public let edit: ScriptedContentEdit
  /// What it hands to the content handler when its time runs out (`serviceExtensionTimeWillExpire`),
  /// merged over the original content; `nil` hands nothing, and the original is shown.
  public let timeWillExpire: ScriptedContentEdit?
  /// Whether it crashes instead of completing.
  public let crashes: Bool
  /// Whether it passes empty content (`UNNotificationContent()`), asking for nothing to be shown
  /// (R-NSE-5: only with the filtering entitlement; otherwise the original is shown).
  public let suppresses: Bool

  /// How long the first push takes.
  public var takes: Duration { takesInTurn[0] }
  /// The title it sets, if any.
  public var title: String? { edit.title }
  /// The subtitle it sets, if any.
  public var subtitle: String? { edit.subtitle }
  /// The body it sets, if any (`""` strips the text: the system then shows the original).
  public var body: String? { edit.body }
  /// Attachments it adds.
  public var attach: [String] { edit.attach }
  /// The message intent it updates the content from, if any (a communication notification).
  public var messageIntent: SendMessageIntent? { edit.messageIntent }
  /// The call intent it updates the content from, if any (a communication notification).
  public var callIntent: StartCallIntent? { edit.callIntent }

  /// Creates a scripted extension whose pushes take their durations in turn.
  ///
  /// - Parameters:
  ///   - takesInTurn: how long each push it handles takes, in turn, the last one repeating (an
  ///     empty list is `[.zero]`).
  ///   - edit: what it changes when it completes.
  ///   - crashes: it dies instead of completing (R-NSE-6).
  ///   - suppresses: it passes empty content (R-NSE-5).
  ///   - timeWillExpire: its best attempt when its time runs out; `nil` for none.
  public init(
    takesInTurn: [Duration], edit: ScriptedContentEdit = ScriptedContentEdit(), crashes: Bool = false,
    suppresses: Bool = false, timeWillExpire: ScriptedContentEdit? = nil
  ) {
    self.takesInTurn = takesInTurn.isEmpty ? [.zero] : takesInTurn
    self.edit = edit
    self.crashes = crashes
    self.suppresses = suppresses
    self.timeWillExpire = timeWillExpire
  }

  /// Creates a scripted extension that takes the same time for every push; `messageIntent` or
  /// `callIntent` makes what it hands a communication notification
  /// (``NotificationContent/updating(from:)-(SendMessageIntent)``).
  public convenience init(
    takes: Duration = .zero, title: String? = nil, subtitle: String? = nil, body: String? = nil,
    attach: [String] = [], messageIntent: SendMessageIntent? = nil, callIntent: StartCallIntent? = nil,
    crashes: Bool = false, suppresses: Bool = false, timeWillExpire: ScriptedContentEdit? = nil
  ) {
    self.init(
      takesInTurn: [takes],
      edit: ScriptedContentEdit(
        title: title, subtitle: subtitle, body: body, attach: attach, messageIntent: messageIntent, callIntent: callIntent),
      crashes: crashes, suppresses: suppresses, timeWillExpire: timeWillExpire)
  }

  /// How long the push it handles at `turn` takes (0 for the first): its duration in
  /// ``takesInTurn``, or the last one past the end.
  public func takes(onTurn turn: Int) -> Duration {
    takesInTurn[min(max(turn, 0), takesInTurn.count - 1)]
  }

  /// Handles a push as its first one.
  public func didReceive(_ content: NotificationContent, push: IncomingPush) -> ServiceExtensionResponse {
    didReceive(content, push: push, turn: 0)
  }

  /// Sets the named fields and attachments after the push's turn in ``takesInTurn``.
  public func didReceive(_ content: NotificationContent, push: IncomingPush, turn: Int) -> ServiceExtensionResponse {
    let takes = takes(onTurn: turn)
    if crashes { return ServiceExtensionResponse(takes: takes, outcome: .crashes) }
    // A script's best attempt is its own edit of the delivered content (``timeWillExpire``),
    // not what it completes with: it builds no `bestAttemptContent` before its time is up.
    if suppresses { return .completes(after: takes, with: NotificationContent(), bestAttempt: nil) }
    return .completes(after: takes, with: edit.applied(to: content), bestAttempt: nil)
  }

  /// The best attempt: ``timeWillExpire`` merged over `content`, or `nil` (the original is shown).
  public func serviceExtensionTimeWillExpire(_ content: NotificationContent) -> NotificationContent? {
    timeWillExpire?.applied(to: content)
  }
}
