import PushSim
import Testing

/// Every payload of Customer.io's "Custom push payloads" page (shared/seeds), as a device
/// receives it. The page's payloads are what a sender writes; Customer.io adds
/// `CIO-Delivery-ID` and `CIO-Delivery-Token` when it sends, so each example is checked as
/// written (not Customer.io's yet to the SDK) and with the delivery keys Customer.io adds.
/// Comments and a trailing comma of the page's snippets are removed to make them JSON.
struct CustomerIOSeedExampleTests {
  /// "The most basic example … via Firebase Cloud Messaging" (`message.notification`).
  static let basicFCM = #"{"message":{"notification":{"body":"YOUR MESSAGE BODY HERE","title":"YOUR MESSAGE TITLE HERE","image":"YOUR IMAGE URL HERE"}}}"#

  /// The same with the delivery keys in `message.data`.
  static let basicFCMDelivered = #"{"message":{"notification":{"body":"YOUR MESSAGE BODY HERE","title":"YOUR MESSAGE TITLE HERE","image":"YOUR IMAGE URL HERE"},"data":{\#(CIO.delivery)}}}"#

  /// The basic FCM example as written has an empty data map on Android: FCM shows it, the
  /// Customer.io SDK does not handle it.
  @Test func basicFCMAsWrittenIsNotHandledOnAndroid() throws {
    #expect(Vendor.rejection(try CIO.android(Self.basicFCM))?.reason == "emptyData")
  }

  /// With the delivery keys, Android takes the title, body and image from the notification
  /// block; the placeholder image is not https.
  @Test func basicFCMOnAndroid() throws {
    let payload = try CIO.payload(Self.basicFCMDelivered)
    #expect(payload.title == "YOUR MESSAGE TITLE HERE")
    #expect(payload.body == "YOUR MESSAGE BODY HERE")
    #expect(payload.image == "YOUR IMAGE URL HERE")
    #expect(payload.issues.map(\.reason) == ["imageNotHttps"])
  }

  /// The same FCM payload reaches iOS too ("you can just use the Android tab"): the
  /// notification block becomes the alert.
  @Test func basicFCMOnIOS() throws {
    let n = try CIO.notification(Self.basicFCMDelivered)
    #expect(n.title == "YOUR MESSAGE TITLE HERE")
    #expect(n.body == "YOUR MESSAGE BODY HERE")
    #expect(n.cioDelivery == .init(id: "dlv-1", token: "tok-1"))
  }

