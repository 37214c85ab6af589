/// What the FCM SDK makes of a notification's `gcm.n.title` or `gcm.n.body` on Android
/// (`NotificationParams.getPossiblyLocalizedString`): the literal text unless it is empty, else
/// the app's string for the `*_loc_key`, formatted with `*_loc_args` by
/// `Resources.getString(id, args)` (Java's `String.format`, ``JavaFormatter``).
enum FCMLocalizedText: Equatable, Sendable {
  /// The text shown: the literal, the string as written (no `*_loc_args`: `getString(id)`
  /// formats nothing), the formatted string, or none (no literal and no key).
  case shown(String?)
  /// The app has no string for the key: `getLocalizedString` returns null, no text.
  case missingString
  /// `String.format` threw on `format`. The SDK catches only `MissingFormatArgumentException`
  /// (no text); any other escapes it, on the thread where it builds the notification.
  case formatThrew(JavaFormatException, format: String)

  /// The text for a literal `text`, a `*_loc_key` `key` and its `*_loc_args` `args` (`nil`
  /// when absent, empty or not a JSON array), against the app's `strings`, formatted in its
  /// `locale` (the configuration's, which `Resources.getString(id, args)` passes to `String.format`).
  static func resolve(_ text: String?, key: String?, args: [String]?, strings: [String: String], locale: String) -> FCMLocalizedText {
    guard let key, text?.isEmpty != false else { return .shown(text) }
    guard let format = strings[key] else { return .missingString }
    guard let args else { return .shown(format) }
    do {
      return .shown(try JavaFormatter.format(format, args, locale: locale))
    } catch {
      return .formatThrew(error, format: format)
    }
  }

  /// The exception that escapes the FCM SDK when it builds `notification` itself
  /// (`CommonNotificationBuilder.createNotificationInfo` reads the title, then the body): the
  /// field (`title` or `body`), its key and the exception; `nil` when building it throws none
  /// the SDK does not catch, or without a notification. (Optional so that the caller can pass
  /// the message's own in place, not a copy bound with `if let`.)
  static func uncaughtException(
    building notification: RemoteMessage.Notification?, strings: [String: String], locale: String
  ) -> (field: String, key: String, exception: JavaFormatException)? {
    // Most notifications have no key: nothing to format, nothing allocated.
    guard let notification, notification.titleLocalizationKey != nil || notification.bodyLocalizationKey != nil else {
      return nil
    }
    func thrown(_ text: String?, _ key: String?, _ args: [String]?) -> JavaFormatException? {
      guard case .formatThrew(let exception, _) = resolve(text, key: key, args: args, strings: strings, locale: locale),
        !exception.isMissingFormatArgument
      else { return nil }
      return exception
    }
    if let key = notification.titleLocalizationKey,
      let exception = thrown(notification.title, key, notification.titleLocalizationArgs)
    {
      return ("title", key, exception)
    }
    if let key = notification.bodyLocalizationKey,
      let exception = thrown(notification.body, key, notification.bodyLocalizationArgs)
    {
      return ("body", key, exception)
    }
    return nil
  }
}
