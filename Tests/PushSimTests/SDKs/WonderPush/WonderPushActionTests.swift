import PushSim
import Testing

/// Receive actions, open actions and button actions (VENDORS.md §2).
struct WonderPushActionTests {
  typealias ActionType = WonderPushNotification.ActionType

  /// The notification an action list decodes to on `platform`.
  func actions(_ list: String, on platform: Platform) throws -> WonderPushNotification {
    let wp = "{\"receiveActions\":\(list)}"
    return try WP.notification(platform == .android ? WP.android(wp) : WP.iOS(wp), on: platform)
  }

  /// Every action type VENDORS.md lists is known on Android.
  @Test(arguments: ActionType.android)
  func androidKnowsEveryListedType(_ type: ActionType) throws {
    let notification = try actions("[{\"type\":\"\(type)\"}]", on: .android)
    #expect(notification.receiveActions.first?.type == type)
    #expect(notification.receiveActions.first?.isKnown == true)
    #expect(!WP.reasons(notification).contains("unknownActionType"))
  }

  /// The list has the 19 Android types, and iOS lacks only `close` and `unsubscribeFromNotifications`.
  @Test func iOSLacksUnsubscribeAndClose() {
    #expect(ActionType.android.count == 19)
    #expect(Set(ActionType.android).subtracting(ActionType.iOS) == [.close, .unsubscribeFromNotifications])
    #expect(ActionType.known(on: .web) == ActionType.android)
  }

