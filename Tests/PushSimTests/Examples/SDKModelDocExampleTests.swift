import PushSim
import Testing

/// The typed SDK models the DocC article "Testing your delegate" lists, read as a test outside
/// the package reads them (public API only, `import PushSim`).
struct SDKModelDocExampleTests {
  static func decode(_ platform: Platform, _ json: String) throws -> IncomingPush {
    try PushDecoder(platform: platform)
      .decode(json: json, headers: platform == .iOS ? ["apns-push-type": "alert"] : PushHeaders()).get()
  }

  @Test func eachSDKsModelIsReadableWithoutJSON() throws {
    let oneSignal = try Self.decode(.iOS, #"{"aps":{"alert":"Hi"},"custom":{"i":"os-1","a":{"promo":"SPRING"}}}"#)
    #expect(OSNotificationDecoder().decode(oneSignal).notification?.notificationId == "os-1")

    let wonderPush = try Self.decode(.android, #"{"_wp":"{\"c\":\"spring\",\"alert\":{\"text\":\"Hi\"}}"}"#)
    #expect(try WonderPushDecoder.decode(wonderPush).get().campaignId == "spring")

    let mappIOS = try Self.decode(.iOS, #"{"aps":{"alert":"Hi"},"p":48213}"#)
    #expect(try MappPushDecoder.decodeIOS(mappIOS).get().uniqueID == 48213)
    let mappAndroid = try Self.decode(.android, #"{"p":"1234","alert":"Hi"}"#)
    #expect(try MappPushDecoder.decodeAndroid(mappAndroid).get().alert == "Hi")

    let cioIOS = try Self.decode(.iOS, #"{"aps":{"alert":"Hi"},"CIO-Delivery-ID":"d1","CIO-Delivery-Token":"t1"}"#)
    #expect(try CustomerIODecoder.decodeIOS(cioIOS).get().cioDelivery.id == "d1")
    let cioAndroid = try Self.decode(.android, #"{"CIO-Delivery-ID":"d2","CIO-Delivery-Token":"t2","title":"Hi"}"#)
    #expect(try CustomerIODecoder.decodeAndroid(cioAndroid).get().cioDeliveryId == "d2")

    let kii = try Self.decode(.android, #"{"s":"u1","t":"DATA_OBJECT_CREATED"}"#)
    #expect(try KiiMessageDecoder.decode(kii).get().payload["t"] == "DATA_OBJECT_CREATED")
  }

  @Test func aPushAnSDKDoesNotTakeIsItsFailure() throws {
    let plain = try Self.decode(.iOS, #"{"aps":{"alert":"Hi"}}"#)
    #expect(!OSNotificationDecoder().decode(plain).accepted)
    #expect(throws: PayloadIssue.self) { try WonderPushDecoder.decode(plain).get() }
    #expect(throws: PayloadIssue.self) { try MappPushDecoder.decodeIOS(plain).get() }
    #expect(throws: PayloadIssue.self) { try CustomerIODecoder.decodeIOS(plain).get() }
  }
}
