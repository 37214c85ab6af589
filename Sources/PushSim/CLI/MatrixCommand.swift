/// `pushsim matrix FILE|- [--sdk NAME] [--headers JSON] [--device JSON] [--wrappers] [--json] [--explain]`:
/// what one payload does on every platform it reaches, in every app state (``PushMatrix``).
struct MatrixCommand {
  static let help = """
    USAGE: pushsim matrix FILE|- [--sdk NAME] [--headers JSON] [--device JSON] [--wrappers] [--json]
                          [--explain]

    Runs one payload on every platform it reaches (an APNs payload or .apns file: iOS; an FCM
    HTTP v1 body: iOS, Android and the web; an FCM data map or Web Push JSON: Android and the
    web) in every app state, taps what it shows, and prints a table: the rule of SEMANTICS.md
    §7 that decided, who shows a notification (or, for an ActivityKit push, what iOS did with
    the app's Live Activity), the app's callbacks on receipt, whether the app
    is woken or launched, whether the service extension runs, and what a tap does. Above it,
    each platform's errors and warnings: lint's for the --device and --sdk given (but
    headerNotForPlatform: one set of --headers goes to every platform).
    Exit status: 0 (lint's errors included: lint exits 1 for them); 2 when the payload cannot be
    read or no platform accepts it; 64 for a bad command line (an option
    given twice, but --device) or an SDK not simulated where the payload goes.

    OPTIONS:
      --sdk NAME        The SDK the app embeds (default: each platform's plain SDK); platforms
                        where it is not simulated are skipped.
      --headers JSON    Transport headers, e.g. '{"apns-push-type":"alert"}' (an ActivityKit
                        push without "activity" goes to the plain app's Live Activity).
      --device JSON     The knobs and app of every cell's device, as a scenario device's "options"
                        and "app", e.g. '{"app":{"willPresent":["banner"]}}' (default: the plain
                        app, every knob at its default; an app given has an NSE, a PushKit
                        registry and a Live Activity only if it says so: serviceExtension, pushKit,
                        liveActivities; the last --device given counts).
      --wrappers        Add rows for the Cordova, React Native and Flutter wrappers and Airship's
                        Cordova and Flutter plugins (iOS, Android; Airship's only without --sdk).
      --json            Print the matrix as JSON (docs/Matrix.md).
      --explain         Under each row, the rules behind it and why callbacks were missed.
      -h, --help        Show help information.

    """

  var input = PayloadInput()
  var device = MatrixDevice()
  /// `--device` as given, echoed by `--json` (`null` without it).
  var deviceArgument = JSONValue.null
  var wrappers = false
  var json = false
  var explain = false

  /// The options that take a value (the next argument, even `-h`).
  static let valuedOptions: Set<String> = ["--sdk", "--headers", "--device"]

  /// Parses the arguments after `matrix`. An option given twice is a usage error, but for
  /// `--device`, where the last one given counts (as for `parse` and `lint`).
  static func parse(_ arguments: [String]) throws(UsageError) -> MatrixCommand {
    var command = MatrixCommand()
    var seen: Set<String> = []
    var path: String?
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--sdk", "--headers":
        try CommandLineOptions.once(argument, seen: &seen, help: help)
        try command.input.take(argument, from: &rest, help: help)
      case "--device":
        guard let value = rest.popFirst() else { throw UsageError("missing value for '--device <JSON>'", help: help) }
        (command.device, command.deviceArgument) = try MatrixDeviceArgument.parse(value, help: help)
      case "--wrappers", "--json", "--explain":
        try CommandLineOptions.once(argument, seen: &seen, help: help)
        if argument == "--wrappers" { command.wrappers = true } else if argument == "--json" { command.json = true } else { command.explain = true }
      default:
        try CommandLineOptions.file(
          argument, into: &path, known: ["--sdk", "--headers", "--device", "--wrappers", "--json", "--explain", "--help"],
          what: "payload file", help: help)
      }
    }
    guard let path else { throw UsageError("missing expected argument '<FILE|->'", help: help) }
    command.input.path = path
    return command
  }

  /// Builds and prints the matrix.
  func run(stdin: () -> [UInt8], stdout: (String) -> Void, stderr: (String) -> Void) -> CommandLineTool.Status {
    let bytes: [UInt8]
    switch input.load(stdin: stdin, warn: { stderr("Warning: \(PrintableText.escaping($0))\n") }) {
    case .success(let loaded): bytes = loaded.0
    case .failure(let failure):
      stderr("Error: \(PrintableText.escaping(failure.message))\n")
      return failure.status
    }
    let matrix: PushMatrix
    do {
      matrix = try PushMatrix(
        payload: bytes, headers: input.headers, sdk: input.sdk, wrappers: wrappers ? Wrapper.allCases : [.native],
        device: device)
    } catch {
      stderr("Error: \(PrintableText.escaping("\(input.displayName): \(error.message)"))\n")
      return error.cause == .sdk ? .usage : .invalidInput
    }
    // Known once the payload says where it goes: a --device key that acts on none of those
    // platforms is refused, as parse and device create refuse one of another platform.
    let sections = matrix.sections.map { section in
      // The wrappers of the platform's rows, in order, each once.
      let wrappers = matrix.cells.filter { $0.platform == section.platform }.map(\.wrapper)
      return (section.platform, section.sdk, wrappers.enumerated().filter { !wrappers[..<$0.offset].contains($0.element) }.map(\.element))
    }
    if var problem = MatrixDeviceArgument.inapplicability(of: deviceArgument, on: sections, options: device.options) {
      // Refused only because every row is a native app: the wrappers' rows would take it.
      if !wrappers {
        let withWrappers = matrix.sections.map {
          ($0.platform, $0.sdk, PushMatrix.rowWrappers(Wrapper.allCases, platform: $0.platform, sdk: $0.sdk))
        }
        if MatrixDeviceArgument.inapplicability(of: deviceArgument, on: withWrappers, options: device.options) != problem {
          problem += MatrixDeviceArgument.wrappersHint
        }
      }
      stderr("Error: --device: \(PrintableText.escaping(problem))\n")
      return .usage
    }
    stdout(json ? jsonOutput(matrix).serialized(pretty: true) + "\n" : PrintableText.escaping(matrix.text(explain: explain), keepingNewlines: true))
    return .success
  }

  /// The matrix as JSON with the `--device` settings after `sdk`, so that the output says what
  /// device its cells started from.
  func jsonOutput(_ matrix: PushMatrix) -> JSONValue {
    guard case .object(let object) = matrix.jsonValue else { return matrix.jsonValue }
    var output = JSONObject()
    for (key, value) in object {
      output[key] = value
      if key == "sdk" { output["device"] = deviceArgument }
    }
    return .object(output)
  }
}
