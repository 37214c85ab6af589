import PushSim
import Testing

/// Every example of WonderPush's "Optional data payload" page (shared/seeds), as a device
/// receives it on each platform.
struct WonderPushSeedExampleTests {
  /// The page's silent push that removes a tagged notification:
  /// `{"_wp":{"receiveActions":[{"type":"closeNotifications","tag":"YOUR_TAG"}]}}`.
  static let closeByTag = #"{"receiveActions":[{"type":"closeNotifications","tag":"YOUR_TAG"}]}"#

  /// Android: the close-by-tag push is silent and carries one closeNotifications receive action.
  @Test func closeByTagOnAndroid() throws {
    let notification = try WP.notification(WP.android(Self.closeByTag), on: .android)
    #expect(notification.type == .data)
    #expect(notification.isSilent())
    #expect(notification.receiveActions.count == 1)
    let action = try #require(notification.receiveActions.first)
    #expect(action.type == .closeNotifications)
    #expect(action.isKnown)
    let expected: [String: String?] = ["tag": "YOUR_TAG"]
    #expect(action.closeFilter?.fields == expected)
    #expect(notification.issues.isEmpty)
  }

  /// iOS: the same push, as the page writes it, with `aps` only waking the app.
  @Test func closeByTagOnIOS() throws {
    let json = #"{"aps":{"content-available":1},"_wp":\#(Self.closeByTag)}"#
    let notification = try WP.notification(json, on: .iOS)
    #expect(notification.isSilent())
    #expect(notification.receiveActions.first?.closeFilter?.tags == ["YOUR_TAG"])
    #expect(notification.issues.isEmpty)
  }

  /// The page's tagged notification (`alert.title`, `alert.text`, `alert.tag`), on Android:
  /// displayed, tagged `YOUR_TAG` so the silent push above can remove it.
  @Test func taggedNotificationOnAndroid() throws {
    let wp = #"{"c":"campaign-1","n":"notification-1","alert":{"title":"New message from Kathy","text":"Hi John, how are you?","tag":"YOUR_TAG"}}"#
    let notification = try WP.notification(WP.android(wp), on: .android)
    #expect(notification.type == .simple)
    #expect(!notification.isSilent())
    #expect(notification.alert?.title == "New message from Kathy")
    #expect(notification.alert?.text == "Hi John, how are you?")
    #expect(notification.tag == "YOUR_TAG")
    #expect(notification.campaignId == "campaign-1")
  }

  /// The tagged notification on iOS: the text is in `aps`, `_wp.alert.tag` is read but iOS does
  /// not tag.
  @Test func taggedNotificationOnIOS() throws {
    let json = WP.iOS(
      #"{"c":"campaign-1","alert":{"title":"New message from Kathy","text":"Hi John, how are you?","tag":"YOUR_TAG"}}"#,
      aps: #"{"alert":{"title":"New message from Kathy","body":"Hi John, how are you?"}}"#)
    let notification = try WP.notification(json, on: .iOS)
    #expect(!notification.isSilent())
    #expect(notification.alert?.tag == "YOUR_TAG")
    #expect(notification.tag == nil)
  }

  /// The page's API silent push `{"push": {"payload":{"exampleKey":"exampleValue"}}}` reaches
  /// Android as a data map: no text, so `data` and silent; the delegate gets `exampleKey`.
  @Test func silentPayloadPushOnAndroid() throws {
    let json = WP.android(#"{"c":"campaign-2","n":"notification-2"}"#, [("exampleKey", "exampleValue")])
    let notification = try WP.notification(json, on: .android)
    #expect(notification.type == .data)
    #expect(notification.isSilent())
    #expect(notification.customData == ["exampleKey": "exampleValue"])
    #expect(notification.notificationPayload["exampleKey"] == "exampleValue")
  }

  /// The same silent push on iOS, with the `content-available: 1` WonderPush adds: silent, and
  /// `exampleKey` in the custom data.
  @Test func silentPayloadPushOnIOS() throws {
    let json = #"{"aps":{"content-available":1},"_wp":{"c":"campaign-2","type":"data"},"exampleKey":"exampleValue"}"#
    let notification = try WP.notification(json, on: .iOS)
    #expect(notification.type == .data)
    #expect(notification.isSilent())
    #expect(notification.customData == ["exampleKey": "exampleValue"])
  }

  /// On websites the service worker's `push` event gets `event.data.json()`: the whole push data.
  @Test func websitePushEventData() throws {
    let json = #"{"_wp":{"c":"campaign-3","alert":{"title":"Sale","text":"Today only"},"targetUrl":"https://shop.test/sale"},"exampleKey":"exampleValue"}"#
    let notification = try WP.notification(json, on: .web)
    #expect(notification.targetUrl == "https://shop.test/sale")
    #expect(!notification.isSilent())
    #expect(notification.customData == ["exampleKey": "exampleValue"])
    #expect(notification.notificationPayload.keys == ["_wp", "exampleKey"])
  }
}
