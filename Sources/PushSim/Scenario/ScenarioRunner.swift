/// Runs scenarios on the simulation core: creates the devices, plays the steps on a virtual
/// clock, checks every expectation, and records the trace.
///
/// ```swift
/// let scenario = try ScenarioLoader().load(file: "Scenarios/ios/i12-background-push-throttled-newest-held.json")
/// let result = ScenarioRunner().run(scenario)
/// #expect(result.passed, "\(result.failure!)")
/// ```
public struct ScenarioRunner: Sendable {
  /// The longest virtual time a scenario may cover (a cap so no scenario runs forever).
  public var maxVirtualTime: Duration = .seconds(400 * 86_400)
  /// The most steps a scenario may have (a cap so no file keeps the runner busy for hours;
  /// `pushsim bench` replays a generated scenario of 1,000,000).
  public var maxSteps = 1_000_000
  /// The most timers that may fire in one run (a cap so a timer that reschedules itself at the
  /// same instant cannot loop forever).
  public var maxTasks = 1_000_000

  /// A runner with the default caps.
  public init() {}

  /// Runs a scenario to its first failure or its end.
  public func run(_ scenario: Scenario) -> ScenarioResult { play(scenario).result }

  /// Runs a scenario and keeps its devices and simulation, for callers that inspect the state
  /// afterwards (`pushsim device` rebuilds a device by replaying its journal), with Kii Cloud's
  /// state at the end (its subscriptions) when the scenario has a `kii` block. `beforeStep` is
  /// called before each step (1-based) runs.
  func play(
    _ scenario: Scenario, beforeStep: ((_ step: Int, _ simulation: Simulation) -> Void)? = nil
  ) -> (result: ScenarioResult, devices: [String: SimulatedDevice], simulation: Simulation, kii: KiiCloud?) {
    let simulation = Simulation()
    var devices: [String: SimulatedDevice] = [:]
    var result = ScenarioResult(name: scenario.name, file: scenario.file, failure: nil, events: [], devices: scenario.devices)
    guard scenario.steps.count <= maxSteps else {
      result.failure = ScenarioFailure(
        step: 0, kind: "steps", summary: "the scenario has \(scenario.steps.count) steps; the cap is \(maxSteps) steps per scenario")
      return (result, devices, simulation, nil)
    }
    for spec in scenario.devices {
      do {
        let device = try SimulatedDevice.make(
          id: spec.id, platform: spec.platform, sdk: spec.sdk, wrapper: spec.wrapper, state: spec.state,
          options: spec.options, app: spec.app, simulation: simulation)
        device.setDelegateRegistration(spec.delegate)
        device.warnIneffectiveOptions(spec.optionNames)
        devices[spec.id] = device
      } catch {
        result.failure = ScenarioFailure(step: 0, kind: "devices", summary: "device \(QuotedValue.plain(spec.id)): \(error)")
        return (result, devices, simulation, nil)
      }
    }
    let kiiCloud = scenario.kii.map { KiiCloudService(cloud: $0, simulation: simulation) }
    var windowStart = 0
    for (offset, step) in scenario.steps.enumerated() {
      let index = offset + 1
      beforeStep?(index, simulation)
      do throws(DeviceError) {
        switch step {
        case .expect(let expectation):
          let window = simulation.trace.events(since: windowStart)
          if let failure = check(expectation, window: window, devices: devices, step: index) {
            result.failure = failure
            result.events = simulation.trace.events
            return (result, devices, simulation, kiiCloud?.cloud)
          }
          windowStart = simulation.trace.events.count
        case .refused(let inner, let message):
          if let failure = refuse(inner, expecting: message, step: index, simulation: simulation, devices: devices, kiiCloud: kiiCloud) {
            result.failure = failure
            result.events = simulation.trace.events
            return (result, devices, simulation, kiiCloud?.cloud)
          }
          // A refused step changed nothing, so it sets off nothing either: timers already due
          // (those of the devices' creation, before step 1) fire after the next step, as they
          // would without it.
          continue
        default:
          try perform(step, index: index, simulation: simulation, devices: devices, kiiCloud: kiiCloud, pushes: &result.pushes)
        }
        // What a step set off at its own instant (a service extension or handler that takes no
        // time, "finish at once") has happened before the next step, and before the run ends.
        try runDueTimers(simulation)
      } catch {
        result.failure = ScenarioFailure(step: index, kind: step.kind, summary: error.message)
        result.events = simulation.trace.events
        return (result, devices, simulation, kiiCloud?.cloud)
      }
    }
    result.events = simulation.trace.events
    return (result, devices, simulation, kiiCloud?.cloud)
  }

