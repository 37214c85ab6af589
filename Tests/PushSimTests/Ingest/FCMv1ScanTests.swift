import Testing

@testable import PushSim

/// An FCM v1 body's data map is scanned while it is built (`AndroidDelivery.scan`): that scan
/// must equal scanning the map, and is only made when the keys are known to be distinct.
struct FCMv1ScanTests {
  /// v1 messages: every notification field, both blocks, escapes, non-ASCII keys, data keys
  /// that FCM reserves or that repeat.
  static let messages = [
    ##"{"notification":{"title":"T","body":"B","image":"https://i"},"data":{"k0":"a","k1":"b"},"android":{"priority":"high","collapse_key":"c","notification":{"tag":"t4","click_action":"OPEN","color":"#ff0000"}}}"##,
    #"{"data":{"k":"v","é":"ü","\u006b2":"x"}}"#,
    #"{"notification":{"title":"T","image":"https://a"},"android":{"notification":{"image":"https://b","title":"U"}}}"#,
    #"{"android":{"notification":{"title_loc_key":"k","title_loc_args":["a","b"],"sound":"s","channel_id":"c","notification_count":3,"sticky":true,"event_time":"2020-01-01T00:00:00Z","default_sound":true,"ticker":"t","visibility":"PUBLIC","icon":"i","body_loc_key":"b","body_loc_args":["x"],"local_only":false,"notification_priority":"PRIORITY_HIGH","default_vibrate_timings":true,"default_light_settings":true}}}"#,
    #"{"data":{"collapse_key":"mine"},"notification":{"title":"T"}}"#,
    #"{"data":{"message_id":"m"}}"#,
    #"{"data":{"k":"1","k":"2"}}"#,
    #"{"android":{"data":{"a":"1"},"ttl":"3.5s"},"data":{"b":"2"}}"#,
    #"{"notification":{"title":"T","image":"https://a"},"data":{"k":"v"}}"#,
    #"{}"#,
  ]

  @Test(arguments: messages)
  func scanWhileBuildingEqualsScanningTheMap(_ json: String) throws {
    let document = try JSONDocument(json)
    let delivery = try FCMv1Message.android(
      document.root, messageID: "fcm-1", sentTimeMillis: 1_700_000_000_000, packageName: "com.example")
    let scanned = FCMDataMap(entries: delivery.pairs).scan()
    if let scan = delivery.scan {
      #expect(FCMDataMap.keysAreDistinct(delivery.pairs))
      #expect(scan.appEntryCount == scanned.appEntryCount)
      #expect(scan.countedBytes == scanned.countedBytes)
      #expect(scan.reserved.map(\.kind) == scanned.reserved.map(\.kind))
      #expect(scan.reserved.map(\.value) == scanned.reserved.map(\.value))
    }
  }

