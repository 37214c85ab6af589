import Testing

@testable import PushSim

/// ``ClosureServiceExtension`` and ``ServiceExtensionResponse/bestAttempt``: when an extension
/// overruns its budget, `serviceExtensionTimeWillExpire()` works on the extension's
/// `bestAttemptContent`, what its `didReceive` built so far, and by default hands it (R-NSE-2);
/// the original is shown only when it built none or hands nothing (R-NSE-3).
struct ClosureServiceExtensionTests {
  static let alert = #"{"aps":{"alert":{"title":"Hello","body":"World"},"mutable-content":1}}"#
  static let headers: PushHeaders = ["apns-push-type": "alert"]

  /// A background iPhone with `serviceExtension`, after the push and the 30 s budget.
  func timedOut(_ serviceExtension: ClosureServiceExtension) throws -> SimulatedDevice {
    let device = SimulatedDevice(platform: .iOS, state: .background)
    device.setServiceExtension(serviceExtension)
    try device.receive(json: Self.alert, headers: Self.headers)
    device.advance(by: .seconds(29))
    #expect(device.tray.isEmpty)
    device.advance(by: .seconds(1))
    #expect(device.events(named: "extension.timedOut").count == 1)
    #expect(device.events(named: "extension.completed").isEmpty)
    return device
  }

  /// A `didReceive` that edits its copy, then takes 45 s: at 30 s the expiry hands those edits
  /// by default, and they are shown (not the original).
  @Test func byDefaultTheEditsMadeBeforeTheOverrunAreShown() throws {
    let device = try timedOut(ClosureServiceExtension { content, _ in
      var decrypted = content
      decrypted.body = "Decrypted"
      return .completes(after: .seconds(45), with: decrypted)
    })
    let event = try #require(device.events(named: "extension.timedOut").first)
    #expect(event["bestAttempt"] == .object(["title": "Hello", "body": "Decrypted"]))
    #expect(event["usedOriginal"] == .bool(false))
    #expect(device.tray.latest?.body == "Decrypted")
    #expect(device.tray.latest?.title == "Hello")
  }

  /// An explicit best attempt says what was built when the time ran out: the decrypted text,
  /// not the image still downloading.
  @Test func anExplicitBestAttemptLeavesOutTheUnfinishedWork() throws {
    let device = try timedOut(ClosureServiceExtension { content, _ in
      var decrypted = content
      decrypted.body = "Decrypted"
      var withImage = decrypted
      withImage.attachments = ["https://cdn.example.com/i.jpg"]
      return .completes(after: .seconds(45), with: withImage, bestAttempt: decrypted)
    })
    #expect(device.tray.latest?.body == "Decrypted")
    #expect(device.tray.latest?.attachments == [])
    #expect(device.events(named: "notification.displayed").first?["attachments"] == nil)
  }

  /// The expiry closure is given the best attempt `didReceive` built, not the delivered content,
  /// and may still return `nil`: then the original is shown.
  @Test func theExpiryClosureIsGivenTheBestAttempt() throws {
    let given = Recorder<NotificationContent>()
    let device = try timedOut(ClosureServiceExtension(
      timeWillExpire: { content in
        given.append(content)
        return nil
      },
      { content, _ in
        var partial = content
        partial.title = "Partly done"
        return .neverCompletes(bestAttempt: partial)
      }))
    #expect(given.values == [NotificationContent(title: "Partly done", body: "World")])
    let event = try #require(device.events(named: "extension.timedOut").first)
    #expect(event["bestAttempt"] == nil)
    #expect(event["usedOriginal"] == .bool(true))
    #expect(device.tray.latest?.title == "Hello")
  }

  /// An extension that built nothing shows the original by default, and `extension.timedOut`
  /// has no `bestAttempt`; an expiry closure is then given the delivered content.
  @Test func withNothingBuiltTheOriginalIsShownOrGivenToTheClosure() throws {
    let plain = try timedOut(ClosureServiceExtension { _, _ in
      ServiceExtensionResponse(takes: .seconds(60), outcome: .neverCompletes)
    })
    #expect(plain.events(named: "extension.timedOut").first?["bestAttempt"] == nil)
    #expect(plain.events(named: "extension.timedOut").first?["usedOriginal"] == .bool(true))
    #expect(plain.tray.latest?.title == "Hello")

    let given = Recorder<NotificationContent>()
    let withClosure = try timedOut(ClosureServiceExtension(
      timeWillExpire: { content in
        given.append(content)
        var best = content
        best.body = "Open the app to read it"
        return best
      },
      { _, _ in .neverCompletes(bestAttempt: nil) }))
    #expect(given.values == [NotificationContent(title: "Hello", body: "World")])
    #expect(withClosure.tray.latest?.body == "Open the app to read it")
  }