  /// Plays one step that acts (any but `expect` and `refused`, which ``play(_:beforeStep:)``
  /// plays itself), appending what a `push` step handed to a device to `pushes`.
  ///
  /// - Throws: ``DeviceError`` when the step cannot apply (the scenario fails there, or a
  ///   `refused` step wrapping it holds).
  func perform(
    _ step: ScenarioStep, index: Int, simulation: Simulation, devices: [String: SimulatedDevice], kiiCloud: KiiCloudService?,
    pushes: inout [ScenarioPush]
  ) throws(DeviceError) {
    func device(_ id: String) -> SimulatedDevice? { devices[id] }
    switch step {
    case .push(let targets, let payload, let headers):
      for id in targets {
        let start = simulation.trace.events.count
        guard let outcome = try device(id)?.receive(payload, headers: headers) else { continue }
        let pushID = try? outcome.get().notification.id
        pushes.append(
          ScenarioPush(step: index, device: id, id: pushID, payload: payload, headers: headers, events: start..<simulation.trace.events.count))
      }
    case .pushToSubscription(let id, let subscription, let payload, let headers):
      let start = simulation.trace.events.count
      if let outcome = try device(id)?.receive(payload, headers: headers, subscription: subscription) {
        pushes.append(
          ScenarioPush(
            step: index, device: id, id: try? outcome.get().notification.id, payload: payload, headers: headers,
            events: start..<simulation.trace.events.count))
      }
    case .subscribe(let id):
      try device(id)?.subscribe()
    case .tap(let id, let matcher, let button, let text):
      try device(id)?.tap(matcher, button: button, text: text)
    case .dismiss(let id, let matcher):
      try device(id)?.dismiss(matcher)
    case .dismissLiveActivity(let id, let activity):
      try device(id)?.dismissLiveActivity(activity)
    case .answerLiveActivityPrompt(let id, let activity, let allow):
      try device(id)?.answerLiveActivityPrompt(activity, allow: allow)
    case .app(let id, let action):
      try device(id)?.perform(action)
    case .removeNotification(let id, let matcher):
      device(id)?.removeDeliveredNotifications(matching: matcher)
    case .reboot(let id):
      device(id)?.reboot()
    case .network(let id, let online):
      device(id)?.setOnline(online)
    case .badge(let id, let count):
      try device(id)?.setBadgeCount(count)
    case .set(let id, let settings):
      try device(id)?.apply(settings)
    case .advance(let duration):
      guard simulation.now.offset + duration <= maxVirtualTime else {
        throw DeviceError("advancing by \(DurationText.format(duration)) passes the cap of \(DurationText.format(maxVirtualTime)) of virtual time per scenario")
      }
      do throws(SchedulerError) {
        try simulation.advance(by: duration, maxTasks: maxTasks - simulation.scheduler.tasksRun)
      } catch {
        throw DeviceError("advancing by \(DurationText.format(duration)) fires more than the cap of \(maxTasks) timers per scenario (\(simulation.scheduler.pendingCount) still pending at \(simulation.now)); a timer probably reschedules itself at the same instant")
      }
    case .kii(let step):
      try kiiCloud?.perform(step, devices: devices)
    case .expect, .refused:
      break  // played by play(_:beforeStep:)
    }
  }

  /// Runs the timers due at the current instant, within the run's cap on timers.
  private func runDueTimers(_ simulation: Simulation) throws(DeviceError) {
    do throws(SchedulerError) {
      try simulation.advance(by: .zero, maxTasks: maxTasks - simulation.scheduler.tasksRun)
    } catch {
      throw DeviceError("the timers due at \(simulation.now) fire more than the cap of \(maxTasks) timers per scenario (\(simulation.scheduler.pendingCount) still pending); a timer probably reschedules itself at the same instant")
    }
  }

