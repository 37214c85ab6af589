import Foundation
import Testing

@testable import PushSim

/// `pushsim device center` of a device created with `--kii` shows what of Kii Cloud matters to
/// it: the installation that names it (user, user id, network) and that user's subscriptions as
/// the steps left them, sorted; a device without `--kii` shows nothing of Kii.
struct DeviceKiiCenterTests {
  static func device(_ subcommand: String, _ arguments: [String] = [], state: String) -> (status: CommandLineTool.Status, out: String, err: String) {
    DeviceParityTests.device(subcommand, arguments, state: state)
  }

  /// Bob's installation on FCM, subscribed to a group topic in the `kii` block; three topics.
  static let kii = #"""
    {"appID":"9a2385ce","users":{"alice":"e26ad504-1","bob":"cf6de5b5-2"},"groups":{"g1":{"owner":"alice","members":["bob"]}},
     "topics":["app/News","group:g1/Chat","app/Alerts"],"subscriptions":{"bob":["group:g1/Chat"]},
     "installations":{"phone":{"user":"bob","network":"fcm"}}}
    """#

  /// The subscriptions follow `kiiSubscribe` and `kiiUnsubscribe` across processes, listed in
  /// sorted order whatever the order they were made in; text and JSON say the same.
  @Test func centerShowsTheInstallationAndItsUsersSubscriptions() throws {
    let state = try DeviceParityTests.state()
    let created = Self.device("create", ["--platform", "android", "--sdk", "kii", "--kii", Self.kii], state: state)
    #expect(created.status == .success, "\(created.err)")
    #expect(created.out.hasSuffix("kii: app 9a2385ce, installation of user bob on fcm; subscribed to group:g1/Chat\n"), "\(created.out)")
    for topic in ["app/News", "app/Alerts"] {
      #expect(Self.device("kiiSubscribe", ["--as", "bob", "--topic", topic], state: state).status == .success)
    }
    // Alice's subscription is not this device's.
    #expect(Self.device("kiiSubscribe", ["--as", "alice", "--topic", "app/News"], state: state).status == .success)
    let text = Self.device("center", [], state: state).out
    #expect(text.hasSuffix("kii: app 9a2385ce, installation of user bob on fcm; subscribed to app/Alerts, app/News, group:g1/Chat\n"), "\(text)")
    let json = try JSONDocument(Self.device("center", ["--json"], state: state).out).root["kii"]
    #expect(json?["appID"]?.stringValue == "9a2385ce")
    #expect(json?["installation"]?["user"]?.stringValue == "bob")
    #expect(json?["installation"]?["userID"]?.stringValue == "cf6de5b5-2")
    #expect(json?["installation"]?["network"]?.stringValue == "fcm")
    #expect(json?["installation"]?["holdsMQTTConnection"] == nil, "an FCM installation holds no MQTT connection")
    let topics = (0..<(json?["subscriptions"]?.count ?? 0)).compactMap { json?["subscriptions"]?[$0]?.stringValue }
    #expect(topics == ["app/Alerts", "app/News", "group:g1/Chat"])
    #expect(Self.device("kiiUnsubscribe", ["--as", "bob", "--topic", "group:g1/Chat"], state: state).status == .success)
    #expect(Self.device("center", [], state: state).out.hasSuffix("subscribed to app/Alerts, app/News\n"))
  }

  /// Subscribing twice, or unsubscribing from a topic the user is not subscribed to, is Kii
  /// Cloud's refusal (409, 404): recorded as `kii.subscribeRefused` / `kii.unsubscribeRefused`
  /// (exit 0, as a refused send is), the subscriptions unchanged.
  @Test func aSecondSubscriptionIsRefusedAndRecorded() throws {
    let state = try DeviceParityTests.state()
    #expect(Self.device("create", ["--platform", "android", "--sdk", "kii", "--kii", Self.kii], state: state).status == .success)
    let again = Self.device("kiiSubscribe", ["--as", "bob", "--topic", "group:g1/Chat"], state: state)
    #expect(again.status == .success, "\(again.err)")
    #expect(again.out.hasPrefix(#"{"t":0,"device":"kii","event":"kii.subscribeRefused","user":"bob","topic":"group:g1/Chat","reason":"alreadySubscribed","#), "\(again.out)")
    let notSubscribed = Self.device("kiiUnsubscribe", ["--as", "bob", "--topic", "app/News"], state: state)
    #expect(notSubscribed.status == .success)
    #expect(notSubscribed.out.contains(#""event":"kii.unsubscribeRefused","user":"bob","topic":"app/News","reason":"notSubscribed""#), "\(notSubscribed.out)")
    #expect(Self.device("center", [], state: state).out.hasSuffix("subscribed to group:g1/Chat\n"))
    let journal = try DeviceParityTests.journal(state)
    #expect(journal.contains(#"{"kiiUnsubscribe":{"as":"bob","topic":"app/News"}}"#), "a refusal is recorded: \(journal)")
  }

  /// An MQTT installation says whether the app holds the connection; a `kii` block that names
  /// no installation for the device says no Kii message reaches it; without `--kii`, no `kii`.
  @Test func mqttNoInstallationAndNoKii() throws {
    let mqtt = try DeviceParityTests.state()
    let kii = #"{"users":{"bob":"x"},"topics":["app/News"],"installations":{"phone":{"user":"bob","network":"mqtt","holdsMqttConnection":false}}}"#
    let created = Self.device("create", ["--platform", "android", "--sdk", "kii", "--kii", kii], state: mqtt)
    #expect(created.status == .success, "\(created.err)")
    #expect(created.out.hasSuffix("installation of user bob on mqtt (the app does not hold the MQTT connection); subscribed to no topic\n"), "\(created.out)")
    let json = try JSONDocument(Self.device("center", ["--json"], state: mqtt).out).root["kii"]
    #expect(json?["installation"]?["holdsMQTTConnection"]?.boolValue == false)
    #expect(json?["subscriptions"]?.count == 0)

    let none = try DeviceParityTests.state()
    #expect(Self.device("create", ["--platform", "ios", "--kii", #"{"users":{"bob":"x"},"topics":["app/News"]}"#], state: none).status == .success)
    #expect(Self.device("center", [], state: none).out.hasSuffix(
      "kii: app 9a2385ce, no installation names this device (the \"installations\" of --kii): no Kii message reaches it\n"))
    let noInstallation = try JSONDocument(Self.device("center", ["--json"], state: none).out).root["kii"]
    #expect(noInstallation?["installation"]?.type == .null)

    let plain = try DeviceParityTests.state()
    #expect(Self.device("create", ["--platform", "ios"], state: plain).status == .success)
    #expect(!Self.device("center", [], state: plain).out.contains("kii"))
    #expect(try JSONDocument(Self.device("center", ["--json"], state: plain).out).root["kii"] == nil)
  }

  /// A development installation (`"development": true`, KII-U `KiiUser.PushInstallation(true)`)
  /// says so in text and JSON: only a message with `sendToDevelopment` reaches it; a production
  /// one shows no `development`.
  @Test func centerShowsADevelopmentInstallation() throws {
    let state = try DeviceParityTests.state()
    let kii = #"{"users":{"bob":"x"},"topics":["app/News"],"installations":{"phone":{"user":"bob","development":true}}}"#
    let created = Self.device("create", ["--platform", "android", "--sdk", "kii", "--kii", kii], state: state)
    #expect(created.status == .success, "\(created.err)")
    #expect(created.out.hasSuffix(
      "kii: app 9a2385ce, development installation (reached only by messages with sendToDevelopment) of user bob on fcm; "
        + "subscribed to no topic\n"), "\(created.out)")
    let json = try JSONDocument(Self.device("center", ["--json"], state: state).out).root["kii"]
    #expect(json?["installation"]?["development"]?.boolValue == true)
    let production = try DeviceParityTests.state()
    #expect(Self.device("create", ["--platform", "android", "--sdk", "kii", "--kii", Self.kii], state: production).status == .success)
    let plain = try JSONDocument(Self.device("center", ["--json"], state: production).out).root["kii"]
    #expect(plain?["installation"]?["development"] == nil)
  }
}
