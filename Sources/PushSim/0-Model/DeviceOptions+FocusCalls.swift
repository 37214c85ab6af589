extension DeviceOptions {
  /// Whose ringing calls a Focus lets ring although it does not allow the app (Settings > Focus >
  /// the Focus > People > Allow Calls From; option `focusAllowCallsFrom`). iOS's
  /// DoNotDisturbServer reads it for an incoming call only (a notification whose content type
  /// is an incoming call, ``StartCallIntent/rings``), beside the People list
  /// (docs/ModellingChoices/iOS.md, "Ringing calls").
  public enum FocusCallers: String, Sendable, CaseIterable {
    /// Every caller rings.
    case everyone
    /// No caller rings but the People list's (and repeated calls).
    case noOne
    /// The user's favourites ring (option `favorites`): iOS's default.
    case favorites
    /// Every caller among the user's contacts rings (option `contacts`).
    case contacts
  }
}
