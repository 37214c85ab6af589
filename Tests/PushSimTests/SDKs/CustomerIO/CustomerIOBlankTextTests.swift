import Foundation
import Testing

@testable import PushSim

/// Blank, as each Customer.io SDK's language reads it, for the link and the delivery id: Kotlin's
/// `isBlank` on Android (`Char.isWhitespace`: Java's whitespace or space characters), Swift's
/// `Character.isWhitespace` on iOS.
struct CustomerIOBlankTextTests {
  /// (text, blank on Android, blank on iOS).
  static let cases: [(String, Bool, Bool)] = [
    ("\u{A0}", true, true), ("\u{2007}", true, true), ("\u{200B}", false, false),
    ("\u{1C}", true, false), ("\u{1D}", true, false), ("\u{1E}", true, false), ("\u{1F}", true, false),
    ("\u{85}", false, true), (" \t\r\n", true, true), ("", true, true),
  ]

  @Test func eachPlatformHasItsLanguagesRule() {
    for (text, android, iOS) in Self.cases {
      let shown = text.unicodeScalars.map { String($0.value, radix: 16) }
      #expect(BlankText.isBlank(text, on: .android) == android, "\(shown)")
      #expect(BlankText.isBlank(text, on: .iOS) == iOS, "\(shown)")
      #expect((CustomerIORuntime.nonBlank(text, on: .android) == nil) == android, "\(shown)")
      #expect((CustomerIORuntime.nonBlank(text, on: .iOS) == nil) == iOS, "\(shown)")
    }
  }

  /// The Android SDK's `recentMessagesQueue` takes a Kotlin-blank id as already processed.
  @Test func androidRecentDeliveriesUseKotlinsBlank() {
    for (text, android, _) in Self.cases {
      var recent = CustomerIORecentDeliveries()
      #expect((recent.process(text) == .blank) == android, "\(text.unicodeScalars.map(\.value))")
    }
  }

  /// Lint's `blankDeliveryId` follows the platform's rule.
  @Test func blankDeliveryIdWarningFollowsThePlatform() {
    for (text, android, iOS) in Self.cases {
      let onAndroid = CustomerIODecoder.blankDeliveryIssue(text, rule: CustomerIODecoder.Rule.android)
      let onIOS = CustomerIODecoder.blankDeliveryIssue(text, rule: CustomerIODecoder.Rule.iOS)
      #expect((onAndroid != nil) == android, "\(text.unicodeScalars.map(\.value))")
      #expect((onIOS != nil) == iOS, "\(text.unicodeScalars.map(\.value))")
    }
  }

  /// The silent push's `blankSilentDeliveryId` warning follows the platform's rule too (U+001C
  /// blank on Android only, NEL on iOS only).
  @Test func blankSilentDeliveryIdFollowsThePlatform() throws {
    for (text, android, iOS) in Self.cases {
      let id = text.unicodeScalars.map { "\\u" + String(format: "%04x", $0.value) }.joined()
      let keys = #""CIO-Background-Delivery-ID":"\#(id)","CIO-Background-Delivery-Token":"tok""#
      let onAndroid = try CIO.lint(#"{"google.message_id":"m1",\#(keys)}"#, .android)
      let onIOS = try CIO.lint(#"{"aps":{"content-available":1},\#(keys)}"#, .iOS, headers: backgroundHeaders)
      #expect(onAndroid.contains("warning:blankSilentDeliveryId") == android, "\(id)")
      #expect(onIOS.contains("warning:blankSilentDeliveryId") == iOS, "\(id)")
    }
  }

  /// On an Android device: an information separator id reports no delivered metric, a NEL id
  /// does; a tap on a push whose link is U+001F opens the launcher, not the link.
  @Test func androidDeviceReadsKotlinsBlank() throws {
    for (id, metrics) in [("\\u001c", 0), ("\\u0085", 1)] {
      let device = SimulatedDevice(platform: .android, sdk: .customerio, state: .foreground)
      try device.receive(json: #"{"google.message_id":"m1","CIO-Delivery-ID":"\#(id)","CIO-Delivery-Token":"k","title":"T"}"#)
      #expect(device.events(named: "metric").count == metrics, "\(id)")
    }
  }
}
