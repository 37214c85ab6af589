/// The small icon, accent colour, sound and big picture OneSignal's Android SDK sets on the
/// notification it builds (`NotificationDisplayBuilder.getBaseOneSignalNotificationBuilder`),
/// resolved against what the app ships (the device's `androidDrawables` and `androidRawSounds`;
/// `nil` lists mean every name exists). Each is reported only where it is not the app's default,
/// as for the FCM SDK's notifications.
enum OneSignalNotificationAppearance {
  /// The appearance of `notification` posted on `channel`; `nil` when everything is a default.
  ///
  /// - Parameter channelSound: the sound of a channel the SDK made from a payload's `chnl`
  ///   (``channelSound(of:options:)`` when it was created); Android 8.0+ plays the channel's
  ///   sound, so it is the notification's. `nil` for the default channel's default sound, an
  ///   app's own channel, or a restored notification (posted without sound, `removeNotifyOptions`).
  ///   - data: the push's data map: which of `vis`, `pri`, `ledc` and `led` the payload sets
  ///     (the SDK reads them with `has` and `optInt`; the decoded notification has defaults).
  static func build(
    _ notification: OSNotification, channel: String, channelSound: String?, options: DeviceOptions,
    data: FCMDataMap? = nil
  ) -> FCMNotificationAppearance? {
    var appearance = FCMNotificationAppearance(channel: channel)
    // `getSmallIconId`: `sicon` when it names a drawable (`getResourceIcon`), else the defaults.
    if let icon = notification.smallIcon.map(trimmed), !icon.isEmpty, isValidResourceName(icon),
      exists(icon, in: options.androidDrawables)
    {
      appearance.icon = icon
    }
    // `getAccentColor`: `BigInteger(bgac, 16).toInt()`, an ARGB value (six digits leave the
    // alpha at 0); a value that does not parse falls back to the app's resource or manifest.
    if let text = notification.smallIconAccentColor, let argb = argb(hex: text) {
      appearance.color = "#" + hex8(argb)
    }
    appearance.imageURL = bitmap(notification.bigPicture, options: options)
    // `getLargeIcon`: `getBitmap(licon)`, else the app's `ic_onesignal_large_icon_default` (not
    // traced, as the default small icon is not).
    appearance.largeIcon = bitmap(notification.largeIcon, options: options)
    appearance.sound = channelSound
    if let data { setPayloadOptions(notification, data: data, on: &appearance) }
    if options.androidApiLevel < AndroidVersionCodes.s {
      // A `bg_img` that is not a JSON object throws in `addBackgroundImage` before the default
      // image is tried (caught: "Could not set background notification image!").
      let unreadable = data?["bg_img"] != nil && notification.backgroundImageLayout == nil
      if !unreadable { setBackgroundImage(notification.backgroundImageLayout, options: options, on: &appearance) }
    }
    return appearance.isPlain ? nil : appearance
  }

  /// `getBitmap(name)`: an http(s) URL is downloaded; another name is an asset or a drawable
  /// (the device's `androidDrawables`). `nil` for none or a name the app does not have.
  static func bitmap(_ name: String?, options: DeviceOptions) -> String? {
    guard let name = name.map(trimmed), !name.isEmpty else { return nil }
    if name.hasPrefix("http://") || name.hasPrefix("https://") { return name }
    return exists(name, in: options.androidDrawables) ? name : nil
  }

  /// What `getBaseOneSignalNotificationBuilder` sets only when the payload has the key:
  /// `setVisibility` (`vis`), `setPriority` (`pri`, mapped by `convertOSToAndroidPriority`), and
  /// in `setAlertnessOptions`, for a priority of `DEFAULT` or more, `setLights` (`ledc` as
  /// `BigInteger(ledc, 16).toInt()`, unless `led` is not 1; one that does not parse leaves the
  /// default lights).
  static func setPayloadOptions(_ notification: OSNotification, data: FCMDataMap, on appearance: inout FCMNotificationAppearance) {
    if data["vis"] != nil { appearance.visibility = notification.lockScreenVisibility }
    if data["pri"] != nil { appearance.priority = notification.androidPriorityName }
    let led = data["led"].flatMap { OrgJSON.integer(of: .string($0)) } ?? 1
    if let ledc = data["ledc"], led == 1, notification.androidPriority >= 0, let argb = argb(hex: ledc) {
      appearance.lights = "#" + hex8(argb)
    }
  }

