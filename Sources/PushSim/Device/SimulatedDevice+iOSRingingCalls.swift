// iOS: the communication notifications a Focus's Allow Repeated Calls remembers
// (docs/ModellingChoices/iOS.md, "Ringing calls").

extension SimulatedDevice {
  /// How far back a communication notification makes the same person's ringing call a repeated
  /// call: three minutes (DoNotDisturbServer looks back 180 s).
  static let repeatedCallWindow = Duration.seconds(180)

  /// Whether `caller`'s ringing-call notification now comes at most three minutes after one of
  /// their communication notifications: a ringing call, another call's or a message's
  /// (DoNotDisturbServer's resolution record holds every event it resolved, matched by sender).
  ///
  /// - Complexity: O(*n*) in the communication notifications of the last three minutes.
  func isRepeatedCall(from caller: String) -> Bool {
    let since = now.advanced(by: .zero - Self.repeatedCallWindow)
    return recentCommunications.contains { $0.person == caller && $0.at >= since }
  }

  /// Remembers a communication notification of `person` (its sender or caller) shown now, and
  /// forgets those older than three minutes.
  func recordCommunication(from person: String) {
    let since = now.advanced(by: .zero - Self.repeatedCallWindow)
    recentCommunications.removeAll { $0.at < since }
    recentCommunications.append((person, now))
  }
}
