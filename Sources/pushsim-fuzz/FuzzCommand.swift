import Foundation
import PushSim

/// `pushsim-fuzz`: the long-running mode of the fuzzer (docs/Robustness.md).
///
/// `swift run -c release pushsim-fuzz --seed 1 --cases 1000000 --target payload --corpus FILE`
/// runs the explicit hostile inputs, then `--cases` mutations made from `(seed, case)`. Before
/// each case it writes the case's name to `OUT/in-flight.txt`, so when the process dies the file
/// names the case that killed it; `--case K` makes case K again, saves its bytes and runs it
/// alone. Cases over `--time-bound` and rejections without a message are saved to `OUT/`; a
/// watchdog saves and exits (status 3) when one case runs longer than `--hang` seconds.
@main
struct FuzzCommand {
  static let help = """
    USAGE: pushsim-fuzz [--seed N] [--cases M] [--target payload|scenario|all] [--corpus FILE]...
                        [--scenarios DIR] [--out DIR] [--case K] [--no-hostile] [--time-bound S] [--hang S]

      --seed N          Seed of the run (default 1); cases are made from (seed, case number).
      --cases M         Mutated cases per target (default 100000).
      --target T        payload, scenario or all (default all).
      --corpus FILE     A file of payloads, one per line, added to the payload seeds (repeatable).
      --scenarios DIR   The scenario folder: its files seed the scenario target and their
                        payloads seed the payload target (default Scenarios).
      --out DIR         Where failing cases are saved (default fuzz-findings; created when
                        missing, exit 74 when it is not a folder that can be written).
      --case K          Make case K of the seed again, save it to DIR and run only it.
      --from K          The first case number (default 0).
      --no-hostile      Skip the explicit hostile inputs.
      --time-bound S    Report cases using more than S seconds of processor time (default 1).
      --hang S          Give up on a case after S seconds: save it and exit 3 (default 60).

    """

  static func main() {
    var seed: UInt64 = 1, cases = 100_000, from = 0, targets = FuzzTarget.allCases, corpora: [String] = []
    var scenarios = "Scenarios", out = "fuzz-findings", only: Int?, hostile = true, bound = 1.0, hang = 60.0
    var arguments = Array(CommandLine.arguments.dropFirst())[...]
    func value(_ name: String) -> String {
      guard let next = arguments.popFirst() else { fail("\(name) needs a value") }
      return next
    }
    while let argument = arguments.popFirst() {
      switch argument {
      case "--seed": seed = UInt64(value(argument)) ?? { fail("--seed needs a number") }()
      case "--cases": cases = Int(value(argument)) ?? { fail("--cases needs a number") }()
      case "--from": from = Int(value(argument)) ?? { fail("--from needs a number") }()
      case "--case": only = Int(value(argument)) ?? { fail("--case needs a number") }()
      case "--target":
        let name = value(argument)
        targets = name == "all" ? FuzzTarget.allCases : [FuzzTarget(rawValue: name) ?? { fail("--target: payload, scenario or all") }()]
      case "--corpus": corpora.append(value(argument))
      case "--scenarios": scenarios = value(argument)
      case "--out": out = value(argument)
      case "--no-hostile": hostile = false
      case "--time-bound": bound = Double(value(argument)) ?? { fail("--time-bound needs seconds") }()
      case "--hang": hang = Double(value(argument)) ?? { fail("--hang needs seconds") }()
      case "--help", "-h":
        say(help, terminator: "")
        return
      default: fail("unknown option \(argument)")
      }
    }
    let folder: FuzzFindingsFolder
    do { folder = try FuzzFindingsFolder(path: out) } catch {
      FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
      exit(74)
    }
    let scenarioSeeds = FuzzSeeds.scenarioFiles(under: scenarios)
    var payloadSeeds = FuzzSeeds.payloads(of: scenarioSeeds)
    for corpus in corpora {
      do { payloadSeeds += try FuzzSeeds.corpus(corpus) } catch { fail("\(error)") }
    }
    let watchdog = Watchdog(folder: folder, hang: hang)
    watchdog.start()
    var total = 0
    for target in targets {
      var fuzzer = Fuzzer(
        target: target, seeds: target == .payload ? payloadSeeds : scenarioSeeds, timeBound: .milliseconds(Int64(bound * 1000)))
      fuzzer.maxStringBytes = 1 << 20
      say("\(target): \(fuzzer.seeds.count) seeds")
      if let only {
        let fuzzCase = fuzzer.makeCase(seed: seed, index: only)
        save(fuzzCase, target: target, problem: "reproduced with --case", in: folder)
        let findings = fuzzer.check(fuzzCase)
        say(fuzzCase.id + (findings.isEmpty ? ": passed" : ":\n  " + findings.map(\.problem).joined(separator: "\n  ")))
        total += findings.count
        continue
      }
      let clock = ContinuousClock()
      let start = clock.now
      var lastReport = start
      var findings = 0
      func run(_ fuzzCase: FuzzCase) {
        watchdog.willRun(fuzzCase, target: target)
        for finding in fuzzer.check(fuzzCase) {
          findings += 1
          say("FINDING \(finding)")
          save(fuzzCase, target: target, problem: finding.problem, in: folder)
        }
      }
      if hostile {
        let explicit = target == .payload ? HostileInputs.payloads(huge: true) : HostileInputs.scenarios(huge: true)
        for fuzzCase in explicit { run(fuzzCase) }
        say("\(target): \(explicit.count) hostile inputs in \(seconds(clock.now - start)) s, \(findings) findings")
      }
      let mutationStart = clock.now
      for index in from..<(from + cases) {
        run(fuzzer.makeCase(seed: seed, index: index))
        if clock.now - lastReport > .seconds(5) {
          lastReport = clock.now
          let elapsed = seconds(clock.now - mutationStart)
          say("\(target): \(index - from + 1) cases, \(Int(Double(index - from + 1) / elapsed)) cases/s, \(findings) findings")
        }
      }
      let elapsed = seconds(clock.now - mutationStart)
      say("\(target): done, \(cases) cases in \(Int(elapsed)) s (\(Int(Double(cases) / max(elapsed, 0.001))) cases/s), \(findings) findings")
      total += findings
    }
    watchdog.finish()
    exit(total == 0 ? 0 : 1)
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  /// Saves a case to the findings folder; a case that cannot be saved is said on standard
  /// error (its name and problem are on standard output already) and the run goes on.
  static func save(_ fuzzCase: FuzzCase, target: FuzzTarget, problem: String, in folder: FuzzFindingsFolder) {
    do { try folder.save(fuzzCase, target: target, problem: problem) } catch {
      FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
    }
  }

  /// Writes a line to standard output at once (unbuffered, so a log shows progress as it comes
  /// and a crash loses nothing).
  static func say(_ text: String, terminator: String = "\n") {
    FileHandle.standardOutput.write(Data((text + terminator).utf8))
  }

  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("Error: \(message)\n\n\(help)".utf8))
    exit(64)
  }
}
