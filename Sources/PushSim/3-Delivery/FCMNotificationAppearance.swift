/// How the FCM SDK builds the notification it shows for a notification message on Android
/// (`CommonNotificationBuilder`, source F11 of SEMANTICS.md): the channel, the small icon, the
/// colour, the sound and the image, each resolved against what the app ships, with a warning
/// wherever the message asked for something the app cannot give: the SDK's own log line for the
/// channel, the icon, the colour and the image; PushSim's for the sound, where the SDK falls back
/// silently. (The SDK's "Missing Default Notification Channel metadata" line, logged for every
/// notification on its fallback channel when the manifest names none, is not repeated.)
///
/// Pure: the device records the result in `notification.displayed` and works it out again from
/// the notification's push when asked (``SimulatedDevice/fcmAppearance(of:)``), rather than keep
/// it with the notification.
public struct FCMNotificationAppearance: Sendable, Equatable {
  /// The channel it is posted on (R-A-7).
  public var channel: String
  /// The small icon's resource name; `nil` for the app's launcher icon.
  public var icon: String?
  /// The accent colour as the message or the manifest gave it (`#rrggbb`, `#aarrggbb` or one of
  /// Android's colour names); `nil` for none.
  public var color: String?
  /// The sound FCM sets on the notification: `default`, or the name of a sound in the app's
  /// `res/raw`; `nil` for none. From Android 8.0 the channel's sound is what plays: on FCM's
  /// fallback channel, the default one (a warning says so).
  public var sound: String?
  /// The image FCM downloads and shows expanded (`BigPictureStyle`); `nil` for none.
  public var imageURL: String?
  /// OneSignal's Android SDK: the large icon it sets (`licon`, a URL or a drawable); `nil` for
  /// none asked (the FCM SDK sets none).
  public var largeIcon: String?
  /// OneSignal's Android SDK: the LED colour it sets with `setLights` (`ledc`, `#AARRGGBB`);
  /// `nil` when the payload asks none.
  public var lights: String?
  /// OneSignal's Android SDK: the lock-screen visibility it sets (`vis`: 1 public, 0 private,
  /// -1 secret); `nil` when the payload has no `vis`.
  public var visibility: Int?
  /// OneSignal's Android SDK: the `NotificationCompat` priority it sets from `pri`, by name
  /// (`MIN`…`MAX`); `nil` when the payload has no `pri`.
  public var priority: String?
  /// OneSignal's Android SDK below Android 12: the background-image layout it sets in place of
  /// the standard one (`bg_img`, `NotificationDisplayer.addBackgroundImage`): `image`, and
  /// `titleColor`/`bodyColor` (`tc`/`bc` as `#AARRGGBB`) when the payload sets them; `nil` for none.
  public var backgroundImage: JSONObject?
  /// What the FCM SDK logs while building it: a channel, icon, colour, sound or image it could
  /// not use.
  public var issues: [PayloadIssue] = []

  /// Whether the icon, colour, sound and image are all the app's defaults: nothing for the
  /// trace to say but the channel.
  public var isPlain: Bool {
    icon == nil && color == nil && sound == nil && imageURL == nil && largeIcon == nil && lights == nil
      && visibility == nil && priority == nil && backgroundImage == nil
  }

  /// Whether OneSignal's `largeIcon`, `lights`, `visibility` or `priority` is set: the trace
  /// then writes the notification with its open layout, not the FCM SDK's fixed one.
  var hasOneSignalOptions: Bool {
    largeIcon != nil || lights != nil || visibility != nil || priority != nil || backgroundImage != nil
  }