  /// Checks an expectation against a window of events; `nil` when it holds.
  func check(_ expectation: Expectation, window: ArraySlice<TraceEvent>, devices: [String: SimulatedDevice], step: Int) -> ScenarioFailure? {
    var listing: [String] { Self.listing(of: window) }
    if expectation.exactly, window.count != expectation.events.count {
      return ScenarioFailure(
        step: step, kind: "expect",
        summary: "expected exactly \(expectation.events.count) event\(expectation.events.count == 1 ? "" : "s"), the window has \(window.count)",
        details: ["expected:"] + expectation.events.map { "  " + JSONValue.object($0).serialized() } + listing)
    }
    var position = window.startIndex
    var matched: Set<Int> = []
    for (number, matcher) in expectation.events.enumerated() {
      let searchEnd = expectation.exactly ? min(position + 1, window.endIndex) : window.endIndex
      if let found = window[position..<searchEnd].firstIndex(where: { EventMatcher.matches(matcher, $0) }) {
        position = found + 1
        matched.insert(found)
        continue
      }
      var details = ["matcher: " + JSONValue.object(matcher).serialized()]
      if number > 0 { details.append("after event \(number) matched at: " + window[position - 1].jsonLine) }
      details += listing
      // A matcher listed after the one that matched a later event: say so, rather than show the
      // earlier event as a "closest candidate" without a difference.
      let earlier = (window.startIndex..<position).last { !matched.contains($0) && EventMatcher.matches(matcher, window[$0]) }
        .map { window[$0] }
      if let earlier {
        details.append(
          "an earlier event matches, before event \(number)'s match (events are matched in the order listed: "
            + "list this matcher before event \(number), or check the order): " + earlier.jsonLine)
      }
      if let candidate = EventMatcher.closest(to: matcher, in: window[position...])
        ?? (earlier == nil ? EventMatcher.closest(to: matcher, in: window) : nil)
      {
        details.append("closest candidate: " + candidate.jsonLine)
        for (field, expected, actual) in EventMatcher.differences(matcher, candidate) {
          details.append("  \(field): expected \(expected.serialized()), got \(actual?.serialized() ?? "(no such field)")")
        }
      }
      return ScenarioFailure(
        step: step, kind: "expect",
        summary: "event \(number + 1) of \(expectation.events.count) not found" + (expectation.exactly ? " at its position" : " in order"),
        details: details)
    }
    for matcher in expectation.noEvents {
      if let event = window.first(where: { EventMatcher.matches(matcher, $0) }) {
        return ScenarioFailure(
          step: step, kind: "expect", summary: "an event matches a noEvents matcher",
          details: ["matcher: " + JSONValue.object(matcher).serialized(), "event:   " + event.jsonLine] + listing)
      }
    }
    for (id, expected) in expectation.center {
      guard let device = devices[id] else { continue }
      if let problem = CenterCheck.problems(expected, device: device).first {
        let shown = device.notificationList.map { n in
          "  " + n.id + (n.tag.map { " tag \"\($0)\"" } ?? "") + (n.title.map { " title \"\($0)\"" } ?? "")
        }
        return ScenarioFailure(
          step: step, kind: "expect", summary: "center of \(QuotedValue.plain(id)): \(problem)",
          details: ["shown (\(shown.count)):"] + (shown.isEmpty ? ["  (none)"] : Self.firstListed(shown)) + ["badge: \(device.badge.map(String.init) ?? "none"), app state: \(device.state)"]
            + (expected.checksLiveActivities ? CenterCheck.liveActivityListing(of: device) : []))
      }
    }
    return nil
  }
}

extension ScenarioRunner {
  /// The most events a failure lists from its window; a longer window lists its first and last
  /// ``listedAtEachEnd`` events around a count of those left out.
  public static let listedEvents = 60
  /// How many events a failure lists at each end of a window longer than ``listedEvents``.
  public static let listedAtEachEnd = 25

