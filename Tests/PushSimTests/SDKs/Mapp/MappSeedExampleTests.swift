import PushSim
import Testing

/// What Mapp's iOS "Push Payload Details" page (shared/seeds) describes, checked on the
/// payloads PushSim models for it (the page shows no payload; docs/Mapp.md has the mapping).
struct MappSeedExampleTests {
  /// "alert, title, subtitle, body — Standard alert fields. badge — Numeric badge value.
  /// uniqueID — Mapp-side identifier of the push. extraFields — Dictionary of custom key/value
  /// pairs sent with the push."
  @Test func standardFields() throws {
    let n = try Mapp.notification(#"{"aps":{"alert":{"title":"Sale","subtitle":"Today","body":"20% off"},"badge":2},"p":987654,"coupon":"SAVE20"}"#)
    #expect((n.title, n.subtitle, n.body, n.alert) == ("Sale", "Today", "20% off", "20% off"))
    #expect(n.badge == 2)
    #expect(n.uniqueID == 987654)
    #expect(n.extraFields == ["coupon": "SAVE20"])
  }

  /// "didLaunchApp — BOOL indicating whether the app was launched from a terminated state by
  /// this push": the page asks to test foreground, background and terminated.
  @Test(arguments: [(AppState.foreground, false), (.background, false), (.notRunning, true)])
  func didLaunchAppByState(_ state: AppState, _ launched: Bool) throws {
    let n = try Mapp.notification(#"{"aps":{"alert":"Hi"},"p":1}"#, didLaunchApp: state == .notRunning)
    #expect(n.didLaunchApp == launched)
  }

  /// "isRich, isSilent, isTriggerUpdate — Flags describing the push type", and "Silent pushes
  /// (isSilent) and trigger updates (isTriggerUpdate) do not present an alert to the user."
  @Test func pushTypeFlags() throws {
    let rich = try Mapp.notification(#"{"aps":{"alert":"Watch","mutable-content":1},"p":1,"ios_apx_media":"https://m.test/v.mp4"}"#)
    #expect(rich.isRich && !rich.isSilent && !rich.isTriggerUpdate && !rich.presentsNothing)
    let silent = try Mapp.notification(#"{"aps":{"content-available":1},"p":2}"#)
    #expect(silent.isSilent && silent.presentsNothing)
    let trigger = try Mapp.notification(#"{"aps":{"content-available":1},"p":3,"silent_type":"sys_opt_in","silent_data":"true"}"#)
    #expect(trigger.isTriggerUpdate && trigger.presentsNothing)
  }

  /// "pushAction — APXPushNotificationAction describing the configured action(s) on the push,
  /// including the button list … and per-button action", with the page's three enum examples
  /// (TodoSet, TodoOpenURL, TodoDialNumber).
  @Test func pushActionWithThePagesButtonActions() throws {
    let n = try Mapp.notification(
      #"{"aps":{"alert":"Hi","category":"apx_custom_push_1"},"p":1,"buttons":[{"bgAction":{"name":"newsletter","todo":"set","type":"tag","value":"on"}},{"fgAction":{"apx_url":"https://mapp.test"}},{"fgAction":{"apx_dpl":"tel:+49301234"}}]}"#)
    let todos = n.pushAction?.actionButtons.flatMap { $0.actions.map(\.todo) }
    #expect(todos == [.set, .openWebSite, .dialNumber])
    #expect(n.pushAction?.actionButtons.flatMap { $0.actions.compactMap(\.todo?.headerValue) } == [1, 5, 8])
  }
}
