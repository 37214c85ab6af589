/// A call the Mapp Engage SDK makes into the app, as ``SDKEffect/mapp(_:)`` asks the device for
/// it: the device records `delegate.<method>` and hands the call to ``Appoxee``, which forwards
/// it to the delegate or broadcast receiver the app set.
public enum MappCallback: Sendable, Equatable {
  /// iOS `AppoxeeNotificationDelegate`: `appoxee(_:handledRemoteNotification:andIdentifer:)`.
  case handledRemoteNotification(APXPushNotification, actionIdentifier: String)
  /// iOS `AppoxeeNotificationDelegate`: `appoxee(_:handledRichContent:didLaunchApp:)`.
  case handledRichContent(APXRichMessage, didLaunchApp: Bool)
  /// Android `LocalPushBroadcast`: one of its callbacks with the push. For a button click,
  /// `buttonIndex` is the button tapped and `pendingIntentOf` the button whose extras the click
  /// carried when it shares its PendingIntent with a later one
  /// (``MappPushData/pendingIntentButton(_:)``), `nil` otherwise.
  case broadcast(LocalPushBroadcastEvent, MappPushData, buttonIndex: Int? = nil, pendingIntentOf: Int? = nil)

  /// The method name the trace writes after `delegate.`.
  public var method: String {
    switch self {
    case .handledRemoteNotification: "handledRemoteNotification"
    case .handledRichContent: "handledRichContent"
    case .broadcast(let event, _, _, _): event.rawValue
    }
  }

  /// The fields of the trace event, besides `notification`.
  public var traceFields: JSONObject {
    func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    return switch self {
    case .handledRemoteNotification(let notification, let actionIdentifier):
      // What the delegate reads of the `APXPushNotification`: the header's properties (as
      // `pushsim parse --sdk mapp` prints them, without its `derived` part), so that a scenario
      // can check the text, badge and buttons the app is handed, not only the flags.
      [
        "actionIdentifier": .string(actionIdentifier), "didLaunchApp": .bool(notification.didLaunchApp),
        "uniqueID": .integer(Int64(notification.uniqueID)), "alert": text(notification.alert),
        "title": text(notification.title), "subtitle": text(notification.subtitle),
        "body": text(notification.body), "badge": .integer(Int64(notification.badge)),
        "isSilent": .bool(notification.isSilent), "isTriggerUpdate": .bool(notification.isTriggerUpdate),
        "isRich": .bool(notification.isRich), "pushAction": notification.pushAction?.jsonValue ?? .null,
        "extraFields": .object(notification.extraFields),
      ]
    case .handledRichContent(let message, let didLaunchApp):
      ["didLaunchApp": .bool(didLaunchApp), "richMessage": message.jsonValue]
    case .broadcast(_, let push, let buttonIndex, let pendingIntentOf):
      {
        var fields: JSONObject = [
          "id": .integer(push.id), "actionUri": .string(push.actionUri),
          "silentType": push.silentType.map(JSONValue.string) ?? .null, "extraFields": .object(push.extraFields),
        ]
        if let buttonIndex { fields["buttonIndex"] = .integer(Int64(buttonIndex)) }
        if let pendingIntentOf { fields["pendingIntentOf"] = .integer(Int64(pendingIntentOf)) }
        return fields
      }()
    }
  }
}
