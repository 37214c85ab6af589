import Foundation

/// Loads scenario files (SCENARIOS.md, format 1) into ``Scenario`` values, checking everything:
/// an unknown step kind, field, option, state or device id is an error at its line and column,
/// with what was expected and a near-miss suggestion.
public struct ScenarioLoader: Sendable {
  /// The folder `payloadFile` paths must stay inside (symlinks resolved). `nil`: the folder of
  /// each scenario file.
  public var root: String?
  /// The largest scenario file read.
  public var maxScenarioBytes = 16 << 20
  /// The largest payload file read.
  public var maxPayloadBytes = 1 << 20

  /// The trace event names a matcher may name (besides `delegate.*`): ``TraceVocabulary/events``.
  public static let knownEvents = TraceVocabulary.events.map(\.key)

  /// A loader confining payload files to `root` (or to each scenario's folder).
  public init(root: String? = nil) { self.root = root }

  /// Loads a scenario file.
  ///
  /// - Throws: ``ScenarioError`` with `file:line:column` and what was expected.
  public func load(file path: String) throws(ScenarioError) -> Scenario {
    let bytes = try FileAccess.read(path, limit: maxScenarioBytes, what: "scenario file", regularFileOnly: true)
    return try load(bytes: bytes, file: path)
  }

  /// Loads a scenario from bytes; `file` names it in errors and anchors `payloadFile` paths.
  public func load(bytes: [UInt8], file: String) throws(ScenarioError) -> Scenario {
    let document: JSONDocument
    do {
      document = try JSONDocument(bytes: bytes, options: JSONParseOptions(maxBytes: maxScenarioBytes, maxDepth: 256, allowsByteOrderMark: true))
    } catch {
      throw ScenarioError(file: file, line: error.line, column: error.column, message: "invalid JSON: \(error.code.message)")
    }
    if let duplicate = document.duplicateKeys().first {
      throw ScenarioError(
        file: file, line: duplicate.line, column: duplicate.column,
        message: "duplicate key \(QuotedValue.plain(duplicate.key)); a scenario names each field once (the earlier value would be silently ignored)")
    }
    if let hint = MisplacedFileCheck.payloadGivenAsScenario(document.root, file: file) {
      let (line, column) = document.root.location
      throw ScenarioError(file: file, line: line, column: column, message: hint)
    }
    let top = try ScenarioReader(
      document.root, file: file, context: "the scenario",
      allowed: ScenarioLoader.topLevelKeys)
    let version = try top.required("scenario")
    guard let format = version.wholeNumberValue else {
      throw top.error(at: version, "\"scenario\" must be the integer 1 (the format version), not \(QuotedValue.raw(version))")
    }
    guard format == 1 else {
      throw top.error(at: version, "unsupported scenario format \(QuotedValue.raw(version)); this PushSim reads format 1 (\"scenario\": 1)")
    }
    let name = try top.string("name") ?? ScenarioLoader.defaultName(forFile: file)
    if name.isEmpty, let node = document.root["name"] {
      throw top.error(at: node, "\"name\" is empty: give a sentence saying what the scenario shows, or leave it out to use the file name")
    }
    _ = try top.string("$schema")  // an editor's link to the schema: a string, like the schema says
    let devices = try loadDevices(try top.required("devices"), file: file)
    let stepsNode = try top.required("steps")
    guard stepsNode.type == .array else { throw top.error(at: stepsNode, "\"steps\" must be an array of steps") }
    let ids = devices.map(\.id)
    if document.root["kii"] != nil, let clash = devices.first(where: { $0.id == KiiCloudService.traceDevice }),
      let node = document.root["devices"]?[clash.id]
    {
      throw top.error(
        at: node,
        "device id \(QuotedValue.plain(clash.id)) is Kii Cloud's own in a scenario with a \"kii\" block: its trace events say \"device\": \"\(clash.id)\", "
          + "so a matcher could not tell the device from the cloud; give the device another id")
    }
    let kii = try document.root["kii"].map { (node: JSONNode) throws(ScenarioError) in try loadKii(node, devices: devices, file: file) }
    let liquid = try loadLiquid(document.root["liquid"], reader: top)
    let platforms = Dictionary(devices.map { ($0.id, $0.platform) }, uniquingKeysWith: { first, _ in first })
    let wrappers = Dictionary(devices.map { ($0.id, $0.wrapper) }, uniquingKeysWith: { first, _ in first })
    var steps: [ScenarioStep] = []
    for (index, node) in stepsNode.elements.enumerated() {
      steps.append(try loadStep(node, index: index + 1, deviceIDs: ids, file: file, kii: kii, liquid: liquid, platforms: platforms, wrappers: wrappers))
    }
    return Scenario(
      name: name, description: try top.string("description"), file: file, devices: devices, steps: steps, kii: kii)
  }

