/// The SVG timeline of one scenario in an ``HTMLReport``: one lane per device, app-state bands,
/// one marker per trace event.
///
/// The x axis is virtual time in order, not to scale: every event gets its own column (events
/// at the same instant are spread by their sequence in the trace, so no two markers overlap), and
/// each new instant opens a wider gap labelled with its time. A scenario that waits three days
/// between two pushes stays readable that way.
struct HTMLTimeline {
  /// The scenario's run.
  var result: ScenarioResult
  /// The section's id prefix (`s3`), shared with the event table and the payload blocks.
  var prefix: String

  /// Width of the lane labels on the left.
  static let labelWidth = 150
  /// Height of the time axis on top.
  static let axisHeight = 34
  /// Height of one lane.
  static let laneHeight = 52
  /// Distance between two events of the same instant.
  static let column = 18
  /// Extra distance before a new instant.
  static let gap = 34

  /// One lane: a device id and its subtitle (platform · SDK).
  struct Lane: Equatable {
    var device: String
    var subtitle: String
    var initialState: String?
  }

  /// The lanes: the declared devices in file order, then any other device the trace names (the
  /// Kii Cloud, for instance) in order of first appearance.
  var lanes: [Lane] {
    var lanes = result.devices.map {
      Lane(device: $0.id, subtitle: "\($0.platform) · \($0.sdk)", initialState: $0.state.rawValue)
    }
    for event in result.events where !lanes.contains(where: { $0.device == event.device }) {
      lanes.append(Lane(device: event.device, subtitle: "not a declared device", initialState: nil))
    }
    for index in lanes.indices where lanes[index].initialState == nil {
      let device = lanes[index].device
      let first = result.events.first { $0.device == device && $0.name == "app.state" }
      lanes[index].initialState = first?["from"]?.stringValue
    }
    return lanes
  }

  /// The x position of every event, and the instants that start a group: (x, time in ms).
  var positions: (xs: [Int], instants: [(x: Int, t: Int64)]) {
    var xs: [Int] = []
    var instants: [(x: Int, t: Int64)] = []
    var x = Self.labelWidth + Self.gap / 2
    var previous: Int64?
    for event in result.events {
      let t = event.time.milliseconds
      if t != previous {
        if previous != nil { x += Self.gap }
        instants.append((x, t))
        previous = t
      } else {
        x += Self.column
      }
      xs.append(x)
    }
    return (xs, instants)
  }

  /// The timeline as an `<svg>` element.
  var svg: String {
    let lanes = self.lanes
    let (xs, instants) = positions
    let width = (xs.last ?? Self.labelWidth) + Self.gap
    let height = Self.axisHeight + lanes.count * Self.laneHeight + 6
    let pushes = PushIndex(result.pushes)
    var out =
      "<svg class=\"timeline\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" role=\"img\">\n"
    out +=
      "<title>\(HTMLReport.escape(result.name)): \(result.events.count) events on \(lanes.count) device\(lanes.count == 1 ? "" : "s")</title>\n"
    for (number, lane) in lanes.enumerated() {
      out += band(lane, number: number, xs: xs, width: width)
    }
    for (index, instant) in instants.enumerated() {
      let labelY = index % 2 == 0 ? 13 : 27
      out +=
        "<line class=\"tick\" x1=\"\(instant.x - Self.column / 2)\" y1=\"\(labelY + 3)\" x2=\"\(instant.x - Self.column / 2)\" y2=\"\(height - 4)\"/>"
      out +=
        "<text class=\"time\" x=\"\(instant.x - Self.column / 2 + 2)\" y=\"\(labelY)\">\(HTMLReport.escape(HTMLReport.time(instant.t)))</text>\n"
    }
    for (index, event) in result.events.enumerated() {
      guard let lane = lanes.firstIndex(where: { $0.device == event.device }) else { continue }
      let y = Self.axisHeight + lane * Self.laneHeight + Self.laneHeight / 2
      let kind = HTMLMarker.kind(of: event.name)
      var attributes =
        "class=\"ev k-\(kind)\" data-s=\"\(prefix)\" data-i=\"\(index)\" data-event=\"\(HTMLReport.escape(event.name))\""
      if let push = pushes.push(for: event, at: index) { attributes += " data-p=\"\(push)\"" }
      out += "<g \(attributes) transform=\"translate(\(xs[index]),\(y))\" tabindex=\"0\">"
      let suppressed = event.name == "extension.completed" && Self.suppressedByExtension(at: index, in: result.events)
      out +=
        "<title>\(HTMLReport.escape(Self.tooltip(event, suppressed: suppressed)))</title>" + HTMLMarker.shape(kind)
        + "</g>\n"
    }
    out += "</svg>"
    return out
  }

