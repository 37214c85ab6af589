extension MatrixCell {
  /// Reads a cell from a device's trace: the events of the push (`receipt`) and of the tap on
  /// what it showed (`tap`, `nil` when nothing was shown).
  ///
  /// - Parameters:
  ///   - device: the device after the run.
  ///   - state: the app state the push arrived in.
  ///   - receipt: the events from the push until the tap.
  ///   - postedBySDK: the embedded vendor SDK posted the notification shown (read from the tray
  ///     before the tap removed it).
  ///   - tap: the events of the tap.
  init(
    device: SimulatedDevice, state: AppState, receipt: ArraySlice<TraceEvent>, postedBySDK: Bool,
    tap: ArraySlice<TraceEvent>?
  ) {
    platform = device.platform
    sdk = device.sdk
    wrapper = device.wrapper
    self.state = state
    rule = Self.rule(receipt, platform: device.platform, state: state, options: device.options)
    if rule == "-", device.platform == .android, let held = device.store.pending.first,
      receipt.contains(where: { $0.name == "push.held" && $0["reason"]?.stringValue == "doze" })
    {
      // FCM deferred it for Doze (R-A-12): the row that decided is the one the message would
      // have met, a7 for a data message in the background (which names Doze's deferral).
      rule = AndroidDeliveryRules.decide(kind: held.push.kind, state: state, locked: device.isLocked, options: device.options).row
    }
    delivery = Self.delivery(receipt)
    heldUntil = Self.summaryRelease(receipt, epochSeconds: device.options.clockEpochSeconds)
    let shown = receipt.first { $0.name == "notification.displayed" || $0.name == "notification.replaced" }
    shownBy = shown.map { _ in Self.poster(in: receipt, device: device, postedBySDK: postedBySDK) }
    heldPart = Self.heldPart(delivery: delivery, shown: shown != nil, heldForSummary: heldUntil != nil)
    notShownReason = shown == nil ? Self.notShownReason(receipt) : nil
    liveActivity = receipt.compactMap { $0.name.hasPrefix("liveActivity.") ? String($0.name.dropFirst("liveActivity.".count)) : nil }
    willPresentAnsweredBy = receipt.lazy.compactMap { event -> String? in
      guard event.name == "delegate.willPresent", let sdk = event["answeredBy"]?.stringValue else { return nil }
      return sdk + ": " + (event["options"]?.serialized() ?? "[]")
    }.first
    callbacks = Self.callbacks(receipt)
    missed = Self.missed(receipt)
    serviceExtension = Self.extensionOutcome(receipt, platform: device.platform)
    bestAttempt = Self.bestAttempt(receipt, platform: device.platform)
    // The app's code ran when a callback ran, or when its embedded SDK acted on the push (a
    // metric, an action, a notification it posted): the SDK lives in the app's process — but
    // not what the SDK's service extension does, in the extension's own process.
    var inExtension = false
    let sdkRan = receipt.contains { event in
      switch event.name {
      case "extension.started": inExtension = true
      case "extension.completed", "extension.timedOut", "extension.crashed": inExtension = false
      case "metric", "action.executed": return !inExtension
      default: break
      }
      return false
    } || (shown != nil && postedBySDK)
    if receipt.contains(where: { $0.name == "app.launched" }) {
      app = .launched
    } else if state == .foreground || state == .visible {
      app = .running
    } else if callbacks.isEmpty && !sdkRan {
      app = .none
    } else {
      app = .woken
    }
    if let tap {
      var effect = TapEffect.none
      if tap.contains(where: { $0.name == "app.launched" }) {
        effect = .launched
      } else if tap.contains(where: { $0.name == "app.state" && ["foreground", "visible"].contains($0["to"]?.stringValue) }) {
        effect = .foreground
      }
      let opens = tap.lazy.compactMap { event -> String? in
        switch event.name {
        case "delegate.onCreate", "delegate.onNewIntent", "delegate.notificationclick":
          event["opens"]?.stringValue
        case "app.navigated":
          event["url"]?.stringValue
        default:
          nil
        }
      }.first
      // A link the SDK opens on the tap (a deep link, a URL; recorded, never opened) says more
      // than the activity that starts.
      let link = tap.lazy.compactMap { event -> String? in
        guard event.name == "action.executed", event["result"]?.stringValue == "recorded, not opened" else { return nil }
        return event["parameters"]?["url"]?.stringValue ?? event["parameters"]?["uri"]?.stringValue
      }.first
      self.tap = TapOutcome(callbacks: Self.callbacks(tap), missed: Self.missed(tap), app: effect, opens: link ?? opens)
    } else {
      self.tap = nil
    }
    wrapperRules = (receipt + (tap ?? [])).compactMap { event in
      event.name.hasPrefix("delegate.") || event.name == "push.cached" ? event["rule"]?.stringValue : nil
    }.reduce(into: [String]()) { rules, rule in
      if !rules.contains(rule) { rules.append(rule) }
    }
  }

  /// The decision row: `push.received`'s rule; for a push the push service kept because the
  /// browser is closed, the web table's row for that state (w4). (A message FCM defers for
  /// Doze gets its Android row from the cell, which knows the message held.)
  static func rule(_ events: ArraySlice<TraceEvent>, platform: Platform, state: AppState, options: DeviceOptions) -> String {
    if let rule = events.first(where: { $0.name == "push.received" })?["rule"]?.stringValue { return rule }
    if platform == .web, events.contains(where: { $0.name == "push.held" }) {
      return WebDeliveryRules.arrival(state: state, options: options).row
    }
    return "-"
  }

  /// Whether the push reached the app. The Scheduled Summary's hold, which keeps back only the
  /// notification of a push that arrived, counts only when nothing else befell the push: a wake
  /// held for Low Power Mode beside it is what ``delivery`` says, and ``heldUntil`` the summary.
  /// Another hold released within the cell is not a hold; the summary's is, even released: the
  /// cell answers what happens on arrival, and that is the hold.
  static func delivery(_ events: ArraySlice<TraceEvent>) -> Delivery {
    var heldForSummary = false
    for event in events {
      let reason = event["reason"]?.stringValue ?? "unknown"
      switch event.name {
      case "push.rejected": return .rejected(reason)
      case "push.dropped": return .dropped(reason)
      case "push.held":
        // The summary's hold is the answer even if the summary's time came within the cell.
        if reason == "scheduledSummary" {
          heldForSummary = true
          continue
        }
        guard !isReleased(event, in: events) else { continue }
        return .held(reason)
      default: continue
      }
    }
    return heldForSummary ? .held("scheduledSummary") : .delivered
  }

  /// Whether a `push.released` for the same id as `held` follows in `events`.
  private static func isReleased(_ held: TraceEvent, in events: ArraySlice<TraceEvent>) -> Bool {
    let id = held["id"]?.stringValue
    return events.contains { $0.name == "push.released" && $0["id"]?.stringValue == id }
  }

  /// What a hold keeps back (``heldPart``), `nil` when `delivery` is not `held`.
  static func heldPart(delivery: Delivery, shown: Bool, heldForSummary: Bool) -> HeldPart? {
    guard case .held(let reason) = delivery else { return nil }
    if reason == "scheduledSummary" { return .notification }
    return shown || heldForSummary ? .appWake : .push
  }

  /// When the Scheduled Summary releases the notification it holds, as ``heldUntil`` says it:
  /// read from the `push.held` event's `until`, on the device's clock, even when that time came
  /// within the cell; `nil` when no summary holds a notification of the cell.
  static func summaryRelease(_ events: ArraySlice<TraceEvent>, epochSeconds: Int64) -> String? {
    guard
      let held = events.first(where: {
        $0.name == "push.held" && $0["reason"]?.stringValue == "scheduledSummary"
      }),
      case .integer(let until) = held["until"]
    else { return nil }
    let day: Int64 = 86_400_000
    let release = epochSeconds * 1000 + until
    let arrival = epochSeconds * 1000 + held.time.milliseconds
    let ofDay = release % day / 1000
    var text = twoDigits(ofDay / 3600) + ":" + twoDigits(ofDay / 60 % 60)
    if ofDay % 60 != 0 { text += ":" + twoDigits(ofDay % 60) }
    return release / day > arrival / day ? text + " the next day" : text
  }

  /// `7` as `07`.
  private static func twoDigits(_ value: Int64) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }

  /// Who posted a shown notification.
  static func poster(in events: ArraySlice<TraceEvent>, device: SimulatedDevice, postedBySDK: Bool) -> String {
    if postedBySDK { return device.sdk.rawValue }
    switch device.platform {
    case .iOS:
      return "system"
    case .android:
      // phonegap-plugin-push posts Android data messages itself; the FCM SDK posts the others.
      let kind = events.first { $0.name == "push.received" }?["kind"]?.stringValue
      return device.wrapper == .cordova && kind == PushKind.data.rawValue ? "plugin" : "fcm"
    case .web:
      // The browser's own: Chrome's generic notification, or WebKit's declarative fallback.
      let byBrowser = events.contains {
        $0.name == "push.declarativeFallback"
          || ($0.name == "push.silent" && $0["outcome"]?.stringValue == "genericNotification")
      }
      return byBrowser ? "browser" : "serviceWorker"
    }
  }

  /// Why nothing was shown, when an event says.
  static func notShownReason(_ events: ArraySlice<TraceEvent>) -> String? {
    for event in events {
      switch event.name {
      case "notification.suppressed":
        return "suppressed: \(event["reason"]?.stringValue ?? "unknown")"
      case "notification.prevented":
        return "prevented by \(event["by"]?.stringValue ?? "the app")"
      case "delegate.willPresent":
        if let options = event["options"], case .array(let names) = options,
          !names.contains(where: { ["banner", "list", "alert"].contains($0.stringValue) })
        {
          return "willPresent returned \(options.serialized())"
        }
      default:
        continue
      }
    }
    return nil
  }

  /// The callbacks that ran: every `delegate.*` event but `delegate.missed`, in order.
  static func callbacks(_ events: ArraySlice<TraceEvent>) -> [String] {
    events.compactMap { event in
      event.name.hasPrefix("delegate.") && event.name != "delegate.missed" ? String(event.name.dropFirst(9)) : nil
    }
  }

  /// The `delegate.missed` events.
  static func missed(_ events: ArraySlice<TraceEvent>) -> [MissedCallback] {
    events.filter { $0.name == "delegate.missed" }.map {
      MissedCallback(
        method: $0["method"]?.stringValue ?? "?", reason: $0["reason"]?.stringValue ?? "?", rule: $0["rule"]?.stringValue)
    }
  }

  /// Whether the service extension ran, from the `extension.*` events.
  static func extensionOutcome(_ events: ArraySlice<TraceEvent>, platform: Platform) -> ExtensionOutcome {
    guard platform == .iOS else { return .notApplicable }
    if events.contains(where: { $0.name == "extension.timedOut" }) { return .timedOut }
    if events.contains(where: { $0.name == "extension.crashed" }) { return .crashed }
    return events.contains(where: { $0.name.hasPrefix("extension.") }) ? .ran : .no
  }

  /// What became of a timed-out extension's best attempt, from `extension.timedOut`: `nil`
  /// when it handed none (no `bestAttempt` field) or did not time out.
  static func bestAttempt(_ events: ArraySlice<TraceEvent>, platform: Platform) -> BestAttempt? {
    guard platform == .iOS, let timedOut = events.first(where: { $0.name == "extension.timedOut" }),
      timedOut["bestAttempt"] != nil
    else { return nil }
    return timedOut["usedOriginal"] == .bool(false) ? .shown : .noAlertText
  }
}
