extension SimulatedDevice {
  /// Carries out what the embedded SDK decided, recording each effect.
  ///
  /// - Parameters:
  ///   - effects: the SDK's effects, in order.
  ///   - push: the push they concern.
  ///   - context: why notifications are removed (`receiveAction` on reception, `action` on open).
  func apply(_ effects: [SDKEffect], to push: IncomingPush, context: String) {
    let id = push.notification.id
    for effect in effects {
      switch effect {
      case .display(let content, let tag, let channel):
        var shown = push
        shown.notification = content
        var notification = DisplayedNotification(
          id: content.id, push: shown, replacementKey: tag.map { "tag:" + $0 },
          channel: AndroidDeliveryRules.channel(requested: channel, created: options.androidChannels),
          displayedAt: now)
        notification.postedBySDK = true
        display(notification)
      case .received:
        callDelegate("onNotificationReceived", ["notification": .string(id)]) { $0?.onNotificationReceived(push) }
      case .opened(let buttonIndex):
        callDelegate(
          "onNotificationOpened",
          ["notification": .string(id), "buttonIndex": buttonIndex.map { .integer(Int64($0)) } ?? .null]
        ) { $0?.onNotificationOpened(push, buttonIndex: buttonIndex) }
      case .closeNotifications(let filter):
        let matching = tray.notifications.filter(filter.matches)
        for notification in matching { remove(notification, reason: context) }
        var parameters = JSONObject()
        if !filter.tags.isEmpty { parameters["tags"] = .array(filter.tags.map(JSONValue.string)) }
        if let group = filter.group { parameters["group"] = .string(group) }
        if let category = filter.category { parameters["category"] = .string(category) }
        if let channel = filter.channel { parameters["channel"] = .string(channel) }
        emit("action.executed", fields: [
          "type": "closeNotifications", "notification": .string(id), "parameters": .object(parameters),
          "result": .string("removed \(matching.count)"),
        ])
      case .action(let type, let parameters, let result):
        emit("action.executed", fields: [
          "type": .string(type), "notification": .string(id), "parameters": .object(parameters), "result": .string(result),
        ])
      case .installation(let change):
        let result = installation.apply(change)
        emit("action.executed", fields: [
          "type": .string(change.actionName), "notification": .string(id), "parameters": .object(change.parameters),
          "result": .string(result),
        ])
      case .drop(let reason):
        emit("push.dropped", ["id": .string(id), "reason": .string(reason)])
      }
    }
  }
}
