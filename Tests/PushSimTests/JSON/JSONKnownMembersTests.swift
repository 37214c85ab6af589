import Testing

@testable import PushSim

/// `JSONNode.knownMembers(_:)` finds the members whose keys are among a fixed set of names in
/// one walk, instead of one `node[key]` look-up per name: every answer must be the look-up's.
struct JSONKnownMembersTests {
  /// Names with the awkward cases: the empty name, one-byte names, a name and its prefix, a
  /// non-ASCII name, a name longer than 63 bytes, two names of one length and first byte.
  enum Name: Int, JSONMemberNames {
    case empty, a, alert, alerts, aler, badge, eAcute, long, long2, st, s

    var name: StaticString {
      switch self {
      case .empty: ""
      case .a: "a"
      case .alert: "alert"
      case .alerts: "alerts"
      case .aler: "aler"
      case .badge: "badge"
      case .eAcute: "é"
      case .long: "k0123456789012345678901234567890123456789012345678901234567890123456789"
      case .long2: "k0123456789012345678901234567890123456789012345678901234567890123456780"
      case .st: "st"
      case .s: "s"
      }
    }

    static let table = JSONNameTable(Name.self)
  }

  /// Objects with escaped keys (`\u0061lert` is `alert`), non-ASCII keys (precomposed and
  /// decomposed `é`, which differ as keys), repeated keys (the last wins), the empty key, keys
  /// that only share a prefix, and values that are not objects.
  static let documents = [
    #"{"alert":"a","badge":1,"alert":"b"}"#,
    #"{"\u0061lert":1,"alert":2,"\u0061":3,"a":4,"a":5,"\u0061":6}"#,
    #"{"":1,"\u00e9":2,"e\u0301":3,"é":4,"s":5,"st":6,"s\u0074":7}"#,
    #"{"aler":1,"alerts":2,"alertss":3,"Alert":4,"b":5,"badg":6}"#,
    #"{"k0123456789012345678901234567890123456789012345678901234567890123456789":1,"k0123456789012345678901234567890123456789012345678901234567890123456780":2,"k01234567890123456789012345678901234567890123456789012345678901234567":3}"#,
    #"{}"#,
    #"["alert","badge"]"#,
    #""alert""#,
    #"{"x":{"alert":1},"alert":{"a":2}}"#,
  ]

  /// Every name's value is the one `node[key]` finds (the same tape index), and `has` and
  /// `isAbsentOrString` agree.
  @Test(arguments: documents + [#"{"alert":"a","badge":1,"a":null,"s":["x"],"st":{},"alerts":"\u0062"}"#])
  func agreesWithLookUp(_ json: String) throws {
    let root = try JSONDocument(json).root
    let members = root.knownMembers(Name.self)
    for name in Name.allCases {
      let expected = root[name.name.description]
      #expect(members[name]?.byteRange == expected?.byteRange, "\(name) in \(json)")
      #expect(members.has(name) == (expected != nil), "\(name) in \(json)")
      #expect(members.isAbsentOrString(name) == (expected.map { $0.type == .string } ?? true), "\(name) in \(json)")
    }
  }

  /// `allKeysAreNamesUnescaped`: known keys only, written without escapes (repeats included);
  /// an unknown key, an escaped known key, a prefix of a name and a non-object are `false`.
  @Test func allKeysAreNamesUnescaped() throws {
    func answer(_ json: String) throws -> Bool {
      try JSONDocument(json).root.knownMembers(Name.self).allKeysAreNamesUnescaped
    }
    #expect(try answer(#"{"alert":"a","badge":1,"alert":"b"}"#))
    #expect(try answer(#"{}"#))
    #expect(try answer(#"{"":1,"é":2}"#))
    #expect(try !answer(#"{"alert":"a","x":1}"#))
    #expect(try !answer(#"{"\u0062adge":1}"#))
    #expect(try !answer(#"{"badg":1}"#))
    #expect(try !answer(#"{"badges":1}"#))
    #expect(try !answer(#"{"e\u0301":1}"#))
    #expect(try !answer(#"["alert"]"#))
  }

  /// `position(ofString:)` matches as `String`'s `==` does: byte for byte for ASCII keys, by
  /// canonical equivalence otherwise (decomposed `é` is the name `é`; the Kelvin sign is `K`).
  @Test func positionOfStringIsStringEquality() {
    enum Upper: Int, JSONMemberNames {
      case k, kb
      var name: StaticString {
        switch self {
        case .k: "K"
        case .kb: "Kb"
        }
      }
      static let table = JSONNameTable(Upper.self)
    }
    let keys = ["", "a", "alert", "alerts", "é", "e\u{301}", "s", "st", "x", "\u{212A}", "\u{212A}b", "K", "k"]
    for key in keys {
      #expect(
        Name.table.position(ofString: key) == Name.allCases.first { $0.name.description == key }?.rawValue,
        "\(key.unicodeScalars.map(\.value))")
      #expect(
        Upper.table.position(ofString: key) == Upper.allCases.first { $0.name.description == key }?.rawValue,
        "\(key.unicodeScalars.map(\.value))")
    }
    #expect(Upper.table.position(ofString: "\u{212A}") == Upper.k.rawValue)
    #expect(Name.table.position(ofString: "e\u{301}") == Name.eAcute.rawValue)
  }

  /// The APNs decoder's warnings: none for APNs keys (escaped or not), one per custom key, in
  /// order, each once.
  @Test func customKeyInApsWarnings() throws {
    func reasons(_ json: String) throws -> [String] {
      var headers = ValidatedPushHeaders()
      headers.apnsPushType = .alert
      let push = try PushDecoder(platform: .iOS).decode(Array(json.utf8), headers: headers, sequence: 1).get()
      return push.warnings.map { $0.reason + ":" + $0.message.prefix(8) }
    }
    #expect(try reasons(#"{"aps":{"alert":"Hi","badge":1,"thread-id":"t"}}"#) == [])
    #expect(try reasons(#"{"aps":{"alert":"Hi","\u0062adge":1}}"#) == [])
    #expect(try reasons(#"{"aps":{"alert":"Hi","x":1,"\u0079":2,"x":3}}"#) == ["duplicateKey:duplicat", "customKeyInAps:aps.x is", "customKeyInAps:aps.y is"])
  }

  /// The decoders' name lists are APNs's and the vendors' keys, each name once.
  @Test func decoderNames() {
    #expect(PushDecoder.apsKeys == [
      "alert", "badge", "sound", "thread-id", "category", "content-available", "mutable-content",
      "target-content-id", "interruption-level", "relevance-score", "filter-criteria",
      "stale-date", "content-state", "timestamp", "event", "dismissal-date", "attributes-type",
      "attributes", "input-push-channel", "input-push-token",
    ])
    #expect(PushDecoder.apsKeys.count == APSKey.allCases.count)
    #expect(APSKey.table.position(ofString: "thread-id") == APSKey.threadID.rawValue)
    #expect(APNsAlertKey.table.position(ofString: "subtitle-loc-args") == APNsAlertKey.subtitleLocArgs.rawValue)
    #expect(PayloadRootKey.table.position(ofString: "Simulator Target Bundle") == PayloadRootKey.simulatorTargetBundle.rawValue)
  }
}
