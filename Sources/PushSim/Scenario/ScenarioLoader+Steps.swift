extension ScenarioLoader {
  /// One step: an object with exactly one key, its kind.
  ///
  /// With `liquid` values, a push's `payload` and `payloadFile` have their Liquid variables
  /// rendered first (``LiquidTemplate``); `raw` bytes are sent as written.
  /// `platforms` (each device's) lets a `set` step refuse an option of another platform, and
  /// `wrappers` `dartEntryPoint` on an app without Flutter. `inside` is the kind of the step
  /// that wraps this one (`refused`): its messages then say `the "step" of step 3 (refused)`
  /// and `step 3 (refused tap)`, and only ``ScenarioStep/refusableKinds`` are offered.
  func loadStep(
    _ node: JSONNode, index: Int, deviceIDs: [String], file: String, kii: KiiCloud? = nil, liquid: JSONObject? = nil,
    platforms: [String: Platform] = [:], wrappers: [String: Wrapper] = [:], inside: String? = nil
  ) throws(ScenarioError) -> ScenarioStep {
    // The position is computed only for an error: it costs a scan from the start of the file.
    func fail(_ message: String) -> ScenarioError {
      let (line, column) = node.location
      return ScenarioError(file: file, line: line, column: column, message: message)
    }
    let label = inside.map { "the \"step\" of step \(index) (\($0))" } ?? "step \(index)"
    let kinds = inside == nil ? ScenarioStep.kinds : ScenarioStep.refusableKinds
    guard node.type == .object else {
      throw fail("\(label) must be an object with one key, its kind: one of " + kinds.joined(separator: ", "))
    }
    let keys = node.members.map(\.key).filter { $0 != "note" }
    if let note = node["note"], note.type != .string {
      throw ScenarioReader.error(file, at: note, "\"note\" in \(label) must be a string")
    }
    guard keys.count == 1, let kind = keys.first, let body = node[kind] else {
      throw fail("\(label) must have exactly one key, its kind (one of " + kinds.joined(separator: ", ") + "); it has " + (keys.isEmpty ? "none" : QuotedValue.names(keys)))
    }
    let context = inside.map { "step \(index) (\($0) \(kind))" } ?? "step \(index) (\(kind))"
    func device(_ reader: ScenarioReader, key: String = "device") throws(ScenarioError) -> String {
      guard let value = reader.node[key] else {
        if deviceIDs.count == 1, let only = deviceIDs.first { return only }
        throw reader.error(at: reader.node, "\(context) needs \"\(key)\": one of " + ScenarioReader.listed(deviceIDs))
      }
      return try ScenarioReader.choice(value, deviceIDs, what: "device id", in: context, file: file)
    }
    switch kind {
    case "push":
      let reader = try ScenarioReader(body, file: file, context: context, allowed: ScenarioLoader.fields(of: "push"))
      var targets: [String]
      if let to = body["to"], to.type == .array {
        guard !to.elements.isEmpty else {
          throw ScenarioReader.error(file, at: to, "\"to\" of \(context) is an empty list; name at least one of " + ScenarioReader.listed(deviceIDs))
        }
        targets = []
        let known = Set(deviceIDs)
        var seen = Set<String>()
        for element in to.elements {
          // Known ids are checked with a set (a push may go to thousands of devices).
          let id: String
          if let text = element.stringValue, known.contains(text) {
            id = text
          } else {
            id = try ScenarioReader.choice(element, deviceIDs, what: "device id", in: context, file: file)
          }
          guard seen.insert(id).inserted else {
            throw ScenarioReader.error(file, at: element, "device \(QuotedValue.plain(id)) appears twice in \"to\" of \(context); a push reaches each device once")
          }
          targets.append(id)
        }
      } else {
        targets = [try device(reader, key: "to")]
      }
      let sources = ["payload", "payloadFile", "raw"].filter { body[$0] != nil }
      guard sources.count == 1 else {
        throw reader.error(at: body, "\(context) needs exactly one of \"payload\" (JSON), \"payloadFile\" (a path) or \"raw\" (the exact bytes as a string); it has " + (sources.isEmpty ? "none" : sources.joined(separator: " and ")))
      }
      var payload: [UInt8]
      if let json = body["payload"] {
        payload = try liquid.map { values throws(ScenarioError) in
          try renderLiquid(payload: json, values: values, file: file, context: context)
        }?.serializedBytes() ?? json.value().serializedBytes()
      } else if let raw = try reader.string("raw") {
        payload = Array(raw.utf8)
      } else {
        let path = try reader.string("payloadFile") ?? ""
        let pathNode = body["payloadFile"] ?? body
        guard !path.isEmpty else {
          throw reader.error(at: pathNode, "payloadFile is empty; expected a path relative to the scenario file")
        }
        guard let resolved = FileAccess.confined(path, from: file, root: root) else {
          throw reader.error(at: pathNode, "payloadFile \(QuotedValue.plain(path)) escapes the scenario root \(root ?? "(the scenario's folder)"); payload files must stay inside it")
        }
        do {
          payload = try FileAccess.read(resolved, limit: maxPayloadBytes, what: "payload file", regularFileOnly: true)
        } catch {
          throw reader.error(at: pathNode, "payloadFile \(QuotedValue.plain(path)): \(error.message)")
        }
        if let liquid { payload = try renderLiquid(payloadFile: payload, values: liquid, path: resolved, context: context) }
      }
      var headers = PushHeaders()
      if let headersNode = body["headers"] {
        guard headersNode.type == .object else { throw reader.error(at: headersNode, "\"headers\" in \(context) must be an object") }
        for (name, value) in headersNode.members {
          // An unknown name stops here, so the headers held are never more than the known ones
          // (each look-up below scans them).
          guard PushHeaders.knownNames.contains(name.lowercased()) else {
            if name == "note" {
              throw reader.error(
                at: value, "\"headers\" in \(context) is a map of header names, where a \"note\" would be read as a header: put the note on the push itself")
            }
            let error = PushHeadersError(
              header: name.lowercased(), value: value.rawText, expected: nil,
              suggestion: Suggestion.closest(to: name, in: PushHeaders.knownNames))
            throw reader.error(at: value, error.description + " (in \(context))")
          }
          if headers[name] != nil {
            let earlier = QuotedValue.firstValue(named: name, caseInsensitivelyIn: headersNode)
            throw reader.error(
              at: value,
              "header \(QuotedValue.plain(name.lowercased())) in \(context) is given twice (\(earlier), then \(QuotedValue.raw(value)); "
                + "names are case-insensitive): give it once")
          }
          switch value.type {
          case .string: headers[name] = .string(value.stringValue ?? "")
          default:
            // A whole number written 1.0 or 1e0 is the integer, as JSON and the schema read it.
            guard let number = value.wholeNumberValue else {
              throw reader.error(at: value, "header \(QuotedValue.plain(name)) in \(context) must be a string or an integer")
            }
            headers[name] = .integer(number)
          }
        }
        do {
          _ = try headers.validated()
        } catch where error.expected == nil {
          // An unknown name is a typo; a value out of range is replayed as the service refusing it.
          throw reader.error(at: headersNode[error.header] ?? headersNode, error.description + " (in \(context))")
        } catch {}
      }
      if let node = body["subscription"] {
        let id = try webSubscriptionTarget(node, targets: targets, platforms: platforms, reader: reader, context: context)
        guard let number = node.wholeNumberValue, (1...Int64(Int32.max)).contains(number) else {
          throw reader.error(
            at: node, "\"subscription\" in \(context) must be a whole number from 1 (the site's subscription made before the run; each subscribe step that replaces it adds one), not \(QuotedValue.raw(node))")
        }
        return .pushToSubscription(device: id, subscription: Int(number), payload: payload, headers: headers)
      }
      return .push(to: targets, payload: payload, headers: headers)
    case "tap", "dismiss":
      let reader = try ScenarioReader(body, file: file, context: context, allowed: ScenarioLoader.fields(of: kind))
      let id = try device(reader)
      if let node = body["activity"] {
        if let text = body["text"] {
          throw reader.error(
            at: text, "\"text\" in \(context) is what the person types into a notification's text-input action; a Live Activity's prompt takes none")
        }
        return try liveActivityStep(kind, node, device: id, platform: platforms[id], reader: reader, context: context)
      }
      let matcher = try notificationMatcher(body["notification"], reader: reader, context: context)
      if kind == "dismiss" { return .dismiss(device: id, notification: matcher) }
      var button: ButtonSelector?
      if let node = body["button"] {
        if let index = node.wholeNumberValue, index >= 0 {
          button = .index(Int(index))
        } else if let buttonID = node.stringValue {
          button = .id(buttonID)
        } else {
          throw reader.error(at: node, "\"button\" in \(context) must be a button index (0, 1, …) or an action id string")
        }
      }
      // R-iOS-18: the text the person sends from a text-input action (`UNTextInputNotificationResponse.userText`).
      let text = try reader.string("text")
      if text != nil, button == nil, let node = body["text"] {
        throw reader.error(
          at: node,
          "\"text\" in \(context) goes with \"button\": the person types it into a text-input action (app key \"textInputActions\"), "
            + "not into the notification itself")
      }
      if text != nil, let platform = platforms[id], platform != .iOS, let node = body["text"] {
        throw reader.error(
          at: node,
          "\"text\" in \(context) is for iOS text-input actions (UNTextInputNotificationAction); no \(platform.rawValue) notification "
            + "PushSim shows has a text field")
      }
      return .tap(device: id, notification: matcher, button: button, text: text)
    case "app":
      let reader = try ScenarioReader(body, file: file, context: context, allowed: ScenarioLoader.fields(of: "app"))
      let id = try device(reader)
      let doNode = try reader.required("do")
      let action = try ScenarioReader.choice(
        doNode, AppAction.allCases.map(\.rawValue) + [ScenarioLoader.removeNotificationAction], what: "app action", in: context, file: file)
      if action == ScenarioLoader.removeNotificationAction {
        guard let selector = body["notification"] else {
          throw reader.error(
            at: doNode, "\"removeNotification\" in \(context) needs \"notification\": {\"id\": \"…\"}, {\"tag\": \"…\"} or \"latest\" (the notifications the app's code removes)")
        }
        return .removeNotification(device: id, notification: try notificationMatcher(selector, reader: reader, context: context))
      }
      if let selector = body["notification"] {
        throw reader.error(at: selector, "\"notification\" in \(context) goes only with \"do\": \"removeNotification\"")
      }
      return .app(device: id, action: AppAction(rawValue: action) ?? .open)
    case "reboot":
      let reader = try ScenarioReader(body, file: file, context: context, allowed: ScenarioLoader.fields(of: "reboot"))
      return .reboot(device: try device(reader))
    case "network":
      let reader = try ScenarioReader(body, file: file, context: context, allowed: ScenarioLoader.fields(of: "network"))
      guard let online = try reader.bool("online") else { throw reader.error(at: body, "\(context) needs \"online\": true or false") }
      return .network(device: try device(reader), online: online)
    case "badge":
      let reader = try ScenarioReader(body, file: file, context: context, allowed: ScenarioLoader.fields(of: "badge"))
      let id = try device(reader)
      guard let node = body["count"] else { throw reader.error(at: body, "\(context) needs \"count\": the badge count, 0 or more") }
      guard let count = node.wholeNumberValue, (0...Int64(Int32.max)).contains(count) else {
        throw reader.error(at: node, "\"count\" in \(context) must be a whole number from 0 to \(Int32.max) (0 removes the badge; iOS takes a negative count as 0)")
      }
      if let platform = platforms[id], platform != .iOS {
        throw reader.error(
          at: body, "\(context): device \(QuotedValue.plain(id)) is \(platform); the app badge count is iOS's (setBadgeCount), Android launchers and browsers count notifications themselves")
      }
      return .badge(device: id, count: Int(count))
    case "subscribe":
      let reader = try ScenarioReader(body, file: file, context: context, allowed: ScenarioLoader.fields(of: "subscribe"))
      let id = try device(reader)
      if let platform = platforms[id], platform != .web {
        throw reader.error(
          at: body, "\(context): device \(QuotedValue.plain(id)) is \(platform); subscribe is a web site calling pushManager.subscribe() (a browser device, platform web)")
      }
      return .subscribe(device: id)
    case "set":
      guard body.type == .object else { throw fail("\(context) must be an object: {\"device\": …, \"doze\": true}") }
      let id: String
      if let value = body["device"] {
        id = try ScenarioReader.choice(value, deviceIDs, what: "device id", in: context, file: file)
      } else if deviceIDs.count == 1, let only = deviceIDs.first {
        id = only
      } else {
        throw fail("\(context) needs \"device\": one of " + ScenarioReader.listed(deviceIDs))
      }
      if let (first, second) = DeviceOptions.repeatedAlias(in: body.members.map(\.key)), let value = body[second] {
        let (l, c) = value.location
        throw ScenarioError(file: file, line: l, column: c, message: DeviceOptions.repeatedAliasMessage(first, second) + " (in \(context))")
      }
      var settings: [DeviceSetting] = []
      var probe = DeviceOptions()
      if let note = body["note"], note.type != .string {
        throw ScenarioReader.error(file, at: note, "\"note\" in \(context) must be a string")
      }
      for (key, value) in body.members where key != "device" && key != "note" {
        let setting = DeviceSetting(name: key, value: value.value())
        let wrapperProblem = key == "dartEntryPoint" ? wrappers[id].flatMap(DeviceOptions.dartEntryPointInapplicability(wrapper:)) : nil
        if let problem = probe.apply(setting, on: platforms[id], written: QuotedValue.writtenNumber(value)) ?? platforms[id].flatMap({ DeviceOptions.inapplicability(of: key, on: $0) }) ?? wrapperProblem {
          let (l, c) = value.location
          throw ScenarioError(file: file, line: l, column: c, message: problem + " (in \(context))")
        }
        settings.append(setting)
      }
      // A set step without a setting would record an empty device.set and change nothing.
      if settings.isEmpty {
        throw fail("\(context) names no setting, so it would change nothing; add one or more options of the device, such as \"doze\": true or \"notificationPermission\": false")
      }
      return .set(device: id, settings: settings)
    case "advance":
      return .advance(try ScenarioReader.duration(body, file: file, field: context))
    case "expect":
      return .expect(try loadExpectation(
        body, context: context, deviceIDs: deviceIDs, file: file, traceDevices: kii == nil ? [] : [KiiCloudService.traceDevice],
        platforms: platforms))
    case _ where KiiStep.kinds.contains(kind):
      return .kii(try loadKiiStep(kind, body, context: context, kii: kii, file: file))
    case "refused":
      return try loadRefused(
        body, index: index, context: context, deviceIDs: deviceIDs, file: file, kii: kii, liquid: liquid, platforms: platforms,
        wrappers: wrappers)
    default:
      var message = "unknown step kind \(QuotedValue.plain(kind)) in \(label); expected one of " + kinds.joined(separator: ", ")
      if let suggestion = Suggestion.closest(to: kind, in: kinds) { message += "; did you mean \"\(suggestion)\"?" }
      throw fail(message)
    }
  }

  /// The device a push step's `subscription` names a subscription of: the step's one target,
  /// a browser (the number is that site's, and each device counts its own).
  func webSubscriptionTarget(
    _ node: JSONNode, targets: [String], platforms: [String: Platform], reader: ScenarioReader, context: String
  ) throws(ScenarioError) -> String {
    guard targets.count == 1, let id = targets.first else {
      throw reader.error(
        at: node, "\"subscription\" in \(context) names one site's subscription: send the push \"to\" one device, not \(targets.count)")
    }
    if let platform = platforms[id], platform != .web {
      throw reader.error(
        at: node, "\"subscription\" in \(context): device \(QuotedValue.plain(id)) is \(platform); only a web site's push subscriptions are numbered (platform web)")
    }
    return id
  }

  /// The answers of a `tap` step with `activity`: the buttons of the lock screen's
  /// push-to-start prompt.
  static let liveActivityPromptButtons = ["allow", "dontAllow"]

  /// A `dismiss` step with `activity`: the person removes that Live Activity; a `tap` step with
  /// `activity` and `button`: the person taps "Allow" or "Don't Allow" on the lock screen's
  /// prompt on that push-started Live Activity (iOS).
  func liveActivityStep(
    _ kind: String, _ node: JSONNode, device id: String, platform: Platform?, reader: ScenarioReader, context: String
  ) throws(ScenarioError) -> ScenarioStep {
    let isTap = kind == "tap"
    guard let activity = node.stringValue, !activity.isEmpty else {
      throw reader.error(at: node, "\"activity\" in \(context) must be a Live Activity's id, a non-empty string, not \(QuotedValue.raw(node))")
    }
    if let selector = reader.node["notification"] {
      throw reader.error(
        at: selector,
        "\(context) gives both \"notification\" and \"activity\": "
          + (isTap ? "a tap is on a notification or on a Live Activity's prompt" : "a dismiss removes a notification or a Live Activity")
          + ", give one")
    }
    if let platform, platform != .iOS {
      throw reader.error(
        at: node, "\(context): device \(QuotedValue.plain(id)) is \(platform); Live Activities are iOS's (ActivityKit), \(kind) a notification instead")
    }
    guard isTap else { return .dismissLiveActivity(device: id, activity: activity) }
    let buttons = Self.liveActivityPromptButtons
    guard let buttonNode = reader.node["button"] else {
      throw reader.error(
        at: node,
        "\(context) taps Live Activity \(QuotedValue.plain(activity))'s prompt and needs \"button\": one of " + ScenarioReader.listed(buttons))
    }
    let button = try ScenarioReader.choice(buttonNode, buttons, what: "prompt button", in: context, file: reader.file)
    return .answerLiveActivityPrompt(device: id, activity: activity, allow: button == "allow")
  }

  /// `"latest"`, `{"tag": "…"}` or `{"id": "…"}` (`"latest"` when absent).
  func notificationMatcher(_ node: JSONNode?, reader: ScenarioReader, context: String) throws(ScenarioError) -> NotificationMatcher {
    guard let node else { return .latest }
    if node.stringValue == "latest" { return .latest }
    if node.type == .object {
      // A "note" may stand beside the tag or id (SCENARIOS.md: any object may carry one).
      if let note = node["note"], note.type != .string {
        throw reader.error(at: note, "\"note\" in \"notification\" of \(context) must be a string")
      }
      if node.count - (node["note"] == nil ? 0 : 1) == 1 {
        if let tag = node["tag"]?.stringValue { return .tag(tag) }
        if let id = node["id"]?.stringValue { return .id(id) }
      }
    }
    throw reader.error(at: node, "\"notification\" in \(context) must be \"latest\", {\"tag\": \"…\"} or {\"id\": \"…\"}, not \(QuotedValue.raw(node))")
  }

  /// An `expect` step.
  /// An `expect` step; matchers may also name `traceDevices` (Kii Cloud's `kii`).
  func loadExpectation(
    _ node: JSONNode, context: String, deviceIDs: [String], file: String, traceDevices: [String] = [],
    platforms: [String: Platform] = [:]
  ) throws(ScenarioError) -> Expectation {
    let reader = try ScenarioReader(node, file: file, context: context, allowed: ScenarioLoader.fields(of: "expect"))
    var expectation = Expectation()
    func matchers(_ key: String) throws(ScenarioError) -> [JSONObject] {
      guard let list = node[key] else { return [] }
      guard list.type == .array else { throw reader.error(at: list, "\"\(key)\" in \(context) must be an array of event matchers") }
      var result: [JSONObject] = []
      for element in list.elements {
        guard case .object(var matcher) = element.value() else {
          throw reader.error(at: element, "each of \"\(key)\" in \(context) must be an object such as {\"event\": \"notification.displayed\", \"tag\": \"promo\"}")
        }
        // A matcher's own "note" is the reader's (SCENARIOS.md: any object may carry one); no
        // event has a field of that name (``TraceVocabulary/reservedFields``), so nothing is lost.
        // A note inside a field's value is matched: it may be a payload's own key.
        if let note = element["note"] {
          guard note.type == .string else {
            throw reader.error(at: note, "\"note\" in a matcher of \"\(key)\" in \(context) must be a string")
          }
          matcher["note"] = nil
        }
        if let name = element["event"] {
          guard let text = name.stringValue else { throw reader.error(at: name, "\"event\" in a matcher must be a string") }
          if text == "delegate." {
            throw reader.error(
              at: name, "\"delegate.\" in \(context) names no method, so it would match any callback: write delegate.<method>, such as delegate.didReceive")
          }
          if !text.hasPrefix("delegate."), !ScenarioLoader.knownEvents.contains(text) {
            var message = "unknown event \(QuotedValue.plain(text)) in \(context); expected one of " + ScenarioLoader.knownEvents.joined(separator: ", ") + ", or delegate.<method>"
            if let suggestion = TraceEventSynonym.event(for: text) ?? Suggestion.closest(to: text, in: ScenarioLoader.knownEvents) {
              message += "; did you mean \"\(suggestion)\"?"
            }
            throw reader.error(at: name, message)
          }
          if let fields = TraceVocabulary.fields(of: text) {
            let allowed = TraceVocabulary.commonFields + fields
            for member in element.members where !allowed.contains(member.key) && member.key != "note" {
              var message = "\(QuotedValue.plain(text)) has no field \(QuotedValue.plain(member.key)) (in a matcher of \"\(key)\" in \(context)"
                + (key == "noEvents" ? ", where it could never match" : "") + "); its fields are " + fields.joined(separator: ", ")
              if fields.isEmpty { message = "\(QuotedValue.plain(text)) has no fields but t and device (\(QuotedValue.plain(member.key)) in a matcher of \"\(key)\" in \(context))" }
              if let suggestion = Suggestion.closest(to: member.key, in: allowed) { message += "; did you mean \"\(suggestion)\"?" }
              throw ScenarioReader.error(file, at: member.value, message)
            }
          }
        } else {
          // Without an event the matcher may name a delegate's own field (open), but a name no
          // event has that is close to one some event has is taken as a misspelling.
          for member in element.members where !TraceVocabulary.knownFields.contains(member.key) && member.key != "note" {
            guard let suggestion = Suggestion.closest(to: member.key, in: TraceVocabulary.knownFields) else { continue }
            let message = "no event has a field \(QuotedValue.plain(member.key)) (in a matcher of \"\(key)\" in \(context)"
              + (key == "noEvents" ? ", where it could never match" : "") + "); did you mean \"\(suggestion)\"? "
              + "(to match a delegate's own field of that name, name the event)"
            throw ScenarioReader.error(file, at: member.value, message)
          }
        }
        try ScenarioLoader.checkAbsentOnAlwaysPresent(element, in: "a matcher of \"\(key)\" in \(context)", file: file)
        if let device = element["device"] {
          _ = try ScenarioReader.choice(device, deviceIDs + traceDevices, what: "device id", in: context, file: file)
        }
        try ScenarioLoader.checkFieldTypes(element, in: "a matcher of \"\(key)\" in \(context)", file: file)
        for member in element.members {
          guard let path = EventMatcher.invalidPattern(in: member.value.value(), path: member.key) else { continue }
          throw reader.error(
            at: member.value,
            "\(QuotedValue.plain(path)) in a matcher of \"\(key)\" uses a \"$\" key; the only ones are {\"$absent\": true} (the field is missing) and {\"$present\": true} (any value)")
        }
        result.append(matcher)
      }
      return result
    }
    expectation.events = try matchers("events")
    expectation.noEvents = try matchers("noEvents")
    expectation.exactly = try reader.bool("exactly") ?? false
    if let center = node["center"] {
      guard center.type == .object else { throw reader.error(at: center, "\"center\" in \(context) must map device ids to {\"count\": …, \"tags\": […], \"badge\": …}") }
      for (id, value) in center.members {
        guard deviceIDs.contains(id) else {
          var message = "unknown device id \(QuotedValue.plain(id)) in \"center\" of \(context); expected one of " + ScenarioReader.listed(deviceIDs)
          if let suggestion = Suggestion.closest(to: id, in: deviceIDs) { message += "; did you mean \"\(suggestion)\"?" }
          throw reader.error(at: value, message)
        }
        let fields = try ScenarioReader(value, file: file, context: "center of \(QuotedValue.plain(id)) in \(context)", allowed: ScenarioLoader.centerExpectationKeys)
        var expected = CenterExpectation()
        expected.count = try fields.integer("count")
        expected.tags = try fields.strings("tags")
        expected.ids = try fields.strings("ids")
        expected.titles = try fields.strings("titles")
        expected.badge = try fields.integer("badge")
        // A state of another platform could never be reached: it is refused with the device's.
        let states = platforms[id].map { $0.appStates.map(\.rawValue) } ?? AppState.allCases.map(\.rawValue)
        let what = platforms[id].map { "\($0) app state" } ?? "app state"
        expected.state = try fields.choice("state", states, what: what).flatMap(AppState.init(rawValue:))
        if let installation = value["installation"] {
          let reader = try ScenarioReader(
            installation, file: file, context: "installation of \(QuotedValue.plain(id)) in \(context)",
            allowed: ScenarioLoader.installationExpectationKeys)
          expected.installationTags = try reader.strings("tags")
          expected.inbox = try reader.strings("inbox")
          expected.installationEvents = try reader.strings("events")
          expected.subscribed = try reader.bool("subscribed")
          if let properties = installation["properties"] {
            guard properties.type == .object else {
              throw reader.error(at: properties, "\"properties\" of the installation of \(QuotedValue.plain(id)) in \(context) must be an object")
            }
            expected.installationProperties = properties.value().objectValue
          }
        }
        try ScenarioLoader.loadLiveActivityExpectations(
          value, into: &expected, platform: platforms[id], context: "center of \(QuotedValue.plain(id)) in \(context)", file: file)
        expectation.center.append((id, expected))
      }
    }
    return expectation
  }
}
