extension WonderPushDecoder {
  /// One action, with the parameters its type uses (`ActionModel` on Android, `WPAction` on
  /// iOS).
  static func readAction(
    _ item: JSONObject, at path: String, reader: inout WonderPushFieldReader
  ) -> WonderPushNotification.Action {
    typealias ActionType = WonderPushNotification.ActionType
    let known = ActionType.known(on: reader.platform)
    let name = reader.coerces
      ? reader.string(item, "type", at: path, reason: "actionWithoutType")
      : reader.strictString(item, "type", at: path, reason: "actionWithoutType")
    let type = name.map(ActionType.init(rawValue:))
    var action = WonderPushNotification.Action(type: type, isKnown: type.map(known.contains) ?? false, raw: item)
    let expected = known.map(\.rawValue).joined(separator: ", ")
    guard let type else {
      reader.note("actionWithoutType", "\(path) has no type; \(reader.sdkName) skips it. Expected one of \(expected)")
      return action
    }
    guard action.isKnown else {
      // iOS has no `close`, which does nothing on Android either: skipping it changes nothing.
      if type != .close {
        reader.note(
          "unknownActionType",
          "\(path).type \(QuotedValue.plain("\(type)")) is not an action \(reader.sdkName) knows, so it skips it. Expected one of \(expected)")
      }
      return action
    }
    switch type {
    case .link:
      action.url = reader.string(item, "url", at: path)
      if action.url == nil { missing(path, "url", "a link action opens nothing", reader: &reader) }
    case .trackEvent:
      let event = reader.object(item, "event", at: path)
      action.eventType = event.flatMap { reader.string($0, "type", at: path + ".event") }
      action.eventCustom = event.flatMap { reader.object($0, "custom", at: path + ".event") }
      if action.eventType == nil { missing(path, "event.type", "no event is tracked", reader: &reader) }
    case .updateInstallation, .addProperty, .removeProperty, .resyncInstallation:
      action.installation = reader.object(item, "installation", at: path)
      action.custom = reader.object(item, "custom", at: path)
      action.appliedServerSide = reader.strictBool(item, "appliedServerSide")
      action.reset = reader.strictBool(item, "reset")
      action.force = reader.strictBool(item, "force")
      switch type {
      case .updateInstallation where action.installation == nil && action.custom == nil:
        missing(path, "installation or custom", "the installation does not change", reader: &reader)
      case .addProperty, .removeProperty:
        // Both SDKs take `installation.custom` when there is an `installation`, else `custom`.
        let custom = action.installation.map { reader.object($0, "custom", at: path + ".installation") } ?? action.custom
        if custom == nil { missing(path, "custom", "no property changes", reader: &reader) }
      default:
        break
      }
    case .addTag, .removeTag:
      let tags = reader.array(item, "tags", at: path) ?? []
      action.tags = tags.compactMap(\.stringValue)
      if action.tags.count < tags.count {
        reader.note(
          "fieldNotAString",
          "\(path).tags has elements that are not strings; \(reader.sdkName) skips them. "
            + "Expected an array of strings")
      }
      if action.tags.isEmpty { missing(path, "tags", "no tag changes", reader: &reader) }
    case .method:
      action.method = reader.string(item, "method", at: path)
      if reader.coerces {
        action.methodArg = reader.string(item, "methodArg", at: path).map(JSONValue.string)
      } else if let argument = item["methodArg"], argument != .null {
        action.methodArg = argument
      }
      if action.method == nil { missing(path, "method", "no method is called", reader: &reader) }
    case .mapOpen:
      let place = reader.object(item, "map", at: path).flatMap { reader.object($0, "place", at: path + ".map") }
      let point = place.flatMap { reader.object($0, "point", at: path + ".map.place") }
      action.latitude = point.flatMap { reader.double($0, "lat") }
      action.longitude = point.flatMap { reader.double($0, "lon") }
      if reader.coerces {
        // Android (`handleMapOpenAction`): any `map.place` makes a `geo:` URI, a missing
        // coordinate of a point being 0.0; without a place nothing opens.
        if place == nil {
          missing(path, "map.place", "no map opens", reader: &reader)
        } else if point != nil, action.latitude == nil || action.longitude == nil {
          missing(path, "map.place.point.lat/lon", "the map opens at 0.0 for the missing coordinate", reader: &reader)
        }
      } else if action.latitude == nil || action.longitude == nil {
        missing(path, "map.place.point.lat/lon", "no map opens", reader: &reader)
      }
    case .overrideSetLogging, .overrideNotificationReceipt:
      action.force = reader.strictBool(item, "force")
    case .closeNotifications:
      action.closeFilter = readCloseFilter(item, at: path, reader: &reader)
    default:
      break
    }
    return action
  }

  /// A required action parameter is missing.
  static func missing(_ path: String, _ parameter: String, _ effect: String, reader: inout WonderPushFieldReader) {
    reader.note("missingActionParameter", "\(path) has no \(parameter): \(effect). Expected \(parameter) in the action")
  }

  /// The notifications a `closeNotifications` action removes.
  static func readCloseFilter(
    _ item: JSONObject, at path: String, reader: inout WonderPushFieldReader
  ) -> WonderPushNotification.CloseNotificationsFilter {
    var filter = WonderPushNotification.CloseNotificationsFilter()
    if reader.coerces {
      // Each key present filters; `null` matches notifications without that field.
      for key in ["tag", "group", "category", "channel", "sortKey"] where item[key] != nil {
        filter.fields[key] = .some(reader.string(item, key, at: path))
      }
      filter.extras = reader.object(item, "extras", at: path)
    } else {
      filter.tags = (reader.array(item, "tags", at: path) ?? []).compactMap(\.stringValue)
      if let tag = reader.strictString(item, "tag", at: path) { filter.tags.append(tag) }
      if filter.tags.count > 1 {
        // `WonderPushConcreteAPI` reads `followUp.tags.firstObject` only.
        reader.note(
          "closeNotificationsExtraTags",
          "\(path) names \(filter.tags.count) identifiers (tags, then tag): the iOS SDK removes only the "
            + "notification whose request identifier is the first, \(QuotedValue.plain(filter.tags[0])). "
            + "Send one closeNotifications action per identifier")
      }
      for key in ["category", "threadId", "targetContentId"] {
        if let value = reader.strictString(item, key, at: path) { filter.fields[key] = .some(value) }
      }
    }
    if filter.matchesEverything {
      reader.note(
        "closeNotificationsWithoutFilter",
        "\(path) has no filter (tag, group, category, …): it removes every notification of the app. "
          + "Add a tag to remove only some")
    }
    return filter
  }
}
