import Testing

@testable import PushSim

/// `SDKEffect.regroup` names notifications the SDK saw shown; one that is gone by the time the
/// device reposts (no path reaches this today) is skipped, and a regroup left with nothing
/// records nothing.
struct OneSignalRegroupSkipTests {
  @Test func anIDNoLongerShownIsSkipped() throws {
    let (device, _) = OneSignalGrouplessTests.android()
    try OneSignalGrouplessTests.receive(1...2, on: device)
    let shown = device.tray.notifications.map(\.id)
    #expect(shown == ["m1", "m2"])
    device.regroup(["gone", "m2"], into: OneSignalGrouplessTests.group)
    #expect(OneSignalGrouplessTests.regrouped(device) == [["m2"]])
    #expect(device.tray.notification(id: "m2")?.content.group == OneSignalGrouplessTests.group)
    #expect(device.tray.notification(id: "m1")?.content.group == nil)
    device.regroup(["gone"], into: OneSignalGrouplessTests.group)
    #expect(OneSignalGrouplessTests.regrouped(device).count == 1)
    #expect(device.tray.count == 2)
  }
}
