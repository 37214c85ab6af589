import PushSim
import Testing

/// A `bgAction`'s `todo` is read per platform: the iOS SDK knows only its header's todos (1–8),
/// the Android SDK also its own kinds (inbox, internal URL, destroy); a name unknown on the
/// platform is `unknownTodo`, naming the platform.
struct MappTodoPlatformTests {
  typealias Todo = APXPushNotificationActionButtonAction.Todo

  /// iOS knows the header's eight kinds; Android every kind, so no kind is iOS-only.
  @Test func eachPlatformKnowsItsKinds() {
    #expect(Todo.known(on: .iOS) == [.set, .remove, .increment, .openURLScheme, .openWebSite, .openAppStore, .openViewController, .dialNumber])
    #expect(Todo.known(on: .android) == Todo.allCases)
    #expect(Set(Todo.known(on: .iOS)).isSubset(of: Todo.known(on: .android)))
  }

  /// An Android-only name is unknown on iOS and known on Android; numbers and header names read alike.
  @Test(arguments: [("openInbox", Todo.openInbox), ("OPENINTERNALURL", .openInternalURL), ("dismiss", .dismiss)])
  func androidOnlyNamesAreUnknownOnIOS(_ name: String, _ kind: Todo) {
    #expect(Todo(wire: .string(name), platform: .iOS) == nil)
    #expect(Todo(wire: .string(name), platform: .android) == kind)
    #expect(Todo(wire: .string(name)) == kind, "the platform-less reading is Android's")
    #expect(Todo(wire: "set", platform: .iOS) == .set && Todo(wire: 8, platform: .iOS) == .dialNumber)
  }

  /// The iOS decoder warns `unknownTodo` for an Android-only name, names iOS and where Android
  /// takes the kind from, and keeps the action without a kind; Android's decoder takes it.
  @Test func theDecodersWarnPerPlatform() throws {
    let ios = try Mapp.notification(#"{"aps":{"alert":"Hi"},"p":1,"buttons":[{"bgAction":{"todo":"openInternalURL","value":"app://x"}}]}"#)
    let issue = try #require(ios.issues.first { $0.reason == "unknownTodo" })
    #expect(issue.message.hasPrefix(#"buttons[0].bgAction.todo "openInternalURL" is not an action the iOS SDK knows; expected 1–8 or one of set,"#))
    #expect(issue.message.contains("dialNumber. It is a kind of the Android SDK only (fgAction apx_url_internal)"))
    #expect(!issue.message.contains("openInbox,"))
    #expect(ios.pushAction?.actionButtons.first?.actions.first?.todo == nil)

    let android = try Mapp.data(#"{"p":"1","alert":"Hi","buttons":"[{\"bgAction\":{\"todo\":\"openInternalURL\",\"value\":\"app://x\"}}]"}"#)
    #expect(android.issues.map(\.reason).contains("unknownTodo") == false)
    #expect(android.buttonList.first?.actions.first?.todo == .openInternalURL)
  }

  /// A name no platform knows is unknown on Android too, and the message names Android.
  @Test func anUnknownNameNamesAndroidOnAndroid() throws {
    let android = try Mapp.data(#"{"p":"1","alert":"Hi","buttons":"[{\"bgAction\":{\"todo\":\"explode\"}}]"}"#)
    let message = try #require(android.issues.first { $0.reason == "unknownTodo" }?.message)
    #expect(message.contains("is not an action the Android SDK knows; expected 1–8 or one of set,") && message.hasSuffix("dismiss"))
  }
}
