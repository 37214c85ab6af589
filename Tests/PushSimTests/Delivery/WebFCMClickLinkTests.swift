@testable import PushSim
import Testing

/// What a click on an FCM HTTP v1 message's notification opens on the web: the Firebase JS SDK
/// worker's link (`fcm_options.link`, else the notification's `click_action`), never the
/// message's `data.url`, which only a plain worker of PushSim's own payloads reads.
struct WebFCMClickLinkTests {
  static func clickOpens(_ json: String) throws -> String? {
    let device = SimulatedDevice(platform: .web, state: .running)
    try device.receive(json: json, headers: [:])
    try device.tap()
    return try #require(device.events(named: "delegate.notificationclick").first)["opens"]?.stringValue
  }

  @Test func fcmOptionsLinkWinsOverDataURL() throws {
    let body = #"{"message":{"token":"a","webpush":{"data":{"url":"https://a.example/data"},"notification":{"title":"T"},"fcm_options":{"link":"https://a.example/link"}}}}"#
    #expect(try Self.clickOpens(body) == "https://a.example/link")
    let common = #"{"message":{"token":"a","notification":{"title":"T"},"data":{"url":"https://a.example/data"},"webpush":{"fcm_options":{"link":"https://a.example/link"}}}}"#
    #expect(try Self.clickOpens(common) == "https://a.example/link")
  }

  /// Without a link, the worker's getLink falls back to the notification's `click_action`; with
  /// neither, the click opens nothing (a `data.url` is not read).
  @Test func clickActionThenNothing() throws {
    let clickAction = #"{"message":{"token":"a","webpush":{"notification":{"title":"T","click_action":"https://a.example/ca"},"data":{"url":"https://a.example/data"}}}}"#
    #expect(try Self.clickOpens(clickAction) == "https://a.example/ca")
    let neither = #"{"message":{"token":"a","webpush":{"notification":{"title":"T"},"data":{"url":"https://a.example/data"}}}}"#
    #expect(try Self.clickOpens(neither) == nil)
  }

  /// A notification's own `navigate` is the browser's, before any worker: it still comes first.
  @Test func navigateStillComesFirst() throws {
    let body = #"{"message":{"token":"a","webpush":{"notification":{"title":"T","navigate":"https://a.example/nav"},"fcm_options":{"link":"https://a.example/link"}}}}"#
    #expect(try Self.clickOpens(body) == "https://a.example/nav")
  }

  /// A payload that is not an FCM body keeps the plain worker's rule: `data.url`.
  @Test func aPlainPayloadStillOpensDataURL() throws {
    #expect(try Self.clickOpens(#"{"title":"T","data":{"url":"https://a.example/data"}}"#) == "https://a.example/data")
  }
}
