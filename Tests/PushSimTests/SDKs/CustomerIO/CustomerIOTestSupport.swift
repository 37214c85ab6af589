import PushSim
import Testing

/// Decoding helpers for the Customer.io tests.
enum CIO {
  /// The delivery keys Customer.io adds when it sends, as JSON members.
  static let delivery = #""CIO-Delivery-ID":"dlv-1","CIO-Delivery-Token":"tok-1""#

  /// The Android SDK's reading of `json`.
  static func android(_ json: String) throws -> Result<CustomerIOParsedPushPayload, PayloadIssue> {
    CustomerIODecoder.decodeAndroid(try WP.push(json, on: .android))
  }

  /// The iOS SDK's reading of `json`.
  static func iOS(_ json: String) throws -> Result<CustomerIOPushNotification, PayloadIssue> {
    CustomerIODecoder.decodeIOS(try WP.push(json, on: .iOS))
  }

  /// The payload the Android SDK makes of `json`; records an issue when it refuses it.
  static func payload(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> CustomerIOParsedPushPayload {
    try Vendor.require(android(json), sourceLocation: sourceLocation)
  }

  /// The notification the iOS SDK makes of `json`; records an issue when it refuses it.
  static func notification(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> CustomerIOPushNotification {
    try Vendor.require(iOS(json), sourceLocation: sourceLocation)
  }

  /// Lint findings with Customer.io's rules, as `reason` strings prefixed by the severity
  /// (headers as ``Vendor/lint(_:_:sdk:headers:)`` gives them by default).
  static func lint(_ json: String, _ platform: Platform, headers: PushHeaders? = nil) throws -> [String] {
    try Vendor.lint(json, platform, sdk: .customerio, headers: headers)
  }
}