  /// Appends `icon`, `color`, `sound` and `image` to a `notification.displayed` event's field
  /// names and values, each only when it is not the app's default, then OneSignal's
  /// `largeIcon`, `lights`, `visibility` and `priority`, each only when the payload set it.
  func appendTraceFields(names: inout [String], values: inout [JSONValue]) {
    if let icon { names.append("icon"); values.append(.string(icon)) }
    if let color { names.append("color"); values.append(.string(color)) }
    if let sound { names.append("sound"); values.append(.string(sound)) }
    if let imageURL { names.append("image"); values.append(.string(imageURL)) }
    if let largeIcon { names.append("largeIcon"); values.append(.string(largeIcon)) }
    if let lights { names.append("lights"); values.append(.string(lights)) }
    if let visibility { names.append("visibility"); values.append(.integer(Int64(visibility))) }
    if let priority { names.append("priority"); values.append(.string(priority)) }
    if let backgroundImage { names.append("backgroundImage"); values.append(.object(backgroundImage)) }
  }

  /// ``appendTraceFields(names:values:)`` as an object of its own.
  var traceFields: JSONObject {
    var names: [String] = []
    var values: [JSONValue] = []
    appendTraceFields(names: &names, values: &values)
    return JSONObject(uniqueKeys: names, values: values)
  }

  /// What the FCM SDK shows for `notification`, on a device whose app is described by `options`
  /// (its channels, manifest defaults and resources).
  public static func build(_ notification: RemoteMessage.Notification?, options: DeviceOptions) -> FCMNotificationAppearance {
    build(
      channelId: notification?.channelId, icon: notification?.icon, color: notification?.color,
      sound: notification?.sound, imageURL: notification?.imageUrl, options: options)
  }

  /// ``build(_:options:)`` from the notification's five fields, on a device where the app also
  /// has `createdChannels` (channels created since it started: ``SimulatedDevice/androidChannelsCreated``).
  static func build(
    channelId: String?, icon: String?, color: String?, sound: String?, imageURL: String?, options: DeviceOptions,
    createdChannels: [String] = []
  ) -> FCMNotificationAppearance {
    var issues: [PayloadIssue] = []
    let requestedChannel = channelId.flatMap { $0.isEmpty ? nil : $0 }
    let channel = AndroidDeliveryRules.channel(
      requested: requestedChannel, created: options.androidChannels, createdAtRunTime: createdChannels,
      manifestDefault: options.androidDefaultChannel)
    if let requestedChannel, channel != requestedChannel {
      issues.append(
        PayloadIssue(
          reason: "channelNotCreated",
          message: "Notification Channel requested (\(requestedChannel)) has not been created by the app: "
            + "the notification is posted on \(channel) (add it to the device's androidChannels)",
          rule: "R-A-7"))
    }
    if let manifestDefault = options.androidDefaultChannel, channel == AndroidDeliveryRules.fallbackChannel {
      issues.append(
        PayloadIssue(
          reason: "manifestChannelNotCreated",
          message: "Notification Channel set in AndroidManifest.xml (\(manifestDefault)) has not been created by the app: "
            + "the notification is posted on \(channel) (add it to the device's androidChannels)",
          rule: "R-A-7"))
    }
    // Resolved in this order (the warnings' order), then built at once: changed field by field,
    // the value was copied whole and the original destroyed.
    let icon = smallIcon(icon, options: options, issues: &issues)
    let color = Self.color(color, options: options, issues: &issues)
    let sound = Self.sound(sound, channel: channel, options: options, issues: &issues)
    let imageURL = image(imageURL, issues: &issues)
    return FCMNotificationAppearance(
      channel: channel, icon: icon, color: color, sound: sound, imageURL: imageURL, issues: issues)
  }

  /// The small icon: the message's, if the app has a drawable or mipmap of that name, else the
  /// manifest's `default_notification_icon`, else the launcher icon.
  static func smallIcon(_ requested: String?, options: DeviceOptions, issues: inout [PayloadIssue]) -> String? {
    resolve(
      requested, usable: { options.androidDrawables?.contains($0) ?? true }, fallback: options.androidDefaultIcon,
      issues: &issues,
      reason: "iconNotFound", rule: "F11 CommonNotificationBuilder.getSmallIcon",
      problem: { "Icon resource \(QuotedValue.bare($0)) not found (not among the device's androidDrawables)" },
      described: { "the manifest's default icon \(QuotedValue.bare($0))" }, otherwise: "the app's launcher icon")
  }

