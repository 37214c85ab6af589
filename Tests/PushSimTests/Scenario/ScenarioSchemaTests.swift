import Foundation
@testable import PushSim
import Testing

/// Scenarios/scenario.schema.json: the JSON Schema editors use to complete and check scenarios.
let scenarioSchemaPath = packageRoot.appendingPathComponent("Scenarios/scenario.schema.json").path

/// A validator for the scenario schema (`.null` if the file is missing or invalid, which the
/// tests report).
let scenarioSchema: JSONSchemaValidator = {
  let data = FileManager.default.contents(atPath: scenarioSchemaPath) ?? Data()
  return JSONSchemaValidator(schema: (try? JSONValue.parse([UInt8](data))) ?? .null)
}()

/// One kind of object in a scenario file: its schema, and how to build a scenario that holds one
/// with a given field.
struct SchemaLocation {
  /// What it is, for messages.
  let name: String
  /// Its schema in the schema document.
  let schema: JSONValue
  /// A scenario whose object of this kind has `key` set to `value`.
  let embed: (_ key: String, _ value: JSONValue) -> JSONValue
}

/// The schema and the loader agree: every bundled scenario validates, every step kind, field,
/// option and choice the loader accepts is in the schema at its place, and every field the
/// schema offers is one the loader accepts.
struct ScenarioSchemaTests {
  let v = scenarioSchema

  // MARK: Helpers

  /// A schema definition.
  func definition(_ name: String) -> JSONValue { v.root["definitions"]?[name] ?? .null }

  /// The schema of a step kind's body.
  func stepSchema(_ kind: String) -> JSONValue { v.resolved(definition("step")["properties"]?[kind] ?? .null) }

  /// The schema of a property of an object schema.
  func property(_ schema: JSONValue, _ name: String) -> JSONValue { v.resolved(v.resolved(schema)["properties"]?[name] ?? .null) }

  /// The strings of a schema's `enum`.
  func choices(_ schema: JSONValue) -> [String] { v.resolved(schema)["enum"]?.arrayValue?.compactMap(\.stringValue) ?? [] }

  /// A valid one-device scenario with a small Kii Cloud block (user `alice`, topic `app/News`).
  static let base: JSONValue = [
    "scenario": 1, "name": "schema probe",
    "devices": ["phone": ["platform": "ios", "state": "background"]],
    "kii": ["users": ["alice": "u1"], "topics": ["app/News"]],
    "steps": [],
  ]

  /// `value` with `new` at `path` (objects made as needed); with `keep`, an existing value stays.
  func setting(_ value: JSONValue, _ path: [String], _ new: JSONValue, keep: Bool = false) -> JSONValue {
    guard let key = path.first else { return new }
    var object = value.objectValue ?? JSONObject()
    if path.count == 1 {
      if !keep || object[key] == nil { object[key] = new }
      return .object(object)
    }
    object[key] = setting(object[key] ?? .object(JSONObject()), Array(path.dropFirst()), new, keep: keep)
    return .object(object)
  }

  /// The base scenario with these steps.
  func withSteps(_ steps: [JSONValue]) -> JSONValue { setting(Self.base, ["steps"], .array(steps)) }

  /// A scenario with one step of `kind`: the body the schema suggests, with `key` set (a push
  /// gets a `payload` when it has no source).
  func stepScenario(_ kind: String, _ key: String? = nil, _ value: JSONValue = .null) -> JSONValue {
    let suggested = v.sample(stepSchema(kind))
    guard var body = suggested.objectValue else { return withSteps([.object([kind: suggested])]) }
    if let key { body[key] = value }
    if kind == "push", !["payload", "payloadFile", "raw"].contains(where: { body[$0] != nil }) {
      body["payload"] = .object(JSONObject())
    }
    // An app step does something; a notification selector goes with removeNotification only
    // (both refuse it elsewhere, and require it there).
    if kind == "app" {
      if body["do"] == nil { body["do"] = "open" }
      if body["notification"] != nil { body["do"] = "removeNotification" }
      if body["do"] == "removeNotification", body["notification"] == nil { body["notification"] = "latest" }
    }
    // A tap on a Live Activity's prompt names the button the person taps (the loader refuses it
    // without one), and taps no notification.
    if kind == "tap", body["activity"] != nil {
      body["button"] = "allow"
      body["notification"] = nil
    }
    // A tap's typed text goes into a button (a text-input action), not into the notification.
    if kind == "tap", body["text"] != nil, body["button"] == nil {
      body["button"] = "reply"
    }
    // A set step names an option: without one it would change nothing (both refuse it).
    if kind == "set", body.keys.allSatisfy({ ["device", "note"].contains($0) }) {
      body["notificationPermission"] = true
    }
    // A subscribe step, and a push's subscription, are a web site's: on a browser.
    let steps = withSteps([.object([kind: .object(body)])])
    guard kind == "subscribe" || (kind == "push" && body["subscription"] != nil) else { return steps }
    return setting(steps, ["devices", "phone"], ["platform": "web", "state": "running"])
  }

