import PushSim
import Testing

/// `_wp.alert` as the Android SDK reads it (`AlertModel`), and as iOS reads it (strings only).
struct WonderPushAlertTests {
  /// A rich Android alert: every typed field, the style fields, and the other keys kept as sent.
  static let rich = #"""
    {"title":"T","text":"x","subText":"s","info":"i","ticker":"tk","tag":"tag","channel":"promo",
     "category":"promo","group":"g","groupTargetUrl":"app://g","sortKey":"k","priority":"High",
     "color":"#FF0000","sound":"chime","smallIcon":"ic_bell","largeIcon":"https://x.test/l.png",
     "type":"bigPicture","bigPicture":"https://x.test/p.png","bigTitle":"BT","summaryText":"S",
     "html":true,"autoDrop":"TRUE","lights":{"color":"#00FF00","on":100,"off":900},"persons":["a"]}
    """#

  /// Every typed field is read, a priority name is resolved, `autoDrop` accepts a "TRUE" string.
  @Test func androidReadsEveryField() throws {
    let alert = try #require(try WP.notification(WP.android("{\"alert\":\(Self.rich)}"), on: .android).alert)
    #expect([alert.title, alert.text, alert.subText, alert.info, alert.ticker] == ["T", "x", "s", "i", "tk"])
    #expect([alert.tag, alert.channel, alert.category, alert.group, alert.groupTargetUrl, alert.sortKey] == ["tag", "promo", "promo", "g", "app://g", "k"])
    #expect(alert.priority == 1)
    #expect(alert.color == "#FF0000")
    #expect(alert.sound == "chime")
    #expect([alert.smallIcon, alert.largeIcon] == ["ic_bell", "https://x.test/l.png"])
    #expect([alert.style, alert.bigPicture, alert.bigTitle, alert.summaryText] == ["bigPicture", "https://x.test/p.png", "BT", "S"])
    #expect(alert.html)
    #expect(alert.autoDrop == true)
    #expect(alert.autoOpen == nil)
  }

  /// The view prints the typed fields, then the keys the SDK reads elsewhere, as sent.
  @Test func viewKeepsOtherKeysAsSent() throws {
    let alert = try #require(try WP.notification(WP.android("{\"alert\":\(Self.rich)}"), on: .android).alert)
    let view = try #require(alert.jsonValue.objectValue)
    #expect(view["priority"] == 1)
    #expect(view["autoDrop"] == true)
    #expect(view["lights"] == ["color": "#00FF00", "on": 100, "off": 900])
    #expect(view["persons"] == ["a"])
    #expect(view.keys.last == "persons")
  }

  /// Priorities: a number is kept, an unknown name is 0, the foreground default is 1.
  @Test func priorities() throws {
    let wp = #"{"alert":{"text":"x","priority":-2,"foreground":{"text":"y"}}}"#
    let alert = try #require(try WP.notification(WP.android(wp), on: .android).alert)
    #expect(alert.priority == -2)
    #expect(alert.foreground?.priority == 1)
    let unknown = try WP.notification(WP.android(#"{"alert":{"text":"x","priority":"urgent"}}"#), on: .android)
    #expect(unknown.alert?.priority == 0)
  }

  /// Sound: a boolean, a name, or on Android anything else counts as `true`.
  @Test func sounds() throws {
    #expect(try WP.notification(WP.android(#"{"alert":{"text":"x","sound":false}}"#), on: .android).alert?.sound == false)
    #expect(try WP.notification(WP.android(#"{"alert":{"text":"x","sound":1}}"#), on: .android).alert?.sound == true)
    #expect(try WP.notification(WP.iOS(#"{"alert":{"text":"x","sound":1}}"#), on: .iOS).alert?.sound == nil)
  }

  /// Android reads a number title as its text; iOS ignores it.
  @Test func nonStringTexts() throws {
    #expect(try WP.notification(WP.android(#"{"alert":{"title":42}}"#), on: .android).alert?.title == "42")
    #expect(try WP.notification(WP.iOS(#"{"alert":{"title":42}}"#), on: .iOS).alert?.title == nil)
  }

  /// A `null` smallIcon is no icon on Android (it is checked before optString).
  @Test func nullIconIsNoIcon() throws {
    let notification = try WP.notification(WP.android(#"{"alert":{"text":"x","smallIcon":null}}"#), on: .android)
    #expect(notification.alert?.smallIcon == nil)
    #expect(notification.issues.isEmpty)
  }

  /// The foreground overrides replace fields in front, keep the buttons, and default the priority.
  @Test func foregroundOverrides() throws {
    let wp = #"{"alert":{"title":"T","text":"x","sound":true,"buttons":[{"label":"Go"}],"foreground":{"text":"front","sound":false,"autoOpen":true}}}"#
    let alert = try #require(try WP.notification(WP.android(wp), on: .android).alert)
    let background = alert.forCurrentSettings(inForeground: false)
    #expect(background.text == "x")
    #expect(background.foreground == nil)
    let front = alert.forCurrentSettings(inForeground: true)
    #expect([front.title, front.text] == ["T", "front"])
    #expect(front.sound == false)
    #expect(front.autoOpen == true)
    #expect(front.priority == 1)
    #expect(front.buttons.map(\.label) == ["Go"])
  }

  /// WP-A `AlertModel.fromJSONToplevel` reads a missing `foreground` as `{}`: in front the
  /// alert's priority is then `PRIORITY_HIGH` (1) as with an empty `foreground`; in the
  /// background it keeps its own.
  @Test func withoutForegroundThePriorityInFrontIsHigh() throws {
    let alert = try #require(try WP.notification(WP.android(#"{"alert":{"text":"x","priority":-1}}"#), on: .android).alert)
    #expect(alert.foreground == nil)
    #expect(alert.forCurrentSettings(inForeground: false).priority == -1)
    #expect(alert.forCurrentSettings(inForeground: true).priority == 1)
    let empty = try #require(try WP.notification(WP.android(#"{"alert":{"text":"x","priority":-1,"foreground":{}}}"#), on: .android).alert)
    #expect(empty.forCurrentSettings(inForeground: true).priority == 1)
  }

  /// Attachments are read for the iOS service extension, strings only.
  @Test func attachments() throws {
    let wp = #"{"attachments":[{"url":"https://x.test/a.jpg","type":"public.jpeg","id":"a1","options":{"k":1}},{"url":7},"x"]}"#
    let notification = try WP.notification(WP.iOS(wp), on: .iOS)
    #expect(notification.attachments == [
      WonderPushNotification.Attachment(url: "https://x.test/a.jpg", type: "public.jpeg", id: "a1", options: ["k": 1]),
      WonderPushNotification.Attachment(url: nil),
    ])
    #expect(WP.reasons(notification) == ["fieldNotAString", "fieldWrongType"])
  }

  /// Other top-level fields: targeted installation, target URL and mode, receipts, delay, in-app.
  @Test func otherTopLevelFields() throws {
    let wp = #"{"@":"inst-1","targetUrl":"wonderpush://notificationOpen/broadcast","targetUrlMode":"external","receipt":true,"receiptUsingMeasurements":"true","lastReceivedNotificationCheckDelay":"60000","inApp":{"content":{}}}"#
    let notification = try WP.notification(WP.android(wp), on: .android)
    #expect(notification.targetedInstallation == "inst-1")
    #expect(notification.targetUrl == "wonderpush://notificationOpen/broadcast")
    #expect(notification.targetUrlMode == "external")
    #expect(notification.receipt)
    #expect(notification.receiptUsingMeasurements)
    #expect(notification.lastReceivedNotificationCheckDelay == 60_000)
    #expect(notification.inApp == ["content": [:]])
    let defaults = try WP.notification(WP.android("{}"), on: .android)
    #expect(!defaults.receipt)
    #expect(defaults.lastReceivedNotificationCheckDelay == 604_800_000)
  }

  /// iOS reads `apsForeground`; Android does not.
  @Test func apsForegroundIsIOSOnly() throws {
    let wp = #"{"apsForeground":{"autoOpen":true}}"#
    #expect(try WP.notification(WP.iOS(wp), on: .iOS).apsForeground == ["autoOpen": true])
    #expect(try WP.notification(WP.android(wp), on: .android).apsForeground == nil)
  }
}
