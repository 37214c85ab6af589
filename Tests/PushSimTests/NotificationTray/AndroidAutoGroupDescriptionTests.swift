import PushSim
import Testing

/// `device.androidAutoGroup` printed in a test shows the ids, in a fixed order, not the set that
/// holds them (a private type named with a memory address, each key's hash).
struct AndroidAutoGroupDescriptionTests {
  @Test func theIDsPrintSortedWithoutStorage() throws {
    let device = SimulatedDevice(platform: .android, state: .background)
    for n in [3, 1, 2] {
      try device.receive(json: #"{"message":{"notification":{"title":"n\#(n)"},"data":{"n":"\#(n)"}}}"#)
    }
    let ids = device.tray.notifications.map(\.id).sorted()
    let expected = "AndroidAutoGroup(ungrouped: \(ids), summaryShown: false)"
    #expect(String(describing: device.androidAutoGroup) == expected)
    #expect(String(describing: device.androidAutoGroup.ungrouped) == ids.description)
    var dumped = ""
    dump(device.androidAutoGroup, to: &dumped)
    for leak in ["unknown context", "Key", "hash", "keys"] { #expect(!dumped.contains(leak), "\(leak) in \(dumped)") }
    #expect(ids.allSatisfy { dumped.contains($0) })
  }

  @Test func anArrayLiteralPrintsInUTF8Order() {
    let ids: AndroidAutoGroup.IDs = ["b", "a", "é", "B"]
    #expect(ids.description == #"["B", "a", "b", "é"]"#)
  }
}
