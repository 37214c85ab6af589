import Testing

@testable import PushSim

/// An iOS `app`'s `stringsdict`, its `Localizable.stringsdict` as JSON: entries load as the
/// plist reads, and mistakes are load errors that say where and what was expected.
struct StringsDictLoadingTests {
  /// A one-device iOS scenario whose app's `stringsdict` is `table`.
  func text(_ table: String, platform: String = "ios") -> String {
    scenarioText(steps: "", device: #"{"platform":"\#(platform)","state":"background","app":{"stringsdict":\#(table)}}"#)
  }

  func loaded(_ table: String) throws -> [String: StringsDictEntry] {
    let scenario = try ScenarioLoader().load(bytes: Array(text(table).utf8), file: "s.json")
    return try #require(scenario.devices.first?.app.stringsDict)
  }

  /// The error loading `table` gives, without its position.
  func error(_ table: String, platform: String = "ios") -> String? {
    do {
      _ = try ScenarioLoader().load(bytes: Array(text(table, platform: platform).utf8), file: "s.json")
      return nil
    } catch {
      return error.description.split(separator: ": ", maxSplits: 1).last.map(String.init)
    }
  }

  static let variable = #"{"NSStringFormatSpecTypeKey":"NSStringPluralRuleType","NSStringFormatValueTypeKey":"d","one":"%d file","other":"%d files"}"#

  /// An entry loads with its format and each variable's value type and forms.
  @Test func anEntryLoads() throws {
    let table = try loaded(#"{"FILES":{"NSStringLocalizedFormatKey":"%#@files@ left","files":\#(Self.variable)}}"#)
    #expect(table == [
      "FILES": StringsDictEntry(
        format: "%#@files@ left", variables: ["files": PluralVariable(valueType: "d", forms: [.one: "%d file", .other: "%d files"])])
    ])
  }

  /// Each mistake names the entry or variable and what was expected.
  @Test(arguments: [
    (
      #"[]"#,
      #""stringsdict" in "app" of device "phone" must be an object of key → entry, such as {"FILES": {"NSStringLocalizedFormatKey": "%#@files@", "files": {…}}}, not an array"#
    ),
    (
      #"{"F":{"files":\#(variable)}}"#,
      #"stringsdict entry "F" of "app" of device "phone" needs "NSStringLocalizedFormatKey", the format with its variables, such as "%#@files@""#
    ),
    (
      #"{"HELLO":{"NSStringVariableWidthRuleType":{"1":"Hi","22":"Hello"}}}"#,
      #"stringsdict entry "HELLO" of "app" of device "phone" has "NSStringVariableWidthRuleType": width variants are not modelled (only plural rules, NSStringPluralRuleType); give the key its text in "strings" instead, the variant the notification should show"#
    ),
    (
      #"{"TAP":{"NSStringDeviceSpecificRuleType":{"iphone":"Tap here","mac":"Click here"}}}"#,
      #"stringsdict entry "TAP" of "app" of device "phone" has "NSStringDeviceSpecificRuleType": device variants are not modelled (only plural rules, NSStringPluralRuleType); give the key a plural entry or its text in "strings" instead, the iPhone's ("iphone") variant"#
    ),
    (
      #"{"F":{"NSStringLocalizedFormatKey":3}}"#,
      #""NSStringLocalizedFormatKey" in stringsdict entry "F" of "app" of device "phone" must be a string, not an integer"#
    ),
    (
      #"{"F":{"NSStringLocalizedFormatKey":"%#@files@","files":{"NSStringFormatSpecTypeKey":"NSStringPluralRuleType","NSStringFormatValueTypeKey":"d","one":"%d file"}}}"#,
      #"variable "files" of stringsdict entry "F" of "app" of device "phone" needs an "other" form, the one used for every number no other form covers, such as "%d files""#
    ),
    (
      #"{"F":{"NSStringLocalizedFormatKey":"%#@files@","files":{"NSStringFormatSpecTypeKey":"NSStringPluralRuleType","NSStringFormatValueTypeKey":"d","other":"x","onee":"y"}}}"#,
      #"unknown field "onee" in variable "files" of stringsdict entry "F" of "app" of device "phone"; expected one of NSStringFormatSpecTypeKey, NSStringFormatValueTypeKey, zero, one, two, few, many, other; did you mean "one"?"#
    ),
    (
      #"{"F":{"NSStringLocalizedFormatKey":"%#@files@","files":{"NSStringFormatSpecTypeKey":"NSStringVariableWidthRuleType","NSStringFormatValueTypeKey":"d","other":"x"}}}"#,
      #""NSStringFormatSpecTypeKey" in variable "files" of stringsdict entry "F" of "app" of device "phone" must be "NSStringPluralRuleType" (the plural rule PushSim models), not "NSStringVariableWidthRuleType""#
    ),
    (
      #"{"F":{"NSStringLocalizedFormatKey":"%#@files@","files":{"NSStringFormatSpecTypeKey":"NSStringPluralRuleType","NSStringFormatValueTypeKey":"%d","other":"x"}}}"#,
      #""NSStringFormatValueTypeKey" in variable "files" of stringsdict entry "F" of "app" of device "phone" must be a conversion without its %, such as "d", "ld", "lu", "f" or "@", not "%d""#
    ),
    (
      #"{"F":{"NSStringLocalizedFormatKey":"%#@files@","files":{"NSStringFormatSpecTypeKey":"NSStringPluralRuleType","NSStringFormatValueTypeKey":"d","other":7}}}"#,
      #""other" in variable "files" of stringsdict entry "F" of "app" of device "phone" must be a string, not an integer"#
    ),
    (
      #"{"F":{"NSStringLocalizedFormatKey":"%#@file@","files":\#(variable)}}"#,
      #""%#@file@" in stringsdict entry "F" of "app" of device "phone" names the variable %#@file@, which the entry does not declare: add "file": {"NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d", "one": …, "other": …} beside NSStringLocalizedFormatKey"#
    ),
    (
      #"{"F":{"NSStringLocalizedFormatKey":"%#@files@","files":"%d files"}}"#,
      #"variable "files" of stringsdict entry "F" of "app" of device "phone" must be an object such as {"NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d", "one": "%d file", "other": "%d files"}, not a string"#
    ),
  ])
  func mistakesAreRefused(table: String, message: String) {
    #expect(error(table) == message)
  }

  /// A stringsdict is an iOS app's: refused on another platform.
  @Test func onlyAnIOSAppHasOne() {
    #expect(error(#"{"F":{"NSStringLocalizedFormatKey":"x"}}"#, platform: "android")?.contains("stringsdict") == true)
  }
}
