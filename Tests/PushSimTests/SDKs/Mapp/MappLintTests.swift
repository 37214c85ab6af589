import Foundation
import PushSim
import Testing

/// `pushsim lint --sdk mapp` rules, one test each.
struct MappLintTests {
  /// A push without `p` is an error on both platforms.
  @Test func missingPIsAnError() throws {
    #expect(try Mapp.lint(#"{"aps":{"alert":"Hi"}}"#, .iOS) == ["error:notMapp"])
    #expect(try Mapp.lint(#"{"alert":"Hi"}"#, .android) == ["error:notMapp"])
  }

  /// A blank `p` on Android and a `p` of the wrong type on iOS are errors.
  @Test func unreadableMessageIDsAreErrors() throws {
    #expect(try Mapp.lint(#"{"p":""}"#, .android) == ["error:blankMessageId"])
    #expect(try Mapp.lint(#"{"aps":{"alert":"Hi"},"p":[1]}"#, .iOS) == ["error:messageIdWrongType"])
  }

  /// Android buttons that are not a JSON array are an error (the push is dropped).
  @Test func androidButtonsNotJSONIsAnError() throws {
    #expect(try Mapp.lint(#"{"p":"1","buttons":"{"}"#, .android) == ["error:buttonsNotJSON"])
  }

  /// An unknown `silent_type` is a warning.
  @Test func unknownSilentTypeIsAWarning() throws {
    #expect(try Mapp.lint(#"{"p":"1","content_available":"true","silent_type":"sys_reboot"}"#, .android) == ["warning:unknownSilentType"])
  }

  /// A trigger update that also shows an alert is a warning.
  @Test func triggerUpdateWithAlertIsAWarning() throws {
    #expect(try Mapp.lint(#"{"aps":{"alert":"Hi"},"p":1,"silent_type":"sys_opt_in"}"#, .iOS) == ["warning:triggerUpdateWithAlert"])
  }

  /// An iOS trigger update without `content-available: 1` never reaches didReceiveRemoteNotification,
  /// where the SDK reads it (Mapp's silent-push page): a warning; with it, or with an alert
  /// (`triggerUpdateWithAlert` says it), none.
  @Test func triggerUpdateWithoutContentAvailableIsAWarning() throws {
    let background: PushHeaders = ["apns-push-type": "background", "apns-priority": "5"]
    #expect(try Mapp.lint(#"{"aps":{"sound":"default"},"p":1,"silent_type":"sys_set_alias","silent_data":"bob"}"#, .iOS) == ["warning:triggerUpdateWithoutContentAvailable"])
    #expect(
      try Vendor.lint(#"{"aps":{},"p":1,"silent_type":"sys_opt_in","silent_data":"false"}"#, .iOS, sdk: .mapp, headers: background)
        == ["warning:nothingToDeliver", "warning:triggerUpdateWithoutContentAvailable"])
    #expect(
      try Vendor.lint(#"{"aps":{"content-available":1},"p":1,"silent_type":"sys_opt_in","silent_data":"false"}"#, .iOS, sdk: .mapp, headers: background)
        == [])
  }

  /// iOS shows action buttons only for the category `aps.category` names (R-iOS-20): `buttons`
  /// on a visible push without it is a warning; with a category, or on a silent push, none.
  @Test func iOSButtonsWithoutCategoryIsAWarning() throws {
    let buttons = #""buttons":[{"fgAction":{"apx_url":"https://shop.test"}}]"#
    #expect(try Mapp.lint(#"{"aps":{"alert":"Hi"},"p":1,"# + buttons + "}", .iOS) == ["warning:buttonsWithoutCategory"])
    #expect(try Mapp.lint(#"{"aps":{"alert":"Hi","category":"apx_yes_no_open"},"p":1,"# + buttons + "}", .iOS) == [])
    // An empty category names none: the buttons do not show either.
    #expect(try Mapp.lint(#"{"aps":{"alert":"Hi","category":""},"p":1,"# + buttons + "}", .iOS) == ["warning:buttonsWithoutCategory"])
    #expect(try Mapp.lint(#"{"aps":{"content-available":1},"p":1,"# + buttons + "}", .iOS).allSatisfy { !$0.hasSuffix(":buttonsWithoutCategory") })
  }

  /// An Android trigger update without `content_available` `"true"`: the SDK's
  /// `PushManagerImpl.handlePushMessage` takes a push as silent on `content_available` alone, so
  /// the command never runs (a warning naming the fix); with `"true"` (any case), none.
  @Test func androidTriggerUpdateWithoutContentAvailableIsAWarning() throws {
    // Posted as a regular push with nothing to show: also `emptyNotification`.
    #expect(
      try Mapp.lint(#"{"p":"1","silent_type":"sys_set_alias","silent_data":"bob"}"#, .android)
        == ["warning:triggerUpdateWithoutContentAvailable", "warning:emptyNotification"])
    #expect(
      try Mapp.lint(#"{"p":"1","push_title":"T","content_available":"false","silent_type":"sys_opt_in","silent_data":"true"}"#, .android)
        == ["warning:triggerUpdateWithoutContentAvailable"])
    let message = try Mapp.data(#"{"p":"1","silent_type":"sys_set_alias"}"#).issues.first?.message ?? ""
    #expect(message.contains("the command never runs") && message.hasSuffix("add content_available: \"true\""))
    #expect(try Mapp.lint(#"{"p":"1","content_available":"TRUE","silent_type":"sys_set_alias","silent_data":"bob"}"#, .android) == [])
  }

  /// A `todo` named `openURL`, after the payload page's `kAPXPushNotificationActionButtonActionTodoOpenURL`,
  /// which the SDK's header does not have: `unknownTodo`, and the message names the header's two
  /// URL actions (`openURLScheme` 4, `openWebSite` 5); another unknown name gets no such hint.
  @Test func openURLTodoIsUnknownAndPointsToTheHeadersNames() throws {
    let button = #"{"aps":{"alert":"Hi","category":"c"},"p":1,"buttons":[{"bgAction":{"todo":"openURL","value":"https://mapp.test"}}]}"#
    #expect(try Mapp.lint(button, .iOS) == ["warning:unknownTodo"])
    let message = try Mapp.notification(button).issues.first { $0.reason == "unknownTodo" }?.message ?? ""
    #expect(message.contains("has no kAPXPushNotificationActionButtonActionTodoOpenURL"))
    #expect(message.contains("openURLScheme (4)") && message.contains("openWebSite (5)"))
    let other = try Mapp.notification(button.replacingOccurrences(of: "openURL", with: "launch")).issues.first?.message ?? ""
    #expect(other.hasPrefix("buttons[0].bgAction.todo \"launch\" is not an action") && !other.contains("TodoOpenURL"))
  }

  /// Tolerated oddities (an id that is not a number, a URL without a scheme) are warnings.
  @Test func toleratedOdditiesAreWarnings() throws {
    #expect(try Mapp.lint(#"{"p":"x1","push_title":"T","apx_url":"shop.test"}"#, .android) == ["warning:messageIdNotANumber", "warning:urlWithoutScheme"])
  }

  /// A well-formed Mapp push has no findings.
  @Test func cleanPushHasNoFindings() throws {
    #expect(try Mapp.lint(#"{"aps":{"alert":"Hi"},"p":1,"apx_dpl":"app://x"}"#, .iOS) == [])
    #expect(try Mapp.lint(#"{"p":"1","big_text_body":"Hi","apx_dpl":"app://x"}"#, .android) == [])
  }
}
