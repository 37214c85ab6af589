extension PushDecoder {
  /// Decodes a Web Push message for a browser's service worker.
  ///
  /// The data may be any text (`event.data.text()`); when it is JSON, the plain service worker
  /// PushSim models shows the notification described by a `notification` object, or by the
  /// top-level `title`, `body`, `tag`, … keys (the shape of `showNotification`'s options), and
  /// declarative Web Push (`"web_push": 8030`, with its `app_badge`: `DeclarativeAppBadge`) and
  /// FCM HTTP v1 bodies (`message.webpush`) are read the way their senders define them.
  func decodeWebPush(
    _ bytes: [UInt8], headers inputHeaders: ValidatedPushHeaders, sequence: Int, now: SimInstant
  ) throws(PayloadIssue) -> IncomingPush {
    var headers = inputHeaders
    guard bytes.count <= 4096 else {
      // An FCM HTTP v1 body counts against FCM's limit; anything else is Web Push data. Only a
      // payload not far over the limit is parsed to tell which.
      if bytes.count <= 1 << 16, let document = try? parse(bytes), document.root["message"]?.type == .object {
        throw .tooLarge(bytes, limit: 4096, platform: "FCM", rule: "R-A-1")
      }
      throw Self.webPushDataTooLarge(bytes)
    }
    var warnings: [PayloadIssue] = headers.isEmpty ? [] : headers.otherPlatformWarnings(on: .web)
    // `event.data.json()` and `text()` run UTF-8 decode (Push API; Encoding Standard), which
    // drops a leading byte order mark: the service worker reads the data without it. Sizes
    // count every byte, the mark included.
    let data = bytes.starts(with: PushDecoder.byteOrderMark) ? Array(bytes.dropFirst(PushDecoder.byteOrderMark.count)) : bytes
    let text = String(decoding: data, as: UTF8.self)
    var n = PushNotification(id: GeneratedID.make("web-", sequence))
    var root: JSONNode?
    var dialect = Dialect.webpush
    // An FCM HTTP v1 body: FCM, not the sender, makes the Web Push request.
    var sentThroughFCM = false
    // An FCM HTTP v1 body's `webpush.fcm_options.link`.
    var fcmLink: String?
    if let document = try? parse(data) {
      // FCM reads an HTTP v1 body with its own JSON parser, as on the other platforms: a body
      // that starts with a mark is refused there (invalidJSON), before any browser sees it.
      if data.count != bytes.count, document.root["message"]?.type == .object { _ = try parse(bytes) }
      root = document.root
      warnings += Self.duplicateKeyWarnings(document)
    } else if !bytes.isEmpty {
      warnings.append(
        .init(
          reason: "notJSON",
          message: "the push data is not JSON: event.data.json() throws in the service worker; "
            + "event.data.text() still works"))
    }
    let isDeclarative = root?["web_push"]?.int64Value == 8030
    if let root, root.type == .object {
      var options = root["notification"] ?? root
      var optionsPath = root["notification"] == nil ? "" : "notification."
      // FCM HTTP v1: `webpush.notification` overrides the common `notification` field by field.
      var common: JSONNode?
      var data = root["data"]
      if let message = root["message"], message.type == .object {
        dialect = .fcm
        sentThroughFCM = true
        // FCM refuses an unknown field or a second target whatever the device.
        if let issue = FCMv1Lint.refusal(message, keys: message.knownMembers(FCMv1MessageField.self)) {
          throw .invalidPayload(issue.message, rule: issue.rule)
        }
        let webpush = message["webpush"]
        options = webpush?["notification"] ?? message["notification"] ?? options
        optionsPath = webpush?["notification"] != nil ? "message.webpush.notification."
          : message["notification"] != nil ? "message.notification." : optionsPath
        common = webpush?["notification"] != nil ? message["notification"] : nil
        data = webpush?["data"] ?? message["data"]
        // `fcm_options` or `fcmOptions`: FCM's JSON parser takes both spellings.
        fcmLink = webpush?.knownMembers(FCMv1WebpushField.self)[.fcmOptions]?["link"]?.stringValue
        if let webHeaders = webpush?["headers"] {
          try Self.applyWebpushHeaders(webHeaders, to: &headers)
        }
      }
      // What showNotification(title, options) makes of the values (WebIDL conversions).
      let converted = WebNotificationOptions(options, common: common, path: optionsPath)
      warnings += converted.warnings
      n.title = converted.title ?? n.title
      n.body = converted.body
      n.tag = converted.tag
      n.imageURL = converted.imageURL
      n.renotify = converted.renotify
      n.requireInteraction = converted.requireInteraction
      n.silent = converted.silent
      // A declarative message's relative URLs, resolved against the scope (the Push API draft).
      let navigate = isDeclarative ? converted.navigate.map { Self.declarativeResolved($0, options: self.options) ?? $0 } : converted.navigate
      n.launchURL = navigate
        ?? (sentThroughFCM ? Self.firebaseWorkerLink(fcmLink: fcmLink, options: options) : data?["url"]?.stringValue)
      n.buttons = converted.actions
      if isDeclarative {
        for index in n.buttons.indices {
          n.buttons[index].url = n.buttons[index].url.map { Self.declarativeResolved($0, options: self.options) ?? $0 }
        }
      }
      let maxActions = self.options.effectiveWebMaxActions
      if n.buttons.count > maxActions, !converted.warnings.contains(where: { WebNotificationOptions.typeErrorReasons.contains($0.reason) }) {
        let actions = n.buttons.count == 1 ? "1 action" : "\(n.buttons.count) actions"
        let source = self.options.webMaxActions == nil ? "on \(self.options.effectiveBrowser.name)" : "(the webMaxActions option)"
        let shown = maxActions == 0
          ? "the notification has no buttons"
          : maxActions == 1 ? "only the first action is shown" : "only the first \(maxActions) actions are shown"
        warnings.append(
          .init(
            reason: "tooManyActions",
            message: "\(actions), but Notification.maxActions is \(maxActions) \(source): \(shown)",
            rule: "R-W-8"))
      }
      n.additionalData = (options["data"] ?? data)?.value()
      if n.renotify, (n.tag ?? "").isEmpty {
        warnings.append(
          .init(
            reason: "renotifyWithoutTag",
            message: "renotify: true with an empty tag: showNotification throws a TypeError, so nothing is shown",
            rule: "R-W-7"))
      }
      if n.silent, options["vibrate"] != nil {
        warnings.append(
          .init(
            reason: "silentWithVibrate",
            message: "silent: true with vibrate: showNotification throws a TypeError, so nothing is shown",
            rule: "R-W-7"))
      }
      if isDeclarative, root["notification"]?["navigate"]?.stringValue == nil {
        warnings.append(
          .init(
            reason: "declarativeWithoutNavigate",
            message: "a declarative message (web_push 8030) needs notification.navigate, the URL a click opens; "
              + "WebKit's parser refuses the message without it, and the browser treats it as an ordinary push "
              + "(the service worker's push event decides)"))
      }
      warnings += Self.declarativeMemberWarnings(root, declarative: isDeclarative, options: self.options)
      if let vendor = Dialect.vendor(root: root, data: nil, platform: .web) { dialect = vendor }
      // Declarative Web Push's `app_badge` (w3c/push-api#402): the badge the message sets.
      let appBadge = DeclarativeAppBadge.read(root, declarative: isDeclarative, options: self.options)
      n.badge = appBadge.badge
      warnings += appBadge.warnings
    }
    if let ttl = headers.ttlSeconds, ttl > PushServiceStore.maximumStorageSeconds {
      // RFC 8030 §5.2: a push service "MAY retain the push message for a shorter duration than
      // requested", and answers with the TTL it uses.
      warnings.append(
        .init(
          reason: "ttlShortened",
          message: "TTL \(ttl) s is longer than the push service keeps a message; it keeps this one 2419200 s (4 weeks) "
            + "and answers with that TTL", rule: "R-W-9"))
      headers.ttlSeconds = PushServiceStore.maximumStorageSeconds
    }
    if !sentThroughFCM, bytes.count > PushDecoder.webPushPlaintextLimit {
      throw Self.webPushDataTooLarge(bytes)
    }
    if headers.ttlSeconds == nil, !sentThroughFCM {
      warnings.append(
        .init(
          reason: "missingTTL",
          message: "no TTL header; RFC 8030 requires one (some push services treat a missing TTL "
            + "as 0). PushSim keeps the message for 4 weeks", rule: "R-W-9"))
    }
    n.ttl = .seconds(headers.ttlSeconds ?? 2_419_200)
    n.priority = (headers.urgency ?? .normal).rawValue
    var push = IncomingPush(
      platform: .web, dialect: dialect, kind: .webPush, notification: n, headers: headers,
      size: bytes.count, warnings: warnings, payload: root, remoteMessage: nil, webPushText: text)
    push.isDeclarativeWebPush = isDeclarative
    push.isMutableDeclarativeWebPush = isDeclarative && root?["mutable"]?.boolValue == true
    return push
  }
}

