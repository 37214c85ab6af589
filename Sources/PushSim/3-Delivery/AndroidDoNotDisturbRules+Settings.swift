extension AndroidDoNotDisturbRules {
  /// The device options ``AndroidDoNotDisturbRules/decide(channel:category:conversation:repeatCaller:settings:)`` reads.
  ///
  /// A device keeps these up to date beside its options, so that the per-push check while Do
  /// Not Disturb is off reads one value, not ``DeviceOptions`` (docs/Performance.md).
  public struct Settings: Equatable, Sendable {
    /// ``DeviceOptions/androidDoNotDisturb``.
    public var mode: DeviceOptions.DoNotDisturb
    /// ``DeviceOptions/androidDndAllows``.
    public var allows: [Category]
    /// ``DeviceOptions/androidDndBypassChannels``, then the channels the app created with
    /// `setBypassDnd(true)` while it had notification policy access
    /// (``SimulatedDevice/androidAppBypassDndChannels``).
    public var bypassChannels: [String]
    /// ``DeviceOptions/androidDndHidesNotifications``.
    public var hidesNotifications: Bool
    /// ``DeviceOptions/androidDndConversations``.
    public var conversations: ConversationSenders

    /// The settings of `options`, with `appBypassChannels`, the channels the app made bypass
    /// Do Not Disturb itself.
    public init(_ options: DeviceOptions, appBypassChannels: [String] = []) {
      mode = options.androidDoNotDisturb
      allows = options.androidDndAllows
      bypassChannels = options.androidDndBypassChannels + appBypassChannels.filter { !options.androidDndBypassChannels.contains($0) }
      hidesNotifications = options.androidDndHidesNotifications
      conversations = options.androidDndConversations
    }
  }
}
