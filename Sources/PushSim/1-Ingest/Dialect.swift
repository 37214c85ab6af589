/// The payload dialect a push is written in: which service or vendor SDK composed it.
///
/// Recognition looks at the markers each vendor's client SDK checks (VENDORS.md): a push can be
/// in a vendor's dialect and still be delivered to an app that embeds another SDK — that SDK
/// then does not treat it as its own.
public struct Dialect: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The name used in traces and `pushsim parse`.
  public var rawValue: String
  /// Creates a dialect from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Plain APNs.
  public static let apns = Dialect(rawValue: "apns")
  /// An FCM on-device data map.
  public static let fcm = Dialect(rawValue: "fcm")
  /// Plain Web Push data.
  public static let webpush = Dialect(rawValue: "webpush")
  /// WonderPush (`_wp`).
  public static let wonderpush = Dialect(rawValue: "wonderpush")
  /// OneSignal (`custom.i` / `os_data.i`).
  public static let onesignal = Dialect(rawValue: "onesignal")
  /// Mapp Engage (`p`).
  public static let mapp = Dialect(rawValue: "mapp")
  /// Customer.io (`CIO-Delivery-ID` and `CIO-Delivery-Token`).
  public static let customerio = Dialect(rawValue: "customerio")
  /// Kii Cloud.
  public static let kii = Dialect(rawValue: "kii")

  /// The name.
  public var description: String { rawValue }

  /// The vendor dialect of a payload, or `nil` when it carries no vendor's markers.
  ///
  /// - Parameters:
  ///   - root: the APNs `userInfo` or the web push data (a JSON object).
  ///   - data: on Android, the FCM data map.
  ///   - platform: where the push was received; markers differ (`_wp` is a string on Android and
  ///     a dictionary on iOS).
  static func vendor(root: JSONNode?, data: FCMDataMap?, platform: Platform) -> Dialect? {
    switch platform {
    case .android:
      guard let data else { return nil }
      return vendor(androidMarkers: data.knownEntries(PayloadRootKey.self))
    case .iOS, .web:
      guard let root, root.type == .object else { return nil }
      return vendor(rootKeys: root.knownMembers(PayloadRootKey.self))
    }
  }

  /// ``vendor(root:data:platform:)`` on Android, from the data map's markers already found.
  static func vendor(androidMarkers markers: some AndroidVendorMarkers) -> Dialect? {
    if markers.contains(.wonderPush) { return .wonderpush }
    // OneSignal's marker: `custom` a JSON string (read leniently, as org.json does) with `i`.
    if let custom = markers.utf8(.custom), OrgJSON.objectHas(utf8: custom, member: "i") { return .onesignal }
    if markers.contains(.cioDeliveryID), markers.contains(.cioDeliveryToken) { return .customerio }
    // `isPushMessageFromMapp`: `p` not blank.
    if let p = markers.string(.mappP), !p.allSatisfy(\.isWhitespace) { return .mapp }
    if markers.contains(.objectScopeType) || markers.contains(.sender) || markers.contains(.bucketID)
      || markers.contains(.topic) && markers.contains(.origin)
    {
      return .kii
    }
    return nil
  }

  /// ``vendor(root:data:platform:)`` on iOS and the web, from the root's keys already found.
  static func vendor(rootKeys root: JSONKnownMembers<PayloadRootKey>) -> Dialect? {
    if root.has(.wonderPush) { return .wonderpush }
    if root[.custom]?["i"] != nil || root[.osData]?["i"] != nil { return .onesignal }
    if root.has(.cioDeliveryID), root.has(.cioDeliveryToken) { return .customerio }
    if root.has(.mappP) { return .mapp }
    if root.has(.kiiST) || root.has(.kiiS) && root.has(.kiiW) || root.has(.kiiBI) { return .kii }
    return nil
  }
}

/// The look-ups the Android vendor check makes on a data map's marker keys: those of
/// ``FCMDataMapKnownEntries`` (any map), and of a payload object's known members (a map over
/// the payload's object, read without the map: its values are all strings, checked).
protocol AndroidVendorMarkers {
  /// `map.contains(name)`.
  func contains(_ name: PayloadRootKey) -> Bool
  /// The UTF-8 bytes of `map[name]`.
  func utf8(_ name: PayloadRootKey) -> [UInt8]?
  /// `map[name]`.
  func string(_ name: PayloadRootKey) -> String?
}

extension FCMDataMapKnownEntries: AndroidVendorMarkers where Names == PayloadRootKey {
  func string(_ name: PayloadRootKey) -> String? { self[name] }
}

extension JSONKnownMembers: AndroidVendorMarkers where Names == PayloadRootKey {
  func contains(_ name: PayloadRootKey) -> Bool { has(name) }

  func utf8(_ name: PayloadRootKey) -> [UInt8]? {
    self[name].flatMap { $0.type == .string ? $0.document.decodedBytes(at: $0.index) : nil }
  }

  func string(_ name: PayloadRootKey) -> String? { self[name]?.stringValue }
}
