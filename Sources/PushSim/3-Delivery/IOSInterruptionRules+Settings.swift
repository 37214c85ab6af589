extension IOSInterruptionRules {
  /// The device options ``IOSInterruptionRules/decide(level:criticalSound:settings:now:presentedByApp:)``
  /// reads: the Focus, the Scheduled Summary, the app's entitlements and authorization, and the
  /// user's time-sensitive settings.
  ///
  /// A device keeps these up to date beside its options, so that deciding for each iOS push
  /// copies these few values, not the whole ``DeviceOptions`` (docs/Performance.md,
  /// twenty-fifth round).
  public struct Settings: Equatable, Sendable {
    /// ``DeviceOptions/iosFocus``.
    public var focus: DeviceOptions.Focus
    /// ``DeviceOptions/iosScheduledSummary``: the summary's times of day, or `nil` for none.
    public var scheduledSummary: [Duration]?
    /// ``DeviceOptions/iosTimeSensitiveEntitlement``.
    public var timeSensitiveEntitlement: Bool
    /// ``DeviceOptions/iosCriticalAlertsEntitlement``.
    public var criticalAlertsEntitlement: Bool
    /// ``DeviceOptions/iosCriticalAlertAuthorization``.
    public var criticalAlertAuthorization: Bool
    /// ``DeviceOptions/iosTimeSensitiveSetting``.
    public var timeSensitiveSetting: Bool
    /// ``DeviceOptions/iosFocusAllowsTimeSensitive``.
    public var focusAllowsTimeSensitive: Bool
    /// ``DeviceOptions/iosFocusAllowedPeople``.
    public var focusAllowedPeople: [String]
    /// ``DeviceOptions/iosFocusStatusShared``.
    public var focusStatusShared: Bool
    /// ``DeviceOptions/iosFocusAllowCallsFrom``.
    public var focusAllowCallsFrom: DeviceOptions.FocusCallers
    /// ``DeviceOptions/iosFocusAllowRepeatedCalls``.
    public var focusAllowRepeatedCalls: Bool
    /// ``DeviceOptions/iosContacts``.
    public var contacts: [String]
    /// ``DeviceOptions/iosFavorites``.
    public var favorites: [String]
    /// ``DeviceOptions/iosDirectMessagesSetting``.
    public var directMessagesSetting: Bool
    /// ``DeviceOptions/clockEpochSeconds``: the UNIX time of the clock's zero.
    public var clockEpochSeconds: Int64

    /// Whether Allow Calls From lets `caller`'s ringing call ring.
    func allowsCalls(from caller: String) -> Bool {
      switch focusAllowCallsFrom {
      case .everyone: true
      case .noOne: false
      case .favorites: favorites.contains(caller)
      case .contacts: contacts.contains(caller)
      }
    }

    /// The settings of `options`.
    public init(_ options: DeviceOptions) {
      focus = options.iosFocus
      scheduledSummary = options.iosScheduledSummary
      timeSensitiveEntitlement = options.iosTimeSensitiveEntitlement
      criticalAlertsEntitlement = options.iosCriticalAlertsEntitlement
      criticalAlertAuthorization = options.iosCriticalAlertAuthorization
      timeSensitiveSetting = options.iosTimeSensitiveSetting
      focusAllowsTimeSensitive = options.iosFocusAllowsTimeSensitive
      focusAllowedPeople = options.iosFocusAllowedPeople
      focusStatusShared = options.iosFocusStatusShared
      focusAllowCallsFrom = options.iosFocusAllowCallsFrom
      focusAllowRepeatedCalls = options.iosFocusAllowRepeatedCalls
      contacts = options.iosContacts
      favorites = options.iosFavorites
      directMessagesSetting = options.iosDirectMessagesSetting
      clockEpochSeconds = options.clockEpochSeconds
    }
  }
}
