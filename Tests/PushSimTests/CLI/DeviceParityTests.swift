import Foundation
import Testing

@testable import PushSim

/// `pushsim device` has what scenario steps have: the app step `removeNotification` and
/// `--latest`, Kii Cloud's steps, and options that would do nothing refused (docs/DeviceCLI.md,
/// "Parity with scenarios"). Each command runs in-process on a state folder of its own.
struct DeviceParityTests {
  /// An FCM HTTP v1 notification message with an Android tag.
  static func tagged(_ title: String, tag: String) -> String {
    #"{"message":{"token":"t","notification":{"title":"\#(title)"},"android":{"notification":{"tag":"\#(tag)"}}}}"#
  }

  /// A state folder (not yet created) for device `phone`.
  static func state() throws -> String { try temporaryFolder([:]) + "/state/phone" }

  /// Runs `pushsim device SUBCOMMAND phone ARGS --state STATE`.
  static func device(_ subcommand: String, _ arguments: [String] = [], state: String, stdin: String = "") -> (
    status: CommandLineTool.Status, out: String, err: String
  ) {
    runCLI(["device", subcommand, "phone"] + arguments + ["--state", state], stdin: stdin)
  }

  /// The `event` of each JSON line.
  static func events(_ out: String) -> [String] {
    out.split(separator: "\n").compactMap { try? JSONDocument(String($0)).root["event"]?.stringValue }
  }

  static func journal(_ state: String) throws -> String {
    try String(contentsOfFile: state + "/journal.json", encoding: .utf8)
  }

  /// The ids shown, from a fresh `center --json` run (the state read back from the journal).
  static func shownIDs(_ state: String) throws -> [String] {
    let center = device("center", ["--json"], state: state)
    let notifications = try JSONDocument(center.out).root["notifications"]
    return (0..<(notifications?.count ?? 0)).compactMap { notifications?[$0]?["id"]?.stringValue }
  }

  /// An Android device in the background showing fcm-1 (tag a), fcm-2 (tag b), fcm-3 (tag c).
  static func androidWithThree() throws -> String {
    let state = try state()
    #expect(device("create", ["--platform", "android"], state: state).status == .success)
    for (title, tag) in [("A", "a"), ("B", "b"), ("C", "c")] {
      let pushed = device("push", ["-"], state: state, stdin: tagged(title, tag: tag))
      #expect(pushed.status == .success, "\(pushed.err)")
    }
    return state
  }

  /// `app removeNotification` by tag, by id and the latest: each removes what the scenario step
  /// removes (reason app), is recorded as that step, and survives into the next process.
  @Test func removeNotificationByTagIdAndLatestIsTheScenarioStep() throws {
    let state = try Self.androidWithThree()
    let byTag = Self.device("app", ["removeNotification", "--tag", "b"], state: state)
    #expect(byTag.status == .success, "\(byTag.err)")
    #expect(byTag.out == #"{"t":0,"device":"phone","event":"notification.removed","id":"fcm-2","reason":"app"}"# + "\n")
    #expect(try Self.shownIDs(state) == ["fcm-1", "fcm-3"])
    let latest = Self.device("app", ["removeNotification", "--latest"], state: state)
    #expect(latest.out.contains(#""id":"fcm-3","reason":"app""#), "\(latest.out)")
    let byID = Self.device("app", ["removeNotification", "--id", "fcm-1"], state: state)
    #expect(byID.out.contains(#""id":"fcm-1","reason":"app""#), "\(byID.out)")
    #expect(try Self.shownIDs(state).isEmpty)
    let journal = try Self.journal(state)
    for selector in [#"{"tag":"b"}"#, #""latest""#, #"{"id":"fcm-1"}"#] {
      #expect(journal.contains(#"{"app":{"device":"phone","do":"removeNotification","notification":\#(selector)}}"#), "\(journal)")
    }
    // The journal is a scenario that replays as one.
    let replay = runCLI(["run", state + "/journal.json"])
    #expect(replay.status == .success, "\(replay.out)\(replay.err)")
  }

  /// `tap --latest` and `dismiss --latest` record the selector `"latest"` explicitly.
  @Test func tapAndDismissTakeLatest() throws {
    let state = try Self.androidWithThree()
    let dismissed = Self.device("dismiss", ["--latest"], state: state)
    #expect(dismissed.status == .success, "\(dismissed.err)")
    #expect(dismissed.out.contains(#""id":"fcm-3","reason":"dismiss""#), "\(dismissed.out)")
    let tapped = Self.device("tap", ["--latest"], state: state)
    #expect(tapped.status == .success, "\(tapped.err)")
    #expect(tapped.out.contains(#""id":"fcm-2","reason":"tap""#), "\(tapped.out)")
    let journal = try Self.journal(state)
    #expect(journal.contains(#"{"dismiss":{"device":"phone","notification":"latest"}}"#), "\(journal)")
    #expect(journal.contains(#"{"tap":{"device":"phone","notification":"latest"}}"#), "\(journal)")
  }

