import Foundation
import PushSim
import Testing

/// The repository's `Scenarios` folder.
let scenariosFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenarios").path

/// The bounded fuzz run of `swift test`: the explicit hostile inputs of issue #7, then a few
/// thousand seeded mutations of the bundled scenarios and their payloads. No case may crash,
/// take longer than the bound, or be refused without a message that says where.
@Suite(.serialized) struct FuzzTests {
  /// Seeds are read once for the suite.
  static let scenarioSeeds = FuzzSeeds.scenarioFiles(under: scenariosFolder)
  static let payloadSeeds = FuzzSeeds.payloads(of: scenarioSeeds)

  /// Every explicit hostile payload (100,000-level nesting, invalid UTF-8, lone surrogates, huge
  /// numbers, NaN tokens, duplicate keys, BOMs, trailing garbage, a 10 MB string, a value of
  /// each type in every known field) passes through every platform and simulated SDK.
  @Test func hostilePayloads() {
    let cases = HostileInputs.payloads(huge: true)
    #expect(cases.count > 1_000)
    let fuzzer = Fuzzer(target: .payload, seeds: [], timeBound: .seconds(5))
    let findings = cases.flatMap(fuzzer.check)
    #expect(findings.isEmpty, "\(findings.prefix(10).map(\.description))")
  }

  /// Every explicit hostile scenario (the same inputs inside a push step, a value of each type in
  /// every node of a scenario using most fields, loops, paths leaving the root) loads or is
  /// refused at a line, and runs within its caps.
  @Test func hostileScenarios() {
    let cases = HostileInputs.scenarios(huge: true)
    let fuzzer = Fuzzer(target: .scenario, seeds: [], timeBound: .seconds(5))
    let findings = cases.flatMap(fuzzer.check)
    #expect(findings.isEmpty, "\(findings.prefix(10).map(\.description))")
  }

  /// Every hostile `refused` step (nested 2, 100 and 100,000 deep, a wrapped `expect`, a
  /// message of another type, empty, blank or of 10 MB, a `step` nested deep or of another type)
  /// is a load error with a message, at a line, that says what is wrong; none crashes or hangs.
  @Test(arguments: HostileInputs.refusedSteps(huge: true).map { ($0.name, $0.step, $0.error) })
  func hostileRefusedStepsAreLoadErrors(_ name: String, _ step: String, _ expected: String) {
    let text = #"{"scenario":1,"name":"n","devices":{"d":{"platform":"android","sdk":"onesignal","state":"background"}},"steps":["# + step + "]}"
    let bytes = Array(text.utf8)
    do {
      _ = try ScenarioLoader().load(bytes: bytes, file: "hostile.json")
      Issue.record("\(name) loaded")
    } catch {
      #expect(!error.message.isEmpty && error.line > 0, "\(name): \(error)")
      #expect(error.message.contains(expected), "\(name): \(error.message.prefix(300))")
      #expect(error.message.utf8.count <= 2048, "\(name): a message of \(error.message.utf8.count) bytes")
    }
    let fuzzer = Fuzzer(target: .scenario, seeds: [], timeBound: .seconds(5))
    let findings = fuzzer.check(FuzzCase(id: name, bytes: bytes, file: "hostile.json"))
    #expect(findings.isEmpty, "\(findings.prefix(3).map(\.description))")
  }

  /// The explicit hostile scenarios include the `refused` ones, and a 10 MB message around a
  /// step that runs, which loads and fails with a summary that quotes the message short.
  @Test func hostileScenariosIncludeRefusedSteps() throws {
    let cases = HostileInputs.scenarios(huge: true)
    let refused = cases.filter { $0.id.hasPrefix("refused ") }
    #expect(refused.count == HostileInputs.refusedSteps(huge: true).count + 1)
    let huge = try #require(cases.first { $0.id == "refused message-10MB around a tap" })
    let scenario = try ScenarioLoader().load(bytes: huge.bytes, file: "hostile.json")
    let failure = try #require(ScenarioRunner().run(scenario).failure)
    #expect(failure.kind == "refused")
    #expect(failure.summary.contains("expected an error containing"))
    #expect(failure.summary.utf8.count <= 2048)
  }

  /// Mutations of the payloads the bundled scenarios push, and of the scenario files.
  @Test(arguments: [FuzzTarget.payload, .scenario], [UInt64(1), 2])
  func mutated(target: FuzzTarget, seed: UInt64) {
    let seeds = target == .payload ? Self.payloadSeeds : Self.scenarioSeeds
    #expect(seeds.count > 100)
    let findings = Fuzzer(target: target, seeds: seeds).run(seed: seed, cases: 0..<500)
    #expect(findings.isEmpty, "\(findings.prefix(10).map(\.description))")
  }
}