  /// The first ``QuotedValue/maxListed`` of `lines`, then `  … (N in all)` when there are more:
  /// a center of thousands of notifications lists twenty.
  static func firstListed(_ lines: [String]) -> [String] {
    guard lines.count > QuotedValue.maxListed else { return lines }
    return Array(lines.prefix(QuotedValue.maxListed)) + ["  … (\(lines.count) in all)"]
  }

  /// A failure's listing of the window, one JSON line an event, shortened when long.
  static func listing(of window: ArraySlice<TraceEvent>) -> [String] {
    let header = "window (\(window.count) event\(window.count == 1 ? "" : "s") since the previous expect):"
    guard !window.isEmpty else { return [header, "  (none)"] }
    guard window.count > listedEvents else { return [header] + window.map { "  " + $0.jsonLine } }
    let omitted = window.count - 2 * listedAtEachEnd
    return [header] + window.prefix(listedAtEachEnd).map { "  " + $0.jsonLine }
      + ["  … \(omitted) events left out …"]
      + window.suffix(listedAtEachEnd).map { "  " + $0.jsonLine }
  }
}

/// Compares a device's notification center with a ``CenterExpectation``.
enum CenterCheck {
  /// Tags, ids, titles, installation tags and events, or inbox ids as a failure shows them: `["a", "b"]`, each a JSON string, a long one
  /// cut and a long list shortened (``QuotedValue/list(_:separator:shown:)``), so that a
  /// megabyte title in a scenario does not make a megabyte message.
  static func listed(_ values: [String]) -> String {
    "[" + QuotedValue.list(values, shown: QuotedValue.json) + "]"
  }

  /// What differs, one line per field.
  static func problems(_ expected: CenterExpectation, device: SimulatedDevice) -> [String] {
    let shown = device.notificationList
    var problems: [String] = []
    if let count = expected.count, count != shown.count {
      problems.append("count: expected \(count), got \(shown.count)")
    }
    if let tags = expected.tags, tags.sorted() != shown.compactMap(\.tag).sorted() {
      problems.append("tags: expected \(listed(tags.sorted())), got \(listed(shown.compactMap(\.tag).sorted()))")
    }
    if let ids = expected.ids, ids.sorted() != shown.map(\.id).sorted() {
      problems.append("ids: expected \(listed(ids.sorted())), got \(listed(shown.map(\.id).sorted()))")
    }
    if let titles = expected.titles, titles != shown.map({ $0.title ?? "" }) {
      problems.append("titles: expected \(listed(titles)), got \(listed(shown.map { $0.title ?? "" }))")
    }
    if let badge = expected.badge, badge != device.badge {
      problems.append("badge: expected \(badge), got \(device.badge.map(String.init) ?? "none")")
    }
    if let state = expected.state, state != device.state {
      problems.append("app state: expected \(state), got \(device.state)")
    }
    let installation = device.installation
    if let tags = expected.installationTags, tags.sorted() != installation.tags {
      problems.append("installation tags: expected \(listed(tags.sorted())), got \(listed(installation.tags))")
    }
    let events = installation.events.map { $0["type"]?.stringValue ?? "" }
    if let expectedEvents = expected.installationEvents, expectedEvents != events {
      problems.append("installation events: expected \(listed(expectedEvents)), got \(listed(events))")
    }
    if let properties = expected.installationProperties,
      properties.count != installation.properties.count
        || properties.contains(where: { key, value in installation.properties[key] != value })
    {
      problems.append(
        "installation properties: expected \(QuotedValue.value(.object(properties))), got \(QuotedValue.value(.object(installation.properties)))")
    }
    if let subscribed = expected.subscribed, subscribed != installation.subscribed {
      problems.append("installation subscribed: expected \(subscribed), got \(installation.subscribed)")
    }
    if let inbox = expected.inbox {
      let actual = device.appoxee?.inboxMessages.map { String($0.uniqueID) } ?? []
      if inbox != actual { problems.append("inbox: expected \(listed(inbox)), got \(listed(actual))") }
    }
    return problems + liveActivityProblems(expected, device: device)
  }
}
