import PushSim
import Testing

/// The small icon and the colour the Customer.io Android SDK's builder takes
/// (CIO-A `CustomerIOPushNotificationHandler.handleNotification`): the block's `icon` when the app
/// has that drawable (`getDrawableByName`), else the manifest's `default_notification_icon`, else
/// the app icon; the block's `color` when `Color.parseColor` reads it, else the manifest's
/// `default_notification_color`, else none.
struct CustomerIONotificationBuildTests {
  /// A foreground Android device with the Customer.io SDK, configured by `configure`.
  static func device(_ configure: (inout DeviceOptions) -> Void = { _ in }) -> SimulatedDevice {
    var options = DeviceOptions()
    configure(&options)
    return SimulatedDevice(platform: .android, sdk: .customerio, state: .foreground, options: options)
  }

  /// The `parameters` of the `buildNotification` action after `data` arrives.
  static func build(_ device: SimulatedDevice, _ data: String) throws -> JSONValue? {
    try device.receive(
      json: #"{"google.message_id":"m1","CIO-Delivery-ID":"d","CIO-Delivery-Token":"k","gcm.n.e":"1","gcm.n.title":"T"\#(data)}"#)
    return device.events(named: "action.executed").first { $0["type"] == "buildNotification" }?["parameters"]
  }

  @Test func anIconTheAppHasIsUsed() throws {
    let device = Self.device { $0.androidDrawables = ["ic_promo"]; $0.androidDefaultIcon = "ic_default" }
    let parameters = try Self.build(device, #","gcm.n.icon":"ic_promo""#)
    #expect(parameters?["smallIcon"] == "ic_promo")
  }

  @Test func anIconTheAppLacksFallsBackToTheManifestDefault() throws {
    let device = Self.device { $0.androidDrawables = ["ic_promo"]; $0.androidDefaultIcon = "ic_default" }
    let parameters = try Self.build(device, #","gcm.n.icon":"ic_missing""#)
    #expect(parameters?["smallIcon"] == "ic_default")
  }

  @Test func aBlankIconOrNoManifestDefaultIsTheAppIcon() throws {
    let device = Self.device { $0.androidDrawables = ["ic_promo"] }
    #expect(try Self.build(device, #","gcm.n.icon":"ic_missing""#)?["smallIcon"] == "appDefault")
    let blank = Self.device()
    #expect(try Self.build(blank, #","gcm.n.icon":"  ""#)?["smallIcon"] == "appDefault")
  }

  /// `getDrawableByName`'s `isNullOrBlank()` is Kotlin's: an information separator (U+001C) is
  /// blank, NEL (U+0085) is not (Swift's `isWhitespace` says the opposite of both).
  @Test func aBlankIconIsKotlinsBlank() throws {
    #expect(try Self.build(Self.device(), #","gcm.n.icon":"\u001c""#)?["smallIcon"] == "appDefault")
    #expect(try Self.build(Self.device(), #","gcm.n.icon":"\u0085""#)?["smallIcon"] == "\u{85}")
    #expect(try Self.build(Self.device(), #","gcm.n.icon":"\u00a0""#)?["smallIcon"] == "appDefault")
  }

  @Test func theManifestDefaultIconWithoutABlockIcon() throws {
    let device = Self.device { $0.androidDefaultIcon = "ic_default" }
    #expect(try Self.build(device, "")?["smallIcon"] == "ic_default")
  }

  @Test func anUnreadableOrMissingColourIsTheManifestDefault() throws {
    let device = Self.device { $0.androidDefaultColor = "#1a73e8" }
    #expect(try Self.build(device, #","gcm.n.color":"orange-ish""#)?["color"] == "#1a73e8")
    let none = Self.device { $0.androidDefaultColor = "#1a73e8" }
    #expect(try Self.build(none, "")?["color"] == "#1a73e8")
  }

  @Test func aReadableColourWinsAndNoneIsTheAppDefault() throws {
    let device = Self.device { $0.androidDefaultColor = "#1a73e8" }
    #expect(try Self.build(device, ##","gcm.n.color":"#ff0000""##)?["color"] == "#ff0000")
    #expect(try Self.build(Self.device(), "")?["color"] == "appDefault")
  }

  /// A loaded picture is the large icon too (`addImage`: `builder.setLargeIcon(bitmap)`); without
  /// one there is no large icon.
  @Test func theBigPictureIsAlsoTheLargeIcon() throws {
    let shown = try Self.build(Self.device(), #","image":"https://img.test/a.png""#)
    #expect(shown?["bigPicture"] == "https://img.test/a.png")
    #expect(shown?["largeIcon"] == "https://img.test/a.png")
    let cleartext = try Self.build(Self.device(), #","image":"http://img.test/a.png""#)
    #expect(cleartext?["bigPicture"] == JSONValue.null)
    #expect(cleartext?["largeIcon"] == nil)
  }
}
