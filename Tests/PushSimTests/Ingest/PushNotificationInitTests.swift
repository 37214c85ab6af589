import Testing

@testable import PushSim

/// The decoders' initializer stores every field it is given, and leaves the others at the
/// defaults `init(id:)` gives.
struct PushNotificationInitTests {
  @Test func everyFieldIsStored() {
    let n = PushNotification(
      id: "i", title: "t", subtitle: "s", body: "b", tag: "g", collapseID: "c", collapseKey: "k", group: "r",
      category: "y", channelID: "h", badge: 3, sound: "d", contentAvailable: true, mutableContent: true,
      launchURL: "https://l", imageURL: "https://m", buttons: [NotificationButton(id: "ok")],
      interruptionLevel: "passive", relevanceScore: 0.5, targetContentID: "x", priority: "5", ttl: .seconds(9),
      customData: .value(.object(["a": .string("z")])))
    #expect([n.id, n.title, n.subtitle, n.body, n.tag, n.collapseID, n.collapseKey, n.group] == ["i", "t", "s", "b", "g", "c", "k", "r"])
    #expect([n.category, n.channelID, n.sound, n.launchURL, n.imageURL] == ["y", "h", "d", "https://l", "https://m"])
    #expect([n.interruptionLevel, n.targetContentID, n.priority] == ["passive", "x", "5"])
    #expect(n.badge == 3 && n.contentAvailable && n.mutableContent && n.relevanceScore == 0.5 && n.ttl == .seconds(9))
    #expect(n.buttons.map(\.id) == ["ok"])
    #expect(n.additionalData == .object(["a": .string("z")]))
    #expect(!n.renotify && !n.requireInteraction && !n.silent)
  }

  @Test func omittedFieldsAreTheDefaults() {
    let given = PushNotification(id: "i", body: "b")
    var expected = PushNotification(id: "i")
    expected.body = "b"
    #expect(given.title == expected.title && given.body == expected.body && given.badge == nil)
    #expect(given.buttons.isEmpty && given.additionalData == nil && !given.contentAvailable && given.ttl == nil)
  }
}