  /// The loader's error for a scenario, or `nil` when it loads.
  func loadFailure(_ scenario: JSONValue) -> String? {
    let root = packageRoot.appendingPathComponent("Scenarios").path
    do {
      _ = try ScenarioLoader(root: root).load(bytes: scenario.serializedBytes(), file: root + "/ios/schema-probe.json")
      return nil
    } catch {
      return error.description
    }
  }

  /// Every kind of object of the format whose fields are fixed.
  var locations: [SchemaLocation] {
    let base = Self.base
    let kii = definition("kii")
    let message = definition("kiiMessage")
    let apns = property(message, "apns")
    var list = [
      SchemaLocation(name: "the scenario", schema: v.root) { setting(base, [$0], $1, keep: true) },
      SchemaLocation(name: "a device", schema: definition("device")) { setting(base, ["devices", "phone", $0], $1, keep: true) },
      SchemaLocation(name: "options", schema: definition("optionValues")) { name, value in
        // On a device of a platform the option is for.
        let platform = Platform.allCases.first { DeviceOptions.inapplicability(of: name, on: $0) == nil } ?? .iOS
        var device: JSONValue = ["platform": .string(platform.rawValue), "state": .string(platform.appStates[0].rawValue)]
        // A Flutter app's option on a Flutter app.
        if name == "dartEntryPoint" { device = setting(device, ["wrapper"], "flutter") }
        return setting(setting(base, ["devices", "phone"], device), ["devices", "phone", "options", name], value)
      },
      SchemaLocation(name: "app", schema: definition("app")) { name, value in
        // On a device of a platform and SDK whose apps the field is for.
        let (platform, sdk) = Platform.allCases.lazy.flatMap { platform in SDK.simulated(on: platform).map { (platform, $0) } }
          .first { AppKeyScope.inapplicability(ofAppKey: name, on: $0, sdk: $1) == nil } ?? (.iOS, .apns)
        let device: JSONValue = [
          "platform": .string(platform.rawValue), "sdk": .string(sdk.rawValue), "state": .string(platform.appStates[0].rawValue),
        ]
        return setting(setting(base, ["devices", "phone"], device), ["devices", "phone", "app", name], value)
      },
      SchemaLocation(name: "serviceExtension", schema: definition("serviceExtension")) {
        setting(base, ["devices", "phone", "app", "serviceExtension", $0], $1)
      },
      SchemaLocation(name: "serviceExtension timeWillExpire", schema: definition("serviceExtensionBestAttempt")) {
        setting(base, ["devices", "phone", "app", "serviceExtension", "timeWillExpire", $0], $1)
      },
      SchemaLocation(name: "urlForDeepLink rule", schema: definition("deepLinkRule")) { key, value in
        // One rule on a WonderPush Android app (iOS for neverCompletes, iOS only): a prefix and one
        // answer, the field tried among them.
        let platform: JSONValue = key == "neverCompletes" ? "ios" : "android"
        let device: JSONValue = ["platform": platform, "sdk": "wonderpush", "state": "background"]
        let answer = ScenarioLoader.deepLinkAnswerKeys.contains(key) ? key : "passThrough"
        let rule = setting(setting(["prefix": "https://"], [answer], true), [key], value)
        return setting(setting(base, ["devices", "phone"], device), ["devices", "phone", "app", "urlForDeepLink"], [rule])
      },
      SchemaLocation(name: "deepLinkCallback rule", schema: definition("cioDeepLinkRule")) { key, value in
        // One rule on a Customer.io Android app: a prefix and handled, the field tried among them.
        let device: JSONValue = ["platform": "android", "sdk": "customerio", "state": "background"]
        let rule = setting(["prefix": "https://", "handled": true], [key], value)
        return setting(setting(base, ["devices", "phone"], device), ["devices", "phone", "app", "deepLinkCallback"], [rule])
      },
      SchemaLocation(name: "set", schema: definition("set")) { stepScenario("set", $0, $1) },
      SchemaLocation(name: "center", schema: definition("centerExpectation")) {
        withSteps([["expect": ["center": ["phone": .object([$0: $1])]]]])
      },
      SchemaLocation(name: "installation", schema: definition("installationExpectation")) {
        withSteps([["expect": ["center": ["phone": ["installation": .object([$0: $1])]]]]])
      },
      SchemaLocation(name: "center liveActivities activity", schema: definition("liveActivityExpectation")) {
        withSteps([["expect": ["center": ["phone": ["liveActivities": [setting(["id": "a"], [$0], $1)]]]]]])
      },
      SchemaLocation(name: "kii", schema: kii) { setting(base, ["kii", $0], $1, keep: true) },
      SchemaLocation(name: "kii group", schema: v.resolved(property(kii, "groups")["additionalProperties"] ?? .null)) { key, value in
        let group = setting(v.sample(v.resolved(property(kii, "groups")["additionalProperties"] ?? .null)), [key], value, keep: key == "owner")
        return setting(base, ["kii", "groups", "g1"], group)
      },
      SchemaLocation(name: "kii installation", schema: v.resolved(property(kii, "installations")["additionalProperties"] ?? .null)) { key, value in
        let install = setting(v.sample(v.resolved(property(kii, "installations")["additionalProperties"] ?? .null)), [key], value, keep: key == "user")
        return setting(base, ["kii", "installations", "phone"], install)
      },
      SchemaLocation(name: "kii message", schema: message) { stepScenario("kiiSend", "message", .object([$0: $1])) },
      SchemaLocation(name: "kii apns", schema: apns) { stepScenario("kiiSend", "message", ["apns": .object([$0: $1])]) },
      SchemaLocation(name: "kii apns alert", schema: property(apns, "alert")) {
        stepScenario("kiiSend", "message", ["apns": ["alert": .object([$0: $1])]])
      },
      SchemaLocation(name: "push headers", schema: definition("headerValues")) { stepScenario("push", "headers", .object([$0: $1])) },
    ]
    for network in ["gcm", "fcm", "mqtt"] {
      list.append(SchemaLocation(name: "kii \(network)", schema: property(message, network)) {
        stepScenario("kiiSend", "message", .object([network: .object([$0: $1])]))
      })
    }
    for kind in ScenarioLoader.stepKeys.keys.sorted() {
      list.append(SchemaLocation(name: "step \(kind)", schema: stepSchema(kind)) { stepScenario(kind, $0, $1) })
    }
    return list
  }

