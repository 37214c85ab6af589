extension DeviceOptions {
  /// The options every device accepts but that act only on some platforms, SDKs or wrappers.
  ///
  /// ``inapplicability(of:on:)`` refuses an option of another platform outright; these are
  /// accepted (SCENARIOS.md names `lowPowerMode`, `debuggerAttached` and `realDevice` as options
  /// of any device, and its own example sets `realDevice` on an Android device), so a device
  /// where one does nothing records a `device.warning` with reason `optionNotApplicable`
  /// instead of ignoring it silently, and `pushsim device` refuses it on its command line.
  static let narrowSettings: [(name: String, appliesTo: Applicability)] = [
    ("lowPowerMode", .platforms([.iOS])),
    ("debuggerAttached", .platforms([.iOS])),
    ("realDevice", .platforms([.iOS])),
    ("packageName", .platforms([.android])),
    ("showPushAppInForeground", .sdks([.customerio])),
    ("autoTrackPushEvents", .sdks([.customerio])),
    ("installationId", .sdks([.wonderpush, .onesignal])),
    ("reactNativeHeadlessTaskTimeoutSeconds", .wrappers([.reactNative])),
  ]

  /// Where an option of ``narrowSettings`` acts.
  enum Applicability: Sendable {
    case platforms([Platform])
    case sdks([SDK])
    case wrappers([Wrapper])
  }

  /// Why an option a device accepts does nothing on a device of this platform, SDK and wrapper
  /// (the option's name, where it acts, and that it would do nothing here), or `nil` when it
  /// acts there or is not one of ``narrowSettings``. A `nil` wrapper is not checked (a
  /// `--device` that serves cells of several wrappers).
  static func ineffectiveness(of name: String, platform: Platform, sdk: SDK, wrapper: Wrapper?) -> String? {
    guard let entry = narrowSettings.first(where: { $0.name == name }) else { return nil }
    switch entry.appliesTo {
    case .platforms(let platforms) where !platforms.contains(platform):
      return "option \"\(name)\" acts on \(platforms.map(\.description).joined(separator: " and ")) devices only; on \(platform) it does nothing"
    case .sdks(let sdks) where !sdks.contains(sdk):
      return "option \"\(name)\" is a setting of the \(sdks.map(\.rawValue).joined(separator: " and ")) SDK"
        + "\(sdks.count == 1 ? "" : "s"); with sdk \"\(sdk)\" it does nothing"
    case .wrappers(let wrappers) where wrapper.map({ !wrappers.contains($0) }) == true:
      return "option \"\(name)\" is for apps with wrapper \(wrappers.map { "\"\($0)\"" }.joined(separator: " or "))"
        + "; with wrapper \"\(wrapper ?? .native)\" it does nothing"
    default:
      return nil
    }
  }
}
