extension ValidatedPushHeaders {
  /// The `headerNotForPlatform` warnings of the headers given that have no effect on
  /// `platform`, each naming the header and what that platform's push service takes instead:
  /// APNs reads the `apns-*` headers only, FCM `ttl`, `priority` and `collapse_key`, a Web Push
  /// service `ttl` (`TTL`), `urgency` and `topic`. In the order of ``PushHeaders/knownNames``;
  /// none, and nothing built, for headers that all apply. Out of line: the decoders it would be
  /// inlined into stay small.
  @inline(never)
  func otherPlatformWarnings(on platform: Platform) -> [PayloadIssue] {
    guard !isEmpty else { return [] }
    var warnings: [PayloadIssue] = []
    func ignored(_ header: String, _ given: Bool, _ instead: @autoclosure () -> String) {
      guard given else { return }
      let name =
        switch platform {
        case .iOS: "iOS"
        case .android: "Android"
        case .web: "the web"
        }
      warnings.append(
        PayloadIssue(reason: "headerNotForPlatform", message: "header \(QuotedValue.plain(header)) has no effect on \(name): \(instead())"))
    }
    switch platform {
    case .iOS:
      ignored("ttl", ttlSeconds != nil, "APNs does not read it; a push's lifetime there is apns-expiration (a UNIX time)")
      ignored("priority", fcmPriority != nil, "it is FCM's; APNs takes apns-priority (10, 5 or 1)")
      ignored("collapse_key", collapseKey != nil, "it is FCM's; APNs collapses by apns-collapse-id")
      ignored("urgency", urgency != nil, "it is Web Push's; APNs takes apns-priority (10, 5 or 1)")
      ignored("topic", webTopic != nil, "it is Web Push's; APNs collapses by apns-collapse-id (apns-topic names the app)")
      ignored(
        "activity", liveActivity != nil && apnsPushType != .liveactivity,
        "it names the Live Activity an ActivityKit push goes to; send apns-push-type liveactivity")
      ignored(
        "apns-channel-id", liveActivityChannel != nil && apnsPushType != .liveactivity,
        "broadcast channels carry ActivityKit pushes only; send apns-push-type liveactivity")
    case .android, .web:
      let instead =
        platform == .android
        ? "FCM takes ttl, priority and collapse_key (an HTTP v1 body sets APNs headers in message.apns.headers)"
        : "a web push takes ttl, urgency and topic"
      ignored("apns-push-type", apnsPushType != nil, "it is an APNs header; " + instead)
      ignored("apns-priority", apnsPriority != nil, "it is an APNs header; " + instead)
      ignored("apns-collapse-id", apnsCollapseID != nil, "it is an APNs header; " + instead)
      ignored("apns-expiration", apnsExpiration != nil, "it is an APNs header; " + instead)
      ignored("apns-id", apnsID != nil, "it is an APNs header; " + instead)
      ignored("apns-topic", apnsTopic != nil, "it is an APNs header; " + instead)
      if platform == .android {
        ignored("urgency", urgency != nil, "it is Web Push's; FCM takes priority (high or normal)")
        ignored("topic", webTopic != nil, "it is Web Push's; FCM collapses by collapse_key")
      } else {
        ignored("priority", fcmPriority != nil, "it is FCM's; a web push takes urgency (very-low, low, normal or high)")
        ignored("collapse_key", collapseKey != nil, "it is FCM's; a web push service replaces a waiting message by topic")
      }
      ignored("activity", liveActivity != nil, "it names an iOS Live Activity; " + instead)
      ignored("apns-channel-id", liveActivityChannel != nil, "it is an APNs broadcast channel for iOS Live Activities; " + instead)
    }
    return warnings
  }
}
