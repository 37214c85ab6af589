/// What OneSignal's notification service extension gets on Android
/// (`INotificationServiceExtension.onNotificationReceived(event)`): every notification the SDK
/// processes, a restored one included (``OSNotification/restoring``). Calling
/// ``OSPreventableNotificationEvent/preventDefault()`` keeps it from being shown; a restored
/// notification prevented so is marked dismissed and not restored again. The app's default is
/// ``AppBehavior/oneSignalServiceExtension``.
public final class OSNotificationReceivedEvent: OSPreventableNotificationEvent {}
