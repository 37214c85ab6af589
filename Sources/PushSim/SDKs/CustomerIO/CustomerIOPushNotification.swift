/// A Customer.io push as the Customer.io iOS SDK reads it: the `PushNotification` protocol and
/// its Customer.io properties (CIO-I `Sources/MessagingPush/Type/PushNotification.swift`).
///
/// Decode one with ``CustomerIODecoder/decodeIOS(_:)``. The SDK reads, type-safely:
/// - `cioDelivery`: `CIO-Delivery-ID` and `CIO-Delivery-Token` at the top level of `userInfo`,
///   both `String` (`as? String`); without both the push is not Customer.io's;
/// - `cioPayload` = `CIO` (a dictionary), `cioPushPayload` = `CIO.push` (a dictionary);
/// - `cioDeepLink` = `CIO.push.link`, `cioImage` = `CIO.push.image` (strings).
///
/// The rich-push extension (`MessagingPush.didReceive` in the notification service extension)
/// runs only with `aps.mutable-content: 1` and a visible alert: it attaches the `https` image
/// (attachment identifier prefix `cio_sdk_`) and reports the `delivered` metric.
public struct CustomerIOPushNotification: Sendable, Equatable {
  /// `pushId`: the notification request's identifier.
  public var pushId: String
  /// `title`: the alert's title (`""` when none).
  public var title: String
  /// `body`: the alert's body (`""` when none).
  public var body: String
  /// `data`: the whole `userInfo`.
  public var data: JSONObject
  /// `cioDelivery`: the delivery id and token.
  public var cioDelivery: Delivery
  /// `cioPayload`: `CIO`, when it is a dictionary.
  public var cioPayload: JSONObject?
  /// `cioPushPayload`: `CIO.push`, when it is a dictionary.
  public var cioPushPayload: JSONObject?
  /// `cioImage`: `CIO.push.image`, when it is a string ("a https URL to point to a remote image").
  public var cioImage: String?
  /// `cioDeepLink`: `CIO.push.link`, when it is a string.
  public var cioDeepLink: String?
  /// `aps.mutable-content` is 1 (only the integer 1 counts, R-iOS-3).
  public var mutableContent: Bool
  /// `aps.content-available` is 1.
  public var contentAvailable: Bool
  /// `aps.sound`.
  public var sound: String?
  /// What the SDK tolerates in this payload but reads differently than a sender may expect.
  public var issues: [PayloadIssue]

  /// `cioAttachmentsPrefix`: the identifier prefix of the attachments the SDK adds.
  public static let cioAttachmentsPrefix = "cio_sdk_"

  /// `isPushSentFromCio`: always `true` for a decoded notification (a push without both
  /// delivery keys does not decode).
  public var isPushSentFromCio: Bool { true }

  /// Whether the rich-push extension runs: `mutable-content: 1` and something to display
  /// (iOS does not employ the extension for an alert-less push, R-NSE-1).
  public var runsRichPushExtension: Bool {
    mutableContent && (!title.isEmpty || !body.isEmpty)
  }

  /// The image the extension attaches: `cioImage` when it is an `https` URL and the extension
  /// runs; `nil` otherwise.
  public var richPushImage: String? {
    guard runsRichPushExtension, let image = cioImage, VendorSDKView.isHTTPS(image) else { return nil }
    return image
  }

  /// Whether the device reports the `delivered` metric: the rich-push extension does it, so only
  /// when it runs.
  public var reportsDelivered: Bool { runsRichPushExtension }

  /// Whether the push shows nothing: no title, body, image, link, or sound (docs: Silent push).
  public var isSilent: Bool {
    title.isEmpty && body.isEmpty && (cioImage ?? "").isEmpty && (cioDeepLink ?? "").isEmpty
      && (sound ?? "").isEmpty
  }

  /// Creates a notification.
  public init(
    pushId: String, title: String, body: String, data: JSONObject, cioDelivery: Delivery,
    cioPayload: JSONObject? = nil, cioPushPayload: JSONObject? = nil, cioImage: String? = nil,
    cioDeepLink: String? = nil, mutableContent: Bool = false, contentAvailable: Bool = false,
    sound: String? = nil, issues: [PayloadIssue] = []
  ) {
    self.pushId = pushId
    self.title = title
    self.body = body
    self.data = data
    self.cioDelivery = cioDelivery
    self.cioPayload = cioPayload
    self.cioPushPayload = cioPushPayload
    self.cioImage = cioImage
    self.cioDeepLink = cioDeepLink
    self.mutableContent = mutableContent
    self.contentAvailable = contentAvailable
    self.sound = sound
    self.issues = issues
  }
}
