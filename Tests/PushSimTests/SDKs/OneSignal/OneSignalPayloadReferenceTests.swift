import PushSim
import Testing

/// Every example and field of OneSignal's payload reference
/// (https://documentation.onesignal.com/docs/en/osnotification-payload, the French page in
/// shared/seeds), parsed as the SDK does.
struct OneSignalPayloadReferenceTests {
  /// "All OneSignal notifications include a special custom object": `{"custom": {"i": …}}` is
  /// what makes a push OneSignal's, on iOS beside `aps`.
  @Test func theCustomObjectCarriesTheNotificationId() throws {
    let n = try OneSignal.iOS(#"{"aps":{"alert":"Hi"},"custom":{"i":"the-notification-id"}}"#)
    #expect(n.notificationId == "the-notification-id")
  }

  /// The page's snippet alone has no `aps`: APNs refuses it before the SDK sees it.
  @Test func theSnippetAloneIsNotAnAPNsPayload() {
    let decoded = PushDecoder(platform: .iOS).decode(
      Array(#"{"custom":{"i":"the-notification-id"}}"#.utf8), headers: ValidatedPushHeaders(),
      sequence: 1)
    guard case .failure(let issue) = decoded else {
      Issue.record("a payload without aps should be refused")
      return
    }
    #expect(issue.message.hasPrefix("no \"aps\" dictionary at the top level"))
  }

  /// On Android the same object travels as a JSON string in the data map.
  @Test func onAndroidTheCustomObjectIsAJSONString() throws {
    let n = try OneSignal.android(["custom": #"{"i":"the-notification-id"}"#])
    #expect(n.notificationId == "the-notification-id")
  }

  /// "If it is missing, notifications will not trigger click events or analytics": not accepted.
  @Test func withoutCustomTheSDKDoesNotProcessThePush() throws {
    #expect(try !OneSignal.decode(#"{"aps":{"alert":"Hi"}}"#, platform: .iOS).accepted)
    #expect(try !OneSignal.decode(OneSignal.dataMap(["alert": "Hi"]), platform: .android).accepted)
  }

  /// The root-payload example as printed has no `custom.i`, so the SDK does not process it.
  @Test func theRootPayloadExampleAsPrintedIsNotProcessed() throws {
    let example =
      #"{"aps":{"alert":{"title":"Sale","body":"20% off all items!"}},"promo_code":"SPRING20"}"#
    let outcome = try OneSignal.decode(
      example, platform: .iOS, decoder: OSNotificationDecoder(additionalDataIsRootPayload: true))
    #expect(outcome.reason?.reason == "missingCustom")
  }

  /// With the id and `additional_data_is_root_payload: true`, `promo_code` at the root is
  /// additionalData; the title and body come from the alert.
  @Test func theRootPayloadExampleWithTheSetting() throws {
    let example =
      #"{"aps":{"alert":{"title":"Sale","body":"20% off all items!"}},"custom":{"i":"id-1"},"promo_code":"SPRING20"}"#
    let n = try OneSignal.iOS(
      example, decoder: OSNotificationDecoder(additionalDataIsRootPayload: true))
    #expect(n.title == "Sale")
    #expect(n.body == "20% off all items!")
    #expect(n.additionalData == ["promo_code": "SPRING20"])
    #expect(n.rawPayload["promo_code"] == "SPRING20")
  }

  /// Without the setting, an original-format payload's root keys are not additionalData.
  @Test func theRootPayloadExampleWithoutTheSetting() throws {
    let example =
      #"{"aps":{"alert":{"title":"Sale","body":"20% off all items!"}},"custom":{"i":"id-1"},"promo_code":"SPRING20"}"#
    let outcome = try OneSignal.decode(example, platform: .iOS)
    #expect(outcome.notification?.additionalData == nil)
    #expect(outcome.warningReasons == ["rootKeysNotInAdditionalData"])
  }

  /// In the os_data format the root keys are additionalData whatever the setting.
  @Test func theRootPayloadExampleInTheOSDataFormat() throws {
    let example =
      #"{"aps":{"alert":{"title":"Sale","body":"20% off all items!"}},"os_data":{"i":"id-1"},"promo_code":"SPRING20"}"#
    #expect(try OneSignal.iOS(example).additionalData == ["promo_code": "SPRING20"])
  }

  /// The limits: 4096 bytes refused, 3500 advised, additionalData 2048.
  @Test func theLimits() throws {
    #expect(OSNotification.payloadLimit == 4096)
    #expect(OSNotification.recommendedPayloadSize == 3500)
    #expect(OSNotification.additionalDataLimit == 2048)
    let tooLarge =
      #"{"aps":{"alert":""# + String(repeating: "a", count: 4096) + #""},"custom":{"i":"x"}}"#
    let decoded = PushDecoder(platform: .iOS).decode(
      Array(tooLarge.utf8), headers: ValidatedPushHeaders(), sequence: 1)
    guard case .failure(let issue) = decoded else {
      Issue.record("a payload over 4096 bytes should be refused")
      return
    }
    #expect(issue.reason == "payloadTooLarge")
  }

  /// Every Android getter of the page's table is in the parse view, under its name without `get`.
  @Test func everyAndroidGetterIsInTheView() throws {
    let outcome = try OneSignal.decode(
      OneSignal.dataMap(["custom": #"{"i":"x"}"#, "alert": "Hi"]), platform: .android)
    let view = try #require(outcome.jsonValue.objectValue)
    for name in [
      "body", "title", "launchURL", "notificationId", "additionalData", "templateId",
      "androidNotificationId", "restoring",
      "largeIcon", "smallIcon", "smallIconAccentColor", "sound", "collapseId", "priority",
      "ledColor",
      "lockScreenVisibility", "fromProjectNumber", "groupedNotifications", "groupKey",
      "groupMessage",
      "backgroundImageLayout", "actionButtons", "rawPayload",
    ] {
      #expect(view[name] != nil, "missing \(name)")
    }
    #expect(view["body"] == "Hi")
    #expect(view["lockScreenVisibility"] == 1)
  }

  /// Every iOS property of the page's table is in the parse view.
  @Test func everyIOSPropertyIsInTheView() throws {
    let outcome = try OneSignal.decode(
      #"{"aps":{"alert":"Hi"},"custom":{"i":"x"}}"#, platform: .iOS)
    let view = try #require(outcome.jsonValue.objectValue)
    for name in [
      "body", "title", "launchURL", "notificationId", "additionalData", "templateId", "subtitle",
      "category",
      "threadId", "badge", "badgeIncrement", "contentAvailable", "mutableContent", "actionButtons",
      "rawPayload",
    ] {
      #expect(view[name] != nil, "missing \(name)")
    }
    #expect(view["body"] == "Hi")
  }

  /// `getPriority()`: the page says "-2 to 2"; the SDK returns the payload's 0–10 and maps it
  /// for display. Both are given: `priority` and `androidPriority`, which `parse` prints by
  /// name among its derived fields (docs/ModellingChoices/VendorSDKs.md says so).
  @Test func priorityHasBothReadings() throws {
    let n = try OneSignal.android(["custom": #"{"i":"x"}"#, "pri": "6"])
    #expect(n.priority == 6)
    #expect(n.androidPriority == 0)
    #expect(n.jsonValue["priority"] == .integer(6))
    #expect(n.jsonValue["derived"]?["androidPriority"] == "DEFAULT")
  }

  /// `getLockScreenVisibility()`: 1 public, 0 private, -1 secret.
  @Test(arguments: [("1", 1), ("0", 0), ("-1", -1)])
  func lockScreenVisibilityValues(vis: String, expected: Int) throws {
    #expect(
      try OneSignal.android(["custom": #"{"i":"x"}"#, "vis": vis]).lockScreenVisibility == expected)
  }

  /// `contentAvailable` / `mutableContent`: set by content-available=1 and mutable-content=1.
  @Test func contentAvailableAndMutableContent() throws {
    let n = try OneSignal.iOS(
      #"{"aps":{"alert":"Hi","content-available":1,"mutable-content":1},"custom":{"i":"x"}}"#)
    #expect(n.contentAvailable)
    #expect(n.mutableContent)
  }
}