  /// The name of a scenario whose file gives no `name`: the file's name without its folder and
  /// `.json` (`Scenarios/ios/alert-shown.json` → `alert-shown`), or `scenario` when that leaves
  /// nothing (a scenario loaded from bytes with an empty `file`).
  public static func defaultName(forFile file: String) -> String {
    var base = Substring(file.split(separator: "/", omittingEmptySubsequences: true).last ?? "")
    if base.hasSuffix(".json") { base = base.dropLast(5) }
    return base.isEmpty ? "scenario" : String(base)
  }

  // MARK: Devices

  func loadDevices(_ node: JSONNode, file: String) throws(ScenarioError) -> [DeviceSpec] {
    guard node.type == .object, node.count > 0 else {
      let (line, column) = node.location
      throw ScenarioError(file: file, line: line, column: column, message: "\"devices\" must be an object of at least one device: {\"phone\": {\"platform\": \"ios\", …}}")
    }
    var devices: [DeviceSpec] = []
    for (id, value) in node.members {
      let context = "device \(QuotedValue.plain(id))"
      let reader = try ScenarioReader(
        value, file: file, context: context,
        allowed: ScenarioLoader.deviceKeys)
      let platformName = try ScenarioReader.choice(
        try reader.required("platform"), Platform.allCases.map(\.rawValue), what: "platform", in: context, file: file)
      guard let platform = Platform(rawValue: platformName) else { continue }
      var sdk = platform.defaultSDK
      if let sdkNode = value["sdk"] {
        let sdkName = try ScenarioReader.choice(sdkNode, SDK.all.map(\.rawValue), what: "sdk", in: context, file: file)
        sdk = SDK(rawValue: sdkName) ?? sdk
        if let why = sdk.unavailability(on: platform) { throw reader.error(at: sdkNode, "sdk \"\(sdkName)\" \(why)") }
      }
      let wrapper = try reader.choice("wrapper", Wrapper.allCases.map(\.rawValue), what: "wrapper").flatMap(Wrapper.init(rawValue:)) ?? .native
      if wrapper.isAirship, sdk != platform.defaultSDK, let node = value["wrapper"] {
        throw reader.error(
          at: node,
          "wrapper \"\(wrapper)\" is Airship's plugin, which brings the Airship SDK: it cannot be used with sdk \"\(sdk)\"; leave out \"sdk\" (the app's push code is Airship's on top of \(platform.defaultSDK))")
      }
      if platform == .web, wrapper != .native, let node = value["wrapper"] {
        throw reader.error(
          at: node,
          "wrapper \"\(wrapper)\" does nothing on the web, where the service worker is JavaScript whatever framework the page uses "
            + "(the wrapper overlay is for iOS and Android apps); leave out \"wrapper\" on \(context)")
      }
      let state = try value["state"].map { (node: JSONNode) throws(ScenarioError) in
        let stateName = try ScenarioReader.choice(
          node, platform.appStates.map(\.rawValue), what: "\(platform) app state", in: context, file: file)
        return AppState(rawValue: stateName) ?? platform.defaultAppState
      } ?? platform.defaultAppState
      let delegate = try reader.choice("delegate", DelegateRegistration.scenarioNames.map(\.name), what: "delegate registration")
        .flatMap { name in DelegateRegistration.scenarioNames.first { $0.name == name }?.registration } ?? .atLaunch
      var options = DeviceOptions()
      var rootPayload: Bool?
      if let optionsNode = value["options"] {
        rootPayload = try loadOptions(optionsNode, into: &options, reader: reader, context: context, platform: platform, sdk: sdk)
        if let node = optionsNode["dartEntryPoint"], let problem = DeviceOptions.dartEntryPointInapplicability(wrapper: wrapper) {
          throw reader.error(at: node, problem + " (in \(context))")
        }
      }
      var app = try value["app"].map { (node: JSONNode) throws(ScenarioError) in
        try loadApp(node, context: "\"app\" of \(context)", file: file, platform: platform, sdk: sdk)
      } ?? AppBehavior()
      try applyAppSettings(fromOptions: rootPayload, to: &app, appNode: value["app"], reader: reader, context: context)
      if app.oneSignalOwnNotificationCenterDelegate, delegate == DelegateRegistration.none,
        let own = value["app"]?["ownNotificationCenterDelegate"]
      {
        throw reader.error(
          at: own,
          "\"ownNotificationCenterDelegate\": true in \(context) needs a delegate of the app's, which \"delegate\": \"none\" says it never sets; "
            + "give \"delegate\": \"atLaunch\" or \"afterLaunch\", or leave out \"ownNotificationCenterDelegate\"")
      }
      try Self.checkLiveActivityStarts(
        app.liveActivities, clock: options.clockEpochSeconds, node: value["app"]?["liveActivities"],
        context: "liveActivities of \"app\" of \(context)", file: file)
      // The Swift API's own check (SimulatedDevice.make), placed at the key.
      if platform == .iOS, let key = value["app"]?["liveActivities"]?["observedPushToStartToken"],
        let problem = LiveActivitySettings.unobservedTokenProblem(
          observed: app.liveActivities.observedPushToStartToken, state: state,
          in: " in liveActivities of \"app\" of \(context)", stateNote: value["state"] == nil ? " (not given: the default)" : "")
      {
        throw reader.error(at: key, problem)
      }
      // The Swift API's own check for the types (SimulatedDevice.make), and the delegate's.
      if platform == .iOS, let key = value["app"]?["liveActivities"]?["observedPushToStartToken"],
        let problem = LiveActivitySettings.unobservableTokenProblem(
          observed: app.liveActivities.observedPushToStartToken, types: app.liveActivities.types, registration: delegate,
          in: " in liveActivities of \"app\" of \(context)")
      {
        throw reader.error(at: key, problem)
      }
      if app.usesSDKServiceExtension, platform == .iOS, !sdk.shipsIOSServiceExtension,
        let nse = value["app"]?["serviceExtension"]
      {
        let shipping = SDK.all.filter(\.shipsIOSServiceExtension).map(\.rawValue).joined(separator: ", ")
        throw reader.error(
          at: nse,
          "\"serviceExtension\": \"sdk\" in \(context): PushSim runs no service extension of \(sdk) (it does for \(shipping); "
            + "Mapp's is not modelled, Kii and the plain SDKs ship none); give the app's own as an object "
            + "{\"takes\", \"title\", \"body\", …}, or null for none")
      }
      var spec = DeviceSpec(id: id, platform: platform, sdk: sdk, wrapper: wrapper, state: state, delegate: delegate, options: options, app: app)
      spec.optionNames = value["options"]?.members.map(\.key).filter { $0 != "note" } ?? []
      devices.append(spec)
    }
    return devices
  }

