import Testing

@testable import PushSim

/// A ringing call's communication notification (`INStartCallIntent` to a normal destination,
/// with a ringtone) under a Focus that silences the app: Allow Calls From lets the callers it
/// covers ring (`focus: callAllowed`), Allow Repeated Calls lets a caller's second call within
/// three minutes ring (`focus: repeatedCall`); missed calls, voicemails and an incoming call
/// without a ringtone are not concerned (docs/ModellingChoices/iOS.md, "Ringing calls").
struct RingingCallFocusTests {
  static let bob = StartCallIntent(caller: "bob@example.com", callerName: "Bob", call: .incoming, ringtone: true)

  /// Options with a Focus that silences the app and allows Alice, and the call settings.
  static func options(
    callsFrom: DeviceOptions.FocusCallers = .favorites, repeated: Bool = true, favorites: [String] = [], contacts: [String] = []
  ) -> DeviceOptions {
    var options = CommunicationGroupAndCallTests.options()
    options.iosFocusAllowCallsFrom = callsFrom
    options.iosFocusAllowRepeatedCalls = repeated
    options.iosFavorites = favorites
    options.iosContacts = contacts
    return options
  }

  /// The Focus's outcome for a call from `caller` under `options`.
  static func focus(
    _ options: DeviceOptions, caller: String = "bob@example.com", ringing: Bool = true, repeated: Bool = false
  ) -> IOSInterruptionRules.FocusOutcome? {
    IOSInterruptionRules.focusOutcome(
      level: .active, settings: IOSInterruptionRules.Settings(options), sender: caller, ringing: ringing, repeatedCall: repeated
    ).0
  }

  /// Only an incoming call with a ringtone rings; its caller is the one the call settings concern.
  @Test func onlyAnIncomingCallWithARingtoneRings() {
    #expect(Self.bob.rings && CommunicationIntent(Self.bob).ringingCaller == "bob@example.com")
    #expect(!StartCallIntent(caller: "b", callerName: "B", call: .incoming).rings)
    #expect(!StartCallIntent(caller: "b", callerName: "B", call: .missed, ringtone: true).rings)
    #expect(CommunicationIntent(SendMessageIntent(sender: "b", senderName: "B")).ringingCaller == nil)
    #expect(Self.bob.traceValue == .object(["call": "incoming", "caller": "bob@example.com", "callerName": "Bob", "ringtone": true]))
  }

  /// Allow Calls From: everyone rings, no one does not, favourites and contacts ring when listed.
  @Test(arguments: [
    (DeviceOptions.FocusCallers.everyone, [String](), [String](), IOSInterruptionRules.FocusOutcome.callAllowed),
    (.noOne, ["bob@example.com"], ["bob@example.com"], .silenced),
    (.favorites, ["bob@example.com"], [], .callAllowed),
    (.favorites, [], ["bob@example.com"], .silenced),
    (.contacts, [], ["bob@example.com"], .callAllowed),
    (.contacts, ["bob@example.com"], [], .silenced),
  ])
  func allowCallsFromCoversItsCallers(
    callsFrom: DeviceOptions.FocusCallers, favorites: [String], contacts: [String], outcome: IOSInterruptionRules.FocusOutcome
  ) {
    #expect(Self.focus(Self.options(callsFrom: callsFrom, favorites: favorites, contacts: contacts)) == outcome)
  }

  /// A repeated call rings when Allow Repeated Calls is on; the People list and Allow Calls From
  /// come first; a call that does not ring (missed, or no ringtone) is not concerned.
  @Test func repeatedCallsAndWhatComesFirst() {
    #expect(Self.focus(Self.options(), repeated: true) == .repeatedCall)
    #expect(Self.focus(Self.options(repeated: false), repeated: true) == .silenced)
    #expect(Self.focus(Self.options(callsFrom: .everyone), repeated: true) == .callAllowed)
    #expect(Self.focus(Self.options(callsFrom: .everyone), caller: "alice@example.com") == .senderAllowed)
    #expect(Self.focus(Self.options(callsFrom: .everyone), ringing: false, repeated: true) == .silenced)
    var allowed = Self.options(callsFrom: .everyone)
    allowed.iosFocus = .appAllowed
    #expect(Self.focus(allowed) == .allowed)
  }

  /// The call options load, a wrong value says what is expected, and they act on iOS only.
  @Test func theCallOptionsAreIOSOnesWithClearErrors() throws {
    #expect(InterruptionOptionTests.apply("focusAllowCallsFrom", "contacts").0.iosFocusAllowCallsFrom == .contacts)
    #expect(InterruptionOptionTests.apply("focusAllowRepeatedCalls", false).0.iosFocusAllowRepeatedCalls == false)
    #expect(InterruptionOptionTests.apply("favorites", ["a"]).0.iosFavorites == ["a"])
    #expect(InterruptionOptionTests.apply("contacts", ["a", "b"]).0.iosContacts == ["a", "b"])
    #expect(DeviceOptions().iosFocusAllowCallsFrom == .favorites && DeviceOptions().iosFocusAllowRepeatedCalls)
    #expect(
      InterruptionOptionTests.apply("focusAllowCallsFrom", "favourites").1
        == #"option "focusAllowCallsFrom" must be one of "everyone", "noOne", "favorites", "contacts", not "favourites""#)
    #expect(InterruptionOptionTests.apply("contacts", [""]).1?.hasPrefix(#"option "contacts" must be an array of the user's contacts"#) == true)
    let options = #"{"focusAllowCallsFrom": "everyone", "favorites": ["a"]}"#
    let devices = #"{"web": {"platform": "web", "options": \#(options)}, "phone": {"platform": "ios", "options": \#(options)}}"#
    #expect(try OptionNotApplicableTests.warnings(devices: devices) == ["web focusAllowCallsFrom", "web favorites"])
  }

