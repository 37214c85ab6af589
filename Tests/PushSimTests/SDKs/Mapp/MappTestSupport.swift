import PushSim
import Testing

/// Decoding helpers for the Mapp tests.
enum Mapp {
  /// The iOS SDK's reading of `json`.
  static func iOS(_ json: String, didLaunchApp: Bool = false) throws -> Result<APXPushNotification, PayloadIssue> {
    MappPushDecoder.decodeIOS(try WP.push(json, on: .iOS), didLaunchApp: didLaunchApp)
  }

  /// The Android SDK's reading of a data map.
  static func android(_ json: String) throws -> Result<MappPushData, PayloadIssue> {
    MappPushDecoder.decodeAndroid(try WP.push(json, on: .android))
  }

  /// The notification, or a recorded issue.
  static func notification(_ json: String, didLaunchApp: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) throws -> APXPushNotification {
    try Vendor.require(iOS(json, didLaunchApp: didLaunchApp), sourceLocation: sourceLocation)
  }

  /// The push data, or a recorded issue.
  static func data(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> MappPushData {
    try Vendor.require(android(json), sourceLocation: sourceLocation)
  }

  /// Lint findings with Mapp's rules, as `severity:reason`.
  static func lint(_ json: String, _ platform: Platform) throws -> [String] {
    try Vendor.lint(json, platform, sdk: .mapp)
  }
}