  /// A device's `options` object, applied to `options` setting by setting.
  ///
  /// SCENARIOS.md lets `options` carry "the SDK's own settings (for example OneSignal
  /// `additionalDataIsRootPayload` …)"; in PushSim that one is the app's (`app`, where
  /// ``loadApp(_:context:file:)`` reads it too), so it is returned rather than applied.
  ///
  /// - Returns: `additionalDataIsRootPayload` when `options` sets it.
  @discardableResult
  func loadOptions(
    _ node: JSONNode, into options: inout DeviceOptions, reader: ScenarioReader, context: String,
    platform: Platform? = nil, sdk: SDK? = nil
  ) throws(ScenarioError) -> Bool? {
    guard node.type == .object else { throw reader.error(at: node, "\"options\" in \(context) must be an object") }
    var additionalDataIsRootPayload: Bool?
    if let (first, second) = DeviceOptions.repeatedAlias(in: node.members.map(\.key)), let value = node[second] {
      throw reader.error(at: value, DeviceOptions.repeatedAliasMessage(first, second) + " (in \(context))")
    }
    for (key, optionValue) in node.members {
      // `options` has fixed names, not a map's keys: a note may stand among them, as in a
      // `set` step (SCENARIOS.md: any object may carry one).
      if key == "note" {
        guard optionValue.type == .string else { throw reader.error(at: optionValue, "\"note\" in \"options\" of \(context) must be a string") }
        continue
      }
      if key == "additionalDataIsRootPayload" {
        guard let flag = optionValue.boolValue else {
          throw reader.error(at: optionValue, "option \"additionalDataIsRootPayload\" must be true or false (in \(context))")
        }
        // The app's setting, given as an option: it does nothing where the app key would not.
        if let platform, let problem = AppKeyScope.inapplicability(ofAppKey: key, on: platform, sdk: sdk) {
          throw reader.error(at: optionValue, problem + " (option in \(context))")
        }
        additionalDataIsRootPayload = flag
        continue
      }
      if let problem = options.apply(DeviceSetting(name: key, value: optionValue.value()), on: platform, written: QuotedValue.writtenNumber(optionValue)) {
        throw reader.error(at: optionValue, problem + " (in \(context))")
      }
      if let platform, let problem = DeviceOptions.inapplicability(of: key, on: platform) {
        throw reader.error(at: optionValue, problem + " (in \(context))")
      }
    }
    if let conflict = options.doNotDisturbBypassConflict, let value = node["androidDndBypassOffChannels"] ?? node["androidDndBypassChannels"] {
      throw reader.error(at: value, conflict + " (in \(context))")
    }
    if let conflict = options.channelSwitchConflict, let value = node["androidUnblockedChannels"] ?? node["androidBlockedChannels"] {
      throw reader.error(at: value, conflict + " (in \(context))")
    }
    return additionalDataIsRootPayload
  }

