/// Kii Cloud during a scenario run: it keeps the subscriptions, checks who may send, composes
/// messages and hands each subscriber's installation its payload through the normal push path
/// (APNs to iOS, FCM to Android) or over MQTT.
///
/// Its own trace events carry the device ``traceDevice`` (`kii`): `kii.sent` (with `dryRun` for a
/// `gcm.dryRun` message, which FCM checks and delivers to no one), `kii.warning` (a `gcm` field
/// that changes nothing: `delayWhileIdle`, or any beside a delivered `fcm` section), `kii.sendRefused`,
/// `kii.subscribed`, `kii.unsubscribed`, `kii.subscribeRefused`, `kii.unsubscribeRefused`
/// (docs/TraceVocabulary.md).
/// `kii.sent` carries each enabled network's composed payload (`payloads`), so the trace shows
/// what Kii Cloud sends: the predefined keys, the data merged with the network's own data. The
/// `gcm` section's control fields reach FCM as its `collapse_key` and `ttl`; a
/// `restrictedPackageName` that is not the app's, or a `timeToLive` outside 0…2,419,200 s, is
/// FCM's refusal for that token (a dry run's too), recorded on the device as `push.rejected`
/// `invalidPackageName` / `invalidPayload`.
final class KiiCloudService {
  /// The `device` of the cloud's trace events.
  static let traceDevice = "kii"

  private(set) var cloud: KiiCloud
  let simulation: Simulation
  var sends = 0

  init(cloud: KiiCloud, simulation: Simulation) {
    self.cloud = cloud
    self.simulation = simulation
  }

  /// Records one of the cloud's events.
  func emit(_ name: String, _ fields: JSONObject) {
    simulation.trace.record(TraceEvent(time: simulation.now, device: KiiCloudService.traceDevice, name: name, fields: fields))
  }

  /// Runs a step.
  func perform(_ step: KiiStep, devices: [String: SimulatedDevice]) throws(DeviceError) {
    switch step {
    case .send(let sender, let topic, let message):
      try send(message, to: topic, as: sender, devices: devices)
    case .subscribe(let user, let topic):
      let fields: JSONObject = ["user": .string(user), "topic": .string(topic.description)]
      if let refusal = cloud.refusalToSubscribe(user, to: topic) {
        emit("kii.subscribeRefused", fields.merging(["reason": .string(refusal.reason), "message": .string(refusal.message)]))
        return
      }
      cloud.subscriptions[user, default: []].append(topic)
      emit("kii.subscribed", fields)
    case .unsubscribe(let user, let topic):
      let fields: JSONObject = ["user": .string(user), "topic": .string(topic.description)]
      if let refusal = cloud.refusalToUnsubscribe(user, from: topic) {
        emit("kii.unsubscribeRefused", fields.merging(["reason": .string(refusal.reason), "message": .string(refusal.message)]))
        return
      }
      cloud.subscriptions[user]?.removeAll { $0 == topic }
      emit("kii.unsubscribed", fields)
    }
  }

  /// `KiiTopic.sendMessage`: checked, composed, delivered to every subscriber's installation.
  func send(_ message: KiiPushMessage, to topic: KiiTopicRef, as sender: String, devices: [String: SimulatedDevice]) throws(DeviceError) {
    sends += 1
    let id = "kii-\(sends)"
    let fields: JSONObject = ["id": .string(id), "as": .string(sender), "topic": .string(topic.description)]
    if let refusal = cloud.refusalToSend(as: sender, to: topic) {
      emit("kii.sendRefused", fields.merging(["reason": .string(refusal.reason), "message": .string(refusal.message)]))
      return
    }
    let when = cloud.epochSeconds * 1000 + simulation.now.milliseconds
    // The same checks `pushsim lint --kii-message` runs: the first refusal is the cloud's answer.
    let checked = KiiMessageComposer.check(message, to: topic, as: sender, in: cloud, whenMillis: when)
    if let refusal = checked.refusals.first?.issue {
      emit("kii.sendRefused", fields.merging(["reason": .string(refusal.reason), "message": .string(refusal.message)]))
      return
    }
    let composed = checked.composed
    // Each enabled network's payload, in the order of `KiiPushNetwork.allCases`.
    let payloads = JSONObject(KiiPushNetwork.allCases.compactMap { network in
      payload(composed, network).map { (network.rawValue, JSONValue.object($0)) }
    })
    let recipients = cloud.recipients(of: topic).filter {
      payload(composed, $0.installation.network) != nil && message.reaches($0.installation)
    }
    // The gcm section's FCM control fields, when that section is delivered.
    let control = composed.fcm == nil ? KiiPushMessage.GCMControlFields() : message.deliveredControl
    for warning in checked.warnings.map(\.issue) {
      emit("kii.warning", fields.merging(["reason": .string(warning.reason), "message": .string(warning.message)]))
    }
    var sent = fields.merging([
      "networks": .array(payloads.keys.map(JSONValue.string)),
      "recipients": .array(recipients.map { .string($0.device) }),
      "payloads": .object(payloads),
    ])
    if control.dryRun { sent["dryRun"] = true }
    emit("kii.sent", sent)
    for (deviceID, installation) in recipients {
      guard let device = devices[deviceID], let payload = payload(composed, installation.network) else { continue }
      switch installation.network {
      case .apns:
        let silent = payload["aps"]?.objectValue.map { $0["alert"] == nil && $0["sound"] == nil && $0["badge"] == nil } ?? true
        var headers: PushHeaders = ["apns-id": .string(id), "apns-push-type": silent ? "background" : "alert"]
        if silent { headers["apns-priority"] = 5 }
        try device.receive(JSONValue.object(payload).serializedBytes(), headers: headers)
      case .fcm:
        // FCM's checks for this token, which a dry run makes too; then a dry run delivers nothing.
        if let refusal = control.fcmRefusal(packageName: device.options.packageName) {
          device.emit("push.rejected", fields: ["reason": .string(refusal.reason), "message": .string(refusal.message)])
          continue
        }
        if control.dryRun { continue }
        var map = payload
        map["google.message_id"] = .string(id)
        try device.receive(JSONValue.object(map).serializedBytes(), headers: control.headers)
      case .mqtt:
        device.receiveKiiMQTT(payload, id: id, holdsConnection: installation.holdsMQTTConnection)
      }
    }
  }

  /// The composed payload of a network.
  func payload(_ composed: KiiMessageComposer.Composed, _ network: KiiPushNetwork) -> JSONObject? {
    switch network {
    case .apns: composed.apns
    case .fcm: composed.fcm
    case .mqtt: composed.mqtt
    }
  }
}
