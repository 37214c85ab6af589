/// OneSignal (Android): a notification channel as the OneSignal dashboard lists it for the
/// app, in the server's params (`chnl_lst`, the SDK's `ConfigModel.notificationChannels`).
///
/// At each start the SDK's `NotificationChannelManager.processChannelList` creates each listed
/// channel as it creates a push's `chnl` channel (`createChannel`, with
/// `setBypassDnd(optInt("bdnd", 0) == 1)` and the importance of `optInt("pri", 6)`), then deletes the app's other `OS_` channels
/// (``SimulatedDevice/androidDeletedChannels``). docs/OneSignal.md, "The dashboard's channel
/// list at app start".
public struct OneSignalDashboardChannel: Equatable, Sendable {
  /// The channel's id, the entry's `chnl.id` (dashboard channels are `OS_` and a UUID).
  public var id: String
  /// The entry's top-level `bdnd` is 1: the SDK creates the channel with `setBypassDnd(true)`.
  public var bypassesDnd: Bool
  /// The entry's top-level `pri`, `nil` without one (`createChannel` reads `optInt("pri", 6)`):
  /// below 1 the SDK creates the channel with `IMPORTANCE_NONE`, off
  /// (``OSNotification/channelImportanceIsNone(priority:)``).
  public var priority: Int?

  /// A listed channel.
  public init(id: String, bypassesDnd: Bool = false, priority: Int? = nil) {
    self.id = id
    self.bypassesDnd = bypassesDnd
    self.priority = priority
  }

  /// Whether the SDK creates the channel off (`IMPORTANCE_NONE`): a `pri` below 1.
  public var importanceIsNone: Bool { OSNotification.channelImportanceIsNone(priority: priority ?? 6) }

  /// The prefix of the channels the SDK creates from the dashboard (`CHANNEL_PREFIX`): those
  /// the list does not name are deleted.
  public static let prefix = "OS_"
}
