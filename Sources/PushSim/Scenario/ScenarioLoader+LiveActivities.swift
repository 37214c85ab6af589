extension ScenarioLoader {
  /// An `app`'s `liveActivities` (``LiveActivitySettings``): `allowed` (default `true`), `types`
  /// (attributes type name → `{"contentState": [required keys], "attributes": [required keys]}`)
  /// and `activities` (id → `{"type", "contentState", "startedAt"}`), each activity of a declared
  /// type with a content-state that type decodes.
  static func loadLiveActivities(_ node: JSONNode, context: String, file: String) throws(ScenarioError) -> LiveActivitySettings {
    guard node.type == .object else {
      throw ScenarioReader.error(
        file, at: node,
        "\(context) must be an object such as {\"types\": {\"DeliveryAttributes\": {\"contentState\": [\"eta\"]}}, "
          + "\"activities\": {\"order\": {\"type\": \"DeliveryAttributes\", \"contentState\": {\"eta\": 10}}}}")
    }
    let reader = try ScenarioReader(node, file: file, context: context, allowed: liveActivitiesKeys)
    var settings = LiveActivitySettings(allowed: try reader.bool("allowed") ?? true)
    settings.observedPushToStartToken = try reader.bool("observedPushToStartToken") ?? true
    try loadLiveActivityLimits(into: &settings, reader: reader, node: node, context: context, file: file)
    try loadLiveActivityStarts(into: &settings, reader: reader, node: node, context: context, file: file)
    if let types = node["types"] {
      guard types.type == .object else {
        throw reader.error(at: types, "\"types\" in \(context) must be an object: attributes type name → its required keys")
      }
      for (name, value) in types.members {
        let typeContext = "type \(QuotedValue.plain(name)) of \(context)"
        let typeReader = try ScenarioReader(value, file: file, context: typeContext, allowed: liveActivityTypeKeys)
        settings.types[name] = LiveActivitySettings.AttributesType(
          contentStateKeys: try typeReader.strings("contentState") ?? [], attributesKeys: try typeReader.strings("attributes") ?? [])
      }
    }
    if let activities = node["activities"] {
      guard activities.type == .object else {
        throw reader.error(at: activities, "\"activities\" in \(context) must be an object: activity id → {\"type\", \"contentState\"}")
      }
      if !settings.allowed, let first = activities.members.first {
        // The Swift API's own check (LiveActivitySettings.checkActivities(clock:)), placed at the activity.
        let error = LiveActivityBudgetError(.listedWhileNotAllowed(activity: first.key), type: "LiveActivitySettings")
        throw reader.error(at: first.value, error.message(in: " in \(context)"))
      }
      for (id, value) in activities.members {
        let activityContext = "activity \(QuotedValue.plain(id)) of \(context)"
        let activityReader = try ScenarioReader(value, file: file, context: activityContext, allowed: liveActivityKeys)
        let typeNode = try activityReader.required("type")
        guard let type = typeNode.stringValue else {
          throw activityReader.error(at: typeNode, "\"type\" of \(activityContext) must be a string: an attributes type declared in \"types\"")
        }
        let stateNode = try activityReader.required("contentState")
        var startedAt: Int64?
        if let start = value["startedAt"] {
          guard let seconds = start.int64Value, seconds >= 0 else {
            throw activityReader.error(at: start, "\"startedAt\" of \(activityContext) must be a UNIX time in seconds")
          }
          startedAt = seconds
        }
        var channel: String?
        if let node = value["channel"] {
          guard let text = node.stringValue else {
            throw activityReader.error(
              at: node, "\"channel\" of \(activityContext) must be a broadcast channel id, a Base64 string (the apns-channel-id of its pushes)")
          }
          channel = text
        }
        let activity = LiveActivitySettings.Activity(
          id: id, type: type, contentState: stateNode.value(), startedAt: startedAt, channel: channel)
        // The Swift API's own check (LiveActivitySettings.checkActivities(clock:)), placed at the field.
        if let code = settings.listingProblem(of: activity) {
          let error = LiveActivityBudgetError(code, type: "LiveActivitySettings")
          throw activityReader.error(at: value[error.field] ?? value, error.message(in: " of \(context)"))
        }
        settings.activities.append(activity)
      }
      // The Swift API's own check (LiveActivitySettings.checkActivities(clock:)), placed at the
      // list; a file without "maximumActivities" is told the maximum is the default.
      do throws(LiveActivityBudgetError) {
        try settings.checkListedWithinMaximum()
      } catch {
        let given = node["maximumActivities"] != nil ? "" : " (not given: the default)"
        throw reader.error(at: activities, error.message(in: " in \(context)\(given)"))
      }
    }
    return settings
  }

  /// `maximumActivities` (an integer, 1 or more), `updateBudget` (`{"perHour": N,
  /// "frequentPerHour": M}`, integers, M not below N and by default N) and
  /// `supportsFrequentUpdates` (a boolean; `frequentUpdates` is its older name, not both) of an
  /// `app`'s `liveActivities`.
  private static func loadLiveActivityLimits(
    into settings: inout LiveActivitySettings, reader: ScenarioReader, node: JSONNode, context: String, file: String
  ) throws(ScenarioError) {
    if let maximum = try reader.integer("maximumActivities") {
      // The Swift API's own check (LiveActivitySettings.setMaximumActivities), placed at the field.
      do throws(LiveActivityBudgetError) {
        try settings.setMaximumActivities(maximum)
      } catch {
        throw reader.error(at: node["maximumActivities"] ?? node, error.message(in: " in \(context)"))
      }
    }
    // The Info.plist key; "frequentUpdates" is its older name, which also said the switch was
    // on (the switch's default, option liveActivitiesFrequentUpdates): one of the two.
    let supports = try reader.bool("supportsFrequentUpdates")
    let older = try reader.bool("frequentUpdates")
    if supports != nil, older != nil {
      throw reader.error(
        at: node["frequentUpdates"] ?? node,
        "\"frequentUpdates\" in \(context) is the older name of \"supportsFrequentUpdates\" (the app declares "
          + "NSSupportsLiveActivitiesFrequentUpdates); give one of them, and the person's More Frequent Updates switch as "
          + "option \"liveActivitiesFrequentUpdates\"")
    }
    settings.supportsFrequentUpdates = supports ?? older ?? false
    guard
      let (budget, budgetReader, budgetContext) = try budgetObject(
        "updateBudget", of: node, reader: reader, context: context, file: file, allowed: liveActivityBudgetKeys,
        example: "{\"perHour\": 10, \"frequentPerHour\": 40} (priority-10 updates per hour)")
    else { return }
    guard let perHour = try budgetReader.integer("perHour") else {
      throw budgetReader.error(at: budget, "\(budgetContext) needs \"perHour\", the priority-10 updates the system applies per hour")
    }
    let frequent = try budgetReader.integer("frequentPerHour")
    // The Swift API's own check (LiveActivitySettings.UpdateBudget's init), placed at the field.
    do throws(LiveActivityBudgetError) {
      settings.updateBudget = try .init(perHour: perHour, frequentPerHour: frequent)
    } catch {
      throw budgetReader.error(at: budget[error.field] ?? budget, error.message(in: " in \(budgetContext)"))
    }
  }

  /// `startBudget` (`{"starts": N, "window": "1h"}`, N an integer, 0 or more, the window a
  /// duration of 1 second or more; no default for either) and `startPrompt` (`"answered"`, the
  /// default, or `"pending"`, which needs `allowed`) of an `app`'s `liveActivities`.
  private static func loadLiveActivityStarts(
    into settings: inout LiveActivitySettings, reader: ScenarioReader, node: JSONNode, context: String, file: String
  ) throws(ScenarioError) {
    let prompts = LiveActivitySettings.StartPrompt.allCases.map(\.rawValue)
    if let prompt = try reader.choice("startPrompt", prompts, what: "\"startPrompt\"") {
      settings.startPrompt = LiveActivitySettings.StartPrompt(rawValue: prompt) ?? .answered
      if settings.startPrompt == .pending, !settings.allowed {
        throw reader.error(
          at: node["startPrompt"] ?? node,
          "\"startPrompt\": \"pending\" in \(context) needs \"allowed\": true: the person turned Live Activities off, so no "
            + "push-started activity asks them; remove one of the two")
      }
    }
    guard
      let (budget, budgetReader, budgetContext) = try budgetObject(
        "startBudget", of: node, reader: reader, context: context, file: file, allowed: liveActivityStartBudgetKeys,
        example: "{\"starts\": 10, \"window\": \"1h\"} (push-to-starts acted on in any window)")
    else { return }
    guard let starts = try budgetReader.integer("starts") else {
      throw budgetReader.error(at: budget, "\(budgetContext) needs \"starts\", how many push-to-starts the system acts on in the window")
    }
    guard let window = try budgetReader.duration("window") else {
      throw budgetReader.error(
        at: budget, "\(budgetContext) needs \"window\", a duration such as \"1h\": Apple gives none, so the scenario says it")
    }
    let seconds = window.components.seconds
    guard seconds >= 1, window == .seconds(seconds) else {
      throw budgetReader.error(
        at: budget["window"] ?? budget, "\"window\" in \(budgetContext) must be whole seconds, 1 or more, such as \"30m\" or \"1h\"")
    }
    // The Swift API's own check (LiveActivitySettings.StartBudget's init), placed at the field.
    do throws(LiveActivityBudgetError) {
      settings.startBudget = try .init(starts: starts, window: seconds)
    } catch {
      throw budgetReader.error(at: budget[error.field] ?? budget, error.message(in: " in \(budgetContext)"))
    }
  }

  /// A budget object of a `liveActivities` block (`updateBudget`, `startBudget`), with a reader
  /// of its own keys and the context its messages name; `nil` when the block has none.
  private static func budgetObject(
    _ key: String, of node: JSONNode, reader: ScenarioReader, context: String, file: String, allowed: [String], example: String
  ) throws(ScenarioError) -> (JSONNode, ScenarioReader, String)? {
    guard let budget = node[key] else { return nil }
    let budgetContext = "\"\(key)\" of \(context)"
    guard budget.type == .object else { throw reader.error(at: budget, "\(budgetContext) must be an object such as \(example)") }
    return (budget, try ScenarioReader(budget, file: file, context: budgetContext, allowed: allowed), budgetContext)
  }

  /// Checks that each of the app's Live Activities started before the run and not so long before
  /// that it had ended (eight hours): `clock` is the device's UNIX time at the start.
  static func checkLiveActivityStarts(
    _ settings: LiveActivitySettings, clock: Int64, node: JSONNode?, context: String, file: String
  ) throws(ScenarioError) {
    for activity in settings.activities {
      // The Swift API's own check (LiveActivitySettings.checkActivities(clock:)), placed at "startedAt".
      guard let code = LiveActivitySettings.startProblem(of: activity, clock: clock),
        let at = node?["activities"]?[activity.id]?["startedAt"] ?? node
      else { continue }
      throw ScenarioReader.error(file, at: at, LiveActivityBudgetError(code, type: "LiveActivitySettings").message(in: " of \(context)"))
    }
  }
}
