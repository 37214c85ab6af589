import Foundation

/// `pushsim bench`'s replay figure: a generated scenario of many steps (pushes, taps, time,
/// expectations) run by ``ScenarioRunner``, as a long scripted CI run would.
struct BenchReplay {
  /// A scenario of `steps` steps on one Android device in the background: a notification
  /// message (one of 100 tags, so the center stays small), a second one, a tap on the latest, a
  /// second of virtual time, an app action back to the background, and an expectation, over and
  /// over.
  static func scenario(steps: Int) -> Scenario {
    let device = DeviceSpec(id: "phone", platform: .android, sdk: .fcm, state: .background)
    var script: [ScenarioStep] = []
    script.reserveCapacity(steps)
    var index = 0
    while script.count < steps {
      let payload = Array(#"{"gcm.n.e":"1","gcm.n.title":"Order \#(index)","gcm.n.tag":"t\#(index % 100)","order":"\#(index)","google.message_id":"m\#(index)"}"#.utf8)
      let cycle: [ScenarioStep] = [
        .push(to: ["phone"], payload: payload, headers: PushHeaders()),
        .tap(device: "phone", notification: .latest, button: nil),
        .advance(.seconds(1)),
        .app(device: "phone", action: .background),
        .expect({
          var expectation = Expectation()
          expectation.events = [["event": "delegate.onNotificationOpened"]]
          return expectation
        }()),
      ]
      for step in cycle where script.count < steps { script.append(step) }
      index += 1
    }
    return Scenario(name: "generated replay", devices: [device], steps: script)
  }

  /// Runs the generated scenario; returns the steps per second, or the failure's text.
  static func stepsPerSecond(steps: Int) -> (rate: Double, failure: String?) {
    let scenario = scenario(steps: steps)
    let clock = ContinuousClock()
    let start = clock.now
    // A generated run may go past the default caps, which guard against files that loop.
    var runner = ScenarioRunner()
    runner.maxSteps = max(runner.maxSteps, steps)
    runner.maxTasks = max(runner.maxTasks, steps * 8)
    let result = runner.run(scenario)
    let elapsed = start.duration(to: clock.now)
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return (Double(steps) / seconds, result.failure.map { "step \($0.step): \($0.summary)" })
  }
}
