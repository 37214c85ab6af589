/// Android cuts a notification's text to a fixed length when the notification is built: every
/// `CharSequence` the builder takes (`setContentTitle`, `setContentText`,
/// `BigTextStyle.bigText`, `setTicker`, `setSubText`, `InboxStyle.addLine`, the deprecated
/// `addAction(int, CharSequence, PendingIntent)`, …) goes through
/// `Notification.safeCharSequence`, which keeps the first `MAX_CHARSEQUENCE_LENGTH` characters,
/// `5 * 1024` = 5120 (AOSP frameworks/base `core/java/android/app/Notification.java`; 1024 in
/// Android 5.x, raised to 5 * 1024 since; `NotificationCompat.Builder.limitCharSequenceLength`
/// uses the same 5120, and `NotificationCompat.Action`'s constructor passes an action's title
/// through it, while the framework's own `Notification.Action.Builder` keeps it whole).
/// Whoever builds the notification — the FCM SDK's `CommonNotificationBuilder` (title, text,
/// and the same text as `BigTextStyle` and ticker) or a vendor SDK (its buttons too, through
/// `NotificationCompat`) — the system shows the cut text, and says nothing: PushSim does
/// (`push.warning` `textTruncated`).
///
/// PushSim cuts the texts its model of an Android notification shows: the title, the body and
/// each button's title (``NotificationButton/title``; never its id, the action the tap
/// reports). Its model has no ticker, sub text or inbox line.
///
/// Characters are Java `char`s, UTF-16 code units. When the cut falls inside a surrogate pair
/// (an emoji, say), Java keeps its first half, which draws as nothing; PushSim leaves the
/// broken character out (a Swift string holds no lone surrogate).
///
/// iOS has no such cut at display: the payload's size limit (4 KB, R-iOS-6) bounds the text.
///
/// Pure: the device records what it returns.
public enum AndroidTextLimit {
  /// The longest text Android keeps, in UTF-16 code units (`Notification.MAX_CHARSEQUENCE_LENGTH`).
  public static let maxLength = 5 * 1024

  /// The reason of the warning for a text cut: `push.warning` on the device, a warning of
  /// `pushsim parse` and `pushsim lint`.
  public static let warningReason = "textTruncated"

  /// A text the system cut.
  public struct Cut: Sendable, Equatable {
    /// Which of the notification's texts: `title`, `body`, or a button's title,
    /// `buttons[0].title` (the button's index, as `pushsim parse` lists the buttons).
    public var field: String
    /// Its length before the cut, in UTF-16 code units.
    public var length: Int

    /// A cut of `field`, `length` UTF-16 code units long before it.
    public init(field: String, length: Int) {
      self.field = field
      self.length = length
    }

    /// Whether the text is a button's title (an action's), which `NotificationCompat.Action`
    /// cuts, rather than one the builder's setters cut.
    var isButtonTitle: Bool { field.hasPrefix("buttons[") }

    /// The `push.warning` message: what was cut, from how long to what, and by which code.
    public var message: String {
      let cutBy =
        isButtonTitle
        ? "NotificationCompat.Action, limitCharSequenceLength; Notification.Builder.addAction, safeCharSequence"
        : "Notification.safeCharSequence, MAX_CHARSEQUENCE_LENGTH"
      return "the notification's \(field) is \(length) UTF-16 characters long: Android keeps the first "
        + "\(AndroidTextLimit.maxLength) (\(cutBy)) and shows the \(field) cut; shorten it, or put the full "
        + "text where the app reads it (the data payload)"
    }

    /// Where the limit is: AOSP's `Notification` for the builder's texts, androidx's
    /// `NotificationCompat` for an action's title.
    public var rule: String {
      isButtonTitle ? "androidx NotificationCompat.Action" : "AOSP Notification.safeCharSequence"
    }

    /// The finding, as the device's `push.warning`, `pushsim parse` and `pushsim lint` give it:
    /// reason `textTruncated`, ``message`` and ``rule``.
    public var issue: PayloadIssue {
      PayloadIssue(reason: AndroidTextLimit.warningReason, message: message, rule: rule)
    }
  }

  /// `text` as Android keeps it: itself when it is at most ``maxLength`` UTF-16 code units long,
  /// else its first ``maxLength``, less a surrogate pair's first half at the end.
  public static func limited(_ text: String) -> String {
    let utf16 = text.utf16
    guard utf16.count > maxLength else { return text }
    var end = utf16.index(utf16.startIndex, offsetBy: maxLength)
    // A cut inside a surrogate pair: leave the broken character out.
    if UTF16.isTrailSurrogate(utf16[end]) { end = utf16.index(before: end) }
    return String(decoding: utf16[..<end], as: UTF16.self)
  }

  /// Cuts the title, the body and each button's title of `notification` to ``maxLength``;
  /// returns what it cut, title first, then body, then the buttons in order; empty when all fit.
  public static func limit(_ notification: inout PushNotification) -> [Cut] {
    var cuts: [Cut] = []
    func cut(_ text: inout String?, field: @autoclosure () -> String) {
      guard let whole = text, whole.utf16.count > maxLength else { return }
      cuts.append(Cut(field: field(), length: whole.utf16.count))
      text = limited(whole)
    }
    cut(&notification.title, field: "title")
    cut(&notification.body, field: "body")
    if notification.buttons.contains(where: { long($0.title) }) {
      var buttons = notification.buttons
      for index in buttons.indices { cut(&buttons[index].title, field: "buttons[\(index)].title") }
      notification.buttons = buttons
    }
    return cuts
  }

  /// Whether some text of `notification` is longer than ``maxLength`` (a quick test: most
  /// notifications are far shorter, and their length is not counted).
  static func exceeds(_ notification: PushNotification) -> Bool {
    long(notification.title) || long(notification.body) || notification.buttons.contains { long($0.title) }
  }

  /// Whether `text` is longer than ``maxLength``. A UTF-16 code unit is at least one UTF-8
  /// byte: a text of at most 5120 bytes fits, and is not counted.
  static func long(_ text: String?) -> Bool {
    guard let text, text.utf8.count > maxLength else { return false }
    return text.utf16.count > maxLength
  }
}
