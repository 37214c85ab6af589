/// `pushsim matrix --device JSON`: the knobs and app every cell's device starts from, written as
/// a scenario device's `options` and `app` (`{"options": {"notificationPermission": false},
/// "app": {"willPresent": ["banner", "sound"]}}`); `parse` and `lint` read theirs the same way.
enum MatrixDeviceArgument {
  /// The keys `--device` takes.
  static let keys = ["options", "app"]

  /// What a refusal adds when the key it names would act in a wrapper's row: without
  /// `--wrappers` every row is a native app.
  static let wrappersHint =
    "; every row is a native app without --wrappers: add --wrappers for rows with the Cordova, React Native and Flutter "
    + "wrappers and Airship's plugins"

  /// Reads the argument; returns the device and the argument as JSON (`--json` echoes it).
  ///
  /// - Throws: ``UsageError`` for text that is not a JSON object, an unknown key, or a setting
  ///   the scenario format refuses (the message says which, at which line and column).
  static func parse(_ text: String, help: String) throws(UsageError) -> (device: MatrixDevice, given: JSONValue) {
    let settings = try settings(text, startingFrom: MatrixDevice.defaultOptions, help: help)
    guard settings.given["app"] == nil, let app = settings.app else {
      return (MatrixDevice(options: settings.options, app: settings.app), settings.given)
    }
    // Only options: an option that sets the app (OneSignal's `additionalDataIsRootPayload`)
    // goes on each cell's plain app, which keeps its service extension.
    var device = MatrixDevice(options: settings.options)
    device.additionalDataIsRootPayload = app.oneSignalAdditionalDataIsRootPayload
    return (device, settings.given)
  }

  /// Reads a `--device` argument (`matrix`, `parse`, `lint`): the options over `defaults`, the
  /// app when given (`nil` otherwise), and the argument as JSON.
  ///
  /// - Throws: ``UsageError`` as ``parse(_:help:)`` does.
  static func settings(
    _ text: String, startingFrom defaults: DeviceOptions, help: String
  ) throws(UsageError) -> (options: DeviceOptions, app: AppBehavior?, given: JSONValue) {
    let root = try UsageError.jsonObject(text, option: "--device", shape: #"such as {"options": {…}, "app": {…}}"#, help: help).root
    do {
      let loader = ScenarioLoader()
      let reader = try ScenarioReader(root, file: "--device", context: "--device", allowed: keys)
      var options = defaults
      var rootPayload: Bool?
      if let node = root["options"] { rootPayload = try loader.loadOptions(node, into: &options, reader: reader, context: "--device") }
      var app = try root["app"].map { (node: JSONNode) throws(ScenarioError) in
        try loader.loadApp(node, context: "\"app\" of --device", file: "--device")
      }
      if rootPayload != nil {
        var settled = app ?? AppBehavior()
        try loader.applyAppSettings(fromOptions: rootPayload, to: &settled, appNode: root["app"], reader: reader, context: "--device")
        app = settled
      }
      return (options, app, root.value())
    } catch {
      throw UsageError(error.description, help: help)
    }
  }

  /// The first option or app key of `given` (the argument as JSON) that does nothing on every
  /// platform the matrix covers, with that platform's SDK and its rows' wrappers (`native`
  /// only, without `--wrappers`), under the browser `options` set, or `nil`. One `--device`
  /// serves every cell, so a key that acts on one of the platforms is kept (`willPresent` with
  /// an FCM HTTP v1 body, `reactNativeHeadlessTaskTimeoutSeconds` with `--wrappers`); only a
  /// key that acts on none of them is refused, as `parse` refuses it for its one platform:
  /// `option "doze" is for android devices; on ios it would do nothing`.
  static func inapplicability(
    of given: JSONValue, on sections: [(platform: Platform, sdk: SDK, wrappers: [Wrapper])], options: DeviceOptions = DeviceOptions()
  ) -> String? {
    guard !sections.isEmpty else { return nil }
    // Each platform's reason, and whether it is the platform's own (an option of another
    // platform, an app key its apps do not read) rather than its SDK's, wrappers' or browser's.
    let problems: [(String) -> [(message: String, platformWide: Bool)]] = [
      { name in
        sections.compactMap { section in
          if let problem = DeviceOptions.inapplicability(of: name, on: section.platform) { return (problem, true) }
          // Acts on the platform when it acts in one of its rows.
          let wrappers: [Wrapper?] = section.wrappers.isEmpty ? [nil] : section.wrappers
          let each = wrappers.map {
            DeviceOptions.ineffectiveness(of: name, platform: section.platform, sdk: section.sdk, wrapper: $0, options: options)
          }
          guard !each.contains(where: { $0 == nil }), let first = each.first ?? nil else { return nil }
          return (first, false)
        }
      },
      { name in sections.compactMap { AppKeyScope.inapplicability(ofAppKey: name, on: $0.platform, sdk: $0.sdk).map { ($0, true) } } },
    ]
    for (key, problemsOf) in zip(["options", "app"], problems) {
      for name in given[key]?.objectValue?.keys.map({ $0 }) ?? [] {
        let found = problemsOf(name)
        guard found.count == sections.count, let first = found.first else { continue }
        let others = zip(sections.dropFirst(), found.dropFirst())
        let platformWide = others.filter { $0.1.platformWide }.map(\.0.platform.description)
        var message = first.message
        if !platformWide.isEmpty {
          message += ", nor on " + platformWide.joined(separator: " or ")
          if platformWide.count == sections.count - 1 {
            message += ", the other platform\(platformWide.count == 1 ? "" : "s") this payload reaches"
          }
        }
        for (section, problem) in others where !problem.platformWide {
          message += "; on \(section.platform): \(problem.message)"
        }
        return message
      }
    }
    return nil
  }
}
