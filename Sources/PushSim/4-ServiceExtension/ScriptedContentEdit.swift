/// What a scripted service extension changes in the content it is given: the text fields it
/// names and the attachments it adds. A scenario's `app.serviceExtension` writes one for the
/// content it hands on time (`title`, `subtitle`, `body`, `attach`, `messageIntent` or `callIntent`) and one for
/// its best attempt (`timeWillExpire`, the same fields).
public struct ScriptedContentEdit: Sendable, Equatable {
  /// The title it sets, if any.
  public var title: String?
  /// The subtitle it sets, if any.
  public var subtitle: String?
  /// The body it sets, if any (`""` strips the text: the system then shows the original,
  /// R-NSE-4).
  public var body: String?
  /// Attachment URLs (or file names) it adds.
  public var attach: [String]
  /// The message intent it updates the content from (`updating(from:)`, a communication
  /// notification), if any.
  public var messageIntent: SendMessageIntent?
  /// The call intent it updates the content from (`updating(from:)`, a communication
  /// notification about a missed call or a voicemail), if any; used when there is no
  /// ``messageIntent`` (a scenario cannot give both).
  public var callIntent: StartCallIntent?

  /// An edit; with no arguments it changes nothing.
  public init(
    title: String? = nil, subtitle: String? = nil, body: String? = nil, attach: [String] = [],
    messageIntent: SendMessageIntent? = nil, callIntent: StartCallIntent? = nil
  ) {
    self.title = title
    self.subtitle = subtitle
    self.body = body
    self.attach = attach
    self.messageIntent = messageIntent
    self.callIntent = callIntent
  }

  /// `content` with the named fields set and the attachments added after its own, then updated
  /// from the message or call intent if there is one: the edit is merged over what the extension was given.
  ///
  /// - Parameter content: the content the extension was given (the delivered content).
  /// - Returns: the content it hands to the content handler.
  public func applied(to content: NotificationContent) -> NotificationContent {
    var edited = content
    if let title { edited.title = title }
    if let subtitle { edited.subtitle = subtitle }
    if let body { edited.body = body }
    edited.attachments += attach
    if let messageIntent {
      edited = edited.updating(from: messageIntent)
    } else if let callIntent {
      edited = edited.updating(from: callIntent)
    }
    return edited
  }
}
