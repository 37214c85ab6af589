/// What replaying a device's journal (``DeviceJournal/replay(beforeStep:)``) rebuilt: the run's
/// result, the device, its simulation (clock and trace), and Kii Cloud's state at the end when
/// the device was created with `--kii`.
struct DeviceReplay {
  /// The run's result (a failure means a step did not replay, or the new one was refused).
  var result: ScenarioResult
  /// The device, `nil` only when it could not be created.
  var device: SimulatedDevice?
  /// The simulation: the virtual clock and the trace.
  var simulation: Simulation
  /// Kii Cloud's application as the steps left it (subscriptions), `nil` without `--kii`.
  var kii: KiiCloud?
}
