import Testing

@testable import PushSim

/// The options of iOS Focus, Scheduled Summary and the interruption-level entitlements: the
/// values they take, what a wrong one is told, and the warning off iOS.
struct InterruptionOptionTests {
  /// Applies one option to default options: the message, or `nil` when it applied.
  static func apply(_ name: String, _ value: JSONValue) -> (DeviceOptions, String?) {
    var options = DeviceOptions()
    let message = options.apply(DeviceSetting(name: name, value: value))
    return (options, message)
  }

  /// The summary's times are parsed, deduplicated and sorted; `null` is Deliver Immediately.
  @Test func summaryTimesAreParsedAndSorted() {
    let (options, message) = Self.apply("scheduledSummary", ["18h", "8h", "8h"])
    #expect(message == nil)
    #expect(options.iosScheduledSummary == [.seconds(8 * 3_600), .seconds(18 * 3_600)])
    #expect(Self.apply("scheduledSummary", nil).0.iosScheduledSummary == nil)
  }

  /// An empty list, a time of 24 h or more, or one that is not a duration is refused, saying
  /// what is expected.
  @Test(arguments: [JSONValue.array([]), ["24h"], ["1d"], ["8 am"], [8], "8h"])
  func aWrongSummaryIsRefused(value: JSONValue) {
    let message = Self.apply("scheduledSummary", value).1
    #expect(message == #"option "scheduledSummary" must be an array of the summary's times of day (durations from midnight below 24h, such as "8h" or "18h30m"), or null for Deliver Immediately, not \#(QuotedValue.value(value))"#)
  }

  /// `focus` takes its three values and refuses another with the list.
  @Test func focusTakesItsValues() {
    #expect(Self.apply("focus", "appSilenced").0.iosFocus == .appSilenced)
    #expect(Self.apply("focus", "appAllowed").0.iosFocus == .appAllowed)
    #expect(Self.apply("focus", "on").1 == #"option "focus" must be one of "off", "appSilenced", "appAllowed", not "on""#)
  }

  /// The entitlement and authorization options are booleans with the documented defaults.
  @Test func entitlementDefaults() {
    let options = DeviceOptions()
    #expect(options.iosTimeSensitiveEntitlement && !options.iosCriticalAlertsEntitlement && !options.iosCriticalAlertAuthorization)
    #expect(Self.apply("criticalAlertsEntitlement", "yes").1 == #"option "criticalAlertsEntitlement" must be true or false, not "yes""#)
  }

  /// On an Android or web device each option is accepted and warned about (`optionNotApplicable`);
  /// on iOS none is.
  @Test func offIOSEachOptionWarns() throws {
    let options = #"{"focus": "appSilenced", "scheduledSummary": ["8h"], "timeSensitiveEntitlement": false, "criticalAlertsEntitlement": true, "criticalAlertAuthorization": true}"#
    let devices = #"{"droid": {"platform": "android", "options": \#(options)}, "phone": {"platform": "ios", "options": \#(options)}}"#
    #expect(try OptionNotApplicableTests.warnings(devices: devices) == [
      "droid focus", "droid scheduledSummary", "droid timeSensitiveEntitlement", "droid criticalAlertsEntitlement",
      "droid criticalAlertAuthorization",
    ])
  }

  /// A scenario's bad value is a load error naming the option and what it expects.
  @Test func aScenariosBadValueIsALoadError() {
    let device = #"{"platform":"ios","state":"background","options":{"scheduledSummary":["25h"]}}"#
    let message = loadError(scenarioText(steps: "", device: device))
    #expect(message?.contains(#"option "scheduledSummary" must be an array of the summary's times of day"#) == true, "\(message ?? "loaded")")
  }
}