  /// An id not shown, or nothing shown for `--latest`, is refused with exit 1 and the ids shown;
  /// nothing is recorded.
  @Test func removingWhatIsNotShownIsRefused() throws {
    let state = try Self.androidWithThree()
    let before = try Self.journal(state)
    let unknown = Self.device("app", ["removeNotification", "--id", "nope"], state: state)
    #expect(unknown.status == .failure)
    #expect(
      unknown.err == #"Error: the device refused the app command: cannot remove {"id": "nope"} on device "phone": no such notification is shown; "#
        + "shown: fcm-1 (tag a), fcm-2 (tag b), fcm-3 (tag c); the command was not recorded\n")
    let noTag = Self.device("app", ["removeNotification", "--tag", "z"], state: state)
    #expect(noTag.status == .failure)
    #expect(noTag.err.contains(#"cannot remove {"tag": "z"}"#), "\(noTag.err)")
    #expect(try Self.journal(state) == before)
    let empty = try Self.state()
    _ = Self.device("create", ["--platform", "ios"], state: empty)
    let nothing = Self.device("app", ["removeNotification", "--latest"], state: empty)
    #expect(nothing.status == .failure)
    #expect(nothing.err.contains(#"cannot remove "latest" on device "phone": no such notification is shown; nothing is shown"#), "\(nothing.err)")
  }

  /// Usage errors (exit 64): no selector, a selector beside another action, two selectors, a
  /// flag given twice.
  @Test func selectorUsageErrors() throws {
    let state = try Self.androidWithThree()
    let cases: [([String], String)] = [
      (["app", "removeNotification"], "Error: app removeNotification needs the notifications the app's code removes: --id ID, --tag TAG or --latest"),
      (["app", "open", "--latest"], "Error: '--latest' goes only with app removeNotification (the notifications the app's code removes), not with 'open'"),
      (["app", "background", "--tag", "a"], "Error: '--tag' goes only with app removeNotification"),
      (["app", "removeNotification", "--id", "x", "--latest"], "Error: give one of '--id', '--tag' and '--latest', not '--id' and '--latest'"),
      (["tap", "--tag", "a", "--latest"], "Error: give one of '--id', '--tag' and '--latest', not '--tag' and '--latest'"),
      (["dismiss", "--latest", "--latest"], "Error: '--latest' is given twice; give it once"),
      (["push", "-", "--latest"], "Error: unknown option '--latest'"),
    ]
    let before = try Self.journal(state)
    for (arguments, message) in cases {
      let result = Self.device(arguments[0], Array(arguments.dropFirst()), state: state)
      #expect(result.status == .usage, "\(arguments)")
      #expect(result.err.hasPrefix(message), "\(arguments): \(result.err)")
    }
    #expect(try Self.journal(state) == before)
  }

  static let kii = #"""
    {"appID":"9a2385ce","users":{"alice":"e26ad504-1","bob":"cf6de5b5-2"},"groups":{"g1":{"owner":"alice","members":["bob"]}},
     "topics":["app/News","group:g1/Chat"],"installations":{"phone":{"user":"bob","network":"fcm"}}}
    """#

  /// Kii: `create --kii` keeps the scenario's `kii` block; `kiiSubscribe`, `kiiSend` and
  /// `kiiUnsubscribe` are its steps, the subscription kept across processes.
  @Test func kiiCommandsAreTheScenarioSteps() throws {
    let state = try Self.state()
    let created = Self.device("create", ["--platform", "android", "--sdk", "kii", "--kii", Self.kii], state: state)
    #expect(created.status == .success, "\(created.err)")
    let message = #"{"data":{"k":"v"}}"#
    let unsubscribed = Self.device("kiiSend", ["--as", "admin", "--topic", "app/News", "--message", message], state: state)
    #expect(Self.events(unsubscribed.out) == ["kii.sent"])
    #expect(unsubscribed.out.contains(#""recipients":[]"#), "\(unsubscribed.out)")
    let subscribed = Self.device("kiiSubscribe", ["--as", "bob", "--topic", "app/News"], state: state)
    #expect(subscribed.out == #"{"t":0,"device":"kii","event":"kii.subscribed","user":"bob","topic":"app/News"}"# + "\n")
    let sent = Self.device("kiiSend", ["--as", "admin", "--topic", "app/News", "--message", message], state: state)
    #expect(sent.status == .success, "\(sent.err)")
    #expect(Self.events(sent.out) == ["kii.sent", "push.received", "delegate.onNotificationReceived"])
    #expect(sent.out.contains(#""recipients":["phone"]"#) && sent.out.contains(#""custom":{"k":"v"}"#), "\(sent.out)")
    let left = Self.device("kiiUnsubscribe", ["--as", "bob", "--topic", "app/News"], state: state)
    #expect(Self.events(left.out) == ["kii.unsubscribed"])
    let journal = try Self.journal(state)
    #expect(journal.contains(#""kii":{"appID":"9a2385ce""#), "\(journal)")
    #expect(journal.contains(#"{"kiiSubscribe":{"as":"bob","topic":"app/News"}}"#), "\(journal)")
    #expect(journal.contains(#"{"kiiSend":{"as":"admin","topic":"app/News","message":{"data":{"k":"v"}}}}"#), "\(journal)")
    let replay = runCLI(["run", state + "/journal.json"])
    #expect(replay.status == .success, "\(replay.out)\(replay.err)")
  }

  /// Kii's errors: no Kii application, a missing option, an unknown user or topic, a message
  /// key in the SDK's spelling; none recorded.
  @Test func kiiErrorsSayWhatIsWrong() throws {
    let plain = try Self.state()
    _ = Self.device("create", ["--platform", "android"], state: plain)
    let noCloud = Self.device("kiiSubscribe", ["--as", "bob", "--topic", "app/News"], state: plain)
    #expect(noCloud.status == .usage)
    #expect(noCloud.err.hasPrefix(#"Error: device "phone" has no Kii Cloud application, so there is no one to subscribe as: create the device with --kii"#), "\(noCloud.err)")
    let state = try Self.state()
    _ = Self.device("create", ["--platform", "android", "--sdk", "kii", "--kii", Self.kii], state: state)
    let before = try Self.journal(state)
    let cases: [([String], String)] = [
      (["kiiSend", "--as", "bob", "--topic", "app/News"], "Error: missing '--message JSON' for device kiiSend"),
      (["kiiSubscribe", "--topic", "app/News"], "Error: missing '--as USER' for device kiiSubscribe"),
      (["kiiSubscribe", "--as", "carol", "--topic", "app/News"], #"Error: invalid kiiSubscribe command: unknown user "carol"; expected one of alice, bob"#),
      (["kiiUnsubscribe", "--as", "bob", "--topic", "app/Nws"], #"Error: invalid kiiUnsubscribe command: unknown topic "app/Nws""#),
      (["kiiSend", "--as", "bob", "--topic", "app/News", "--message", "[1]"], "Error: --message must be a JSON object"),
      (["kiiSend", "--as", "bob", "--topic", "app/News", "--message", #"{"alertBody":"x"}"#], #""alertBody" is the Kii SDK's name"#),
    ]
    for (arguments, message) in cases {
      let result = Self.device(arguments[0], Array(arguments.dropFirst()), state: state)
      #expect(result.status == .usage, "\(arguments): \(result.err)")
      #expect(result.err.hasPrefix(message) || result.err.contains(message), "\(arguments): \(result.err)")
    }
    #expect(try Self.journal(state) == before)
    let cloudsName = runCLI(["device", "create", "kii", "--platform", "android", "--kii", "{}", "--state", try Self.state()])
    #expect(cloudsName.status == .usage)
    #expect(cloudsName.err.contains(#"device id "kii" is Kii Cloud's own"#), "\(cloudsName.err)")
  }

  /// An option the device accepts but that does nothing there is refused on the command line
  /// (exit 64, nothing created or recorded); the same option where it acts is taken.
  @Test func ineffectiveOptionsAreRefusedAtTheCommandLine() throws {
    let state = try Self.state()
    let created = Self.device("create", ["--platform", "android", "--options", #"{"realDevice":true}"#], state: state)
    #expect(created.status == .usage)
    #expect(created.err == "Error: invalid device: option \"realDevice\" acts on ios devices only; on android it does nothing; leave it out\n")
    #expect(!FileManager.default.fileExists(atPath: state))
    let sdk = Self.device("create", ["--platform", "ios", "--options", #"{"showPushAppInForeground":false}"#], state: state)
    #expect(sdk.err.contains(#"option "showPushAppInForeground" is a setting of the customerio SDK; with sdk "apns" it does nothing"#), "\(sdk.err)")
    #expect(Self.device("create", ["--platform", "android"], state: state).status == .success)
    let before = try Self.journal(state)
    let set = Self.device("set", ["lowPowerMode=true"], state: state)
    #expect(set.status == .usage)
    #expect(set.err.hasPrefix(#"Error: invalid set command: option "lowPowerMode" acts on ios devices only; on android it does nothing"#), "\(set.err)")
    #expect(try Self.journal(state) == before)
    let ios = try Self.state()
    #expect(Self.device("create", ["--platform", "ios", "--options", #"{"lowPowerMode":true}"#], state: ios).status == .success)
  }
}
