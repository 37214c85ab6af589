/// An app's notification service extension (`UNNotificationServiceExtension`): it runs for a
/// visible alert with `mutable-content: 1` before the system shows it (R-NSE-1), may change the
/// content and add attachments, and has a 30-second budget (R-NSE-2).
///
/// Implement it to test your own extension logic, or use ``ScriptedServiceExtension``.
public protocol NotificationServiceExtension: AnyObject {
  /// `didReceive(_:withContentHandler:)`: what the extension does with a push.
  ///
  /// - Parameters:
  ///   - content: the content as delivered.
  ///   - push: the push it came from.
  /// - Returns: how long the extension takes and what it hands to the content handler.
  func didReceive(_ content: NotificationContent, push: IncomingPush) -> ServiceExtensionResponse

  /// `didReceive(_:withContentHandler:)` for the push the extension handles at `turn` on this
  /// device (0 for the first since it was installed), for an extension whose behaviour changes
  /// from one push to the next (``ScriptedServiceExtension/takesInTurn``). By default it is
  /// ``didReceive(_:push:)``.
  ///
  /// - Parameters:
  ///   - content: the content as delivered.
  ///   - push: the push it came from.
  ///   - turn: how many pushes the extension handled on this device before this one.
  /// - Returns: how long the extension takes and what it hands to the content handler.
  func didReceive(_ content: NotificationContent, push: IncomingPush, turn: Int) -> ServiceExtensionResponse

  /// `serviceExtensionTimeWillExpire()`: the budget ran out. Return content to show instead of
  /// the original (the "best attempt"), or `nil` to let the system show the original content.
  func serviceExtensionTimeWillExpire(_ content: NotificationContent) -> NotificationContent?
}

extension NotificationServiceExtension {
  /// By default every push is handled alike, whatever its turn.
  public func didReceive(_ content: NotificationContent, push: IncomingPush, turn: Int) -> ServiceExtensionResponse {
    didReceive(content, push: push)
  }

  /// By default the system shows the original content when the budget runs out.
  public func serviceExtensionTimeWillExpire(_ content: NotificationContent) -> NotificationContent? { nil }
}

/// What a service extension does with one push.
public struct ServiceExtensionResponse: Sendable, Equatable {
  /// How it ends.
  public enum Outcome: Sendable, Equatable {
    /// It calls the content handler with this content.
    case completes(NotificationContent)
    /// It is killed (memory, a crash) without `serviceExtensionTimeWillExpire`: the original
    /// content is shown (R-NSE-6).
    case crashes
    /// It never calls the content handler: the budget runs out.
    case neverCompletes
  }

  /// How long it runs before it ends.
  public var takes: Duration
  /// How it ends.
  public var outcome: Outcome

  /// Creates a response.
  public init(takes: Duration, outcome: Outcome) {
    self.takes = takes
    self.outcome = outcome
  }

  /// Calls the content handler after `takes` with `content`.
  public static func completes(after takes: Duration = .zero, with content: NotificationContent) -> ServiceExtensionResponse {
    ServiceExtensionResponse(takes: takes, outcome: .completes(content))
  }
}

/// A service extension written as a closure, for tests:
///
/// ```swift
/// device.setServiceExtension(ClosureServiceExtension { content, push in
///   var decrypted = content
///   decrypted.body = "Decrypted"
///   return .completes(after: .seconds(1), with: decrypted)
/// })
/// ```
public final class ClosureServiceExtension: NotificationServiceExtension {
  private let body: (NotificationContent, IncomingPush) -> ServiceExtensionResponse
  private let expiry: (NotificationContent) -> NotificationContent?

  /// An extension that runs `body` for each push, and `timeWillExpire` when the budget runs out
  /// (by default the original content is shown).
  public init(
    timeWillExpire: @escaping (NotificationContent) -> NotificationContent? = { _ in nil },
    _ body: @escaping (NotificationContent, IncomingPush) -> ServiceExtensionResponse
  ) {
    self.body = body
    self.expiry = timeWillExpire
  }

  /// Runs the closure.
  public func didReceive(_ content: NotificationContent, push: IncomingPush) -> ServiceExtensionResponse {
    body(content, push)
  }

  /// Runs the expiry closure.
  public func serviceExtensionTimeWillExpire(_ content: NotificationContent) -> NotificationContent? {
    expiry(content)
  }
}
