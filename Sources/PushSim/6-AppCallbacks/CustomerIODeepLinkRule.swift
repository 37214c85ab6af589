/// One rule of what a Customer.io app's own link hook answers when a tapped push's link reaches
/// it: iOS's `deepLinkCallback` (CIO-I `CioSdkConfigBuilder.deepLinkCallback(_:)`, a
/// `DeepLinkCallback`, `(URL) -> Bool`), Android's `CustomerIOPushNotificationCallback`
/// `onNotificationClicked(payload, context)` (set with
/// `MessagingPushModuleConfig.Builder.setNotificationCallback`), which returns `Unit` when the app
/// starts what it wants itself and `null` to let the SDK open the link.
///
/// The rules of ``AppBehavior/customerIODeepLinkCallback`` are tried in order; the first whose
/// ``prefix`` starts the link decides, and a link no rule matches is left to the SDK.
public struct CustomerIODeepLinkRule: Sendable, Equatable {
  /// The start of the links this rule decides; `""` matches every link, and on Android a tap on a
  /// notification without a link too (the SDK asks the callback even then).
  public var prefix: String
  /// `true`: the app took the link (iOS `true`, Android `Unit`), and the SDK opens nothing;
  /// `false`: it passes the link back (iOS `false`, Android `null`), and the SDK goes on as
  /// without a callback.
  public var handled: Bool

  /// A rule: links that start with `prefix` are `handled` by the app, or passed back to the SDK.
  public init(prefix: String, handled: Bool) {
    self.prefix = prefix
    self.handled = handled
  }

  /// Whether an app with these rules takes `link` itself: the first matching rule's ``handled``,
  /// or `false` when none matches. A missing link (`nil`) matches only a rule whose prefix is `""`.
  public static func handles(_ link: String?, rules: [CustomerIODeepLinkRule]) -> Bool {
    rules.first { rule in link.map { $0.hasPrefix(rule.prefix) } ?? rule.prefix.isEmpty }?.handled ?? false
  }
}
