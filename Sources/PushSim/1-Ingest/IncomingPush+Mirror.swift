extension IncomingPush: CustomReflectable {
  /// The fields, by name, as a struct that stores them shows them (as ``PushNotification``
  /// does): `print`, `dump`, the debugger and a failed `#expect` show the push, not the
  /// storage box that holds its fields.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "platform": platform, "dialect": dialect, "kind": kind, "notification": notification,
        "headers": headers, "size": size, "warnings": warnings, "payload": payload as Any,
        "remoteMessage": remoteMessage as Any, "webPushText": webPushText as Any,
        "isDeclarativeWebPush": isDeclarativeWebPush, "isMutableDeclarativeWebPush": isMutableDeclarativeWebPush,
      ],
      displayStyle: .struct)
  }
}

extension ValidatedPushHeaders: CustomReflectable {
  /// The headers given, by name (those not given left out): the fields sit in a box.
  public var customMirror: Mirror {
    var children: [(label: String?, value: Any)] = []
    func add(_ label: String, _ value: Any?) { if let value { children.append((label, value)) } }
    add("apnsPushType", apnsPushType)
    add("apnsPriority", apnsPriority)
    add("apnsCollapseID", apnsCollapseID)
    add("apnsExpiration", apnsExpiration)
    add("apnsID", apnsID)
    add("apnsTopic", apnsTopic)
    add("ttlSeconds", ttlSeconds)
    add("fcmPriority", fcmPriority)
    add("collapseKey", collapseKey)
    add("urgency", urgency)
    add("webTopic", webTopic)
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
