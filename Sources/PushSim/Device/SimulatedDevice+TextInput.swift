extension SimulatedDevice {
  /// The typed text of a tap (R-iOS-18): for a button that is one of the app's text-input actions
  /// (app key `textInputActions`, a `UNTextInputNotificationAction` of the category the
  /// notification names), the `userText` of the `UNTextInputNotificationResponse` iOS hands the
  /// app: `text`, or the empty string when the person sends none (Apple, `userText`: "If the user
  /// does not specify any text, this property contains an empty string"); `nil` for any other
  /// tap, which is a plain `UNNotificationResponse`.
  ///
  /// - Throws: ``DeviceError`` when `text` is given for a tap that takes none: on Android and the
  ///   web (no notification PushSim shows there has a text field: the FCM SDK's have no actions,
  ///   the vendor SDKs' buttons no `RemoteInput`, and web notification actions are buttons), on
  ///   the notification itself, or on an action that is not a text-input one.
  func typedText(_ text: String?, on displayed: DisplayedNotification, buttonIndex: Int?) throws(DeviceError) -> String? {
    guard platform == .iOS else {
      guard text == nil else {
        throw DeviceError(
          "notification \(QuotedValue.plain(displayed.id)) takes no typed text: only an iOS text-input action "
            + "(UNTextInputNotificationAction, app key \"textInputActions\") has a text field")
      }
      return nil
    }
    guard let buttonIndex else {
      guard text == nil else {
        throw DeviceError(
          "a tap on notification \(QuotedValue.plain(displayed.id)) itself takes no typed text: give the \"button\" of a text-input action")
      }
      return nil
    }
    let action = displayed.content.buttons[buttonIndex].id
    guard isTextInputAction(action, of: displayed) else {
      guard text == nil else {
        throw DeviceError(
          "action \(QuotedValue.plain(action)) of notification \(QuotedValue.plain(displayed.id)) is not a text-input action, so it "
            + "takes no typed text: only the actions of app key \"textInputActions\" (UNTextInputNotificationAction) have a text field")
      }
      return nil
    }
    return text ?? ""
  }

  /// Whether `action` is a text-input action of the category `displayed` names: one the app
  /// registered in `categories` and listed in `textInputActions` (a vendor SDK's own category
  /// with an action of the same identifier is not the app's).
  func isTextInputAction(_ action: String, of displayed: DisplayedNotification) -> Bool {
    isAppAction(action, listedIn: app.textInputActions, of: displayed)
  }
}
