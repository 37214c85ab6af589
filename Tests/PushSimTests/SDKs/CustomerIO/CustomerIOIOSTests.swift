import PushSim
import Testing

/// How the Customer.io iOS SDK reads `CIO.push` (CIO-I `PushNotification.swift`).
struct CustomerIOIOSTests {
  /// `CIO.push.link` and `CIO.push.image` become `cioDeepLink` and `cioImage`.
  @Test func linkAndImage() throws {
    let n = try CIO.notification(
      #"{"aps":{"alert":{"title":"T","body":"B"},"mutable-content":1},\#(CIO.delivery),"CIO":{"push":{"link":"app://x","image":"https://img.test/a.png"}}}"#)
    #expect(n.cioDeepLink == "app://x")
    #expect(n.cioImage == "https://img.test/a.png")
    #expect(n.title == "T")
    #expect(n.body == "B")
    #expect(n.runsRichPushExtension)
    #expect(n.richPushImage == "https://img.test/a.png")
    #expect(n.reportsDelivered)
    #expect(n.issues.isEmpty)
  }

  /// Only https images are attached; others are read but not attached, with a warning.
  @Test func onlyHTTPSImagesAreAttached() throws {
    let n = try CIO.notification(
      #"{"aps":{"alert":"B","mutable-content":1},\#(CIO.delivery),"CIO":{"push":{"image":"http://img.test/a.png"}}}"#)
    #expect(n.cioImage == "http://img.test/a.png")
    #expect(n.richPushImage == nil)
    #expect(n.issues.map(\.reason) == ["imageNotHttps"])
  }

  /// Without `mutable-content: 1` the extension does not run: no image and no delivered metric.
  @Test func withoutMutableContentNoImageAndNoDelivered() throws {
    let n = try CIO.notification(#"{"aps":{"alert":"B"},\#(CIO.delivery),"CIO":{"push":{"image":"https://img.test/a.png"}}}"#)
    #expect(!n.runsRichPushExtension)
    #expect(n.richPushImage == nil)
    #expect(!n.reportsDelivered)
  }

  /// `mutable-content: 1` without an alert does not run the extension either (R-NSE-1).
  @Test func mutableContentWithoutAlertDoesNotRunTheExtension() throws {
    let n = try CIO.notification(#"{"aps":{"content-available":1,"mutable-content":1},\#(CIO.delivery)}"#)
    #expect(!n.runsRichPushExtension)
    #expect(n.isSilent)
  }

  /// Fields of the wrong type are ignored with a warning naming the expected type.
  @Test func wrongTypesAreIgnored() throws {
    let cio = try CIO.notification(#"{"aps":{"alert":"B"},\#(CIO.delivery),"CIO":"push"}"#)
    #expect(cio.cioPayload == nil)
    #expect(cio.issues.first?.message.hasPrefix("expected a dictionary at CIO, got a string") == true)
    let link = try CIO.notification(#"{"aps":{"alert":"B"},\#(CIO.delivery),"CIO":{"push":{"link":5,"image":["x"]}}}"#)
    #expect(link.cioDeepLink == nil)
    #expect(link.cioImage == nil)
    #expect(link.issues.map(\.reason) == ["fieldWrongType", "fieldWrongType"])
    #expect(link.issues.first?.message.hasPrefix("expected a string at CIO.push.image, got an array") == true)
  }

  /// `data` is the whole userInfo; `pushId` the request identifier.
  @Test func dataIsTheWholeUserInfo() throws {
    let push = try WP.push(#"{"aps":{"alert":"B"},\#(CIO.delivery),"custom":{"k":1}}"#, on: .iOS, headers: ["apns-collapse-id": "c-1"])
    let n = try #require(try? CustomerIODecoder.decodeIOS(push).get())
    #expect(n.pushId == "c-1")
    #expect(n.data.keys == ["aps", "CIO-Delivery-ID", "CIO-Delivery-Token", "custom"])
  }
}
