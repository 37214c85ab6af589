import PushSim
import Testing

/// Decoding helpers for the Kii tests.
enum Kii {
  /// The message the Kii SDK parses from `json` on `platform`; records an issue when it cannot.
  static func message(_ json: String, on platform: Platform, sourceLocation: SourceLocation = #_sourceLocation) throws -> KiiReceivedMessage {
    try Vendor.require(KiiMessageDecoder.decode(try WP.push(json, on: platform)), sourceLocation: sourceLocation)
  }

  /// Lint findings with Kii's rules, as `severity:reason`.
  static func lint(_ json: String, _ platform: Platform) throws -> [String] {
    try Vendor.lint(json, platform, sdk: .kii)
  }
}
