/// What the app's PushKit code does (iOS): it created a `PKPushRegistry` whose
/// `desiredPushTypes` holds `.voIP`, and its `PKPushRegistryDelegate` handles VoIP pushes in
/// `pushRegistry(_:didReceiveIncomingPushWith:for:completion:)`.
///
/// ``AppBehavior/pushKit`` is `nil` for an app without a VoIP registry: a VoIP push is then
/// dropped (``PushKitDeliveryRules``).
public struct PushKitRegistration: Sendable, Equatable {
  /// When the app creates its registry in a launch.
  public enum Creation: String, Sendable, CaseIterable, CustomStringConvertible {
    /// In `application(_:didFinishLaunchingWithOptions:)`, as Apple says ("Every time your app
    /// launches, whether in the foreground or in the background, create a push registry
    /// object"): a VoIP push that launches the app reaches it.
    case atLaunch
    /// Later (a screen, after sign-in, from JavaScript): a VoIP push that launches the app
    /// finds no registry, and callservicesd terminates the app about 7 s on.
    case afterLaunch

    /// The name used in scenario files.
    public var description: String { rawValue }
  }

  /// Which delegate method handles a VoIP push.
  public enum Handler: String, Sendable, CaseIterable, CustomStringConvertible {
    /// `pushRegistry(_:didReceiveIncomingPushWith:for:completion:)`, iOS 11 and later.
    case didReceiveIncomingPush
    /// `pushRegistry(_:didReceiveIncomingVoIPPushWith:metadata:withCompletionHandler:)`,
    /// iOS 26.4 and later: PushKit calls it instead, with `PKVoIPPushMetadata.mustReport`.
    case didReceiveIncomingVoIPPush

    /// The name used in scenario files and in the trace (`delegate.<name>`).
    public var description: String { rawValue }
  }

  /// Whether the handler reports a new incoming call to CallKit
  /// (`CXProvider.reportNewIncomingCall(with:update:completion:)`) before it returns, as iOS 13
  /// and later require. Default `true`.
  public var reportsCall = true
  /// With ``reportsCall``: the handler reports a call only when one is required
  /// (``PushKitDeliveryRules/mustReport(registration:arrivalState:activeCall:)``: iOS 26.4's
  /// `mustReport`, or, before it, the app's own check that it is not in the foreground and has
  /// no active call). Scenario files write `"reportsCall": "whenRequired"`. Default `false`.
  public var onlyWhenRequired = false
  /// How long the handler runs before it returns (and calls its completion handler). Without a
  /// reported call, iOS terminates the app when it returns, or after
  /// ``PushKitDeliveryRules/callServicesCheckDelay`` if it runs longer.
  public var takes: Duration = .zero
  /// The app has the `com.apple.developer.pushkit.unrestricted-voip` entitlement, which Apple
  /// grants on request and does not document: it is not terminated for a push without a call.
  public var unrestrictedVoIP = false
  /// When the app creates the registry in a launch. Default ``Creation/atLaunch``.
  public var creation = Creation.atLaunch
  /// How long a call the handler reports stays active (ringing, answered, talked) before it
  /// ends (`callkit.callEnded`); while one is, a VoIP push needs no new call. Default `0s`: the
  /// call is not tracked (it ends at once and nothing is recorded).
  public var callLasts: Duration = .zero
  /// Which delegate method handles the push. Default ``Handler/didReceiveIncomingPush``.
  public var handler = Handler.didReceiveIncomingPush

  /// A registry created at launch whose handler reports a call at once.
  public init(
    reportsCall: Bool = true, takes: Duration = .zero, unrestrictedVoIP: Bool = false,
    creation: Creation = .atLaunch, callLasts: Duration = .zero, handler: Handler = .didReceiveIncomingPush,
    onlyWhenRequired: Bool = false
  ) {
    self.reportsCall = reportsCall
    self.onlyWhenRequired = onlyWhenRequired
    self.takes = takes
    self.unrestrictedVoIP = unrestrictedVoIP
    self.creation = creation
    self.callLasts = callLasts
    self.handler = handler
  }
}
