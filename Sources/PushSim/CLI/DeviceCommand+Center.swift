/// `pushsim device center NAME [--json]`: what a device shows, printed from its replayed state.
extension DeviceCommand {
  /// `center` output: the app state, clock, badge, notifications shown (on Android, one Do Not
  /// Disturb keeps out of the shade marked `dnd: hidden`), on iOS the actions whose responses
  /// wait for the unlock, and the installation;
  /// with `kii` (a device created with `--kii`), its Kii Cloud installation and subscriptions.
  func center(of device: SimulatedDevice?, clock: SimInstant, kii: KiiCloud? = nil) -> String {
    guard let device else { return "" }
    // The list's order (Android: AOSP's, groups together), read once.
    let list = device.notificationList
    let installation = device.installation
    var installationValue = JSONObject()
    installationValue["tags"] = .array(installation.tags.map(JSONValue.string))
    installationValue["properties"] = .object(installation.properties)
    installationValue["events"] = .array(installation.events.map(JSONValue.object))
    installationValue["subscribed"] = .bool(installation.subscribed)
    if json {
      var object = JSONObject()
      object["device"] = .string(device.id)
      object["platform"] = .string(device.platform.rawValue)
      object["sdk"] = .string(device.sdk.rawValue)
      object["state"] = .string(device.state.rawValue)
      object["t"] = .integer(clock.milliseconds)
      object["badge"] = device.badge.map { .integer(Int64($0)) } ?? .null
      object["notifications"] = .array(
        list.map { shown in
          var value = JSONObject()
          value["id"] = .string(shown.id)
          value["tag"] = shown.tag.map(JSONValue.string) ?? .null
          value["title"] = shown.title.map(JSONValue.string) ?? .null
          value["body"] = shown.body.map(JSONValue.string) ?? .null
          if let channel = shown.channel { value["channel"] = .string(channel) }
          if device.doNotDisturbHiding(shown) != nil { value["dnd"] = "hidden" }
          for (name, field) in device.fcmAppearance(of: shown)?.traceFields ?? JSONObject() { value[name] = field }
          return .object(value)
        })
      if let bundle = DeviceCommand.autoGroupBundle(of: device) {
        object["systemBundle"] = .object(["group": .string(AndroidAutoGroup.groupKey), "ids": .array(bundle.map(JSONValue.string))])
      }
      if let activities = device.liveActivityEntries { object["liveActivities"] = .array(activities.map(JSONValue.object)) }
      if let off = device.liveActivitiesOff { object["liveActivitiesOff"] = .string(off.rawValue) }
      if device.pushToStartTokenUnobserved { object["pushToStartToken"] = .string(PushToStartTokenState.unobserved.rawValue) }
      if let waiting = DeviceCommand.awaitingUnlock(of: device) {
        object["awaitingUnlock"] = .array(
          waiting.map { .object(["notification": .string($0.notification), "actionIdentifier": .string($0.action)]) })
      }
      object["installation"] = .object(installationValue)
      if let kii { object["kii"] = DeviceCommand.kiiState(of: device.id, in: kii) }
      return JSONValue.object(object).serialized(pretty: true) + "\n"
    }
    var lines = [
      "device \(device.id): \(device.platform.rawValue), sdk \(device.sdk.rawValue), app \(device.state.rawValue), \(clock)",
      "badge: \(device.badge.map(String.init) ?? "none")",
      "shown (\(list.count)):",
    ]
    lines += list.map { shown in
      // Texts from the payload: escaped, they cannot colour the terminal or forge a line.
      PrintableText.escaping(
        "  " + shown.id + (shown.tag.map { " tag \"\($0)\"" } ?? "") + (shown.title.map { " title \"\($0)\"" } ?? "")
          + (shown.body.map { " body \"\($0)\"" } ?? "") + (shown.channel.map { " channel \"\($0)\"" } ?? ""))
        + DeviceCommand.appearanceText(device.fcmAppearance(of: shown))
        + (device.doNotDisturbHiding(shown) != nil ? " hidden by Do Not Disturb (out of the shade: tap and dismiss are refused)" : "")
    }
    if list.isEmpty { lines.append("  (none)") }
    if let bundle = DeviceCommand.autoGroupBundle(of: device) {
      lines.append(
        "system bundle \"\(AndroidAutoGroup.groupKey)\" (its summary is the system's: tap or dismiss it by that id; "
          + "the app cannot remove it, it goes when the last notification it bundles is removed): "
          + bundle.joined(separator: ", "))
    }
    if let activities = device.liveActivityEntries {
      lines.append("live activities (\(activities.count)):")
      // Ids, types and content come from the scenario and the payloads: escaped.
      lines += activities.map { activity in
        PrintableText.escaping(
          "  " + (activity["id"]?.stringValue ?? "") + " type \"" + (activity["type"]?.stringValue ?? "") + "\" "
            + (activity["phase"]?.stringValue ?? "") + (activity["stale"] == true ? " stale" : "")
            + (activity["channel"]?.stringValue.map { " channel \"\($0)\"" } ?? "")
            + " content " + (activity["contentState"]?.serialized() ?? "null"))
          + (activity["prompt"] == "pending" ? " prompt \"Allow / Don't Allow\" pending (tap --activity ID --button allow|dontAllow)" : "")
          + (activity["tokenWithheld"] == true ? " token withheld until Allow" : "")
      }
    }
    if let off = device.liveActivitiesOff { lines.append(off.line) }
    if device.pushToStartTokenUnobserved {
      lines.append(
        "push-to-start token: not observed yet (push-to-starts are dropped, noPushToStartToken, "
          + (device.app.liveActivities.types.isEmpty
            ? "for good: the app declares no attributes types, app key liveActivities.types)"
            : "until the app's process starts with its observers: device app NAME open)"))
    }
    if let waiting = DeviceCommand.awaitingUnlock(of: device) {
      // Ids and action identifiers come from the payloads and the app: escaped.
      lines.append(
        PrintableText.escaping(
          "awaiting unlock (\(waiting.count), delivered in this order at the next unlock: device app NAME unlock): "
            + waiting.map { "\($0.notification) action \"\($0.action)\"" }.joined(separator: ", ")))
    }
    lines.append("installation: " + JSONValue.object(installationValue).serialized())
    if let kii { lines.append(DeviceCommand.kiiLine(of: device.id, in: kii)) }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension DeviceCommand {
  /// The ids of the notifications in Android's automatic bundle (R-A-24), in the order shown,
  /// while the system's summary is shown; `nil` when there is no bundle.
  static func autoGroupBundle(of device: SimulatedDevice) -> [String]? {
    guard device.platform == .android, device.androidAutoGroup.summaryShown else { return nil }
    return device.notificationList.map(\.id).filter { device.androidAutoGroup.ungrouped.contains($0) }
  }

  /// iOS: the notification ids and action identifiers of the `authenticationRequired` actions
  /// whose responses wait for the unlock (``ActionsAwaitingUnlock``), oldest first; `nil` when
  /// none waits.
  static func awaitingUnlock(of device: SimulatedDevice) -> [(notification: String, action: String)]? {
    let waiting = device.actionsAwaitingUnlock.waiting
    guard !waiting.isEmpty else { return nil }
    return waiting.map {
      ($0.notification.push.notificationID, $0.notification.content.buttons[$0.buttonIndex].id)
    }
  }

  /// ` icon "ic_stat" color "#ff0000" sound "ding" image "https://…"` for what the FCM SDK set,
  /// or nothing.
  static func appearanceText(_ appearance: FCMNotificationAppearance?) -> String {
    guard let appearance else { return "" }
    return appearance.traceFields.map { " \($0.key) \($0.value.serialized())" }.joined()
  }
}