  /// Whether `text` starts with a URL scheme and its colon (RFC 3986: a letter, then letters,
  /// digits, `+`, `-` or `.`): a prefix an intent filter can match, never the empty string that
  /// every link starts with.
  static func isLinkPrefix(_ text: String) -> Bool {
    guard let colon = text.firstIndex(of: ":"), let first = text.first, first.isASCII, first.isLetter else { return false }
    return text[..<colon].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
  }

  /// Applies the app settings a device's `options` carried (``loadOptions(_:into:reader:context:)``)
  /// to `app`; a setting given in both places must agree.
  func applyAppSettings(
    fromOptions additionalDataIsRootPayload: Bool?, to app: inout AppBehavior, appNode: JSONNode?,
    reader: ScenarioReader, context: String
  ) throws(ScenarioError) {
    guard let additionalDataIsRootPayload else { return }
    if let given = appNode?["additionalDataIsRootPayload"], given.boolValue != additionalDataIsRootPayload {
      throw reader.error(
        at: given, "\"additionalDataIsRootPayload\" is set both in \"options\" and in \"app\" of \(context), differently; set it once")
    }
    app.oneSignalAdditionalDataIsRootPayload = additionalDataIsRootPayload
  }

  /// Why an app's `serviceWorkerAppBadge` refuses `badge` (what `navigator.setAppBadge()`
  /// takes: an integer, 0 or more), quoting it as written.
  static func appBadgeRefusal(_ badge: JSONNode, context: String) -> String {
    "\"serviceWorkerAppBadge\" in \(context) must be the count the service worker passes to navigator.setAppBadge(): "
      + "an integer, 0 or more (0 clears the badge), not \(QuotedValue.raw(badge))"
  }

