extension ScenarioLoader {
  /// The fields of an `onWillDisplay` object: the call the listener makes on the notifications
  /// its selection picks.
  static let onWillDisplayObjectKeys = ["preventDefault"]
  /// The fields of an `onWillDisplay` selection (exactly one).
  static let foregroundListenerSelectionKeys = ["additionalDataKey", "notificationIds"]

  /// An `app`'s `onWillDisplay` (OneSignal's foreground lifecycle listener): `"display"` or
  /// `"preventDefault"` for every notification, or `{"preventDefault": selection}`, where the
  /// selection is `{"additionalDataKey": "hold"}` (the notifications whose `additionalData` has
  /// that key) or `{"notificationIds": ["…"]}` (OneSignal notification ids, `custom.i`): the
  /// listener prevents those (and, on iOS, calls `display()` later on those only, `displayAfter`)
  /// and leaves the others alone.
  func loadOnWillDisplay(_ value: JSONNode, into app: inout AppBehavior, file: String, context: String) throws(ScenarioError) {
    guard value.type == .object else {
      guard value.stringValue != nil else {
        throw ScenarioReader.error(
          file, at: value,
          "onWillDisplay in \(context) must be \"display\", \"preventDefault\" or an object such as "
            + "{\"preventDefault\": {\"additionalDataKey\": \"hold\"}}, not \(PayloadIssue.describe(value.type))")
      }
      let choice = try ScenarioReader.choice(value, ScenarioLoader.onWillDisplayChoices, what: "onWillDisplay choice", in: context, file: file)
      app.preventsForegroundDisplay = choice == "preventDefault"
      return
    }
    let listenerContext = "onWillDisplay of \(context)"
    let reader = try ScenarioReader(value, file: file, context: listenerContext, allowed: ScenarioLoader.onWillDisplayObjectKeys)
    let selection = try reader.required("preventDefault")
    app.preventsForegroundDisplay = true
    app.foregroundListenerSelection = try loadSelection(selection, file: file, context: "\"preventDefault\" in \(listenerContext)")
  }

  /// `{"additionalDataKey": "key"}` or `{"notificationIds": ["id", …]}`.
  private func loadSelection(_ node: JSONNode, file: String, context: String) throws(ScenarioError) -> OSNotificationSelection {
    let reader = try ScenarioReader(node, file: file, context: context, allowed: ScenarioLoader.foregroundListenerSelectionKeys)
    let expected = "exactly one of \"additionalDataKey\" (a key of the notification's additionalData) or \"notificationIds\" (OneSignal notification ids, custom.i)"
    switch (node["additionalDataKey"], node["notificationIds"]) {
    case (let key?, nil):
      guard let name = key.stringValue, !name.isEmpty else {
        throw reader.error(at: key, "\"additionalDataKey\" in \(context) must be a non-empty string: a key of the notification's additionalData")
      }
      return .additionalDataKey(name)
    case (nil, let ids?):
      let names = ids.elements.compactMap(\.stringValue)
      guard ids.type == .array, !names.isEmpty, names.count == ids.count, !names.contains("") else {
        throw reader.error(
          at: ids, "\"notificationIds\" in \(context) must be a non-empty array of OneSignal notification ids (custom.i, non-empty strings)")
      }
      var listed = Set<String>()
      for (element, name) in zip(ids.elements, names) where !listed.insert(name).inserted {
        throw reader.error(at: element, "\"notificationIds\" in \(context) lists \(QuotedValue.plain(name)) twice; list each id once")
      }
      return .notificationIds(names)
    case (_?, let second?):
      throw reader.error(at: second, "\(context) has both \"additionalDataKey\" and \"notificationIds\"; give \(expected)")
    case (nil, nil):
      throw reader.error(at: node, "\(context) selects no notification; give \(expected)")
    }
  }
}