  /// The colour: the message's, if `Color.parseColor` accepts it, else the manifest's
  /// `default_notification_color`, else none.
  static func color(_ requested: String?, options: DeviceOptions, issues: inout [PayloadIssue]) -> String? {
    resolve(
      requested, usable: isAndroidColor, fallback: options.androidDefaultColor, issues: &issues,
      reason: "colorInvalid", rule: "F11 CommonNotificationBuilder.getColor",
      problem: { "Color is invalid: \(QuotedValue.bare($0)) (Color.parseColor takes #rrggbb, #aarrggbb or a colour name such as red)" },
      described: { "the manifest's default colour \(QuotedValue.bare($0))" }, otherwise: "no colour")
  }

  /// The message's non-empty value if `usable`, else `fallback`, with an issue saying what the
  /// notification uses instead.
  private static func resolve(
    _ requested: String?, usable: (String) -> Bool, fallback: String?, issues: inout [PayloadIssue],
    reason: String, rule: String, problem: (String) -> String, described: (String) -> String, otherwise: String
  ) -> String? {
    guard let requested, !requested.isEmpty else { return fallback }
    if usable(requested) { return requested }
    issues.append(
      PayloadIssue(
        reason: reason, message: problem(requested) + ": the notification uses " + (fallback.map(described) ?? otherwise),
        rule: rule))
    return fallback
  }

  /// The sound: none when the message names none; `default` for `default` or a name the app's
  /// `res/raw` does not have; else that sound. Android 8.0 and later play the channel's sound,
  /// and the channel FCM creates for itself has the default one.
  static func sound(_ requested: String?, channel: String, options: DeviceOptions, issues: inout [PayloadIssue]) -> String? {
    guard let requested, !requested.isEmpty else { return nil }
    guard requested != "default" else { return "default" }
    if let shipped = options.androidRawSounds, !shipped.contains(requested) {
      // The SDK falls back without a log line; PushSim says so.
      issues.append(
        PayloadIssue(
          reason: "soundNotFound",
          message: "sound \(QuotedValue.bare(requested)) is not in the app's res/raw (the device's androidRawSounds): the FCM SDK plays the default sound instead, without a log line",
          rule: "F11 CommonNotificationBuilder.getSound"))
      return "default"
    }
    if channel == AndroidDeliveryRules.fallbackChannel {
      issues.append(
        PayloadIssue(
          reason: "soundFromChannel",
          message: "since Android 8.0 a notification plays its channel's sound, not its own: on \(channel), "
            + "which FCM creates with the default sound, \(QuotedValue.bare(requested)) does not play (post it on a channel the app created with that sound)",
          rule: "R-A-7"))
    }
    return requested
  }

  /// The image: a URL Java's `URL` class accepts, else none (the SDK logs "Not downloading
  /// image, bad URL").
  static func image(_ requested: String?, issues: inout [PayloadIssue]) -> String? {
    guard let requested, !requested.isEmpty else { return nil }
    if hasJavaURLScheme(requested) { return requested }
    issues.append(
      PayloadIssue(
        reason: "imageBadURL",
        message: "Not downloading image, bad URL: \(QuotedValue.bare(requested)) (it needs a scheme such as https:): the notification shows no image",
        rule: "firebase-android-sdk ImageDownload.create"))
    return nil
  }

  /// The colour names `android.graphics.Color.parseColor` knows (matched in lower case).
  static let androidColorNames: Set<String> = [
    "black", "darkgray", "gray", "lightgray", "white", "red", "green", "blue", "yellow", "cyan", "magenta",
    "aqua", "fuchsia", "darkgrey", "grey", "lightgrey", "lime", "maroon", "navy", "olive", "purple", "silver", "teal",
  ]

