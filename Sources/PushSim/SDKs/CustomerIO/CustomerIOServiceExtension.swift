/// The Customer.io rich-push notification service extension, for an app whose extension calls
/// `MessagingPush.shared.didReceive(request, withContentHandler:)` as Customer.io's setup shows
/// (`"serviceExtension": "sdk"`; CIO-I `MessagingPush+RichPush.swift`, `RichPushRequestHandler`).
///
/// - A Customer.io push (both delivery keys, strings): the `delivered` metric is reported at once
///   (`trackMetricFromNSE`, when `autoTrackPushEvents`), then the rich push is composed: an
///   `https` `CIO.push.image` is attached (identifier prefix `cio_sdk_`) and the content handler
///   is called.
/// - Any other push: `didReceive` returns `false` and does not call the content handler; the
///   setup's extension does not call it either, so the budget runs out and iOS shows the
///   original content (R-NSE-6).
///
/// iOS runs the extension only for a visible alert with `mutable-content: 1` (R-NSE-1), so
/// without it there is neither image nor `delivered` metric.
final class CustomerIOServiceExtension: SDKServiceExtension {
  func didReceive(_ content: NotificationContent, push: IncomingPush) -> ServiceExtensionResponse {
    guard case .success(let notification) = CustomerIODecoder.decodeIOS(push) else {
      return ServiceExtensionResponse(takes: .zero, outcome: .neverCompletes)
    }
    var modified = content
    if let image = notification.cioImage, VendorSDKView.isHTTPS(image) { modified.attachments.append(image) }
    return .completes(with: modified)
  }

  func effects(onReceiving push: IncomingPush, context: SDKContext) -> [SDKEffect] {
    guard context.options.cioAutoTrackPushEvents, case .success = CustomerIODecoder.decodeIOS(push) else { return [] }
    return [.track(event: "delivered")]
  }
}
