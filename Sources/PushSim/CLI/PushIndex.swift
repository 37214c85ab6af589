/// Which push (by its index in ``ScenarioResult/pushes``) an event belongs to: the push whose
/// delivery recorded it, else the latest earlier push on the same device with the id the event
/// names in `id` or `notification`.
struct PushIndex {
  var pushes: [ScenarioPush]

  init(_ pushes: [ScenarioPush]) { self.pushes = pushes }

  /// The push index for the event at trace index `index`, if any.
  func push(for event: TraceEvent, at index: Int) -> Int? {
    if let found = pushes.firstIndex(where: {
      $0.device == event.device && $0.events.contains(index)
    }) {
      return found
    }
    guard let id = event["id"]?.stringValue ?? event["notification"]?.stringValue else {
      return nil
    }
    return pushes.lastIndex {
      $0.device == event.device && $0.id == id && $0.events.lowerBound <= index
    }
  }
}
