/// Android cuts a notification's text to a fixed length when the notification is built: every
/// `CharSequence` the builder takes (`setContentTitle`, `setContentText`,
/// `BigTextStyle.bigText`, `setTicker`, …) goes through `Notification.safeCharSequence`, which
/// keeps the first `MAX_CHARSEQUENCE_LENGTH` characters, `5 * 1024` = 5120 (AOSP
/// frameworks/base `core/java/android/app/Notification.java`; 1024 in Android 5.x, raised to
/// 5 * 1024 since; `NotificationCompat.Builder.limitCharSequenceLength` uses the same 5120).
/// Whoever builds the notification — the FCM SDK's `CommonNotificationBuilder` (title, text,
/// and the same text as `BigTextStyle` and ticker) or a vendor SDK — the system shows the cut
/// text, and says nothing: PushSim does (`push.warning` `textTruncated`).
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
  /// `pushsim parse`.
  public static let warningReason = "textTruncated"

  /// A text the system cut.
  public struct Cut: Sendable, Equatable {
    /// Which of the notification's texts: `title` or `body`.
    public var field: String
    /// Its length before the cut, in UTF-16 code units.
    public var length: Int

    /// A cut of `field`, `length` UTF-16 code units long before it.
    public init(field: String, length: Int) {
      self.field = field
      self.length = length
    }

    /// The `push.warning` message: what was cut, from how long to what.
    public var message: String {
      "the notification's \(field) is \(length) UTF-16 characters long: Android keeps the first "
        + "\(AndroidTextLimit.maxLength) (Notification.safeCharSequence, MAX_CHARSEQUENCE_LENGTH) and shows "
        + "the \(field) cut; shorten it, or put the full text where the app reads it (the data payload)"
    }

    /// The finding: reason `textTruncated` (the device's `push.warning`) and ``message``.
    public var issue: PayloadIssue { PayloadIssue(reason: AndroidTextLimit.warningReason, message: message) }
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

  /// Cuts the title and the body of `notification` to ``maxLength``; returns what it cut, title
  /// first, empty when both fit.
  public static func limit(_ notification: inout PushNotification) -> [Cut] {
    var cuts: [Cut] = []
    if let title = notification.title, title.utf16.count > maxLength {
      cuts.append(Cut(field: "title", length: title.utf16.count))
      notification.title = limited(title)
    }
    if let body = notification.body, body.utf16.count > maxLength {
      cuts.append(Cut(field: "body", length: body.utf16.count))
      notification.body = limited(body)
    }
    return cuts
  }

  /// Whether some text of `notification` is longer than ``maxLength`` (a quick test: most
  /// notifications are far shorter, and their length is not counted).
  static func exceeds(_ notification: PushNotification) -> Bool {
    // A UTF-16 code unit is at least one UTF-8 byte: a text of at most 5120 bytes fits.
    func long(_ text: String?) -> Bool {
      guard let text, text.utf8.count > maxLength else { return false }
      return text.utf16.count > maxLength
    }
    return long(notification.title) || long(notification.body)
  }
}
