import Foundation
import Testing

@testable import PushSim

/// Which `Notification.category` each SDK's Android notifications carry, as Do Not Disturb reads
/// it: WonderPush's alert `category`, a constant's name read as its value (WP-A
/// `AlertModel.setCategory`); none for the FCM SDK (`click_action` is an intent action), Mapp
/// (its `category` names its button set), OneSignal and Customer.io.
struct AndroidNotificationCategoryTests {
  /// A device of `sdk` in the background, alarms only, intercepted notifications kept in the shade.
  private func alarmsOnly(_ sdk: SDK) -> SimulatedDevice {
    var options = DeviceOptions()
    options.androidDoNotDisturb = .alarmsOnly
    options.androidDndHidesNotifications = false
    return SimulatedDevice(platform: .android, sdk: sdk, state: .background, options: options)
  }

  /// `AlertModel.setCategory`: a constant's value stays; a constant's name, in any case, becomes
  /// its value; anything else stays as sent.
  @Test func wonderPushReadsAConstantsNameAsItsValue() {
    let read = WonderPushNotification.Alert.androidCategory
    #expect(read("msg") == "msg")
    #expect(read("message") == "msg")
    #expect(read("MESSAGE") == "msg")
    #expect(read("Call") == "call")
    #expect(read("error") == "err")
    #expect(read("system") == "sys")
    #expect(read("missed_call") == "missed_call")
    #expect(read("chat") == "chat")
    #expect(read("CATEGORY_MESSAGE") == "CATEGORY_MESSAGE")
  }

  /// The Android decoder applies it (the foreground override too); iOS keeps the text, which
  /// only its buttons use.
  @Test func theAndroidDecoderNamesTheCategory() throws {
    let json = #"{"_wp":"{\"c\":\"c\",\"alert\":{\"text\":\"Hi\",\"category\":\"Message\",\"foreground\":{\"category\":\"ALARM\"}}}","google.message_id":"w1"}"#
    let android = try #require(try WP.notification(json, on: .android).alert)
    #expect(android.category == "msg")
    #expect(android.forCurrentSettings(inForeground: true).category == "alarm")
    let ios = #"{"aps":{"alert":"Hi"},"_wp":{"c":"c","alert":{"text":"Hi","category":"Message"}}}"#
    #expect(try WP.notification(ios, on: .iOS).alert?.category == "Message")
  }

  /// Do Not Disturb on a WonderPush notification whose category is a constant's name: `ALARM`
  /// gets through alarms only, as `alarm` does.
  @Test func doNotDisturbReadsTheNamedCategory() throws {
    let phone = alarmsOnly(.wonderpush)
    try phone.receive(json: #"{"_wp":"{\"c\":\"a\",\"alert\":{\"text\":\"Wake up\",\"category\":\"ALARM\"}}","google.message_id":"w1"}"#)
    try phone.receive(json: #"{"_wp":"{\"c\":\"b\",\"alert\":{\"text\":\"Ana: hi\",\"category\":\"message\"}}","google.message_id":"w2"}"#)
    #expect(phone.events(named: "notification.displayed").map { $0["dndReason"] } == ["alarm", "alarmsOnly"])
  }

  /// The other SDKs set no category: FCM's `click_action` `alarm` and Mapp's `category` `alarm`
  /// do not make an alarm.
  @Test func otherSDKsSetNoCategory() throws {
    let fcm = alarmsOnly(.fcm)
    try fcm.receive(json: #"{"gcm.n.e":"1","gcm.n.title":"Wake up","gcm.n.click_action":"alarm","google.message_id":"f1"}"#)
    #expect(fcm.events(named: "notification.displayed").map { $0["dndReason"] } == ["alarmsOnly"])
    let mapp = alarmsOnly(.mapp)
    try mapp.receive(json: #"{"p":"5801","push_title":"Wake up","alert":"Now","category":"alarm"}"#)
    #expect(mapp.events(named: "notification.displayed").map { $0["dndReason"] } == ["alarmsOnly"])
  }
}
