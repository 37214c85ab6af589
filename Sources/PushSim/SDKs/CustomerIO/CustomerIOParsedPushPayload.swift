/// A Customer.io push as the Customer.io Android SDK reads it: its
/// `io.customer.messagingpush.data.model.CustomerIOParsedPushPayload` (the six fields the SDK
/// hands to `CustomerIOPushNotificationCallback`), plus what `CustomerIOPushNotificationHandler`
/// reads besides to build the notification (the image, the small icon and the tint colour).
///
/// Decode one with ``CustomerIODecoder/decodeAndroid(_:)``. The SDK reads the FCM data map
/// (`RemoteMessage.getData()`, FCM's own keys removed) first and falls back to the notification
/// block (`RemoteMessage.getNotification()`) for the title, the body and the image
/// (VENDORS.md §4, CIO-A `CustomerIOPushNotificationHandler.kt`):
/// - `title` = data `title`, else `notification.title`, else `""`; `body` the same;
/// - the image = data `image`, else `notification.imageUrl` (shown as a big picture);
/// - `deepLink` = data `link` (no fallback);
/// - the small icon and the colour come from the notification block only.
public struct CustomerIOParsedPushPayload: Sendable, Equatable {
  /// `extras`: every data-map entry the SDK copied into the notification's `Bundle`.
  public var extras: JSONObject
  /// `deepLink`: the data map's `link`, opened when the notification is tapped.
  public var deepLink: String?
  /// `cioDeliveryId`: `CIO-Delivery-ID`, reported with the `delivered` and `opened` metrics.
  public var cioDeliveryId: String
  /// `cioDeliveryToken`: `CIO-Delivery-Token`.
  public var cioDeliveryToken: String
  /// `title`: the data map's `title`, else the notification block's, else `""`.
  public var title: String
  /// `body`: the data map's `body`, else the notification block's, else `""`.
  public var body: String
  /// The image the SDK downloads and shows as a big picture: data `image`, else the
  /// notification block's `image` (`imageUrl`).
  public var image: String?
  /// The notification block's `icon` (a drawable name), else the app's default icon.
  public var smallIcon: String?
  /// The notification block's `color` (`#rrggbb`), when Android's `Color.parseColor` reads it.
  public var color: String?
  /// Whether the push carried an FCM notification block (`gcm.n.e`): in the background FCM
  /// shows that block itself and the SDK only sees the tap.
  public var hasNotificationBlock: Bool
  /// The notification block's `sound`, for the silent rule.
  public var sound: String?
  /// What the SDK tolerates in this payload but reads differently than a sender may expect.
  public var issues: [PayloadIssue]

  /// Whether the push has nothing to show: no title, body, image, link or sound, the docs'
  /// description of a silent push ("has no title, body, image, link, or sound"). With the
  /// delivery keys the SDK posts it all the same (empty): the docs' silent push is another
  /// message, with `CIO-Background-Delivery-ID`/`-Token` (SDK 5.1.0 and later). A push with a
  /// notification block is a notification message, never silent (FCM shows it in the
  /// background).
  public var isSilent: Bool {
    !hasNotificationBlock && title.isEmpty && body.isEmpty && (image ?? "").isEmpty && (deepLink ?? "").isEmpty
      && (sound ?? "").isEmpty
  }

  /// Creates a payload.
  public init(
    extras: JSONObject, deepLink: String?, cioDeliveryId: String, cioDeliveryToken: String,
    title: String, body: String, image: String? = nil, smallIcon: String? = nil,
    color: String? = nil, hasNotificationBlock: Bool = false, sound: String? = nil,
    issues: [PayloadIssue] = []
  ) {
    self.extras = extras
    self.deepLink = deepLink
    self.cioDeliveryId = cioDeliveryId
    self.cioDeliveryToken = cioDeliveryToken
    self.title = title
    self.body = body
    self.image = image
    self.smallIcon = smallIcon
    self.color = color
    self.hasNotificationBlock = hasNotificationBlock
    self.sound = sound
    self.issues = issues
  }
}
