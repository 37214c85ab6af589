/// What the app's PushKit code does (iOS): it created a `PKPushRegistry` whose
/// `desiredPushTypes` holds `.voIP`, and its `PKPushRegistryDelegate` handles VoIP pushes in
/// `pushRegistry(_:didReceiveIncomingPushWith:for:completion:)`.
///
/// ``AppBehavior/pushKit`` is `nil` for an app without a VoIP registry: a VoIP push is then
/// dropped (``PushKitDeliveryRules``).
public struct PushKitRegistration: Sendable, Equatable {
  /// Whether the handler reports a new incoming call to CallKit
  /// (`CXProvider.reportNewIncomingCall(with:update:completion:)`) before it returns, as iOS 13
  /// and later require. Default `true`.
  public var reportsCall = true
  /// How long the handler runs before it returns (and calls its completion handler). Without a
  /// reported call, iOS terminates the app when it returns, or after
  /// ``PushKitDeliveryRules/callServicesCheckDelay`` if it runs longer.
  public var takes: Duration = .zero
  /// The app has the `com.apple.developer.pushkit.unrestricted-voip` entitlement, which Apple
  /// grants on request and does not document: it is not terminated for a push without a call.
  public var unrestrictedVoIP = false

  /// A registry whose handler reports a call at once.
  public init(reportsCall: Bool = true, takes: Duration = .zero, unrestrictedVoIP: Bool = false) {
    self.reportsCall = reportsCall
    self.takes = takes
    self.unrestrictedVoIP = unrestrictedVoIP
  }
}
