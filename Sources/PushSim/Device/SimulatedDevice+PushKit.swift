// iOS VoIP pushes (`apns-push-type: voip`): PushKit's delivery and the CallKit rule of iOS 13
// (``PushKitDeliveryRules``).
extension SimulatedDevice {
  /// The `type` PushKit passes with a VoIP push (`PKPushType.voIP`).
  static let voIPPushType = "voIP"

  /// Delivers a VoIP push to the app's `PKPushRegistryDelegate`, or drops it; then shows the
  /// reported call, or terminates the app that reported none.
  func deliverVoIP(_ push: IncomingPush) {
    let id = push.notificationID
    let arrivalState = state
    let decision = PushKitDeliveryRules.decide(
      registration: app.pushKit, state: state, failures: voipCallFailures, registryCreated: !voipRegistryNotYetCreated)
    switch decision {
    case .dropped(let reason):
      emit("push.dropped", ["id": .string(id), "reason": .string(reason)])
    case .launchedWithoutRegistry, .runningWithoutRegistry:
      guard let registration = app.pushKit else { return }
      let launches = decision == .launchedWithoutRegistry
      if launches { launchForVoIP() }
      voipRegistryNotYetCreated = true
      emit(
        "push.dropped",
        ["id": .string(id), "reason": "noPushKitRegistryAtLaunch",
         "message": .string(
           launches
             ? "the app creates its PKPushRegistry after launch, so no handler got the push that launched it"
             : "the app creates its PKPushRegistry after launch, and the process an earlier VoIP push launched "
               + "has not created it (the user has not opened the app), so no handler got the push")])
      carryOut(PushKitDeliveryRules.unhandledOutcome(registration: registration), for: id)
    case .delivered(let launches):
      guard let registration = app.pushKit else { return }
      if launches { launchForVoIP() }
      // A suspended app wakes for it (its overdue timers fire first) and runs while its handler
      // does (`takes`); a call it reports keeps it running while the call lasts (below).
      iosAppRuns(for: registration.takes)
      let activeCall = !activeVoIPCalls.isEmpty
      let mustReport = PushKitDeliveryRules.mustReport(registration: registration, arrivalState: arrivalState, activeCall: activeCall)
      switch registration.handler {
      case .didReceiveIncomingPush:
        emit("delegate.didReceiveIncomingPush", ["notification": .string(id), "type": .string(Self.voIPPushType)])
      case .didReceiveIncomingVoIPPush:
        emit("delegate.didReceiveIncomingVoIPPush", ["notification": .string(id), "mustReport": .bool(mustReport)])
      }
      let reportsCall =
        delegate?.didReceiveIncomingPush(push) ?? (registration.reportsCall && (mustReport || !registration.onlyWhenRequired))
      carryOut(
        PushKitDeliveryRules.outcome(
          registration: registration, reportsCall: reportsCall, arrivalState: arrivalState, activeCall: activeCall),
        for: id)
    }
  }

  /// PushKit launches the app in the background for a VoIP push (a force-quit one too).
  private func launchForVoIP() {
    emit("app.launched", ["reason": "voipPush"])
    voipLaunchedFromForceQuit = state == .forceQuit
    setState(.background, reason: "voipPush")
  }

  /// Shows the reported call (and tracks it while it lasts), or terminates the app now or later.
  private func carryOut(_ outcome: PushKitDeliveryRules.Outcome, for id: String) {
    switch outcome {
    case .callReported:
      emit("callkit.incomingCall", ["id": .string(id)])
      guard let lasts = app.pushKit?.callLasts, lasts > .zero else { return }
      iosAppRuns(for: lasts)  // an app with an active CallKit call runs in the background
      let task = simulation.scheduler.schedule(after: lasts) { [weak self] in self?.endVoIPCall(id, reason: "ended") }
      activeVoIPCalls.append((id: id, task: task))
    case .noCallRequired:
      break
    case .terminated(let after) where after == .zero:
      terminateForUnreportedCall(id)
    case .terminated(let after):
      let task = simulation.scheduler.schedule(after: after) { [weak self] in
        self?.terminateForUnreportedCall(id)
      }
      handlerTasks.append(task)
    }
  }

  /// A call the app reported ends (`callkit.callEnded`): after ``PushKitRegistration/callLasts``
  /// (`ended`), or with the app's process (`appTerminated`).
  func endVoIPCall(_ id: String, reason: String) {
    guard let index = activeVoIPCalls.firstIndex(where: { $0.id == id }) else { return }
    simulation.scheduler.cancel(activeVoIPCalls.remove(at: index).task)
    emit("callkit.callEnded", ["id": .string(id), "reason": .string(reason)])
  }

  /// The app's process ended: its calls end with it, in the order they were reported.
  func endVoIPCallsAsTheProcessEnds() {
    for call in activeVoIPCalls { endVoIPCall(call.id, reason: "appTerminated") }
  }

  /// iOS terminates an app whose VoIP handler reported no call ("Killing app because it never
  /// posted an incoming call to the system after receiving a PushKit VoIP push"), and counts the
  /// failure; at ``PushKitDeliveryRules/failuresBeforeDeliveryStops`` VoIP delivery stops.
  func terminateForUnreportedCall(_ id: String) {
    voipCallFailures += 1
    emit(
      "pushkit.callNotReported",
      ["id": .string(id), "failures": .integer(Int64(voipCallFailures)),
       "deliveryStopped": .bool(voipCallFailures >= PushKitDeliveryRules.failuresBeforeDeliveryStops)])
    guard state.isRunning else { return }
    // A force-quit stays set until the user relaunches the app (R-iOS-11).
    setState(voipLaunchedFromForceQuit ? .forceQuit : .notRunning, reason: "voipNoCall")
    discardHeldBackgroundPush(reason: "killed")
  }
}
