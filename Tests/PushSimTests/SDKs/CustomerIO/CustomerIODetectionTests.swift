import PushSim
import Testing

/// Whether the Customer.io SDK treats a push as its own (VENDORS.md §4).
struct CustomerIODetectionTests {
  /// Android: both delivery keys in the data map make it a Customer.io push.
  @Test func androidNeedsBothDeliveryKeys() throws {
    let payload = try CIO.payload(#"{\#(CIO.delivery),"title":"Hi"}"#)
    #expect(payload.cioDeliveryId == "dlv-1")
    #expect(payload.cioDeliveryToken == "tok-1")
    let onlyID = try CIO.android(#"{"CIO-Delivery-ID":"dlv-1","title":"Hi"}"#)
    #expect(Vendor.rejection(onlyID)?.reason == "notCustomerIO")
    #expect(Vendor.rejection(onlyID)?.message.hasPrefix("no CIO-Delivery-Token in the data map") == true)
  }

  /// Android: a push with an empty data map (only a notification block) is "empty" and not
  /// handled by the SDK.
  @Test func androidEmptyDataMapIsNotHandled() throws {
    let result = try CIO.android(#"{"message":{"notification":{"title":"Hi","body":"There"}}}"#)
    #expect(Vendor.rejection(result)?.reason == "emptyData")
  }

  /// iOS: both keys must be at the top level.
  @Test func iOSNeedsBothKeysAtTheTopLevel() throws {
    let nested = try CIO.iOS(#"{"aps":{"alert":"Hi"},"CIO":{\#(CIO.delivery)}}"#)
    #expect(Vendor.rejection(nested)?.message.hasPrefix("no CIO-Delivery-ID and CIO-Delivery-Token at the top level of userInfo") == true)
    #expect(try CIO.notification(#"{"aps":{"alert":"Hi"},\#(CIO.delivery)}"#).isPushSentFromCio)
  }

  /// iOS: a delivery key that is not a string means "not Customer.io's", with the exact reason.
  @Test func iOSDeliveryKeysMustBeStrings() throws {
    let result = try CIO.iOS(#"{"aps":{"alert":"Hi"},"CIO-Delivery-ID":123,"CIO-Delivery-Token":"tok"}"#)
    #expect(
      Vendor.rejection(result)?.description
        == #"deliveryKeyNotAString: expected a string at CIO-Delivery-ID, got an integer; the iOS SDK reads it with `as? String` and does not treat the push as its own. Send "123" instead (CIO-I PushNotification.swift)"#)
    let token = try CIO.iOS(#"{"aps":{"alert":"Hi"},"CIO-Delivery-ID":"d","CIO-Delivery-Token":null}"#)
    #expect(Vendor.rejection(token)?.message.hasPrefix("expected a string at CIO-Delivery-Token, got null") == true)
  }

  /// A blank delivery id is still handled, with a warning (no metrics).
  @Test func blankDeliveryIDIsAWarning() throws {
    let payload = try CIO.payload(#"{"CIO-Delivery-ID":" ","CIO-Delivery-Token":"t","title":"Hi"}"#)
    #expect(payload.issues.map(\.reason) == ["blankDeliveryId"])
  }

  /// The web is not modelled: parse says so.
  @Test func webIsNotModelled() throws {
    let view = CustomerIODecoder.sdkView(of: try WP.push(#"{"title":"Hi"}"#, on: .web))
    #expect(view["accepted"] == false)
    #expect(view["reason"]?.stringValue?.hasPrefix("platformNotModelled") == true)
  }
}
