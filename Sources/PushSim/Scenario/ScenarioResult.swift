/// The outcome of running one scenario.
public struct ScenarioResult: Sendable {
  /// The scenario's name.
  public var name: String
  /// The scenario's file, if it came from one.
  public var file: String?
  /// The first failure, or `nil` when the scenario passed.
  public var failure: ScenarioFailure?
  /// Every event recorded, in order.
  public var events: [TraceEvent]
  /// The scenario's devices as declared (platform, SDK, starting state), in file order.
  public var devices: [DeviceSpec] = []
  /// Every push a `push` step handed to a device, in order, with its payload.
  public var pushes: [ScenarioPush] = []

  /// Whether every expectation held and every step applied.
  public var passed: Bool { failure == nil }

  /// The trace as JSON lines (byte-identical from run to run).
  public var traceJSONLines: String {
    var text = ""
    for event in events {
      text += event.jsonLine
      text += "\n"
    }
    return text
  }
}

/// Why a scenario failed: the step, what was expected, and what happened instead.
public struct ScenarioFailure: Sendable, Equatable, CustomStringConvertible {
  /// The 1-based index of the failing step.
  public var step: Int
  /// The step's kind.
  public var kind: String
  /// One line saying what failed.
  public var summary: String
  /// Further lines: the matcher, the window's events, the closest candidate's differences.
  public var details: [String]

  /// Creates a failure.
  public init(step: Int, kind: String, summary: String, details: [String] = []) {
    self.step = step
    self.kind = kind
    self.summary = summary
    self.details = details
  }

  /// `step 4 (expect): …` followed by the indented details.
  public var description: String {
    (["step \(step) (\(kind)): \(summary)"] + details.map { "  " + $0 }).joined(separator: "\n")
  }
}