  // MARK: (a) Bundled scenarios

  /// The schema file is a draft-07 schema whose keywords this validator supports and whose
  /// `$ref`s all resolve.
  @Test func schemaIsADraft07SchemaThatTheValidatorUnderstands() {
    #expect(v.root["$schema"] == "http://json-schema.org/draft-07/schema#")
    var problems: [String] = []
    func walk(_ schema: JSONValue, _ at: String) {
      guard case .object(let keywords) = schema else {
        if schema.boolValue == nil { problems.append("\(at): a schema must be an object or a boolean") }
        return
      }
      for (keyword, value) in keywords {
        let here = at + "/" + keyword
        switch keyword {
        case "properties", "definitions":
          for (name, sub) in value.objectValue ?? JSONObject() { walk(sub, here + "/" + name) }
        case "items", "additionalProperties", "propertyNames", "if", "then", "else":
          walk(value, here)
        case "allOf", "anyOf", "oneOf":
          for (index, sub) in (value.arrayValue ?? []).enumerated() { walk(sub, here + "/\(index)") }
        case "$ref":
          if v.pointer(value.stringValue ?? "") == nil { problems.append("\(here): unresolvable \(value.serialized())") }
        default:
          if !JSONSchemaValidator.annotations.contains(keyword) && !JSONSchemaValidator.assertions.contains(keyword) {
            problems.append("\(here): unsupported keyword")
          }
        }
      }
    }
    walk(v.root, "#")
    #expect(problems.isEmpty, "\(problems)")
    #expect(v.root["definitions"]?.objectValue?.count ?? 0 > 10)
  }

  /// Every bundled scenario validates against the schema; a failure names the JSON path.
  @Test(arguments: bundledScenarios)
  func bundledScenarioValidates(_ file: String) throws {
    let data = try #require(FileManager.default.contents(atPath: packageRoot.appendingPathComponent("Scenarios/" + file).path))
    let failures = v.validate(try JSONValue.parse([UInt8](data)))
    #expect(failures.isEmpty, "\(file): \(failures.map(\.description).joined(separator: "; "))")
  }

  /// Every bundled scenario starts with `"$schema"`, a relative path to the schema file.
  @Test(arguments: bundledScenarios)
  func bundledScenarioNamesTheSchemaFirst(_ file: String) throws {
    let url = packageRoot.appendingPathComponent("Scenarios/" + file)
    let data = try #require(FileManager.default.contents(atPath: url.path))
    let object = try #require(try JSONValue.parse([UInt8](data)).objectValue)
    #expect(object.keys.first == "$schema", "\(file) must start with \"$schema\"")
    let reference = try #require(object["$schema"]?.stringValue)
    let target = URL(fileURLWithPath: reference, relativeTo: url.deletingLastPathComponent()).standardizedFileURL.path
    #expect(target == URL(fileURLWithPath: scenarioSchemaPath).standardizedFileURL.path, "\(file): \(reference)")
  }

  // MARK: (b) The schema names what the engine accepts, at its place

