/// What a fuzz case is fed to.
public enum FuzzTarget: String, Sendable, CaseIterable {
  /// The payload path: bytes → ``PushDecoder`` on each platform → ``SimulatedDevice/receive(_:headers:)``
  /// on a device per simulated SDK (``SDK/simulated(on:)``) → a tap when something is shown; and
  /// ``PayloadLinter/lint(_:platform:headers:options:app:sdk:)`` and `pushsim parse` for each SDK.
  case payload
  /// The scenario path: bytes → ``ScenarioLoader/load(bytes:file:)`` → ``ScenarioRunner/run(_:)``.
  case scenario
}