  /// A lane's background: its label and one band per app state.
  func band(_ lane: Lane, number: Int, xs: [Int], width: Int) -> String {
    let top = Self.axisHeight + number * Self.laneHeight
    var out = "<g class=\"lane\" data-device=\"\(HTMLReport.escape(lane.device))\">"
    var state = lane.initialState ?? "unknown"
    var start = Self.labelWidth
    func close(at end: Int) {
      guard end > start else { return }
      out +=
        "<rect class=\"band st-\(HTMLReport.cssName(state))\" data-state=\"\(HTMLReport.escape(state))\" x=\"\(start)\" y=\"\(top + 2)\" width=\"\(end - start)\" height=\"\(Self.laneHeight - 4)\">"
      out += "<title>\(HTMLReport.escape(lane.device)): \(HTMLReport.escape(state))</title></rect>"
      if end - start >= 70, state != "unknown" {
        out +=
          "<text class=\"state\" x=\"\(start + 3)\" y=\"\(top + Self.laneHeight - 6)\">\(HTMLReport.escape(state))</text>"
      }
    }
    for (index, event) in result.events.enumerated()
    where event.device == lane.device && event.name == "app.state" {
      guard let next = event["to"]?.stringValue else { continue }
      close(at: xs[index])
      state = next
      start = xs[index]
    }
    close(at: width)
    out +=
      "<text class=\"device\" x=\"6\" y=\"\(top + 20)\">\(HTMLReport.escape(Self.clip(lane.device, 20)))</text>"
    out +=
      "<text class=\"sub\" x=\"6\" y=\"\(top + 35)\">\(HTMLReport.escape(Self.clip(lane.subtitle, 24)))</text>"
    out +=
      "<line class=\"sep\" x1=\"0\" y1=\"\(top + Self.laneHeight)\" x2=\"\(width)\" y2=\"\(top + Self.laneHeight)\"/>"
    out += "</g>\n"
    return out
  }

  /// The hover text of an event: time, device, name, what a service extension's content shows
  /// (``extensionShown(_:suppressed:)``), then one line per field (values clipped).
  static func tooltip(_ event: TraceEvent, suppressed: Bool = false) -> String {
    var lines = ["\(HTMLReport.time(event.time.milliseconds))  \(event.device)  \(event.name)"]
    if let shown = extensionShown(event, suppressed: suppressed) { lines.append(shown) }
    for (key, value) in event.fields.prefix(14) {
      let text = value.stringValue ?? value.serialized()
      lines.append("\(key): \(clip(text, 140))")
    }
    if event.fields.count > 14 { lines.append("… \(event.fields.count - 14) more fields") }
    return lines.joined(separator: "\n")
  }

  /// Which content the system shows after a service extension, in words rather than as
  /// `usedOriginal`. For `extension.timedOut`: `shows: its best attempt` (what
  /// `serviceExtensionTimeWillExpire` handed), `shows: the original (no best attempt)` or
  /// `shows: the original (the best attempt has no alert text)` (R-NSE-4). For
  /// `extension.completed`: `shows: nothing (suppressed by the extension)` when `suppressed`
  /// (the extension passed empty content with the filtering entitlement, R-NSE-5), `shows: the
  /// original (the extension's content had no alert text)` (R-NSE-4) or `shows: the
  /// extension's content`. `nil` for any other event, or one without `usedOriginal` that was not
  /// suppressed.
  static func extensionShown(_ event: TraceEvent, suppressed: Bool = false) -> String? {
    switch event.name {
    case "extension.timedOut":
      guard let usedOriginal = event["usedOriginal"]?.boolValue else { return nil }
      if !usedOriginal { return "shows: its best attempt" }
      return event["bestAttempt"] == nil
        ? "shows: the original (no best attempt)" : "shows: the original (the best attempt has no alert text)"
    case "extension.completed":
      if suppressed { return "shows: nothing (suppressed by the extension)" }
      guard let usedOriginal = event["usedOriginal"]?.boolValue else { return nil }
      return usedOriginal ? "shows: the original (the extension's content had no alert text)" : "shows: the extension's content"
    default:
      return nil
    }
  }

  /// Whether the `extension.completed` at `index` of `events` ended in a `push.dropped`
  /// `suppressedByExtension` for the same push on the same device: the device records it at
  /// the same instant, right after the completion.
  static func suppressedByExtension(at index: Int, in events: [TraceEvent]) -> Bool {
    let completed = events[index]
    guard let id = completed["id"] else { return false }
    for event in events[(index + 1)...] {
      guard event.time == completed.time else { return false }
      guard event.device == completed.device, event["id"] == id else { continue }
      if event.name == "push.dropped" { return event["reason"] == "suppressedByExtension" }
      if event.name.hasPrefix("extension.") || event.name.hasPrefix("notification.") { return false }
    }
    return false
  }

  /// Text cut to `limit` characters with an ellipsis.
  static func clip(_ text: String, _ limit: Int) -> String {
    text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
  }
}
