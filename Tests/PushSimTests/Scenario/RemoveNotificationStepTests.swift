import Testing

@testable import PushSim

/// The `app` step `"do": "removeNotification"`: the app's code removes the notifications a
/// selector designates; the selector is required there and refused beside any other action.
struct RemoveNotificationStepTests {
  static func scenario(_ app: String) -> String {
    #"{"scenario": 1, "name": "t", "devices": {"p": {"platform": "android", "state": "background"}}, "steps": [{"app": \#(app)}]}"#
  }

  static func load(_ app: String) throws(ScenarioError) -> Scenario {
    try ScenarioLoader().load(bytes: Array(scenario(app).utf8), file: "t.json")
  }

  @Test func theSelectorIsRead() throws {
    let loaded = try Self.load(#"{"device": "p", "do": "removeNotification", "notification": {"tag": "thread-a"}}"#)
    guard case .removeNotification(let device, .tag(let tag)) = loaded.steps.first else {
      Issue.record("not a removeNotification step: \(String(describing: loaded.steps.first))")
      return
    }
    #expect(device == "p" && tag == "thread-a")
    #expect(loaded.steps.first?.kind == "app")
  }

  @Test func withoutASelectorItIsRefused() {
    #expect {
      try Self.load(#"{"device": "p", "do": "removeNotification"}"#)
    } throws: { error in
      "\(error)".contains(#""removeNotification" in step 1 (app) needs "notification""#)
    }
  }

  @Test func aSelectorBesideAnotherActionIsRefused() {
    #expect {
      try Self.load(#"{"device": "p", "do": "open", "notification": "latest"}"#)
    } throws: { error in
      "\(error)".contains(#"goes only with "do": "removeNotification""#)
    }
  }

  /// The device's call: by id, by tag, the newest; an id not shown changes nothing.
  @Test func theDeviceRemovesWhatTheSelectorDesignates() throws {
    let device = SimulatedDevice(platform: .android, state: .background)
    for (id, tag) in [("m1", "a"), ("m2", "b"), ("m3", "c")] {
      try device.receive(json: #"{"gcm.n.e":"1","gcm.n.title":"T","gcm.n.tag":"\#(tag)","google.message_id":"\#(id)"}"#)
    }
    device.removeDeliveredNotifications(matching: .id("nope"))
    #expect(device.tray.count == 3)
    device.removeDeliveredNotifications(matching: .tag("b"))
    device.removeDeliveredNotifications(matching: .latest)
    #expect(device.tray.notifications.map(\.id) == ["m1"])
    #expect(device.events(named: "notification.removed").map { $0["reason"] } == ["app", "app"])
  }
}