  /// A best attempt built without alert text is handed and traced but not shown (R-NSE-4).
  @Test func aBestAttemptWithoutAlertTextShowsTheOriginal() throws {
    let device = try timedOut(ClosureServiceExtension { content, _ in
      var stripped = content
      stripped.title = ""
      stripped.body = ""
      return .completes(after: .seconds(45), with: stripped)
    })
    let event = try #require(device.events(named: "extension.timedOut").first)
    #expect(event["bestAttempt"] == .object(["title": "", "body": ""]))
    #expect(event["usedOriginal"] == .bool(true))
    #expect(device.tray.latest?.body == "World")
  }

  /// A response's best attempt is by default what it completes with, and nothing for one that
  /// crashes or never completes; the explicit forms keep what they are given.
  @Test func responsesDefaultTheirBestAttemptToTheirContent() {
    let content = NotificationContent(title: "T", body: "B")
    #expect(ServiceExtensionResponse.completes(after: .seconds(40), with: content).bestAttempt == content)
    #expect(ServiceExtensionResponse(takes: .zero, outcome: .completes(content)).bestAttempt == content)
    #expect(ServiceExtensionResponse(takes: .zero, outcome: .crashes).bestAttempt == nil)
    #expect(ServiceExtensionResponse(takes: .zero, outcome: .neverCompletes).bestAttempt == nil)
    #expect(ServiceExtensionResponse.completes(after: .seconds(40), with: content, bestAttempt: nil).bestAttempt == nil)
    #expect(ServiceExtensionResponse.neverCompletes(bestAttempt: content).outcome == .neverCompletes)
    #expect(ServiceExtensionResponse.neverCompletes(bestAttempt: content).bestAttempt == content)
  }

  /// An extension that implements only the one-argument `serviceExtensionTimeWillExpire(_:)` is
  /// given the best attempt its `didReceive` built, or the original when it built none.
  @Test func aOneArgumentExpiryIsGivenTheBestAttempt() throws {
    final class HandsWhatItIsGiven: NotificationServiceExtension {
      var given: [NotificationContent] = []
      let builds: Bool
      init(builds: Bool) { self.builds = builds }
      func didReceive(_ content: NotificationContent, push: IncomingPush) -> ServiceExtensionResponse {
        var partial = content
        partial.subtitle = "Partial"
        return .neverCompletes(bestAttempt: builds ? partial : nil)
      }
      func serviceExtensionTimeWillExpire(_ content: NotificationContent) -> NotificationContent? {
        given.append(content)
        return content
      }
    }
    for builds in [true, false] {
      let nse = HandsWhatItIsGiven(builds: builds)
      let device = SimulatedDevice(platform: .iOS, state: .background)
      device.setServiceExtension(nse)
      try device.receive(json: Self.alert, headers: Self.headers)
      device.advance(by: .seconds(30))
      #expect(nse.given == [NotificationContent(title: "Hello", subtitle: builds ? "Partial" : nil, body: "World")])
      #expect(device.tray.latest?.content.subtitle == (builds ? "Partial" : nil))
    }
  }

  /// A response completed in time is unaffected: the expiry closure never runs.
  @Test func anExtensionThatCompletesInTimeNeverExpires() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background)
    device.setServiceExtension(ClosureServiceExtension(
      timeWillExpire: { _ in
        Issue.record("timeWillExpire should not be called")
        return nil
      },
      { content, _ in
        var decrypted = content
        decrypted.body = "Decrypted"
        return .completes(after: .seconds(30), with: decrypted)
      }))
    try device.receive(json: Self.alert, headers: Self.headers)
    device.advance(by: .seconds(30))
    #expect(device.events(named: "extension.completed").count == 1)
    #expect(device.tray.latest?.body == "Decrypted")
  }
}

/// Collects what a closure was given, for a test to read back.
private final class Recorder<Value> {
  private(set) var values: [Value] = []
  func append(_ value: Value) { values.append(value) }
}