extension PushDecoder {
  /// The URL a click on an FCM HTTP v1 message's notification opens on the web: what the
  /// Firebase JS SDK's worker (`firebase-messaging-sw.js`, `packages/messaging/src/listeners/
  /// sw-listeners.ts`) opens. Only that worker reads `fcm_options.link`: its `notificationclick`
  /// handler opens `getLink(payload)`, `fcmOptions.link`, else the notification's
  /// `click_action`, and never the message's `data` (the notification's `data` is the whole
  /// message, under `FCM_MSG`), so a `data.url` is not opened.
  ///
  /// - Parameters:
  ///   - fcmLink: `webpush.fcm_options.link`.
  ///   - options: the notification the worker shows (`webpush.notification` or `notification`).
  /// - Returns: The link, or `nil` when neither is a non-empty string.
  static func firebaseWorkerLink(fcmLink: String?, options: JSONNode) -> String? {
    if let fcmLink, !fcmLink.isEmpty { return fcmLink }
    guard let clickAction = options["click_action"]?.stringValue, !clickAction.isEmpty else { return nil }
    return clickAction
  }
}

extension PushDecoder {
  /// Warnings for a declarative message's members of the wrong type or value: a `web_push` that
  /// is not the number 8030 (the message is not declarative: an ordinary push), a `mutable` that
  /// is not a boolean (the message is not mutable), a `notification.navigate` that is not an
  /// absolute URL (WebKit's parser refuses the message: an ordinary push, with no navigation)
  /// unless the Push API draft's parser resolves it against the scope
  /// (``declarativeResolved(_:options:)``: a warning that WebKit would refuse it).
  static func declarativeMemberWarnings(_ root: JSONNode, declarative: Bool, options: DeviceOptions) -> [PayloadIssue] {
    var warnings: [PayloadIssue] = []
    if let webPush = root["web_push"], !declarative {
      let what = webPush.int64Value != nil
        ? "\(webPush.rawPreview())" : "\(webPush.rawPreview()) (\(PayloadIssue.describe(webPush.type)))"
      warnings.append(
        .init(
          reason: "webPushNot8030",
          message: "web_push is \(what): WebKit reads a message as declarative only when web_push is the number 8030, "
            + "so this is an ordinary push (the service worker's push event decides what is shown); "
            + "expected \"web_push\": 8030"))
    }
    guard declarative else { return warnings }
    if let mutable = root["mutable"], mutable.boolValue == nil {
      warnings.append(
        .init(
          reason: "mutableNotBoolean",
          message: "mutable is \(mutable.rawPreview()) (\(PayloadIssue.describe(mutable.type))), not a boolean: the "
            + "message is not mutable, so the browser shows its notification without running the service worker's "
            + "push event; expected true or false"))
    }
    if let navigate = root["notification"]?["navigate"]?.stringValue, !isAbsoluteURL(navigate),
      let resolved = declarativeResolved(navigate, options: options), let scope = options.webScope
    {
      warnings.append(
        .init(
          reason: "navigateRelativeURL",
          message: "notification.navigate \(QuotedValue.json(navigate)) is a relative URL: the Push API "
            + "draft's declarative parser, which PushSim follows on \(options.effectiveBrowser.name), resolves it against the "
            + "service worker's scope \(scope) to \(resolved); WebKit's parser (Safari, and every browser on an iPhone or "
            + "iPad) refuses the message for it, so send an absolute URL such as \(QuotedValue.json(resolved))"))
    } else if let navigate = root["notification"]?["navigate"]?.stringValue, !isAbsoluteURL(navigate) {
      warnings.append(
        .init(
          reason: "navigateNotAbsoluteURL",
          message: "notification.navigate \(QuotedValue.json(navigate)) is not an absolute URL: WebKit's "
            + "parser refuses the message, so it is an ordinary push (the service worker's push event decides) and "
            + "a click fires notificationclick instead of navigating; expected an absolute URL such as "
            + "\"https://example.com/inbox\""))
    }
    return warnings
  }