  /// Without building the pairs (`buildingPairs: false`, what the decoder asks), the scan and
  /// every other field are those of the full conversion, and the pairs the map builds when read
  /// (`FCMv1Source`) are its pairs; a body the measuring path cannot settle is converted in full.
  @Test(arguments: messages + [
    #"{"data":{"campaign":"c","gclid":"x","message":"m"},"notification":{"title":"T"}}"#,
    #"{"data":{"":"empty key"}}"#,
    #"{"data":{"k":"v\u00e9\"q"}}"#,
    #"{"data":{"k":1}}"#,
    #"{"data":{"gcmx":"1"}}"#, #"{"data":{"from":"x"}}"#, #"{"data":{"googlex":"1"}}"#,
    #"{"data":{"message_type":"x"}}"#, #"{"data":{"aé":"x","fé":"y"}}"#,
  ])
  func measuringEqualsConverting(_ json: String) throws {
    let message = try JSONDocument(json).root
    func convert(buildingPairs: Bool) throws -> FCMv1Message.AndroidDelivery {
      try FCMv1Message.android(
        message, messageID: "fcm-1", sentTimeMillis: 1_700_000_000_000, packageName: "com.example",
        buildingPairs: buildingPairs)
    }
    guard let full = try? convert(buildingPairs: true) else {
      #expect(throws: PayloadIssue.self) { try convert(buildingPairs: false) }
      return
    }
    let measured = try convert(buildingPairs: false)
    #expect(full.pairsBuilt)
    #expect(measured.ttlSeconds == full.ttlSeconds && measured.priority == full.priority)
    #expect(measured.collapseKey == full.collapseKey && measured.dataNode?.index == full.dataNode?.index)
    #expect(measured.scan?.appEntryCount == full.scan?.appEntryCount)
    #expect(measured.scan?.countedBytes == full.scan?.countedBytes)
    // Measuring only, the sent time, TTL and priorities are handed over as values instead of
    // entries: the full scan's entries, less those four, and their texts written from the values.
    var expected = full.scan?.reserved
    if let written = measured.written, var entries = expected {
      let handedOver: [FCMMessageKey: String] = [
        .googleSentTime: String(written.sentTimeMillis), .googleTTL: String(written.ttlSeconds),
        .googleOriginalPriority: written.priority.rawValue, .googleDeliveredPriority: written.priority.rawValue,
      ]
      let texts = entries.compactMap { entry -> (FCMMessageKey, String)? in
        guard case .message(let key) = entry.kind, handedOver[key] != nil else { return nil }
        return (key, entry.value)
      }
      #expect(texts.map(\.0) == [.googleSentTime, .googleTTL, .googleOriginalPriority, .googleDeliveredPriority])
      #expect(texts.allSatisfy { handedOver[$0.0] == $0.1 })
      entries.removeAll { entry in
        if case .message(let key) = entry.kind { return handedOver[key] != nil }
        return false
      }
      expected = entries
    }
    #expect(measured.scan?.reserved.map(\.kind) == expected?.map(\.kind))
    #expect(measured.scan?.reserved.map(\.value) == expected?.map(\.value))
    if measured.pairsBuilt {
      #expect(measured.pairs.map(\.key) == full.pairs.map(\.key))
      #expect(measured.pairs.map(\.value) == full.pairs.map(\.value))
    } else {
      #expect(measured.pairs.isEmpty && measured.scan != nil)
      let source = FCMv1Source(
        message: message, messageID: "fcm-1", sentTimeMillis: 1_700_000_000_000, packageName: "com.example",
        headers: ValidatedPushHeaders())
      #expect(!source.pairsAreBuilt)
      #expect(source.pairs.map(\.key) == full.pairs.map(\.key))
      #expect(source.pairsAreBuilt)  // built once, kept for the next read
      #expect(source.pairs.map(\.value) == full.pairs.map(\.value))
      let map = FCMDataMap(v1: source)
      #expect(map.entries.map(\.key) == full.pairs.map(\.key))
      #expect(map.appEntries.map(\.value) == FCMDataMap(entries: full.pairs).appEntries.map(\.value))
      #expect(map["k0"] == FCMDataMap(entries: full.pairs)["k0"])
      #expect(map.contains("gcm.n.e") == full.pairs.contains { $0.key == "gcm.n.e" })
    }
  }

  /// The measuring path settles the usual bodies (plain keys), and leaves the others to the
  /// full conversion.
  @Test func measuringSettlesPlainBodies() throws {
    func pairsBuilt(_ json: String) throws -> Bool {
      try FCMv1Message.android(
        JSONDocument(json).root, messageID: "fcm-1", sentTimeMillis: 0, packageName: "p", buildingPairs: false
      ).pairsBuilt
    }
    #expect(try !pairsBuilt(Self.messages[0]))
    #expect(try !pairsBuilt(Self.messages[8]))  // an image
    #expect(try !pairsBuilt(Self.messages[2]))  // both blocks
    #expect(try !pairsBuilt(Self.messages[9]))  // empty
    #expect(try !pairsBuilt(#"{"data":{"campaign":"c","message":"m"}}"#))  // c and m, not FCM's
    #expect(try pairsBuilt(Self.messages[1]))  // non-ASCII and escaped keys
    #expect(try pairsBuilt(Self.messages[4]))  // data collapse_key
    #expect(try pairsBuilt(Self.messages[6]))  // a repeated data key
  }

  /// The scan is left to the map exactly when a key may repeat or the data holds a key FCM reserves.
  @Test func scanIsMadeOnlyForDistinctKeys() throws {
    func scan(_ json: String) throws -> FCMDataMapScan? {
      try FCMv1Message.android(
        JSONDocument(json).root, messageID: "fcm-1", sentTimeMillis: 0, packageName: "p"
      ).scan
    }
    #expect(try scan(Self.messages[0]) != nil)
    #expect(try scan(Self.messages[8]) != nil)  // an image
    #expect(try scan(Self.messages[2]) != nil)  // a field in both blocks
    #expect(try scan(Self.messages[4]) == nil)  // data collapse_key and FCM's
    #expect(try scan(Self.messages[5]) == nil)  // data message_id
    #expect(try scan(Self.messages[6]) == nil)  // a repeated data key
  }

