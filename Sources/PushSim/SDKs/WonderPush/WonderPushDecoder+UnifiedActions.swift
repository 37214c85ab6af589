extension WonderPushDecoder {
  /// A WonderPush push's actions in the unified model (`receiveActions` and `clickActions` of
  /// `pushsim parse`'s `notification`; ``IncomingPush/receiveActions``): `_wp.receiveActions`,
  /// run when the push is received, and `_wp.actions`, run when the notification's body is
  /// tapped.
  ///
  /// Each action is the object WonderPush writes, `type` first: `{"type": "closeNotifications",
  /// "tag": "promo"}`. Only the actions the SDK on the push's platform runs are listed, in the
  /// payload's order: one without a type, or of a type that SDK does not know, is skipped
  /// (the `sdk` view lists it with `known: false`). Empty when the SDK does not treat the push
  /// as its own.
  ///
  /// - Parameter push: A decoded push.
  /// - Returns: The receive actions and the click actions.
  static func unifiedActions(of push: IncomingPush) -> (receive: [JSONValue], click: [JSONValue]) {
    guard case .success(let notification) = decode(push) else { return ([], []) }
    return (notification.receiveActions.compactMap(\.unifiedValue), notification.actions.compactMap(\.unifiedValue))
  }
}

extension WonderPushNotification.Action {
  /// The action in the unified shape, `{"type": …, …its parameters as sent…}`, or `nil` when the
  /// SDK skips it.
  var unifiedValue: JSONValue? {
    guard isKnown, let type else { return nil }
    var object: JSONObject = ["type": .string(type.rawValue)]
    for (key, value) in raw where key != "type" { object[key] = value }
    return .object(object)
  }
}
