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
    switch PushKitDeliveryRules.decide(registration: app.pushKit, state: state, failures: voipCallFailures) {
    case .dropped(let reason):
      emit("push.dropped", ["id": .string(id), "reason": .string(reason)])
    case .delivered(let launches):
      guard let registration = app.pushKit else { return }
      if launches {
        emit("app.launched", ["reason": "voipPush"])
        voipLaunchedFromForceQuit = state == .forceQuit
        setState(.background, reason: "voipPush")
      }
      emit("delegate.didReceiveIncomingPush", ["notification": .string(id), "type": .string(Self.voIPPushType)])
      let reportsCall = delegate?.didReceiveIncomingPush(push) ?? registration.reportsCall
      switch PushKitDeliveryRules.outcome(registration: registration, reportsCall: reportsCall, arrivalState: arrivalState) {
      case .callReported:
        emit("callkit.incomingCall", ["id": .string(id)])
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