  /// The fields each object lists are exactly the loader's lists (plus `note` where the loader
  /// takes one).
  @Test func schemaFieldsAreTheLoadersFields() {
    let kii = definition("kii")
    let message = definition("kiiMessage")
    let apns = property(message, "apns")
    var table: [(String, JSONValue, [String], Bool)] = [
      ("the scenario", v.root, ScenarioLoader.topLevelKeys, true),
      ("a device", definition("device"), ScenarioLoader.deviceKeys, true),
      ("app", definition("app"), ScenarioLoader.appKeys, true),
      ("serviceExtension", definition("serviceExtension"), ScenarioLoader.serviceExtensionKeys, true),
      ("pushKit", definition("pushKit"), ScenarioLoader.pushKitKeys, true),
      ("outcomes", property(definition("app"), "outcomes"), ScenarioLoader.oneSignalOutcomesKeys, true),
      ("liveActivities", definition("liveActivities"), ScenarioLoader.liveActivitiesKeys, true),
      ("liveActivities type", definition("liveActivityType"), ScenarioLoader.liveActivityTypeKeys, true),
      ("liveActivities activity", definition("liveActivity"), ScenarioLoader.liveActivityKeys, true),
      ("serviceExtension timeWillExpire", definition("serviceExtensionBestAttempt"), ScenarioLoader.contentEditKeys, true),
      ("urlForDeepLink rule", definition("deepLinkRule"), ScenarioLoader.deepLinkRuleKeys, true),
      ("deepLinkCallback rule", definition("cioDeepLinkRule"), ScenarioLoader.cioDeepLinkRuleKeys, true),
      ("center", definition("centerExpectation"), ScenarioLoader.centerExpectationKeys, true),
      ("installation", definition("installationExpectation"), ScenarioLoader.installationExpectationKeys, true),
      ("center liveActivities activity", definition("liveActivityExpectation"), ScenarioLoader.liveActivityExpectationKeys, true),
      ("kii", kii, ScenarioLoader.kiiKeys, true),
      ("kii group", property(kii, "groups")["additionalProperties"] ?? .null, ScenarioLoader.kiiGroupKeys, true),
      ("kii installation", property(kii, "installations")["additionalProperties"] ?? .null, ScenarioLoader.kiiInstallationKeys, true),
      ("kii message", message, KiiPushMessage.messageKeys, false),
      ("kii apns", apns, KiiPushMessage.apnsKeys, false),
      ("kii apns alert", property(apns, "alert"), KiiPushMessage.alertKeys, false),
      ("options", definition("optionValues"), DeviceOptions.settingNames, false),
      ("push headers", definition("headerValues"), PushHeaders.knownNames, false),
      ("set", definition("set"), ["device"], true),
      ("a step", definition("step"), ScenarioStep.kinds, true),
    ]
    for network in ["gcm", "fcm", "mqtt"] { table.append(("kii \(network)", property(message, network), KiiPushMessage.sectionKeys(network), false)) }
    for (kind, keys) in ScenarioLoader.stepKeys { table.append(("step \(kind)", stepSchema(kind), keys, true)) }
    for (name, schema, keys, note) in table {
      let listed = v.propertyNames(schema)
      #expect(Set(listed) == Set(keys + (note ? ["note"] : [])), "\(name): schema \(listed.sorted()), loader \(keys.sorted())")
      #expect(listed.count == Set(listed).count)
    }
    // Every step kind is in the schema, as a property and as one of the "exactly one kind" branches.
    let branches = definition("step")["oneOf"]?.arrayValue?.compactMap { $0["required"]?.arrayValue?.first?.stringValue } ?? []
    #expect(branches == ScenarioStep.kinds)
    #expect(Set(ScenarioLoader.stepKeys.keys).union(["set", "advance"]) == Set(ScenarioStep.kinds))
    #expect(stepSchema("advance") == v.resolved(definition("duration")))
    #expect(choices(definition("optionName")) == DeviceOptions.settingNames)
    #expect(v.root["required"]?.arrayValue == ["scenario", "devices", "steps"])
    #expect(definition("device")["required"]?.arrayValue == ["platform"])
  }

  /// Every fixed choice of the engine is the schema's `enum` at its place, including the
  /// states and SDKs each platform allows.
  @Test func schemaChoicesAreTheEnginesChoices() throws {
    let device = definition("device")
    let app = definition("app")
    #expect(choices(property(device, "platform")) == Platform.allCases.map(\.rawValue))
    #expect(choices(property(device, "sdk")) == SDK.all.map(\.rawValue))
    #expect(choices(property(device, "wrapper")) == Wrapper.allCases.map(\.rawValue))
    #expect(choices(property(device, "state")) == AppState.allCases.map(\.rawValue))
    #expect(choices(property(device, "delegate")) == DelegateRegistration.scenarioNames.map(\.name))
    for platform in Platform.allCases {
      let rule = try #require(device["allOf"]?.arrayValue?.first { $0["if"]?["properties"]?["platform"]?["const"]?.stringValue == platform.rawValue })
      let then = try #require(rule["then"])
      #expect(choices(property(then, "state")) == platform.appStates.map(\.rawValue), "\(platform)")
      #expect(choices(property(then, "sdk")) == SDK.simulated(on: platform).map(\.rawValue), "\(platform)")
      #expect(property(then, "sdk")["default"]?.stringValue == platform.defaultSDK.rawValue)
      #expect(property(then, "state")["default"]?.stringValue == platform.defaultAppState.rawValue)
    }
    #expect(choices(property(definition("appStep"), "do")) == AppAction.allCases.map(\.rawValue) + [ScenarioLoader.removeNotificationAction])
    #expect(choices(property(app, "willPresent")["items"] ?? .null) == PresentationOptions.names.map(\.0))
    #expect(choices(property(app, "onWillDisplay")["oneOf"]?.arrayValue?.first ?? .null) == ScenarioLoader.onWillDisplayChoices)
    #expect(choices(property(app, "notificationMode")) == MappNotificationMode.allCases.map(\.rawValue))
    #expect(choices(property(app, "pushClickBehavior")) == CustomerIOPushClickBehavior.allCases.map(\.rawValue))
    #expect(choices(property(definition("centerExpectation"), "state")) == AppState.allCases.map(\.rawValue))
    #expect(choices(property(definition("liveActivityExpectation"), "phase")) == ScenarioLoader.liveActivityPhases)
    #expect(choices(property(definition("liveActivityExpectation"), "phase")) == LiveActivityRules.Phase.allCases.map(\.rawValue))
    let off = property(definition("centerExpectation"), "liveActivitiesOff")["anyOf"]?.arrayValue?.first ?? .null
    #expect(choices(off) == LiveActivitiesOff.allCases.map(\.rawValue))
    let install = v.resolved(property(definition("kii"), "installations")["additionalProperties"] ?? .null)
    #expect(choices(property(install, "network")) == KiiPushNetwork.allCases.map(\.rawValue))
    let event = property(definition("eventMatcher"), "event")
    #expect(event["anyOf"]?.arrayValue?.first.map(choices) == ScenarioLoader.knownEvents)
    for name in ["delegate.onNotificationOpened", "delegate.anything", "notification.displayed"] {
      #expect(v.accepts(.string(name), event), "\(name)")
    }
    #expect(!v.accepts("notification.shown", event))
  }

