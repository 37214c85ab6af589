/// What the Customer.io Android SDK's notification builder takes for a push
/// (`CustomerIOPushNotificationHandler.handleNotification`), recorded with the notification as
/// the `buildNotification` action:
/// - the small icon: the notification block's `icon` when it is not blank (Kotlin's
///   `isNullOrBlank`, ``BlankText/isBlankInKotlin(_:)``) and the app has a
///   drawable of that name (`getDrawableByName`: the device's ``DeviceOptions/androidDrawables``,
///   every name when unset), else the manifest's
///   `com.google.firebase.messaging.default_notification_icon` (``DeviceOptions/androidDefaultIcon``),
///   else the app icon: `appDefault`;
/// - the colour: the block's `color` when `Color.parseColor` reads it, else the manifest's
///   `default_notification_color` (``DeviceOptions/androidDefaultColor``), else none set:
///   `appDefault`;
/// - the big picture: the image (data `image`, else the block's) when it is `https`, also set as
///   the large icon (`setLargeIcon(bitmap)`), with the body as the summary text; the device loads
///   nothing else, and the notification keeps `BigTextStyle`;
/// - the channel: the app's package name, which the SDK creates ("<app> Notifications",
///   default importance);
/// - the sound: the default notification sound.
struct CustomerIONotificationBuild: Sendable, Equatable {
  /// The small icon's drawable name (the block's or the manifest's default), or `appDefault`
  /// (the app icon).
  var smallIcon: String
  /// The tint colour (the block's or the manifest's default), or `appDefault` (none set).
  var color: String
  /// The image shown as a big picture, or `nil`.
  var bigPicture: String?
  /// The image the payload named but the device did not load, or `nil`.
  var unloadedImage: String?
  /// The channel.
  var channel: String

  init(_ payload: CustomerIOParsedPushPayload, options: DeviceOptions) {
    let named = payload.smallIcon.flatMap { icon in
      // `getDrawableByName`: `isNullOrBlank()` is Kotlin's, not Swift's whitespace.
      !BlankText.isBlankInKotlin(icon) && (options.androidDrawables?.contains(icon) ?? true) ? icon : nil
    }
    smallIcon = named ?? options.androidDefaultIcon ?? "appDefault"
    color = payload.color ?? options.androidDefaultColor ?? "appDefault"
    if let image = payload.image, !image.isEmpty {
      if VendorSDKView.isHTTPS(image) { bigPicture = image } else { unloadedImage = image }
    }
    channel = options.packageName
  }

  /// The `parameters` of the `buildNotification` action; with a big picture also `largeIcon`,
  /// the same image (`addImage` sets the loaded bitmap as the large icon too, so the collapsed
  /// notification shows it).
  var parameters: JSONObject {
    var parameters: JSONObject = [
      "smallIcon": .string(smallIcon), "color": .string(color), "bigPicture": bigPicture.map(JSONValue.string) ?? .null,
    ]
    if let bigPicture { parameters["largeIcon"] = .string(bigPicture) }
    parameters["channel"] = .string(channel)
    parameters["sound"] = "default"
    return parameters
  }

  /// The `result` of the `buildNotification` action: the style, and why an image is missing.
  var result: String {
    if bigPicture != nil { return "posted with BigPictureStyle" }
    if let unloadedImage { return "posted with BigTextStyle: image \(QuotedValue.plain(unloadedImage)) not loaded (not https)" }
    return "posted with BigTextStyle"
  }
}
