/// The payload arguments `parse` and `lint` share: `FILE|- --platform … [--sdk NAME]
/// [--headers JSON] [--device JSON]`.
struct PayloadInput {
  var path = ""
  var platform: Platform = .iOS
  var sdk: SDK?
  var headers = PushHeaders()
  /// The receiving device's knobs (`--device`'s `options`): the package name FCM's default
  /// collapse key is, the clock, …
  var options = DeviceOptions()
  /// The receiving app (`--device`'s `app`): its localised strings and locale, SDK settings
  /// such as OneSignal's `additionalDataIsRootPayload`.
  var app = AppBehavior()

  /// The options that take a value (the next argument, even `-h`).
  static let valuedOptions: Set<String> = ["--platform", "--sdk", "--headers", "--device"]

  /// Parses the arguments after the command name. An option given twice is a usage error, but
  /// for `--device`, where the last one given counts (as the help texts say). A `--headers`
  /// value that is not valid (an unknown name, a value out of range) is a usage error for every
  /// command, `lint` included: it is the command line's, not the payload's.
  ///
  /// - Parameter otherForms: options of the command's other forms (`lint`'s `--kii-message`),
  ///   offered with the others when an unknown option is close to one.
  static func parse(_ arguments: [String], help: String, otherForms: [String] = []) throws(UsageError) -> PayloadInput {
    var input = PayloadInput()
    var seen: Set<String> = []
    var platform: Platform?
    var path: String?
    // The options and app keys `--device` set, checked against the platform once it is known.
    var deviceOptionNames: [String] = []
    var deviceAppKeys: [String] = []
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--platform":
        try CommandLineOptions.once(argument, seen: &seen, help: help)
        guard let value = rest.popFirst() else { throw UsageError("missing value for '--platform <ios|android|web>'", help: help) }
        guard let parsed = Platform(rawValue: value) else {
          throw UsageError(
            "unknown platform \(QuotedValue.argument(value)); expected ios, android or web"
              + Suggestion.didYouMean(value, in: Platform.allCases.map(\.rawValue)), help: help)
        }
        platform = parsed
      case "--sdk", "--headers":
        try CommandLineOptions.once(argument, seen: &seen, help: help)
        try input.take(argument, from: &rest, help: help)
      case "--device":
        guard let value = rest.popFirst() else { throw UsageError("missing value for '--device <JSON>'", help: help) }
        let settings = try MatrixDeviceArgument.settings(value, startingFrom: DeviceOptions(), help: help)
        input.options = settings.options
        input.app = settings.app ?? AppBehavior()
        deviceOptionNames = settings.given["options"]?.objectValue?.keys.map { $0 } ?? []
        deviceAppKeys = settings.given["app"]?.objectValue?.keys.map { $0 } ?? []
      default:
        try CommandLineOptions.file(
          argument, into: &path, known: ["--platform", "--sdk", "--headers", "--device", "--help"] + otherForms, what: "payload file",
          help: help)
      }
    }
    guard let path else { throw UsageError("missing expected argument '<FILE|->'", help: help) }
    guard let platform else { throw UsageError("missing '--platform <ios|android|web>'", help: help) }
    let sdk = input.sdk ?? platform.defaultSDK
    if let problem = deviceOptionNames.lazy.compactMap({
      DeviceOptions.inapplicability(of: $0, on: platform) ?? DeviceOptions.ineffectiveness(of: $0, platform: platform, sdk: sdk, wrapper: nil, options: input.options)
    }).first
      ?? deviceAppKeys.lazy.compactMap({ AppKeyScope.inapplicability(ofAppKey: $0, on: platform, sdk: sdk) })
        .first
    {
      throw UsageError("--device: " + problem, help: help)
    }
    // An SDK the platform's apps cannot embed has no view and no rules there: refused, as a
    // scenario device and `device create` refuse it, rather than shown as accepting the push.
    if let sdk = input.sdk, let why = sdk.unavailability(on: platform) {
      throw UsageError("--sdk: sdk \"\(sdk)\" \(why)", help: help)
    }
    input.path = path
    input.platform = platform
    return input
  }

  /// Reads the value of `--sdk` or `--headers` (the options every payload command shares).
  mutating func take(_ option: String, from rest: inout ArraySlice<String>, help: String) throws(UsageError) {
    if option == "--sdk" {
      guard let value = rest.popFirst() else { throw UsageError("missing value for '--sdk <NAME>'", help: help) }
      guard let sdk = SDK(rawValue: value) else {
        let names = SDK.all.map(\.rawValue)
        throw UsageError(
          "unknown SDK \(QuotedValue.argument(value)); expected one of " + names.joined(separator: ", ")
            + Suggestion.didYouMean(value, in: names), help: help)
      }
      self.sdk = sdk
    } else {
      guard let value = rest.popFirst() else { throw UsageError("missing value for '--headers <JSON>'", help: help) }
      headers = try Self.headers(from: value, help: help)
    }
  }

  /// `{"apns-push-type":"alert","ttl":60}` → headers; a known header's value out of range
  /// (`"apns-priority": 7`) is a usage error, as an unknown name is.
  static func headers(from text: String, help: String) throws(UsageError) -> PushHeaders {
    let document = try UsageError.jsonObject(text, option: "--headers", shape: "of header names to values", help: help)
    var headers = PushHeaders()
    for (name, value) in document.root.members {
      // An unknown name stops here, so the headers held are never more than the known ones.
      guard PushHeaders.knownNames.contains(name.lowercased()) else {
        let error = PushHeadersError(
          header: name.lowercased(), value: value.rawText, expected: nil,
          suggestion: Suggestion.closest(to: name, in: PushHeaders.knownNames))
        throw UsageError("--headers: \(error)", help: help)
      }
      if headers[name] != nil {
        let earlier = QuotedValue.firstValue(named: name, caseInsensitivelyIn: document.root)
        throw UsageError(
          "--headers: \(QuotedValue.plain(name.lowercased())) is given twice (\(earlier), then \(QuotedValue.raw(value)); names are "
            + "case-insensitive): give it once", help: help)
      }
      if let text = value.stringValue {
        headers[name] = .string(text)
      } else if let number = value.int64Value {
        headers[name] = .integer(number)
      } else {
        throw UsageError("--headers: \(QuotedValue.plain(name)) must be a string or an integer", help: help)
      }
    }
    do {
      _ = try headers.validated()
    } catch {
      // An unknown name, or a value out of range, is a mistake on the command line.
      throw UsageError("--headers: \(error)", help: help)
    }
    return headers
  }

  /// The largest payload read, from a file or standard input.
  static let maxBytes = 16 << 20

  /// The payload bytes, from the file or standard input, refused over ``maxBytes`` and when they
  /// are a scenario file (``MisplacedFileCheck``); `what` the file holds names it in the error
  /// (`lint --kii-message`: "message body file").
  ///
  /// - Parameter warn: receives the warning for a payload that has a scenario's top-level keys
  ///   but does not load as one (it is read as a payload).
  func bytes(stdin: () -> [UInt8], what: String = "payload file", warn: (String) -> Void) throws(ScenarioError) -> [UInt8] {
    let bytes: [UInt8]
    if path == "-" {
      bytes = stdin()
      guard bytes.count <= Self.maxBytes else {
        throw ScenarioError(file: "<stdin>", line: 0, column: 0, message: "standard input is over the limit of \(Self.maxBytes) bytes")
      }
    } else {
      bytes = try FileAccess.read(path, limit: Self.maxBytes, what: what)
    }
    switch MisplacedFileCheck.scenarioGivenAsPayload(bytes, file: path, what: what) {
    case .refusal(let error): throw error
    case .warning(let warning): warn(warning)
    case nil: break
    }
    return bytes
  }

  /// Why the payload or its headers could not be loaded, with the exit status to use.
  struct LoadFailure: Error {
    var message: String
    var status: CommandLineTool.Status
  }

  /// The payload bytes and the validated headers; `warn` as in ``bytes(stdin:what:warn:)``.
  func load(stdin: () -> [UInt8], warn: (String) -> Void) -> Result<([UInt8], ValidatedPushHeaders), LoadFailure> {
    do {
      let data = try bytes(stdin: stdin, warn: warn)
      do {
        return .success((data, try headers.validated()))
      } catch {
        // `parse(_:help:)` refuses such headers; this is for an input built in code.
        return .failure(LoadFailure(message: "--headers: \(error)", status: .usage))
      }
    } catch {
      return .failure(LoadFailure(message: error.description, status: .invalidInput))
    }
  }

  /// The file name for messages, its control characters and line breaks escaped
  /// (``PrintableText``): a path with an ANSI escape or a newline cannot colour or forge a line
  /// of `lint`'s findings, which name it on standard output.
  var displayName: String { path == "-" ? "<stdin>" : PrintableText.escaping(path) }
}