  /// A device's `app` object. With `platform`, a field of another platform's apps, or of an SDK
  /// other than `sdk` (``AppKeyScope``), is an error at its value.
  func loadApp(
    _ node: JSONNode, context: String, file: String, platform: Platform? = nil, sdk: SDK? = nil
  ) throws(ScenarioError) -> AppBehavior {
    if node.type == .object {
      for (key, value) in node.members where !ScenarioLoader.appKeys.contains(key) && DeviceOptions.expectedValue(of: key) != nil {
        throw ScenarioReader.error(file, at: value, DeviceOptions.optionGivenAsAppKey(key) + " (in \(context))")
      }
    }
    let reader = try ScenarioReader(
      node, file: file, context: context,
      allowed: ScenarioLoader.appKeys)
    if let platform {
      for (key, value) in node.members {
        if let problem = AppKeyScope.inapplicability(ofAppKey: key, on: platform, sdk: sdk) {
          throw reader.error(at: value, problem + " (in \(context))")
        }
      }
    }
    var app = AppBehavior()
    if let names = try reader.strings("willPresent") {
      var options: PresentationOptions = []
      for (index, name) in names.enumerated() {
        guard let option = PresentationOptions.names.first(where: { $0.0 == name })?.1 else {
          let element = node["willPresent"]?[index] ?? node
          var message = "unknown presentation option \(QuotedValue.plain(name)) in \(context); expected banner, list, sound, badge (or alert)"
          if let suggestion = Suggestion.closest(to: name, in: PresentationOptions.names.map(\.0)) { message += "; did you mean \"\(suggestion)\"?" }
          throw reader.error(at: element, message)
        }
        options.formUnion(option)
      }
      app.willPresent = options
    }
    if let nse = node["serviceExtension"], nse.stringValue != nil {
      guard nse.stringValue == "sdk" else {
        throw reader.error(at: nse, "\"serviceExtension\" in \(context) must be \"sdk\" (the embedded SDK's own extension) or an object {\"takes\", \"title\", \"body\", …}")
      }
      app.usesSDKServiceExtension = true
    } else if let nse = node["serviceExtension"], !nse.isNull {
      app.serviceExtension = try Self.loadServiceExtension(nse, context: "serviceExtension of \(context)", file: file)
    }
    app.notificationFilteringEntitlement = try reader.bool("notificationFilteringEntitlement") ?? false
    if let registry = node["pushKit"], !registry.isNull {
      app.pushKit = try Self.loadPushKit(registry, context: "pushKit of \(context)", file: file)
    }
    if let activities = node["liveActivities"] {
      app.liveActivities = try Self.loadLiveActivities(activities, context: "liveActivities of \(context)", file: file)
    }
    app.backgroundHandlerTakes = try reader.duration("backgroundHandlerTakes") ?? .zero
    app.methods = try reader.strings("methods") ?? []
    app.handledLinks = try reader.strings("handledLinks") ?? []
    for (link, element) in zip(app.handledLinks, node["handledLinks"]?.elements ?? []) where !Self.isLinkPrefix(link) {
      throw reader.error(
        at: element,
        "each of \"handledLinks\" in \(context) must be a link prefix with its scheme, such as \"myapp://\" or \"https://shop.example.com/\"; \(QuotedValue.json(link)) is not")
    }
    if let rules = node["urlForDeepLink"] {
      app.wonderPushURLForDeepLink = try loadDeepLinkRules(rules, context: context, file: file, platform: platform)
    }
    app.itunesAppID = try reader.string("itunesAppID")
    if let rules = node["deepLinkCallback"] {
      app.customerIODeepLinkCallback = try loadCustomerIODeepLinkRules(rules, context: context, file: file)
    }
    if let behavior = try reader.choice(
      "pushClickBehavior", CustomerIOPushClickBehavior.allCases.map(\.rawValue),
      what: "Customer.io pushClickBehavior")
    {
      app.customerIOPushClickBehavior = CustomerIOPushClickBehavior(rawValue: behavior)
    }
    app.customerIOBackgroundPushCallback = try reader.bool("backgroundPushCallback") ?? false
    app.locale = try reader.string("locale") ?? app.locale
    if let strings = node["strings"] {
      guard strings.type == .object else { throw reader.error(at: strings, "\"strings\" in \(context) must be an object of key → format string") }
      for (key, value) in strings.members {
        guard let text = value.stringValue else { throw reader.error(at: value, "string \(QuotedValue.plain(key)) in \(context) must be a string") }
        app.strings[key] = text
      }
    }
    if let table = node["stringsdict"] {
      app.stringsDict = try Self.loadStringsDict(table, context: context, file: file)
    }
    if let categories = node["categories"] {
      guard categories.type == .object else { throw reader.error(at: categories, "\"categories\" in \(context) must map a category id to its action ids") }
      for (key, value) in categories.members {
        let actions = value.elements.compactMap(\.stringValue)
        guard value.type == .array, actions.count == value.count else {
          throw reader.error(at: value, "category \(QuotedValue.plain(key)) in \(context) must be an array of action identifiers")
        }
        // R-iOS-20: "All action identifiers must be unique".
        var seen = Set<String>()
        if let repeated = actions.first(where: { !seen.insert($0).inserted }) {
          throw reader.error(
            at: value,
            "category \(QuotedValue.plain(key)) in \(context) lists action \(QuotedValue.plain(repeated)) twice; iOS requires every action identifier to be unique (R-iOS-20)")
        }
        app.categories[key] = actions
      }
    }
    if let dismissing = node["customDismissActionCategories"] {
      let ids = dismissing.elements.compactMap(\.stringValue)
      guard dismissing.type == .array, ids.count == dismissing.count else {
        throw reader.error(at: dismissing, "\"customDismissActionCategories\" in \(context) must be an array of category ids")
      }
      // The option belongs to a category the app registers (R-iOS-19).
      if let unknown = ids.first(where: { app.categories[$0] == nil }) {
        throw reader.error(
          at: dismissing,
          "category \(QuotedValue.plain(unknown)) in \"customDismissActionCategories\" of \(context) is not in \"categories\"; "
            + "the dismiss action is an option of a registered category: add it to \"categories\" (with [] for no buttons)")
      }
      app.customDismissActionCategories = Set(ids)
    }
    if let foreground = node["foregroundActions"] {
      app.foregroundActions = try Self.registeredActions(
        foreground, key: "foregroundActions", of: app, reader: reader, context: context, what: "the foreground option")
    }
    if let textInput = node["textInputActions"] {
      app.textInputActions = try Self.registeredActions(
        textInput, key: "textInputActions", of: app, reader: reader, context: context,
        what: "a text-input action (UNTextInputNotificationAction)")
    }
    if let authenticating = node["authenticationRequiredActions"] {
      app.authenticationRequiredActions = try Self.registeredActions(
        authenticating, key: "authenticationRequiredActions", of: app, reader: reader, context: context,
        what: "the authenticationRequired option")
    }
    if let choice = try reader.choice(
      "onNotificationReceived", AppBehavior.OneSignalServiceExtensionChoice.allCases.map(\.rawValue), what: "onNotificationReceived choice")
    {
      app.oneSignalServiceExtension = AppBehavior.OneSignalServiceExtensionChoice(rawValue: choice) ?? .display
    }
    if let listener = node["onWillDisplay"] {
      try loadOnWillDisplay(listener, into: &app, file: file, context: context)
    }
    app.oneSignalDisplayAfter = try reader.duration("displayAfter")
    app.oneSignalOwnNotificationCenterDelegate = try reader.bool("ownNotificationCenterDelegate") ?? false
    if let selectors = node["appDelegateSelectors"] {
      app.appDelegateSelectors = try Self.loadAppDelegateSelectors(selectors, reader: reader, context: context)
    }
    app.oneSignalAdditionalDataIsRootPayload = try reader.bool("additionalDataIsRootPayload") ?? false
    app.oneSignalDisableBadgeClearing = try reader.bool("disableBadgeClearing") ?? false
    app.oneSignalSuppressLaunchURLs = try reader.bool("suppressLaunchURLs") ?? false
    if let outcomes = node["outcomes"] {
      app.oneSignalOutcomes = try Self.loadOneSignalOutcomes(outcomes, context: "outcomes of \(context)", file: file)
    }
    if let value = try reader.choice(
      "notificationOpenedDefault", ScenarioLoader.notificationOpenedDefaultChoices, what: "\"notificationOpenedDefault\" value (com.onesignal.NotificationOpened.DEFAULT)")
    {
      app.oneSignalNotificationOpenedDisabled = value == "DISABLE"
    }
    if let channels = node["notificationChannels"] {
      app.oneSignalNotificationChannels = try loadOneSignalChannels(channels, file: file, context: context)
    }
    app.mappShowsNotificationsOnForeground = try reader.bool("showNotificationsOnForeground") ?? false
    if let mode = try reader.choice("notificationMode", MappNotificationMode.allCases.map(\.rawValue), what: "Mapp notificationMode") {
      app.mappNotificationMode = MappNotificationMode(rawValue: mode) ?? .backgroundOnly
    }
    app.serviceWorkerShowsNotification = try reader.bool("serviceWorkerShowsNotification") ?? true
    if let handler = try reader.choice(
      "serviceWorkerPushHandler", ServiceWorkerPushHandler.allCases.map(\.rawValue), what: "\"serviceWorkerPushHandler\" value")
    {
      app.serviceWorkerPushHandler = ServiceWorkerPushHandler(rawValue: handler) ?? .shows
      if app.serviceWorkerPushHandler == .showsThenRejects, !app.serviceWorkerShowsNotification, let node = node["serviceWorkerPushHandler"] {
        throw reader.error(
          at: node,
          "\"serviceWorkerPushHandler\": \"showsThenRejects\" in \(context) says the worker shows its notification, but "
            + "\"serviceWorkerShowsNotification\" is false; use \"rejects\" for a handler that rejects before showing anything, "
            + "or drop \"serviceWorkerShowsNotification\": false")
      }
    }
    if let takes = try reader.duration("serviceWorkerPushHandlerTakes"), let node = node["serviceWorkerPushHandlerTakes"] {
      app.serviceWorkerPushHandlerTakes = takes
      // Only a waitUntil promise can keep the event running: a listener that throws, or none,
      // ends it at once.
      if takes > .zero, !app.serviceWorkerPushHandler.awaitsPromise {
        throw reader.error(
          at: node,
          "\"serviceWorkerPushHandlerTakes\" in \(context) is the time the push listener's waitUntil promise takes to "
            + "settle, but \"serviceWorkerPushHandler\" is \"\(app.serviceWorkerPushHandler.rawValue)\", which passes "
            + "waitUntil no promise, so the event ends at once; use \"shows\", \"rejects\" or \"showsThenRejects\", "
            + "or drop \"serviceWorkerPushHandlerTakes\"")
      }
    }
    app.serviceWorkerClosesOnClick = try reader.bool("serviceWorkerClosesOnClick") ?? true
    if let badge = node["serviceWorkerAppBadge"] {
      // navigator.setAppBadge(contents) takes an [EnforceRange] unsigned long long; PushSim's
      // badge is a signed 64-bit number.
      guard let count = badge.wholeNumberValue, count >= 0 else {
        throw reader.error(at: badge, ScenarioLoader.appBadgeRefusal(badge, context: context))
      }
      app.serviceWorkerAppBadge = Int(count)
    }
    app.userVisibleOnly = try reader.bool("userVisibleOnly") ?? true
    app.directBootAware = try reader.bool("directBootAware") ?? false
    return app
  }
}