/// The mutator and the hostile inputs themselves: reproducible, and doing what they claim.
struct FuzzMutatorTests {
  static let seed = Array(#"{"aps":{"alert":{"title":"Hi","body":"There"},"badge":3},"_wp":{"type":"simple"}}"#.utf8)

  /// The same seed makes the same cases; another seed makes others.
  @Test func casesAreReproducibleFromTheSeed() {
    let fuzzer = Fuzzer(target: .payload, seeds: [FuzzCase(id: "s", bytes: Self.seed), FuzzCase(id: "t", bytes: Array("[1,2]".utf8))])
    let first = (0..<50).map { fuzzer.makeCase(seed: 9, index: $0) }
    let again = (0..<50).map { fuzzer.makeCase(seed: 9, index: $0) }
    let other = (0..<50).map { fuzzer.makeCase(seed: 10, index: $0) }
    #expect(first.map(\.bytes) == again.map(\.bytes))
    #expect(first.map(\.id) == again.map(\.id))
    #expect(first.map(\.bytes) != other.map(\.bytes))
    #expect(first[7].id.hasPrefix("seed 9 case 7 ("))
  }

  /// Each operator changes the input, and the structural ones make the damage they are named for.
  @Test func everyOperatorDamagesTheInput() throws {
    var mutator = FuzzMutator(seed: 3)
    for chosen in FuzzOperator.allCases {
      var changed = false
      for _ in 0..<8 where !changed {
        let (bytes, applied) = mutator.apply(chosen, to: Self.seed, other: Array("[true]".utf8))
        #expect(applied == chosen)
        changed = bytes != Self.seed
      }
      #expect(changed, "\(chosen) never changed the input")
    }
    for _ in 0..<20 {
      let (bytes, _) = mutator.apply(.duplicateKey, to: Self.seed, other: [])
      let document = try JSONDocument(bytes: bytes)
      #expect(!document.duplicateKeys().isEmpty, "\(String(decoding: bytes, as: UTF8.self))")
      let (wrong, _) = mutator.apply(.wrongType, to: Self.seed, other: [])
      #expect(wrong != Self.seed)
    }
    let (bom, _) = mutator.apply(.byteOrderMark, to: Self.seed, other: [])
    #expect([0xEF, 0xFE, 0xFF].contains(bom[0]))
  }

  /// ``FuzzOperator/scenarioStep`` is the scenario target's only: the payload target picks from
  /// the operators it picked from before it existed, so its cases are unchanged.
  @Test func theScenarioStepOperatorIsTheScenarioTargets() {
    #expect(FuzzOperator.operators(for: .scenario) == FuzzOperator.allCases)
    #expect(FuzzOperator.operators(for: .payload) == FuzzOperator.allCases.filter { $0 != .scenarioStep })
    #expect(FuzzOperator.operators(for: .payload).count == 17)
    #expect(FuzzMutator(seed: 1).operators == FuzzOperator.operators(for: .payload))
    let fuzzer = Fuzzer(target: .scenario, seeds: [FuzzCase(id: "s", bytes: Array(HostileInputs.scenarioTemplate.utf8))])
    #expect((0..<300).contains { fuzzer.makeCase(seed: 4, index: $0).id.contains("scenarioStep") })
    #expect(FuzzScenarioFields.stepKinds.contains("refused"))
    for key in ["refused", "step", "message", "steps", "devices", "events", "advance"] {
      #expect(FuzzScenarioFields.keys.contains(key), "\(key)")
    }
  }

  /// ``FuzzOperator/scenarioStep`` reaches the `refused` step: it wraps real steps in it (some
  /// of which load, as refused steps, and some nested past one wrapper), renames a step's kind
  /// to `refused`, and gives `message` values of other types.
  @Test func theScenarioStepOperatorReachesRefused() {
    let seed = Array(HostileInputs.scenarioTemplate.utf8)
    var mutator = FuzzMutator(seed: 11)
    var loadedRefused = 0
    var nested = 0
    var renamed = 0
    var wrongTypeMessage = 0
    for _ in 0..<400 {
      let (bytes, applied) = mutator.apply(.scenarioStep, to: seed, other: [])
      #expect(applied == .scenarioStep)
      let text = String(decoding: bytes, as: UTF8.self)
      if text.contains(#"{"refused":{"step":{"refused":{"step":"#) { nested += 1 }
      if text.contains(#"{"refused":{"device""#) || text.contains(#"{"refused":{"to""#) { renamed += 1 }
      if text.contains(#""message":null}"#) || text.contains(#""message":[]}"#) || text.contains(#""message":0}"#) { wrongTypeMessage += 1 }
      if let scenario = try? ScenarioLoader().load(bytes: bytes, file: "t.json"),
        scenario.steps.filter({ if case .refused = $0 { true } else { false } }).count > 1
      {
        loadedRefused += 1
      }
    }
    #expect(loadedRefused > 0 && nested > 0 && renamed > 0 && wrongTypeMessage > 0, "\(loadedRefused) \(nested) \(renamed) \(wrongTypeMessage)")
  }

  /// Every known-field template is valid JSON with a valid value in its slot, so the wrong-type
  /// cases reach the field they name; and the groups cover every vendor's keys.
  @Test func knownFieldTemplatesAreValidJSON() throws {
    for group in FuzzKnownFields.groups {
      for key in group.keys {
        let bytes = group.payload(key: key, value: "\"x\"")
        #expect(throws: Never.self, "\(group.name) \(key)") { _ = try JSONDocument(bytes: bytes) }
      }
    }
    let names = Set(FuzzKnownFields.groups.map(\.name))
    for expected in ["aps", "aps.alert", "_wp (iOS)", "_wp (Android, web)", "custom (OneSignal iOS)", "Mapp", "CIO.push", "Kii", "FCM data map", "web push"] {
      #expect(names.contains(expected))
    }
    #expect(FuzzKnownFields.allKeys.contains("content-available"))
    #expect(FuzzKnownFields.allKeys.contains("receiveActions"))
  }

  /// The scenario the wrong-type cases start from is itself valid and passes.
  @Test func scenarioTemplateLoadsAndPasses() throws {
    let scenario = try ScenarioLoader().load(bytes: Array(HostileInputs.scenarioTemplate.utf8), file: "template.json")
    let result = ScenarioRunner().run(scenario)
    #expect(result.passed, "\(String(describing: result.failure))")
  }
}
