/// Decodes the bytes a device receives into an ``IncomingPush``: size limits, JSON, the
/// platform's classification (SEMANTICS.md §1.1, §2.1, §3) and the unified notification.
///
/// Decoding is pure: it reads the payload and the app's strings, and never touches device
/// state. A push the push service would refuse comes back as a ``PayloadIssue`` (its `reason`
/// becomes the `push.rejected` reason).
public struct PushDecoder: Sendable {
  /// The platform receiving the push.
  public var platform: Platform {
    get { configuration.value.platform }
    set { configuration = Indirect(Configuration(platform: newValue, options: options, app: app)) }
  }
  /// The device's knobs (for the package name and the clock's epoch).
  public var options: DeviceOptions {
    get { configuration.value.options }
    set { configuration = Indirect(Configuration(platform: platform, options: newValue, app: app)) }
  }
  /// The app's strings and locale, for localised payloads.
  public var app: AppBehavior {
    get { configuration.value.app }
    set { configuration = Indirect(Configuration(platform: platform, options: options, app: newValue)) }
  }

  /// What decoding reads besides the payload.
  struct Configuration: Sendable {
    var platform: Platform
    var options: DeviceOptions
    var app: AppBehavior
  }

  /// The configuration out of line: a decoded push keeps its decoder (``PushOrigin``) to decode
  /// its payload again, and the pushes of one decoder share this one box.
  private var configuration: Indirect<Configuration>

  /// Creates a decoder.
  public init(platform: Platform, options: DeviceOptions = DeviceOptions(), app: AppBehavior = AppBehavior()) {
    configuration = Indirect(Configuration(platform: platform, options: options, app: app))
  }

  /// The size limit for a push on this platform (R-iOS-6, R-A-1, RFC 8030 as used by browsers;
  /// `xcrun simctl push` takes 4096 bytes whatever the push type, R-SIM-2).
  public func sizeLimit(for headers: ValidatedPushHeaders) -> Int {
    platform == .iOS && headers.apnsPushType == .voip && !options.simctlTransport ? 5120 : 4096
  }

  /// The most data a Web Push message carries: 4096 octets of encrypted body (what a push
  /// service must take, RFC 8030 §7.2) less aes128gcm's 103 (RFC 8291 §4).
  static let webPushPlaintextLimit = 3993

  /// Web Push data over ``webPushPlaintextLimit``, whether or not it is also over 4096 bytes:
  /// both limits in one message. RFC 8030 §7.2: a push service takes at least 4096 octets of
  /// encrypted body; RFC 8291 §4: the aes128gcm header (86), padding delimiter (1) and tag (16)
  /// leave 3993 for the data.
  static func webPushDataTooLarge(_ bytes: [UInt8]) -> PayloadIssue {
    let size = bytes.count
    return PayloadIssue(
      reason: "payloadTooLarge",
      message: "the payload is \(size) bytes\(PayloadIssue.whiteSpaceNote(bytes, limit: webPushPlaintextLimit)); "
        + "encrypted for Web Push (aes128gcm adds 103 bytes) it would be \(size + 103), over the 4096 octets of encrypted body a push service takes (RFC 8030 §7.2): at most "
        + "\(webPushPlaintextLimit) bytes of data", rule: "RFC 8291 §4")
  }

  /// Decodes one push.
  ///
  /// - Parameters:
  ///   - bytes: the payload exactly as the push service hands it over.
  ///   - headers: the transport headers.
  ///   - sequence: a number unique on the device, used to generate ids the payload lacks.
  ///   - now: the virtual time of arrival, for generated `google.sent_time` values.
  /// - Returns: the decoded push, or the reason the push service or the device refuses it.
  public func decode(
    _ bytes: [UInt8], headers: ValidatedPushHeaders, sequence: Int, now: SimInstant = .zero
  ) -> Result<IncomingPush, PayloadIssue> {
    do throws(PayloadIssue) {
      var push = try decodeOnce(bytes, headers: headers, sequence: sequence, now: now)
      push.origin = PushOrigin(decoder: self, bytes: bytes, headers: headers, sequence: sequence, now: now)
      return .success(push)
    } catch {
      return .failure(error)
    }
  }

  /// Decodes a payload written as JSON text, with headers as written, as `pushsim parse` does:
  /// for a test that checks what a payload becomes without a device. Ids the payload lacks are
  /// generated as a device's first push gets them (`apns-1`, `fcm-1`).
  ///
  /// ```swift
  /// let push = try PushDecoder(platform: .iOS)
  ///   .decode(json: #"{"aps":{"alert":"Hi"}}"#, headers: ["apns-push-type": "alert"]).get()
  /// ```
  ///
  /// - Returns: the decoded push, or the reason the push service or the device refuses it.
  /// - Throws: ``PushHeadersError`` for a header PushSim cannot use.
  public func decode(json: String, headers: PushHeaders = PushHeaders()) throws(PushHeadersError) -> Result<IncomingPush, PayloadIssue> {
    decode(Array(json.utf8), headers: try headers.validated(), sequence: 1)
  }