  /// A declarative message's relative URL resolved as the Push API draft's parser does, against
  /// the service worker registration's scope (the `webScope` option); `nil` when `text` names a
  /// scheme (it is not relative), when PushSim knows no scope, or on WebKit, whose parser
  /// (`NotificationJSONParser`) reads the URL without a base and so refuses a relative one.
  static func declarativeResolved(_ text: String, options: DeviceOptions) -> String? {
    guard !URLReference.hasScheme(text), options.effectiveBrowser != .safari, let scope = options.webScope else { return nil }
    return URLReference.resolve(text, against: scope)
  }

  /// Whether `text` parses as a URL without a base: a scheme (a letter, then letters, digits,
  /// `+`, `-` or `.`) and `:`, with a host after `//` for `http` and `https`.
  static func isAbsoluteURL(_ text: String) -> Bool {
    guard let colon = text.firstIndex(of: ":") else { return false }
    let scheme = text[..<colon]
    guard let first = scheme.first, first.isASCII, first.isLetter,
      scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
    else { return false }
    let rest = text[text.index(after: colon)...]
    if ["http", "https"].contains(scheme.lowercased()) {
      let host = rest.drop { $0 == "/" || $0 == "\\" }.prefix { !"/?#".contains($0) }
      return !host.isEmpty && !host.contains(" ")
    }
    return !rest.isEmpty
  }
}

