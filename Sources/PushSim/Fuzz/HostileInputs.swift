/// The hostile inputs every fuzz run includes as explicit cases (issue #7): deep nesting,
/// invalid UTF-8, lone surrogates, huge numbers, NaN-like tokens, duplicate keys, byte order
/// marks, trailing garbage, a 10 MB string and a wrong type in every known field.
public enum HostileInputs {
  /// A value of each JSON type, to put in fields that expect another.
  public static let valuesOfEachType = ["null", "true", "0", "1.5", "\"x\"", "[]", "{}"]

  /// Hostile inputs that are not about one field, for either target.
  ///
  /// - Parameters:
  ///   - huge: include the 10 MB string (slow in debug builds; run it once).
  ///   - wrap: puts a value where a payload (or a scenario) would have it, e.g. as the alert.
  static func generic(huge: Bool, wrap: (String) -> String) -> [(String, [UInt8])] {
    let depth = 100_000
    var inputs: [(String, [UInt8])] = [
      ("deep-array-100000", Array((FuzzMutator.repeated("[", count: depth) + FuzzMutator.repeated("]", count: depth)).utf8)),
      ("deep-object-100000", Array((FuzzMutator.repeated("{\"a\":", count: depth) + "1" + FuzzMutator.repeated("}", count: depth)).utf8)),
      ("deep-array-100000-inside", Array(wrap(FuzzMutator.repeated("[", count: depth) + FuzzMutator.repeated("]", count: depth)).utf8)),
      ("deep-unclosed-100000", Array(FuzzMutator.repeated("[{\"a\":", count: depth).utf8)),
      ("empty", []), ("whitespace", Array(" \n\t ".utf8)), ("null", Array("null".utf8)), ("array", Array("[]".utf8)),
      ("object", Array("{}".utf8)), ("string", Array("\"aps\"".utf8)),
      ("lone-surrogate-top", Array(#""\ud800""#.utf8)),
      ("duplicate-keys-top", Array(#"{"aps":{"alert":"a"},"aps":{"alert":"b"},"scenario":1,"scenario":1}"#.utf8)),
    ]
    for (index, sequence) in [[0xFF], [0x80], [0xC0, 0x80], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]].enumerated() {
      inputs.append(("invalid-utf8-\(index)", Array(wrap("\"a").utf8) + sequence.map(UInt8.init) + Array("b\"".utf8)))
      inputs.append(("invalid-utf8-raw-\(index)", sequence.map(UInt8.init) + Array(wrap("1").utf8)))
    }
    for (index, text) in FuzzMutator.loneSurrogates.enumerated() {
      inputs.append(("lone-surrogate-\(index)", Array(wrap(text).utf8)))
    }
    for text in FuzzMutator.hugeNumbers + FuzzMutator.nanTokens {
      inputs.append(("number-\(text.prefix(24))", Array(wrap(text).utf8)))
    }
    for (index, mark) in FuzzMutator.byteOrderMarks.enumerated() {
      inputs.append(("byte-order-mark-\(index)", mark + Array(wrap("\"x\"").utf8)))
    }
    for (index, text) in FuzzMutator.garbage.enumerated() {
      inputs.append(("trailing-garbage-\(index)", Array((wrap("\"x\"") + text).utf8)))
    }
    inputs.append(("string-1MB", Array(wrap("\"" + FuzzMutator.repeated("x", count: 1 << 20) + "\"").utf8)))
    // Keys are quoted into messages as values are (an unknown key, a duplicate one): a megabyte
    // key, and one whose newline and ANSI escape would forge or colour a line of output.
    inputs.append(("key-1MB", Array(wrap("{\"" + hugeKey + "\":1,\"" + hugeKey + "\":2}").utf8)))
    inputs.append(("key-control-characters", Array(wrap("{\"" + controlKey + "\":1,\"" + controlKey + "\":2}").utf8)))
    if huge {
      inputs.append(("string-10MB", Array(wrap("\"" + FuzzMutator.repeated("é", count: 5 << 20) + "\"").utf8)))
    }
    return inputs
  }

  /// A 1 MB key (with a newline and an escape early on, so that the part a message keeps has
  /// both).
  static var hugeKey: String { controlKey + FuzzMutator.repeated("k", count: 1 << 20) }
  /// A key with a line feed, a carriage return and an ANSI colour escape, as written in JSON.
  static let controlKey = #"a\nFORGED LINE\r\u001b[31mred"#

  /// Where a payload's keys reach messages: beside and inside `aps`, in the alert, the FCM data
  /// map and an HTTP v1 body's `message`, and as a header-like key.
  static func hostileKeyPayloads(_ key: String, name: String) -> [FuzzCase] {
    [
      FuzzCase(id: "\(name) in aps", bytes: Array(#"{"aps":{"alert":"a",""#.utf8) + Array(key.utf8) + Array(#"":1}}"#.utf8)),
      FuzzCase(id: "\(name) beside aps", bytes: Array(#"{"aps":{"alert":"a"},""#.utf8) + Array(key.utf8) + Array(#"":{"x":[1]}}"#.utf8)),
      FuzzCase(
        id: "\(name) in a data map", bytes: Array(#"{"google.message_id":"m",""#.utf8) + Array(key.utf8) + Array(#"":{"x":1}}"#.utf8),
        platforms: [.android]),
      FuzzCase(
        id: "\(name) in an HTTP v1 message",
        bytes: Array(#"{"message":{"token":"t","data":{""#.utf8) + Array(key.utf8) + Array(#"":1},""#.utf8) + Array(key.utf8)
          + Array(#"":1}}"#.utf8)),
    ]
  }

  /// Payload cases: the generic inputs (inside `aps.alert`) and a value of each type in every
  /// known field (``FuzzKnownFields``).
  public static func payloads(huge: Bool) -> [FuzzCase] {
    var cases = generic(huge: huge) { #"{"aps":{"alert":"# + $0 + "}}" }.enumerated().map {
      FuzzCase(id: $1.0, bytes: $1.1, variant: $0)
    }
    // A 3 KB key still fits in a platform's 4 KB, so the warnings that quote it are reached.
    let keys = [(controlKey + FuzzMutator.repeated("k", count: 3000), "key-3KB"), (hugeKey, "key-1MB"), (controlKey, "key-control-characters")]
    for (key, name) in keys {
      cases += hostileKeyPayloads(key, name: name).map { FuzzCase(id: $0.id, bytes: $0.bytes, platforms: $0.platforms, variant: cases.count) }
    }
    for group in FuzzKnownFields.groups {
      for key in group.keys {
        for value in valuesOfEachType {
          cases.append(
            FuzzCase(
              id: "wrong-type \(group.name) \(key)=\(value)", bytes: group.payload(key: key, value: value),
              platforms: group.platforms, variant: cases.count))
        }
      }
    }
    return cases
  }

  /// A scenario using most fields of the format, for the wrong-type cases.
  public static let scenarioTemplate = #"""
    {"scenario":1,"name":"hostile template","description":"d",
     "devices":{"phone":{"platform":"android","sdk":"wonderpush","state":"background","options":{"androidOemKillOnSwipe":false}},
                "web":{"platform":"web","state":"visible"}},
     "steps":[
      {"push":{"to":"phone","payload":{"gcm.n.e":"1","gcm.n.title":"t","google.message_id":"m1","_wp":"{\"type\":\"simple\"}"},"headers":{"ttl":60}}},
      {"push":{"to":["web"],"raw":"{\"title\":\"t\",\"body\":\"b\"}"}},
      {"advance":"5s"},
      {"tap":{"device":"phone","notification":{"id":"m1"}}},
      {"app":{"device":"phone","do":"swipeAway"}},
      {"network":{"device":"phone","online":false}},
      {"reboot":{"device":"phone"}},
      {"refused":{"step":{"app":{"device":"phone","do":"forceQuit"}},"message":"is an iOS action"}},
      {"expect":{"events":[{"event":"device.rebooted"}],"noEvents":[{"event":"push.rejected"}],"center":{"phone":{"count":0}}}}
     ]}
    """#

  /// Hostile `refused` steps, each a load error (a ``ScenarioError`` with a message and a
  /// line) in a scenario of one Android device: nested wrappers (2, 100 and 100,000 deep), a
  /// wrapped `expect`, a `message` of each other type, empty, only whitespace or a 10 MB one
  /// (1 MB unless `huge`) around an `expect` or only whitespace, a `step` nested deep or of
  /// another type, and missing or unknown fields. Each comes with words its error contains.
  public static func refusedSteps(huge: Bool) -> [(name: String, step: String, error: String)] {
    let tap = #"{"tap":{}}"#
    func wrapped(_ step: String, depth: Int, message: String = #""x""#) -> String {
      FuzzMutator.repeated(#"{"refused":{"step":"#, count: depth) + step + FuzzMutator.repeated(#","message":"# + message + "}}", count: depth)
    }
    let size = huge ? 10 << 20 : 1 << 20
    var steps: [(name: String, step: String, error: String)] = [
      ("nested", wrapped(tap, depth: 2), "cannot wrap a refused step"),
      ("nested-100", wrapped(tap, depth: 100), "cannot wrap a refused step"),
      ("nested-100000", wrapped(tap, depth: 100_000), "deeper than"),
      ("wrapping-expect", wrapped(#"{"expect":{"events":[]}}"#, depth: 1), "cannot wrap an expect step"),
      ("wrapping-expect-with-note", wrapped(#"{"note":"n","expect":{"events":[]}}"#, depth: 1), "cannot wrap an expect step"),
      ("message-empty", wrapped(tap, depth: 1, message: #""""#), "is empty"),
      ("message-whitespace", wrapped(tap, depth: 1, message: #"" \n\t ""#), "only whitespace"),
      ("message-\(huge ? "10MB" : "1MB")-around-an-expect", wrapped(#"{"expect":{"events":[]}}"#, depth: 1, message: "\"" + FuzzMutator.repeated("x", count: size) + "\""), "cannot wrap an expect step"),
      ("message-\(huge ? "10MB" : "1MB")-whitespace", wrapped(tap, depth: 1, message: "\"" + FuzzMutator.repeated(" ", count: size) + "\""), "only whitespace"),
      ("step-deep-array-200", wrapped(FuzzMutator.repeated("[", count: 200) + FuzzMutator.repeated("]", count: 200), depth: 1), "must be an object"),
      ("step-deep-array-100000", wrapped(FuzzMutator.repeated("[", count: 100_000) + FuzzMutator.repeated("]", count: 100_000), depth: 1), "deeper than"),
      ("step-deep-matcher-200", wrapped(#"{"tap":{"notification":"# + FuzzMutator.repeated(#"{"a":"#, count: 200) + "1" + FuzzMutator.repeated("}", count: 200) + "}}", depth: 1), "\"notification\" in step 1 (refused tap) must be"),
      ("step-string", wrapped(#""tap""#, depth: 1), "must be an object"),
      ("step-unknown-kind", wrapped(#"{"tapp":{}}"#, depth: 1), "unknown step kind"),
      ("step-missing", #"{"refused":{"message":"x"}}"#, "needs \"step\""),
      ("message-missing", #"{"refused":{"step":{"tap":{}}}}"#, "needs \"message\""),
      ("unknown-field", #"{"refused":{"step":{"tap":{}},"message":"x","messages":"y"}}"#, "messages"),
      ("body-array", #"{"refused":[]}"#, "must be an object"),
    ]
    for value in valuesOfEachType where value != "\"x\"" {
      steps.append(("message-\(value)", wrapped(tap, depth: 1, message: value), "must be a string"))
    }
    return steps
  }

  /// Scenario cases: the generic inputs (as a step), a value of each type in place of every
  /// node of ``scenarioTemplate``, loops, and `payloadFile` paths that leave the root.
  public static func scenarios(huge: Bool, file: String = "/nonexistent/hostile.json") -> [FuzzCase] {
    let head = #"{"scenario":1,"name":"n","devices":{"d":{"platform":"ios","state":"foreground"}},"steps":[{"push":{"payload":{"aps":{"alert":"#
    var inputs = generic(huge: huge) { head + $0 + "}}}}]}" }
    let template = Array(scenarioTemplate.utf8)
    if let tree = try? JSONValue.parse(template) {
      var nodes: [(key: String?, value: JSONValue)] = []
      FuzzMutator.collect(tree, key: nil, into: &nodes)
      for target in nodes.indices {
        for value in valuesOfEachType {
          var output: [UInt8] = []
          var counter = 0
          FuzzMutator.write(tree, key: nil, target: target, edit: .value(value), counter: &counter, into: &output)
          inputs.append(("wrong-type node \(target) (\(nodes[target].key ?? "element"))=\(value)", output))
        }
      }
    }
    let minimal = #"{"scenario":1,"name":"n","devices":{"d":{"platform":"android","sdk":"onesignal","state":"background"}},"steps":"#
    let loops = [
      ("advance-huge", #"[{"advance":"100000d"}]"#), ("advance-overflow", #"[{"advance":"9999999999999999999s"}]"#),
      ("advance-negative", #"[{"advance":"-5s"}]"#),
      ("advance-many", "[" + Array(repeating: #"{"advance":"1d"}"#, count: 500).joined(separator: ",") + "]"),
      ("steps-many", "[" + Array(repeating: #"{"network":{"online":true}}"#, count: 20_000).joined(separator: ",") + "]"),
      ("app-action-1MB", #"[{"app":{"do":""# + FuzzMutator.repeated("é", count: 1 << 19) + #""}}]"#),
      ("event-name-1MB", #"[{"expect":{"events":[{"event":""# + FuzzMutator.repeated("x", count: 1 << 20) + #""}]}}]"#),
      ("payloadFile-absolute", #"[{"push":{"payloadFile":"/etc/passwd"}}]"#),
      ("payloadFile-dotdot", #"[{"push":{"payloadFile":"../../../../../../etc/passwd"}}]"#),
      ("payloadFile-folder", #"[{"push":{"payloadFile":"."}}]"#),
      ("payloadFile-empty", #"[{"push":{"payloadFile":""}}]"#),
    ]
    inputs += loops.map { ($0.0, Array((minimal + $0.1 + "}").utf8)) }
    // Hostile `refused` steps: each is a load error (``refusedSteps(huge:)``), but a huge
    // message around a step that runs, which loads and must fail with a short summary.
    inputs += refusedSteps(huge: huge).map { ("refused \($0.name)", Array((minimal + "[" + $0.step + "]}").utf8)) }
    let message = FuzzMutator.repeated("é", count: huge ? 5 << 20 : 1 << 19)
    inputs.append(("refused message-\(huge ? "10MB" : "1MB") around a tap", Array((minimal + #"[{"refused":{"step":{"tap":{}},"message":""# + message + #""}}]}"#).utf8)))
    // A long or control-character key as a scenario's unknown field, device id, header name,
    // option name and matcher field.
    for (key, name) in [(hugeKey, "key-1MB"), (controlKey, "key-control-characters")] {
      let device = #"{"scenario":1,"name":"n","devices":{"d":{"platform":"ios","state":"foreground""#
      let texts: [(String, String)] = [
        ("unknown field", #"{"scenario":1,""# + key + #"":1,"devices":{},"steps":[]}"#),
        ("device id", #"{"scenario":1,"devices":{""# + key + #"":{"platform":"ios","state":"x"}},"steps":[]}"#),
        ("header name", device + #"}},"steps":[{"push":{"payload":{"aps":{"alert":"a"}},"headers":{""# + key + #"":"1"}}}]}"#),
        ("option", device + #","options":{""# + key + #"":1}}},"steps":[]}"#),
        ("matcher field", device + #"}},"steps":[{"expect":{"events":[{"event":"push.received",""# + key + #"":1}]}}]}"#),
      ]
      inputs += texts.map { ("\(name) \($0.0)", Array($0.1.utf8)) }
    }
    return inputs.enumerated().map { FuzzCase(id: $1.0, bytes: $1.1, file: file, variant: $0) }
  }
}
