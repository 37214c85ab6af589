@testable import PushSim
import Testing

/// A `kiiSend` message is the REST body; the Kii SDKs' names for its keys (the seed page's
/// `alertBody`, `setGCMEnabled`, `apnsFields`, `setSpecificData`) are load errors that say
/// where the REST body has them.
struct KiiSDKNameHintTests {
  /// The error of parsing `message`.
  static func error(_ message: String) throws -> String {
    switch KiiPushMessage.parse(try JSONValue.parse(message)) {
    case .success: return "(parsed)"
    case .failure(let issue): return issue.message
    }
  }

  @Test(arguments: [
    // The seed page's KiiAPNSFields properties, in `apns` and at the root.
    (#"{"apns":{"alertBody":"x"}}"#, #""alertBody" is the Kii SDK's name for apns.alert.body in the REST message: write "alert": {"body": …} here"#),
    (#"{"apns":{"alertTitle":"x"}}"#, #""alertTitle" is the Kii SDK's name for apns.alert.title in the REST message: write "alert": {"title": …} here"#),
    (#"{"apns":{"alertSubtitle":"x"}}"#, #""alertSubtitle" is the Kii SDK's name for apns.alert.subtitle in the REST message: write "alert": {"subtitle": …} here"#),
    (#"{"alertBody":"x"}"#, #""alertBody" is the Kii SDK's name for apns.alert.body in the REST message: write "apns": {"alert": {"body": …}} here"#),
    // The setters, Objective-C style.
    (#"{"apns":{"setAlertBody":"x"}}"#, #""setAlertBody" is the Kii SDK's setter of apns.alert.body in the REST message: write "alert": {"body": …} here"#),
    (#"{"setSendSender":false}"#, #""setSendSender" is the Kii SDK's setter of sendSender in the REST message: write "sendSender": … here"#),
    (#"{"apns":{"setContentAvailable":1}}"#, #""setContentAvailable" is the Kii SDK's setter of apns.contentAvailable in the REST message: write "contentAvailable": … here"#),
    // The networks' enable flags.
    (#"{"gcmEnabled":false}"#, #""gcmEnabled" is the Kii SDK's name for gcm.enabled in the REST message: write "gcm": {"enabled": …} here"#),
    (#"{"setGCMEnabled":false}"#, #""setGCMEnabled" is the Kii SDK's setter of gcm.enabled in the REST message: write "gcm": {"enabled": …} here"#),
    (#"{"apnsEnabled":false}"#, #""apnsEnabled" is the Kii SDK's name for apns.enabled in the REST message: write "apns": {"enabled": …} here"#),
    (#"{"setAPNSEnabled":false}"#, #""setAPNSEnabled" is the Kii SDK's setter of apns.enabled in the REST message: write "apns": {"enabled": …} here"#),
    (#"{"setMQTTEnabled":false}"#, #""setMQTTEnabled" is the Kii SDK's setter of mqtt.enabled in the REST message: write "mqtt": {"enabled": …} here"#),
    (#"{"apns":{"apnsEnabled":false}}"#, #""apnsEnabled" is the Kii SDK's name for apns.enabled in the REST message: write "enabled": … here"#),
    // The field containers.
    (#"{"apnsFields":{}}"#, #""apnsFields" is the Kii SDK's name for apns in the REST message: write "apns": {…} here"#),
    (#"{"gcmFields":{}}"#, #""gcmFields" is the Kii SDK's name for gcm in the REST message: write "gcm": {…} here"#),
    // The specific data: APNs' at the root and in `apns`, a network's own in its fields.
    (#"{"specificData":{}}"#, #""specificData" is the Kii SDK's name for apns.data in the REST message: write "apns": {"data": {…}} here"#),
    (#"{"apns":{"specificData":{}}}"#, #""specificData" is the Kii SDK's name for apns.data in the REST message: write "data": {…} here"#),
    (#"{"apns":{"setSpecificData":{}}}"#, #""setSpecificData" is the Kii SDK's setter of apns.data in the REST message: write "data": {…} here"#),
    (#"{"gcm":{"setSpecificData":{}}}"#, #""setSpecificData" is the Kii SDK's setter of gcm.data in the REST message: write "data": {…} here"#),
    // A key of the message at another level, and a name that belongs elsewhere.
    (#"{"contentAvailable":1}"#, #""contentAvailable" is apns.contentAvailable in the REST message: write "apns": {"contentAvailable": …} here"#),
    (#"{"apns":{"body":"x"}}"#, #""body" is apns.alert.body in the REST message: write "alert": {"body": …} here"#),
    (#"{"apns":{"alert":{"sound":"x"}}}"#, #""sound" is apns.sound in the REST message, not a key of apns.alert"#),
    (#"{"gcm":{"alertBody":"x"}}"#, #""alertBody" is the Kii SDK's name for apns.alert.body in the REST message, not a key of gcm"#),
  ])
  func anSDKNameSaysWhereTheRESTBodyHasIt(message: String, hint: String) throws {
    let error = try Self.error(message)
    #expect(error.hasPrefix("unknown key"))
    #expect(error.hasSuffix("; " + hint))
    #expect(!error.contains("did you mean"))
  }

  /// A typo still gets the nearest key, and a name nothing stands for gets nothing more.
  @Test func otherUnknownKeysKeepTheirSuggestion() throws {
    #expect(try Self.error(#"{"apns":{"enabld":false}}"#).hasSuffix(#"; did you mean "enabled"?"#))
    #expect(try Self.error(#"{"apns":{"setWhatever":1}}"#).hasSuffix("mutableContent"))
  }

  @Test func setterNames() {
    #expect(KiiPushMessage.propertyName(ofSetter: "setGCMEnabled") == "gcmEnabled")
    #expect(KiiPushMessage.propertyName(ofSetter: "setAlertBody") == "alertBody")
    #expect(KiiPushMessage.propertyName(ofSetter: "setAPNS") == "apns")
    #expect(KiiPushMessage.propertyName(ofSetter: "settings") == nil)
    #expect(KiiPushMessage.propertyName(ofSetter: "set") == nil)
  }

  /// In a scenario the hint follows the step's context.
  @Test func aScenarioErrorCarriesTheHint() {
    let steps = #"{"kiiSend":{"as":"alice","topic":"app/News","message":{"apns":{"alertBody":"x"}}}}"#
    let error = KiiScenarioTests.loadError(KiiScenarioTests.text(steps: steps))
    #expect(error.contains(#"unknown key "alertBody" in apns"#))
    #expect(error.contains(#"write "alert": {"body": …} here"#))
  }
}
