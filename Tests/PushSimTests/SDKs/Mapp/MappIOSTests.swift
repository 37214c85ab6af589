import PushSim
import Testing

/// `APXPushNotification` as PushSim models the Mapp iOS SDK (docs/Mapp.md).
struct MappIOSTests {
  /// `p` makes the push Mapp's; without it the SDK leaves it alone.
  @Test func detectionByP() throws {
    #expect(try Mapp.notification(#"{"aps":{"alert":"Hi"},"p":42}"#).uniqueID == 42)
    #expect(try Mapp.notification(#"{"aps":{"alert":"Hi"},"p":"42"}"#).uniqueID == 42)
    #expect(Vendor.rejection(try Mapp.iOS(#"{"aps":{"alert":"Hi"}}"#))?.reason == "notMapp")
  }

  /// A `p` that is not a whole number is read the NSInteger way, with a warning; an object is
  /// refused.
  @Test func oddMessageIDs() throws {
    let text = try Mapp.notification(#"{"aps":{"alert":"Hi"},"p":"12abc"}"#)
    #expect(text.uniqueID == 12)
    #expect(text.issues.map(\.reason) == ["uniqueIDNotAnInteger"])
    #expect(try Mapp.notification(#"{"aps":{"alert":"Hi"},"p":7.9}"#).uniqueID == 7)
    #expect(Vendor.rejection(try Mapp.iOS(#"{"aps":{"alert":"Hi"},"p":{"id":1}}"#))?.reason == "messageIdWrongType")
  }

  /// A string `p` is read as `-[NSString integerValue]` reads it (an `NSScanner` that skips
  /// leading white space and newlines, and saturates on overflow): checked with Foundation's
  /// `NSString(string:).integerValue` on Linux, `"\t12"` → 12, `"99999999999999999999"` →
  /// `Int.max`.
  @Test(arguments: [
    (#""\t12""#, 12), (#""\n 12x""#, 12), (#""\u00A07""#, 7), (#"" -4x""#, -4),
    (#""99999999999999999999""#, Int.max), (#""-99999999999999999999x""#, Int.min), (#""+-3""#, 0),
  ])
  func messageIDStringsReadAsIntegerValue(p: String, uniqueID: Int) throws {
    let notification = try Mapp.notification(#"{"aps":{"alert":"Hi"},"p":"# + p + "}")
    #expect(notification.uniqueID == uniqueID)
    #expect(notification.issues.map(\.reason) == ["uniqueIDNotAnInteger"])
  }

  /// A string alert is `alert` and `body`; a dictionary gives title, subtitle and body.
  @Test func alertFields() throws {
    let plain = try Mapp.notification(#"{"aps":{"alert":"Hello","badge":3},"p":1}"#)
    #expect(plain.alert == "Hello")
    #expect(plain.body == "Hello")
    #expect(plain.title == nil)
    #expect(plain.badge == 3)
    let rich = try Mapp.notification(#"{"aps":{"alert":{"title":"T","subtitle":"S","body":"B"}},"p":1}"#)
    #expect(rich.title == "T")
    #expect(rich.subtitle == "S")
    #expect(rich.body == "B")
    #expect(rich.alert == "B")
    #expect(rich.badge == 0)
  }

  /// `extraFields` holds the custom keys (the deep link `apx_dpl` included), not Mapp's own.
  @Test func extraFields() throws {
    let n = try Mapp.notification(#"{"aps":{"alert":"Hi"},"p":1,"apx_dpl":"app://offer","silent_type":"x","buttons":[],"k":"v"}"#)
    #expect(n.extraFields == ["apx_dpl": "app://offer", "k": "v"])
  }

  /// Silent: content-available without an alert; a trigger update: a `silent_type`.
  @Test func silentAndTriggerUpdate() throws {
    let silent = try Mapp.notification(#"{"aps":{"content-available":1},"p":1}"#)
    #expect(silent.isSilent)
    #expect(!silent.isTriggerUpdate)
    #expect(silent.presentsNothing)
    let withAlert = try Mapp.notification(#"{"aps":{"alert":"Hi","content-available":1},"p":1}"#)
    #expect(!withAlert.isSilent)
    let trigger = try Mapp.notification(#"{"aps":{"content-available":1},"p":1,"silent_type":"sys_set_alias","silent_data":"alice"}"#)
    #expect(trigger.isTriggerUpdate)
    #expect(trigger.silentType == "sys_set_alias")
    #expect(trigger.silentData == "alice")
  }

  /// `isRich`: the push carries a rich-media URL.
  @Test func richMedia() throws {
    let n = try Mapp.notification(#"{"aps":{"alert":"Hi","mutable-content":1},"p":1,"ios_apx_media":"https://m.test/v.mp4"}"#)
    #expect(n.isRich)
    #expect(n.richMediaURL == "https://m.test/v.mp4")
    #expect(!(try Mapp.notification(#"{"aps":{"alert":"Hi"},"p":1,"ios_apx_media":""}"#).isRich))
  }

  /// `didLaunchApp` is the device's fact, passed in.
  @Test func didLaunchApp() throws {
    #expect(try Mapp.notification(#"{"aps":{"alert":"Hi"},"p":1}"#, didLaunchApp: true).didLaunchApp)
    #expect(!(try Mapp.notification(#"{"aps":{"alert":"Hi"},"p":1}"#).didLaunchApp))
  }

  /// `pushAction`: the category (Mapp's own or not) and the buttons with each action kind.
  @Test func pushActionAndButtons() throws {
    let json = #"{"aps":{"alert":"Hi","category":"apx_acc_dec_open"},"p":1,"buttons":[{"title":"Join","bgAction":{"name":"vip","todo":1,"type":2,"value":"yes"},"fgAction":{"apx_url":"https://shop.test"}},{"fgAction":{"apx_dpl":"tel:+4930123"}},{"fgAction":{"apx_dpl":"app://offer"}},{"fgAction":{"apx_aid":"com.shop"}},{"fgAction":{"apx_vc":"Cart"}},{"bgAction":{"name":"visits","todo":"increment","type":"custom","value":"1"}},{"label":"no actions"}]}"#
    let n = try Mapp.notification(json)
    let action = try #require(n.pushAction)
    #expect(action.categoryName == "apx_acc_dec_open")
    #expect(action.appoxeeCategory)
    #expect(action.actionButtons.map(\.index) == [0, 1, 2, 3, 4, 5])
    #expect(action.actionButtons[0].title == "Join")
    #expect(action.actionButtons[0].actions == [
      .init(name: "vip", todo: .set, type: .tag, value: "yes"), .init(todo: .openWebSite, value: "https://shop.test"),
    ])
    #expect(action.actionButtons[1].actions.map(\.todo) == [.dialNumber])
    #expect(action.actionButtons[2].actions.map(\.todo) == [.openURLScheme])
    #expect(action.actionButtons[3].actions.map(\.todo) == [.openAppStore])
    #expect(action.actionButtons[4].actions.map(\.todo) == [.openViewController])
    #expect(action.actionButtons[5].actions == [.init(name: "visits", todo: .increment, type: .custom, value: "1")])
    #expect(n.issues.map(\.reason) == ["buttonWithoutAction"])
  }

  /// A category of the app's own is not Mapp's; no category and no buttons means no action.
  @Test func customCategoryAndNoAction() throws {
    #expect(try Mapp.notification(#"{"aps":{"alert":"Hi","category":"MY_CAT"},"p":1}"#).pushAction?.appoxeeCategory == false)
    #expect(try Mapp.notification(#"{"aps":{"alert":"Hi"},"p":1}"#).pushAction == nil)
  }

  /// Unknown `todo` values are kept as unknown, with a warning; the header's numbers map.
  @Test func todoValues() throws {
    typealias Todo = APXPushNotificationActionButtonAction.Todo
    #expect(Todo(wire: 8) == .dialNumber)
    #expect(Todo(wire: "4") == .openURLScheme)
    #expect(Todo(wire: "REMOVE") == .remove)
    #expect(Todo(wire: 9) == nil)
    #expect(Todo.openInbox.headerValue == nil)
    let n = try Mapp.notification(#"{"aps":{"alert":"Hi"},"p":1,"buttons":[{"bgAction":{"name":"x","todo":"explode"}}]}"#)
    #expect(n.pushAction?.actionButtons.first?.actions.first?.todo == nil)
    #expect(n.issues.map(\.reason) == ["unknownTodo"])
  }
}