  /// iOS skips `unsubscribeFromNotifications`, and says so; it skips `close` silently (a no-op).
  @Test func iOSSkipsUnknownTypes() throws {
    let notification = try actions(#"[{"type":"unsubscribeFromNotifications"},{"type":"close"}]"#, on: .iOS)
    #expect(notification.receiveActions.map(\.isKnown) == [false, false])
    #expect(WP.reasons(notification) == ["unknownActionType"])
    #expect(notification.issues[0].message.hasPrefix(#"_wp.receiveActions[0].type "unsubscribeFromNotifications" is not an action the iOS SDK knows, so it skips it. Expected one of trackEvent,"#))
  }

  /// An unknown type is kept, marked unknown, with its parameters as sent.
  @Test func unknownTypesAreKeptAndFlagged() throws {
    let notification = try actions(#"[{"type":"launchRocket","speed":3}]"#, on: .android)
    let action = try #require(notification.receiveActions.first)
    #expect(action.type?.rawValue == "launchRocket")
    #expect(!action.isKnown)
    #expect(action.raw == ["type": "launchRocket", "speed": 3])
    #expect(action.jsonValue == ["type": "launchRocket", "known": false, "speed": 3])
    #expect(WP.reasons(notification) == ["unknownActionType"])
  }

  /// An action without a type, or that is not an object, is skipped with an issue.
  @Test func actionsWithoutTypeOrNotObjects() throws {
    let notification = try actions(#"[{"url":"x"}, "link", {"type":"rating"}]"#, on: .android)
    #expect(notification.receiveActions.map(\.type) == [nil, .rating])
    #expect(WP.reasons(notification) == ["actionWithoutType", "actionNotAnObject"])
  }

  /// `closeNotifications` on Android: every filter key present filters, `null` meaning "none".
  @Test func androidCloseNotificationsFilter() throws {
    let notification = try actions(#"[{"type":"closeNotifications","tag":"T","group":null,"extras":{"k":"v"}}]"#, on: .android)
    let filter = try #require(notification.receiveActions.first?.closeFilter)
    let expected: [String: String?] = ["tag": "T", "group": nil]
    #expect(filter.fields == expected)
    #expect(filter.extras == ["k": "v"])
    #expect(!filter.matchesEverything)
  }

  /// `closeNotifications` on iOS merges `tags` and `tag`, and reads `threadId` and `targetContentId`.
  @Test func iOSCloseNotificationsFilter() throws {
    let notification = try actions(#"[{"type":"closeNotifications","tags":["a","b"],"tag":"c","threadId":"th","group":"g"}]"#, on: .iOS)
    let filter = try #require(notification.receiveActions.first?.closeFilter)
    #expect(filter.tags == ["a", "b", "c"])
    let expected: [String: String?] = ["threadId": "th"]
    #expect(filter.fields == expected)
  }

  /// `closeNotifications` without a filter closes everything, and lint hears about it.
  @Test func closeNotificationsWithoutFilter() throws {
    let notification = try actions(#"[{"type":"closeNotifications"}]"#, on: .android)
    #expect(notification.receiveActions.first?.closeFilter?.matchesEverything == true)
    #expect(WP.reasons(notification) == ["closeNotificationsWithoutFilter"])
  }

  /// Parameters are read per type: link, trackEvent, tags, mapOpen, method, installation.
  @Test func parametersAreReadPerType() throws {
    let list = #"""
      [{"type":"link","url":"https://x.test"},
       {"type":"trackEvent","event":{"type":"promo","custom":{"string_k":"v"}}},
       {"type":"addTag","tags":["a",1,"b"]},
       {"type":"mapOpen","map":{"place":{"point":{"lat":48.85,"lon":2.35}}}},
       {"type":"method","method":"refresh","methodArg":42},
       {"type":"updateInstallation","custom":{"int_n":1},"appliedServerSide":true}]
      """#
    let android = try actions(list, on: .android).receiveActions
    #expect(android[0].url == "https://x.test")
    #expect(android[1].eventType == "promo")
    #expect(android[1].eventCustom == ["string_k": "v"])
    #expect(android[2].tags == ["a", "b"])
    #expect(android[3].latitude == 48.85)
    #expect(android[3].longitude == 2.35)
    #expect(android[4].method == "refresh")
    #expect(android[4].methodArg == "42")
    #expect(android[5].custom == ["int_n": 1])
    #expect(android[5].appliedServerSide == true)
    let iOS = try actions(list, on: .iOS).receiveActions
    #expect(iOS[4].methodArg == 42)
  }

  /// Missing required parameters are reported with what they cost.
  @Test func missingParametersAreReported() throws {
    let notification = try actions(#"[{"type":"link"},{"type":"trackEvent","event":{}},{"type":"addTag","tags":[]}]"#, on: .android)
    #expect(WP.reasons(notification) == ["missingActionParameter", "missingActionParameter", "missingActionParameter"])
    #expect(notification.issues[0].message == "_wp.receiveActions[0] has no url: a link action opens nothing. Expected url in the action")
  }

  /// A `mapOpen` without what its platform needs: on Android a `map.place` (a query alone
  /// opens a map; a point's missing coordinate is 0.0), on iOS a point's lat and lon.
  @Test func mapOpenParametersArePlatformSpecific() throws {
    let query = #"[{"type":"mapOpen","map":{"place":{"query":"Eiffel Tower"}}}]"#
    #expect(WP.reasons(try actions(query, on: .android)).isEmpty)
    #expect(try actions(query, on: .iOS).issues.map(\.message) == [
      "_wp.receiveActions[0] has no map.place.point.lat/lon: no map opens. Expected map.place.point.lat/lon in the action"
    ])
    let noPlace = try actions(#"[{"type":"mapOpen","map":{}}]"#, on: .android)
    #expect(noPlace.issues.map(\.message) == [
      "_wp.receiveActions[0] has no map.place: no map opens. Expected map.place in the action"
    ])
    let noLat = try actions(#"[{"type":"mapOpen","map":{"place":{"point":{"lon":2.35}}}}]"#, on: .android)
    #expect(noLat.issues.map(\.message) == [
      "_wp.receiveActions[0] has no map.place.point.lat/lon: the map opens at 0.0 for the missing coordinate. "
        + "Expected map.place.point.lat/lon in the action"
    ])
  }

  /// Open actions and button actions are read like receive actions.
  @Test func openAndButtonActions() throws {
    let wp = #"{"actions":[{"type":"rating"}],"alert":{"text":"x","buttons":[{"label":"Go","targetUrl":"app://go","actions":[{"type":"addTag","tags":["t"]}]}]}}"#
    let notification = try WP.notification(WP.android(wp), on: .android)
    #expect(notification.actions.map(\.type) == [.rating])
    let button = try #require(notification.alert?.buttons.first)
    #expect(button.label == "Go")
    #expect(button.targetUrl == "app://go")
    #expect(button.actions.map(\.tags) == [["t"]])
  }

  /// A button without a label: Android shows it with an empty text, the iOS extension skips it
  /// (though a tap still counts it: WonderPushIOSButtonIdentifierTests).
  @Test func buttonsWithoutLabel() throws {
    let wp = #"{"alert":{"text":"x","buttons":[{"targetUrl":"a://1"},{"label":"","targetUrl":"a://2"},{"label":"OK"}]}}"#
    let android = try WP.notification(WP.android(wp), on: .android)
    #expect(android.alert?.buttons.map(\.label) == ["", "", "OK"])
    #expect(WP.reasons(android) == ["buttonWithoutLabel", "buttonWithoutLabel"])
    let iOS = try WP.notification(WP.iOS(wp), on: .iOS)
    #expect(iOS.alert?.buttons.map(\.label) == ["OK"])
    #expect(
      iOS.issues.first?.message
        == "_wp.alert.buttons[0] has no label; the iOS SDK skips the button yet still counts it when a tap is "
        + "resolved (the n-th shown button runs buttons[n] of this array). Expected a non-empty string label")
  }
}
