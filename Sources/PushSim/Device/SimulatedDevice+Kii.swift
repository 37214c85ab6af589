extension SimulatedDevice {
  /// Kii Cloud: a message published to this device's MQTT installation (VENDORS.md §5,
  /// docs/Kii.md). It reaches the app only over the connection the app holds, so only while the
  /// app's process runs, the device is online and the app keeps the connection: otherwise
  /// `kii.mqttUndelivered` with the reason (`appNotRunning`, `deviceOffline`, `noConnection`).
  /// Delivered, it is `kii.mqttReceived`, then the Kii SDK's MQTT callback (the app's received
  /// callback with the parsed message). No notification is shown: MQTT is not a system channel.
  ///
  /// - Parameters:
  ///   - payload: The MQTT message's JSON object.
  ///   - id: The message id for the trace.
  ///   - holdsConnection: Whether the app keeps the MQTT connection while it runs.
  func receiveKiiMQTT(_ payload: JSONObject, id: String, holdsConnection: Bool) {
    let bytes = JSONValue.object(payload).serializedBytes().count
    let reason: String? =
      !isOnline ? "deviceOffline" : !state.isRunning ? "appNotRunning" : !holdsConnection ? "noConnection" : nil
    if let reason {
      emit("kii.mqttUndelivered", ["id": .string(id), "reason": .string(reason), "state": .string(state.rawValue)])
      return
    }
    emit("kii.mqttReceived", ["id": .string(id), "bytes": .integer(Int64(bytes))])
    var push = IncomingPush.lifecycle(platform: platform)
    push.notification = PushNotification(id: id)
    if let runtime = embeddedSDK as? KiiRuntime {
      apply(runtime.mqttMessage(payload, platform: platform), to: push, context: "receiveAction")
    } else {
      callGenericReceived(push)
    }
  }
}
