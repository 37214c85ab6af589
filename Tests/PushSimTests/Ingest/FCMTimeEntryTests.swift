import Testing

@testable import PushSim

/// An Android data map's `google.ttl` and `google.sent_time` are read as the FCM SDK's
/// `RemoteMessage.getTtl()` (`Integer.parseInt`) and `getSentTime()` (`Long.parseLong`) read
/// them: 0 when the parse throws. A value that is not a non-negative integer the SDK reads is a
/// platform warning (`invalidGoogleTTL`, `invalidGoogleSentTime`), in the trace and in lint.
struct FCMTimeEntryTests {
  /// A data map with `entries` beside an app key.
  static func json(_ entries: KeyValuePairs<String, String>) -> String {
    var object: JSONObject = ["k": "v"]
    for (key, value) in entries { object[key] = .string(value) }
    return JSONValue.object(object).serialized()
  }

  /// Decodes `json` for Android, without headers.
  static func decode(_ json: String) throws -> IncomingPush {
    try PushDecoder(platform: .android).decode(Array(json.utf8), headers: ValidatedPushHeaders(), sequence: 1).get()
  }

  /// `getTtl()` for each `google.ttl`, and whether the map is warned about.
  @Test(arguments: [
    ("3600", Int64(3600), false),
    ("+60", 60, false),
    ("0", 0, false),
    ("2147483647", 2_147_483_647, false),
    ("٣٦٠٠", 3600, false),  // Arabic-Indic digits: Character.digit reads them
    ("-5", -5, true),  // Integer.parseInt reads it: negative as written
    ("abc", 0, true),
    ("1.5", 0, true),
    ("", 0, true),
    (" 60", 0, true),
    ("2147483648", 0, true),  // beyond an int
    ("3000000000", 0, true),
  ] as [(String, Int64, Bool)])
  func ttlIsWhatGetTtlReturns(value: String, ttl: Int64, warned: Bool) throws {
    let push = try Self.decode(Self.json(["google.ttl": value]))
    #expect(push.remoteMessage?.ttl == ttl)
    let reasons = push.warnings.map(\.reason)
    #expect(reasons == (warned ? ["invalidGoogleTTL"] : []))
  }

  /// `getSentTime()` for each `google.sent_time`, and whether the map is warned about.
  @Test(arguments: [
    ("1767225600000", Int64(1_767_225_600_000), false),
    ("9223372036854775807", Int64.max, false),
    ("-1", -1, true),
    ("1.7672256E12", 0, true),  // org.json would read it; Long.parseLong does not
    ("abc", 0, true),
    ("", 0, true),
    ("9223372036854775808", 0, true),
  ] as [(String, Int64, Bool)])
  func sentTimeIsWhatGetSentTimeReturns(value: String, sentTime: Int64, warned: Bool) throws {
    let push = try Self.decode(Self.json(["google.sent_time": value]))
    #expect(push.remoteMessage?.sentTime == sentTime)
    #expect(push.warnings.map(\.reason) == (warned ? ["invalidGoogleSentTime"] : []))
  }

  /// A map without either key has neither reading and no warning.
  @Test func aMapWithoutTheKeysIsNotWarned() throws {
    let push = try Self.decode(Self.json([:]))
    #expect(push.remoteMessage?.ttl == nil)
    #expect(push.remoteMessage?.sentTime == nil)
    #expect(push.warnings.isEmpty)
  }

  /// The message names the key, the value, what the getter returns and what is expected.
  @Test func theWarningSaysWhatTheSDKReturns() throws {
    let push = try Self.decode(Self.json(["google.ttl": "abc", "google.sent_time": "-1"]))
    let ttl = try #require(push.warnings.first { $0.reason == "invalidGoogleTTL" })
    #expect(ttl.message.hasPrefix(#"google.ttl "abc" is not an integer Integer.parseInt"#))
    #expect(ttl.message.contains("getTtl() returns 0"))
    #expect(ttl.rule == "FCM RemoteMessage.getTtl()")
    let sent = try #require(push.warnings.first { $0.reason == "invalidGoogleSentTime" })
    #expect(sent.message.hasPrefix(#"google.sent_time "-1" is negative: getSentTime() returns -1"#))
  }

  /// A `google.ttl` the SDK cannot read is no TTL of the push's own: the push service keeps it
  /// for its default 4 weeks; a readable one, negative included, is its TTL.
  @Test(arguments: [("abc", nil), ("60", Duration.seconds(60)), ("-5", Duration.seconds(-5))] as [(String, Duration?)])
  func thePushTTLIsTheReadableOne(value: String, ttl: Duration?) throws {
    let push = try Self.decode(Self.json(["google.ttl": value]))
    #expect(push.notification.ttl == ttl)
    let store = PushServiceStore(platform: .android)
    let expiry = store.expiry(of: push, now: .zero)
    #expect(expiry == .zero.advanced(by: ttl ?? .seconds(2_419_200)))
  }

  /// `pushsim lint` reports the warnings, as the device's trace does.
  @Test func lintAndTheTraceReportThem() throws {
    let json = Self.json(["google.ttl": "1.5", "google.sent_time": "x"])
    let lint = PayloadLinter.lint(Array(json.utf8), platform: .android)
    #expect(lint.map(\.issue.reason) == ["invalidGoogleTTL", "invalidGoogleSentTime"])
    #expect(lint.allSatisfy { $0.severity == .warning })
    let device = SimulatedDevice(platform: .android, state: .background)
    try device.receive(json: json)
    #expect(device.events(named: "push.warning").map { $0["reason"] } == ["invalidGoogleTTL", "invalidGoogleSentTime"])
  }

  /// Java's `Character.digit` reads one UTF-16 unit: a digit outside the Basic Multilingual
  /// Plane (two surrogates) is not a digit; a sign alone is not a number.
  @Test func javaIntegerGrammar() {
    #expect(JavaInteger.parseInt("𝟑") == nil)
    #expect(JavaInteger.parseInt("-") == nil)
    #expect(JavaInteger.parseInt("-٣") == -3)
    #expect(JavaInteger.parseInt("-2147483648") == Int32.min)
    #expect(JavaInteger.parseLong("１２") == 12)  // fullwidth digits
    #expect(JavaInteger.parseLong("1_000") == nil)
  }

  /// Found by the fuzzer's long mode (seed 2611, cases 48682 and 184925): a 1 MB
  /// `google.sent_time` or `google.ttl` of non-ASCII text took 0.25 s per read in a release
  /// build, because every unit was converted before the parse looked at the first. Java stops at
  /// the first unit that is not a digit, and so does the parse now: it reads a lazy view, and
  /// this counts the units it reads.
  @Test func theParseStopsAtTheFirstUnitThatIsNotADigit() {
    var reads = 0
    let text = "12x" + String(repeating: "é", count: 100_000)
    let units = text.utf16.lazy.map { unit -> UInt16 in
      reads += 1
      return unit
    }
    #expect(OrgJSON.javaParseLong(units, radix: 10) == nil)
    #expect(reads < 10, "read \(reads) units")
    // The same text through the public entry points: refused, as Java refuses it.
    #expect(JavaInteger.parseLong(text) == nil)
    #expect(JavaInteger.parseInt(text) == nil)
    // A long text that is a number is still read whole: Java allows any number of leading zeros.
    #expect(JavaInteger.parseLong(String(repeating: "٠", count: 10_000) + "٤٢") == 42)
  }
}
