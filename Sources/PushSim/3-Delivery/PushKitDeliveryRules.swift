/// What iOS does with a VoIP push (`apns-push-type: voip`): PushKit hands it to the app's
/// `PKPushRegistryDelegate`, launching the app in the background if it is not running, and,
/// for apps built with the iOS 13 SDK or later, the app must report a call to CallKit before
/// its handler returns or the system terminates it; after repeated failures the system stops
/// delivering VoIP pushes to it (docs/ModellingChoices/iOS.md, "VoIP pushes").
///
/// Pure: it returns a ``Decision`` and the device carries it out.
public enum PushKitDeliveryRules {
  /// How many pushes without a reported call stop VoIP delivery to the app. Apple says only
  /// "repeatedly"; 3 is PushSim's choice.
  public static let failuresBeforeDeliveryStops = 3
  /// When callservicesd checks, after the push reached the app, that a call was reported (an
  /// Apple engineer: "a few seconds (~7s) after the push is delivered"): a handler still
  /// running then without a call is terminated.
  public static let callServicesCheckDelay: Duration = .seconds(7)

  /// What happens once the handler has run.
  public enum Outcome: Sendable, Equatable {
    /// The handler reported a call: CallKit shows the incoming call (`callkit.incomingCall`).
    case callReported
    /// No call was reported, and none was required: the app was in the foreground, it already
    /// had an active call, or it has the unrestricted-VoIP entitlement.
    case noCallRequired
    /// No call was reported: the system terminates the app this long after the push reached
    /// it, and counts a failure.
    case terminated(after: Duration)
  }

  /// Whether a VoIP push reaches the app.
  public enum Decision: Sendable, Equatable {
    /// Not delivered to the app (`push.dropped` with this reason).
    case dropped(reason: String)
    /// Delivered to `pushRegistry(_:didReceiveIncomingPushWith:for:completion:)`, after
    /// launching the app in the background when `launches`.
    case delivered(launches: Bool)
    /// The app is launched in the background, but it creates its registry after launch: no
    /// handler gets the push (`push.dropped` `noPushKitRegistryAtLaunch`), and callservicesd
    /// terminates the app (``PushKitDeliveryRules/unhandledOutcome(registration:)``).
    case launchedWithoutRegistry
    /// The app is running, launched by an earlier VoIP push without a registry, and has not
    /// created one since (the user has not opened it): no handler gets this push either
    /// (`push.dropped` `noPushKitRegistryAtLaunch`), and callservicesd terminates the app
    /// (``PushKitDeliveryRules/unhandledOutcome(registration:)``).
    case runningWithoutRegistry
  }

  /// Whether a VoIP push reaches the app.
  ///
  /// - Parameters:
  ///   - registration: the app's VoIP registry, or `nil` when it has none.
  ///   - state: the app state when the push arrives.
  ///   - failures: how many earlier VoIP pushes ended without a reported call.
  ///   - registryCreated: whether the running process has created its registry: `false` for
  ///     one a VoIP push launched when the registry is created after launch, until the user
  ///     opens the app. Default `true`.
  /// - Returns: dropped (`noPushKitRegistry`, `voipDeliveryStopped`), delivered, or launched or
  ///   running without a registry (one created after launch).
  public static func decide(
    registration: PushKitRegistration?, state: AppState, failures: Int, registryCreated: Bool = true
  ) -> Decision {
    guard let registration else { return .dropped(reason: "noPushKitRegistry") }
    if failures >= failuresBeforeDeliveryStops { return .dropped(reason: "voipDeliveryStopped") }
    // PushKit launches an app that is not running, even one the user force-quit (OBS).
    if !state.isRunning, registration.creation == .afterLaunch { return .launchedWithoutRegistry }
    if state.isRunning, !registryCreated, registration.creation == .afterLaunch { return .runningWithoutRegistry }
    return .delivered(launches: !state.isRunning)
  }

  /// Whether the app must report a call for this push (iOS 26.4's `PKVoIPPushMetadata.mustReport`,
  /// and the rule before it): not in the foreground, not while it has an active call (an Apple
  /// engineer, Developer Forums 768136 and 817976), not with the unrestricted-VoIP entitlement.
  ///
  /// - Parameters:
  ///   - registration: the app's VoIP registry.
  ///   - arrivalState: the app state when the push arrived (before any launch).
  ///   - activeCall: whether a call the app reported is still active when the push arrives.
  public static func mustReport(registration: PushKitRegistration, arrivalState: AppState, activeCall: Bool) -> Bool {
    !(arrivalState == .foreground || activeCall || registration.unrestrictedVoIP)
  }

  /// What the system does once the handler ran.
  ///
  /// - Parameters:
  ///   - registration: the app's VoIP registry.
  ///   - reportsCall: whether the handler reported a call (the delegate's answer, else the
  ///     registration's).
  ///   - arrivalState: the app state when the push arrived (before any launch).
  ///   - activeCall: whether a call the app reported is still active when the push arrives.
  public static func outcome(
    registration: PushKitRegistration, reportsCall: Bool, arrivalState: AppState, activeCall: Bool = false
  ) -> Outcome {
    if reportsCall { return .callReported }
    // An Apple engineer: a call must be reported unless the app is in the foreground or
    // already has an active call.
    guard mustReport(registration: registration, arrivalState: arrivalState, activeCall: activeCall) else { return .noCallRequired }
    return .terminated(after: min(registration.takes, callServicesCheckDelay))
  }

  /// What the system does when a VoIP push launched the app and no registry took it (one
  /// created after launch): no handler returns, so callservicesd's check terminates the app
  /// (an Apple engineer, Developer Forums 817976: "failing to configure your PKPushRegistry
  /// delegate at launch" causes that second crash), unless it has the unrestricted entitlement.
  public static func unhandledOutcome(registration: PushKitRegistration) -> Outcome {
    registration.unrestrictedVoIP ? .noCallRequired : .terminated(after: callServicesCheckDelay)
  }
}
