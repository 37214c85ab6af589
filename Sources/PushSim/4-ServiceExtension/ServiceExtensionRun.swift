/// The life of one notification service extension run (R-NSE-2..6), as a value-type state
/// machine: given the extension's response and the budget, it says when the run ends and which
/// content the system shows.
public struct ServiceExtensionRun: Sendable, Equatable {
  /// How the run ended.
  public enum End: Sendable, Equatable {
    /// The extension completed in time; its content is shown (or the original when it stripped
    /// the alert text, R-NSE-4).
    case completed(shown: NotificationContent, usedOriginal: Bool)
    /// The extension completed in time with empty content and may filter: nothing is shown
    /// (R-NSE-5).
    case suppressed
    /// The budget ran out; `serviceExtensionTimeWillExpire` ran.
    case timedOut
    /// The extension was killed without the expiry callback; the original content is shown.
    case crashed
  }

  /// When the run ends (relative to its start).
  public let endsAfter: Duration
  /// How it ends.
  public let end: End

  /// Plans a run.
  ///
  /// - Parameters:
  ///   - response: what the extension does.
  ///   - original: the delivered content.
  ///   - budget: the time budget (30 s by default, R-NSE-2).
  ///   - mayFilter: the app has the `com.apple.developer.usernotifications.filtering` entitlement
  ///     and the push came with `apns-push-type: alert` (R-NSE-5): empty content then shows
  ///     nothing instead of the original.
  public init(response: ServiceExtensionResponse, original: NotificationContent, budget: Duration, mayFilter: Bool = false) {
    switch response.outcome {
    case .crashes where response.takes < budget:
      endsAfter = response.takes
      end = .crashed
    case .completes(let content) where response.takes <= budget:
      endsAfter = response.takes
      if mayFilter, content.isEmpty {
        end = .suppressed
      } else if content.hasAlertText {
        end = .completed(shown: content, usedOriginal: false)
      } else {
        end = .completed(shown: original, usedOriginal: true)
      }
    default:
      endsAfter = budget
      end = .timedOut
    }
  }
}
