/// The runtimes of the vendor SDKs PushSim simulates on devices.
enum SDKRuntimes {
  /// The runtime of `sdk` on `platform`, or `nil` for the plain platform SDKs.
  static func make(_ sdk: SDK, platform: Platform, app: AppBehavior, options: DeviceOptions = DeviceOptions()) -> (any EmbeddedSDK)? {
    switch sdk {
    case .wonderpush:
      WonderPushRuntime(
        methods: app.methods, urlForDeepLink: app.wonderPushURLForDeepLink, packageName: options.packageName,
        itunesAppID: app.itunesAppID)
    case .onesignal: OneSignalRuntime(
      additionalDataIsRootPayload: app.oneSignalAdditionalDataIsRootPayload, installationID: options.installationID)
    case .mapp: MappRuntime()
    case .kii: KiiRuntime()
    case .customerio: CustomerIORuntime()
    default: nil
    }
  }
}
