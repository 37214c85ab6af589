extension ScenarioRunner {
  /// Plays a `refused` step: `inner` runs and must fail with a step error whose message
  /// contains `message`; `nil` when it does. The refusals of the kinds that can be refused are
  /// made before the device changes, so nothing is recorded and the scenario goes on as if the
  /// step had not been written.
  ///
  /// - Returns: the failure when `inner` is of a kind that is never refused (a scenario built in
  ///   code; the loader refuses it), applies, or is refused with another error
  ///   (``refusalFailure(of:expecting:error:recorded:step:)``).
  func refuse(
    _ inner: ScenarioStep, expecting message: String, step index: Int, simulation: Simulation,
    devices: [String: SimulatedDevice], kiiCloud: KiiCloudService?
  ) -> ScenarioFailure? {
    if let why = inner.whyNeverRefused {
      return ScenarioFailure(step: index, kind: "refused", summary: "\(ScenarioStep.aStep(inner.kind)) cannot be refused: \(why)")
    }
    let start = simulation.trace.events.count
    var pushes: [ScenarioPush] = []
    var error: DeviceError?
    do throws(DeviceError) {
      try perform(inner, index: index, simulation: simulation, devices: devices, kiiCloud: kiiCloud, pushes: &pushes)
    } catch let refusal {
      error = refusal
    }
    return Self.refusalFailure(of: inner.kind, expecting: message, error: error, recorded: simulation.trace.events[start...], step: index)
  }

  /// How a `refused` step ended, given the error its inner step (of `kind`) threw and the events
  /// it recorded: `nil` when it was refused with an error containing `message` and recorded
  /// nothing; otherwise the failure of step `step`:
  /// - the step applied: `the tap step was not refused; expected an error containing "…"`,
  ///   with the events it recorded;
  /// - another error: `the tap step was refused with another error; expected an error
  ///   containing "…"`, with the error;
  /// - the expected error after events were recorded (a step that changed the device before it
  ///   failed, which no refusable kind does): the failure says so, with the events.
  static func refusalFailure(
    of kind: String, expecting message: String, error: DeviceError?, recorded: ArraySlice<TraceEvent>, step: Int
  ) -> ScenarioFailure? {
    let expected = "expected an error containing \(QuotedValue.plain(message))"
    let events = recorded.isEmpty ? [] : ["the step recorded (\(recorded.count) event\(recorded.count == 1 ? "" : "s")):"] + firstListed(recorded.map { "  " + $0.jsonLine })
    guard let error else {
      return ScenarioFailure(step: step, kind: "refused", summary: "the \(kind) step was not refused; \(expected)", details: events)
    }
    guard error.message.contains(message) else {
      return ScenarioFailure(
        step: step, kind: "refused", summary: "the \(kind) step was refused with another error; \(expected)",
        details: ["error: " + error.message] + events)
    }
    guard recorded.isEmpty else {
      return ScenarioFailure(
        step: step, kind: "refused",
        summary: "the \(kind) step was refused only after it had changed the device; a refused step must change nothing (PushSim's own fault: report it)",
        details: ["error: " + error.message] + events)
    }
    return nil
  }
}