  /// A v1 body's vendor is found on its data object: the same as on the whole data map.
  @Test(arguments: [
    #"{"data":{"_wp":"{\"alert\":{\"text\":\"hi\"}}"}}"#,
    #"{"data":{"custom":"{\"i\":\"x\"}","k":"v"},"notification":{"title":"T"}}"#,
    #"{"android":{"data":{"CIO-Delivery-ID":"d","CIO-Delivery-Token":"t"}},"data":{"_wp":"{}"}}"#,
    #"{"data":{"p":"5","collapse_key":"c"}}"#,
    #"{"data":{"objectScopeType":"APP","k":"1","k":"2"}}"#,
    #"{"data":{"k":"v"}}"#,
    #"{"notification":{"title":"T"}}"#,
  ])
  func vendorIsTheDataMapsVendor(_ json: String) throws {
    let message = try JSONDocument(json).root
    let delivery = try FCMv1Message.android(message, messageID: "fcm-1", sentTimeMillis: 0, packageName: "p")
    let expected = Dialect.vendor(root: nil, data: FCMDataMap(entries: delivery.pairs), platform: .android) ?? .fcm
    let push = try PushDecoder(platform: .android).decode(
      Array(#"{"message":\#(json)}"#.utf8), headers: ValidatedPushHeaders(), sequence: 1
    ).get()
    #expect(push.dialect == expected)
    if json.hasPrefix(#"{"data":{"_wp""#) { #expect(push.dialect == .wonderpush) }
    if json.contains("custom") { #expect(push.dialect == .onesignal) }
  }

  /// Every notification field's data key is what the decoder reads it as.
  @Test func reservedKindsAreTheDataKeys() {
    for field in FCMv1NotificationField.allCases {
      #expect(FCMv1Message.reservedKinds[field.rawValue] == FCMReservedKey(field.dataKey))
      if case .notification = FCMv1Message.reservedKinds[field.rawValue] {} else {
        Issue.record("\(field.dataKey) is not a gcm.n key")
      }
    }
  }

  /// `hasPrefix` agrees with `String.hasPrefix`, non-ASCII and combining marks included.
  @Test(arguments: ["gcm", "gcm.n.x", "gcm\u{301}", "gcmx", "gc", "", "g\u{E9}cm", "google.x", "gcm.n.\u{301}"])
  func hasPrefixIsStringHasPrefix(_ key: String) {
    #expect(FCMDataMap.hasPrefix(key, "gcm") == key.hasPrefix("gcm"))
    #expect(FCMDataMap.hasPrefix(key, "gcm.n.") == key.hasPrefix("gcm.n."))
    #expect(FCMDataMap.hasPrefix(key, "google") == key.hasPrefix("google"))
  }
}

/// `FCMPriority(dataValue:)` is `init(rawValue:)`.
struct FCMPriorityDataValueTests {
  @Test(arguments: ["high", "normal", "HIGH", "", "hig", "normal ", "h\u{0069}gh"])
  func dataValueIsRawValue(_ text: String) {
    #expect(FCMPriority(dataValue: text) == FCMPriority(rawValue: text))
  }

  /// FCM's own keys as strings are their names.
  @Test func messageKeysAreTheirNames() {
    #expect(FCMMessageKey.keys == FCMMessageKey.allCases.map { $0.name.description })
    #expect(FCMMessageKey.keys[FCMMessageKey.googleSentTime.rawValue] == "google.sent_time")
  }
}

/// A notification block value FCM refuses stops the request on every platform, with the
/// message `lint` gives for it; `null` is a field's default and is accepted.
struct FCMv1RefusedValuesTests {
  @Test(arguments: [
    (#"{"android":{"notification":{"title":"T","body_loc_key":"k","body_loc_args":"a,b"}}}"#, "body_loc_args is a string"),
    (#"{"android":{"notification":{"title":"T","title_loc_args":["a",1]}}}"#, "title_loc_args[1] is an integer"),
    (#"{"notification":{"title":5}}"#, "expected a string at message.notification.title, got an integer"),
    (#"{"android":{"notification":{"title":"T","color":"red"}}}"#, "\"red\" is not in the form #rrggbb"),
    (#"{"android":{"notification":{"title":"T","eventTime":"2020-01-01"}}}"#,
     "message.android.notification.eventTime \"2020-01-01\" is not an RFC 3339 timestamp"),
    (#"{"android":{"notification":{"title":"T","event_time":1577836800000}}}"#, "expected a string at message.android.notification.event_time"),
  ])
  func refused(_ message: String, _ expected: String) throws {
    for platform in [Platform.android, .iOS] {
      let result = PushDecoder(platform: platform).decode(
        Array(#"{"message":\#(message)}"#.utf8), headers: ValidatedPushHeaders(), sequence: 1)
      guard case .failure(let issue) = result else {
        Issue.record("\(platform): \(message) was accepted")
        continue
      }
      #expect(issue.reason == "invalidPayload" && issue.message.contains(expected), "\(issue.message)")
      // Linted with a target, which FCM needs (the device needs none: it is the target).
      let lint = PayloadLinter.lint(Array(#"{"message":{"token":"t",\#(message.dropFirst())}"#.utf8), platform: platform)
      #expect(lint.filter { $0.severity == .error }.count == 1, "the decoder's copy is not repeated: \(lint)")
    }
  }

  /// `#rrggbb` in ASCII hex digits only.
  @Test func colours() {
    #expect(FCMv1Lint.isRGB("#00ff00") && FCMv1Lint.isRGB("#A0B1C2"))
    for text in ["#00ff0g", "#ＦＦ0000", "00ff00#", "#00ff0", "#00ff000", "", "#"] { #expect(!FCMv1Lint.isRGB(text), "\(text)") }
  }

  @Test func nullAndValidValuesAreAccepted() throws {
    let json = ##"{"message":{"notification":{"title":null,"body":"B"},"android":{"notification":{"color":"#00ff00","sticky":true,"notification_count":3,"body_loc_args":["x"]}}}}"##
    let push = try PushDecoder(platform: .android).decode(Array(json.utf8), headers: ValidatedPushHeaders(), sequence: 1).get()
    #expect(push.notification.body == "B" && push.notification.title == nil)
    #expect(push.remoteMessage?.notification?.color == "#00ff00" && push.remoteMessage?.notification?.sticky == true)
  }
}

/// An FCM v1 body to iOS carries its image as `fcm_options.image` beside `aps`, where FCM's
/// extension helper reads it: the APNs config's own, else the notification's.
struct FCMv1AppleImageTests {
  static func userInfo(_ message: String) throws -> JSONValue? {
    let push = try PushDecoder(platform: .iOS).decode(
      Array(#"{"message":\#(message)}"#.utf8), headers: ValidatedPushHeaders(), sequence: 1
    ).get()
    return push.notification.additionalData?["fcm_options"]
  }

  @Test func notificationImage() throws {
    #expect(try Self.userInfo(#"{"notification":{"title":"T","image":"https://i/a.png"}}"#) == ["image": "https://i/a.png"])
  }

  @Test func apnsImageWins() throws {
    let message = #"{"notification":{"title":"T","image":"https://i/a.png"},"apns":{"fcm_options":{"image":"https://i/b.png"}}}"#
    #expect(try Self.userInfo(message) == ["image": "https://i/b.png"])
  }

  @Test func noImageNoOptions() throws {
    #expect(try Self.userInfo(#"{"notification":{"title":"T"}}"#) == nil)
  }

  /// A field FCM's `Notification` or `AndroidNotification` does not have is refused, as `lint`
  /// says (FCM answers INVALID_ARGUMENT, "Unknown name"), while the Android fields PushSim
  /// does not convert are accepted.
  @Test(arguments: [
    (#"{"notification":{"title":"T","link":"https://a"}}"#, "message.notification.link"),
    (#"{"notification":{"title":"T","tag":"t"}}"#, "message.notification.tag"),
    (#"{"android":{"notification":{"title":"T","link":"https://b"}}}"#, "message.android.notification.link"),
    (#"{"android":{"notification":{"titles":"T"}}}"#, "message.android.notification.titles"),
    (#"{"android":{"notification":{"title":"T","vibrate_timings":["1s"],"proxy":"ALLOW"}}}"#, nil),
  ] as [(String, String?)])
  func unknownFieldsAreRefused(_ json: String, refused: String?) throws {
    let message = try JSONDocument(json).root
    let lint = PayloadLinter.lint(Array(#"{"message":{"token":"t",\#(json.dropFirst())}"#.utf8), platform: .android)
    if let refused {
      #expect(throws: PayloadIssue.self) {
        try FCMv1Message.android(message, messageID: "m", sentTimeMillis: 0, packageName: "p")
      }
      #expect(lint.map(\.issue.reason) == ["unknownField"])
      #expect(lint.first?.issue.message.hasPrefix(refused) == true)
    } else {
      _ = try FCMv1Message.android(message, messageID: "m", sentTimeMillis: 0, packageName: "p")
      #expect(lint.isEmpty)
    }
  }
}
