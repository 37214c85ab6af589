/// The transport headers that come with a push: APNs request headers, FCM message options and
/// Web Push (RFC 8030) headers. They decide the push type, priority, collapsing and lifetime.
///
/// Build them from a dictionary literal, as in `["apns-push-type": "alert", "ttl": 3600]`, or
/// from a scenario's `headers` object. Names are case-insensitive; values may be strings or
/// integers. ``validated()`` turns the raw pairs into typed fields and reports what is wrong.
public struct PushHeaders: Sendable, Equatable, ExpressibleByDictionaryLiteral {
  /// A header value as written: a string or an integer.
  public enum Value: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    /// A string, as headers are sent.
    case string(String)
    /// An integer (`apns-priority`, `ttl`), written as a JSON number in a scenario.
    case integer(Int64)
    /// A string value.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An integer value.
    public init(integerLiteral value: Int64) { self = .integer(value) }
    /// The value as text.
    public var text: String {
      switch self {
      case .string(let s): s
      case .integer(let i): String(i)
      }
    }
  }

  /// The headers as given, in order, names lowercased.
  public private(set) var pairs: [(name: String, value: Value)]

  /// No headers.
  public init() { pairs = [] }
  /// Headers from name/value pairs (names are lowercased). A name given twice, in any case, is
  /// kept once with its last value and reported by ``validated()``: which one a push service
  /// would use cannot be known, and a dictionary literal with a repeated key is a mistake.
  public init(_ pairs: [(String, Value)]) {
    self.pairs = []
    // Each name's position, so that many pairs (an FCM v1 body's `apns.headers`) cost linear time.
    var positions: [String: Int] = [:]
    for (name, value) in pairs {
      let key = name.lowercased()
      if let position = positions[key] {
        repeated.append((key, self.pairs[position].value, value))
        self.pairs[position].value = value
      } else {
        positions[key] = self.pairs.count
        self.pairs.append((key, value))
      }
    }
  }

  /// The names ``init(_:)`` was given more than once, with the first and the later value.
  private var repeated: [(name: String, first: Value, then: Value)] = []
  /// Headers from a dictionary literal.
  public init(dictionaryLiteral elements: (String, Value)...) { self.init(elements) }

  /// The value of a header, by case-insensitive name.
  public subscript(name: String) -> Value? {
    get {
      let key = name.lowercased()
      return pairs.first(where: { $0.name == key })?.value
    }
    set {
      let key = name.lowercased()
      if let index = pairs.firstIndex(where: { $0.name == key }) {
        if let newValue { pairs[index].value = newValue } else { pairs.remove(at: index) }
      } else if let newValue {
        pairs.append((key, newValue))
      }
    }
  }

  /// Whether no header is set.
  public var isEmpty: Bool { pairs.isEmpty }

  /// Whether both hold the same headers (names are kept lowercased) with the same values, in the
  /// same order.
  public static func == (lhs: PushHeaders, rhs: PushHeaders) -> Bool {
    lhs.pairs.count == rhs.pairs.count
      && zip(lhs.pairs, rhs.pairs).allSatisfy { $0.name == $1.name && $0.value == $1.value }
  }

  /// Every header name PushSim understands, for validation and suggestions.
  public static let knownNames: [String] = [
    "apns-push-type", "apns-priority", "apns-collapse-id", "apns-expiration", "apns-id",
    "apns-topic", "ttl", "priority", "collapse_key", "urgency", "topic", "activity",
    "apns-channel-id",
  ]

  /// Whether `text` is a broadcast channel id: non-empty Base64 (A–Z, a–z, 0–9, `+`, `/`,
  /// padded with `=`), as APNs returns it and `PushType.channel(_:)` takes it.
  public static func isChannelID(_ text: String) -> Bool {
    let body = text.utf8.prefix { $0 != UInt8(ascii: "=") }
    let padding = text.utf8.count - body.count
    return !body.isEmpty && padding <= 2 && text.utf8.dropFirst(body.count).allSatisfy { $0 == UInt8(ascii: "=") }
      && body.allSatisfy { ($0 | 0x20) &- UInt8(ascii: "a") < 26 || $0 &- UInt8(ascii: "0") < 10 || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "/") }
  }

  /// The typed view of these headers.
  ///
  /// - Throws: ``PushHeadersError`` naming the header, the value and what was expected.
  public func validated() throws(PushHeadersError) -> ValidatedPushHeaders {
    if let (name, first, then) = repeated.first {
      throw PushHeadersError(repeated: name, first: first.text, then: then.text)
    }
    // The fields set in place, boxed once at the end.
    var fields = ValidatedPushHeaders.Fields()
    for (name, value) in pairs {
      do throws(PushHeadersError) {
        try Self.validate(name, value, into: &fields)
      } catch {
        // An integer is shown as one in the message (`7`, not `"7"`).
        var error = error
        if case .integer = value { error.valueIsNumber = true }
        throw error
      }
    }
    var result = ValidatedPushHeaders()
    result.change { $0 = fields }
    return result
  }

  /// Checks one header and sets its field.
  private static func validate(
    _ name: String, _ value: Value, into fields: inout ValidatedPushHeaders.Fields
  ) throws(PushHeadersError) {
    switch name {
    case "apns-push-type":
      guard let type = APNsPushType(rawValue: value.text) else {
        throw PushHeadersError(
          header: name, value: value.text,
          expected: "one of " + APNsPushType.allCases.map(\.rawValue).joined(separator: ", "))
      }
      fields.apnsPushType = type
    case "apns-priority":
      guard let p = Int(value.text), [1, 5, 10].contains(p) else {
        throw PushHeadersError(header: name, value: value.text, expected: "10, 5 or 1")
      }
      fields.apnsPriority = p
    case "apns-collapse-id":
      guard value.text.utf8.count <= 64 else {
        throw PushHeadersError(
          header: name, value: value.text,
          expected: "at most 64 bytes (R-iOS-23); this one has \(value.text.utf8.count)")
      }
      fields.apnsCollapseID = value.text
    case "apns-expiration":
      guard let epoch = Int64(value.text), epoch >= 0 else {
        throw PushHeadersError(
          header: name, value: value.text,
          expected: "a UNIX time in seconds, or 0 for \"deliver once, do not store\"")
      }
      fields.apnsExpiration = epoch
    case "apns-id":
      fields.apnsID = value.text
    case "apns-topic":
      fields.apnsTopic = value.text
    case "ttl":
      // How long is up to the service: FCM refuses more than 28 days (R-A-19), a web push
      // service keeps a message for less than asked (R-W-9); the decoders say which.
      guard let seconds = Int64(value.text), seconds >= 0 else {
        throw PushHeadersError(header: name, value: value.text, expected: "whole seconds, 0 or more (R-A-19, R-W-9)")
      }
      fields.ttlSeconds = seconds
    case "priority":
      switch value.text.lowercased() {
      case "high", "10": fields.fcmPriority = .high
      case "normal", "5": fields.fcmPriority = .normal
      default:
        throw PushHeadersError(header: name, value: value.text, expected: "\"high\" or \"normal\"")
      }
    case "collapse_key":
      fields.collapseKey = value.text
    case "urgency":
      guard let urgency = WebPushUrgency(rawValue: value.text) else {
        throw PushHeadersError(
          header: name, value: value.text, expected: "very-low, low, normal or high (R-W-10)")
      }
      fields.urgency = urgency
    case "topic":
      // RFC 8030 §5.4: "no more than 32 characters from the URL and filename-safe Base64
      // alphabet"; a push service refuses another.
      let text = value.text
      guard !text.isEmpty, text.utf8.count <= 32,
        text.utf8.allSatisfy({ ($0 | 0x20) &- UInt8(ascii: "a") < 26 || $0 &- UInt8(ascii: "0") < 10 || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") })
      else {
        throw PushHeadersError(
          header: name, value: text,
          expected: "1 to 32 characters of the URL-safe Base64 alphabet (A–Z, a–z, 0–9, - and _; RFC 8030 §5.4)")
      }
      fields.webTopic = text
    case "activity":
      // PushSim's stand-in for the Live Activity push token an ActivityKit push is sent to (the
      // device token of the APNs request path, `/3/device/<token>`): the id of one of the app's
      // Live Activities (``LiveActivitySettings``).
      guard !value.text.isEmpty else {
        throw PushHeadersError(header: name, value: value.text, expected: "the id of one of the app's Live Activities")
      }
      fields.liveActivity = value.text
    case "apns-channel-id":
      // iOS 18+ broadcast: the channel an ActivityKit push is sent on; every Live Activity
      // subscribed to it receives the push.
      guard PushHeaders.isChannelID(value.text) else {
        throw PushHeadersError(header: name, value: value.text, expected: "a broadcast channel id, a Base64 string")
      }
      fields.liveActivityChannel = value.text
    default:
      throw PushHeadersError(
        header: name, value: value.text, expected: nil,
        suggestion: Suggestion.closest(to: name, in: PushHeaders.knownNames))
    }
  }
}

/// The `apns-push-type` values (R-iOS-4).
public enum APNsPushType: String, Sendable, CaseIterable {
  /// A visible notification.
  case alert
  /// Content for the app in the background, nothing shown.
  case background
  /// A VoIP call (PushKit).
  case voip
  /// A watchOS complication update.
  case complication
  /// A File Provider extension signal.
  case fileprovider
  /// A device-management (MDM) wake-up.
  case mdm
  /// A Location Push Service extension request.
  case location
  /// A Live Activity update.
  case liveactivity
  /// A Push to Talk notification.
  case pushtotalk
  /// A widget reload.
  case widgets
  /// A control (Control Center) reload.
  case controls

  /// The framework that receives a push of this type instead of the notification center and
  /// `UIApplicationDelegate` (R-iOS-4: the type "must accurately reflect the contents"): `nil` for
  /// `alert` and `background`, the two that go through rows i1–i16.
  public var framework: String? {
    switch self {
    case .alert, .background: nil
    case .voip: "PushKit"
    case .complication: "ClockKit"
    case .fileprovider: "FileProvider"
    case .mdm: "MDM"
    case .location: "CoreLocation"
    case .liveactivity: "ActivityKit"
    case .pushtotalk: "PushToTalk"
    case .widgets, .controls: "WidgetKit"
    }
  }

  /// What Apple requires `apns-topic` to end with for this type, after the app's bundle ID
  /// ("Sending notification requests to APNs", `apns-push-type`: "the apns-topic header field
  /// must use your app's bundle ID with .voip appended to the end", `.complication`,
  /// `.pushkit.fileprovider`, `.location-query`, `.push-type.liveactivity`, `.voip-ptt`); `nil`
  /// for `alert` and `background` (the bundle ID alone) and for the types PushSim has no
  /// documented suffix for (`mdm`, `widgets`, `controls`).
  public var topicSuffix: String? {
    switch self {
    case .voip: ".voip"
    case .complication: ".complication"
    case .fileprovider: ".pushkit.fileprovider"
    case .location: ".location-query"
    case .liveactivity: ".push-type.liveactivity"
    case .pushtotalk: ".voip-ptt"
    case .alert, .background, .mdm, .widgets, .controls: nil
    }
  }
}

/// FCM message priority (R-A-12).
public enum FCMPriority: String, Sendable, CaseIterable {
  /// `high`: delivered at once, may wake a dozing device.
  case high
  /// `normal`: may be batched while the device dozes.
  case normal

  /// `init(rawValue:)` by two comparisons (the synthesized one searches a table of names).
  init?(dataValue: String) {
    if dataValue == "high" {
      self = .high
    } else if dataValue == "normal" {
      self = .normal
    } else {
      return nil
    }
  }
}

/// Web Push `Urgency` (RFC 8030, R-W-10).
public enum WebPushUrgency: String, Sendable, CaseIterable {
  /// `very-low`: only on power and Wi-Fi.
  case veryLow = "very-low"
  /// `low`: on power or Wi-Fi.
  case low
  /// `normal`: on neither power nor Wi-Fi.
  case normal
  /// `high`: even on low battery.
  case high
}

/// Push headers turned into typed fields; `nil` means "not given".
///
/// The fields live out of line, in one immutable box shared by copies, and there is no box when
/// no header is given (most pushes): a push's headers are copied several times on its way
/// through the device (decoder, origin, push), and copying eleven optional fields retained five
/// strings each time (docs/Performance.md, sixth round).
public struct ValidatedPushHeaders: Sendable, Equatable {
  /// The fields, every one optional.
  struct Fields: Sendable, Equatable {
    var apnsPushType: APNsPushType?
    var apnsPriority: Int?
    var apnsCollapseID: String?
    var apnsExpiration: Int64?
    var apnsID: String?
    var apnsTopic: String?
    var ttlSeconds: Int64?
    var fcmPriority: FCMPriority?
    var collapseKey: String?
    var urgency: WebPushUrgency?
    var webTopic: String?
    var fcmDirectBootOK: Bool?
    var liveActivity: String?
    var liveActivityChannel: String?
  }

  /// The headers given; `nil` when none is (never a box of empty fields).
  private var given: Indirect<Fields>?

  /// `apns-push-type`.
  public var apnsPushType: APNsPushType? {
    get { given?.value.apnsPushType }
    set { change { $0.apnsPushType = newValue } }
  }
  /// `apns-priority` (10, 5 or 1).
  public var apnsPriority: Int? {
    get { given?.value.apnsPriority }
    set { change { $0.apnsPriority = newValue } }
  }
  /// `apns-collapse-id`.
  public var apnsCollapseID: String? {
    get { given?.value.apnsCollapseID }
    set { change { $0.apnsCollapseID = newValue } }
  }
  /// `apns-expiration`, a UNIX time in seconds (0: deliver once or not at all).
  public var apnsExpiration: Int64? {
    get { given?.value.apnsExpiration }
    set { change { $0.apnsExpiration = newValue } }
  }
  /// `apns-id`.
  public var apnsID: String? {
    get { given?.value.apnsID }
    set { change { $0.apnsID = newValue } }
  }
  /// `apns-topic`.
  public var apnsTopic: String? {
    get { given?.value.apnsTopic }
    set { change { $0.apnsTopic = newValue } }
  }
  /// The time to live in seconds (FCM `ttl`, Web Push `TTL`).
  public var ttlSeconds: Int64? {
    get { given?.value.ttlSeconds }
    set { change { $0.ttlSeconds = newValue } }
  }
  /// FCM `priority`.
  public var fcmPriority: FCMPriority? {
    get { given?.value.fcmPriority }
    set { change { $0.fcmPriority = newValue } }
  }
  /// FCM `collapse_key`.
  public var collapseKey: String? {
    get { given?.value.collapseKey }
    set { change { $0.collapseKey = newValue } }
  }
  /// Web Push `Urgency`.
  public var urgency: WebPushUrgency? {
    get { given?.value.urgency }
    set { change { $0.urgency = newValue } }
  }
  /// Web Push `Topic` (a later push with the same topic replaces a stored one).
  public var webTopic: String? {
    get { given?.value.webTopic }
    set { change { $0.webTopic = newValue } }
  }
  /// FCM HTTP v1 `android.direct_boot_ok`: the message may reach a direct-boot-aware app
  /// before the user's first unlock after a restart. Only a v1 body sets it (no header does:
  /// the device's extras never carry it, Google Play services sends such a message as its own
  /// broadcast, `com.google.firebase.messaging.RECEIVE_DIRECT_BOOT`).
  public var fcmDirectBootOK: Bool? {
    get { given?.value.fcmDirectBootOK }
    set { change { $0.fcmDirectBootOK = newValue } }
  }
  /// PushSim's `activity` header: the Live Activity whose push token an ActivityKit push
  /// (`apns-push-type: liveactivity`) is sent to, by its id in ``AppBehavior/liveActivities``.
  /// APNs has no such header (the token is in the request path); a push-to-start goes to the
  /// app's push-to-start token and needs none.
  public var liveActivity: String? {
    get { given?.value.liveActivity }
    set { change { $0.liveActivity = newValue } }
  }

  /// `apns-channel-id` (iOS 18+): the broadcast channel an ActivityKit push is sent on; it
  /// reaches every Live Activity subscribed to it (``LiveActivitySettings/Activity/channel``).
  public var liveActivityChannel: String? {
    get { given?.value.liveActivityChannel }
    set { change { $0.liveActivityChannel = newValue } }
  }

  /// No header given.
  public init() {}

  /// Whether no header is given: the same as `self == ValidatedPushHeaders()`.
  var isEmpty: Bool { given == nil }

  /// Changes the fields, several at once: a new box, or none when every field is `nil` again.
  mutating func change(_ body: (inout Fields) -> Void) {
    var fields = given?.value ?? Fields()
    body(&fields)
    given = fields == Fields() ? nil : Indirect(fields)
  }

  /// Whether both give the same headers with the same values.
  public static func == (lhs: ValidatedPushHeaders, rhs: ValidatedPushHeaders) -> Bool {
    lhs.given === rhs.given || lhs.given?.value == rhs.given?.value
  }
}

/// A header PushSim cannot use: which one, its value, and what was expected.
public struct PushHeadersError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The header name, lowercased.
  public var header: String
  /// The value given.
  public var value: String
  /// What a valid value looks like; `nil` for an unknown header.
  public var expected: String?
  /// The closest known header name, for an unknown one.
  public var suggestion: String?

  /// The value given first, for a header given twice (``value`` is the later one); `nil`
  /// otherwise.
  public var firstValue: String?

  /// Whether ``value`` was given as a JSON number (`"apns-priority": 7`): the message shows it
  /// as one, without quotes.
  public var valueIsNumber = false

  /// Creates the error.
  public init(header: String, value: String, expected: String?, suggestion: String? = nil) {
    self.header = header
    self.value = value
    self.expected = expected
    self.suggestion = suggestion
  }

  /// The error for a header given twice: `first`, then `then`.
  public init(repeated header: String, first: String, then: String) {
    self.init(header: header, value: then, expected: nil)
    firstValue = first
  }

  /// `header "apns-priority": 7 is not valid; expected 10, 5 or 1` (`"7"` for a string).
  public var description: String {
    if let firstValue {
      return "header \(QuotedValue.plain(header)) is given twice (\(QuotedValue.plain(firstValue)), then \(QuotedValue.plain(value)); names are "
        + "case-insensitive): give it once"
    }
    if let expected {
      let shown = valueIsNumber ? QuotedValue.bare(value) : QuotedValue.plain(value)
      return "header \(QuotedValue.plain(header)): \(shown) is not valid; expected \(expected)"
    }
    var text = "unknown header \(QuotedValue.plain(header))"
    text += suggestion.map { "; did you mean \"\($0)\"? Known headers: " } ?? ". Known headers: "
    return text + PushHeaders.knownNames.joined(separator: ", ")
  }
}
