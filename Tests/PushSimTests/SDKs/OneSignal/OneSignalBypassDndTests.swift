import Foundation
import PushSim
import Testing

/// OneSignal's `bdnd` on Android: the channel the SDK creates from `chnl` asks to bypass Do Not
/// Disturb (`setBypassDnd(payload.optInt("bdnd", 0) == 1)`), which AOSP grants only to an app
/// with notification policy access (`androidNotificationPolicyAccess`).
struct OneSignalBypassDndTests {
  /// An Android OneSignal device in the background, Do Not Disturb on in priority only, with
  /// the channels the user lets through (`userBypass`).
  func device(access: Bool, userBypass: [String] = []) -> SimulatedDevice {
    var options = DeviceOptions()
    options.androidDoNotDisturb = .priorityOnly
    options.androidNotificationPolicyAccess = access
    options.androidDndBypassChannels = userBypass
    return SimulatedDevice(platform: .android, sdk: .onesignal, state: .background, options: options)
  }

  /// A push on the `chnl` channel `id`, with `bdnd` when given.
  func push(_ i: String, channel id: String, bdnd: String?) -> String {
    var extra: KeyValuePairs<String, String> = ["chnl": #"{"id":"\#(id)"}"#]
    if let bdnd { extra = ["chnl": #"{"id":"\#(id)"}"#, "bdnd": bdnd] }
    return OneSignalDeviceTests.push(i, id: "m-" + i, extra: extra)
  }

  /// The `dndReason` of each `notification.displayed` of a push (not the
  /// summary OneSignal posts from the fourth ungrouped notification, os27).
  func reasons(_ device: SimulatedDevice) -> [JSONValue?] {
    device.events(named: "notification.displayed").filter { $0["id"]?.stringValue?.hasPrefix("m-") == true }.map { $0["dndReason"] }
  }

  /// With access, `bdnd` 1 (or a text `optInt` reads as 1) lets the channel through; 0, absent,
  /// or a text that is no number does not. Without access, `bdnd` changes nothing.
  @Test func bdndBypassesOnlyWithPolicyAccess() throws {
    let granted = device(access: true)
    for (n, bdnd) in ["1", "1.9", "0", nil, "true"].enumerated() {
      try granted.receive(json: push("os-\(n)", channel: "OS_\(n)", bdnd: bdnd))
    }
    #expect(reasons(granted) == ["priorityChannel", "priorityChannel", "notPriority", "notPriority", "notPriority"])
    #expect(granted.androidAppBypassDndChannels == ["OS_0", "OS_1"])
    let denied = device(access: false)
    try denied.receive(json: push("os-1", channel: "OS_a", bdnd: "1"))
    #expect(reasons(denied) == ["notPriority"])
    #expect(denied.androidAppBypassDndChannels.isEmpty)
  }

  /// A `bdnd` that is no number is a lint warning: the channel then does not bypass.
  @Test func aBdndThatIsNoNumberIsWarned() {
    let lint = PayloadLinter.lint(Array(push("os-1", channel: "OS_a", bdnd: "true").utf8), platform: .android, sdk: .onesignal)
    #expect(lint.contains { $0.issue.reason == "bypassDndNotANumber" && $0.severity == .warning })
    let fine = PayloadLinter.lint(Array(push("os-1", channel: "OS_a", bdnd: "1").utf8), platform: .android, sdk: .onesignal)
    #expect(!fine.contains { $0.issue.reason == "bypassDndNotANumber" })
  }

  /// The SDK creates the channel on every push with `chnl`: with access AOSP updates an existing
  /// channel's bypass (the user has not changed it), so a later `bdnd` 0 takes it back; without
  /// access a channel keeps what it had, and a push on it without `chnl` (`oth_chnl`) sets nothing.
  @Test func creatingTheChannelAgainSetsItAnewOnlyWithAccess() throws {
    let granted = device(access: true)
    try granted.receive(json: push("os-1", channel: "OS_a", bdnd: "1"))
    try granted.receive(json: OneSignalDeviceTests.push("os-2", id: "m-os-2", extra: ["oth_chnl": "OS_a"]))
    try granted.receive(json: push("os-3", channel: "OS_a", bdnd: "0"))
    try granted.receive(json: OneSignalDeviceTests.push("os-4", id: "m-os-4", extra: ["oth_chnl": "OS_a"]))
    #expect(reasons(granted) == ["priorityChannel", "priorityChannel", "notPriority", "notPriority"])

    let revoked = device(access: true)
    try revoked.receive(json: push("os-1", channel: "OS_a", bdnd: "1"))
    revoked.updateOptions { $0.androidNotificationPolicyAccess = false }
    try revoked.receive(json: push("os-2", channel: "OS_a", bdnd: "0"))
    try revoked.receive(json: push("os-3", channel: "OS_b", bdnd: "1"))
    #expect(reasons(revoked) == ["priorityChannel", "priorityChannel", "notPriority"])
  }

  /// A change of the channel's bypass decides the notifications already posted on it anew
  /// (AOSP's `updateChannelsBypassingDnd` changes the policy, which asks for a sort), so where
  /// each is stays what the current settings decide: the hidden one comes back into the shade
  /// when a later push grants the bypass, and both leave it when another takes it back.
  @Test func aChangeOfTheBypassDecidesPostedNotificationsAnew() throws {
    let granted = device(access: true)
    try granted.receive(json: push("os-1", channel: "OS_a", bdnd: "0"))
    #expect(granted.events(named: "notification.dndChanged").isEmpty)
    try granted.receive(json: push("os-2", channel: "OS_a", bdnd: "1"))
    let back = granted.events(named: "notification.dndChanged")
    #expect(back.map { $0["id"] } == ["m-os-1"] && back.map { $0["dnd"] } == ["allowed"])
    #expect(back.map { $0["dndReason"] } == ["priorityChannel"])
    try granted.receive(json: push("os-3", channel: "OS_a", bdnd: "0"))
    let gone = granted.events(named: "notification.dndChanged").dropFirst()
    #expect(gone.map { $0["id"] } == ["m-os-1", "m-os-2"] && gone.allSatisfy { $0["dnd"] == "hidden" })
    #expect(reasons(granted) == ["notPriority", "priorityChannel", "notPriority"])
    // A channel the user lets through changes nothing posted.
    let user = device(access: true, userBypass: ["OS_a"])
    try user.receive(json: push("os-1", channel: "OS_a", bdnd: "1"))
    try user.receive(json: push("os-2", channel: "OS_a", bdnd: "0"))
    #expect(user.events(named: "notification.dndChanged").isEmpty)
  }

  /// Android keeps a channel and its bypass across a reboot, and the SDK's restore posts on its
  /// restore channel, created without `setBypassDnd`: the restored notification does not bypass
  /// and the app's bypassing channels stay as they were.
  @Test func aRebootKeepsTheBypassAndTheRestoreSetsNone() throws {
    let granted = device(access: true)
    try granted.receive(json: push("os-1", channel: "OS_a", bdnd: "1"))
    granted.reboot()
    granted.unlock()
    granted.advance(by: .seconds(16))
    #expect(granted.events(named: "notification.restored").map { $0["id"] } == ["m-os-1"])
    #expect(granted.androidAppBypassDndChannels == ["OS_a"])
    try granted.receive(json: OneSignalDeviceTests.push("os-2", id: "m-os-2", extra: ["oth_chnl": "OS_a"]))
    #expect(reasons(granted).last == "priorityChannel")
  }

  /// A channel the user lets through (`androidDndBypassChannels`) stays through whatever the app
  /// sets (the restore channel: ``aRebootKeepsTheBypassAndTheRestoreSetsNone()``).
  @Test func theUsersSwitchStands() throws {
    let phone = device(access: true, userBypass: ["OS_a"])
    try phone.receive(json: push("os-1", channel: "OS_a", bdnd: "0"))
    #expect(reasons(phone) == ["priorityChannel"])
  }

  /// The `notification.dndChanged` of the pushes' notifications (not OneSignal's summary).
  func changes(_ device: SimulatedDevice) -> [TraceEvent] {
    device.events(named: "notification.dndChanged").filter { $0["id"]?.stringValue?.hasPrefix("m-") == true }
  }

  /// A `set` of channel ids to the option `name`.
  func set(_ name: String, _ channels: [String]) -> [DeviceSetting] {
    [DeviceSetting(name: name, value: .array(channels.map { .string($0) }))]
  }

  /// The user turning a channel's Override Do Not Disturb off takes the app's bypass away (its
  /// posted notifications leave the shade) and locks the channel (`USER_LOCKED_PRIORITY`): the
  /// app's later `bdnd` 1 sets nothing, even once the channel leaves the option.
  @Test func theUsersSwitchOffLocksTheChannelAgainstTheApp() throws {
    let phone = device(access: true)
    try phone.receive(json: push("os-1", channel: "OS_a", bdnd: "1"))
    try phone.receive(json: push("os-2", channel: "OS_b", bdnd: "1"))
    try phone.apply(set("androidDndBypassOffChannels", ["OS_a"]))
    let gone = changes(phone)
    #expect(gone.map { $0["id"] } == ["m-os-1"] && gone.map { $0["dnd"] } == ["hidden"])
    #expect(phone.androidAppBypassDndChannels == ["OS_b"])
    #expect(phone.androidUserLockedChannels == ["OS_a"])
    try phone.receive(json: push("os-3", channel: "OS_a", bdnd: "1"))
    try phone.apply(set("androidDndBypassOffChannels", []))
    try phone.receive(json: push("os-4", channel: "OS_a", bdnd: "1"))
    #expect(reasons(phone) == ["priorityChannel", "priorityChannel", "notPriority", "notPriority"])
    #expect(changes(phone).count == 1)
    #expect(phone.androidAppBypassDndChannels == ["OS_b"] && phone.androidUserLockedChannels == ["OS_a"])
    // A channel the user lets through and then stops letting through is locked the same way;
    // one the user blocks or unblocks too.
    let user = device(access: true, userBypass: ["OS_a"])
    try user.receive(json: push("os-1", channel: "OS_a", bdnd: "1"))
    #expect(user.androidAppBypassDndChannels.isEmpty)
    try user.apply(set("androidDndBypassChannels", []))
    #expect(changes(user).map { $0["dnd"] } == ["hidden"])
    try user.apply(set("androidBlockedChannels", ["OS_c"]))
    try user.apply(set("androidBlockedChannels", []))
    try user.receive(json: push("os-2", channel: "OS_a", bdnd: "1"))
    try user.receive(json: push("os-3", channel: "OS_c", bdnd: "1"))
    #expect(reasons(user) == ["priorityChannel", "notPriority", "notPriority"])
    #expect(user.androidUserLockedChannels == ["OS_a", "OS_c"])
  }

  /// A channel both let through and not (`androidDndBypassChannels` and
  /// `androidDndBypassOffChannels`) is refused, by a `set` step and in a scenario's options.
  @Test func aChannelBothOnAndOffIsRefused() throws {
    let phone = device(access: true, userBypass: ["OS_a"])
    let error = #expect(throws: DeviceError.self) { try phone.apply(self.set("androidDndBypassOffChannels", ["OS_a"])) }
    #expect(
      error?.message == #"channel "OS_a" is in both "androidDndBypassChannels" (its Override Do Not Disturb switch on) "#
        + #"and "androidDndBypassOffChannels" (the same switch off); give it in one of them"#)
    #expect(phone.events(named: "device.set").isEmpty)
    // Both in one step, the switch turned from on to off, is fine.
    try phone.apply(set("androidDndBypassChannels", []) + set("androidDndBypassOffChannels", ["OS_a"]))
    let spec = #"{"scenario":1,"devices":{"d":{"platform":"android","sdk":"onesignal","state":"background","options":"#
      + #"{"androidDndBypassChannels":["OS_a"],"androidDndBypassOffChannels":["OS_a"]}}},"steps":[]}"#
    do {
      _ = try ScenarioLoader().load(bytes: Array(spec.utf8), file: "s.json")
      Issue.record("a channel both on and off loads")
    } catch {
      #expect(error.message.hasPrefix(#"channel "OS_a" is in both "androidDndBypassChannels""#), "\(error.message)")
      #expect(error.line == 1 && error.column > 100)
    }
  }

  /// Revoking the app's notification policy access leaves its channels' bypass as it is (AOSP
  /// re-evaluates no channel then: nothing posted moves), but the app can no longer change it:
  /// `bdnd` 0 does not take it back, `bdnd` 1 grants none. Granted again, it can.
  @Test func revokingTheAccessLeavesTheBypassAsItIs() throws {
    let phone = device(access: true)
    try phone.receive(json: push("os-1", channel: "OS_a", bdnd: "1"))
    try phone.receive(json: push("os-2", channel: "OS_b", bdnd: "0"))
    try phone.apply([DeviceSetting(name: "androidNotificationPolicyAccess", value: false)])
    #expect(changes(phone).isEmpty)
    #expect(phone.androidAppBypassDndChannels == ["OS_a"])
    try phone.receive(json: push("os-3", channel: "OS_a", bdnd: "0"))
    try phone.receive(json: push("os-4", channel: "OS_b", bdnd: "1"))
    #expect(reasons(phone) == ["priorityChannel", "notPriority", "priorityChannel", "notPriority"])
    #expect(changes(phone).isEmpty)
    try phone.apply([DeviceSetting(name: "androidNotificationPolicyAccess", value: true)])
    try phone.receive(json: push("os-5", channel: "OS_a", bdnd: "0"))
    #expect(changes(phone).map { $0["id"] } == ["m-os-1", "m-os-3"])
    #expect(phone.androidAppBypassDndChannels.isEmpty)
  }

  /// A `bdnd` without `chnl` is a lint warning and a `push.warning`: the SDK reads it only for
  /// the `chnl` channel, so the notification, on the default channel, does not bypass.
  @Test func aBdndWithoutChnlIsWarned() throws {
    let lone = OneSignalDeviceTests.push("os-1", id: "m-os-1", extra: ["bdnd": "1"])
    let lint = PayloadLinter.lint(Array(lone.utf8), platform: .android, sdk: .onesignal)
    let warning = try #require(lint.first { $0.issue.reason == "bypassDndWithoutChannel" })
    #expect(warning.severity == .warning)
    #expect(warning.issue.message.hasPrefix(#"bdnd is "1" but the push has no chnl; "#), "\(warning.issue.message)")
    for fine in [push("os-1", channel: "OS_a", bdnd: "1"), OneSignalDeviceTests.push("os-1", id: "m-os-1")] {
      #expect(!PayloadLinter.lint(Array(fine.utf8), platform: .android, sdk: .onesignal).contains { $0.issue.reason == "bypassDndWithoutChannel" })
    }
    let phone = device(access: true)
    try phone.receive(json: lone)
    #expect(phone.events(named: "push.warning").map { $0["reason"] } == ["bypassDndWithoutChannel"])
    #expect(reasons(phone) == ["notPriority"] && phone.androidAppBypassDndChannels.isEmpty)
  }
}
