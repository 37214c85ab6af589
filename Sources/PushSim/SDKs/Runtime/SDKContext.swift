/// What an ``EmbeddedSDK`` knows of the device when the device calls it.
public struct SDKContext: Sendable {
  /// The platform.
  public var platform: Platform
  /// The app state now.
  public var state: AppState
  /// The app state when the push reached the device, before any launch it caused; for a tap,
  /// the state before the tap.
  public var arrivalState: AppState
  /// Whether the app is in focus (Android: in the foreground and the device unlocked).
  public var inFocus: Bool
  /// The virtual time.
  public var now: SimInstant
  /// The UNIX time in seconds at ``now`` (the device's `clockEpochSeconds` plus virtual time).
  public var unixTime: Int64
  /// The notifications shown, oldest first.
  public var shown: [DisplayedNotification]
  /// The app's wrapper.
  public var wrapper: Wrapper
  /// The knobs and conditions.
  public var options: DeviceOptions
  /// The app's own behaviour.
  public var app: AppBehavior
  /// When the app registers its delegate.
  public var registration: DelegateRegistration
  /// Whether the app's UI (Android: its activity, with a wrapper's web view or Flutter engine)
  /// existed when the push arrived: a process a push started in the background has none.
  public var appUILoaded = true
  /// Whether the SDK's installation is subscribed to notifications (``SDKInstallation/subscribed``;
  /// WonderPush's `isSubscriptionStatusOptIn`), before the effects of this call.
  public var installationSubscribed = true
  /// The SDK's installation id on this device (`installationId` option).
  public var installationID: String { options.installationID }

  /// Whether the app's process was running when the push arrived (for a tap: when the user
  /// tapped).
  public var wasRunning: Bool { arrivalState.isRunning }
}
