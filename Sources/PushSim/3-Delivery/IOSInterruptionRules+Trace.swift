extension IOSInterruptionRules.Decision {
  /// The fields `notification.displayed` and `.replaced` carry for it, after `delivery`
  /// (docs/TraceVocabulary.md): `focus` and `scheduledSummary` when one is in play,
  /// `timeSensitiveOff` when the user's setting kept a time-sensitive one from breaking through,
  /// `directMessagesOff` when the app's Direct Messages switch kept a message's communication
  /// notification in the summary,
  /// `treatedAs` when iOS applies another level than the payload's, `ignoresMute` for a critical
  /// alert.
  func appendTraceFields(names: inout [String], values: inout [JSONValue]) {
    if let focus { names.append("focus"); values.append(.string(focus.rawValue)) }
    if let scheduledSummary { names.append("scheduledSummary"); values.append(.string(scheduledSummary.rawValue)) }
    if let timeSensitiveOff { names.append("timeSensitiveOff"); values.append(.string(timeSensitiveOff.rawValue)) }
    if directMessagesOff { names.append("directMessagesOff"); values.append(true) }
    if requested != nil { names.append("treatedAs"); values.append(.string(level.rawValue)) }
    if ignoresMute { names.append("ignoresMute"); values.append(true) }
  }
}
