import PushSim
import Testing

/// An option given twice is a wrong command line (exit 64) for the options that take no value
/// too, as `run --help`, `matrix --help` (docs/Matrix.md), `bench --help` and `device --help`
/// say: `--json --json` was accepted while `--sdk a --sdk b` was refused.
struct RepeatedOptionTests {
  /// Each flag, given twice, is refused before anything runs; once, it is not a usage error.
  @Test(arguments: [
    (["run", "missing.json"], "--json"),
    (["run", "missing.json"], "--record"),
    (["matrix", "-"], "--json"),
    (["matrix", "-"], "--wrappers"),
    (["matrix", "-"], "--explain"),
    (["bench", "--seconds", "0", "--steps", "0", "--center", "0", "--corpus", "/nonexistent/corpus.jsonl"], "--stages"),
    (["device", "center", "p", "--state", "/nonexistent/pushsim-state"], "--json"),
    (["device", "trace", "p", "--state", "/nonexistent/pushsim-state"], "--json"),
  ])
  func aFlagGivenTwiceIsAUsageError(command: [String], flag: String) {
    let twice = runCLI(command + [flag, flag], stdin: #"{"aps":{"alert":"a"}}"#)
    #expect(twice.status == .usage, "\(command) \(flag) \(flag): \(twice.err)")
    #expect(twice.err.contains("'\(flag)' is given twice; give it once"), "\(twice.err)")
    #expect(twice.out.isEmpty)
    let once = runCLI(command + [flag], stdin: #"{"aps":{"alert":"a"}}"#)
    #expect(once.status != .usage, "\(command) \(flag): \(once.err)")
  }
}
