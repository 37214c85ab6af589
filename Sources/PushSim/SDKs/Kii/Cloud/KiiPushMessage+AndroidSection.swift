extension KiiPushMessage {
  /// The REST body's section that carries the Android fields: `gcm` (what the SDKs'
  /// `GCMMessage` writes) or `fcm`. Both reach the FCM installations; they differ in the data
  /// keys Kii Cloud refuses while the section is enabled (Kii REST reference, "Push Messages":
  /// 400 `INVALID_INPUT_DATA`):
  ///
  /// - `gcm`: a key starting with `google` or one of `from`, `registration_ids`, `collapse_key`,
  ///   `data`, `delay_while_idle`, `time_to_live`, `restricted_package_name`, `dry_run`, in any
  ///   case (KII-U `GCMData.ValidateKey` lower-cases the key; the REST page writes the prefix
  ///   `google.`, the SDK refuses `google` already: PushSim follows the SDK).
  /// - `fcm`: a key starting with `google.` or `gcm.`, or one of `from`, `message_type`,
  ///   `collapse_key`, `priority`, `ttl`, `restricted_package_name`, `notification`,
  ///   `fcm_options`, `direct_boot_ok` (matched as written: the page does not say otherwise).
  public enum AndroidSection: String, Sendable, CaseIterable {
    /// `gcm`: GCM's reserved words.
    case gcm
    /// `fcm`: FCM's reserved words.
    case fcm

    /// The section beside this one (`gcm` for `fcm`, `fcm` for `gcm`).
    public var other: AndroidSection { self == .gcm ? .fcm : .gcm }

    /// The words this section refuses as data keys.
    public var reservedWords: Set<String> {
      switch self {
      case .gcm: KiiLint.gcmReservedKeys
      case .fcm:
        [
          "from", "message_type", "collapse_key", "priority", "ttl", "restricted_package_name", "notification",
          "fcm_options", "direct_boot_ok",
        ]
      }
    }

    /// The prefixes this section refuses.
    public var reservedPrefixes: [String] {
      switch self {
      case .gcm: ["google"]
      case .fcm: ["google.", "gcm."]
      }
    }

    /// Whether `key` is a data key this section refuses.
    public func isReserved(_ key: String) -> Bool {
      let word = self == .gcm ? key.lowercased() : key
      return reservedWords.contains(word) || reservedPrefixes.contains { key.hasPrefix($0) }
    }

    /// The first key of `data` (in its order) this section refuses, or `nil`.
    public func reservedKey(in data: JSONObject) -> String? {
      data.keys.first(where: isReserved)
    }

    /// Why Kii refuses `key`, with what to do.
    func refusal(of key: String) -> PayloadIssue {
      switch self {
      case .gcm:
        PayloadIssue(
          reason: "gcmReservedKey",
          message: "data key \(QuotedValue.plain(key)) is a GCM reserved word: \"Data contains key that is GCM reserve word\"; rename it or disable FCM",
          rule: "KII-U GCMData.cs")
      case .fcm:
        PayloadIssue(
          reason: "fcmReservedKey",
          message: "data key \(QuotedValue.plain(key)) is reserved while \"fcm\" is enabled (Kii refuses google., gcm. and "
            + "from, message_type, collapse_key, priority, ttl, restricted_package_name, notification, fcm_options, "
            + "direct_boot_ok); rename it or disable fcm",
          rule: "Kii REST: push messages")
      }
    }
  }
}
