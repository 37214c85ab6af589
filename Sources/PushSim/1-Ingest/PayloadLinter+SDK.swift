extension PayloadLinter {
  /// The findings of a vendor SDK's own rules for a payload: what
  /// ``lint(_:platform:headers:options:app:sdk:)`` adds for `sdk`, which a device embedding the
  /// SDK records as `push.warning` with `sdk`: the warnings, and the first error (the push the
  /// SDK refuses) with `severity` `error`, unless the trace says it another way
  /// (`SimulatedDevice.emitSDKWarnings`).
  ///
  /// Neither the platform's findings (``IncomingPush/warnings``, the FCM SDK's appearance) nor an
  /// FCM HTTP v1 body's shape (``FCMv1Lint``, cited by Customer.io's page) are among them: the
  /// device reports the former already and never sees the latter.
  ///
  /// - Parameters:
  ///   - sdk: the SDK the app embeds; the plain SDKs (APNs, FCM, Web Push) have no rules of their own.
  ///   - bytes: the payload.
  ///   - platform: the receiving platform.
  ///   - decoded: what ``PushDecoder`` made of the payload.
  ///   - app: the receiving app (OneSignal's `additional_data_is_root_payload`).
  ///   - androidApiLevel: the Android device's API level (OneSignal's `bg_img` is drawn below 31).
  /// - Returns: the SDK's findings, errors and warnings, in the order its lint lists them.
  static func sdkFindings(
    _ sdk: SDK, _ bytes: [UInt8], platform: Platform, decoded: Result<IncomingPush, PayloadIssue>, app: AppBehavior,
    androidApiLevel: Int = DeviceOptions.defaultAndroidApiLevel
  ) -> [Finding] {
    switch sdk {
    case .onesignal:
      guard case .success(let push) = decoded else { return [] }
      let decoder = OSNotificationDecoder(additionalDataIsRootPayload: app.oneSignalAdditionalDataIsRootPayload, androidApiLevel: androidApiLevel)
      return decoder.decode(push).findings
    case .wonderpush: return WonderPushLint.findings(bytes, platform: platform, decoded: decoded)
    case .mapp: return MappLint.findings(platform: platform, decoded: decoded)
    case .customerio: return CustomerIOLint.sdkFindings(platform: platform, decoded: decoded)
    case .kii: return KiiLint.findings(bytes, platform: platform, decoded: decoded)
    default: return []
    }
  }
}
