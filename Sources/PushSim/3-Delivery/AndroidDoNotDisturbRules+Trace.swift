extension AndroidDoNotDisturbRules.Decision {
  /// The fields `notification.displayed` and `.replaced` carry for it (docs/TraceVocabulary.md):
  /// `dnd` (`allowed`, `intercepted` or `hidden`) and `dndReason`.
  func appendTraceFields(names: inout [String], values: inout [JSONValue]) {
    names.append("dnd")
    values.append(.string(outcome))
    names.append("dndReason")
    values.append(.string(reason.rawValue))
  }
}
