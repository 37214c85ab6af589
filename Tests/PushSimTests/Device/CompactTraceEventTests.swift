import Testing

@testable import PushSim

/// Events recorded compactly (`CompactTraceEvent`) read back as the events built from their
/// fields, in the order recorded, interleaved with events recorded whole.
struct CompactTraceEventTests {
  /// The layouts a compact record holds.
  static let recordLayouts = TraceEventLayout.allCases.filter { $0.optionalTrailingFields == 0 }

  /// Every layout names its event and distinct fields; those of a record at most six.
  @Test func layoutsFitTheRecord() {
    for layout in TraceEventLayout.allCases {
      #expect(layout.names.count - layout.optionalTrailingFields <= CompactTraceEvent.capacity)
      #expect(layout.fieldCount == layout.names.count)
      #expect(Set(layout.names).count == layout.names.count)
      #expect(!layout.name.isEmpty)
    }
  }

  /// A compact record reads as the event built from its layout's names and its values by pairs.
  @Test(arguments: recordLayouts)
  func readsAsTheEventItDescribes(_ layout: TraceEventLayout) {
    let values: [JSONValue] = [.string("a"), .integer(7), .null, .bool(true), .string("é"), .array([.string("x")])]
    let count = layout.names.count
    let padded = values.prefix(count) + Array(repeating: JSONValue.null, count: 6 - count)
    let compact = CompactTraceEvent(
      time: .zero, device: "d", layout: layout, padded[0], padded[1], padded[2], padded[3], padded[4], padded[5])
    let expected = TraceEvent(
      time: .zero, device: "d", name: layout.name, fields: JSONObject(Array(zip(layout.names, values.prefix(count)))))
    #expect(compact.event == expected)
    #expect(compact.event.fields.count == count)
  }

  /// The name a test gives each event: a compact `badge` by its value, a whole event by its name.
  static func label(_ event: TraceEvent) -> String {
    event.name == "badge" ? "c\(event.fields["value"]?.int64Value ?? -1)" : event.name
  }

  /// Compact and whole events keep the order they were recorded in, across reads, and
  /// `removeAll` forgets both kinds.
  @Test func orderIsKeptAcrossKinds() {
    let trace = Trace()
    func compact(_ n: Int) -> CompactTraceEvent {
      CompactTraceEvent(time: .zero, device: "d", layout: .badge, .integer(Int64(n)))
    }
    trace.record(compact(0))
    trace.record(compact(1))
    trace.record(TraceEvent(time: .zero, device: "d", name: "w2"))
    trace.record(compact(3))
    #expect(trace.events.map(CompactTraceEventTests.label) == ["c0", "c1", "w2", "c3"])
    trace.record(compact(4))
    #expect(trace.events(since: 3).map(CompactTraceEventTests.label) == ["c3", "c4"])
    trace.record(TraceEvent(time: .zero, device: "e", name: "w5"))
    #expect(trace.events.map(CompactTraceEventTests.label) == ["c0", "c1", "w2", "c3", "c4", "w5"])
    #expect(trace.events(of: "e").map(\.name) == ["w5"])
    #expect(trace.events[3].fields["value"] == .integer(3))
    trace.record(compact(6))
    trace.removeAll()
    #expect(trace.events.isEmpty)
    trace.record(compact(7))
    #expect(trace.jsonLines() == #"{"t":0,"device":"d","event":"badge","value":7}"# + "\n")
  }

  /// Hundreds of events, every third one whole, on two devices, some with one value and some
  /// with five, read back in order with their devices and values; reading in between and
  /// recording more keeps the order too.
  @Test func orderIsKeptAcrossKindsAndDevices() {
    let trace = Trace()
    var expected: [String] = []
    var devices: [String] = []
    for n in 0..<1_300 {
      let device = n % 5 == 0 ? "e" : "d"
      if n % 3 == 2 {
        trace.record(TraceEvent(time: .zero, device: device, name: "w\(n)"))
      } else if n % 7 == 0 {
        trace.record(CompactTraceEvent(
          time: SimInstant(offset: .seconds(n)), device: device, layout: .received, .string("id\(n)"), .integer(Int64(n)),
          .string("apns"), .string("alert"), .string("i2")))
      } else {
        trace.record(CompactTraceEvent(time: .zero, device: device, layout: .badge, .integer(Int64(n))))
      }
      expected.append(n % 3 == 2 ? "w\(n)" : n % 7 == 0 ? "push.received" : "c\(n)")
      devices.append(device)
      if n == 700 { #expect(trace.events.map(CompactTraceEventTests.label) == expected) }
    }
    let events = trace.events
    #expect(events.map(CompactTraceEventTests.label) == expected)
    #expect(events.map(\.device) == devices)
    #expect(events[1_000].fields["value"] == .integer(1_000))
    let received = events[1_008]
    #expect(received.time == SimInstant(offset: .seconds(1_008)))
    #expect(received.fields == JSONObject([
      ("id", .string("id1008")), ("bytes", .integer(1_008)), ("dialect", .string("apns")), ("kind", .string("alert")),
      ("rule", .string("i2")),
    ]))
  }

  /// A `notification.displayed` of the FCM SDK reads with its channel, then only the
  /// appearance fields that have a value, between compact and whole events in order.
  @Test func displayedByFCMLeavesOutTheAppearanceItLacks() {
    let trace = Trace()
    let device = trace.number(ofDevice: "phone")
    trace.record(TraceEvent(time: .zero, device: "phone", name: "first", fields: [:]))
    trace.record(time: .zero, device: device, layout: .badge, .integer(1), .null, .null, .null, .null, .null)
    trace.record(
      time: .zero, device: device, layout: .displayedByFCM, .string("m1"), .null, .string("T"), .null, .bool(false),
      .string("news"), icon: .null, color: .string("red"), sound: .null, image: .string("https://a/i.png"))
    trace.record(
      time: .zero, device: device, layout: .replacedByFCM, .string("m2"), .null, .string("m1"), .string("U"), .null, .null,
      icon: .string("ic"), color: .null, sound: .string("default"), image: .null)
    trace.record(TraceEvent(time: .zero, device: "phone", name: "last", fields: [:]))
    let events = trace.events(of: "phone")
    #expect(events.map(\.name) == ["first", "badge", "notification.displayed", "notification.replaced", "last"])
    #expect(Array(events[2].fields.map(\.key)) == ["id", "tag", "title", "body", "restored", "channel", "color", "image"])
    #expect(events[2].fields["image"] == "https://a/i.png")
    #expect(Array(events[3].fields.map(\.key)) == ["id", "tag", "replaced", "title", "body", "icon", "sound"])
    #expect(events[3].fields["replaced"] == "m1")
  }
}
