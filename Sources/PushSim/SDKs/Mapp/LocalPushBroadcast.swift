/// The Mapp Engage Android SDK's `LocalPushBroadcast`: the app's receiver of push lifecycle
/// events, set on ``Appoxee/pushBroadcast``.
public protocol LocalPushBroadcast: AnyObject {
  /// A push was received, shown or not (as its `notificationMode` allows).
  func onReceived(_ push: MappPushData)
  /// The user opened the notification.
  func onOpened(_ push: MappPushData)
  /// The user dismissed the notification.
  func onDismissed(_ push: MappPushData)
  /// A silent push or a trigger update was processed.
  func onSilent(_ push: MappPushData)
  /// The user clicked action button `buttonIndex` (the SDK's `onButtonClick(MappPush)` passes
  /// no index, and its `MappPush` carries none; PushSim adds the button tapped). When that
  /// button shares its PendingIntent with a later one, the click runs the later one's action
  /// and reports its event type to Mapp; the app cannot tell, and `buttonIndex` stays the
  /// button tapped (the trace's `pendingIntentOf` names the other).
  func onButtonClick(_ push: MappPushData, buttonIndex: Int)
  /// The user clicked the Play button of a GIF or video push (`type` `gif`/`video`).
  func onRichPush(_ push: MappPushData)
}

extension LocalPushBroadcast {
  /// Default: does nothing.
  public func onReceived(_ push: MappPushData) {}
  /// Default: does nothing.
  public func onOpened(_ push: MappPushData) {}
  /// Default: does nothing.
  public func onDismissed(_ push: MappPushData) {}
  /// Default: does nothing.
  public func onSilent(_ push: MappPushData) {}
  /// Default: does nothing.
  public func onButtonClick(_ push: MappPushData, buttonIndex: Int) {}
  /// Default: does nothing.
  public func onRichPush(_ push: MappPushData) {}
}