  /// The schema gives each event of the vocabulary its fields (an `if`/`then` per event), as
  /// `TraceVocabulary.events` does for the loader: an editor underlines the field `run` refuses.
  @Test func matcherFieldsPerEventAgreeWithTheVocabulary() {
    let matcher = definition("eventMatcher")
    var schemaFields: [String: [String]] = [:]
    for rule in matcher["allOf"]?.arrayValue ?? [] {
      guard let name = rule["if"]?["properties"]?["event"]?["const"]?.stringValue else { continue }
      schemaFields[name] = rule["then"]?["propertyNames"]?["enum"]?.arrayValue?.compactMap(\.stringValue)
    }
    #expect(schemaFields.count == TraceVocabulary.events.count)
    for (name, fields) in TraceVocabulary.events {
      // A matcher's note is the reader's (SCENARIOS.md), beside the event's fields.
      #expect(schemaFields[name] == TraceVocabulary.commonFields + fields + ["note"], "\(name)")
    }
    #expect(v.accepts(["event": "notification.displayed", "title": "Hi", "t": 0], matcher))
    #expect(!v.accepts(["event": "notification.displayed", "titel": "Hi"], matcher))
    #expect(v.accepts(["event": "delegate.onNotificationOpened", "anything": 1], matcher))
    #expect(v.accepts(["notification": "n1"], matcher), "a matcher without an event is open")
    #expect(v.accepts(["event": "notification.displayed", "note": "why"], matcher), "a matcher takes a note")
  }

  /// Each field the schema offers, with the value the schema suggests, validates and loads: the
  /// schema has nothing the loader rejects.
  @Test func everySchemaFieldIsAcceptedByTheLoader() {
    for location in locations {
      let names = v.propertyNames(location.schema)
      #expect(!names.isEmpty, "\(location.name) has no properties in the schema")
      for name in names {
        let scenario = location.embed(name, v.sample(property(location.schema, name)))
        let failures = v.validate(scenario)
        #expect(failures.isEmpty, "\(location.name).\(name): \(failures.map(\.description).joined(separator: "; "))")
        #expect(loadFailure(scenario) == nil, "\(location.name).\(name): \(loadFailure(scenario) ?? "")")
      }
    }
    for kind in ScenarioStep.kinds {
      let scenario = stepScenario(kind)
      #expect(v.validate(scenario).isEmpty && loadFailure(scenario) == nil, "step \(kind): \(loadFailure(scenario) ?? "")")
    }
  }

  /// A field the format does not have is refused by both, at every closed object.
  @Test func anUnknownFieldIsRefusedByBothEverywhere() {
    for location in locations {
      let scenario = location.embed("bogusfield", "x")
      #expect(!v.validate(scenario).isEmpty, "\(location.name): the schema accepts an unknown field")
      #expect(loadFailure(scenario)?.contains("bogusfield") == true, "\(location.name): \(loadFailure(scenario) ?? "loaded")")
    }
  }

