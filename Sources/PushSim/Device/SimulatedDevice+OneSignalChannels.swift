/// OneSignal (Android): the dashboard's channel list the SDK applies at each start
/// (docs/OneSignal.md, "The dashboard's channel list at app start").
extension SimulatedDevice {
  /// OneSignal's `NotificationChannelManager.processChannelList`, run when the SDK's remote
  /// configuration arrives from the server's params at the start of the app's process (v5:
  /// `onModelReplaced` with `HYDRATE`; v4: `makeAndroidParamsRequest`'s callback): PushSim runs
  /// it at the process's start while the device is online (**choice**: the params response's
  /// delay is not modelled; offline, no params arrive, and the list waits for the next start).
  ///
  /// It creates each channel of ``AppBehavior/oneSignalNotificationChannels`` in order as a
  /// push's `chnl` channel is created (its `bdnd` sets the bypass as a push's would:
  /// ``noteChannelBypassesDnd(_:_:)``; a deleted one is restored), then, unless the list is
  /// empty, deletes every channel the app created during the run whose id starts with `OS_` and
  /// that the list does not name (``deleteChannel(_:)``).
  func oneSignalProcessChannelList() {
    guard platform == .android, isOnline, let list = app.oneSignalNotificationChannels, !list.isEmpty else { return }
    var synced: [String] = []
    for channel in list {
      noteChannelBypassesDnd(channel.id, channel.bypassesDnd)
      noteChannelExists(channel.id)
      if !synced.contains(channel.id) { synced.append(channel.id) }
    }
    let unlisted = androidChannelsCreated.filter { $0.hasPrefix(OneSignalDashboardChannel.prefix) && !synced.contains($0) }
    for channel in unlisted { deleteChannel(channel) }
  }

  /// Android: the app deletes `channel` (`NotificationManager.deleteNotificationChannel`):
  /// `channel.deleted`, then AOSP cancels its notifications (`notification.removed`, reason
  /// `channelRemoved`: `REASON_CHANNEL_REMOVED`, "canceled due to the backing channel being
  /// deleted"), as for a channel turned off: oldest first, then the rest of each cancelled
  /// summary's group; the app is not told. The channel keeps its settings for a later creation
  /// (``androidDeletedChannels``).
  func deleteChannel(_ channel: String) {
    let before = doNotDisturbSettings
    androidChannelsCreated.removeAll { $0 == channel }
    if !androidDeletedChannels.contains(channel) { androidDeletedChannels.append(channel) }
    emit("channel.deleted", ["channel": .string(channel)])
    let onChannel = notificationList.filter { $0.channel == channel }
    for notification in onChannel { remove(notification, reason: "channelRemoved", cancelsGroup: false) }
    for notification in onChannel { cancelGroupChildren(of: notification, reason: "channelRemoved") }
    if doNotDisturbSettings != before { reevaluateDoNotDisturb(before: before) }
  }
}
