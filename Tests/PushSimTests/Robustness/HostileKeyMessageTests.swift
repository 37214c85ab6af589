import Foundation
import Testing

@testable import PushSim

/// Keys, header names, device ids and command-line arguments from the input are quoted into
/// messages the way values are (issue #7): between quotes, their control characters escaped
/// (`\u{A}`, `\u{1B}`), cut after 80 characters with their length, and lists of them cut after
/// 20. A megabyte key, or one with a newline and an ANSI escape, makes a short one-line message
/// that still says where and what was expected.
struct HostileKeyMessageTests {
  /// A key with a line feed, a carriage return and an ANSI colour escape (as Swift text).
  static let controlKey = "a\nFORGED LINE\r\u{1B}[31mred"
  /// `controlKey` as `PrintableText` writes it.
  static let escapedControlKey = #"a\u{A}FORGED LINE\u{D}\u{1B}[31mred"#
  /// `controlKey` inside a JSON string.
  static let jsonControlKey = #"a\nFORGED LINE\r\u001b[31mred"#

  /// A message is one line, holds no control character, and is short.
  static func expectSafe(_ message: String, maxBytes: Int = 1000, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(message.utf8.count <= maxBytes, "\(message.utf8.count) bytes: \(message.prefix(300))", sourceLocation: sourceLocation)
    #expect(
      !message.unicodeScalars.contains { PrintableText.isControl($0, keepingNewlines: false) },
      "a control character in \(message.debugDescription.prefix(300))", sourceLocation: sourceLocation)
  }

  /// `plain`, `argument` and `key` escape control characters and cut after 80 characters with
  /// the length in bytes; a short well-behaved key stays as written.
  @Test func quotingEscapesControlCharactersAndCuts() {
    #expect(QuotedValue.plain(Self.controlKey) == "\"" + Self.escapedControlKey + "\"")
    #expect(QuotedValue.argument(Self.controlKey) == "'" + Self.escapedControlKey + "'")
    #expect(QuotedValue.key(Self.controlKey) == "\"" + Self.escapedControlKey + "\"")
    #expect(QuotedValue.key("mutable_content") == "mutable_content")
    #expect(QuotedValue.bare("a\u{1B}b") == #"a\u{1B}b"#)
    let huge = String(repeating: "k", count: 1 << 20)
    let kept = String(repeating: "k", count: 80)
    #expect(QuotedValue.plain(huge) == "\"\(kept)…\" (1048576 bytes)")
    #expect(QuotedValue.argument(huge) == "'\(kept)…' (1048576 bytes)")
    #expect(QuotedValue.key(huge) == "\"\(kept)…\" (1048576 bytes)")
    // The cut comes first, then the escapes: an escape is never split, and the length is the
    // key's own.
    let escapes = String(repeating: "\u{1B}", count: 100)
    #expect(QuotedValue.plain(escapes) == "\"" + String(repeating: #"\u{1B}"#, count: 80) + "…\" (100 bytes)")
  }

  /// A list keeps its first 20 items, then says how many there are; only those are quoted.
  @Test func listsKeepTheirFirstTwenty() {
    let items = (1...25).map { "k\($0)" }
    #expect(QuotedValue.list(Array(items.prefix(20))) == items.prefix(20).joined(separator: ", "))
    #expect(QuotedValue.list(items) == items.prefix(20).joined(separator: ", ") + ", … (25 in all)")
    #expect(QuotedValue.names(["a", Self.controlKey]) == "\"a\", \"" + Self.escapedControlKey + "\"")
    let many = (0..<1_000_000).map(String.init)
    let listed = QuotedValue.names(many, separator: " and ")
    #expect(listed.hasPrefix(#""0" and "1" and "#) && listed.hasSuffix(#""19" and … (1000000 in all)"#), "\(listed)")
    #expect(ScenarioReader.listed(["phone", Self.controlKey]) == "phone, \"" + Self.escapedControlKey + "\"")
  }

  /// Payload parsing: a key of `aps`, of the alert, of an HTTP v1 message and a repeated key,
  /// with a newline and an escape, or 1,500 characters long (a payload still under 4 KB), make
  /// warnings and rejections that name the path and what was expected.
  @Test func payloadKeysAreQuotedInWarningsAndRejections() throws {
    for key in [Self.jsonControlKey, Self.jsonControlKey + String(repeating: "k", count: 1500)] {
      let apns = #"{"aps":{"alert":{"title":"t",""# + key + #"":1},""# + key + #"":1,"badge":1,"badge":2}}"#
      let findings = PayloadLinter.lint(Array(apns.utf8), platform: .iOS)
      let messages = Dictionary(findings.map { ($0.issue.reason, $0.issue.message) }, uniquingKeysWith: { first, _ in first })
      let alertKey = try #require(messages["unknownAlertKey"], "\(findings)")
      Self.expectSafe(alertKey)
      #expect(alertKey.hasPrefix(#"aps.alert."a\u{A}FORGED LINE\u{D}\u{1B}[31mred"#) && alertKey.contains(" is not a key of an APNs alert; iOS ignores it"), "\(alertKey)")
      #expect(alertKey.contains("Its keys: title, subtitle, body"))
      let apsKey = try #require(messages["customKeyInAps"], "\(findings)")
      Self.expectSafe(apsKey)
      #expect(apsKey.hasPrefix(#"aps."a\u{A}FORGED"#) && apsKey.contains("is not an APNs key; APNs ignores custom keys inside aps: put \"a"), "\(apsKey)")
      if key.count > 100 {
        #expect(alertKey.contains("…\" (1522 bytes) is not a key"), "\(alertKey)")
      }

      let v1 = #"{"message":{"token":"t",""# + key + #"":1}}"#
      let decoded = PushDecoder(platform: .android).decode(Array(v1.utf8), headers: ValidatedPushHeaders(), sequence: 1)
      guard case .failure(let issue) = decoded else {
        Issue.record("an unknown field of an HTTP v1 message is refused")
        continue
      }
      Self.expectSafe(issue.message)
      #expect(issue.message.hasPrefix(#"message."a\u{A}FORGED"#) && issue.message.contains("is not a field of FCM's Message; FCM answers INVALID_ARGUMENT (Unknown name \"a"), "\(issue.message)")
    }
    // A repeated key is named quoted too.
    let repeated = #"{"aps":{"alert":"a"},""# + Self.jsonControlKey + #"":1,""# + Self.jsonControlKey + #"":2}"#
    let duplicate = try #require(PayloadLinter.lint(Array(repeated.utf8), platform: .iOS).first { $0.issue.reason == "duplicateKey" })
    Self.expectSafe(duplicate.issue.message)
    #expect(duplicate.issue.message.hasPrefix(#"duplicate key "a\u{A}FORGED LINE\u{D}\u{1B}[31mred" at line 1, column "#), "\(duplicate.issue.message)")
  }

  /// A header name: an unknown one is quoted, escaped and cut, then the known headers listed.
  @Test func headerNamesAreQuoted() {
    for name in [Self.controlKey, "apns-" + String(repeating: "x", count: 1 << 20)] {
      let message = PushHeadersError(header: name, value: "1", expected: nil).description
      Self.expectSafe(message)
      #expect(message.hasPrefix("unknown header \"") && message.contains(". Known headers: apns-"), "\(message.prefix(300))")
    }
  }

  /// The scenario loader: a megabyte unknown field and a device id with a newline and an escape
  /// give an error at the key's line and column, quoted, that lists what was expected.
  @Test func scenarioLoaderQuotesKeysAndDeviceIDs() throws {
    let huge = String(repeating: "f", count: 1 << 20)
    let unknownField = #"{"scenario":1,"devices":{"d":{"platform":"ios"}},"steps":[],""# + huge + #"":1}"#
    do {
      _ = try ScenarioLoader().load(bytes: Array(unknownField.utf8), file: "s.json")
      Issue.record("a megabyte unknown field loads")
    } catch {
      Self.expectSafe(error.description)
      #expect(error.line == 1 && error.column > 0)
      #expect(error.description.hasPrefix("s.json:1:"), "\(error.description.prefix(200))")
      #expect(error.message.contains("unknown field \"" + String(repeating: "f", count: 80) + "…\" (1048576 bytes) in the scenario; expected one of "), "\(error.message.prefix(300))")
    }

    let deviceID = #"{"scenario":1,"devices":{""# + Self.jsonControlKey + #"":{"platform":"ios","state":"asleep"}},"steps":[]}"#
    do {
      _ = try ScenarioLoader().load(bytes: Array(deviceID.utf8), file: "s.json")
      Issue.record("an unknown state loads")
    } catch {
      Self.expectSafe(error.description)
      #expect(error.message.hasPrefix(#"unknown ios app state "asleep" in device "a\u{A}FORGED LINE\u{D}\u{1B}[31mred"; expected one of "#), "\(error.message)")
    }

    // Step targets list the declared ids, each as written when well-behaved, cut after 20.
    let ids = (1...30).map { "\"d\($0)\":{\"platform\":\"ios\"}" }.joined(separator: ",")
    let noTarget = #"{"scenario":1,"devices":{"# + ids + #"},"steps":[{"push":{"payload":{"aps":{"alert":"a"}}}}]}"#
    do {
      _ = try ScenarioLoader().load(bytes: Array(noTarget.utf8), file: "s.json")
      Issue.record("a push with no target among 30 devices loads")
    } catch {
      Self.expectSafe(error.description)
      #expect(error.message.hasSuffix(": one of " + (1...20).map { "d\($0)" }.joined(separator: ", ") + ", … (30 in all)"), "\(error.message)")
    }
  }

  /// `pushsim device`: a megabyte device name, an unknown subcommand with an escape and a
  /// setting key with a newline are usage errors whose message is short, escaped and says
  /// what was expected.
  @Test func deviceCommandQuotesArguments() throws {
    let state = try temporaryFolder([:]) + "/state/phone"
    let longName = runCLI(["device", "create", String(repeating: "n", count: 1 << 20), "--platform", "ios", "--state", state])
    #expect(longName.status == .usage)
    let longLine = try #require(longName.err.split(separator: "\n").first)
    Self.expectSafe(String(longLine))
    #expect(longLine.hasPrefix("Error: invalid device name '" + String(repeating: "n", count: 80) + "…' (1048576 bytes): use letters, digits"), "\(longLine.prefix(300))")

    let subcommand = runCLI(["device", "\u{1B}[2Jwipe", "phone"])
    #expect(subcommand.status == .usage)
    let subcommandLine = try #require(subcommand.err.split(separator: "\n").first)
    Self.expectSafe(String(subcommandLine))
    #expect(subcommandLine.hasPrefix(#"Error: unknown device subcommand '\u{1B}[2Jwipe'"#), "\(subcommandLine)")

    let created = runCLI(["device", "create", "phone", "--platform", "ios", "--state", state])
    #expect(created.status == .success, "\(created.err)")
    let set = runCLI(["device", "set", "phone", Self.controlKey + "=true", "--state", state])
    #expect(set.status == .usage)
    Self.expectSafe(set.err.replacingOccurrences(of: "\n", with: " "), maxBytes: 4000)
    #expect(set.err.contains(#"unknown option "a\u{A}FORGED LINE\u{D}\u{1B}[31mred""#), "\(set.err)")

    let tap = runCLI(["device", "tap", "phone", "--id", Self.controlKey + String(repeating: "i", count: 100_000), "--state", state])
    #expect(tap.status != .success)
    let tapLine = try #require(tap.err.split(separator: "\n").first)
    Self.expectSafe(String(tapLine))
    #expect(tapLine.contains(#"cannot tap {"id": "a\u{A}FORGED LINE"#) && tapLine.contains("…\" (100022 bytes)} on device \"phone\": no such notification is shown"), "\(tapLine.prefix(400))")
  }

  /// Kii Cloud's refusals name a scenario's user and group: a well-behaved name as written, a
  /// long or control-character one quoted, escaped and cut.
  @Test func kiiRefusalsQuoteUserAndGroupNames() throws {
    let longUser = "u" + String(repeating: "s", count: 100_000)
    let cloud = KiiCloud(users: [Self.controlKey: "1", longUser: "2"], groups: ["team": KiiCloud.Group(owner: longUser)])
    let topic = KiiTopicRef(scope: .group("team"), name: "news")
    let send = try #require(cloud.refusalToSend(as: Self.controlKey, to: topic))
    Self.expectSafe(send.message)
    #expect(send.message.hasPrefix("\"" + Self.escapedControlKey + "\" is not a member of group team: only its members may send to "), "\(send.message)")
    let owned = KiiTopicRef(scope: .user(longUser), name: "inbox")
    let other = try #require(cloud.refusalToSend(as: "bob", to: owned))
    Self.expectSafe(other.message)
    #expect(other.message.hasPrefix("only \"u" + String(repeating: "s", count: 79) + "…\" (100001 bytes), who owns"), "\(other.message.prefix(200))")
    #expect(other.message.hasSuffix("may send to it; not bob"), "\(other.message.suffix(200))")
  }

  /// An error line names a path from the command line as given, but with its control
  /// characters escaped: a path cannot colour the terminal or forge a line.
  @Test func errorLinesEscapeArgumentsTheyEcho() throws {
    let run = runCLI(["run", "a.json", "--root", "/nonexistent\u{1B}[31m\nforged"])
    #expect(run.status == .usage)
    let line = try #require(run.err.split(separator: "\n").first)
    Self.expectSafe(String(line))
    #expect(line == #"Error: '--root' /nonexistent\u{1B}[31m\u{A}forged does not exist; expected a folder"#, "\(line)")
  }

  /// A payload, scenario or state path with an ANSI escape and a newline is echoed escaped on
  /// one line by every command: `lint`'s findings on standard output, the errors of `parse`,
  /// `matrix`, `lint`, `device` and `run`'s `ERROR` line. No line of the output starts with the
  /// text after the newline, and none holds a control character.
  @Test func pathsWithControlCharactersCannotForgeALine() throws {
    let hostile = "p\u{1B}[31m\nError: forged"
    let folder = try temporaryFolder([
      "\(hostile).json": #"{"aps":{"alert":"x","badge":-1}}"#, "bad\(hostile).json": "nojson",
      "scenarios/\(hostile).json": #"{"scenario":1}"#,
    ])
    let good = folder + "/" + hostile + ".json"
    let bad = folder + "/bad" + hostile + ".json"
    let runs = [
      runCLI(["lint", good, "--platform", "ios"]), runCLI(["lint", bad, "--platform", "ios"]),
      runCLI(["lint", good + "-missing", "--platform", "ios"]), runCLI(["parse", bad, "--platform", "ios"]),
      runCLI(["parse", good + "-missing", "--platform", "ios"]), runCLI(["matrix", bad]),
      runCLI(["matrix", good + "-missing"]), runCLI(["device", "push", "d", good, "--state", folder + "/" + hostile]),
      runCLI(["device", "center", "d", "--state", folder + "/" + hostile]), runCLI(["run", folder + "/scenarios"]),
    ]
    for run in runs {
      #expect(run.status != .success || run.out.contains("negativeBadge"))
      for line in (run.out + run.err).split(separator: "\n") where !line.hasPrefix(" ") {
        #expect(!line.hasPrefix("Error: forged"), "\(line)")
        Self.expectSafe(String(line), maxBytes: 4000)
      }
      #expect((run.out + run.err).contains(#"p\u{1B}[31m\u{A}Error: forged"#), "\(run.out)\(run.err)")
    }
  }

  /// A failure report line over 4,000 characters (an event quoting a megabyte title) is cut
  /// with a note saying how long it was; the other lines stay whole.
  @Test func longReportLinesAreCut() {
    let title = String(repeating: "t", count: 1 << 20)
    let failure = ScenarioFailure(step: 2, kind: "expect", summary: "no event matches", details: ["event: {\"title\":\"\(title)\"}", "short line"])
    let result = ScenarioResult(name: "long \u{1B}[31m", file: "s.json", failure: failure, events: [])
    let text = RunCommand.line(for: result)
    let lines = text.split(separator: "\n")
    #expect(lines.allSatisfy { $0.count <= 4100 }, "\(lines.map(\.count))")
    #expect(lines.contains { $0.hasSuffix("… (line cut: 1048597 characters in all)") }, "\(lines.map { $0.suffix(60) })")
    #expect(lines.contains("    short line") || lines.contains("  short line"), "\(lines.map { $0.prefix(60) })")
    #expect(lines.first == #"FAIL long \u{1B}[31m"#)
  }

  /// A failed center expectation lists the first 20 notifications shown, then how many there
  /// are.
  @Test func aCenterFailureListsTwentyNotifications() throws {
    let pushes = (1...25).map { #"{"push":{"payload":{"aps":{"alert":"n\#($0)"}}}}"# }.joined(separator: ",")
    let text = #"{"scenario":1,"name":"n","devices":{"d":{"platform":"ios","state":"background"}},"steps":["#
      + pushes + #",{"expect":{"center":{"d":{"count":1}}}}]}"#
    let scenario = try ScenarioLoader().load(bytes: Array(text.utf8), file: "s.json")
    let failure = try #require(ScenarioRunner().run(scenario).failure)
    #expect(failure.details.first == "shown (25):", "\(failure.details)")
    #expect(failure.details.count == 1 + 20 + 2, "\(failure.details)")
    #expect(failure.details.contains("  … (25 in all)"), "\(failure.details)")
  }

  /// A failed center expectation quotes the titles, tags and ids it compares as JSON strings,
  /// a long one cut: a 10,000-character expected title makes a short message.
  @Test func aCenterFailureCutsALongTitle() throws {
    let title = String(repeating: "é", count: 10_000)
    let text = #"{"scenario":1,"name":"n","devices":{"d":{"platform":"ios","state":"background"}},"steps":["#
      + #"{"push":{"payload":{"aps":{"alert":{"title":"Hello"}}}}},{"expect":{"center":{"d":{"titles":[""#
      + title + #""]}}}}]}"#
    let scenario = try ScenarioLoader().load(bytes: Array(text.utf8), file: "s.json")
    let failure = try #require(ScenarioRunner().run(scenario).failure)
    let message = ([failure.description] + failure.details).joined(separator: "\n")
    #expect(message.utf8.count < 2048, "\(message.utf8.count) bytes")
    #expect(message.contains(#"titles: expected [""#), "\(message)")
    #expect(message.contains(#"…" (20000 bytes)], got ["Hello"]"#), "\(message)")
  }

  /// A failed expectation of an SDK's installation (tags, events, properties) or of Mapp's
  /// inbox cuts a long value as the tray's fields are cut: the fuzzer (scenario target, seed
  /// 3101, cases 14026, 44993, 82862, 94369) made messages of 0.3–1 MB from them.
  @Test(arguments: [
    (#"{"platform":"android","state":"background","sdk":"wonderpush"}"#, #""properties":{"plan":"LONG"}"#, #"installation properties: expected {"plan":"ééé"#),
    (#"{"platform":"android","state":"background","sdk":"wonderpush"}"#, #""tags":["LONG"]"#, #"installation tags: expected ["ééé"#),
    (#"{"platform":"android","state":"background","sdk":"wonderpush"}"#, #""events":["LONG"]"#, #"installation events: expected ["ééé"#),
    (#"{"platform":"ios","state":"background","sdk":"mapp"}"#, #""inbox":["LONG"]"#, #"inbox: expected ["ééé"#),
  ])
  func anInstallationFailureCutsALongValue(device: String, installation: String, start: String) throws {
    let long = String(repeating: "é", count: 100_000)
    let text = #"{"scenario":1,"name":"n","devices":{"d":"# + device + #"},"steps":[{"expect":{"center":{"d":{"installation":{"#
      + installation.replacingOccurrences(of: "LONG", with: long) + "}}}}}]}"
    let scenario = try ScenarioLoader().load(bytes: Array(text.utf8), file: "s.json")
    let failure = try #require(ScenarioRunner().run(scenario).failure)
    let message = ([failure.description] + failure.details).joined(separator: "\n")
    #expect(message.utf8.count < 2048, "\(message.utf8.count) bytes")
    #expect(message.contains(start), "\(message.prefix(300))")
  }

  /// The fuzzer reports a message over its bound, naming what made it and its first bytes.
  @Test func fuzzerReportsAnUnboundedMessage() {
    let long = "unknown key \"" + String(repeating: "k", count: 5000) + "\""
    let problems = FuzzExecution.unbounded(long, "lint on ios")
    #expect(problems.count == 1)
    #expect(problems.first?.hasPrefix("lint on ios: a message of 5014 bytes, over the bound of 4096") == true, "\(problems)")
    #expect((problems.first?.utf8.count ?? 0) < 500)
    #expect(FuzzExecution.unbounded("short", "lint").isEmpty)
  }
}
