import Testing

@testable import PushSim

/// `pushsim device set` and `create --options` refuse a number an option does not take by
/// quoting it as the user typed it, with the range the option takes: the journal keeps values
/// as JSON, where `99999999999999999999` is the double 1e+20, so a refusal read from the
/// journal would name a number nobody typed. `matrix --device` does the same.
struct DeviceTypedNumberTests {
  static func device(_ subcommand: String, _ arguments: [String], state: String) -> (status: CommandLineTool.Status, out: String, err: String) {
    DeviceParityTests.device(subcommand, arguments, state: state)
  }

  /// `set clockEpochSeconds=99999999999999999999` says `not 99999999999999999999` and the
  /// range, not `not 1e+20`; a fraction keeps its zeros; nothing is recorded.
  @Test func setQuotesTheNumberAsTyped() throws {
    let state = try DeviceParityTests.state()
    #expect(Self.device("create", ["--platform", "ios"], state: state).status == .success)
    let before = try DeviceParityTests.journal(state)
    let huge = Self.device("set", ["clockEpochSeconds=99999999999999999999"], state: state)
    #expect(huge.status == .usage)
    #expect(huge.err == #"Error: invalid set command: option "clockEpochSeconds" must be a UNIX time in seconds, from 0 to 100000000000, not 99999999999999999999"# + "\n")
    let fraction = Self.device("set", ["doze=true", "iosNSEBudgetSeconds=2.50"], state: state)
    #expect(fraction.err == #"Error: invalid set command: option "iosNSEBudgetSeconds" must be a whole number from 0 to 31536000, not 2.50"# + "\n")
    let exponent = Self.device("set", ["iosNSEBudgetSeconds=1e9"], state: state)
    #expect(exponent.err.hasSuffix("not 1e9\n"), "\(exponent.err)")
    #expect(try DeviceParityTests.journal(state) == before)
    // A number the option takes is recorded as before.
    #expect(Self.device("set", ["iosNSEBudgetSeconds=20"], state: state).status == .success)
  }

  /// `create --options` quotes the number as typed too, with the device it is in.
  @Test func createQuotesTheNumberAsTyped() throws {
    let state = try DeviceParityTests.state()
    let created = Self.device("create", ["--platform", "ios", "--options", #"{"clockEpochSeconds":99999999999999999999}"#], state: state)
    #expect(created.status == .usage)
    #expect(created.err == #"Error: invalid device: option "clockEpochSeconds" must be a UNIX time in seconds, from 0 to 100000000000, not 99999999999999999999 (in device "phone")"# + "\n")
  }

  /// `create --app` quotes a `serviceWorkerAppBadge` it refuses as typed, not as `-1e+20`.
  @Test func createAppQuotesTheBadgeAsTyped() throws {
    let state = try DeviceParityTests.state()
    let created = Self.device("create", ["--platform", "web", "--app", #"{"serviceWorkerAppBadge":-99999999999999999999}"#], state: state)
    #expect(created.status == .usage)
    #expect(created.err.hasSuffix("an integer, 0 or more (0 clears the badge), not -99999999999999999999\n"), "\(created.err)")
    #expect(created.err.hasPrefix(#"Error: invalid device: "serviceWorkerAppBadge" in "app" of device "phone" must be"#), "\(created.err)")
  }

  /// `matrix --device` reads the option from its own text: the number as typed.
  @Test func matrixDeviceQuotesTheNumberAsTyped() throws {
    let folder = try temporaryFolder(["p.json": #"{"aps":{"alert":"Hi"}}"#])
    let result = runCLI(["matrix", "\(folder)/p.json", "--device", #"{"options":{"clockEpochSeconds":99999999999999999999}}"#])
    #expect(result.status == .usage)
    #expect(result.err.contains("from 0 to 100000000000, not 99999999999999999999 (in --device)"), "\(result.err)")
  }
}
