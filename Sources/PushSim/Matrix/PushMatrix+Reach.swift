extension PushMatrix {
  /// The platforms a payload reaches, each with what its decoder makes of it: the decoder of
  /// the cells' device (`device`'s options and app, as `parse --device` decodes).
  ///
  /// The payload's shape says where it can go: an APNs payload (an `aps` dictionary at the top,
  /// an Xcode `.apns` file too) reaches iOS only; an FCM HTTP v1 body (`{"message": {...}}`)
  /// reaches every platform whose decoder accepts it (FCM sends one request to an iOS, an
  /// Android or a web token); an FCM data map with FCM's own keys (`gcm.n.*`,
  /// `google.*`, `from`, `collapse_key`: what the device receives, not what a server sends)
  /// reaches Android only; anything else may be an Android data map and Web Push data, and
  /// reaches whichever of the two accepts it (a data map needs every value to be a string).
  ///
  /// An FCM HTTP v1 body is addressed to every platform, so a platform whose decoder refuses it
  /// (FCM refuses the request for that kind of token, R-A-16) is returned in `refused` with the
  /// reason, for the matrix to list; another shape only tells which platform it is for, and a
  /// platform that does not read it is left out.
  ///
  /// - Throws: ``PushMatrixError`` when the payload is not a JSON object, or no platform accepts
  ///   it (with each platform's reason).
  static func reach(
    _ payload: [UInt8], headers: ValidatedPushHeaders, device: MatrixDevice
  ) throws(PushMatrixError) -> (reached: [(platform: Platform, push: IncomingPush)], refused: [Skipped]) {
    let document: JSONDocument
    do {
      document = try JSONDocument(bytes: payload, options: JSONParseOptions(maxBytes: 1 << 20, maxDepth: 64, allowsByteOrderMark: true))
    } catch {
      throw PushMatrixError("invalid JSON: \(error)")
    }
    guard document.root.type == .object else {
      throw PushMatrixError(
        "the payload is \(PayloadIssue.describe(document.root.type)); expected a JSON object: an APNs payload, "
          + "an FCM data map, an FCM HTTP v1 body {\"message\": {...}} or Web Push JSON")
    }
    let candidates: [Platform]
    var isFCMv1Body = false
    if document.root.hasKey("aps") {
      candidates = [.iOS]
    } else if let message = document.root["message"], message.type == .object {
      candidates = Platform.allCases
      isFCMv1Body = true
    } else if document.root.members.contains(where: { FCMDataMap.isReserved($0.key) }) {
      candidates = [.android]  // `gcm.n.*`, `google.*`, `from`: what only an Android device sees
    } else {
      candidates = [.android, .web]
    }
    var reached: [(platform: Platform, push: IncomingPush)] = []
    var refusals: [(platform: Platform, issue: PayloadIssue)] = []
    for platform in candidates {
      switch PushDecoder(platform: platform, options: device.options, app: device.app(on: platform)).decode(payload, headers: headers, sequence: 1) {
      case .success(let push): reached.append((platform, push))
      case .failure(let issue): refusals.append((platform, issue))
      }
    }
    guard !reached.isEmpty else {
      throw PushMatrixError(
        "no platform accepts this payload: " + refusals.map { "\($0.platform): \($0.issue.message)" + ($0.issue.rule.map { " (\($0))" } ?? "") }.joined(separator: "; "))
    }
    guard isFCMv1Body else { return (reached, []) }
    return (reached, refusals.map { refusal in
      let rule = refusal.issue.rule.map { " (\($0))" } ?? ""
      return Skipped(platform: refusal.platform, reason: "refused: \(refusal.issue.reason): \(refusal.issue.message)\(rule)")
    })
  }
}
