/// A seeded mutation fuzzer for the payload path and the scenario loader.
///
/// Each case is made from `(seed, index)` alone, so `--seed 7 --case 1234` makes the same
/// bytes again. A case passes when it returns within ``timeBound`` of processor time (the
/// thread's, measured here in the harness, never in the simulation; the wall clock where the
/// platform has no thread clock), so a loaded machine does not make cases slow, and every
/// rejection on the way is a typed error with a message that says where.
///
/// ```swift
/// let fuzzer = Fuzzer(target: .payload, seeds: FuzzSeeds.payloads(of: FuzzSeeds.scenarioFiles(under: "Scenarios")))
/// let findings = fuzzer.run(seed: 1, cases: 0..<1000)
/// #expect(findings.isEmpty)
/// ```
public struct Fuzzer: Sendable {
  /// What the cases are fed to.
  public var target: FuzzTarget
  /// The inputs mutations start from.
  public var seeds: [FuzzCase]
  /// The most processor time one case may use before it is reported.
  public var timeBound: Duration
  /// The largest string a mutation writes.
  public var maxStringBytes = 1 << 16
  /// Runs loaded scenarios (with its caps on virtual time, steps and timers).
  public var runner = ScenarioRunner()

  /// A fuzzer over `seeds`.
  public init(target: FuzzTarget, seeds: [FuzzCase], timeBound: Duration = .seconds(2)) {
    self.target = target
    self.seeds = seeds
    self.timeBound = timeBound
  }

  /// Case number `index` of the run seeded with `seed`: one or two mutations of one seed input.
  public func makeCase(seed: UInt64, index: Int) -> FuzzCase {
    var mutator = FuzzMutator(seed: seed &+ UInt64(index) &* 0xD1B5_4A32_D192_ED03)
    mutator.maxStringBytes = maxStringBytes
    mutator.operators = FuzzOperator.operators(for: target)
    guard !seeds.isEmpty else {
      return FuzzCase(id: "seed \(seed) case \(index)", bytes: [], variant: index)
    }
    let base = mutator.pick(seeds)
    let other = mutator.pick(seeds)
    let (bytes, operators) = mutator.mutate(base.bytes, other: other.bytes)
    return FuzzCase(
      id: "seed \(seed) case \(index) (\(operators.map(\.rawValue).joined(separator: ", ")) of \(base.id))",
      bytes: bytes, platforms: base.platforms, file: base.file, variant: index)
  }

  /// Runs cases `cases` of the run seeded with `seed`.
  ///
  /// - Parameters:
  ///   - seed: the run's seed: case `k` of a seed is always the same input.
  ///   - cases: the case numbers to run.
  ///   - willRun: called with each case before it runs (the long mode records it, so a crash
  ///     names its case).
  /// - Returns: the findings, in case order.
  public func run(seed: UInt64, cases: Range<Int>, willRun: (FuzzCase) -> Void = { _ in }) -> [FuzzFinding] {
    var findings: [FuzzFinding] = []
    for index in cases {
      let fuzzCase = makeCase(seed: seed, index: index)
      willRun(fuzzCase)
      findings += check(fuzzCase)
    }
    return findings
  }

  /// Runs one case and checks it.
  ///
  /// - Returns: what was wrong; empty when the case passed.
  public func check(_ fuzzCase: FuzzCase) -> [FuzzFinding] {
    var problems: [String] = []
    let (processor, wall) = ThreadCPUTime.measure {
      switch target {
      case .payload: problems = FuzzExecution.payload(fuzzCase)
      case .scenario: problems = FuzzExecution.scenario(fuzzCase, runner: runner)
      }
    }
    if let processor {
      if processor > timeBound {
        problems.append(
          "took \(DurationText.format(processor)) of processor time (\(DurationText.format(wall)) on the wall clock), the bound is \(DurationText.format(timeBound))")
      }
    } else if wall > timeBound {
      problems.append("took \(DurationText.format(wall)), the bound is \(DurationText.format(timeBound))")
    }
    return problems.map { FuzzFinding(fuzzCase: fuzzCase, problem: $0) }
  }
}
