// The notification service extension on an iOS device (R-NSE-1..8): its run, its end, and what the app misses when it presents nothing.
extension SimulatedDevice {
  /// Runs the notification service extension (R-NSE-1..8), then presents what it produced as
  /// the app's state *then* requires: `willPresent` if it is in the foreground by the time the
  /// extension ends (R-NSE-8), the system otherwise.
  ///
  /// - Parameter didRRNLeftToWillPresent: FlutterFire's didRRN ran and left this push to the
  ///   `willPresent` after the extension: when iOS does not call it (the app left the foreground,
  ///   the extension suppressed the notification, or a reboot cut it), `onMessage` is missed
  ///   (row xf9).
  /// - Parameter wrapperDecidesAtEnd: ``wrapperDecidesAtExtensionEnd(_:_:)``: when iOS calls no
  ///   `willPresent` after the extension (the app is not in the foreground then, or the extension
  ///   suppressed the notification), the wrapper's miss is recorded when the extension ends, or
  ///   at the reboot that cuts it.
  func runServiceExtension(
    _ push: IncomingPush, decision: IOSDeliveryRules.Decision, reportsToApp: Bool = true,
    didRRNLeftToWillPresent: Bool = false, wrapperDecidesAtEnd: Bool = false
  ) {
    guard let serviceExtension else {
      present(push, decision: decision, reportsToApp: reportsToApp)
      return
    }
    let id = push.notificationID
    emit("extension.started", ["id": .string(id)])
    let original = NotificationContent(push.notification)
    let response = serviceExtension.didReceive(original, push: push, turn: serviceExtensionTurn)
    serviceExtensionTurn += 1
    // OneSignal's extension saves the received notification for the session's influence
    // (`OSSessionManager onNotificationReceived:`, OneSignalIOSSession).
    if serviceExtension is OneSignalServiceExtension, push.dialect == .onesignal {
      oneSignalSession.notificationReceived(at: now)
    }
    if let sdkExtension = serviceExtension as? any SDKServiceExtension {
      // The SDK's own extension reports what it did (a delivered metric) as it runs.
      let effects = sdkExtension.effects(onReceiving: push, context: sdkContext())
      if !effects.isEmpty { apply(effects, to: push, context: "receiveAction") }
    }
    let run = ServiceExtensionRun(
      response: response, original: original, budget: .seconds(options.iosNSEBudgetSeconds),
      mayFilter: app.notificationFilteringEntitlement && push.headers.apnsPushType == .alert)
    extensionRunCounter += 1
    let token = extensionRunCounter
    let task = simulation.scheduler.schedule(after: run.endsAfter) { [weak self] in
      guard let self else { return }
      self.extensionRuns[token] = nil
      var content = original
      switch run.end {
      case .completed(let shown, let usedOriginal):
        var fields: JSONObject = ["id": .string(id), "usedOriginal": .bool(usedOriginal)]
        content = self.communicationChecked(shown, fields: &fields)
        self.emit("extension.completed", fields: fields)
      case .timedOut:
        // R-NSE-2/3: the extension is given what its didReceive built (its bestAttemptContent);
        // what it hands is shown when it has alert text (R-NSE-4), else the original.
        let best = serviceExtension.serviceExtensionTimeWillExpire(original, bestAttempt: response.bestAttempt)
        let usedOriginal = best?.hasAlertText != true
        var fields: JSONObject = ["id": .string(id)]
        fields["bestAttempt"] = best?.traceValue
        fields["usedOriginal"] = .bool(usedOriginal)
        if let best, !usedOriginal { content = self.communicationChecked(best, fields: &fields) }
        self.emit("extension.timedOut", fields: fields)
      case .crashed:
        self.emit("extension.crashed", ["id": .string(id)])
      case .suppressed:
        self.emit("extension.completed", ["id": .string(id), "usedOriginal": false])
        self.emit("push.dropped", [
          "id": .string(id), "reason": "suppressedByExtension",
          "message": "the service extension passed empty content and has the filtering entitlement: nothing is shown",
        ])
        self.extensionEndedUnpresented(
          push, didRRNLeftToWillPresent: didRRNLeftToWillPresent, wrapperDecidesAtEnd: wrapperDecidesAtEnd)
        return
      }
      var modified = push
      modified.notification = content.applied(to: push.notification)
      if !content.attachments.isEmpty { modified.notification.imageURL = content.attachments.first }
      var current = decision
      let visible = modified.notification.hasVisibleContent
      if self.state == .foreground {
        current.display = visible ? .perWillPresent : .badgeSoundOnly
        current.willPresent = true
      } else {
        current.display = visible ? .system : .badgeSoundOnly
        current.willPresent = false
      }
      self.present(modified, decision: current, attachments: content.attachments, reportsToApp: reportsToApp)
      if didRRNLeftToWillPresent, !current.willPresent { self.missLeftToWillPresent(modified) }
      if wrapperDecidesAtEnd, !current.willPresent {
        // The app is not in the foreground when the extension ends (i5 that left it, i6 that
        // stayed out of it): iOS asks no willPresent, and no didRRN ran either, so no native
        // app code runs for this push and the wrapper has no hook that sees it, as for an alert
        // that arrives in the background (i2). An i6 alert whose app was opened in the meantime
        // gets willPresent above, and the wrapper's foreground hook.
        self.wrapperReceived(
          modified, state: self.state, uiLoaded: self.activityAlive, nativeAppCodeRan: false,
          nativeDisplayed: current.display == .system)
      }
      // R-iOS-31 (knob): iOS 18.0 sometimes delivered a notification twice, whichever path showed it.
      if self.options.ios18_0DuplicateDelivery {
        self.present(modified, decision: current, attachments: content.attachments, reportsToApp: reportsToApp)
      }
    }
    extensionRuns[token] = ExtensionRunInFlight(
      id: id, task: task, push: push, didRRNLeftToWillPresent: didRRNLeftToWillPresent,
      wrapperDecidesAtEnd: wrapperDecidesAtEnd)
  }

