import Foundation
import Testing

@testable import PushSim

/// Android's Do Not Disturb on the notifications already posted: a change of mode or policy
/// decides them anew (AOSP `handleRankingSort`), `notification.dndChanged` saying which leave or
/// come back into the shade; the user cannot tap or dismiss a hidden one, the app can remove it.
/// (Tests of the suite `AndroidDoNotDisturbTests`, whose `device` and `message` they use.)
extension AndroidDoNotDisturbTests {
  /// `notification.dndChanged` events as `id dnd dndReason` lines.
  private func changes(_ phone: SimulatedDevice) -> [String] {
    phone.events(named: "notification.dndChanged").map { event in
      [event["id"], event["dnd"], event["dndReason"]].map { $0?.stringValue ?? "-" }.joined(separator: " ")
    }
  }

  /// Priority only with `alerts` bypassing: m1 (orders) hidden, m2 (alerts) allowed, m3 (orders) hidden.
  private func priorityPhone() throws -> SimulatedDevice {
    let phone = device { $0.androidDoNotDisturb = .priorityOnly; $0.androidDndBypassChannels = ["alerts"] }
    try phone.receive(json: message("m1", channel: "orders"))
    try phone.receive(json: message("m2", channel: "alerts"))
    try phone.receive(json: message("m3", channel: "orders"))
    return phone
  }

  /// Off: the hidden ones come back into the shade, in the tray's order, `dnd: off` and no
  /// reason; the one let through changes nothing; all stay posted.
  @Test func turningItOffBringsTheHiddenBack() throws {
    let phone = try priorityPhone()
    try phone.apply([DeviceSetting(name: "doNotDisturb", value: "off")])
    #expect(changes(phone) == ["m1 off -", "m3 off -"])
    #expect(phone.tray.notifications.map(\.id) == ["m1", "m2", "m3"])
    #expect(phone.events(named: "notification.removed").isEmpty)
    try phone.tap(.id("m1"))
    #expect(phone.events(named: "notification.removed").map { $0["reason"] } == ["tap"])
  }

  /// On: the notifications already shown that it intercepts leave the shade; a bypassing
  /// channel's stays (no event).
  @Test func turningItOnHidesWhatItIntercepts() throws {
    let phone = device { $0.androidDndBypassChannels = ["alerts"] }
    try phone.receive(json: message("m1", channel: "orders"))
    try phone.receive(json: message("m2", channel: "alerts"))
    try phone.apply([DeviceSetting(name: "doNotDisturb", value: "priorityOnly")])
    #expect(changes(phone) == ["m1 hidden notPriority"])
    try phone.apply([DeviceSetting(name: "doNotDisturb", value: "totalSilence")])
    #expect(changes(phone) == ["m1 hidden notPriority", "m2 hidden totalSilence"])
  }

  /// A policy change counts as a mode change does: "No sound from notifications" brings the
  /// intercepted ones back (`intercepted`); a channel allowed to bypass brings its own back
  /// (`allowed`); a mode that still hides them all records nothing.
  @Test func aPolicyChangeDecidesAnew() throws {
    let phone = try priorityPhone()
    try phone.apply([DeviceSetting(name: "doNotDisturb", value: "totalSilence")])
    #expect(changes(phone) == ["m2 hidden totalSilence"])
    try phone.apply([DeviceSetting(name: "doNotDisturb", value: "alarmsOnly")])
    #expect(changes(phone).count == 1)
    try phone.apply([DeviceSetting(name: "doNotDisturb", value: "priorityOnly"), DeviceSetting(name: "androidDndBypassChannels", value: ["orders"])])
    #expect(changes(phone).dropFirst() == ["m1 allowed priorityChannel", "m3 allowed priorityChannel"])
    try phone.apply([DeviceSetting(name: "androidDndBypassChannels", value: []), DeviceSetting(name: "androidDndHidesNotifications", value: false)])
    // m1 and m3 go from allowed to intercepted, both in the shade: no change of visibility.
    #expect(changes(phone).suffix(2) == ["m3 allowed priorityChannel", "m2 intercepted notPriority"])
    try phone.apply([DeviceSetting(name: "androidDndHidesNotifications", value: true)])
    #expect(changes(phone).suffix(3) == ["m1 hidden notPriority", "m2 hidden notPriority", "m3 hidden notPriority"])
  }