  /// The sound of the channel `createChannel` makes from `notification`'s `chnl`: `none` for a
  /// `sound` of "null" or "nil", or for a channel of low importance (`pri` 5 or less plays
  /// nothing); the payload's sound when the app has it in `res/raw`; else `nil`, the default.
  static func channelSound(of notification: OSNotification, options: DeviceOptions) -> String? {
    if notification.displayPriority <= 5 { return "none" }
    guard let sound = notification.sound else { return nil }
    if sound == "null" || sound == "nil" { return "none" }
    return !sound.isEmpty && isValidResourceName(sound) && exists(sound, in: options.androidRawSounds) ? sound : nil
  }

  /// `AndroidUtils.isValidResourceName`: anything but a single digit (`!name.matches("^[0-9]")`,
  /// a whole-string match).
  static func isValidResourceName(_ name: String) -> Bool {
    !(name.count == 1 && name.first?.isASCII == true && name.first?.isNumber == true)
  }

  static func exists(_ name: String, in resources: [String]?) -> Bool {
    resources.map { $0.contains(name) } ?? true
  }

  /// Kotlin's `trim { it <= ' ' }`.
  static func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { $0.value > 32 }), let last = scalars.lastIndex(where: { $0.value > 32 }) else {
      return ""
    }
    return String(scalars[first...last])
  }

  /// `BigInteger(text, 16).toInt()`: an optional sign, then hex digits; the low 32 bits.
  static func argb(hex text: String) -> UInt32? {
    var digits = Substring(text)
    var negative = false
    if let sign = digits.first, sign == "-" || sign == "+" {
      negative = sign == "-"
      digits = digits.dropFirst()
    }
    guard !digits.isEmpty, digits.allSatisfy(\.isHexDigit) else { return nil }
    var value: UInt32 = 0
    for digit in digits { value = value &* 16 &+ UInt32(digit.hexDigitValue ?? 0) }
    return negative ? 0 &- value : value
  }

  static func hex8(_ value: UInt32) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: 8 - text.count) + text
  }

  /// The app's default background image, which `addBackgroundImage` takes when the push has no
  /// `bg_img` or its `img` gives no bitmap (an asset or a drawable of this name). It counts only
  /// when the device's `androidDrawables` lists it: an app adds it on purpose, and an unset list
  /// (every other name exists) would draw every notification below Android 12 over it.
  static let defaultBackgroundImage = "onesignal_bgimage_default_image"

  /// `NotificationDisplayer.addBackgroundImage` below Android 12 (OneSignal/OneSignal-Android-SDK
  /// `NotificationDisplayer.kt`; from API 31 it returns at once), which runs for every
  /// notification the SDK builds: the bitmap of `bg_img`'s `img` (``bitmap(_:options:)``), else
  /// the app's ``defaultBackgroundImage`` (so a push without `bg_img` gets it too); with one, a
  /// custom `RemoteViews` layout of the title and body over it, coloured by `tc` and `bc`
  /// (`BigInteger(hex, 16).toInt()`; one that does not parse, or no `bg_img`, leaves the app's
  /// colour resource, not traced), and `setStyle(null)`, which drops the big picture. Without a
  /// bitmap nothing changes. **Not modelled:** `img_align`.
  ///
  /// - Parameter layout: the push's `bg_img`, `nil` when it has none.
  static func setBackgroundImage(
    _ layout: OSNotification.BackgroundImageLayout?, options: DeviceOptions, on appearance: inout FCMNotificationAppearance
  ) {
    let fallback = options.androidDrawables?.contains(defaultBackgroundImage) == true ? defaultBackgroundImage : nil
    guard let image = bitmap(layout?.image, options: options) ?? fallback else { return }
    var fields: JSONObject = ["image": .string(image)]
    if let argb = layout?.titleTextColor.flatMap(argb(hex:)) { fields["titleColor"] = .string("#" + hex8(argb)) }
    if let argb = layout?.bodyTextColor.flatMap(argb(hex:)) { fields["bodyColor"] = .string("#" + hex8(argb)) }
    appearance.backgroundImage = fields
    appearance.imageURL = nil
  }
}
