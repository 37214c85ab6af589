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

  /// `serviceExtensionTimeWillExpire()`: the budget ran out. Return content to show instead of
  /// the original (the "best attempt"), or `nil` to let the system show the original content.
  func serviceExtensionTimeWillExpire(_ content: NotificationContent) -> NotificationContent?
}

extension NotificationServiceExtension {
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

/// A service extension described by data, as a scenario's `app.serviceExtension` does: it takes
/// a time, then sets the fields it names and adds attachments.
public final class ScriptedServiceExtension: NotificationServiceExtension, @unchecked Sendable {
  // @unchecked: every stored property is a `let` of a Sendable type; the class exists only to
  // conform to the AnyObject protocol.

  /// How long it takes.
  public let takes: Duration
  /// The title it sets, if any.
  public let title: String?
  /// The subtitle it sets, if any.
  public let subtitle: String?
  /// The body it sets, if any (`""` strips the text: the system then shows the original).
  public let body: String?
  /// Attachments it adds.
  public let attach: [String]
  /// Whether it crashes instead of completing.
  public let crashes: Bool
  /// Whether it passes empty content (`UNNotificationContent()`), asking for nothing to be shown
  /// (R-NSE-5: only with the filtering entitlement; otherwise the original is shown).
  public let suppresses: Bool

  /// Creates a scripted extension.
  public init(
    takes: Duration = .zero, title: String? = nil, subtitle: String? = nil, body: String? = nil,
    attach: [String] = [], crashes: Bool = false, suppresses: Bool = false
  ) {
    self.takes = takes
    self.title = title
    self.subtitle = subtitle
    self.body = body
    self.attach = attach
    self.crashes = crashes
    self.suppresses = suppresses
  }

  /// Sets the named fields and attachments after ``takes``.
  public func didReceive(_ content: NotificationContent, push: IncomingPush) -> ServiceExtensionResponse {
    if crashes { return ServiceExtensionResponse(takes: takes, outcome: .crashes) }
    if suppresses { return .completes(after: takes, with: NotificationContent()) }
    var modified = content
    if let title { modified.title = title }
    if let subtitle { modified.subtitle = subtitle }
    if let body { modified.body = body }
    modified.attachments += attach
    return .completes(after: takes, with: modified)
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
