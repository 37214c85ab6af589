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

  /// The fields are shared by copies until one is changed: a change to a copy (every field, the
  /// web flags included) never shows through another copy, nor through a push holding one.
  @Test func copiesKeepValueSemantics() {
    let original = PushNotification(id: "i", title: "t", tag: "g", badge: 1, buttons: [NotificationButton(id: "ok")])
    var copy = original
    copy.title = "changed"
    copy.tag = nil
    copy.badge = 2
    copy.buttons = []
    copy.renotify = true
    copy.silent = true
    copy.additionalData = .object(["k": .string("v")])
    #expect(original.title == "t" && original.tag == "g" && original.badge == 1 && original.buttons.map(\.id) == ["ok"])
    #expect(!original.renotify && !original.silent && original.additionalData == nil)
    #expect(copy.id == "i" && copy.title == "changed" && copy.tag == nil && copy.badge == 2 && copy.buttons.isEmpty)
    #expect(copy.renotify && copy.silent && copy.additionalData == .object(["k": .string("v")]))

    var push = IncomingPush(
      platform: .iOS, dialect: .apns, kind: .alert, notification: original, headers: ValidatedPushHeaders(),
      size: 0, warnings: [], payload: nil, remoteMessage: nil, webPushText: nil)
    var held = push.notification
    held.body = "mine"
    #expect(push.notification.body == nil)
    push.notification.body = "pushed"
    #expect(held.body == "mine" && original.body == nil && push.notification.body == "pushed")
  }

  /// Printing a notification shows its fields, as printing a struct that stores them does, not
  /// the box that holds them.
  @Test func descriptionShowsTheFields() {
    var n = PushNotification(id: "n1")
    n.title = "T"
    n.badge = 3
    let text = String(describing: n)
    #expect(text.hasPrefix("PushNotification(id: \"n1\", title: Optional(\"T\"), subtitle: nil"))
    #expect(text.contains("badge: Optional(3)") && text.contains("silent: false") && !text.contains("Fields"))
    var other = n
    #expect(String(describing: other) == text)
    other.body = "B"
    #expect(String(describing: other) != text)
  }
}

/// What an app's test prints of a push, a JSON value or an object (a failed `#expect` shows
/// the same): the fields and the JSON text, not the storage boxes.
struct ReadableDescriptionTests {
  @Test func pushShowsItsFields() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background)
    let push = try device.receive(json: #"{"aps":{"alert":{"title":"Hi"}},"order":"A-7"}"#, headers: ["apns-push-type": "alert"]).get()
    let text = String(describing: push)
    #expect(text.hasPrefix(#"IncomingPush(platform: ios, dialect: apns, kind: alert, notification: PushSim.PushNotification(id: "apns-1", title: Optional("Hi")"#))
    #expect(text.contains(#"headers: PushSim.ValidatedPushHeaders(apnsPushType: PushSim.APNsPushType.alert)"#))
    #expect(text.contains(#"payload: Optional({"aps":{"alert":{"title":"Hi"}},"order":"A-7"})"#))
    #expect(!text.contains("Storage") && !text.contains("unknown context") && !text.contains("Indirect") && !text.contains("index: 0"))
  }

  @Test(arguments: [
    #"{"message":{"token":"t","data":{"order":"A-7"},"notification":{"title":"Hi"}}}"#,
    #"{"order":"A-7","gcm.n.e":"1","gcm.notification.title":"Hi","google.message_id":"m1"}"#,
  ])
  func androidPushShowsTheMessageAndItsData(payload: String) throws {
    let device = SimulatedDevice(platform: .android, state: .background)
    let push = try device.receive(json: payload).get()
    let text = String(describing: push)
    #expect(text.contains(#"data: ["order": "A-7"]"#))
    #expect(text.contains(#"additionalData: Optional({"order":"A-7"})"#))
    #expect(text.contains(#"notification: Optional(PushSim.RemoteMessage.Notification(title: Optional("Hi")"#))
    #expect(!text.contains("Storage") && !text.contains("unknown context") && !text.contains("appData") && !text.contains("FCMv1Source"))
    #expect(String(describing: try SimulatedDevice(platform: .android, state: .background).receive(json: payload).get()) == text)
  }

  @Test func remoteMessageDataForKeyIsGetDataGet() throws {
    let device = SimulatedDevice(platform: .android, state: .foreground)
    let push = try device.receive(json: #"{"order":"A-7","google.message_id":"m1"}"#).get()
    let message = try #require(push.remoteMessage)
    #expect(message.data(forKey: "order") == "A-7")
    #expect(message.data(forKey: "google.message_id") == nil)  // reserved: not in getData()
    #expect(message.rawData["google.message_id"] == "m1")
    #expect(message.data(forKey: "missing") == nil)
  }

  @Test func jsonPrintsAsJSON() throws {
    let object: JSONObject = ["int_age": .integer(30), "name": .string("Kathy")]
    #expect(String(describing: object) == #"{"int_age":30,"name":"Kathy"}"#)
    #expect(String(describing: JSONValue.object(object)) == #"{"int_age":30,"name":"Kathy"}"#)
    #expect("\(JSONValue.array([.null, .bool(true), .double(1.5)]))" == "[null,true,1.5]")
    #expect(String(reflecting: JSONValue.string("a\"b")) == #""a\"b""#)
  }
}
