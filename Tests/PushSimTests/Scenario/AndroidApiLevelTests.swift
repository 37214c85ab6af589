import Testing

@testable import PushSim

/// Option `androidApiLevel`: the Android release a device runs, which the version-dependent
/// rules follow (docs/ModellingChoices/Android.md, "Android versions").
struct AndroidApiLevelTests {
  /// The events of one device in a run, as `event type` (the `type` of an `action.executed`).
  static func events(of device: String, in result: ScenarioResult) -> [String] {
    result.events.filter { $0.device == device }.map { event in
      event.name == "action.executed" ? "action.executed \(event["type"]?.stringValue ?? "?")" : event.name
    }
  }

  /// Runs `steps` on an Android `sdk` device per API level, named `api<level>`, in `state`.
  static func run(sdk: String, wrapper: String = "native", state: String = "background", levels: [Int], steps: String) throws -> ScenarioResult {
    let devices = levels.map {
      #""api\#($0)":{"platform":"android","sdk":"\#(sdk)","wrapper":"\#(wrapper)","state":"\#(state)","options":{"androidApiLevel":\#($0)}}"#
    }
    let result = try runScenario(#"{"scenario":1,"name":"n","devices":{\#(devices.joined(separator: ","))},"steps":[\#(steps)]}"#)
    #expect(result.passed, "\(String(describing: result.failure))")
    return result
  }

  /// The default is Android 15 (API 35), the release PushSim's rules were written against, so
  /// a scenario that does not give the option runs as before; the accepted range is 26…36.
  @Test func theDefaultIsAndroid15AndTheRangeIs26To36() {
    #expect(DeviceOptions().androidApiLevel == 35)
    #expect(DeviceOptions.androidApiLevels == 26...36)
    for (level, accepted) in [(26, true), (36, true), (25, false), (37, false)] {
      var options = DeviceOptions()
      let refusal = options.apply(DeviceSetting(name: "androidApiLevel", value: .integer(Int64(level))))
      #expect((refusal == nil) == accepted, "\(level): \(refusal ?? "accepted")")
      #expect(options.androidApiLevel == (accepted ? level : 35))
    }
  }

  /// A release name or a fraction is refused with what is expected.
  @Test func aValueThatIsNoApiLevelIsRefusedWithTheRange() {
    var options = DeviceOptions()
    #expect(
      options.apply(DeviceSetting(name: "androidApiLevel", value: .string("14")))
        == #"option "androidApiLevel" must be an Android API level, a whole number from 26 (Android 8.0) to 36 (Android 16), such as 29 for Android 10 or 34 for Android 14, not "14""#)
    #expect(options.apply(DeviceSetting(name: "androidApiLevel", value: .double(34.5))) != nil)
  }

  /// Off Android the option does nothing and is warned.
  @Test func offAndroidTheOptionIsWarned() throws {
    let devices = #"{"phone":{"platform":"ios","options":{"androidApiLevel":29}},"droid":{"platform":"android","options":{"androidApiLevel":29}}}"#
    #expect(try OptionNotApplicableTests.warnings(devices: devices) == ["phone androidApiLevel"])
  }

  /// WonderPush `autoOpen` in the background: below Android 10 the app's own PendingIntent
  /// starts the tracking activity, which broadcasts; from Android 10 the start is blocked.
  @Test func autoOpenInTheBackgroundOpensOnlyBelowAndroid10() throws {
    let push = #"{"push":{"to":["api28","api29"],"payload":{"_wp":"{\"targetUrl\":\"wonderpush://notificationOpen/broadcast\",\"alert\":{\"title\":\"T\",\"text\":\"x\",\"autoOpen\":true}}","google.message_id":"m1"}}}"#
    let result = try Self.run(sdk: "wonderpush", levels: [28, 29], steps: push)
    #expect(Self.events(of: "api28", in: result).suffix(2) == ["action.executed autoOpen", "action.executed broadcast"])
    #expect(Self.events(of: "api29", in: result).last == "action.executed autoOpen")
    #expect(!Self.events(of: "api29", in: result).contains("action.executed broadcast"))
  }

  /// WonderPush `autoOpen` to the launcher in the background: below Android 10 the app's
  /// activity starts, so the app comes to the foreground (`app.state` `autoOpen`); from
  /// Android 10 it stays in the background. A link the browser opens leaves it there too, and
  /// an app already in the foreground records no `app.state`.
  @Test func autoOpenToTheAppBringsItForwardOnlyBelowAndroid10() throws {
    let push = { (to: String, target: String) in
      #"{"push":{"to":\#(to),"payload":{"_wp":"{\#(target)\"alert\":{\"title\":\"T\",\"text\":\"x\",\"autoOpen\":true}}","google.message_id":"m1"}}}"#
    }
    let result = try Self.run(sdk: "wonderpush", levels: [28, 29], steps: push(#"["api28","api29"]"#, ""))
    let states = result.events.filter { $0.name == "app.state" }
    #expect(states.map(\.device) == ["api28"])
    #expect(states.first?["reason"] == "autoOpen")
    #expect(states.first?["to"] == "foreground")
    let browser = try Self.run(sdk: "wonderpush", levels: [28], steps: push(#""api28""#, #"\"targetUrl\":\"https://e.com/x\","#))
    #expect(!browser.events.contains { $0.name == "app.state" })
    let foreground = try Self.run(sdk: "wonderpush", state: "foreground", levels: [28], steps: push(#""api28""#, ""))
    #expect(!foreground.events.contains { $0.name == "app.state" })
  }

  /// A WonderPush non-data push that shows nothing broadcasts in the background only below
  /// Android 10; a `set` step that changes the release applies to the next push.
  @Test func theNothingShownBroadcastFollowsTheReleaseAndASetStep() throws {
    let push = { (id: String) in #"{"push":{"to":"api29","payload":{"_wp":"{\"type\":\"simple\",\"alert\":{\"tag\":\"q\"}}","google.message_id":"\#(id)"}}}"# }
    let steps = push("m1") + #",{"set":{"device":"api29","androidApiLevel":28}},"# + push("m2")
    let result = try Self.run(sdk: "wonderpush", levels: [29], steps: steps)
    let broadcasts = result.events.filter { $0.name == "action.executed" && $0["type"]?.stringValue == "broadcast" }
    #expect(broadcasts.map { $0["notification"]?.stringValue } == ["m1", "m2"])
    // m1's is blocked (recorded with the reason), m2's is sent.
    #expect(broadcasts.map { $0["result"]?.stringValue?.hasPrefix("not broadcast, not opened:") } == [true, false])
  }

  /// A tap on the system's autogroup summary cancels the bundle from Android 14 only; below it
  /// (Android 12's and 13's `GroupHelper` pass the summary no flags) the summary and its
  /// notifications stay and the app still comes forward.
  @Test func anAutogroupSummaryTapCancelsTheBundleFromAndroid14Only() throws {
    let levels = [31, 33, 34]
    let devices = levels.map { #""api\#($0)""# }.joined(separator: ",")
    let pushes = (1...4).map { #"{"push":{"to":[\#(devices)],"payload":{"message":{"notification":{"title":"O\#($0)"},"android":{"notification":{"tag":"o\#($0)"}}}}}}"# }
    let taps = levels.map { #"{"tap":{"device":"api\#($0)","notification":{"tag":"ranker_group"}}}"# }
    let result = try Self.run(sdk: "fcm", levels: levels, steps: (pushes + taps).joined(separator: ","))
    for below in ["api31", "api33"] {
      let events = Self.events(of: below, in: result)
      #expect(events.suffix(2) == ["notification.autogroupTapped", "app.state"], "\(below)")
      #expect(!events.contains("notification.removed"), "\(below)")
    }
    let fourteen = Self.events(of: "api34", in: result)
    #expect(fourteen.contains("notification.autogroupSummaryRemoved"))
    #expect(fourteen.filter { $0 == "notification.removed" }.count == 4)
  }

  /// OneSignal's `bg_img`: below Android 12 the SDK draws it (`backgroundImage`, the big
  /// picture dropped) and warns nothing; from Android 12 it warns and shows the big picture.
  @Test func oneSignalDrawsTheBackgroundImageBelowAndroid12Only() throws {
    let payload = #"{"custom":"{\"i\":\"aaaaaaaa-0000-0000-0000-000000000001\"}","alert":"B","title":"T","bicon":"https://e.com/big.png","bg_img":"{\"img\":\"https://e.com/bg.png\",\"tc\":\"FFFFFFFF\"}"}"#
    let result = try Self.run(sdk: "onesignal", levels: [30, 31], steps: #"{"push":{"to":["api30","api31"],"payload":\#(payload)}}"#)
    let displayed = result.events.filter { $0.name == "notification.displayed" }
    #expect(displayed.map(\.device) == ["api30", "api31"])
    #expect(displayed.first?["backgroundImage"] == .object(["image": "https://e.com/bg.png", "titleColor": "#FFFFFFFF"]))
    #expect(displayed.first?["image"] == nil)
    #expect(displayed.last?["backgroundImage"] == nil)
    #expect(displayed.last?["image"] == "https://e.com/big.png")
    let warned = result.events.filter { $0.name == "push.warning" && $0["reason"] == "backgroundImageNotShown" }.map(\.device)
    #expect(warned == ["api31"])
  }

  /// Below Android 12 `addBackgroundImage` runs for every notification: a push without
  /// `bg_img` is drawn over the app's `onesignal_bgimage_default_image` when `androidDrawables`
  /// lists it, not when the list is unset; a `bg_img` that is not JSON throws before the
  /// default is tried, so the big picture stays. From Android 12 nothing is drawn.
  @Test func oneSignalDrawsTheDefaultBackgroundImageBelowAndroid12() throws {
    let device = { (name: String, level: Int, drawables: String) in
      #""\#(name)":{"platform":"android","sdk":"onesignal","state":"background","options":{"androidApiLevel":\#(level)\#(drawables)}}"#
    }
    let listed = #","androidDrawables":["onesignal_bgimage_default_image"]"#
    let devices = [device("listed", 30, listed), device("unset", 30, ""), device("twelve", 31, listed)].joined(separator: ",")
    let push = { (id: Int, bgImg: String) in
      #"{"push":{"to":["listed","unset","twelve"],"payload":{"custom":"{\"i\":\"aaaaaaaa-0000-0000-0000-00000000000\#(id)\"}","alert":"B\#(id)","bicon":"https://e.com/big.png"\#(bgImg)}}}"#
    }
    let steps = push(1, "") + "," + push(2, #","bg_img":"not json""#)
    let result = try runScenario(#"{"scenario":1,"name":"n","devices":{\#(devices)},"steps":[\#(steps)]}"#)
    #expect(result.passed, "\(String(describing: result.failure))")
    let drawn = result.events.filter { $0.name == "notification.displayed" && $0["backgroundImage"] != nil }
    #expect(drawn.map { "\($0.device) \($0["body"]?.stringValue ?? "?")" } == ["listed B1"])
    #expect(drawn.first?["backgroundImage"] == .object(["image": "onesignal_bgimage_default_image"]))
    #expect(drawn.first?["image"] == nil)
    let broken = result.events.filter { $0.name == "notification.displayed" && $0["body"] == "B2" && $0.device == "listed" }
    #expect(broken.first?["image"] == "https://e.com/big.png")
  }

  /// `pushsim lint`'s OneSignal findings follow the device's release too.
  @Test func theDecoderWarnsOfTheBackgroundImageFromAndroid12Only() throws {
    let payload = #"{"custom":"{\"i\":\"aaaaaaaa-0000-0000-0000-000000000001\"}","alert":"B","bg_img":"{\"img\":\"https://e.com/bg.png\"}"}"#
    let reasons = { (level: Int) in
      var options = DeviceOptions()
      options.androidApiLevel = level
      return PayloadLinter.lint(Array(payload.utf8), platform: .android, options: options, sdk: .onesignal).map(\.issue.reason)
    }
    #expect(!reasons(30).contains("backgroundImageNotShown"))
    #expect(reasons(31).contains("backgroundImageNotShown"))
  }
}
