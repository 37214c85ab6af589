/// Web: what the site's service worker does with a `push` event (app key
/// `serviceWorkerPushHandler`): it shows its notification, or its handler fails.
///
/// What each browser then does is ``WebPushEventFailure``; a handler that shows nothing
/// leads to the silent-push rules of ``WebDeliveryRules/silentPush(state:recentSilent:violations:notificationsShowing:firefoxQuota:options:)``.
public enum ServiceWorkerPushHandler: String, Sendable, CaseIterable {
  /// The handler shows its notification (`event.waitUntil(registration.showNotification(…))`)
  /// and its promises fulfil: PushSim's plain worker, the default. Options `showNotification`
  /// throws a `TypeError` for reject that promise, and the event fails as for ``rejects``.
  case shows
  /// The `push` listener throws before it calls `showNotification`: nothing is shown.
  case `throws`
  /// The promise the listener passes to `event.waitUntil` rejects before `showNotification` is
  /// called (a failed `fetch`, say): nothing is shown.
  case rejects
  /// The listener shows its notification, but another promise it passes to `event.waitUntil`
  /// rejects (an analytics `fetch`, say).
  case showsThenRejects
  /// The worker registered no `push` listener: the event runs no code and shows nothing.
  case noListener

  /// Whether a `push` listener runs (`delegate.push` is traced).
  public var listens: Bool { self != .noListener }

  /// Whether the handler calls `showNotification` (when the worker shows one at all, app key
  /// `serviceWorkerShowsNotification`).
  public var callsShowNotification: Bool { self == .shows || self == .showsThenRejects }

  /// Whether the listener passes `event.waitUntil` a promise, which can keep the event running
  /// (app key `serviceWorkerPushHandlerTakes`).
  public var awaitsPromise: Bool { self != .throws && self != .noListener }

  /// Whether a promise passed to `event.waitUntil` rejects.
  public var rejectsWaitUntil: Bool { self == .rejects || self == .showsThenRejects }
}
