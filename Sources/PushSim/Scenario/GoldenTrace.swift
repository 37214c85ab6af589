/// A scenario's recorded trace, kept next to it as `NAME.trace.jsonl`: `pushsim run --record`
/// writes it, later runs compare the new trace with it line by line, so that a change of
/// behaviour shows up in review as a diff of the trace.
public enum GoldenTrace {
  /// The golden trace file of a scenario file (`a/b.json` → `a/b.trace.jsonl`).
  public static func path(forScenario file: String) -> String {
    (file.hasSuffix(".json") ? String(file.dropLast(5)) : file) + ".trace.jsonl"
  }

  /// The failure to report when `actual` differs from the recorded `expected` trace, or `nil`
  /// when they are the same.
  ///
  /// - Parameters:
  ///   - expected: the golden trace's text.
  ///   - actual: this run's trace (``ScenarioResult/traceJSONLines``).
  ///   - file: the golden file's path, named in the report.
  ///   - steps: the number of steps of the scenario (the failure is reported after the last).
  public static func mismatch(expected: String, actual: String, file: String, steps: Int) -> ScenarioFailure? {
    guard expected != actual else { return nil }
    let diff = lineDiff(expected: lines(expected), actual: lines(actual))
    return ScenarioFailure(
      step: steps, kind: "trace",
      summary: "the trace differs from \(file) (- recorded, + now); if the change is intended, run with --record",
      details: diff)
  }

  /// The lines of a text, without the final empty one.
  static func lines(_ text: String) -> [Substring] {
    var result = text.split(separator: "\n", omittingEmptySubsequences: false)
    if result.last == "" { result.removeLast() }
    return result
  }

  /// A line diff: `  ` kept, `- ` only in the recording, `+ ` only now (removals first); unchanged runs longer
  /// than `context` lines on either side of a change are elided as `…`. The longest common
  /// subsequence is computed for traces up to 4,000 lines; past that the report shows the
  /// first differing line with its neighbours.
  static func lineDiff(expected: [Substring], actual: [Substring], context: Int = 2) -> [String] {
    let n = expected.count
    let m = actual.count
    guard n <= 4000, m <= 4000 else {
      let first = (0..<min(n, m)).first { expected[$0] != actual[$0] } ?? min(n, m)
      var out = ["first difference at line \(first + 1) (\(n) lines recorded, \(m) now)"]
      if first < n { out.append("- " + expected[first]) }
      if first < m { out.append("+ " + actual[first]) }
      return out
    }
    // lcs[i][j]: the common subsequence length of expected[i...] and actual[j...].
    var lcs = [[Int32]](repeating: [Int32](repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        lcs[i][j] = expected[i] == actual[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
      }
    }
    var marked: [(sign: Character, line: Substring)] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, expected[i] == actual[j] {
        marked.append((" ", expected[i]))
        i += 1
        j += 1
      } else if j < m, i == n || lcs[i][j + 1] > lcs[i + 1][j] {
        marked.append(("+", actual[j]))
        j += 1
      } else {
        marked.append(("-", expected[i]))
        i += 1
      }
    }
    // Lines within `context` of a change are shown.
    var near = [Bool](repeating: false, count: marked.count)
    for index in marked.indices where marked[index].sign != " " {
      for k in max(0, index - context)...min(marked.count - 1, index + context) { near[k] = true }
    }
    var out: [String] = []
    var lastShown = -1
    for index in marked.indices {
      guard near[index] else { continue }
      if index > lastShown + 1 { out.append("…") }
      out.append("\(marked[index].sign) \(marked[index].line)")
      lastShown = index
    }
    if lastShown < marked.count - 1 { out.append("…") }
    return out
  }
}