  /// Decodes one push, without recording where it came from (``PushOrigin/decodeAgain()``
  /// calls this).
  func decodeOnce(
    _ bytes: [UInt8], headers: ValidatedPushHeaders, sequence: Int, now: SimInstant
  ) throws(PayloadIssue) -> IncomingPush {
    switch platform {
    case .iOS: try decodeAPNs(bytes, headers: headers, sequence: sequence, now: now)
    case .android: try decodeFCM(bytes, headers: headers, sequence: sequence, now: now)
    case .web: try decodeWebPush(bytes, headers: headers, sequence: sequence, now: now)
    }
  }

  /// The UTF-8 byte order mark, EF BB BF.
  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// The limits a payload is parsed with (lint's other passes over a payload use them too).
  static let payloadParseOptions = JSONParseOptions(maxBytes: 1 << 20, maxDepth: 64)

  /// Parses the payload as JSON with the payload limits.
  func parse(_ bytes: [UInt8]) throws(PayloadIssue) -> JSONDocument {
    do {
      return try JSONDocument(bytes: bytes, options: PushDecoder.payloadParseOptions)
    } catch {
      throw .invalidJSON(error)
    }
  }

  /// A warning for each repeated key: the platforms keep the last one, and so does PushSim.
  static func duplicateKeyWarnings(_ document: JSONDocument) -> [PayloadIssue] {
    document.duplicateKeys().map {
      PayloadIssue(
        reason: "duplicateKey",
        message: "duplicate key \(QuotedValue.plain($0.key)) at line \($0.line), column \($0.column); the last one wins, as on the platforms")
    }
  }

  /// Milliseconds since the UNIX epoch at virtual time `now`.
  func epochMillis(_ now: SimInstant) -> Int64 {
    options.clockEpochSeconds * 1000 + now.milliseconds
  }

  /// Localised text for a key and its arguments (iOS), with a warning when the app lacks the
  /// string, and one (`missingFormatArgument`) when the string has a placeholder past the last
  /// of `loc-args`: iOS still shows it, with nothing in that placeholder's place
  /// (docs/ModellingChoices/iOS.md), or an argument number CF's formatter refuses, which
  /// empties the text (``LocalizedText``), and one (`skippedArgumentNumber`) when its argument
  /// numbers skip one (`%3$@` alone shows the first argument). Arguments left over are
  /// ignored, as on iOS. Also warned: a conversion other than `%@` given an element
  /// (`nonObjectFormatConversion`: it shows the element's address, not its text), a width or
  /// precision on `%@`, which CF ignores (`objectWidthIgnored`), a width past 2^31 − 1
  /// (`formatWidthOverflow`) and a text padded past ``LocalizedText/lengthLimit``
  /// (`formattedTextTooLong`), both of which empty the text.
  func localized(
    key: String?, args: [String], fallback: String?, field: String, warnings: inout [PayloadIssue]
  ) -> String? {
    guard let key else { return fallback }
    // iOS's bundle lays the stringsdict table over the strings table: an entry there wins.
    var format = app.strings[key]
    var plural: (entry: StringsDictEntry, choices: [PluralChoice])?
    if let entry = app.stringsDict[key] {
      let expansion = entry.expanded(args: args, language: PluralRules.language(ofLocale: app.locale))
      (format, plural) = (expansion.format, (entry, expansion.choices))
    }
    if let format {
      // How a finding names the string: built only when there is one.
      var written: String {
        guard let entry = plural?.entry else { return QuotedValue.plain(format) }
        return "stringsdict \(QuotedValue.plain(entry.format)), formatted as \(QuotedValue.plain(format))"
      }
      let outcome = LocalizedText.substituted(format, args: args)
      let text = outcome.text
      let argsKey = field.dropLast("key".count) + "args"
      // Each finding names the field, the key and its string first.
      func warn(_ reason: String, _ finding: String) {
        warnings.append(PayloadIssue(reason: reason, message: "\(field) string \(QuotedValue.plain(key)) (\(written)) " + finding))
      }
      if let plural {
        pluralWarnings(plural.choices, of: plural.entry, args: args, argsKey: String(argsKey), text: text, warn: warn)
      }
      if let number = outcome.refusedNumber {
        warn("missingFormatArgument", "has the argument number \(QuotedValue.bare(number)), which "
          + "iOS's string formatter (CFString) refuses: it takes numbers up to \(LocalizedText.maxArgumentNumber) and at most three "
          + "per % sign plus one, so it formats nothing and iOS shows no text; number the placeholders 1, 2, … up to the "
          + "\(args.count) \(argsKey)")
        return text
      }
      if let written = outcome.refusedWidth {
        warn("formatWidthOverflow", "has the width or precision \(QuotedValue.bare(written)), "
          + "past 2147483647, which iOS's string formatter (CFString) refuses as an overflow: it formats nothing and iOS shows no "
          + "text; write a width and precision that fit an int, or none")
        return text
      }
      if outcome.tooLong {
        warn("formattedTextTooLong", "formats to more than "
          + "\(LocalizedText.lengthLimit) UTF-16 characters with its widths and precisions; iOS's string formatter (CFString) "
          + "would allocate and pad that much, and PushSim shows no text: write smaller widths and precisions")
        return text
      }
      if let conversion = outcome.nonObjectConversion {
        warn("nonObjectFormatConversion", "has the placeholder "
          + "\(QuotedValue.bare(conversion)) for a \(argsKey) element, which is a string: iOS passes each element as an NSString "
          + "object and its string formatter (CFString) reads the object's address as that conversion's type, not its text, so "
          + "iOS shows \(QuotedValue.plain(text)) (PushSim's stand-in address; on a device another number each time): use %@ "
          + "(or %1$@, %2$@, …) for each \(argsKey) element")
      }
      if let written = outcome.ignoredObjectModifier {
        warn("objectWidthIgnored", "has the placeholder "
          + "\(QuotedValue.bare(written)), whose width or precision iOS's string formatter (CFString) ignores for %@: the "
          + "\(argsKey) element is shown whole and unpadded (\(QuotedValue.plain(text))); pad or cut the text before sending it")
      }
      if outcome.missingArgument {
        warn("missingFormatArgument", "has more placeholders than the "
          + "\(args.count) \(argsKey); iOS shows \(QuotedValue.plain(text)), with nothing for each placeholder past the last "
          + "argument: send one \(argsKey) element for each placeholder")
      }
      if let gap = outcome.skippedNumber {
        warn("skippedArgumentNumber", "uses the argument number "
          + "%\(gap.used)$ but not %\(gap.skipped)$; iOS's string formatter (CFString) fills the numbers a string uses in "
          + "order, so %\(gap.used)$ takes \(argsKey) element \(gap.skipped), not \(gap.used): number the placeholders 1, 2, … "
          + "without a gap")
      }
      return text
    }
    warnings.append(
      PayloadIssue(
        reason: "missingLocalizedString",
        message: "\(field) key \(QuotedValue.plain(key)) is not in the app's strings for locale \(app.locale); "
          + (fallback.map { "showing \(QuotedValue.plain($0)) instead" } ?? "the OS shows the key itself")))
    return fallback ?? key
  }

