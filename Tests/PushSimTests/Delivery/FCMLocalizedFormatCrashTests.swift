import Testing

@testable import PushSim

/// `NotificationParams.getLocalizedString` runs Java's `String.format` on a `*_loc_key` string
/// with the `*_loc_args` Strings and catches only `MissingFormatArgumentException`: any other
/// exception escapes the FCM SDK. When the SDK builds the notification itself (background,
/// killed) the app crashes; when the message goes to `onMessageReceived` (foreground) nothing is
/// formatted. Either way the push is warned with the exception's name.
struct FCMLocalizedFormatCrashTests {
  static let strings = [
    "score": "%1$s scored %2$d points", "plain": "%1$s scored %2$s points", "odd": "%1$s is %q",
    "huge": "%1$2000000000s scored",
  ]

  func device(_ state: AppState) -> SimulatedDevice {
    var app = AppBehavior()
    app.strings = Self.strings
    return SimulatedDevice(platform: .android, state: state, app: app)
  }

  func payload(id: String, titleKey: String? = nil, bodyKey: String, args: String = #"[\"Kathy\", \"3\"]"#) -> String {
    let title = titleKey.map { #""gcm.n.title_loc_key":"\#($0)","gcm.n.title_loc_args":"\#(args)","# } ?? #""gcm.n.title":"Score","#
    return #"{"gcm.n.e":"1",\#(title)"gcm.n.body_loc_key":"\#(bodyKey)","gcm.n.body_loc_args":"\#(args)","google.message_id":"\#(id)"}"#
  }

  /// In the background and when killed, the SDK's own formatting throws on its thread: the push
  /// is dropped `appCrashed` with the exception, and the app goes to `killed` for `crash`.
  @Test(arguments: [AppState.background, .killed])
  func sdkBuiltNotificationWithARefusedConversionCrashesTheApp(state: AppState) throws {
    let phone = device(state)
    _ = try phone.receive(json: payload(id: "m1", bodyKey: "score"))
    #expect(phone.events(named: "push.warning").map { $0["reason"] } == ["illegalFormatConversion"])
    let dropped = try #require(phone.events(named: "push.dropped").first)
    #expect(dropped["reason"] == "appCrashed")
    #expect(dropped["message"]?.stringValue?.contains("java.util.IllegalFormatConversionException: d != java.lang.String") == true)
    let crash = try #require(phone.events(named: "app.state").last)
    #expect(crash["to"] == "killed")
    #expect(crash["reason"] == "crash")
    #expect(phone.state == .killed)
    #expect(phone.events(named: "notification.displayed").isEmpty)
    #expect(phone.tray.isEmpty)
  }

  /// In the foreground the message goes to onMessageReceived: the SDK formats nothing, the app
  /// lives; the warning remains.
  @Test func foregroundMessageReachesOnMessageReceivedWithoutCrash() throws {
    let phone = device(.foreground)
    _ = try phone.receive(json: payload(id: "m1", bodyKey: "score"))
    #expect(phone.events(named: "push.warning").map { $0["reason"] } == ["illegalFormatConversion"])
    #expect(phone.events(named: "delegate.onMessageReceived").count == 1)
    #expect(phone.events(named: "push.dropped").isEmpty)
    #expect(phone.events(named: "app.state").isEmpty)
    #expect(phone.state == .foreground)
  }

  /// A caught exception (too few arguments) and a string that formats are no crash; an unknown
  /// conversion is one, warned `unknownFormatConversion`.
  @Test func onlyExceptionsTheSDKDoesNotCatchCrash() throws {
    let caught = device(.background)
    _ = try caught.receive(json: payload(id: "m1", bodyKey: "plain", args: #"[\"Kathy\"]"#))
    #expect(caught.events(named: "push.warning").map { $0["reason"] } == ["missingFormatArgument"])
    #expect(caught.events(named: "push.dropped").isEmpty)
    #expect(caught.state == .background)
    #expect(caught.tray.count == 1)

    let fine = device(.background)
    _ = try fine.receive(json: payload(id: "m2", bodyKey: "plain"))
    #expect(fine.events(named: "notification.displayed").first?["body"] == "Kathy scored 3 points")
    #expect(fine.state == .background)

    let unknown = device(.background)
    _ = try unknown.receive(json: payload(id: "m3", bodyKey: "odd"))
    #expect(unknown.events(named: "push.warning").map { $0["reason"] } == ["unknownFormatConversion"])
    #expect(unknown.events(named: "push.dropped").first?["reason"] == "appCrashed")
    #expect(unknown.state == .killed)
  }

  /// A width no app's heap holds (`%1$2000000000s`) is `OutOfMemoryError`, an `Error` the SDK
  /// does not catch either: in the background the app crashes, warned `outOfMemoryError`, and
  /// PushSim builds no 2-billion-character text; in the foreground nothing is formatted.
  @Test func aHugeWidthRunsTheAppOutOfMemory() throws {
    let phone = device(.background)
    _ = try phone.receive(json: payload(id: "m1", bodyKey: "huge"))
    let warning = try #require(phone.events(named: "push.warning").first)
    #expect(warning["reason"] == "outOfMemoryError")
    #expect(warning["message"]?.stringValue?.contains("Android shows at most 5120 characters of a title or body") == true)
    let message = try #require(phone.events(named: "push.dropped").first?["message"]?.stringValue)
    #expect(message.hasPrefix("the FCM SDK formatting body_loc_key \"huge\" threw java.lang.OutOfMemoryError: "))
    #expect(phone.state == .killed)
    #expect(phone.tray.isEmpty)

    let foreground = device(.foreground)
    _ = try foreground.receive(json: payload(id: "m1", bodyKey: "huge"))
    #expect(foreground.events(named: "push.warning").map { $0["reason"] } == ["outOfMemoryError"])
    #expect(foreground.events(named: "delegate.onMessageReceived").count == 1)
    #expect(foreground.state == .foreground)
  }

  /// The SDK reads the title before the body: a title that throws is the one named.
  @Test func titleIsFormattedBeforeTheBody() throws {
    let phone = device(.background)
    _ = try phone.receive(json: payload(id: "m1", titleKey: "odd", bodyKey: "score"))
    #expect(phone.events(named: "push.warning").map { $0["reason"] } == ["unknownFormatConversion", "illegalFormatConversion"])
    let message = try #require(phone.events(named: "push.dropped").first?["message"]?.stringValue)
    #expect(message.hasPrefix("the FCM SDK formatting title_loc_key \"odd\" threw java.util.UnknownFormatConversionException"))
  }

  /// The next message after the crash starts the process again (row a3) and is shown.
  @Test func nextMessageAfterTheCrashColdStartsTheApp() throws {
    let phone = device(.background)
    _ = try phone.receive(json: payload(id: "m1", bodyKey: "score"))
    _ = try phone.receive(json: payload(id: "m2", bodyKey: "plain"))
    #expect(phone.lastRule == "a3")
    #expect(phone.events(named: "app.launched").last?["reason"] == "backgroundPush")
    #expect(phone.events(named: "notification.displayed").map { $0["id"] } == ["m2"])
    #expect(phone.state == .background)
  }

  /// Each uncaught exception's warning gives advice for its own cause: a width Java refuses or a
  /// missing width is not told that the arguments are Strings (that advice is for `%d`).
  @Test(arguments: [
    (
      "%1$s%5n", JavaFormatException.illegalFormatWidth(width: 5),
      "java.util.IllegalFormatWidthException: 5 (%n takes no width: write %n alone)"
    ),
    (
      "%1$2147483648s", .illegalFormatWidth(width: Int(Int32.min)),
      "java.util.IllegalFormatWidthException: -2147483648 (the width is larger than 2147483647, the largest Java int: "
        + "write a smaller one, or none)"
    ),
    (
      "%-s", .missingFormatWidth(specifier: "%-s"),
      "java.util.MissingFormatWidthException: %-s (the - and 0 flags need a width to pad to: write one (%-10s), or drop the flag)"
    ),
    (
      "%1$s is %q", .unknownFormatConversion(conversion: "q"),
      "java.util.UnknownFormatConversionException: Conversion = 'q' (a % starts a placeholder: write %% for a percent sign, "
        + "and %s, or %1$s, for each *_loc_args element)"
    ),
    (
      "%0$s", .illegalFormatArgumentIndex(index: 0),
      "java.util.IllegalFormatArgumentIndexException: Illegal format argument index = 0 (argument indexes start at 1: "
        + "write %1$s for the first *_loc_args element)"
    ),
    (
      "%.2c", .illegalFormatPrecision(precision: 2),
      "java.util.IllegalFormatPrecisionException: 2 (this conversion takes no precision: drop it "
        + "(on %s a precision cuts the text: %.5s))"
    ),
    (
      "%--5s", .duplicateFormatFlags(flags: "-"),
      "java.util.DuplicateFormatFlagsException: Flags = '-' (give each flag once: %s, or %1$s, needs none)"
    ),
    (
      "%+s", .formatFlagsConversionMismatch(flags: "+", conversion: "s"),
      "java.util.FormatFlagsConversionMismatchException: Conversion = s, Flags = + (the conversion does not take that flag, "
        + "and a String's %s takes only - with a width (%-10s): drop it)"
    ),
    (
      "%+%", .illegalFormatFlags(flags: "+"),
      "java.util.IllegalFormatFlagsException: Flags = '+' (Java refuses these flags together, any flag on %n, and any but - "
        + "on %%: drop them)"
    ),
  ])
  func eachExceptionsAdviceFitsItsCause(format: String, exception: JavaFormatException, text: String) throws {
    #expect(throws: exception) { try JavaFormatter.format(format, ["Kathy"], locale: "en") }
    let issue = PushDecoder.uncaughtFormatException(exception, field: "body", key: "k", format: format)
    #expect(
      issue.message
        == "body_loc_key string \"k\" (\"\(format)\") with body_loc_args: String.format throws \(text). The FCM SDK does not "
        + "catch it: when it builds the notification itself (the app in the background or not running) the app crashes and "
        + "nothing is shown; in the foreground the message goes to onMessageReceived and nothing is formatted")
  }
}
