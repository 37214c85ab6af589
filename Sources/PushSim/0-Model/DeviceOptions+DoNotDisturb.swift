extension DeviceOptions {
  /// Android's Do Not Disturb (Zen mode), as `Settings.Global.ZEN_MODE` and
  /// `NotificationManager.getCurrentInterruptionFilter()` name its states (option
  /// `doNotDisturb`, docs/ModellingChoices/Android.md, ``AndroidDoNotDisturbRules``).
  public enum DoNotDisturb: String, Sendable, CaseIterable {
    /// Do Not Disturb is off (`ZEN_MODE_OFF`, `INTERRUPTION_FILTER_ALL`).
    case off
    /// Priority only (`ZEN_MODE_IMPORTANT_INTERRUPTIONS`, `INTERRUPTION_FILTER_PRIORITY`): the
    /// policy's categories and the channels that may bypass Do Not Disturb interrupt; the rest
    /// is intercepted.
    case priorityOnly
    /// Alarms only (`ZEN_MODE_ALARMS`, `INTERRUPTION_FILTER_ALARMS`): only alarm notifications
    /// interrupt, whatever the channel.
    case alarmsOnly
    /// Total silence (`ZEN_MODE_NO_INTERRUPTIONS`, `INTERRUPTION_FILTER_NONE`): every
    /// notification is intercepted.
    case totalSilence
  }
}
