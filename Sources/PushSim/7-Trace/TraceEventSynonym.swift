/// Other words for the trace's events: the names a scenario author reaches for first, from
/// another tool's vocabulary or plain English, that are no typo of the event they mean
/// (`notification.shown` is closer by edit distance to `notification.removed` than to
/// `notification.displayed`). The loader suggests the event a synonym names before any near miss.
enum TraceEventSynonym {
  /// The trace event `name` is another word for, if it is one (case-insensitive).
  static func event(for name: String) -> String? {
    let lowered = name.lowercased()
    return table.first { $0.words.contains(lowered) }?.event
  }

  /// Each event with the names that mean it. Every `event` is one of ``TraceVocabulary/events``
  /// (`TraceEventSynonymTests` checks it), and no name is claimed by two events.
  static let table: [(event: String, words: [String])] = [
    ("push.received", ["push.delivered", "push.arrived", "message.received", "notification.received"]),
    ("push.dropped", ["push.ignored", "push.discarded", "push.lost", "notification.dropped"]),
    ("push.rejected", ["push.refused", "push.failed"]),
    ("notification.displayed", [
      "notification.shown", "notification.posted", "notification.presented", "notification.delivered",
      "notification.visible", "notification.added",
    ]),
    ("notification.removed", [
      "notification.dismissed", "notification.cancelled", "notification.canceled", "notification.cleared",
      "notification.deleted", "notification.closed",
    ]),
    ("notification.replaced", ["notification.updated", "notification.collapsed"]),
    ("notification.suppressed", ["notification.silenced", "notification.hidden"]),
    ("app.launched", ["app.started", "app.opened", "app.coldstart"]),
    ("device.rebooted", ["device.restarted", "device.reboot"]),
  ]
}
