/// Decodes the bytes a device receives into an ``IncomingPush``: size limits, JSON, the
/// platform's classification (SEMANTICS.md §1.1, §2.1, §3) and the unified notification.
///
/// Decoding is pure: it reads the payload and the app's strings, and never touches device
/// state. A push the push service would refuse comes back as a ``PayloadIssue`` (its `reason`
/// becomes the `push.rejected` reason).
public struct PushDecoder: Sendable {
  /// The platform receiving the push.
  public var platform: Platform
  /// The device's knobs (for the package name and the clock's epoch).
  public var options: DeviceOptions
  /// The app's strings and locale, for localised payloads.
  public var app: AppBehavior

  /// Creates a decoder.
  public init(platform: Platform, options: DeviceOptions = DeviceOptions(), app: AppBehavior = AppBehavior()) {
    self.platform = platform
    self.options = options
    self.app = app
  }

  /// The size limit for a push on this platform (R-iOS-6, R-A-1, RFC 8030 as used by browsers).
  public func sizeLimit(for headers: ValidatedPushHeaders) -> Int {
    platform == .iOS && headers.apnsPushType == .voip ? 5120 : 4096
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
      switch platform {
      case .iOS:
        return .success(try decodeAPNs(bytes, headers: headers, sequence: sequence, now: now))
      case .android:
        return .success(try decodeFCM(bytes, headers: headers, sequence: sequence, now: now))
      case .web:
        return .success(try decodeWebPush(bytes, headers: headers, sequence: sequence, now: now))
      }
    } catch {
      return .failure(error)
    }
  }

  /// Parses the payload as JSON with the payload limits.
  func parse(_ bytes: [UInt8]) throws(PayloadIssue) -> JSONDocument {
    do {
      return try JSONDocument(bytes: bytes, options: JSONParseOptions(maxBytes: 1 << 20, maxDepth: 64))
    } catch {
      throw .invalidJSON(error)
    }
  }

  /// A warning for each repeated key: the platforms keep the last one, and so does PushSim.
  func duplicateKeyWarnings(_ document: JSONDocument) -> [PayloadIssue] {
    document.duplicateKeys().map {
      PayloadIssue(
        reason: "duplicateKey",
        message: "duplicate key \"\($0.key)\" at line \($0.line), column \($0.column); the last one wins, as on the platforms")
    }
  }

  /// Milliseconds since the UNIX epoch at virtual time `now`.
  func epochMillis(_ now: SimInstant) -> Int64 {
    options.clockEpochSeconds * 1000 + now.milliseconds
  }

  /// Localised text for a key and its arguments, with a warning when the app lacks the string.
  func localized(
    key: String?, args: [String], fallback: String?, field: String, warnings: inout [PayloadIssue]
  ) -> String? {
    guard let key else { return fallback }
    if let text = LocalizedText.resolve(key: key, args: args, strings: app.strings) { return text }
    warnings.append(
      PayloadIssue(
        reason: "missingLocalizedString",
        message: "\(field) key \"\(key)\" is not in the app's strings for locale \(app.locale); "
          + (fallback.map { "showing \"\($0)\" instead" } ?? "the OS shows the key itself")))
    return fallback ?? key
  }
}
