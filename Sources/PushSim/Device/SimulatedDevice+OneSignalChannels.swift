/// OneSignal (Android): the dashboard's channel list the SDK applies at each start
/// (docs/OneSignal.md, "The dashboard's channel list at app start").
extension SimulatedDevice {
  /// OneSignal's `NotificationChannelManager.processChannelList`, run when the SDK's remote
  /// configuration arrives from the server's params at the start of the app's process (v5:
  /// `onModelReplaced` with `HYDRATE`; v4: `makeAndroidParamsRequest`'s callback): PushSim runs
  /// it at the process's start while the device is online (**choice**: the params response's
  /// delay is not modelled). Offline the request fails and the SDK retries it while the process
  /// lives (v5 `ConfigModelStoreListener.fetchParams`: 30 s, then 10 s more each time, at most
  /// 90 s): the list waits (``oneSignalChannelListPending``) and is applied when the device comes
  /// online with the process still running (**choice**: the wait for the next retry is not
  /// modelled), else at the next start.
  ///
  /// It creates each channel of ``AppBehavior/oneSignalNotificationChannels`` in order as a
  /// push's `chnl` channel is created (its `bdnd` sets the bypass as a push's would:
  /// ``noteChannelBypassesDnd(_:_:)``; a `pri` below 1 creates it off, or lowers it to off
  /// unless the user changed it, as a push's: ``noteChannelCreatedWithImportanceNone(_:)``;
  /// a deleted one is restored; `miscellaneous` is the SDK's
  /// default channel), then, unless the list is empty, deletes every channel of the app whose
  /// id starts with `OS_` and that the list does not name (``deleteChannel(_:)``): the SDK reads
  /// them all (`NotificationManager.getNotificationChannels`), the app's own
  /// (``DeviceOptions/androidChannels``) as those created during the run.
  func oneSignalProcessChannelList() {
    guard platform == .android, let list = app.oneSignalNotificationChannels, !list.isEmpty else { return }
    oneSignalChannelListPending = !isOnline
    guard isOnline else { return }
    var synced: [String] = []
    for listed in list {
      let channel = OneSignalRuntime.channelID(described: listed.id)
      noteChannelBypassesDnd(channel, listed.bypassesDnd)
      if listed.importanceIsNone { noteChannelCreatedWithImportanceNone(channel) }
      noteChannelExists(channel)
      if !synced.contains(channel) { synced.append(channel) }
    }
    let unlisted = (options.androidChannels + androidChannelsCreated).filter {
      $0.hasPrefix(OneSignalDashboardChannel.prefix) && !synced.contains($0)
    }
    for channel in unlisted { deleteChannel(channel) }
  }

  /// The device came online: a OneSignal process that started offline gets its params now, and
  /// applies the dashboard's channel list (``oneSignalProcessChannelList()``).
  func oneSignalParamsRetriedOnline() {
    guard oneSignalChannelListPending, state.isRunning else { return }
    oneSignalProcessChannelList()
  }

  /// Android: the app deletes `channel` (`NotificationManager.deleteNotificationChannel`):
  /// `channel.deleted`, then AOSP cancels its notifications (`notification.removed`, reason
  /// `channelRemoved`: `REASON_CHANNEL_REMOVED`, "canceled due to the backing channel being
  /// deleted"), as for a channel turned off: oldest first, then the rest of each cancelled
  /// summary's group; the app is not told. The channel keeps its settings for a later creation
  /// (``androidDeletedChannels``); one of the app's own (``DeviceOptions/androidChannels``)
  /// leaves that list, and counts as created during the run when it is created again.
  func deleteChannel(_ channel: String) {
    let before = doNotDisturbSettings
    androidChannelsCreated.removeAll { $0 == channel }
    if options.androidChannels.contains(channel) { options.androidChannels.removeAll { $0 == channel } }
    if !androidDeletedChannels.contains(channel) { androidDeletedChannels.append(channel) }
    emit("channel.deleted", ["channel": .string(channel)])
    let onChannel = notificationList.filter { $0.channel == channel }
    for notification in onChannel { remove(notification, reason: "channelRemoved", cancelsGroup: false) }
    for notification in onChannel { cancelGroupChildren(of: notification, reason: "channelRemoved") }
    if doNotDisturbSettings != before { reevaluateDoNotDisturb(before: before) }
  }
}
