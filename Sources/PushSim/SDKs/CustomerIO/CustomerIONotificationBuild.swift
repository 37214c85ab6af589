/// What the Customer.io Android SDK's notification builder takes for a push
/// (`CustomerIOPushNotificationHandler.handleNotification`), recorded with the notification as
/// the `buildNotification` action:
/// - the small icon: the notification block's `icon`, else the app's default
///   (`com.google.firebase.messaging.default_notification_icon`, else the app icon): `appDefault`;
/// - the colour: the block's `color` when `Color.parseColor` reads it, else the app's default;
/// - the big picture: the image (data `image`, else the block's) when it is `https`; the device
///   loads nothing else, and the notification keeps `BigTextStyle`;
/// - the channel: the app's package name, which the SDK creates ("<app> Notifications",
///   default importance);
/// - the sound: the default notification sound.
struct CustomerIONotificationBuild: Sendable, Equatable {
  /// The small icon's drawable name, or `appDefault`.
  var smallIcon: String
  /// The tint colour, or `appDefault`.
  var color: String
  /// The image shown as a big picture, or `nil`.
  var bigPicture: String?
  /// The image the payload named but the device did not load, or `nil`.
  var unloadedImage: String?
  /// The channel.
  var channel: String

  init(_ payload: CustomerIOParsedPushPayload, options: DeviceOptions) {
    smallIcon = payload.smallIcon ?? "appDefault"
    color = payload.color ?? "appDefault"
    if let image = payload.image, !image.isEmpty {
      if VendorSDKView.isHTTPS(image) { bigPicture = image } else { unloadedImage = image }
    }
    channel = options.packageName
  }

  /// The `parameters` of the `buildNotification` action.
  var parameters: JSONObject {
    [
      "smallIcon": .string(smallIcon), "color": .string(color),
      "bigPicture": bigPicture.map(JSONValue.string) ?? .null, "channel": .string(channel), "sound": "default",
    ]
  }

  /// The `result` of the `buildNotification` action: the style, and why an image is missing.
  var result: String {
    if bigPicture != nil { return "posted with BigPictureStyle" }
    if let unloadedImage { return "posted with BigTextStyle: image \(QuotedValue.plain(unloadedImage)) not loaded (not https)" }
    return "posted with BigTextStyle"
  }
}
