import Testing

@testable import PushSim

/// `FCMDataMap.knownEntries(_:)` answers the vendor check's `map[key]` and `map.contains(key)`
/// for every marker from one pass over the map: on a payload's object (keys compared as
/// decoded bytes) and on pairs (keys compared as `String`s), the answers must be the map's.
struct FCMDataMapKnownEntriesTests {
  /// Data maps with escaped marker keys, repeats (the last wins), look-alikes, non-ASCII keys.
  static let payloads = [
    #"{"_wp":"{}","p":" ","\u0070":"5","CIO-Delivery-ID":"i","CIO-Delivery-Tok":"t"}"#,
    #"{"custom":"{\"i\":1}","custom":"x","\u0073ender":"s","topic":"t","origins":"o","é":"e"}"#,
    #"{"":"empty","P":"upper","bucketID":"b","objectScopeType":"o","os_data":"d","CIO-Delivery-Token":"t"}"#,
    #"{}"#,
    #"{"custom":"{\"\u0069\":\"caf\u00e9 \ud83d\ude00\"}","p":"\t\u00a0"}"#,
  ]

  /// Each marker: the same value and presence as the map's look-ups, for the map over the
  /// object and for a map of the same entries as pairs (with a canonically equivalent key added).
  @Test(arguments: payloads)
  func agreesWithTheMap(_ json: String) throws {
    let node = FCMDataMap(checkedNode: try JSONDocument(json).root)
    var pairs = node.entries.map { ($0.key, $0.value) }
    pairs.append(("\u{212A}", "kelvin"))
    pairs.append(("p", "last"))
    for map in [node, FCMDataMap(pairs)] {
      let known = map.knownEntries(PayloadRootKey.self)
      for key in PayloadRootKey.allCases {
        #expect(known[key] == map[key.name.description], "\(key) in \(json)")
        #expect(known.contains(key) == map.contains(key.name.description), "\(key) in \(json)")
        #expect(known.utf8(key) == map[key.name.description].map { Array($0.utf8) }, "\(key) in \(json)")
      }
    }
  }

  /// The Android vendor check reads escaped markers as the markers they spell.
  @Test func escapedMarkersAreMarkers() throws {
    func dialect(_ json: String) throws -> Dialect {
      try PushDecoder(platform: .android).decode(Array(json.utf8), headers: ValidatedPushHeaders(), sequence: 1).get().dialect
    }
    #expect(try dialect(#"{"\u005fwp":"{}"}"#) == .wonderpush)
    #expect(try dialect(#"{"c\u0075stom":"{\"i\":\"x\"}"}"#) == .onesignal)
    #expect(try dialect(#"{"p":"  ","\u0070":"5"}"#) == .mapp)
    #expect(try dialect(#"{"p":"5","p":" "}"#) == .fcm)
    #expect(try dialect(#"{"topic":"t","origin":"o"}"#) == .kii)
    #expect(try dialect(#"{"topic":"t","origins":"o"}"#) == .fcm)
  }

  /// OneSignal's marker on the `custom` shapes around the marker check's tape-free path: the
  /// plain shape, escapes inside it, lenient-only JSON, `i` nested only, a non-object, numbers
  /// the path leaves to the parser. The same answer from the payload and from pairs.
  @Test(arguments: [
    (#"{\"i\": \"c6f87718-6d76-b07e-881e-d162ae2eb154\", \"a\": {\"k\": [1, null]}}"#, true),
    (#"{\"a\": \"say \\\"hi\\\"\\n\", \"i\": \"x\"}"#, true),
    (#"{\"\\u0069\": \"x\"}"#, true),
    (#"{i: x}"#, true),
    (#"{\"i\": 1.5e3}"#, true),
    (#"{\"a\": {\"i\": \"x\"}}"#, false),
    (#"[{\"i\": \"x\"}]"#, false),
    (#"{\"i\": 1e999}"#, false),
  ])
  func oneSignalMarkerOnCustomShapes(_ custom: String, _ isOneSignal: Bool) throws {
    let json = #"{"custom":"\#(custom)"}"#
    let push = try PushDecoder(platform: .android).decode(Array(json.utf8), headers: ValidatedPushHeaders(), sequence: 1).get()
    #expect((push.dialect == .onesignal) == isOneSignal, "\(json)")
    let text = try JSONDocument(json).root["custom"]?.stringValue ?? ""
    let pairs = FCMDataMap([("custom", text)]).knownEntries(PayloadRootKey.self)
    #expect((Dialect.vendor(androidMarkers: pairs) == .onesignal) == isOneSignal, "\(text)")
  }
}
