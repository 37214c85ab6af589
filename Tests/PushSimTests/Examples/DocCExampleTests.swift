import Foundation
import PushSim
import Testing

// The complete example of the DocC article "Testing your delegate with Swift Testing"
// (Sources/PushSim/PushSim.docc/TestingYourDelegate.md), kept compiling and passing.

/// The app's own push handling: the code under test.
final class OrderNotifications: PushDelegate {
  /// The orders the user opened from a notification.
  private(set) var openedOrders: [String] = []

  /// In the foreground, show order pushes as a banner with sound.
  func willPresent(_ push: IncomingPush) -> PresentationOptions? { [.banner, .sound] }

  /// A tap opens the order the push names.
  func onNotificationOpened(_ push: IncomingPush, buttonIndex: Int?) {
    if case .string(let order)? = push.notification.additionalData?["order"] {
      openedOrders.append(order)
    }
  }
}

struct OrderNotificationsTests {
  static let shipped = #"{"aps":{"alert":{"title":"Order shipped","body":"Arriving Tuesday"}},"order":"A-1042"}"#

  @Test(arguments: [AppState.foreground, .background, .notRunning])
  func tappingTheNotificationOpensTheOrder(state: AppState) throws {
    let device = SimulatedDevice(platform: .iOS, state: state)
    let app = OrderNotifications()
    device.setDelegate(app)

    try device.receive(json: Self.shipped, headers: ["apns-push-type": "alert"])
    #expect(device.tray.latest?.title == "Order shipped")

    try device.tap()
    #expect(app.openedOrders == ["A-1042"])
    #expect(device.state == .foreground)
  }

  @Test func aForceQuitAppIsNotWokenButTheTapStillOpensTheOrder() throws {
    let device = SimulatedDevice(platform: .iOS, state: .forceQuit)
    let app = OrderNotifications()
    device.setDelegate(app)

    let silentToo = #"{"aps":{"alert":"Order shipped","content-available":1},"order":"A-7"}"#
    try device.receive(json: silentToo, headers: ["apns-push-type": "alert"])
    #expect(!device.trace.events.contains { $0.name == "delegate.didReceiveRemoteNotification" })

    try device.tap()
    #expect(app.openedOrders == ["A-7"])
  }
}

/// The article shows the code of this file: a change to one must reach the other.
struct DocCExampleSyncTests {
  @Test func theArticleShowsThisFilesCode() throws {
    let here = URL(fileURLWithPath: #filePath)
    let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let article = try String(contentsOf: root.appendingPathComponent("Sources/PushSim/PushSim.docc/TestingYourDelegate.md"), encoding: .utf8)
    let source = try String(contentsOf: here, encoding: .utf8)
    let block = try #require(article.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "```").first)
    // Everything from the delegate class to the end of the tests appears in this file as is.
    let code = try #require(block.range(of: "/// The app's own push handling").map { String(block[$0.lowerBound...]) })
    #expect(source.contains(code.trimmingCharacters(in: .whitespacesAndNewlines)), "TestingYourDelegate.md and DocCExampleTests.swift differ")
    #expect(block.hasPrefix("import PushSim\nimport Testing\n"))
  }
}
