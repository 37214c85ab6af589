extension PushMatrix {
  /// The matrix as a terminal table: a line per platform (SDK, dialect, kind, then lint's
  /// errors and warnings), the table in aligned columns, then the legend. With `explain`, each
  /// row is followed by the rules behind it (SEMANTICS.md §7 and the wrapper overlay), the
  /// callbacks missed and why, and why nothing was shown.
  ///
  /// The callbacks are the trace's `delegate.*` names, with `didReceiveRemoteNotification`
  /// written `didRRN`; for a platform's plain SDK (`apns`, `fcm`, `webpush`) PushSim's generic
  /// `onNotificationReceived` / `onNotificationOpened` pair is left out, as no app implements
  /// it (``MatrixCell/callbacks`` keeps it).
  public func text(explain: Bool = false) -> String {
    var out = ""
    for section in sections {
      out += "\(section.platform): sdk \(section.sdk), dialect \(section.dialect), kind \(section.kind)\n"
      // As `lint` prints them (`error: reason: message (rule)`), errors first.
      for error in section.errors { out += "  \(PayloadLinter.Finding(severity: .error, issue: error))\n" }
      for warning in section.warnings { out += "  \(PayloadLinter.Finding(severity: .warning, issue: warning))\n" }
    }
    for skip in skipped { out += "\(skip.platform): skipped: \(skip.reason)\n" }
    out += "\n"
    let showWrapper = cells.contains { $0.wrapper != .native }
    var table = TextTable(header: (showWrapper ? ["PLATFORM", "WRAPPER"] : ["PLATFORM"]) + ["STATE", "RULE", "SHOWN", "ON RECEIPT", "APP", "NSE", "ON TAP"])
    table.rows = cells.map { cell in
      (showWrapper ? [cell.platform.rawValue, cell.wrapper.rawValue] : [cell.platform.rawValue])
        + [cell.state.rawValue, cell.rule, Self.shown(cell), Self.receipt(cell), Self.app(cell), Self.nse(cell), Self.tap(cell)]
    }
    let widths = table.widths
    out += table.line(table.header, widths: widths) + "\n"
    for (cell, row) in zip(cells, table.rows) {
      out += table.line(row, widths: widths) + "\n"
      if explain { out += Self.explanation(cell).map { "    " + $0 + "\n" }.joined() }
    }
    out += "\n" + Self.legend
    out += device.isDefault ? Self.defaultDeviceNote : "Every cell's device has the options and app given with --device.\n"
    if let note = neverCompletesNote { out += note }
    if cells.contains(where: { $0.bestAttempt != nil }) { out += Self.bestAttemptNote }
    if cells.contains(where: { $0.heldUntil != nil }) { out += Self.summaryNote }
    return out
  }

  /// A note under the legend when a cell's notification is held for the Scheduled Summary.
  static let summaryNote = """
    held for summary until HH:MM: the push reached the device and what happens on arrival happened (the
    badge, a service extension, the app's code for content-available), but iOS keeps the notification
    for the user's Scheduled Summary until that time on the device's clock (UTC); the cell stops at the
    hold, so nothing is shown or tapped, even when that time comes within the cell's first seconds. A
    scenario that advances the clock shows it.
    There ON RECEIPT's held: REASON says the app's wake waits too (content-available under Low Power Mode).

    """

  /// A note under the legend when a cell's service extension timed out and handed a best attempt.
  static let bestAttemptNote = """
    NSE timedOut: the original content is shown (the extension handed nothing from
    serviceExtensionTimeWillExpire); timedOut: best attempt: what it handed is shown; timedOut: original
    (best attempt without text): what it handed had no alert text, so the original is shown (R-NSE-4).

    """

  /// A note when the device's app has a WonderPush `urlForDeepLink` rule that never completes and
  /// the matrix has Android cells with the WonderPush SDK: Android's `urlForDeepLink` returns its
  /// answer, so there the rule lets the URL through (a scenario refuses the rule on Android).
  var neverCompletesNote: String? {
    guard device.app?.wonderPushURLForDeepLink?.contains(where: { $0.answer == .neverCompletes }) == true,
      sections.contains(where: { $0.platform == .android && $0.sdk == .wonderpush })
    else { return nil }
    return "On android, WonderPush's urlForDeepLink returns its answer: a \"neverCompletes\" rule (iOS's completion "
      + "handler never called) lets the URL through there.\n"
  }

  /// The SHOWN column.
  ///
  /// A notification shown while the app's wake is held (an iOS alert with `content-available`
  /// under Low Power Mode, rows i8/i9) shows who posted it; ON RECEIPT says what is held.
  ///
  /// A notification iOS holds for the Scheduled Summary reads `held for summary until HH:MM`.
  static func shown(_ cell: MatrixCell) -> String {
    if let poster = cell.shownBy { return poster }
    if let until = cell.heldUntil { return "held for summary until \(until)" }
    if !cell.liveActivity.isEmpty { return "liveActivity: " + cell.liveActivity.joined(separator: ", ") }
    if let reason = cell.delivery.reason { return "\(cell.delivery.name): \(reason)" }
    return "no"
  }

  /// The ON RECEIPT column; `held: REASON` first when the notification was shown (or is held
  /// for the summary) but the app's part of the push is held (``MatrixCell/HeldPart/appWake``).
  static func receipt(_ cell: MatrixCell) -> String {
    let callbacks = callbackList(cell.callbacks, missed: cell.missed, sdk: cell.sdk)
    guard cell.heldPart == .appWake, case .held(let reason) = cell.delivery else { return callbacks }
    return callbacks == "–" ? "held: \(reason)" : "held: \(reason), " + callbacks
  }

  /// The APP column.
  static func app(_ cell: MatrixCell) -> String {
    cell.app == .none ? "–" : cell.app.rawValue
  }

  /// The NSE column: `timedOut` alone when the extension handed no best attempt (the original
  /// is shown), `timedOut: best attempt` when the one it handed is shown, `timedOut: original
  /// (best attempt without text)` when it had no alert text (R-NSE-4).
  static func nse(_ cell: MatrixCell) -> String {
    switch cell.serviceExtension {
    case .notApplicable: "n/a"
    case .no: "no"
    case .ran: "yes"
    case .timedOut:
      switch cell.bestAttempt {
      case nil: "timedOut"
      case .shown: "timedOut: best attempt"
      case .noAlertText: "timedOut: original (best attempt without text)"
      }
    case .crashed: "crashed"
    }
  }

  /// The ON TAP column.
  static func tap(_ cell: MatrixCell) -> String {
    guard let tap = cell.tap else { return cell.shownBy == nil ? "–" : "– (removed before the tap)" }
    var text = ""
    switch tap.app {
    case .launched: text = "launch: "
    case .foreground: text = "front: "
    case .none: break
    }
    text += callbackList(tap.callbacks, missed: tap.missed, sdk: cell.sdk)
    if let opens = tap.opens { text += " → \(opens)" }
    return text
  }

  /// Callbacks for a column: `willPresent, didRRN, missed getInitialNotification`.
  static func callbackList(_ callbacks: [String], missed: [MatrixCell.MissedCallback], sdk: SDK) -> String {
    let plain = Platform.allCases.contains { $0.defaultSDK == sdk }
    let names = callbacks.filter { !plain || !["onNotificationReceived", "onNotificationOpened"].contains($0) }
      .map { $0 == "didReceiveRemoteNotification" ? "didRRN" : $0 }
      + missed.map { "missed \($0.method == "didReceiveRemoteNotification" ? "didRRN" : $0.method)" }
    return names.isEmpty ? "–" : names.joined(separator: ", ")
  }

  /// The `--explain` lines of a cell.
  static func explanation(_ cell: MatrixCell) -> [String] {
    var lines: [String] = []
    for id in [cell.rule] + cell.wrapperRules {
      lines.append("\(id): " + (DecisionRule.named(id)?.explanation ?? "no decision row applied"))
    }
    if let answer = cell.willPresentAnsweredBy {
      lines.append("willPresent was answered by the SDK (the notification center's delegate), not the app: \(answer)")
    }
    if let reason = cell.notShownReason { lines.append("not shown: \(reason)") }
    if let until = cell.heldUntil {
      lines.append(
        "not shown yet: the app is in the user's Scheduled Summary; iOS delivers the notification at \(until), "
          + "the summary's next time (time-sensitive and critical notifications break through)")
    }
    switch cell.bestAttempt {
    case nil: break
    case .shown:
      lines.append("the service extension ran out of time; serviceExtensionTimeWillExpire handed a best attempt, which is shown (R-NSE-2)")
    case .noAlertText:
      lines.append("the service extension ran out of time; the best attempt it handed has no alert text, so the original is shown (R-NSE-4)")
    }
    for miss in cell.missed + (cell.tap?.missed ?? []) {
      lines.append("missed \(miss.method): \(miss.reason)" + (miss.rule.map { " (\($0))" } ?? ""))
    }
    return lines
  }

  /// What the columns mean.
  static let legend = """
    RULE        the row of SEMANTICS.md §7 that decided (i = iOS, a = Android, w = web); --explain says why
    SHOWN       who shows a notification: system (iOS), fcm (the FCM SDK), serviceWorker, browser (Chrome's
                generic notification), plugin (phonegap-plugin-push), or the vendor SDK; no: nothing shown;
                dropped / held / rejected: the push did not reach the app (the reason follows);
                liveActivity: what iOS did with an ActivityKit push to the app's Live Activity (updated,
                alerted, ended, started, …: the system applies it; a start wakes the app, ON RECEIPT)
    ON RECEIPT  the app's callbacks on receipt, in order (didRRN = didReceiveRemoteNotification);
                missed X: a callback the app would expect that did not run (--explain gives the reason);
                held: REASON: shown, but the app's wake waits until the reason ends
    APP         running: in the foreground; woken: its process or service worker ran in the background;
                launched: started in the background for the push; –: no app code ran
    NSE         iOS notification service extension: yes / no (timedOut, crashed); n/a on Android and the web
    ON TAP      a tap on the shown notification: launch (cold start) or front (brought forward), the
                callbacks, → what it opens; –: nothing was shown (or it left the tray within the cell's
                first second, as an SDK's timeout under a second removes it: "removed before the tap")

    """

  /// What the default device is.
  static let defaultDeviceNote = """
    The app registers its delegate at launch, willPresent returns [], ships an NSE (the SDK's own for a
    vendor SDK), on iOS has a PushKit VoIP registry whose handler reports the call to CallKit and one Live
    Activity ("activity", of a type requiring no key: an ActivityKit push without an activity header goes
    to it), a Flutter handler is a vm:entry-point; every knob has its SEMANTICS.md §7.1 default.

    """
}
