import Foundation
import Testing

@testable import PushSim

/// `pushsim device …`, run in-process on a state folder of its own.
struct DeviceCommandTests {
  static let alert = #"{"aps":{"alert":{"title":"Hi","body":"There"},"badge":3},"_wp":{"c":"x"}}"#

  /// A fresh state folder (not yet created) inside a temporary folder with the payload file.
  static func stateFolder() throws -> (state: String, payload: String) {
    let folder = try temporaryFolder(["alert.json": alert])
    return (folder + "/state/phone", folder + "/alert.json")
  }

  /// Runs `pushsim device SUBCOMMAND phone ARGS --state STATE`.
  static func device(_ subcommand: String, _ arguments: [String] = [], state: String, stdin: String = "") -> (
    status: CommandLineTool.Status, out: String, err: String
  ) {
    runCLI(["device", subcommand, "phone"] + arguments + ["--state", state], stdin: stdin)
  }

  static func journal(_ state: String) throws -> String {
    try String(contentsOfFile: state + "/journal.json", encoding: .utf8)
  }

  static func center(_ state: String) throws -> JSONDocument {
    let result = device("center", ["--json"], state: state)
    #expect(result.status == .success, "\(result.err)")
    return try JSONDocument(result.out)
  }

  /// `--options` and `--app` that are not JSON say where, as `--headers` and `--device` do; JSON
  /// that is not an object says what it is.
  @Test func createWithBadJSONSaysWhere() throws {
    let (state, _) = try Self.stateFolder()
    let notJSON = Self.device("create", ["--platform", "ios", "--options", #"{"doze":"#], state: state)
    #expect(notJSON.status == .usage)
    #expect(notJSON.err.contains("--options is not valid JSON: line 1, column 9: unexpected end of input"), "\(notJSON.err)")
    let array = Self.device("create", ["--platform", "ios", "--app", "[1]"], state: state)
    #expect(array.status == .usage)
    #expect(array.err.contains("--app must be a JSON object, e.g. --app '{…}', not an array"), "\(array.err)")
  }

  /// An option followed by another option has no value: said so, not "unexpected argument".
  @Test func optionWithoutItsValueBeforeAnotherOption() throws {
    let (state, _) = try Self.stateFolder()
    let result = runCLI(["device", "tap", "phone", "--button", "--state", state])
    #expect(result.status == .usage)
    #expect(result.err.contains("missing value for '--button': the next argument, '--state', is an option"), "\(result.err)")
  }

  /// create, push, center, tap: each a separate run, the state carried by the journal only.
  @Test func pushThenTapAcrossRuns() throws {
    let (state, payload) = try Self.stateFolder()
    let created = Self.device("create", ["--platform", "ios", "--sdk", "wonderpush", "--app-state", "background"], state: state)
    #expect(created.status == .success, "\(created.err)")
    #expect(created.out.hasPrefix("device phone: ios, sdk wonderpush, app background, t=0.000s\n"))
    let pushed = Self.device("push", [payload, "--headers", #"{"apns-push-type":"alert"}"#], state: state)
    #expect(pushed.status == .success, "\(pushed.err)")
    #expect(pushed.out.split(separator: "\n").map { try? JSONDocument(String($0)).root["event"]?.stringValue } == [
      "push.received", "notification.displayed", "badge",
    ])
    var center = try Self.center(state)
    #expect(center.root["badge"]?.int64Value == 3)
    #expect(center.root["notifications"]?.count == 1)
    #expect(center.root["notifications"]?[0]?["title"]?.stringValue == "Hi")
    let tapped = Self.device("tap", [], state: state)
    #expect(tapped.status == .success, "\(tapped.err)")
    #expect(tapped.out.contains(#""event":"delegate.onNotificationOpened""#))
    center = try Self.center(state)
    #expect(center.root["state"]?.stringValue == "foreground")
    #expect(center.root["notifications"]?.count == 0)
    let trace = Self.device("trace", ["--json"], state: state)
    #expect(trace.out.split(separator: "\n").count == 7)
    #expect(trace.out == pushed.out + tapped.out)
  }

  /// The center lists an Android notification's channel and what the FCM SDK set on it.
  @Test func centerShowsTheChannelAndTheFCMAppearance() throws {
    let folder = try temporaryFolder(["fcm.json": #"{"gcm.n.e":"1","gcm.n.title":"Sale","gcm.n.icon":"ic_sale","gcm.n.color":"red","google.message_id":"m1"}"#])
    let state = folder + "/state/phone"
    #expect(Self.device("create", ["--platform", "android", "--app-state", "background"], state: state).status == .success)
    #expect(Self.device("push", [folder + "/fcm.json"], state: state).status == .success)
    let text = Self.device("center", [], state: state)
    #expect(text.out.contains(#"  m1 title "Sale" channel "fcm_fallback_notification_channel" icon "ic_sale" color "red""#), "\(text.out)")
    let shown = try Self.center(state).root["notifications"]?[0]
    #expect(shown?["channel"]?.stringValue == "fcm_fallback_notification_channel")
    #expect(shown?["icon"]?.stringValue == "ic_sale")
    #expect(shown?["color"]?.stringValue == "red")
    #expect(shown?["image"] == nil)
  }

  /// Android's Do Not Disturb: the center marks a notification it hides, a tap on it is refused
  /// (exit 1, not recorded), and turning it off brings it back (`notification.dndChanged`).
  @Test func doNotDisturbHidesUntilTurnedOff() throws {
    let folder = try temporaryFolder(["fcm.json": #"{"gcm.n.e":"1","gcm.n.title":"Sale","google.message_id":"m1"}"#])
    let state = folder + "/state/phone"
    let options = #"{"doNotDisturb":"totalSilence"}"#
    #expect(Self.device("create", ["--platform", "android", "--app-state", "background", "--options", options], state: state).status == .success)
    #expect(Self.device("push", [folder + "/fcm.json"], state: state).status == .success)
    #expect(Self.device("center", [], state: state).out.contains(" hidden by Do Not Disturb (out of the shade: tap and dismiss are refused)"))
    #expect(try Self.center(state).root["notifications"]?[0]?["dnd"]?.stringValue == "hidden")
    let before = try Self.journal(state)
    let tap = Self.device("tap", [], state: state)
    #expect(tap.status == .failure)
    #expect(tap.err.contains(#"notification "m1" is hidden by Do Not Disturb (dndReason totalSilence)"#), "\(tap.err)")
    #expect(try Self.journal(state) == before)
    let off = Self.device("set", ["doNotDisturb=off"], state: state)
    #expect(off.out.contains(#""event":"notification.dndChanged","id":"m1","dnd":"off""#), "\(off.out)")
    #expect(try Self.center(state).root["notifications"]?[0]?["dnd"] == nil)
    #expect(Self.device("tap", [], state: state).status == .success)
  }

  /// iOS: `center` lists the app's Live Activities as the system keeps them: active, then stale
  /// with the content an update gave, then ended; none for a device without any.
  @Test func centerShowsLiveActivities() throws {
    let folder = try temporaryFolder([
      "update.json": #"{"aps":{"timestamp":1767225700,"event":"update","content-state":{"eta":5},"stale-date":1767225900}}"#,
      "end.json": #"{"aps":{"timestamp":1767225800,"event":"end"}}"#,
    ])
    let state = folder + "/state/phone"
    let app = #"{"liveActivities":{"types":{"Delivery":{"contentState":["eta"]}},"activities":{"order-1":{"type":"Delivery","contentState":{"eta":10}}}}}"#
    #expect(Self.device("create", ["--platform", "ios", "--app", app], state: state).status == .success)
    #expect(Self.device("center", [], state: state).out.contains(#"  order-1 type "Delivery" active content {"eta":10}"#))
    let headers = #"{"apns-push-type":"liveactivity","activity":"order-1"}"#
    #expect(Self.device("push", [folder + "/update.json", "--headers", headers], state: state).status == .success)
    #expect(Self.device("advance", ["5m"], state: state).status == .success)
    let text = Self.device("center", [], state: state).out
    #expect(text.contains("live activities (1):\n" + #"  order-1 type "Delivery" active stale content {"eta":5}"#), "\(text)")
    let activity = try Self.center(state).root["liveActivities"]?[0]
    #expect(activity?["phase"]?.stringValue == "active" && activity?["stale"]?.boolValue == true)
    #expect(activity?["staleDate"]?.int64Value == 1_767_225_900 && activity?["timestamp"]?.int64Value == 1_767_225_700)
    #expect(Self.device("push", [folder + "/end.json", "--headers", headers], state: state).status == .success)
    #expect(try Self.center(state).root["liveActivities"]?[0]?["phase"]?.stringValue == "ended")
    let plain = folder + "/state/plain"
    #expect(Self.device("create", ["--platform", "ios"], state: plain).status == .success)
    #expect(try Self.center(plain).root["liveActivities"] == nil)
    #expect(try Self.center(plain).root["liveActivitiesOff"] == nil)
    // Off by the app key from creation, before any ActivityKit push.
    let off = folder + "/state/off"
    #expect(Self.device("create", ["--platform", "ios", "--app", #"{"liveActivities":{"allowed":false}}"#], state: off).status == .success)
    #expect(try Self.center(off).root["liveActivitiesOff"]?.stringValue == "appKey")
    #expect(Self.device("center", [], state: off).out.contains("live activities off: app key liveActivities.allowed is false"))
    #expect(!Self.device("center", [], state: plain).out.contains("live activities"))
  }

  /// iOS: with app key `liveActivities.startPrompt` `pending`, `center` marks the push-started
  /// activity carrying the lock screen's "Allow / Don't Allow" prompt and each one whose token is
  /// withheld; after "Don't Allow", that the app's Live Activities are off.
  @Test func centerShowsTheLiveActivityStartPrompt() throws {
    let folder = try temporaryFolder([
      "start.json": #"{"aps":{"timestamp":1767225600,"event":"start","attributes-type":"Delivery","attributes":{},"content-state":{"eta":9},"alert":{"title":"Order","body":"On its way"}}}"#
    ])
    let state = folder + "/state/phone"
    let app = #"{"liveActivities":{"startPrompt":"pending","types":{"Delivery":{"contentState":["eta"]}}}}"#
    #expect(Self.device("create", ["--platform", "ios", "--app", app], state: state).status == .success)
    for id in ["a", "b"] {
      let headers = #"{"apns-push-type":"liveactivity","activity":"\#(id)"}"#
      #expect(Self.device("push", [folder + "/start.json", "--headers", headers], state: state).status == .success)
    }
    let text = Self.device("center", [], state: state).out
    #expect(
      text.contains(
        #"  a type "Delivery" active content {"eta":9} prompt "Allow / Don't Allow" pending (tap --activity ID --button allow|dontAllow)"#
          + " token withheld until Allow\n" + #"  b type "Delivery" active content {"eta":9} token withheld until Allow"# + "\n"), "\(text)")
    #expect(!text.contains("live activities off"))
    let activities = try Self.center(state).root["liveActivities"]
    #expect(activities?[0]?["prompt"]?.stringValue == "pending" && activities?[0]?["tokenWithheld"]?.boolValue == true)
    #expect(activities?[1]?["prompt"] == nil && activities?[1]?["tokenWithheld"]?.boolValue == true)
    #expect(try Self.center(state).root["liveActivitiesOff"] == nil)
    #expect(Self.device("tap", ["--activity", "a", "--button", "dontAllow"], state: state).status == .success)
    let after = Self.device("center", [], state: state).out
    #expect(!after.contains("prompt \"") && !after.contains("token withheld"), "\(after)")
    #expect(after.contains(#"live activities off: the person tapped "Don't Allow" on the prompt; "#), "\(after)")
    let json = try Self.center(state).root
    #expect(json["liveActivitiesOff"]?.stringValue == "dontAllow")
    #expect(json["liveActivities"]?[0]?["prompt"] == nil && json["liveActivities"]?[0]?["tokenWithheld"] == nil)
  }

  /// Android's automatic bundle (R-A-24) shows in the center, and a tap that finds nothing says
  /// the bundle's summary is there.
  @Test func centerShowsTheSystemBundle() throws {
    var files: [String: String] = [:]
    for n in 1...4 { files["fcm\(n).json"] = #"{"gcm.n.e":"1","gcm.n.title":"T\#(n)","google.message_id":"m\#(n)"}"# }
    let folder = try temporaryFolder(files)
    let state = folder + "/state/phone"
    #expect(Self.device("create", ["--platform", "android", "--app-state", "background"], state: state).status == .success)
    for n in 1...3 { #expect(Self.device("push", [folder + "/fcm\(n).json"], state: state).status == .success) }
    #expect(try Self.center(state).root["systemBundle"] == nil, "three are not bundled yet")
    #expect(!Self.device("center", [], state: state).out.contains("system bundle"))
    #expect(Self.device("push", [folder + "/fcm4.json"], state: state).status == .success)
    let text = Self.device("center", [], state: state).out
    #expect(text.contains(#"system bundle "ranker_group" (its summary is the system's: tap or dismiss it by that id; the app cannot remove it, it goes when the last notification it bundles is removed): m1, m2, m3, m4"#), "\(text)")
    let bundle = try Self.center(state).root["systemBundle"]
    #expect(bundle?["group"]?.stringValue == "ranker_group")
    #expect(bundle?["ids"]?.count == 4)
    #expect(bundle?["ids"]?[3]?.stringValue == "m4")
    let tap = Self.device("tap", ["--id", "nope"], state: state)
    #expect(tap.status != .success)
    #expect(tap.err.contains(#"; the system's bundle summary is shown too, not the app's notification: tap it by the id or tag "ranker_group""#), "\(tap.err)")
  }

  /// The journal is a scenario file that `pushsim run` replays; one step a line.
  @Test func journalIsAScenarioThatRunReplays() throws {
    let (state, payload) = try Self.stateFolder()
    #expect(Self.device("create", ["--platform", "ios", "--app-state", "background"], state: state).status == .success)
    #expect(Self.device("push", [payload], state: state).status == .success)
    #expect(Self.device("advance", ["90s"], state: state).status == .success)
    let text = try Self.journal(state)
    #expect(text.hasPrefix(#"{"scenario":1,"name":"Device phone, driven from the shell with pushsim device","devices":{"phone":{"platform":"ios","state":"background"}},"steps":["#))
    #expect(text.hasSuffix("\n{\"advance\":\"90s\"}\n]}\n"))
    let run = runCLI(["run", state + "/journal.json"])
    #expect(run.status == .success, "\(run.out)")
    #expect(run.out.hasSuffix("1 passed, 0 failed\n"))
  }

  /// app, advance, reboot, network and set reach the device with scenario semantics.
  @Test func appAdvanceRebootNetworkAndSet() throws {
    let (state, _) = try Self.stateFolder()
    #expect(Self.device("create", ["--platform", "android", "--app-state", "foreground"], state: state).status == .success)
    let background = Self.device("app", ["background"], state: state)
    #expect(background.out.contains(#""event":"app.state","from":"foreground","to":"background""#), "\(background.err)")
    #expect(Self.device("advance", ["5m"], state: state).status == .success)
    let reboot = Self.device("reboot", [], state: state)
    #expect(reboot.out.contains(#""t":300000,"device":"phone","event":"device.rebooted""#), "\(reboot.out)\(reboot.err)")
    let offline = Self.device("network", ["offline"], state: state)
    #expect(offline.out.contains(#""event":"device.network""#), "\(offline.err)")
    let set = Self.device("set", ["doze=true"], state: state)
    #expect(set.status == .success, "\(set.err)")
    #expect(set.out.contains(#""event":"device.doze""#) || set.out.contains(#""event":"device.set""#), "\(set.out)")
    let center = try Self.center(state)
    #expect(center.root["t"]?.int64Value == 300_000)
    #expect(try Self.journal(state).contains(#"{"set":{"device":"phone","doze":true}}"#))
  }

  /// `badge COUNT`: the app sets its iOS badge, recorded as a `badge` step; 0 empties the
  /// center; a bad count or another platform is a usage error, not recorded.
  @Test func badgeSetsTheAppsBadge() throws {
    let (state, payload) = try Self.stateFolder()
    #expect(Self.device("create", ["--platform", "ios", "--app-state", "background"], state: state).status == .success)
    #expect(Self.device("push", [payload, "--headers", #"{"apns-push-type":"alert"}"#], state: state).status == .success)
    let cleared = Self.device("badge", ["0"], state: state)
    #expect(cleared.status == .success, "\(cleared.err)")
    #expect(cleared.out.contains(#""reason":"badgeCleared""#), "\(cleared.out)")
    #expect(try Self.journal(state).contains(#"{"badge":{"device":"phone","count":0}}"#))
    let center = try Self.center(state)
    #expect(center.root["badge"]?.int64Value == 0)
    #expect(center.root["notifications"]?.count == 0)
    for bad in ["-2", "many"] {
      let refused = Self.device("badge", [bad], state: state)
      #expect(refused.status == .usage && refused.err.contains("a count of 0 or more"), "\(refused.err)")
    }
    let (android, _) = try Self.stateFolder()
    #expect(Self.device("create", ["--platform", "android"], state: android).status == .success)
    let refused = Self.device("badge", ["1"], state: android)
    #expect(refused.status != .success && refused.err.contains("iOS's"), "\(refused.err)")
    #expect(try !Self.journal(android).contains("badge"))
  }

  /// dismiss by tag removes that notification; tap with --button passes the button.
  @Test func dismissByTagAndTapAButton() throws {
    let folder = try temporaryFolder([
      "a.json": #"{"message":{"notification":{"title":"A"},"android":{"notification":{"tag":"a"}}}}"#,
      "b.json": #"{"message":{"notification":{"title":"B"},"android":{"notification":{"tag":"b"}}}}"#,
    ])
    let state = folder + "/phone"
    #expect(Self.device("create", ["--platform", "android", "--app-state", "background"], state: state).status == .success)
    #expect(Self.device("push", [folder + "/a.json"], state: state).status == .success)
    #expect(Self.device("push", [folder + "/b.json"], state: state).status == .success)
    let dismissed = Self.device("dismiss", ["--tag", "a"], state: state)
    #expect(dismissed.out.contains(#""event":"notification.removed""#), "\(dismissed.err)")
    let center = try Self.center(state)
    #expect(center.root["notifications"]?.elements.compactMap { $0["tag"]?.stringValue } == ["b"])
    let noButton = Self.device("tap", ["--id", "nope", "--button", "0"], state: state)
    #expect(noButton.status == .failure)
    #expect(try Self.journal(state).contains(#"{"dismiss":{"device":"phone","notification":{"tag":"a"}}}"#))
  }

  /// A command the device refuses exits non-zero with its reason and is not recorded (a `set`
  /// of another platform's option included).
  @Test func refusedCommandsAreNotCommitted() throws {
    let (state, _) = try Self.stateFolder()
    #expect(Self.device("create", ["--platform", "ios"], state: state).status == .success)
    let before = try Self.journal(state)
    let tap = Self.device("tap", [], state: state)
    #expect(tap.status == .failure)
    #expect(tap.err.contains("the device refused the tap command: cannot tap \"latest\" on device \"phone\": no such notification is shown"))
    let bad = Self.device("push", ["-"], state: state, stdin: #"{"aps":"#)
    #expect(bad.status == .invalidInput)
    #expect(bad.err.contains("the push was rejected (invalidJSON)"))
    let action = Self.device("app", ["fly"], state: state)
    #expect(action.status == .usage)
    #expect(action.err.contains("unknown app action \"fly\""))
    #expect(!action.err.contains("in step"), "the journal's step number means nothing here: \(action.err)")
    let setting = Self.device("set", ["dozee=true"], state: state)
    #expect(setting.status == .usage, "\(setting.err)")
    let advance = Self.device("advance", ["-5s"], state: state)
    #expect(advance.status == .usage)
    #expect(advance.err == "Error: invalid advance command: invalid duration \"-5s\": durations cannot be negative; remove the \"-\"\n", "\(advance.err)")
    let refused = Self.device("set", ["doze=true"], state: state)
    #expect(refused.status == .usage)
    #expect(refused.err == "Error: invalid set command: option \"doze\" is for android devices; on ios it would do nothing\n", "\(refused.err)")
    #expect(try Self.journal(state) == before)
  }

  /// A journal path that is a folder, or a state folder that is a file, is named as such (not as
  /// a device that does not exist), and nothing is changed.
  @Test func journalOrStateOfTheWrongKind() throws {
    let (state, payload) = try Self.stateFolder()
    try FileManager.default.createDirectory(atPath: state + "/journal.json", withIntermediateDirectories: true)
    let folder = Self.device("push", [payload], state: state)
    #expect(folder.status == .invalidInput)
    #expect(folder.err == "Error: no device \"phone\": \(state)/journal.json is a folder, not a device journal; move it away or give another --state DIR\n")
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: state + "/journal.json", isDirectory: &isFolder) && isFolder.boolValue)
    let file = Self.device("center", [], state: payload)
    #expect(file.status == .invalidInput)
    #expect(file.err == "Error: no device \"phone\": its state folder \(payload) is a file, not a folder; give another --state DIR or move the file away\n")
    #expect(try String(contentsOfFile: payload, encoding: .utf8) == Self.alert)
    // `create` says so too (it gave Foundation's "A file with the same name already exists", exit 1).
    let create = Self.device("create", ["--platform", "ios"], state: payload)
    #expect(create.status == .invalidInput)
    #expect(create.err == "Error: cannot create device \"phone\": its state folder \(payload) is a file, not a folder; give another --state DIR or move the file away\n")
    // A file on the way to the folder (it gave "NSCocoaErrorDomain error 512", exit 1).
    let below = Self.device("create", ["--platform", "ios"], state: payload + "/sub/state")
    #expect(below.status == .invalidInput)
    #expect(
      below.err == "Error: cannot create device \"phone\": \(payload), on the way to its state folder \(payload)/sub/state, is a file, "
        + "not a folder; give another --state DIR or move the file away\n")
    // The file named with a trailing slash, as a shell's completion of a folder writes it.
    let slash = Self.device("create", ["--platform", "ios"], state: payload + "/")
    #expect(slash.status == .invalidInput, "\(slash.err)")
    #expect(slash.err == "Error: cannot create device \"phone\": its state folder \(payload)/ is a file, not a folder; give another --state DIR or move the file away\n")
    let slashCenter = Self.device("center", [], state: payload + "/")
    #expect(slashCenter.err == "Error: no device \"phone\": its state folder \(payload)/ is a file, not a folder; give another --state DIR or move the file away\n")
    #expect(try String(contentsOfFile: payload, encoding: .utf8) == Self.alert)
  }

  /// Unknown devices, a second create, bad names and subcommands: clear errors and statuses.
  @Test func missingExistingAndUsageErrors() throws {
    let (state, payload) = try Self.stateFolder()
    let missing = Self.device("push", [payload], state: state)
    #expect(missing.status == .invalidInput)
    #expect(missing.err == "Error: no device \"phone\": \(state)/journal.json does not exist; create it with pushsim device create phone --platform ios|android|web\n")
    #expect(Self.device("create", ["--platform", "web"], state: state).status == .success)
    // The app state defaults as a scenario device's does: running on the web.
    #expect(try Self.journal(state).contains(#"{"phone":{"platform":"web","state":"running"}}"#))
    let again = Self.device("create", ["--platform", "web"], state: state)
    #expect(again.status == .invalidInput)
    #expect(again.err.contains("device \"phone\" already exists at \(state)/journal.json"))
    // The refused create leaves the existing device's lock file: a command waiting on it and one
    // opening a new one would both hold "the" lock.
    #expect(FileManager.default.fileExists(atPath: state + "/lock"))
    let sdk = runCLI(["device", "create", "other", "--platform", "web", "--sdk", "onesignal", "--app-state", "dreaming", "--state", state + "2"])
    #expect(sdk.status == .usage)
    #expect(sdk.err.contains("invalid device:"))
    #expect(!FileManager.default.fileExists(atPath: state + "2/journal.json"))
    #expect(runCLI(["device", "pus", "phone"]).err.contains("did you mean 'push'?"))
    #expect(runCLI(["device", "center", "../x"]).status == .usage)
    #expect(runCLI(["device", "tap", "phone", "--id", "a", "--tag", "b"]).status == .usage)
    #expect(runCLI(["device", "create", "phone"]).err.contains("missing '--platform"))
  }

  /// A refused create leaves the disk as it found it: the state folder and the parents it made
  /// are removed again (an invalid device, a name the file system refuses), the folders that
  /// were there before are kept.
  @Test func aRefusedCreateRemovesTheFoldersItMade() throws {
    let base = try temporaryFolder([:])
    try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
    let invalid = runCLI(["device", "create", "phone", "--platform", "bogus", "--state", base + "/a/b/c"])
    #expect(invalid.status == .usage)
    #expect(!FileManager.default.fileExists(atPath: base + "/a"))
    #expect(FileAccess.isFolder(base))
    let longName = String(repeating: "x", count: 300)
    let tooLong = runCLI(["device", "create", "phone", "--platform", "ios", "--state", base + "/d/e/" + longName])
    #expect(tooLong.status == .failure, "\(tooLong.err)")
    #expect(tooLong.err.contains("cannot create the state folder"))
    #expect(!FileManager.default.fileExists(atPath: base + "/d"))
    try FileManager.default.createDirectory(atPath: base + "/kept", withIntermediateDirectories: false)
    #expect(runCLI(["device", "create", "phone", "--platform", "bogus", "--state", base + "/kept/new"]).status == .usage)
    #expect(FileAccess.isFolder(base + "/kept"))
    #expect(!FileManager.default.fileExists(atPath: base + "/kept/new"))
    #expect(FileAccess.missingFolders(upTo: base + "/kept/x/y") == [base + "/kept/x/y", base + "/kept/x"])
  }

  /// delete removes the state; the name is free again.
  @Test func deleteRemovesTheState() throws {
    let (state, _) = try Self.stateFolder()
    #expect(Self.device("create", ["--platform", "ios"], state: state).status == .success)
    #expect(Self.device("delete", [], state: state).status == .success)
    #expect(!FileManager.default.fileExists(atPath: state))
    #expect(Self.device("center", [], state: state).status == .invalidInput)
    #expect(!FileManager.default.fileExists(atPath: state))
  }

  /// A state folder that holds other files keeps them: delete removes only the journal and the
  /// lock, and a failed create or a missing device leaves nothing behind.
  @Test func otherFilesInTheStateFolderAreKept() throws {
    let folder = try temporaryFolder(["notes.txt": "mine"])
    #expect(Self.device("center", [], state: folder).status == .invalidInput)
    #expect(Self.device("create", ["--platform", "ios", "--app-state", "visible"], state: folder).status == .usage)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["notes.txt"])
    #expect(Self.device("create", ["--platform", "ios"], state: folder).status == .success)
    #expect(Self.device("delete", [], state: folder).status == .success)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["notes.txt"])
    let fresh = folder + "/sub/phone"
    #expect(Self.device("create", ["--platform", "ios", "--app-state", "visible"], state: fresh).status == .usage)
    #expect(!FileManager.default.fileExists(atPath: fresh))
  }

  /// Ways a journal gets damaged outside PushSim, and the problem each is reported with.
  enum Damage: String, CaseIterable, Sendable {
    case truncated, garbage, empty, version, renamed, badStep

    func apply(_ text: String) -> String {
      switch self {
      case .truncated: String(text.dropLast(20))
      case .garbage: "\u{1}\u{2}garbage"
      case .empty: ""
      case .version: text.replacingOccurrences(of: #""scenario":1"#, with: #""scenario":2"#)
      case .renamed: text.replacingOccurrences(of: #""phone""#, with: #""tablet""#)
      case .badStep: text.replacingOccurrences(of: #"{"reboot":"#, with: #"{"rebot":"#)
      }
    }

    var problem: String {
      switch self {
      case .truncated: "invalid JSON: "
      case .garbage, .empty: ":1:1: invalid JSON: "
      case .version: "unsupported scenario format 2"
      case .renamed: "the journal is of device \"tablet\", not \"phone\""
      case .badStep: "unknown step kind \"rebot\""
      }
    }
  }

  /// A damaged journal (truncated, garbage, empty, another version, another device, a bad
  /// step) is named with its path and the problem, and left exactly as it was.
  @Test(arguments: Damage.allCases)
  func damagedJournalIsReportedNotReset(_ damage: Damage) throws {
    let (state, payload) = try Self.stateFolder()
    #expect(Self.device("create", ["--platform", "ios"], state: state).status == .success)
    #expect(Self.device("push", [payload], state: state).status == .success)
    #expect(Self.device("reboot", [], state: state).status == .success)
    let damaged = damage.apply(try Self.journal(state))
    try damaged.write(toFile: state + "/journal.json", atomically: false, encoding: .utf8)
    for (subcommand, arguments) in [("push", [payload]), ("center", []), ("tap", []), ("trace", []), ("delete", [])] {
      let result = Self.device(subcommand, arguments, state: state)
      #expect(result.status == .invalidInput, "\(damage) \(subcommand)")
      #expect(result.err.hasPrefix("Error: \(state)/journal.json"), "\(damage) \(subcommand): \(result.err)")
      #expect(result.err.contains(damage.problem), "\(damage) \(subcommand): \(result.err)")
      #expect(result.err.hasSuffix(" — the state file is damaged; it was not changed\n"), "\(damage) \(subcommand)")
      #expect(try Self.journal(state) == damaged, "\(damage) \(subcommand)")
    }
  }

  /// A journal whose steps no longer replay (here: a tap with nothing shown written by hand)
  /// is damaged too, with the step named.
  @Test func journalThatNoLongerReplaysIsDamaged() throws {
    let (state, payload) = try Self.stateFolder()
    #expect(Self.device("create", ["--platform", "ios"], state: state).status == .success)
    let text = try Self.journal(state).replacingOccurrences(of: #""steps":[]"#, with: #""steps":[{"tap":{"device":"phone"}}]"#)
    try text.write(toFile: state + "/journal.json", atomically: false, encoding: .utf8)
    // Read-only commands, and commands that add a step (replayed once, with the new step).
    for (subcommand, arguments) in [("center", []), ("push", [payload]), ("advance", ["1s"])] {
      let result = Self.device(subcommand, arguments, state: state)
      #expect(result.status == .invalidInput, "\(subcommand)")
      #expect(result.err.hasPrefix("Error: \(state)/journal.json: step 1 (tap) does not replay: cannot tap"), "\(subcommand): \(result.err)")
      #expect(try Self.journal(state) == text, "\(subcommand)")
    }
  }

  /// A command prints the events of its own step only, however long the journal.
  @Test func commandPrintsOnlyItsOwnEvents() throws {
    let (state, payload) = try Self.stateFolder()
    #expect(Self.device("create", ["--platform", "ios", "--app-state", "foreground"], state: state).status == .success)
    let first = Self.device("push", [payload], state: state)
    let second = Self.device("push", [payload], state: state)
    #expect(first.status == .success && second.status == .success)
    #expect(!first.out.isEmpty && first.out.split(separator: "\n").count == second.out.split(separator: "\n").count)
    #expect(first.out.contains(#""id":"apns-1""#) && !first.out.contains(#""id":"apns-2""#))
    #expect(second.out.contains(#""id":"apns-2""#) && !second.out.contains(#""id":"apns-1""#))
    let trace = Self.device("trace", [], state: state)
    #expect(trace.out == first.out + second.out, "the trace is the two pushes' events")
  }

  /// The durable write leaves the new bytes and no temporary file; a folder that does not
  /// exist is an error naming the temporary file.
  @Test func replaceDurablyWritesAndCleansUp() throws {
    let folder = try temporaryFolder(["f.txt": "old"])
    var paused = false
    try FileAccess.replaceDurably(Array("new".utf8), at: folder + "/f.txt", beforeRename: {
      paused = true
      #expect((try? String(contentsOfFile: folder + "/f.txt", encoding: .utf8)) == "old")
    })
    #expect(paused)
    #expect(try String(contentsOfFile: folder + "/f.txt", encoding: .utf8) == "new")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["f.txt"])
    #expect(throws: FileAccess.WriteError.self) { try FileAccess.replaceDurably([1], at: folder + "/missing/f.txt") }
    do {
      try FileAccess.replaceDurably([1], at: folder + "/missing/f.txt")
    } catch {
      // Named by the file asked for, not by the temporary name beside it.
      #expect(error.description == "cannot create \(folder)/missing/f.txt: No such file or directory")
    }
  }

  /// The report writer (`--junit`, `--trace FILE`, `--record`) uses the same durable write.
  @Test func reportWriteIsDurableToo() throws {
    let folder = try temporaryFolder(["keep.txt": ""])
    #expect(FileAccess.write("report", to: folder + "/r.xml"))
    #expect(try String(contentsOfFile: folder + "/r.xml", encoding: .utf8) == "report")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["keep.txt", "r.xml"])
    #expect(!FileAccess.write("report", to: folder + "/missing/r.xml"))
  }
}