  /// Whether `Color.parseColor` accepts `text`: `#` then 6 or 8 UTF-16 units that
  /// `Long.parseLong` reads in base 16 (an optional sign, then digits `Character.digit` accepts:
  /// ASCII hex digits, other Unicode decimal digits, fullwidth A–F), or a colour name.
  static func isAndroidColor(_ text: String) -> Bool {
    guard text.utf8.first == UInt8(ascii: "#") else { return androidColorNames.contains(text.lowercased()) }
    var copy = text
    let ascii = copy.withUTF8 { utf8 -> Bool? in
      guard !utf8.contains(where: { $0 >= 0x80 }) else { return nil }
      // ASCII: one UTF-16 unit a byte.
      guard utf8.count == 7 || utf8.count == 9 else { return false }
      var index = 1
      if utf8[1] == UInt8(ascii: "+") || utf8[1] == UInt8(ascii: "-") { index = 2 }
      while index < utf8.count {
        guard isASCIIHexDigit(utf8[index]) else { return false }
        index += 1
      }
      return true
    }
    if let ascii { return ascii }
    let length = text.utf16.count
    guard length == 7 || length == 9 else { return false }
    var digits = text.unicodeScalars.dropFirst()
    if let sign = digits.first, sign == "+" || sign == "-" { digits = digits.dropFirst() }
    return !digits.isEmpty && digits.allSatisfy(isJavaHexDigit)
  }

  /// Whether `byte` is an ASCII hex digit.
  private static func isASCIIHexDigit(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): true
    default: false
    }
  }

  /// Whether `Character.digit(c, 16)` gives a value for `scalar`.
  private static func isJavaHexDigit(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x30...0x39, 0x41...0x46, 0x61...0x66: return true
    case 0xFF21...0xFF26, 0xFF41...0xFF46: return true  // fullwidth A–F, a–f
    default: return scalar.properties.numericType == .decimal
    }
  }

  /// Whether `text` is a colour resource value: `#rgb`, `#argb`, `#rrggbb` or `#aarrggbb`.
  static func isColorResourceValue(_ text: String) -> Bool {
    let utf8 = text.utf8
    guard utf8.first == UInt8(ascii: "#"), [4, 5, 7, 9].contains(utf8.count) else { return false }
    return utf8.dropFirst().allSatisfy(isASCIIHexDigit)
  }

  /// The protocols Android's `URL` has built-in handlers for, in lower case.
  static let javaURLSchemes: [StaticString] = ["http", "https", "ftp", "file", "jar"]

  /// Whether `new URL(text)` succeeds: after the whitespace (characters up to U+0020) it trims
  /// and an optional `url:` it skips, `text` starts with a scheme Android's `URL` knows (it
  /// throws `MalformedURLException` for no protocol or an unknown one); compared in any case.
  static func hasJavaURLScheme(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { utf8 in
      var start = 0
      while start < utf8.count && utf8[start] <= 0x20 { start += 1 }
      if matchesCaseInsensitively(utf8, at: start, "url:") { start += 4 }
      guard let colon = utf8[start...].firstIndex(of: UInt8(ascii: ":")) else { return false }
      return javaURLSchemes.contains { scheme in
        scheme.utf8CodeUnitCount == colon - start && matchesCaseInsensitively(utf8, at: start, scheme)
      }
    }
  }

  /// Whether `utf8` has the lower-case ASCII `word` at `start`, in any case.
  private static func matchesCaseInsensitively(_ utf8: UnsafeBufferPointer<UInt8>, at start: Int, _ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard utf8.count - start >= count else { return false }
    for k in 0..<count {
      let expected = word.utf8Start[k]
      let byte = utf8[start + k]
      let isLetter = expected >= UInt8(ascii: "a") && expected <= UInt8(ascii: "z")
      guard byte == expected || (isLetter && byte == expected &- 0x20) else { return false }
    }
    return true
  }
}

// The initializer is in an extension so that the struct keeps its memberwise initializer, which
// it calls (and `build` with the warnings): assigned field by field in the struct's own
// initializer, the value (too large for the optimizer to keep in registers) was built in memory,
// then copied and the original destroyed, every field retained and released once more.
extension FCMNotificationAppearance {
  /// A notification with the app's defaults on `channel`.
  public init(channel: String, icon: String? = nil, color: String? = nil, sound: String? = nil, imageURL: String? = nil) {
    self.init(channel: channel, icon: icon, color: color, sound: sound, imageURL: imageURL, issues: [])
  }
}
