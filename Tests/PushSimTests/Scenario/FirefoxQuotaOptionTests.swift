import Testing

@testable import PushSim

/// The option `firefoxMaxQuotaPerSubscription` (Firefox's `dom.push.maxQuotaPerSubscription`):
/// what it accepts, and where it does nothing.
struct FirefoxQuotaOptionTests {
  /// A quota of 0 would expire every subscription before its first push, so the option takes a
  /// whole number from 1; anything else is refused with what it expects, and the option keeps
  /// its value.
  @Test(arguments: [JSONValue.integer(0), .integer(-1), .double(1.5), .string("16"), .null, .integer(100_001)])
  func anythingButAWholeNumberFromOneIsRefused(value: JSONValue) {
    var options = DeviceOptions()
    let error = options.apply(DeviceSetting(name: "firefoxMaxQuotaPerSubscription", value: value))
    #expect(error?.contains("a whole number from 1 to 100000") == true, "\(String(describing: error))")
    #expect(options.firefoxMaxQuotaPerSubscription == 16)
  }

  /// Under Firefox for Android (GeckoView keeps no quota) the option does nothing, and says so;
  /// under Firefox on a desktop it acts.
  @Test func firefoxForAndroidWarnsThatTheQuotaDoesNothing() throws {
    let devices = #"""
      {"desktop": {"platform": "web", "options": {"browser": "firefox", "firefoxMaxQuotaPerSubscription": 4}},
       "android": {"platform": "web", "options": {"browser": "firefox", "webHost": "android", "firefoxMaxQuotaPerSubscription": 4}}}
      """#
    #expect(try OptionNotApplicableTests.warnings(devices: devices) == ["android firefoxMaxQuotaPerSubscription"])
    var options = DeviceOptions()
    options.browser = .firefox
    options.webHost = .android
    #expect(
      DeviceOptions.ineffectiveness(of: "firefoxMaxQuotaPerSubscription", platform: .web, sdk: .webpush, wrapper: nil, options: options)?
        .hasSuffix(#"under Firefox for Android (webHost "android", GeckoView, which leaves throttling to the app) it does nothing"#) == true)
  }

  /// A `set` that moves Firefox from a desktop to Android checks the option again.
  @Test func aSetToAndroidWarnsAgain() throws {
    let devices = #"{"site": {"platform": "web", "options": {"browser": "firefox", "firefoxMaxQuotaPerSubscription": 4}}}"#
    let warnings = try OptionNotApplicableTests.warnings(devices: devices, steps: #"{"set": {"device": "site", "webHost": "android"}}"#)
    #expect(warnings == ["site firefoxMaxQuotaPerSubscription"])
  }
}
