/// OneSignal: the outcome (influence) settings the app's dashboard sends the SDK in its remote
/// parameters (`ios_params` → `outcomes`: `direct.enabled`, `indirect.enabled`,
/// `indirect.notification_attribution.minutes_since_displayed`), which decide whether a session
/// counts as attributed. App key `outcomes`.
///
/// The SDK's own defaults, used when the remote parameters say nothing, turn every influence
/// off: `OSInfluenceDataRepository` (OneSignal/OneSignal-iOS-SDK
/// `iOS_SDK/OneSignalSDK/OneSignalOutcomes/Source/Influence/OSInfluenceDataRepository.m`)
/// reads `isDirectInfluenceEnabled` and `isIndirectInfluenceEnabled` with `defaultValue:NO`, and
/// `saveOutcomeEnabledFlag` stores `NO` for a parameter without `enabled`. The attribution window
/// defaults to `DEFAULT_INDIRECT_ATTRIBUTION_WINDOW`, 1440 minutes in v2 (`24 * 60`) and on
/// Android (v5's iOS definition was not found; 24 h in OneSignal's
/// "Analytics overview": "influence window (default: 24 hours)"). **Sources disagree** on its
/// unit: v5's `OSChannelTracker lastReceivedIds` (`OneSignalOutcomes/Source/Influence/`)
/// compares a notification's age in seconds with that number as it is (its variable is named
/// `attributionWindowInSeconds`; v2's `OSSessionManager` multiplied it by 60), so the SDK counts
/// 1440 *seconds* (24 min); PushSim does what the SDK does (``indirectWindow``).
/// docs/OneSignal.md, "Attributed sessions keep an iOS app running".
public struct OneSignalOutcomeSettings: Equatable, Sendable {
  /// The dashboard enables direct attribution: a session the user began by opening a OneSignal
  /// notification is attributed. Default `false` (the SDK's default).
  public var direct = false
  /// The dashboard enables indirect (influenced) attribution: a session begun within
  /// ``indirectWindow`` of receiving a OneSignal notification is attributed. Default `false`.
  public var indirect = false
  /// The dashboard's attribution window in minutes (`minutes_since_displayed`). Default 1440.
  public var indirectWindowMinutes = 1440

  /// How long after its receipt a OneSignal notification influences a session, as v5's
  /// `OSChannelTracker` counts it: the window's number taken as seconds (1440 s by default).
  var indirectWindow: Duration { .seconds(indirectWindowMinutes) }

  /// The SDK's defaults: no influence enabled, a window of 1440.
  public init() {}
}
