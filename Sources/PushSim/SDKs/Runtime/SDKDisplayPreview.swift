/// What a vendor SDK posts for a push on Android or the web, for `pushsim parse`: the content of
/// the first notification its runtime asks to display for a push that reaches it in the
/// background (the SDK builds that notification itself, from its own keys, where the transport's
/// notification is only FCM's data message or the web push's body).
enum SDKDisplayPreview {
  /// The content the `sdk` runtime on `platform` posts for `push` with the app in the
  /// background, or `nil` when the SDK is not the platform's embedded one, does not take the
  /// push as its own, or shows nothing for it (a silent push, a dropped one). iOS is `nil`: the
  /// system shows `aps` there.
  static func content(of push: IncomingPush, sdk: SDK, platform: Platform, app: AppBehavior, options: DeviceOptions) -> PushNotification? {
    guard platform != .iOS, let runtime = SDKRuntimes.make(sdk, platform: platform, app: app, options: options) else { return nil }
    let context = SDKContext(
      platform: platform, state: .background, arrivalState: .background, inFocus: false, now: .zero,
      unixTime: options.clockEpochSeconds, shown: [], wrapper: .native, options: options, app: app,
      registration: .atLaunch)
    let effects = platform == .android ? runtime.androidMessage(push, context: context) : runtime.webPush(push, context: context)
    return effects.flatMap(firstDisplay)
  }

  /// The notification `pushsim parse` shows for `push` as the device shows it: on Android and
  /// the web the one a vendor `sdk` posts (``content(of:sdk:platform:app:options:)``), else the
  /// push's own; on Android its title, body and button titles cut to
  /// ``AndroidTextLimit/maxLength``, as Android builds every notification, with what was cut
  /// (the device's `push.warning` `textTruncated`, `pushsim lint`'s warning), title first; no
  /// cut elsewhere.
  static func shown(
    of push: IncomingPush, sdk: SDK?, platform: Platform, app: AppBehavior, options: DeviceOptions
  ) -> (notification: PushNotification, cuts: [AndroidTextLimit.Cut]) {
    var notification = sdk.flatMap { content(of: push, sdk: $0, platform: platform, app: app, options: options) } ?? push.notification
    guard platform == .android, AndroidTextLimit.exceeds(notification) else { return (notification, []) }
    let cuts = AndroidTextLimit.limit(&notification)
    return (notification, cuts)
  }

  /// The content of the first ``SDKEffect/display(_:)`` among `effects` (not those that
  /// concern another push).
  static func firstDisplay(_ effects: [SDKEffect]) -> PushNotification? {
    for effect in effects {
      if case .display(let request) = effect { return request.content }
    }
    return nil
  }
}
