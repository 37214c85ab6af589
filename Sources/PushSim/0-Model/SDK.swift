/// The client push SDK an app embeds: it decides which payload dialect the app understands and
/// which callbacks it receives.
///
/// A struct rather than an enum so that new SDKs can be added without breaking a client's
/// exhaustive `switch`.
public struct SDK: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The name used in scenario files and on the command line.
  public var rawValue: String
  /// Creates an SDK value from its scenario name; `nil` when PushSim does not know that SDK.
  public init?(rawValue: String) {
    guard SDK.all.contains(where: { $0.rawValue == rawValue }) else { return nil }
    self.rawValue = rawValue
  }
  private init(known: String) { rawValue = known }

  /// Plain APNs with UserNotifications (no vendor SDK).
  public static let apns = SDK(known: "apns")
  /// Plain Firebase Cloud Messaging.
  public static let fcm = SDK(known: "fcm")
  /// A plain service worker using the Push API.
  public static let webpush = SDK(known: "webpush")
  /// WonderPush.
  public static let wonderpush = SDK(known: "wonderpush")
  /// OneSignal.
  public static let onesignal = SDK(known: "onesignal")
  /// Mapp Engage (Appoxee).
  public static let mapp = SDK(known: "mapp")
  /// Customer.io.
  public static let customerio = SDK(known: "customerio")
  /// Kii Cloud.
  public static let kii = SDK(known: "kii")

  /// Every SDK PushSim knows, in documentation order.
  public static let all: [SDK] = [
    .apns, .fcm, .webpush, .wonderpush, .onesignal, .mapp, .customerio, .kii,
  ]

  /// The scenario name.
  public var description: String { rawValue }

  /// Whether PushSim runs the SDK's own iOS notification service extension, the one an app's
  /// `"serviceExtension": "sdk"` asks for: OneSignal (`OneSignalExtension`), WonderPush
  /// (`WonderPushNotificationServiceExtension`) and Customer.io (`MessagingPushAPN` rich push).
  /// Mapp's (rich media attachments) is not modelled; Kii ships none; with the plain SDKs the
  /// extension is the app's own code.
  public var shipsIOSServiceExtension: Bool { self == .onesignal || self == .wonderpush || self == .customerio }

  /// The SDKs whose device behaviour PushSim simulates on a platform (vendor SDKs join as they
  /// are modelled).
  public static func simulated(on platform: Platform) -> [SDK] {
    switch platform {
    case .iOS: [.apns, .fcm, .wonderpush, .onesignal, .mapp, .customerio, .kii]
    case .android: [.fcm, .wonderpush, .onesignal, .mapp, .customerio, .kii]
    case .web: [.webpush, .wonderpush]
    }
  }

  /// Why an app on `platform` cannot embed this SDK in PushSim, or `nil` when it can: `is not an
  /// SDK of android apps; on android use one of fcm, …` for a transport SDK of another
  /// platform, `is not simulated on web; …` for a vendor SDK PushSim does not model there. A
  /// scenario device, `device create`, `parse` and `lint` refuse such an SDK with this reason.
  func unavailability(on platform: Platform) -> String? {
    let usable = SDK.simulated(on: platform)
    guard !usable.contains(self) else { return nil }
    let why = [SDK.apns, .fcm, .webpush].contains(self) ? "is not an SDK of \(platform) apps" : "is not simulated on \(platform)"
    return "\(why); on \(platform) use one of " + usable.map(\.rawValue).joined(separator: ", ")
  }
}