extension PushDecoder {
  /// Applies an FCM HTTP v1 body's `webpush.headers` (the Web Push protocol's headers, names in
  /// any case): `TTL`, `Urgency` and `Topic` checked as a push's own headers are (R-W-9, R-W-10),
  /// other headers passed on untouched.
  ///
  /// - Throws: ``PayloadIssue/invalidPayload(_:)`` for a value that is not a string (the field is
  ///   a `map<string, string>`: FCM answers `INVALID_ARGUMENT`) or a TTL or urgency out of range.
  /// FCM's answer to a `webpush.headers` that is not an object (a `map<string, string>`).
  static func webpushHeadersNotAnObject(_ headers: JSONNode) -> PayloadIssue {
    .invalidPayload(
      "message.webpush.headers is \(PayloadIssue.describe(headers.type)); expected an object of strings such as {\"TTL\": \"3600\", \"Urgency\": \"high\"}")
  }

  static func applyWebpushHeaders(_ webHeaders: JSONNode, to headers: inout ValidatedPushHeaders) throws(PayloadIssue) {
    guard webHeaders.type == .object else { throw webpushHeadersNotAnObject(webHeaders) }
    if let issue = FCMv1Lint.headerIssues(webHeaders, block: "webpush").first { throw .invalidPayload(issue.message) }
    for (key, value) in webHeaders.members {
      let name = key.lowercased()
      guard ["ttl", "urgency", "topic"].contains(name), let text = value.stringValue else { continue }
      let parsed: ValidatedPushHeaders
      do {
        parsed = try PushHeaders([(name, .string(text))]).validated()
      } catch {
        // Named as the body names it (`TTL`), with what the header takes.
        throw .invalidPayload(
          "message.webpush.headers.\(QuotedValue.key(key)) is \(QuotedValue.json(text)); expected \(error.expected ?? "another value")")
      }
      headers.ttlSeconds = parsed.ttlSeconds ?? headers.ttlSeconds
      headers.urgency = parsed.urgency ?? headers.urgency
      headers.webTopic = parsed.webTopic ?? headers.webTopic
    }
  }
}
