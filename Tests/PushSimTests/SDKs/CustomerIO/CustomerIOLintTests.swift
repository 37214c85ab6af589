import PushSim
import Testing

/// `pushsim lint --sdk customerio` rules, one test each.
struct CustomerIOLintTests {
  /// A push without the delivery keys is an error: the SDK does not handle it.
  @Test func missingDeliveryTokenIsAnError() throws {
    #expect(try CIO.lint(#"{"CIO-Delivery-ID":"d","title":"Hi"}"#, .android) == ["error:notCustomerIO"])
    #expect(try CIO.lint(#"{"aps":{"alert":"Hi","mutable-content":1},"CIO-Delivery-ID":"d"}"#, .iOS) == ["error:notCustomerIO"])
  }

  /// A delivery key of the wrong type on iOS is an error.
  @Test func deliveryKeyOfTheWrongTypeIsAnError() throws {
    #expect(
      try CIO.lint(#"{"aps":{"alert":"Hi","mutable-content":1},"CIO-Delivery-ID":1,"CIO-Delivery-Token":"t"}"#, .iOS)
        == ["error:deliveryKeyNotAString"])
  }

  /// An empty Android data map is an error for Customer.io.
  @Test func emptyDataMapIsAnError() throws {
    #expect(try CIO.lint(#"{"message":{"notification":{"title":"Hi"}}}"#, .android) == ["error:emptyData"])
  }

  /// A non-https image is a warning on both platforms.
  @Test func nonHTTPSImageIsAWarning() throws {
    #expect(try CIO.lint(#"{\#(CIO.delivery),"title":"T","image":"http://x.test/a.png"}"#, .android) == ["warning:imageNotHttps"])
    #expect(
      try CIO.lint(#"{"aps":{"alert":"T","mutable-content":1},\#(CIO.delivery),"CIO":{"push":{"image":"ftp://x.test/a.png"}}}"#, .iOS)
        == ["warning:imageNotHttps"])
  }

  /// iOS without `mutable-content: 1` is a warning (no image, no delivered metric); a silent
  /// push is not.
  @Test func missingMutableContentIsAWarning() throws {
    #expect(try CIO.lint(#"{"aps":{"alert":"T"},\#(CIO.delivery)}"#, .iOS) == ["warning:mutableContentMissing"])
    #expect(
      try CIO.lint(#"{"aps":{"content-available":1},\#(CIO.delivery)}"#, .iOS, headers: ["apns-push-type": "background", "apns-priority": 5])
        == [])
  }

  /// Wrong `CIO` shapes are warnings.
  @Test func wrongCIOShapeIsAWarning() throws {
    #expect(try CIO.lint(#"{"aps":{"alert":"T","mutable-content":1},\#(CIO.delivery),"CIO":{"push":[1]}}"#, .iOS) == ["warning:fieldWrongType"])
  }

  /// FCM v1 shape errors: unknown fields, `*_loc_args` strings, non-string values, bad colours.
  @Test func fcmV1ShapeErrors() throws {
    #expect(try CIO.lint(#"{"message":{"data":{\#(CIO.delivery)},"notification":{"title":"T","icon":"x"}}}"#, .android) == ["error:unknownField"])
    #expect(
      try CIO.lint(#"{"message":{"data":{\#(CIO.delivery)},"android":{"notification":{"title":"T","tag":5}}}}"#, .android)
        == ["error:fieldNotAString"])
    #expect(
      try CIO.lint(#"{"message":{"data":{\#(CIO.delivery)},"android":{"notification":{"title":"T","title_loc_args":[1]}}}}"#, .android)
        == ["error:locArgsNotAnArray"])
  }

  /// Unrendered Liquid in a title is a warning.
  @Test func unrenderedLiquidIsAWarning() throws {
    #expect(try CIO.lint(#"{\#(CIO.delivery),"title":"Hi {{customer.first_name}}"}"#, .android) == ["warning:unrenderedLiquid"])
  }

  /// Without `--sdk customerio` none of these rules apply.
  @Test func otherSDKsIgnoreCustomerIORules() {
    let findings = PayloadLinter.lint(Array(#"{"CIO-Delivery-ID":"d","title":"Hi"}"#.utf8), platform: .android)
    #expect(findings.isEmpty)
  }
}
