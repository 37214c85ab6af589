/// Feeds one case to the library and checks every rejection on the way.
enum FuzzExecution {
  /// The most UTF-8 bytes a message may take: a lint finding, a rejection, a `DeviceError`, a
  /// `ScenarioError`, a failure's summary, `pushsim parse`'s standard error. Values and names
  /// quoted from the input are cut after 80 characters (``QuotedValue``), so a message over this
  /// quotes a megabyte key or value whole. The lists of names PushSim defines stay whole (an
  /// unknown option's message lists the options of the device's platform, or, where no platform
  /// is known, all 100 or so in about 1.9 KB), hence 4 KB (2 KB until the options passed it).
  static let maxMessageBytes = 4096

  /// A problem when `message` is over ``maxMessageBytes``, naming `what` and its first bytes.
  static func unbounded(_ message: String, _ what: @autoclosure () -> String) -> [String] {
    guard message.utf8.count > maxMessageBytes else { return [] }
    return ["\(what()): a message of \(message.utf8.count) bytes, over the bound of \(maxMessageBytes) "
      + "(a value or a key quoted whole?): \(QuotedValue.bare(message))"]
  }

  /// The payload path on each platform: decode, receive on a device per simulated SDK, tap what
  /// is shown, run the timers; lint and `pushsim parse` for each SDK.
  static func payload(_ fuzzCase: FuzzCase) -> [String] {
    var problems: [String] = []
    let bytes = fuzzCase.bytes
    for platform in fuzzCase.platforms ?? Platform.allCases {
      let decoded = PushDecoder(platform: platform).decode(bytes, headers: ValidatedPushHeaders(), sequence: 1)
      if case .failure(let issue) = decoded { problems += check(issue, on: platform) }
      let states = platform.appStates
      for (number, sdk) in SDK.simulated(on: platform).enumerated() {
        for finding in PayloadLinter.lint(bytes, platform: platform, sdk: sdk) {
          if finding.issue.message.isEmpty || finding.issue.reason.isEmpty {
            problems.append("lint on \(platform) with \(sdk): a finding without a reason or message: \(finding)")
          }
          problems += unbounded(finding.issue.message, "lint on \(platform) with \(sdk)")
        }
        guard case .success = decoded else { continue }
        let state = states[(fuzzCase.variant + number) % states.count]
        do throws(DeviceError) {
          let device = try SimulatedDevice.make(platform: platform, sdk: sdk, state: state)
          if case .failure(let issue) = try device.receive(bytes) { problems += check(issue, on: platform) }
          device.advance(by: .seconds(30))
          if !device.tray.notifications.isEmpty {
            do throws(DeviceError) { try device.tap() } catch {
              if error.message.isEmpty { problems.append("tap on \(platform) with \(sdk): a DeviceError without a message") }
              problems += unbounded(error.message, "tap on \(platform) with \(sdk)")
            }
            device.advance(by: .seconds(30))
          }
        } catch {
          problems.append("receive on \(platform) with \(sdk) (\(state)) threw \(error.message.isEmpty ? "a DeviceError without a message" : "DeviceError: \(QuotedValue.bare(error.message))")")
        }
      }
    }
    if fuzzCase.variant % 16 == 0 { problems += parseCommand(fuzzCase) }
    return problems
  }

  /// `pushsim parse - --platform P --sdk S` through the library entry point: it must answer
  /// with a status, and say why on standard error when it refuses.
  static func parseCommand(_ fuzzCase: FuzzCase) -> [String] {
    var problems: [String] = []
    for platform in fuzzCase.platforms ?? Platform.allCases {
      let sdk = SDK.simulated(on: platform)[fuzzCase.variant / 16 % SDK.simulated(on: platform).count]
      for command in ["parse", "lint"] {
        var errorText = ""
        let status = CommandLineTool.run(
          [command, "-", "--platform", platform.rawValue, "--sdk", sdk.rawValue], stdin: { fuzzCase.bytes },
          stdout: { _ in }, stderr: { errorText += $0 })
        if status == .usage {
          problems.append("pushsim \(command) on \(platform) with \(sdk): usage error: \(errorText)")
        }
        problems += unbounded(errorText, "pushsim \(command) on \(platform) with \(sdk), standard error")
        if command == "parse", status != .success, errorText.isEmpty {
          problems.append("pushsim parse on \(platform) with \(sdk): status \(status) with nothing on standard error")
        }
      }
    }
    return problems
  }

  /// A refusal must say what and, for JSON errors, where.
  static func check(_ issue: PayloadIssue, on platform: Platform) -> [String] {
    if issue.reason.isEmpty || issue.message.isEmpty {
      return ["\(platform): a rejection without a reason or message: \(issue)"]
    }
    if issue.reason == "invalidJSON", !issue.message.contains("line ") {
      return ["\(platform): an invalidJSON rejection that does not say where: \(issue)"]
    }
    return unbounded(issue.message, "\(platform): rejection \(issue.reason)")
  }

  /// The scenario path: load, then run with the runner's caps.
  static func scenario(_ fuzzCase: FuzzCase, runner: ScenarioRunner) -> [String] {
    let scenario: Scenario
    do {
      scenario = try ScenarioLoader().load(bytes: fuzzCase.bytes, file: fuzzCase.file)
    } catch {
      if error.message.isEmpty { return ["a ScenarioError without a message: \(error)"] }
      if error.line <= 0 { return ["a ScenarioError that does not say where (no line): \(error)"] }
      // An error inside a payloadFile (Liquid) names that file, at its own line and column.
      if error.file.isEmpty { return ["a ScenarioError naming no file: \(error)"] }
      return unbounded(error.message, "ScenarioError at line \(error.line)")
    }
    let result = runner.run(scenario)
    if let failure = result.failure, failure.summary.isEmpty {
      return ["step \(failure.step) (\(failure.kind)) failed without a summary"]
    }
    return result.failure.map { unbounded($0.summary, "step \($0.step) (\($0.kind))'s failure summary") } ?? []
  }
}