  /// Each option's schema accepts exactly the values the engine applies: the schema's own
  /// boundaries and choices, and a pool of values of every type.
  @Test func optionValuesAgreeWithTheEngine() {
    let options = definition("optionValues")
    let pool: [JSONValue] = [
      true, false, 0, 1, -1, 3, 0.5, 1.5, 100_000, 100_001, 31_536_000, 31_536_001, 100_000_000_000, 100_000_000_001,
      // Whole numbers written with a point or an exponent are integers to both (draft-07).
      0.0, -0.0, 2.0, 10.0, 11.0, 1e9, 1e300, 31_536_001.0,
      "", "x", "none", "defer", "rare", "safari", "android", [], ["a"], [1], [:], nil,
    ]
    for name in DeviceOptions.settingNames {
      let schema = property(options, name)
      var samples = pool + (schema["enum"]?.arrayValue ?? [])
      for bound in [schema["minimum"], schema["maximum"]].compactMap({ $0?.int64Value }) {
        samples += [.integer(bound - 1), .integer(bound), .integer(bound + 1)]
      }
      if let fallback = schema["default"] { samples.append(fallback) }
      for value in samples {
        var options = DeviceOptions()
        let engine = options.apply(DeviceSetting(name: name, value: value)) == nil
        #expect(v.accepts(value, schema) == engine, "option \(name) = \(value.serialized()): engine \(engine ? "accepts" : "refuses")")
      }
    }
  }

  /// The duration pattern accepts the texts DurationText parses, and no others.
  @Test func durationPatternAgreesWithDurationText() {
    let texts = [
      "250ms", "30s", "5m", "2h", "1d", "1m30s", "1.5s", "0s", "1d2h3m4s5ms", "0.25ms", "30s1m", "5 minutes", "", "-1s",
      "s", "1.s", ".5s", "1S", "1ms1s", "10", "1h 2m", "1mm",
    ]
    for text in texts {
      let parses = (try? DurationText.parse(text)) != nil
      #expect(v.accepts(.string(text), definition("duration")) == parses, "\"\(text)\": DurationText \(parses ? "parses" : "refuses")")
    }
  }

  /// The Kii topic pattern accepts the texts KiiTopicRef parses, and no others.
  @Test func kiiTopicPatternAgreesWithTheLoader() {
    let topic = property(definition("kiiSubscription"), "topic")
    for text in ["app/News", "group:g1/T", "user:alice/MyTODO", "app/a/b", "app/", "group:/x", "user:/x", "News", "foo/x", "/x", "App/x"] {
      let parses = KiiTopicRef(parsing: text) != nil
      #expect(v.accepts(.string(text), topic) == parses, "\"\(text)\": KiiTopicRef \(parses ? "parses" : "refuses")")
    }
  }

  /// Header names are case-insensitive in the loader, and in the schema.
  @Test func headerNamesAreCaseInsensitiveInBoth() {
    for name in PushHeaders.knownNames + PushHeaders.knownNames.map({ $0.uppercased() }) + ["Apns-Push-Type", "TTL"] {
      let scenario = stepScenario("push", "headers", .object([name: "1"]))
      #expect(v.validate(scenario).isEmpty, "\(name)")
      #expect(loadFailure(scenario) == nil || loadFailure(scenario)?.contains("unknown") == false, "\(name): \(loadFailure(scenario) ?? "")")
    }
  }

