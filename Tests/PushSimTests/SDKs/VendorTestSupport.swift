import PushSim
import Testing

/// Helpers shared by the Mapp, Customer.io and Kii tests.
enum Vendor {
  /// The success value, or a recorded issue and a thrown error.
  static func require<T>(_ result: Result<T, PayloadIssue>, sourceLocation: SourceLocation) throws -> T {
    switch result {
    case .success(let value): return value
    case .failure(let issue):
      Issue.record("the SDK refused the push: \(issue)", sourceLocation: sourceLocation)
      throw issue
    }
  }

  /// The rejection of a result (`nil` when accepted).
  static func rejection<T>(_ result: Result<T, PayloadIssue>) -> PayloadIssue? {
    if case .failure(let issue) = result { return issue }
    return nil
  }

  /// Lint findings with `sdk`'s rules, as `severity:reason`; `headers` default to
  /// `apns-push-type: alert` on iOS and none elsewhere (where an APNs header is a warning).
  static func lint(
    _ json: String, _ platform: Platform, sdk: SDK, headers: PushHeaders? = nil
  ) throws -> [String] {
    let headers = headers ?? (platform == .iOS ? ["apns-push-type": "alert"] : PushHeaders())
    return PayloadLinter.lint(Array(json.utf8), platform: platform, headers: try headers.validated(), sdk: sdk)
      .map { "\($0.severity.rawValue):\($0.issue.reason)" }
  }
}
