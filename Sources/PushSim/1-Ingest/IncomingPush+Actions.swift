extension IncomingPush {
  /// What the SDK of the payload's dialect runs when the push is received, in the unified shape:
  /// each action `{"type": …, …its parameters…}`, as the vendor writes it (`pushsim parse`
  /// prints it as `notification.receiveActions`).
  ///
  /// Only the WonderPush dialect carries actions today (`_wp.receiveActions`, such as
  /// `{"type": "closeNotifications", "tag": "promo"}`; docs/WonderPush.md); every other dialect
  /// has none. Read from the payload each time it is read (the device never reads it).
  public var receiveActions: [JSONValue] { unifiedActions.receive }

  /// What the SDK of the payload's dialect runs when the notification (its body, not a button)
  /// is tapped, in the shape of ``receiveActions`` (`notification.clickActions`): WonderPush's
  /// `_wp.actions`; none for the other dialects.
  public var clickActions: [JSONValue] { unifiedActions.click }

  /// ``receiveActions`` and ``clickActions``, from one reading of the payload.
  var unifiedActions: (receive: [JSONValue], click: [JSONValue]) {
    switch dialect {
    case .wonderpush: WonderPushDecoder.unifiedActions(of: self)
    default: ([], [])
    }
  }

  /// ``notification`` as `pushsim parse` prints it under `notification`, every key of
  /// CONTRACT.md present, the actions included
  /// (``PushNotification/jsonValue(receiveActions:clickActions:)``).
  public var notificationJSONValue: JSONValue {
    let actions = unifiedActions
    return notification.jsonValue(receiveActions: actions.receive, clickActions: actions.click)
  }
}