  /// `pluralArgumentIsString` for each stringsdict variable whose form iOS chose from a
  /// `loc-args` element (a string, read as its address or as no number), naming the form the
  /// element's text would have chosen; `missingFormatArgument` for one with no element left.
  /// Once per variable.
  private func pluralWarnings(
    _ choices: [PluralChoice], of entry: StringsDictEntry, args: [String], argsKey: String, text: String,
    warn: (String, String) -> Void
  ) {
    let language = PluralRules.language(ofLocale: app.locale)
    var seen = Set<String>()
    for choice in choices where seen.insert(choice.variable).inserted {
      let placeholder = "%#@\(choice.variable)@ (NSStringFormatValueTypeKey \(QuotedValue.plain(choice.valueType)))"
      guard let element = choice.element else {
        warn("missingFormatArgument", "has the variable \(placeholder) past the \(args.count) \(argsKey); iOS's string "
          + "formatter (CFString) would read past them, and PushSim uses its \(choice.category.rawValue) form: iOS shows "
          + "\(QuotedValue.plain(text)); send one \(argsKey) element for each placeholder")
        continue
      }
      let argument = args[element]
      let read = choice.number.map {
        "reads the object's address as that number (PushSim's stand-in: \($0); on a device another each time)"
      } ?? "reads no number from an object"
      var expected = "its text is no number"
      if let number = Int64(argument) {
        let category = entry.variables[choice.variable]?.category(for: PluralNumber(number), language: language) ?? .other
        expected = category == choice.category
          ? "the form its text, \(number), would choose too, by chance: another address may choose another"
          : "not the \(category.rawValue) form its text, \(number), would choose"
      }
      warn("pluralArgumentIsString", "chooses the plural form of the variable \(placeholder) from \(argsKey) element "
        + "\(element + 1), \(QuotedValue.plain(argument)), which is a string: iOS passes each element as an NSString object "
        + "and its string formatter (CFString) \(read), so iOS uses the \(choice.category.rawValue) form (plural rules of "
        + "\(language)) and shows \(QuotedValue.plain(text)), \(expected); iOS cannot choose a plural form from \(argsKey): "
        + "send the text for the count (a loc-key per form, chosen by the server) or build it in a notification service extension")
    }
  }
}
