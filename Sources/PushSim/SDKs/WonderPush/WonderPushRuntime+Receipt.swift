/// The SDK's reception receipt: what it reports when one of its pushes is received.
///
/// - Android (WP-A `NotificationManager.onReceivedNotification`, right after the
///   `receiveActions`): `receiptUsingMeasurements` counts `@NOTIFICATION_RECEIVED` through the
///   measurements API (`countInternalEvent`; not an installation event); otherwise `receipt`
///   tracks it as an event of the installation (`trackInternalEvent`), with the campaign and
///   notification ids. `NotificationModel` reads both with `optBoolean(…, false)`: `true`, or
///   the text `"true"` in any case.
/// - iOS (WP-I `WonderPush.m` `trackNotificationReceived:`, after the `receiveActions` of
///   didRRN): `receipt` tracks the event unless `receiptUsingMeasurements`, with the reporting
///   data (`WPReportingData eventDataValue`: `campaignId`, `notificationId`, `viewId`,
///   `reporting`). `receiptUsingMeasurements` is counted by the SDK's service extension only
///   (WP-I `WPNotificationServiceExtension.m`, ``WonderPushServiceExtension``).
/// - The web: the SDK is not public; nothing is modelled.
///
/// And what WP-A reports when one of its notifications is opened (``androidOpenedEffects(_:buttonIndex:context:)``).
extension WonderPushRuntime {
  /// The internal event the SDK reports on receipt.
  static let receivedEvent = "@NOTIFICATION_RECEIVED"

  /// The internal event the SDK reports when one of its notifications is opened.
  static let openedEvent = "@NOTIFICATION_OPENED"

  /// Android (WP-A `NotificationManager.trackOpenedNotification`, the first step of
  /// `handleOpenedNotificationFromTrackingActivity`, before the app hears of the tap): the
  /// `@NOTIFICATION_OPENED` event with `campaignId`, `notificationId` (each left out when
  /// missing, as `JSONObject.put` drops a `null`) and, for a button, its `buttonLabel`; tracked as
  /// an installation event when the installation is opted in (`isSubscriptionStatusOptIn`),
  /// else counted through the measurements API. Its `actionDate` (a server-synced wall clock) is
  /// left out. iOS and the web: nothing is modelled.
  ///
  /// - Parameters:
  ///   - wp: The opened push.
  ///   - buttonIndex: The tapped button's index in `alert.buttons`, `nil` for the notification.
  ///   - context: The device; its `installationSubscribed` decides between tracking and counting.
  /// - Returns: The `metric` to record.
  func androidOpenedEffects(_ wp: WonderPushNotification, buttonIndex: Int?, context: SDKContext) -> [SDKEffect] {
    guard context.platform == .android else { return [] }
    guard context.installationSubscribed else { return [.track(event: Self.openedEvent)] }
    var data = JSONObject()
    if let campaignId = wp.campaignId { data["campaignId"] = .string(campaignId) }
    if let notificationId = wp.notificationId { data["notificationId"] = .string(notificationId) }
    if let buttonIndex, let buttons = wp.alert?.buttons, buttons.indices.contains(buttonIndex), let label = buttons[buttonIndex].label {
      data["buttonLabel"] = .string(label)
    }
    return [.installation(.trackInternalEvent(type: Self.openedEvent, data: data))]
  }

  /// What the SDK reports when it receives `wp` on `platform`, outside the service extension.
  func receiptEffects(_ wp: WonderPushNotification, platform: Platform) -> [SDKEffect] {
    switch platform {
    case .android:
      if wp.receiptUsingMeasurements { return [.track(event: Self.receivedEvent)] }
      guard wp.receipt else { return [] }
      // `JSONObject.put` drops a null value: a missing id is absent.
      var data = JSONObject()
      if let campaignId = wp.campaignId { data["campaignId"] = .string(campaignId) }
      if let notificationId = wp.notificationId { data["notificationId"] = .string(notificationId) }
      return [.installation(.trackInternalEvent(type: Self.receivedEvent, data: data))]
    case .iOS:
      guard wp.receipt, !wp.receiptUsingMeasurements else { return [] }
      var data = JSONObject()
      if let notificationId = wp.notificationId { data["notificationId"] = .string(notificationId) }
      if let campaignId = wp.campaignId { data["campaignId"] = .string(campaignId) }
      if let viewId = wp.viewId { data["viewId"] = .string(viewId) }
      if let reporting = wp.reporting { data["reporting"] = .object(reporting) }
      return [.installation(.trackInternalEvent(type: Self.receivedEvent, data: data))]
    default:
      return []
    }
  }
}
