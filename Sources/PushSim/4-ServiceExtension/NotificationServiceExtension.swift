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
  ///
  /// - Parameter content: the extension's `bestAttemptContent`: what its `didReceive` built
  ///   before it overran (``ServiceExtensionResponse/bestAttempt``), or the delivered content
  ///   when it built none.
  func serviceExtensionTimeWillExpire(_ content: NotificationContent) -> NotificationContent?

  /// `serviceExtensionTimeWillExpire()` with both contents the extension has at hand: the
  /// delivered one and the `bestAttemptContent` its `didReceive` built before it overran. The
  /// device calls this one. By default it is
  /// ``serviceExtensionTimeWillExpire(_:)`` given `bestAttempt ?? original`.
  ///
  /// - Parameters:
  ///   - original: the content as delivered.
  ///   - bestAttempt: ``ServiceExtensionResponse/bestAttempt`` of the response that overran;
  ///     `nil` when `didReceive` built none.
  /// - Returns: the content to show instead of the original, or `nil` to let the system show
  ///   the original (R-NSE-3).
  func serviceExtensionTimeWillExpire(_ original: NotificationContent, bestAttempt: NotificationContent?) -> NotificationContent?
}

extension NotificationServiceExtension {
  /// By default every push is handled alike, whatever its turn.
  public func didReceive(_ content: NotificationContent, push: IncomingPush, turn: Int) -> ServiceExtensionResponse {
    didReceive(content, push: push)
  }

  /// By default the system shows the original content when the budget runs out.
  public func serviceExtensionTimeWillExpire(_ content: NotificationContent) -> NotificationContent? { nil }

  /// By default ``serviceExtensionTimeWillExpire(_:)`` decides, given the best attempt
  /// `didReceive` built, or the original when it built none.
  public func serviceExtensionTimeWillExpire(_ original: NotificationContent, bestAttempt: NotificationContent?) -> NotificationContent? {
    serviceExtensionTimeWillExpire(bestAttempt ?? original)
  }
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
  /// The extension's `bestAttemptContent` when its budget runs out: the content its
  /// `didReceive` had built by then, which `serviceExtensionTimeWillExpire()` is given (and a
  /// ``ClosureServiceExtension`` hands by default). `nil` when it built none: the expiry
  /// callback is given the delivered content.
  ///
  /// For a response that ``Outcome/completes(_:)`` it is by default the content it completes
  /// with: an extension that edits its copy, then overruns its budget before calling the
  /// handler, has made those edits. Give it explicitly when part of the work comes after the
  /// overrun (an image still downloading): ``completes(after:with:bestAttempt:)``.
  public var bestAttempt: NotificationContent?

  /// Creates a response whose best attempt is what it completes with, if it completes (`nil`
  /// for ``Outcome/crashes`` and ``Outcome/neverCompletes``).
  public init(takes: Duration, outcome: Outcome) {
    self.takes = takes
    self.outcome = outcome
    if case .completes(let content) = outcome { bestAttempt = content }
  }

  /// Creates a response with the best attempt the extension has built when its budget runs out.
  ///
  /// - Parameters:
  ///   - takes: how long it runs before it ends.
  ///   - outcome: how it ends.
  ///   - bestAttempt: its `bestAttemptContent` if the budget runs out first; `nil` for none.
  public init(takes: Duration, outcome: Outcome, bestAttempt: NotificationContent?) {
    self.takes = takes
    self.outcome = outcome
    self.bestAttempt = bestAttempt
  }

  /// Calls the content handler after `takes` with `content`; if `takes` overruns the budget,
  /// `content` is the best attempt.
  public static func completes(after takes: Duration = .zero, with content: NotificationContent) -> ServiceExtensionResponse {
    ServiceExtensionResponse(takes: takes, outcome: .completes(content))
  }

  /// Calls the content handler after `takes` with `content`; if `takes` overruns the budget,
  /// the extension has only built `bestAttempt` by then (the text it set before it started
  /// downloading an image, say).
  public static func completes(
    after takes: Duration, with content: NotificationContent, bestAttempt: NotificationContent?
  ) -> ServiceExtensionResponse {
    ServiceExtensionResponse(takes: takes, outcome: .completes(content), bestAttempt: bestAttempt)
  }

  /// Never calls the content handler, having built `bestAttempt` (`nil`: nothing) when the
  /// budget runs out.
  public static func neverCompletes(bestAttempt: NotificationContent?) -> ServiceExtensionResponse {
    ServiceExtensionResponse(takes: .zero, outcome: .neverCompletes, bestAttempt: bestAttempt)
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
///
/// Like the extension Xcode's template makes, it keeps what `didReceive` built as its
/// `bestAttemptContent` and, when the budget runs out, hands it from
/// `serviceExtensionTimeWillExpire()`: a closure that edits the content, then takes 45 s,
/// shows its edits after 30 s (``ServiceExtensionResponse/bestAttempt``). Give `timeWillExpire`
/// to decide otherwise:
///
/// ```swift
/// // Decrypts, then downloads an image for 45 s; on expiry only the text is ready.
/// let nse = ClosureServiceExtension { content, _ in
///   var decrypted = content
///   decrypted.body = "Decrypted"
///   var withImage = decrypted
///   withImage.attachments = ["https://cdn.example.com/i.jpg"]
///   return .completes(after: .seconds(45), with: withImage, bestAttempt: decrypted)
/// }
/// ```
/// (`ClosureServiceExtensionTests`.)
public final class ClosureServiceExtension: NotificationServiceExtension {
  private let body: (NotificationContent, IncomingPush) -> ServiceExtensionResponse
  private let expiry: ((NotificationContent) -> NotificationContent?)?

  /// An extension that runs `body` for each push, and `timeWillExpire` when the budget runs out.
  ///
  /// - Parameters:
  ///   - timeWillExpire: `serviceExtensionTimeWillExpire()`: given the extension's
  ///     `bestAttemptContent` (what `body` built, ``ServiceExtensionResponse/bestAttempt``, or
  ///     the delivered content when it built none), it returns the content to show, or `nil`
  ///     for the original. By default (`nil`) it hands the best attempt `body` built, and the
  ///     original is shown when it built none.
  ///   - body: `didReceive(_:withContentHandler:)`.
  public init(
    timeWillExpire: ((NotificationContent) -> NotificationContent?)? = nil,
    _ body: @escaping (NotificationContent, IncomingPush) -> ServiceExtensionResponse
  ) {
    self.body = body
    self.expiry = timeWillExpire
  }

  /// Runs the closure.
  public func didReceive(_ content: NotificationContent, push: IncomingPush) -> ServiceExtensionResponse {
    body(content, push)
  }

  /// Runs the expiry closure on `content`; without one, hands `nil` (the original is shown).
  /// The device calls ``serviceExtensionTimeWillExpire(_:bestAttempt:)``.
  public func serviceExtensionTimeWillExpire(_ content: NotificationContent) -> NotificationContent? {
    expiry?(content)
  }

  /// Runs the expiry closure on the best attempt (or `original` when `didReceive` built
  /// none); without one, hands the best attempt.
  public func serviceExtensionTimeWillExpire(_ original: NotificationContent, bestAttempt: NotificationContent?) -> NotificationContent? {
    guard let expiry else { return bestAttempt }
    return expiry(bestAttempt ?? original)
  }
}
