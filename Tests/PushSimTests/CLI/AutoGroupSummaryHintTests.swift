import Testing

@testable import PushSim

/// A refused tap, dismissal or removal on Android while the system bundles the app's
/// notifications (R-A-24) says what the bundle's summary is and how to reach it: the user taps
/// or dismisses it by the id or tag `ranker_group`; the app cannot remove it, so removal does
/// not offer it as a target.
struct AutoGroupSummaryHintTests {
  /// An Android device showing four FCM notifications the system bundled (m1…m4).
  static func bundled() throws -> String {
    let state = try DeviceParityTests.state()
    #expect(DeviceParityTests.device("create", ["--platform", "android"], state: state).status == .success)
    for n in 1...4 {
      let pushed = DeviceParityTests.device("push", ["-"], state: state, stdin: #"{"gcm.n.e":"1","gcm.n.title":"T\#(n)","google.message_id":"m\#(n)"}"#)
      #expect(pushed.status == .success, "\(pushed.err)")
    }
    #expect(DeviceParityTests.device("center", [], state: state).out.contains(#"system bundle "ranker_group""#))
    return state
  }

  /// `app removeNotification` with nothing matching, even by the summary's own id, says the
  /// summary is the system's and cannot be removed by the app; nothing is recorded.
  @Test func removalSaysTheAppCannotRemoveTheSummary() throws {
    let state = try Self.bundled()
    let before = try DeviceParityTests.journal(state)
    let hint = #"; the system's bundle summary ("ranker_group") is shown too, but it is the system's, not the app's: "#
      + "the app cannot remove it, and it goes when the last notification it bundles is removed; the command was not recorded\n"
    for selector in [["--id", "ranker_group"], ["--tag", "ranker_group"], ["--id", "nope"]] {
      let removed = DeviceParityTests.device("app", ["removeNotification"] + selector, state: state)
      #expect(removed.status == .failure, "\(selector)")
      #expect(removed.err.contains("no such notification is shown; shown: m1, m2, m3, m4" + hint), "\(selector): \(removed.err)")
      #expect(!removed.err.contains("by the id or tag"), "\(removed.err)")
    }
    #expect(try DeviceParityTests.journal(state) == before)
    // What the hint says to do works: the summary is reached by its id for a dismissal.
    let dismissed = DeviceParityTests.device("dismiss", ["--id", "ranker_group"], state: state)
    #expect(dismissed.status == .success, "\(dismissed.err)")
    #expect(DeviceParityTests.events(dismissed.out).first == "notification.autogroupSummaryRemoved")
  }

  /// A tap or a dismissal with nothing matching names the summary as the system's, with the id
  /// or tag that reaches it; without a bundle, nothing is said of one.
  @Test func tapAndDismissSayHowToReachTheSummary() throws {
    let state = try Self.bundled()
    for action in ["tap", "dismiss"] {
      let refused = DeviceParityTests.device(action, ["--tag", "x"], state: state)
      #expect(refused.status == .failure)
      #expect(
        refused.err.contains(#"shown: m1, m2, m3, m4; the system's bundle summary is shown too, not the app's notification: \#(action) it by the id or tag "ranker_group""#),
        "\(refused.err)")
    }
    let plain = try DeviceParityTests.androidWithThree()
    let unbundled = DeviceParityTests.device("tap", ["--id", "nope"], state: plain)
    #expect(unbundled.status == .failure)
    #expect(!unbundled.err.contains("bundle"), "\(unbundled.err)")
  }
}
