import PushSim
import Testing

/// Decoding helpers for the WonderPush tests.
enum WP {
  /// The push a device on `platform` decodes from `json`.
  static func push(
    _ json: String, on platform: Platform, headers: PushHeaders = PushHeaders(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> IncomingPush {
    let result = PushDecoder(platform: platform).decode(Array(json.utf8), headers: try headers.validated(), sequence: 1)
    switch result {
    case .success(let push): return push
    case .failure(let issue):
      Issue.record("the device refused the push: \(issue)", sourceLocation: sourceLocation)
      throw issue
    }
  }

  /// The WonderPush SDK's reading of `json` on `platform`.
  static func decode(_ json: String, on platform: Platform) throws -> Result<WonderPushNotification, PayloadIssue> {
    WonderPushDecoder.decode(try push(json, on: platform))
  }

  /// The notification the WonderPush SDK makes of `json`; records an issue when it is not one.
  static func notification(
    _ json: String, on platform: Platform, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> WonderPushNotification {
    switch try decode(json, on: platform) {
    case .success(let notification): return notification
    case .failure(let issue):
      Issue.record("not a WonderPush push: \(issue)", sourceLocation: sourceLocation)
      throw issue
    }
  }

  /// Why the WonderPush SDK does not take `json` on `platform` (`nil` when it does).
  static func rejection(_ json: String, on platform: Platform) throws -> PayloadIssue? {
    if case .failure(let issue) = try decode(json, on: platform) { return issue }
    return nil
  }

  /// An Android data map whose `_wp` is `wp` (a JSON text), plus other string entries.
  static func android(_ wp: String, _ extra: [(String, String)] = []) -> String {
    var object = JSONObject([("_wp", JSONValue.string(wp))])
    for (key, value) in extra { object[key] = .string(value) }
    return JSONValue.object(object).serialized()
  }

  /// An iOS userInfo with `aps` and `_wp` (a JSON text), plus other top-level keys (JSON texts).
  static func iOS(_ wp: String, aps: String = #"{"alert":"Hi"}"#, _ extra: [(String, String)] = []) -> String {
    "{\"aps\":\(aps),\"_wp\":\(wp)" + extra.map { ",\"\($0.0)\":\($0.1)" }.joined() + "}"
  }

  /// The reasons of a notification's issues.
  static func reasons(_ notification: WonderPushNotification) -> [String] { notification.issues.map(\.reason) }
}