  /// Without Do Not Disturb, a `set` records nothing of it (traces as before).
  @Test func withoutDoNotDisturbNothingIsRecorded() throws {
    let phone = device()
    try phone.receive(json: message("m1", channel: "orders"))
    try phone.apply([DeviceSetting(name: "androidDndHidesNotifications", value: false), DeviceSetting(name: "androidDndBypassChannels", value: ["orders"])])
    try phone.apply([DeviceSetting(name: "doNotDisturb", value: "off")])
    #expect(changes(phone).isEmpty)
  }

  /// The user cannot reach a hidden notification: a tap or a dismissal is refused as one on a
  /// notification not shown is, saying why; nothing is recorded and it stays posted.
  @Test func tapAndDismissOnAHiddenOneAreRefused() throws {
    let phone = try priorityPhone()
    let before = phone.trace.events.count
    #expect(throws: DeviceError(
      #"cannot tap {"id": "m1"} on device "device": "#
        + "notification \"m1\" is hidden by Do Not Disturb (dndReason notPriority): "
        + "posted, but out of the shade and the lock screen until a set step turns doNotDisturb off or changes its "
        + "policy to show it")) { try phone.tap(.id("m1")) }
    #expect(throws: DeviceError.self) { try phone.tap(.latest) }
    #expect(throws: DeviceError.self) { try phone.dismiss(.id("m3")) }
    #expect(phone.trace.events.count == before)
    try phone.tap(.id("m2"))
    #expect(phone.tray.notifications.map(\.id) == ["m1", "m3"])
    // Kept in the shade ("No sound from notifications"): reachable.
    try phone.apply([DeviceSetting(name: "androidDndHidesNotifications", value: false)])
    try phone.dismiss(.id("m3"))
    #expect(phone.tray.notifications.map(\.id) == ["m1"])
  }

  /// The system's bundle summary is posted on a bundled notification's channel, so Do Not
  /// Disturb hides it with them: a tap or a swipe on it is refused while every bundled one is
  /// hidden, and reaches it again once one is back in the shade.
  @Test func theBundleSummaryIsHiddenWithEverythingItBundles() throws {
    let phone = device { $0.androidAutoGroupAtCount = 2; $0.androidDndBypassChannels = ["alerts"] }
    try phone.receive(json: message("m1", channel: "orders"))
    try phone.receive(json: message("m2", channel: "orders"))
    try phone.apply([DeviceSetting(name: "doNotDisturb", value: "priorityOnly")])
    #expect(phone.androidAutoGroup.summaryShown)
    let before = phone.trace.events.count
    #expect(throws: DeviceError(
      #"cannot tap the system's bundle summary (ranker_group) on device "device": Do Not Disturb hides it with "#
        + "every notification it bundles (dndReason notPriority): posted, but out of the shade and the lock screen "
        + "until a set step turns doNotDisturb off or changes its policy to show them")) { try phone.tap(.tag("ranker_group")) }
    #expect(throws: DeviceError.self) { try phone.dismiss(.id("ranker_group")) }
    #expect(phone.trace.events.count == before && phone.tray.notifications.count == 2)
    try phone.receive(json: message("m3", channel: "alerts"))
    try phone.dismiss(.id("ranker_group"))
    #expect(phone.tray.isEmpty)
  }

  /// The app cancels its hidden notifications as any other (`NotificationManager.cancel`).
  @Test func theAppRemovesAHiddenOne() throws {
    let phone = try priorityPhone()
    phone.removeDeliveredNotifications(withIdentifiers: ["m1"])
    phone.removeDeliveredNotifications(matching: .latest)
    #expect(phone.events(named: "notification.removed").map { "\($0["id"]?.stringValue ?? "") \($0["reason"]?.stringValue ?? "")" } == [
      "m1 app", "m3 app",
    ])
    phone.removeAllDeliveredNotifications()
    #expect(phone.tray.notifications.isEmpty)
  }
}