  /// The snippets editors insert (VS Code `defaultSnippets`) are valid with their defaults: a
  /// snippet per step kind and per platform loads, and the new-scenario snippet passes.
  @Test func snippetsAreValidScenarioParts() throws {
    let steps = definition("step")["defaultSnippets"]?.arrayValue ?? []
    let kinds = steps.compactMap { $0["body"]?.objectValue?.keys.first }
    #expect(Set(kinds) == Set(ScenarioStep.kinds), "a snippet per step kind: \(kinds)")
    for snippet in steps {
      var scenario = withSteps([JSONSchemaValidator.expandingPlaceholders(snippet["body"] ?? .null)])
      // The subscribe snippet names a browser (a web site subscribes).
      if snippet["label"] == "subscribe" {
        scenario = setting(scenario, ["devices"], ["browser": ["platform": "web", "state": "running"]])
      }
      let label = snippet["label"]?.stringValue ?? "?"
      #expect(v.validate(scenario).isEmpty, "\(label): \(v.validate(scenario).map(\.description))")
      #expect(loadFailure(scenario) == nil, "\(label): \(loadFailure(scenario) ?? "")")
    }
    let devices = definition("device")["defaultSnippets"]?.arrayValue ?? []
    #expect(devices.compactMap { $0["body"]?["platform"]?.stringValue } == Platform.allCases.map(\.rawValue))
    for snippet in devices {
      let scenario = setting(Self.base, ["devices", "phone"], JSONSchemaValidator.expandingPlaceholders(snippet["body"] ?? .null))
      #expect(v.validate(scenario).isEmpty && loadFailure(scenario) == nil, "\(snippet["label"]?.serialized() ?? ""): \(loadFailure(scenario) ?? "")")
    }
    let skeleton = JSONSchemaValidator.expandingPlaceholders(try #require(v.root["defaultSnippets"]?.arrayValue?.first?["body"]))
    #expect(v.validate(skeleton).isEmpty)
    let root = packageRoot.appendingPathComponent("Scenarios").path
    let scenario = try ScenarioLoader(root: root).load(bytes: skeleton.serializedBytes(), file: root + "/ios/new.json")
    #expect(ScenarioRunner().run(scenario).failure == nil)
  }

  // MARK: (c) The validator refuses what the loader refuses

  /// Invalid scenarios fail both the validator (at a readable path) and the loader.
  @Test(arguments: [
    ("unknown step kind", #"[{"advanse": "1s"}]"#, "/steps/0"),
    ("a step with two kinds", #"[{"advance": "1s", "reboot": {}}]"#, "/steps/0"),
    ("a note alone", #"[{"note": "x"}]"#, "/steps/0"),
    ("online not a boolean", #"[{"network": {"online": "yes"}}]"#, "/steps/0/network/online"),
    ("a duration in words", #"[{"advance": "5 minutes"}]"#, "/steps/0/advance"),
    ("two payload sources", #"[{"push": {"payload": {}, "raw": "{}"}}]"#, "/steps/0/push"),
    ("no payload", #"[{"push": {"to": "phone"}}]"#, "/steps/0/push"),
    ("an unknown header", #"[{"push": {"payload": {}, "headers": {"apns-pushtype": "alert"}}}]"#, "/steps/0/push/headers/apns-pushtype"),
    ("a header value of the wrong type", #"[{"push": {"payload": {}, "headers": {"ttl": true}}}]"#, "/steps/0/push/headers/ttl"),
    ("an unknown app action", #"[{"app": {"do": "close"}}]"#, "/steps/0/app/do"),
    ("a negative button", #"[{"tap": {"button": -1}}]"#, "/steps/0/tap/button"),
    ("a notification matcher with two keys", #"[{"tap": {"notification": {"tag": "a", "id": "b"}}}]"#, "/steps/0/tap/notification"),
    ("a notification matcher with only a note", #"[{"tap": {"notification": {"note": "a"}}}]"#, "/steps/0/tap/notification"),
    ("a note in headers", #"[{"push": {"payload": {}, "headers": {"note": "h"}}}]"#, "/steps/0/push/headers/note"),
    ("a matcher's note that is not a string", #"[{"expect": {"events": [{"event": "push.received", "note": 1}]}}]"#, "/steps/0/expect/events/0/note"),
    ("an unknown event", #"[{"expect": {"events": [{"event": "notification.shown"}]}}]"#, "/steps/0/expect/events/0/event"),
    ("center count not an integer", #"[{"expect": {"center": {"phone": {"count": "1"}}}}]"#, "/steps/0/expect/center/phone/count"),
    ("center liveActivities not an array", #"[{"expect": {"center": {"phone": {"liveActivities": {"a": {}}}}}}]"#, "/steps/0/expect/center/phone/liveActivities"),
    ("a center activity without id", #"[{"expect": {"center": {"phone": {"liveActivities": [{"phase": "active"}]}}}}]"#, "/steps/0/expect/center/phone/liveActivities/0"),
    ("a center activity's unknown phase", #"[{"expect": {"center": {"phone": {"liveActivities": [{"id": "a", "phase": "over"}]}}}}]"#, "/steps/0/expect/center/phone/liveActivities/0/phase"),
    ("a center activity's stale not a boolean", #"[{"expect": {"center": {"phone": {"liveActivities": [{"id": "a", "stale": "no"}]}}}}]"#, "/steps/0/expect/center/phone/liveActivities/0/stale"),
    ("an unknown liveActivitiesOff", #"[{"expect": {"center": {"phone": {"liveActivitiesOff": "no"}}}}]"#, "/steps/0/expect/center/phone/liveActivitiesOff"),
    ("an unknown option in set", #"[{"set": {"dose": true}}]"#, "/steps/0/set/dose"),
  ])
  func invalidStepIsRefusedByBoth(_ label: String, _ steps: String, _ path: String) throws {
    let text = #"{"scenario": 1, "name": "t", "devices": {"phone": {"platform": "ios", "state": "background"}}, "steps": \#(steps)}"#
    let scenario = try JSONValue.parse(text)
    let failures = v.validate(scenario)
    #expect(failures.contains { $0.path == path }, "\(label): \(failures.map(\.description))")
    #expect(loadFailure(scenario) != nil, "\(label): the loader accepts it")
  }

  /// Invalid devices and top-level fields fail both.
  @Test(arguments: [
    ("a state of another platform", #"{"phone": {"platform": "android", "state": "notRunning"}}"#, "/devices/phone/state"),
    ("an SDK not simulated on the web", #"{"phone": {"platform": "web", "sdk": "onesignal", "state": "visible"}}"#, "/devices/phone/sdk"),
    ("no platform", #"{"phone": {"state": "background"}}"#, "/devices/phone"),
    ("an option of the wrong type", #"{"phone": {"platform": "ios", "state": "background", "options": {"doze": 1}}}"#, "/devices/phone/options/doze"),
    ("an option out of range", #"{"phone": {"platform": "ios", "state": "background", "options": {"chromeSilentPushGrace": 2}}}"#, "/devices/phone/options/chromeSilentPushGrace"),
    ("an unknown option", #"{"phone": {"platform": "ios", "state": "background", "options": {"dose": true}}}"#, "/devices/phone/options/dose"),
    ("a note in options that is not a string", #"{"phone": {"platform": "ios", "state": "background", "options": {"note": 1}}}"#, "/devices/phone/options/note"),
    ("an unknown presentation option", #"{"phone": {"platform": "ios", "state": "background", "app": {"willPresent": ["banners"]}}}"#, "/devices/phone/app/willPresent/0"),
    ("a service extension string", #"{"phone": {"platform": "ios", "state": "background", "app": {"serviceExtension": "mine"}}}"#, "/devices/phone/app/serviceExtension"),
    ("a service extension's takes as a number", #"{"phone": {"platform": "ios", "state": "background", "app": {"serviceExtension": {"takes": 5}}}}"#, "/devices/phone/app/serviceExtension/takes"),
    ("a service extension's takes as an empty list", #"{"phone": {"platform": "ios", "state": "background", "app": {"serviceExtension": {"takes": []}}}}"#, "/devices/phone/app/serviceExtension/takes"),
    ("a service extension's takes list with a number", #"{"phone": {"platform": "ios", "state": "background", "app": {"serviceExtension": {"takes": ["2s", 5]}}}}"#, "/devices/phone/app/serviceExtension/takes"),
    ("a best attempt that is not an object", #"{"phone": {"platform": "ios", "state": "background", "app": {"serviceExtension": {"timeWillExpire": "Best"}}}}"#, "/devices/phone/app/serviceExtension/timeWillExpire"),
    ("a best attempt's attach not an array", #"{"phone": {"platform": "ios", "state": "background", "app": {"serviceExtension": {"timeWillExpire": {"attach": "p.png"}}}}}"#, "/devices/phone/app/serviceExtension/timeWillExpire/attach"),
    ("no device", #"{}"#, "/devices"),
    // Review of d1a3eef6: the loader refuses the Info.plist key beside its older name; so does the schema.
    ("supportsFrequentUpdates beside its older name frequentUpdates", #"{"phone": {"platform": "ios", "state": "background", "app": {"liveActivities": {"supportsFrequentUpdates": true, "frequentUpdates": true}}}}"#, "/devices/phone/app/liveActivities"),
    ("supportsFrequentUpdates not a boolean", #"{"phone": {"platform": "ios", "state": "background", "app": {"liveActivities": {"supportsFrequentUpdates": "yes"}}}}"#, "/devices/phone/app/liveActivities/supportsFrequentUpdates"),
    ("frequentUpdates not a boolean", #"{"phone": {"platform": "ios", "state": "background", "app": {"liveActivities": {"frequentUpdates": 1}}}}"#, "/devices/phone/app/liveActivities/frequentUpdates"),
  ])
  func invalidDeviceIsRefusedByBoth(_ label: String, _ devices: String, _ path: String) throws {
    let text = #"{"scenario": 1, "name": "t", "devices": \#(devices), "steps": []}"#
    let scenario = try JSONValue.parse(text)
    let failures = v.validate(scenario)
    #expect(failures.contains { $0.path == path }, "\(label): \(failures.map(\.description))")
    #expect(loadFailure(scenario) != nil, "\(label): the loader accepts it")
  }

  /// A scenario of format 2 or with an empty name fails both.
  @Test func wrongFormatOrEmptyNameIsRefusedByBoth() throws {
    for text in [
      #"{"scenario": 2, "name": "t", "devices": {"phone": {"platform": "ios", "state": "background"}}, "steps": []}"#,
      #"{"scenario": 1, "name": "", "devices": {"phone": {"platform": "ios", "state": "background"}}, "steps": []}"#,
    ] {
      let scenario = try JSONValue.parse(text)
      #expect(!v.validate(scenario).isEmpty, "\(text)")
      #expect(loadFailure(scenario) != nil, "\(text)")
    }
  }

  /// Each name of the Info.plist key alone (`supportsFrequentUpdates`, or its older name
  /// `frequentUpdates`) is valid to both, `true` and `false` (review of d1a3eef6).
  @Test func eitherNameOfTheFrequentUpdatesKeyAloneIsAcceptedByBoth() throws {
    for key in ["supportsFrequentUpdates", "frequentUpdates"] {
      for value in [true, false] {
        let text = #"{"scenario": 1, "name": "t", "devices": {"phone": {"platform": "ios", "state": "background", "app": {"liveActivities": {"\#(key)": \#(value)}}}}, "steps": []}"#
        let scenario = try JSONValue.parse(text)
        #expect(v.validate(scenario).isEmpty, "\(text): \(v.validate(scenario).map(\.description))")
        #expect(loadFailure(scenario) == nil, "\(text)")
      }
    }
  }

  /// A scenario without a name, and devices without a state, are valid to both (SCENARIOS.md
  /// requires neither).
  @Test func noNameAndNoStateAreAcceptedByBoth() throws {
    for text in [
      #"{"scenario": 1, "devices": {"p": {"platform": "ios"}}, "steps": []}"#,
      #"{"scenario": 1, "name": "t", "devices": {"a": {"platform": "android"}, "w": {"platform": "web"}}, "steps": []}"#,
    ] {
      let scenario = try JSONValue.parse(text)
      #expect(v.validate(scenario).isEmpty, "\(text): \(v.validate(scenario).map(\.description))")
      #expect(loadFailure(scenario) == nil, "\(text)")
    }
  }
}