  /// On the device: Bob's first ringing call is silenced, his second 2 min later rings
  /// (`repeatedCall`), one exactly 3 min after that too; one more than 3 min after the last is
  /// silenced again. An incoming call without a ringtone is silenced even from a favourite.
  @Test func theDeviceRemembersRingingCallsForThreeMinutes() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background, options: Self.options())
    device.setServiceExtension(ClosureServiceExtension { content, _ in .completes(with: content.updating(from: Self.bob)) })
    for gap in [0, 120, 180, 181] {
      device.advance(by: .seconds(gap))
      try device.receive(json: CommunicationNotificationTests.alert, headers: CommunicationNotificationTests.headers)
    }
    device.advance(by: .seconds(1))
    let focus = device.events(named: "notification.displayed").map { $0["focus"] }
    #expect(focus == ["silenced", "repeatedCall", "repeatedCall", "silenced"])

    let quiet = try CommunicationGroupAndCallTests().device(Self.options(favorites: ["bob@example.com"])) {
      $0.updating(from: StartCallIntent(caller: "bob@example.com", callerName: "Bob", call: .incoming))
    }
    #expect(quiet.events(named: "notification.displayed").first?["focus"] == "silenced")
  }

  /// A device whose extension makes a push titled "Message" a message from Bob, "Missed" a
  /// missed call from him, anything else his ringing call.
  static func bobsPhone(_ options: DeviceOptions = Self.options()) -> SimulatedDevice {
    let device = SimulatedDevice(platform: .iOS, state: .background, options: options)
    device.setServiceExtension(
      ClosureServiceExtension { content, _ in
        switch content.title ?? "" {
        case "Message": .completes(with: content.updating(from: SendMessageIntent(sender: "bob@example.com", senderName: "Bob")))
        case "Missed": .completes(with: content.updating(from: StartCallIntent(caller: "bob@example.com", callerName: "Bob")))
        default: .completes(with: content.updating(from: Self.bob))
        }
      })
    return device
  }

  /// Sends `bobsPhone` a push titled `title`.
  static func send(_ title: String, to device: SimulatedDevice) throws {
    try device.receive(
      json: #"{"aps":{"alert":{"title":"\#(title)","body":"Bob"},"mutable-content":1}}"#, headers: CommunicationNotificationTests.headers)
  }

  /// DoNotDisturbServer's resolution record holds every event it resolved, matched by sender:
  /// a message or a missed call from Bob, silenced or not, makes his ringing call within three
  /// minutes a repeated call (not only an earlier ringing call); Alice's message does not.
  @Test func aMessageOrAnotherCallFromTheCallerMakesTheirRingingCallARepeat() throws {
    for first in ["Message", "Missed"] {
      let device = Self.bobsPhone()
      try Self.send(first, to: device)
      device.advance(by: .seconds(60))
      try Self.send("Call", to: device)
      device.advance(by: .seconds(1))
      #expect(device.events(named: "notification.displayed").map { $0["focus"] } == ["silenced", "repeatedCall"], "\(first)")
    }
    let other = SimulatedDevice(platform: .iOS, state: .background, options: Self.options())
    other.setServiceExtension(
      ClosureServiceExtension { content, _ in
        content.title == "Message"
          ? .completes(with: content.updating(from: SendMessageIntent(sender: "carol@example.com", senderName: "Carol")))
          : .completes(with: content.updating(from: Self.bob))
      })
    try Self.send("Message", to: other)
    try Self.send("Call", to: other)
    other.advance(by: .seconds(1))
    #expect(other.events(named: "notification.displayed").map { $0["focus"] } == ["silenced", "silenced"])
  }

  /// A reboot forgets the calls and messages of the last three minutes (the resolver's record
  /// lives in the Do Not Disturb daemon's memory): a ringing call a minute after the restart and
  /// the unlock, from the caller who rang just before it, is silenced.
  @Test func aRebootForgetsTheRecentCalls() throws {
    let device = Self.bobsPhone()
    try Self.send("Call", to: device)
    device.advance(by: .seconds(1))
    device.reboot()
    device.unlock()
    device.advance(by: .seconds(60))
    try Self.send("Call", to: device)
    device.advance(by: .seconds(1))
    #expect(device.events(named: "notification.displayed").map { $0["focus"] } == ["silenced", "silenced"])
  }
}
