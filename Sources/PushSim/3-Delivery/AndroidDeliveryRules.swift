/// The Android decision table of SEMANTICS.md §7.3 (rows a1–a10, native FCM SDK): who shows a
/// message and whether `onMessageReceived` runs.
///
/// Pure: it returns a ``Decision`` and the device carries it out. Row a11 (restore) belongs to
/// the SDKs that restore notifications.
public enum AndroidDeliveryRules {
  /// The outcome of one row.
  public struct Decision: Sendable, Equatable {
    /// The row of §7.3, such as `a2`.
    public var row: String
    /// The FCM SDK posts the notification to the tray.
    public var sdkDisplays: Bool
    /// `onMessageReceived` runs.
    public var onMessageReceived: Bool
    /// `onDeletedMessages` runs.
    public var onDeletedMessages: Bool
    /// The process is cold-started to handle the message.
    public var coldStart: Bool
    /// Nothing is shown and the FCM SDK's service dispatches nothing, for this reason
    /// (`forceStopped`, `permissionDenied`, `noUI`, `unknownMessageType`); but for
    /// `forceStopped`, the RECEIVE broadcast still starts the process and reaches the app's own
    /// receivers.
    public var dropReason: String?
  }

  /// The row for a message.
  ///
  /// - Parameters:
  ///   - kind: the message kind (§2.1).
  ///   - state: the app state.
  ///   - locked: the keyguard is showing (a foreground app then counts as background, R-A-3).
  ///   - options: the knobs (the notification permission).
  ///   - channelBlocked: the channel the FCM SDK would post a notification message on is one the
  ///     user turned off (``DeviceOptions/androidBlockedChannels``): row a10, as for the
  ///     permission, but the SDK still builds and posts it, and Android drops the post.
  public static func decide(
    kind: PushKind, state: AppState, locked: Bool, options: DeviceOptions, channelBlocked: Bool = false
  ) -> Decision {
    decide(kind: kind, state: state, locked: locked, knobs: DeliveryKnobs(options), channelBlocked: channelBlocked)
  }

  /// ``decide(kind:state:locked:options:channelBlocked:)`` with the options' ``DeliveryKnobs``.
  @inline(__always)
  static func decide(
    kind: PushKind, state: AppState, locked: Bool, knobs options: DeliveryKnobs, channelBlocked: Bool = false
  ) -> Decision {
    let foreground = state == .foreground && !locked
    let killed = state == .killed
    if state == .forceStopped {
      return Decision(
        row: "a8", sdkDisplays: false, onMessageReceived: false, onDeletedMessages: false,
        coldStart: false, dropReason: "forceStopped")
    }
    switch kind {
    case .deletedMessages:
      return Decision(
        row: "a9", sdkDisplays: false, onMessageReceived: false, onDeletedMessages: true,
        coldStart: killed, dropReason: nil)
    case .fcmSendEvent, .fcmSendError:
      // Upstream messages' results go to `onMessageSent` / `onSendError` (no row of §7.3).
      return Decision(
        row: "messageType", sdkDisplays: false, onMessageReceived: false, onDeletedMessages: false,
        coldStart: killed, dropReason: nil)
    case .fcmUnknownMessageType:
      // The RECEIVE broadcast starts the process for it as for any message; the service then
      // logs the type and dispatches nothing.
      return Decision(
        row: "messageType", sdkDisplays: false, onMessageReceived: false, onDeletedMessages: false,
        coldStart: killed, dropReason: "unknownMessageType")
    case .fcmNoUI:
      // `DisplayNotification.handleNotification` returns before anything, whatever the state
      // or the permission: the FCM SDK "handled" it, in a process the broadcast started.
      return Decision(
        row: "noUI", sdkDisplays: false, onMessageReceived: false, onDeletedMessages: false, coldStart: killed,
        dropReason: "noUI")
    case .data:
      return Decision(
        row: foreground ? "a6" : "a7", sdkDisplays: false, onMessageReceived: true,
        onDeletedMessages: false, coldStart: killed, dropReason: nil)
    default:
      let both = kind == .notificationAndData
      if foreground {
        // a10 in the foreground: normal dispatch, so the permission changes nothing here.
        return Decision(
          row: options.notificationPermission && !channelBlocked ? (both ? "a4" : "a1") : "a10", sdkDisplays: false,
          onMessageReceived: true, onDeletedMessages: false, coldStart: false, dropReason: nil)
      }
      if !options.notificationPermission {
        return Decision(
          row: "a10", sdkDisplays: false, onMessageReceived: false, onDeletedMessages: false,
          coldStart: killed, dropReason: "permissionDenied")
      }
      // A blocked channel: the FCM SDK cannot tell (it posts as usual), and Android drops the
      // post (``SimulatedDevice`` records `notification.suppressed` `channelBlocked`).
      return Decision(
        row: channelBlocked ? "a10" : both ? "a5" : (killed ? "a3" : "a2"), sdkDisplays: true, onMessageReceived: false,
        onDeletedMessages: false, coldStart: killed, dropReason: nil)
    }
  }

  /// The channel a notification is posted on (R-A-7): the message's channel if the app created
  /// it, else the manifest's default channel if the app declared one and created it, else
  /// `fcm_fallback_notification_channel`.
  public static func channel(requested: String?, created: [String], manifestDefault: String?) -> String {
    channel(requested: requested, created: created, createdAtRunTime: [], manifestDefault: manifestDefault)
  }

  /// ``channel(requested:created:manifestDefault:)`` where the app has the channels it created
  /// itself and those created since the device started (by an SDK, or FCM's fallback channel).
  static func channel(requested: String?, created: [String], createdAtRunTime: [String], manifestDefault: String?) -> String {
    if let requested, created.contains(requested) || createdAtRunTime.contains(requested) { return requested }
    if let manifestDefault, created.contains(manifestDefault) || createdAtRunTime.contains(manifestDefault) { return manifestDefault }
    return fallbackChannel
  }

  /// The channel FCM creates for itself when a message has no usable one (R-A-7).
  public static let fallbackChannel = "fcm_fallback_notification_channel"
}
