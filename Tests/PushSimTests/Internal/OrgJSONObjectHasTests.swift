import Testing

@testable import PushSim

/// `OrgJSON.objectHas(_:member:)`, the OneSignal marker check made for every Android push: it
/// answers strict JSON from the strict parser's tape and everything else with the lenient reader,
/// and must always agree with `new JSONObject(text).has(name)`.
struct OrgJSONObjectHasTests {
  /// What the full lenient reader says.
  func lenient(_ text: String, _ name: String) -> Bool { (try? OrgJSON.object(text))?[name] != nil }

  /// Texts that take the strict path, the lenient path, and the failures of both.
  static let texts: [String] = [
    #"{"i":"abc","a":{"k":1}}"#,
    #"{"a":{"i":"nested only"}}"#,
    #"[{"i":1}]"#,
    #""{\"i\":1}""#,
    #"{"\u0069":"escaped name"}"#,
    #"{"i\u0000":"not i"}"#,
    #"{"i":1,"i":2}"#,
    #"{i: abc}"#,
    #"{'i': 'abc'}"#,
    #"{"a":1} {"i":2}"#,
    #"{"i":1} trailing"#,
    "\u{FEFF}{\"i\":1}",
    #"{/* comment */ "i": 1}"#,
    #"{"i" = 1; "a" => 2}"#,
    #"{"i":NaN}"#,
    #"{"i":1e999}"#,
    #"{"a":[1,,2],"i":0x1F}"#,
    #"{"i":"unterminated}"#,
    #"{"a":1}"#,
    "{}",
    "",
    "null",
    #"{"é":1,"e\u0301":2,"i":true}"#,
    // The fast path's edges: its plain shape, escapes in it, and numbers it leaves to the parser.
    #"{"i": "c6f87718-6d76-b07e-881e-d162ae2eb154", "a": {"k": [1, true, null]}}"#,
    #"{"a":"say \"hi\"\n","i":"x"}"#,
    #"{"a":{"i":1},"b":[{"i":2}]}"#,
    #"{"i":1.5e3}"#,
    #"{"i":1}}"#,
  ]

  /// Every text: the same answer as the lenient reader, for `i` and for another name.
  @Test(arguments: texts)
  func agreesWithTheLenientReader(_ text: String) {
    #expect(OrgJSON.objectHas(text, member: "i") == lenient(text, "i"))
    #expect(OrgJSON.objectHas(text, member: "a") == lenient(text, "a"))
  }

  /// The answers themselves, so that agreement is not agreement on a wrong reading.
  @Test func answers() {
    #expect(OrgJSON.objectHas(#"{"i":"abc"}"#, member: "i"))
    #expect(OrgJSON.objectHas(#"{"\u0069":"abc"}"#, member: "i"))
    #expect(OrgJSON.objectHas("{i: abc}", member: "i"))
    #expect(OrgJSON.objectHas("\u{FEFF}{\"i\":1}", member: "i"))
    #expect(OrgJSON.objectHas(#"{"i":1} trailing"#, member: "i"))
    #expect(!OrgJSON.objectHas(#"{"a":{"i":1}}"#, member: "i"))
    #expect(!OrgJSON.objectHas(#"[{"i":1}]"#, member: "i"))
    // org.json refuses a non-finite member value, so there is no object and no `i`.
    #expect(!OrgJSON.objectHas(#"{"i":1e999}"#, member: "i"))
    #expect(!OrgJSON.objectHas(#"{"i":NaN}"#, member: "i"))
  }
}
