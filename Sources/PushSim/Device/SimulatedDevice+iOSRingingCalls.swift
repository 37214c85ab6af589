// iOS: the ringing-call notifications a Focus's Allow Repeated Calls remembers
// (docs/ModellingChoices/iOS.md, "Ringing calls").

extension SimulatedDevice {
  /// How far back a ringing call makes the same caller's next one a repeated call: three
  /// minutes (DoNotDisturbServer looks back 180 s).
  static let repeatedCallWindow = Duration.seconds(180)

  /// Whether `caller`'s ringing-call notification now repeats one of theirs shown at most three
  /// minutes before.
  ///
  /// - Complexity: O(*n*) in the ringing calls of the last three minutes.
  func isRepeatedCall(from caller: String) -> Bool {
    let since = now.advanced(by: .zero - Self.repeatedCallWindow)
    return recentRingingCalls.contains { $0.caller == caller && $0.at >= since }
  }

  /// Remembers `caller`'s ringing-call notification shown now, and forgets those older than
  /// three minutes.
  func recordRingingCall(from caller: String) {
    let since = now.advanced(by: .zero - Self.repeatedCallWindow)
    recentRingingCalls.removeAll { $0.at < since }
    recentRingingCalls.append((caller, now))
  }
}
