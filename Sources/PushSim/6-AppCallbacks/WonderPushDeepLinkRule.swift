/// One rule of what a WonderPush app's deep-link delegate answers: Android's
/// `WonderPushDelegate.urlForDeepLink(DeepLinkEvent)`, iOS's `wonderPushWillOpenURL:` (or its
/// `withCompletionHandler:` form). The SDK hands the delegate the URL it is about to open and
/// opens what the delegate returns instead; `null`/`nil` opens nothing.
///
/// The rules of ``AppBehavior/wonderPushURLForDeepLink`` are tried in order; the first whose
/// ``prefix`` starts the URL decides, and a URL no rule matches passes through unchanged.
public struct WonderPushDeepLinkRule: Sendable, Equatable {
  /// What the delegate returns for a URL a rule matches.
  public enum Answer: Sendable, Equatable {
    /// The URL with the matched prefix replaced by this text (the whole URL when the prefix is
    /// the whole URL).
    case rewrite(String)
    /// `null` (Android) or `nil` (iOS): the app handled the link itself; the SDK opens nothing.
    case cancel
    /// The URL unchanged (`event.getUrl()`, the `URL` parameter): the SDK goes on as without a
    /// delegate.
    case passThrough
    /// iOS: `wonderPushWillOpenURL:withCompletionHandler:` never calls its completion handler.
    /// WP-I `openURL:targetUrlMode:` waits 5 s (``WonderPushDeepLinkRule/completionTimeout``)
    /// and then goes on with the original URL. Android's `urlForDeepLink` returns its answer, so
    /// there the rule is ``passThrough`` (the scenario loader refuses it on Android).
    case neverCompletes
  }

  /// How long WP-I waits for the completion handler of `wonderPushWillOpenURL:withCompletionHandler:`
  /// before it opens the original URL (`openURL:targetUrlMode:`'s `dispatch_after` of 5 s).
  public static let completionTimeout = Duration.seconds(5)

  /// The start of the URLs this rule decides; `""` matches every URL.
  public var prefix: String
  /// What the delegate returns for them.
  public var answer: Answer

  /// A rule: URLs that start with `prefix` get `answer`.
  public init(prefix: String, _ answer: Answer) {
    self.prefix = prefix
    self.answer = answer
  }

  /// What a delegate with these rules returns for `url`: the first matching rule's answer, or
  /// `url` itself when none matches. `nil` cancels the opening. A ``Answer/neverCompletes``
  /// rule gives `url`: what the SDK opens once it stops waiting.
  public static func answer(for url: String, rules: [WonderPushDeepLinkRule]) -> String? {
    guard let rule = rules.first(where: { url.hasPrefix($0.prefix) }) else { return url }
    switch rule.answer {
    case .rewrite(let replacement): return replacement + url.dropFirst(rule.prefix.count)
    case .cancel: return nil
    case .passThrough, .neverCompletes: return url
    }
  }
}

extension WonderPushDeepLinkRule {
  /// Whether the delegate with these rules never calls its completion handler for `url` (the
  /// first matching rule is ``Answer/neverCompletes``).
  public static func neverCompletes(_ url: String, rules: [WonderPushDeepLinkRule]) -> Bool {
    rules.first(where: { url.hasPrefix($0.prefix) })?.answer == .neverCompletes
  }
}
