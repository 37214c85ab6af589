/// Near-miss suggestions for unknown names ("did you mean `forceQuit`?").
enum Suggestion {
  /// `"; did you mean 'ios'?"` for the candidate ``closest(to:in:)`` finds, or `""`: the end of
  /// a command line's "unknown …" message (`--platform iOS`, `--sdk onesignl`).
  static func didYouMean(_ name: String, in candidates: [String]) -> String {
    closest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
  }

  /// The candidate closest to `name` by edit distance (case-insensitive), if it is close enough
  /// to be a likely typo: at most a third of the longer name's length, and at least 1 edit.
  /// A name that starts exactly one candidate, three characters or more (`apns-prio`), is
  /// taken for that candidate cut short, before any closer typo (`apns-id` is fewer edits away).
  static func closest(to name: String, in candidates: [String]) -> String? {
    let lowered = Array(name.lowercased().utf8)
    if lowered.count >= 3 {
      let extended = candidates.filter { $0.lowercased().utf8.starts(with: lowered) && $0.utf8.count > lowered.count }
      if extended.count == 1 { return extended[0] }
    }
    // The distance is at least the difference in length, so a name much longer than every
    // candidate is no typo of any; this also keeps a 1 MB name from costing a second.
    if candidates.allSatisfy({ lowered.count - $0.lowercased().utf8.count > max(2, lowered.count / 3) }) { return nil }
    var best: (String, Int)?
    for candidate in candidates {
      let distance = editDistance(lowered, Array(candidate.lowercased().utf8))
      if let current = best, current.1 <= distance { continue }
      best = (candidate, distance)
    }
    guard let (candidate, distance) = best else { return nil }
    let limit = max(2, max(lowered.count, candidate.utf8.count) / 3)
    return distance <= limit ? candidate : nil
  }

  /// The optimal string alignment distance between two byte strings: Levenshtein's insertions,
  /// deletions and substitutions, and a swap of two adjacent bytes as one edit (Damerau), the
  /// commonest typo: `tga` is one edit from `tag`, not two (which tied it with `t`).
  static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
