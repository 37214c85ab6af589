import Foundation
import Testing

@testable import PushSim

/// `pushsim device subscribe` and `push --subscription` (docs/DeviceCLI.md): the scenario's
/// `subscribe` step and a push to one of the site's subscriptions, from the shell, each command
/// a process of its own on the device's state folder.
struct DeviceWebSubscriptionTests {
  typealias CLI = DeviceParityTests

  /// A Firefox device on a desktop whose subscription is made with a push quota of 2.
  static func firefox() throws -> String {
    let state = try CLI.state()
    let created = CLI.device(
      "create", ["--platform", "web", "--options", #"{"browser":"firefox","firefoxMaxQuotaPerSubscription":2}"#], state: state)
    #expect(created.status == .success, "\(created.err)")
    return state
  }

  /// Two silent pushes spend the quota and expire the subscription; the service worker's
  /// subscribe() is rejected until a visit; after one, pushsubscriptionchange names the old
  /// subscription and a new one is made; a push to the old endpoint is dropped. The journal
  /// records the steps and replays as a scenario.
  @Test func subscribeAfterExpiryAndAPushToTheOldEndpoint() throws {
    let state = try Self.firefox()
    for sync in 1...2 {
      #expect(CLI.device("push", ["-"], state: state, stdin: #"{"sync":\#(sync)}"#).status == .success)
    }
    let rejected = CLI.device("subscribe", [], state: state)
    #expect(rejected.status == .success, "\(rejected.err)")
    #expect(CLI.events(rejected.out) == ["push.subscribeRejected"], "\(rejected.out)")
    #expect(rejected.out.contains(#""reason":"subscriptionExpired""#))
    #expect(CLI.device("advance", ["1h"], state: state).status == .success)
    #expect(CLI.device("app", ["open"], state: state).status == .success)
    let subscribed = CLI.device("subscribe", [], state: state)
    #expect(subscribed.status == .success, "\(subscribed.err)")
    #expect(CLI.events(subscribed.out).suffix(2) == ["delegate.pushsubscriptionchange", "push.subscribed"], "\(subscribed.out)")
    #expect(subscribed.out.contains(#""subscription":2"#), "\(subscribed.out)")
    let old = CLI.device("push", ["-", "--subscription", "1"], state: state, stdin: #"{"title":"To the old endpoint"}"#)
    #expect(old.status == .success, "\(old.err)")
    #expect(old.out.contains(#""event":"push.dropped""#) && old.out.contains(#""reason":"subscriptionGone""#), "\(old.out)")
    let journal = try CLI.journal(state)
    #expect(journal.contains(#"{"subscribe":{"device":"phone"}}"#), "\(journal)")
    #expect(journal.contains(#""subscription":1"#), "\(journal)")
    let replay = runCLI(["run", state + "/journal.json"])
    #expect(replay.status == .success, "\(replay.out)\(replay.err)")
  }

  /// `--subscription` takes a whole number from 1; anything else is a usage error that says so,
  /// and nothing is recorded.
  @Test(arguments: ["0", "-1", "1.5", "first"])
  func subscriptionMustBeAWholeNumberFromOne(_ value: String) throws {
    let state = try Self.firefox()
    let before = try CLI.journal(state)
    let result = CLI.device("push", ["-", "--subscription", value], state: state, stdin: #"{"title":"Hi"}"#)
    #expect(result.status == .usage)
    #expect(result.err.contains("--subscription takes the number of one of the site's subscriptions, 1 or more"), "\(result.err)")
    #expect(try CLI.journal(state) == before)
  }

  /// A subscription the site has not made yet, and `subscribe` on a device that is not on the
  /// web, are refused with the scenario loader's reasons; nothing is recorded.
  @Test func theLoaderRefusesWhatAScenarioCouldNotSay() throws {
    let state = try Self.firefox()
    let before = try CLI.journal(state)
    let unmade = CLI.device("push", ["-", "--subscription", "3"], state: state, stdin: #"{"title":"Hi"}"#)
    // Review: the device refuses it (exit 1), as docs/DeviceCLI.md now says.
    #expect(unmade.status == .failure)
    #expect(unmade.err.contains("has made 1 so far"), "\(unmade.err)")
    #expect(try CLI.journal(state) == before)
    let android = try CLI.state()
    #expect(CLI.device("create", ["--platform", "android"], state: android).status == .success)
    let refused = CLI.device("subscribe", [], state: android)
    #expect(refused.status == .usage)
    #expect(refused.err.contains("web"), "\(refused.err)")
    // Review: a closed browser refuses subscribe (exit 1) and records nothing.
    #expect(CLI.device("app", ["forceQuit"], state: state).status == .success)
    let journal = try CLI.journal(state)
    let closed = CLI.device("subscribe", [], state: state)
    #expect(closed.status == .failure)
    #expect(closed.err.contains("open the site first"), "\(closed.err)")
    #expect(try CLI.journal(state) == journal)
  }

  /// Review of the browser switch (docs/ModellingChoices/Web.md): a `pushsim device set` that
  /// changes the browser and the permission in one command starts the new browser with the new
  /// permission, each command a process of its own replaying the journal. Firefox granted →
  /// Chrome denied: Chrome unsubscribed the site before (`subscriptionRevoked`), and the grant
  /// fires its event; → Firefox granted at once: a fresh subscription, no event, delivered.
  @Test func aSetOfBrowserAndPermissionTogetherStartsTheNewBrowserWithThePermission() throws {
    let state = try Self.firefox()
    let toChrome = CLI.device("set", ["browser=chrome", "notificationPermission=false"], state: state)
    #expect(toChrome.status == .success, "\(toChrome.err)")
    let denied = CLI.device("push", ["-"], state: state, stdin: #"{"title":"Denied"}"#)
    #expect(denied.out.contains(#""reason":"subscriptionRevoked""#), "\(denied.out)")
    let granted = CLI.device("set", ["notificationPermission=true"], state: state)
    #expect(CLI.events(granted.out) == ["device.set", "delegate.pushsubscriptionchange"], "\(granted.out)")
    #expect(CLI.device("set", ["notificationPermission=false"], state: state).status == .success)
    let toFirefox = CLI.device("set", ["browser=firefox", "notificationPermission=true"], state: state)
    #expect(CLI.events(toFirefox.out) == ["device.set"], "\(toFirefox.out)")
    let shown = CLI.device("push", ["-"], state: state, stdin: #"{"title":"Under Firefox"}"#)
    #expect(CLI.events(shown.out).contains("notification.displayed"), "\(shown.out)")
    let replay = runCLI(["run", state + "/journal.json"])
    #expect(replay.status == .success, "\(replay.out)\(replay.err)")
  }

  /// Review: `pushsim --help` lists `device subscribe` too (it listed every device subcommand
  /// but the new one): each of ``DeviceCommand/subcommands`` appears in the `device` line.
  @Test func theTopLevelHelpNamesEveryDeviceSubcommand() {
    let usage = CommandLineTool.usage
    guard let start = usage.range(of: "device create|"), let end = usage.range(of: " NAME …") else {
      Issue.record("no device line in the help: \(usage)")
      return
    }
    let listed = usage[start.upperBound..<end.lowerBound]
      .replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: " ", with: "")
      .split(separator: "|").map(String.init)
    #expect((["create"] + listed).sorted() == DeviceCommand.subcommands.sorted())
  }
}