  /// The content a service extension handed, as iOS shows it: when the extension updated it from
  /// a message or call intent (``NotificationContent/communicationIntent``), a communication
  /// notification if the app has the Communication Notifications capability (`messageIntent` or
  /// `callIntent`: `updated` in `fields`), else the content without the intent (`notEntitled`:
  /// `updating(from:)` threw, docs/ModellingChoices/iOS.md).
  func communicationChecked(_ content: NotificationContent, fields: inout JSONObject) -> NotificationContent {
    guard let intent = content.communicationIntent else { return content }
    guard options.iosCommunicationEntitlement else {
      fields[intent.scriptKey] = "notEntitled"
      var plain = content
      plain.communicationIntent = nil
      return plain
    }
    fields[intent.scriptKey] = "updated"
    return content
  }

  /// A service extension run ended with nothing presented: it suppressed the notification
  /// (R-NSE-5), or a reboot cut it. Nothing is shown and iOS asks no `willPresent` for it, in the
  /// foreground too: FlutterFire's didRRN that left the push to that `willPresent` misses
  /// `onMessage` (row xf9), and a wrapper whose view waited for the end, for which no didRRN ran
  /// either, has no hook that sees the push: its miss is recorded now, on the app's state now
  /// (the rows of "no native callback ran").
  func extensionEndedUnpresented(_ push: IncomingPush, didRRNLeftToWillPresent: Bool, wrapperDecidesAtEnd: Bool) {
    if didRRNLeftToWillPresent { missLeftToWillPresent(push) }
    if wrapperDecidesAtEnd {
      wrapperReceived(push, state: state, uiLoaded: activityAlive, nativeAppCodeRan: false, nativeDisplayed: false)
    }
  }

  /// FlutterFire: didRRN left `push` to a `willPresent` that iOS did not call after the service
  /// extension, so Dart gets no `onMessage` (row xf9).
  func missLeftToWillPresent(_ push: IncomingPush) {
    wrapperReceived(
      push, state: state, uiLoaded: activityAlive, nativeAppCodeRan: true, nativeDisplayed: false,
      didRRNLeftToWillPresent: true)
  }
}
