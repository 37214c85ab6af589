/// What OneSignal's foreground lifecycle listener gets
/// (`INotificationLifecycleListener.onWillDisplay(event)`): a notification about to be shown
/// while the app is in focus. Calling ``OSPreventableNotificationEvent/preventDefault()`` keeps
/// it from being shown; the app's default is ``AppBehavior/preventsForegroundDisplay``.
public final class OSNotificationWillDisplayEvent: OSPreventableNotificationEvent {}
