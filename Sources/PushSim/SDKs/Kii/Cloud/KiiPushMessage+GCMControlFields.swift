extension KiiPushMessage {
  /// The `gcm` section's FCM control fields (Kii REST reference, "Push Messages", GCM-specific
  /// fields; KII-U `GCMMessage.Builder`: `WithCollapseKey`, `WithTimeToLive`,
  /// `WithDelayWhileIdle`, `WithRestrictedPackageName`; iOS `KiiGCMFields`: `collapseKey`
  /// String, `delayWhileIdle` Boolean, `timeToLive` Integer, `restrictedPackageName` String,
  /// `dryRun` Boolean). Kii Cloud hands each to FCM under GCM's name ("If provided, it will be
  /// used as the GCM notification collapse_key", … `time_to_live`, `delay_while_idle`,
  /// `restricted_package_name`, `dry_run`), so FCM's rules apply to the message:
  ///
  /// - ``collapseKey``: FCM's `collapse_key`: while the device is offline or dozing FCM keeps
  ///   the newest message per key (SEMANTICS.md R-A-17).
  /// - ``timeToLive``: FCM's `time_to_live` in seconds, 0 to 2,419,200; 0 is "now or never"
  ///   (R-A-19). FCM refuses a longer one ("Invalid TTL", FCM `ErrorCode` INVALID_ARGUMENT):
  ///   the installation gets nothing.
  /// - ``delayWhileIdle``: accepted and ignored: Firebase deprecated `delay_while_idle` on
  ///   15 November 2016 ("accepted by FCM, but ignored", legacy HTTP reference, table 1, as
  ///   cited in zendframework/ZendService_Google_Gcm#29 and ToothlessGear/node-gcm#231).
  /// - ``restrictedPackageName``: FCM delivers only to an app of that package; another app's
  ///   token is refused ("Invalid package name: Make sure the message was addressed to a
  ///   registration token whose package name matches the value passed in the request", FCM
  ///   `ErrorCode`; the legacy API's `InvalidPackageName`).
  /// - ``dryRun``: FCM checks the message and delivers nothing. Kii refuses it beside an enabled
  ///   APNs ("gcm.dryRun and apns.enabled are both set to true", 400 `INVALID_INPUT_DATA`) and,
  ///   per `KiiGCMFields.dryRun` ("the only system that can be enabled is GCM"), beside an
  ///   enabled `fcm` section or MQTT.
  ///
  /// Beside an enabled `fcm` section, which Kii delivers instead, none of them reaches FCM
  /// (``notDeliveredWarning()``).
  public struct GCMControlFields: Sendable, Equatable {
    /// `collapseKey`: FCM's `collapse_key`.
    public var collapseKey: String?
    /// `timeToLive`: FCM's `time_to_live`, in seconds.
    public var timeToLive: Int64?
    /// `delayWhileIdle`: GCM's `delay_while_idle`, which FCM ignores.
    public var delayWhileIdle: Bool?
    /// `restrictedPackageName`: FCM's `restricted_package_name`.
    public var restrictedPackageName: String?
    /// `dryRun`: FCM's `dry_run`.
    public var dryRun = false

    /// None set.
    public init() {}

    /// The REST body's names of these fields, in the order Kii's reference lists them.
    static let keys = ["collapseKey", "delayWhileIdle", "timeToLive", "restrictedPackageName", "dryRun"]

    /// Whether no field is set.
    public var isEmpty: Bool { self == GCMControlFields() }

    /// Reads the fields of a `gcm` section (`path` names it in errors): a field of the wrong
    /// type is refused, as Kii's REST API refuses it.
    static func read(_ section: JSONObject, _ path: String) throws(PayloadIssue) -> GCMControlFields {
      var fields = GCMControlFields()
      fields.collapseKey = try KiiPushMessage.string(section["collapseKey"], path + ".collapseKey")
      fields.delayWhileIdle = try KiiPushMessage.bool(section["delayWhileIdle"], path + ".delayWhileIdle")
      fields.timeToLive = try KiiPushMessage.integer(section["timeToLive"], path + ".timeToLive")
      fields.restrictedPackageName = try KiiPushMessage.string(
        section["restrictedPackageName"], path + ".restrictedPackageName")
      fields.dryRun = try KiiPushMessage.bool(section["dryRun"], path + ".dryRun") ?? false
      return fields
    }

    /// The fields as the REST body writes them, in ``keys``' order.
    var restFields: [(String, JSONValue)] {
      var pairs: [(String, JSONValue)] = []
      if let collapseKey { pairs.append(("collapseKey", .string(collapseKey))) }
      if let delayWhileIdle { pairs.append(("delayWhileIdle", .bool(delayWhileIdle))) }
      if let timeToLive { pairs.append(("timeToLive", .integer(timeToLive))) }
      if let restrictedPackageName { pairs.append(("restrictedPackageName", .string(restrictedPackageName))) }
      if dryRun { pairs.append(("dryRun", .bool(true))) }
      return pairs
    }

    /// The FCM transport headers of the message: `collapse_key` and `ttl`.
    public var headers: PushHeaders {
      var headers = PushHeaders()
      if let collapseKey { headers["collapse_key"] = .string(collapseKey) }
      if let timeToLive { headers["ttl"] = .integer(timeToLive) }
      return headers
    }

    /// Why Kii refuses a dry run beside the other enabled networks of `message`, or `nil`: an
    /// enabled `apns` (the REST reference's 400), `fcm` or `mqtt` (**modelled** after
    /// `KiiGCMFields.dryRun`, "the only system that can be enabled is GCM": an enabled `fcm`
    /// section is the one Kii delivers, without the `gcm` section's `dryRun`, so the "dry run"
    /// would reach every FCM installation).
    func dryRunRefusal(in message: KiiPushMessage) -> PayloadIssue? {
      guard dryRun else { return nil }
      let fcmEnabled = message.androidSection == .fcm && message.fcm.enabled
      let others = [("apns", message.apns.enabled), ("fcm", fcmEnabled), ("mqtt", message.mqtt.enabled)]
        .filter(\.1).map(\.0)
      guard !others.isEmpty else { return nil }
      return PayloadIssue(
        reason: "dryRunNotGCMOnly",
        message: "\"gcm.dryRun\" is true while " + others.map { "\"\($0).enabled\"" }.joined(separator: " and ")
          + (others.count == 1 ? " is" : " are")
          + " true: Kii answers 400 INVALID_INPUT_DATA (\"gcm.dryRun and apns.enabled are both set to true\"; "
          + "KiiGCMFields: with dryRun \"the only system that can be enabled is GCM\"); disable "
          + others.joined(separator: " and ") + " for a dry run",
        rule: "Kii REST: push messages")
    }

    /// The note Kii Cloud's trace makes when these fields are set in a `gcm` section while the
    /// `fcm` section beside it is the one delivered ("If both GCM and FCM specific fields are
    /// enabled, the FCM push notification will be prioritized"): the fields do not reach FCM
    /// (**modelled**), so nothing collapses, expires early or is restricted by them. `nil` when
    /// none is set.
    func notDeliveredWarning() -> PayloadIssue? {
      let names = restFields.map(\.0)
      guard !names.isEmpty else { return nil }
      return PayloadIssue(
        reason: "gcmControlNotDelivered",
        message: "\"gcm\" sets " + names.map { "\"\($0)\"" }.joined(separator: ", ")
          + " but the enabled \"fcm\" section is the one Kii delivers (\"the FCM push notification will be "
          + "prioritized\"), so FCM never sees " + (names.count == 1 ? "it" : "them")
          + "; disable \"fcm\" or drop " + (names.count == 1 ? "the field" : "the fields"),
        rule: "Kii REST: push messages")
    }

    /// Why FCM refuses to deliver the message to an app whose package is `packageName`, or
    /// `nil`: a ``timeToLive`` outside 0…2,419,200 s ("Invalid TTL"), then a
    /// ``restrictedPackageName`` that is not `packageName`. Kii Cloud takes both (its REST
    /// reference lists no 400 for them); FCM answers for each token.
    public func fcmRefusal(packageName: String) -> PayloadIssue? {
      if let timeToLive, !(0...PushServiceStore.maximumStorageSeconds).contains(timeToLive) {
        return PayloadIssue(
          reason: "invalidPayload",
          message: "\"gcm.timeToLive\" is \(timeToLive) s: FCM refuses a time to live outside 0 to 2419200 s (4 weeks) "
            + "(INVALID_ARGUMENT \"Invalid TTL\") and the app gets nothing; send at most 2419200, or leave timeToLive out "
            + "for FCM's 4 weeks",
          rule: "FCM ErrorCode: INVALID_ARGUMENT")
      }
      guard let restrictedPackageName, restrictedPackageName != packageName else { return nil }
      return PayloadIssue(
        reason: "invalidPackageName",
        message: "\"gcm.restrictedPackageName\" is \(QuotedValue.plain(restrictedPackageName)) and this app is "
          + "\(QuotedValue.plain(packageName)): FCM refuses the message for this token (InvalidPackageName, "
          + "INVALID_ARGUMENT \"Invalid package name\") and the app gets nothing; send the app's package name "
          + "(the device's packageName option) or leave restrictedPackageName out",
        rule: "FCM ErrorCode: INVALID_ARGUMENT")
    }

    /// What Kii Cloud notes about the fields: `delayWhileIdle`, which FCM ignores.
    var warnings: [PayloadIssue] {
      guard let delayWhileIdle else { return [] }
      return [
        PayloadIssue(
          reason: "delayWhileIdleIgnored",
          message: "\"gcm.delayWhileIdle\" is \(delayWhileIdle), which changes nothing: FCM has accepted and ignored "
            + "delay_while_idle since 15 November 2016; a normal-priority message waits while the device dozes "
            + "anyway, and collapseKey and timeToLive decide what waits",
          rule: "Firebase legacy HTTP reference: delay_while_idle")
      ]
    }
  }
}