  /// "The most basic example … via Apple Push Notification Service".
  @Test func basicAPNs() throws {
    let written = #"{"aps":{"alert":{"body":"YOUR MESSAGE BODY HERE","title":"YOUR MESSAGE TITLE HERE"}}}"#
    #expect(Vendor.rejection(try CIO.iOS(written))?.reason == "notCustomerIO")
    let n = try CIO.notification(#"{"aps":{"alert":{"body":"YOUR MESSAGE BODY HERE","title":"YOUR MESSAGE TITLE HERE"}},\#(CIO.delivery)}"#)
    #expect(n.title == "YOUR MESSAGE TITLE HERE")
    #expect(n.body == "YOUR MESSAGE BODY HERE")
    #expect(!n.isSilent)
  }

  /// The personalised example: unrendered Liquid variables are shown as they are, and lint
  /// says so.
  @Test func personalisedExample() throws {
    let json = #"{"message":{"notification":{"body":"Hi {{customer.first_name}}, your {{event.event_title}} has been booked!","title":"All set!"},"data":{\#(CIO.delivery)}}}"#
    let payload = try CIO.payload(json)
    #expect(payload.body == "Hi {{customer.first_name}}, your {{event.event_title}} has been booked!")
    #expect(try CIO.lint(json, .android) == ["warning:unrenderedLiquid"])
  }

  /// The SDK's `message.data` keys: title, body, image, link.
  @Test func sdkDataKeys() throws {
    let json = #"{"message":{"data":{\#(CIO.delivery),"title":"string","body":"string","image":"string","link":"remote-habits://deep?message=hello&message2=world"}}}"#
    let payload = try CIO.payload(json)
    #expect(payload.title == "string")
    #expect(payload.body == "string")
    #expect(payload.deepLink == "remote-habits://deep?message=hello&message2=world")
    #expect(!payload.hasNotificationBlock)
    #expect(payload.issues.map(\.reason) == ["imageNotHttps"])
  }

  /// The custom-integration example with `message.android.notification` (icon, sound, tag,
  /// color, click_action, the localisation keys): as written, FCM refuses it for its
  /// placeholders (`"#rrggbb"`, `"stringified,array"`), so `lint` lists the three errors and
  /// the device never receives it (the decoder refuses it with the first). What each key becomes
  /// is checked with valid values below.
  @Test func androidNotificationOptions() throws {
    let json = ##"{"message":{"notification":{"title":"string","body":"string","image":"string"},"data":{\##(CIO.delivery)},"android":{"notification":{"icon":"string","sound":"string","tag":"string","color":"#rrggbb","click_action":"string","body_loc_key":"string","body_loc_args":"stringified,array","title_loc_key":"string","title_loc_args":"stringified,array"}}}}"##
    #expect(try CIO.lint(json, .android) == ["error:invalidColor", "error:locArgsNotAnArray", "error:locArgsNotAnArray"])
    let decoded = PushDecoder(platform: .android).decode(Array(json.utf8), headers: ValidatedPushHeaders(), sequence: 1)
    guard case .failure(let issue) = decoded else {
      Issue.record("FCM refuses the page's example as written")
      return
    }
    #expect(issue.reason == "invalidPayload" && issue.message.contains("#rrggbb"))
    let iOS = PushDecoder(platform: .iOS).decode(Array(json.utf8), headers: ValidatedPushHeaders(), sequence: 1)
    #expect((try? iOS.get()) == nil, "FCM refuses the whole request, whatever the device")
  }

  /// The same options with valid values: FCM accepts them; the literal body wins, and without
  /// it the localisation key resolves against the app's strings (lint, which knows no app,
  /// only warns that the key must exist).
  @Test func androidNotificationOptionsValid() throws {
    let json = ##"{"message":{"notification":{"title":"Order","body":"Shipped"},"data":{\##(CIO.delivery)},"android":{"notification":{"icon":"ic_ship","sound":"default","tag":"order-1","color":"#00ff00","click_action":"OPEN_ORDER","body_loc_key":"shipped_body","body_loc_args":["Kathy","3"]}}}}"##
    // The literal body wins on Android (`NotificationParams.getPossiblyLocalizedString`): the
    // key is not read, so lint has nothing to say about it.
    #expect(try CIO.lint(json, .android) == [])
    var app = AppBehavior()
    app.strings = ["shipped_body": "%1$s, your %2$s items shipped"]
    let withoutBody = json.replacing(#","body":"Shipped""#, with: "")
    #expect(try CIO.lint(withoutBody, .android) == ["warning:missingLocalizedString"])
    let localized = try #require(try? PushDecoder(platform: .android, app: app).decode(Array(withoutBody.utf8), headers: ValidatedPushHeaders(), sequence: 1).get())
    #expect(localized.notification.body == "Kathy, your 3 items shipped")
    let push = try #require(try? PushDecoder(platform: .android, app: app).decode(Array(json.utf8), headers: ValidatedPushHeaders(), sequence: 1).get())
    #expect(push.notification.body == "Shipped")
    #expect(push.notification.tag == "order-1")
    let payload = try #require(try? CustomerIODecoder.decodeAndroid(push).get())
    #expect(payload.body == "Shipped")
    #expect(payload.color == "#00ff00")
  }

  /// The page's field list spells `body_loc_arg` / `title_loc_arg`: FCM refuses those names.
  @Test func singularLocArgIsRefused() throws {
    let json = #"{"message":{"data":{\#(CIO.delivery)},"android":{"notification":{"title":"T","body_loc_arg":["a"]}}}}"#
    #expect(try CIO.lint(json, .android) == ["error:unknownField"])
  }

  /// "iOS custom push payload (FCM)": `message.apns.payload` with `CIO` and `aps`.
  @Test func iOSThroughFCM() throws {
    let json = #"{"message":{"data":{\#(CIO.delivery)},"apns":{"payload":{"CIO":{"push":{"link":"remote-habits://deep?message=hello&message2=world","image":"https://img.test/a.png"}},"aps":{"mutable-content":1,"sound":"default","alert":{"title":"string","body":"string"}},"additionalProperties":"custom keys"}}}}"#
    let n = try CIO.notification(json)
    #expect(n.cioDeepLink == "remote-habits://deep?message=hello&message2=world")
    #expect(n.richPushImage == "https://img.test/a.png")
    #expect(n.sound == "default")
    #expect(n.data["additionalProperties"] == "custom keys")
    #expect(try CIO.lint(json, .iOS) == [])
  }

  /// The FCM shape with `apns.headers` and the page's `"mutable_content": true`: the page's
  /// number where `apns.headers` takes strings is refused by FCM (lint's error, and the device's
  /// `push.rejected`, on every platform); given as a string, the header is applied on the
  /// device. APNs ignores `mutable_content`, so no image and no delivered metric.
  @Test func iOSThroughFCMWithHeaders() throws {
    let json = #"{"message":{"notification":{"title":"string","body":"string"},"data":{\#(CIO.delivery)},"apns":{"headers":{"apns-priority":10},"payload":{"aps":{"mutable_content":true,"sound":"default"}}}}}"#
    for platform in [Platform.iOS, .android] {
      let refused = PushDecoder(platform: platform).decode(Array(json.utf8), headers: ValidatedPushHeaders(), sequence: 1)
      guard case .failure(let issue) = refused else {
        Issue.record("\(platform): FCM refuses a number in apns.headers")
        continue
      }
      #expect(issue.message.contains("apns.headers.apns-priority is an integer"))
    }
    let asString = #"{"message":{"notification":{"title":"string","body":"string"},"data":{\#(CIO.delivery)},"apns":{"headers":{"apns-priority":"10"},"payload":{"aps":{"mutable_content":true,"sound":"default"}}}}}"#
    let push = try WP.push(asString, on: .iOS)
    #expect(push.headers.apnsPriority == 10)
    let n = try #require(try? CustomerIODecoder.decodeIOS(push).get())
    #expect(n.title == "string")
    #expect(!n.mutableContent)
    #expect(!n.reportsDelivered)
    // The refused request reaches no device: lint lists the refusal; with the header as a
    // string, what the device then gets wrong.
    #expect(try CIO.lint(json, .iOS) == ["error:headerNotAString"])
    // One mistake, said once by the platform and once for what it costs with Customer.io (not
    // a third time as a missing mutable-content).
    #expect(try CIO.lint(asString, .iOS) == ["warning:apsKeyMisspelled", "warning:mutableContentUnderscore"])
  }

  /// "iOS custom push payload (APNs)": every `aps` option the page lists, and `CIO.push`.
  @Test func iOSThroughAPNs() throws {
    let json = #"{"aps":{"alert":{"body":"Body","title":"Title","subtitle":"Sub","launch-image":"img.png"},"badge":0,"sound":"default","thread-id":"thread","category":"cat","interruption-level":"time-sensitive","relevance-score":0.5,"mutable-content":1,"target-content-id":"target"},"CIO":{"push":{"link":"remote-habits://deep?message=hello","image":"https://img.test/a.jpg"}},"additionalProperties":"custom keys",\#(CIO.delivery)}"#
    let push = try WP.push(json, on: .iOS)
    #expect(push.notification.badge == 0)
    #expect(push.notification.group == "thread")
    #expect(push.notification.category == "cat")
    #expect(push.notification.interruptionLevel == "time-sensitive")
    #expect(push.notification.relevanceScore == 0.5)
    #expect(push.notification.targetContentID == "target")
    #expect(push.notification.subtitle == "Sub")
    let n = try #require(try? CustomerIODecoder.decodeIOS(push).get())
    #expect(n.richPushImage == "https://img.test/a.jpg")
    #expect(n.cioDeepLink == "remote-habits://deep?message=hello")
    #expect(try CIO.lint(json, .iOS) == [])
  }

  /// The APNs example's `"content-available": 0` is not 1: APNs treats the flag as absent.
  @Test func contentAvailableZeroIsAbsent() throws {
    let json = #"{"aps":{"alert":"Hi","content-available":0,"mutable-content":1},\#(CIO.delivery)}"#
    let n = try CIO.notification(json)
    #expect(!n.contentAvailable)
    #expect(try CIO.lint(json, .iOS) == ["warning:contentAvailableNotOne"])
  }

  /// A silent push: no alert, `content-available: 1` and custom data only.
  @Test func silentPush() throws {
    let n = try CIO.notification(#"{"aps":{"content-available":1},\#(CIO.delivery),"sync":"inbox"}"#)
    #expect(n.isSilent)
    #expect(n.contentAvailable)
  }
}
