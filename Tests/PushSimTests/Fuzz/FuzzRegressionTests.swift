import PushSim
import Testing

/// Cases the fuzzer found, kept as explicit inputs so they stay fixed.
struct FuzzRegressionTests {
  /// Found by the hostile case `steps-many`: the loader computed the line and column of every
  /// step eagerly, each a scan from the start of the file, so a one-line scenario of 20,000
  /// steps took 29 s to load in a debug build (quadratic; a 16 MB file would have taken hours).
  /// Positions are now computed only for errors.
  @Test func aLongOneLineScenarioLoadsInLinearTime() throws {
    let steps = Array(repeating: #"{"network":{"online":true}}"#, count: 20_000).joined(separator: ",")
    let bytes = Array(scenarioText(steps: steps).utf8)
    var scenario: Scenario?
    let elapsed = try ContinuousClock().measure { scenario = try ScenarioLoader().load(bytes: bytes, file: "long.json") }
    #expect(scenario?.steps.count == 20_000)
    #expect(elapsed < .seconds(10), "loading took \(elapsed)")
    // An error at the end still names its line and column.
    let broken = Array(scenarioText(steps: steps + #",{"network":{"online":"yes"}}"#).utf8)
    #expect(throws: ScenarioError.self) { try ScenarioLoader().load(bytes: broken, file: "long.json") }
    do {
      _ = try ScenarioLoader().load(bytes: broken, file: "long.json")
    } catch {
      #expect(error.line == 1)
      #expect(error.column > 500_000)
    }
  }

  /// Found by the long mode (`--target scenario --seed 2`, cases 61522, 73536, 77250, …): a 1 MB
  /// string where a name is expected (an event matcher, an app action) took over a second in a
  /// release build, because the "did you mean" suggestion computed the edit distance of the
  /// whole string to every known name. A name far longer than every candidate now gets no
  /// suggestion without computing it.
  @Test func aHugeUnknownNameIsRefusedQuickly() {
    let huge = String(repeating: "x", count: 1 << 20)
    var message: String?
    let elapsed = ContinuousClock().measure {
      message = loadError(scenarioText(steps: #"{"expect":{"events":[{"event":""# + huge + #""}]}}"#))
    }
    #expect(message?.contains("unknown event") == true, "\(message?.prefix(200) ?? "loaded")")
    #expect(message?.contains("did you mean") == false)
    #expect(elapsed < .seconds(2), "refusing took \(elapsed)")
    // Near misses still get their suggestion.
    #expect(loadError(scenarioText(steps: #"{"app":{"device":"phone","do":"forcequit"}}"#))?.hasSuffix("did you mean \"forceQuit\"?") == true)
  }
}
