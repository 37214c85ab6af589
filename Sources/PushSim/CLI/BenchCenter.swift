import Foundation

import CHeapStats

/// `pushsim bench`'s notification-center figures: the cost of an id look-up, a
/// closeNotifications by tag and a collapse replacement with a small and a huge center (the cost
/// must not grow with the center's size, CONTRACT.md), and the memory a stored notification
/// takes next to its payload's bytes.
struct BenchCenter {
  /// The time per operation, in nanoseconds, with `size` notifications shown.
  struct Costs {
    var size: Int
    var idLookup: Double
    var closeByTag: Double
    var collapse: Double
  }

  /// A small Android push every stored notification is a copy of (with its own id and tag).
  static let template: IncomingPush? = {
    let bytes = Array(#"{"gcm.n.title":"t","gcm.n.body":"b","k":"v","google.message_id":"m"}"#.utf8)
    guard case .success(let push) = PushDecoder(platform: .android).decode(bytes, headers: ValidatedPushHeaders(), sequence: 1)
    else { return nil }
    return push
  }()

  /// A notification with id `n<index>` and tag `t<index>` (its replacement key).
  static func notification(_ index: Int, template: IncomingPush) -> DisplayedNotification {
    var push = template
    push.notification.id = "n\(index)"
    push.notification.tag = "t\(index)"
    return DisplayedNotification(id: push.notification.id, push: push, replacementKey: "tag:t\(index)", displayedAt: .zero)
  }

  /// Fills a center with `size` notifications, then times `operations` of each kind on
  /// notifications drawn by a seeded generator.
  static func costs(size: Int, operations: Int = 20_000) -> Costs? {
    guard let template else { return nil }
    var tray = NotificationTray()
    for index in 0..<size { _ = tray.post(notification(index, template: template)) }
    var generator = SplitMix64(seed: 7)
    let picks = (0..<operations).map { _ in Int.random(in: 0..<size, using: &generator) }
    let clock = ContinuousClock()
    func nanoseconds(_ body: () -> Void) -> Double {
      let start = clock.now
      body()
      let elapsed = start.duration(to: clock.now)
      let total = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
      return total / Double(operations)
    }
    var found = 0
    // A look-up reads what it found, as a tap or a dismissal does.
    let idLookup = nanoseconds {
      for index in picks where tray.notification(id: "n\(index)")?.displayedAt == .zero { found += 1 }
    }
    // Remove by tag (the closeNotifications path), then post it again so the size holds.
    let closeByTag = nanoseconds {
      for index in picks {
        for shown in tray.notifications(taggedWith: ["t\(index)"]) { tray.remove(id: shown.id) }
        _ = tray.post(notification(index, template: template))
      }
    }
    // A notification with the same tag replaces the one shown (a collapse).
    let collapse = nanoseconds {
      for index in picks { _ = tray.post(notification(index, template: template)) }
    }
    precondition(found == operations && tray.count == size, "the bench center lost notifications")
    return Costs(size: size, idLookup: idLookup, closeByTag: closeByTag, collapse: collapse)
  }

  /// The corpus's Android lines with the Android tag of every FCM HTTP v1 body made unique
  /// (`"-"` and the line number appended): on the corpus these notifications replace each other
  /// by tag and few stay shown, so ``memoryPerNotification(lines:heapBytes:)`` of these lines
  /// measures tagged Android notifications that all stay shown. Other lines are kept as they
  /// are; a line that is not JSON is left out.
  static func androidLinesWithUniqueTags(_ lines: [[UInt8]]) -> [[UInt8]] {
    var rewritten: [[UInt8]] = []
    for (number, line) in lines.enumerated() where !BenchWorkload.isIOS(line) {
      guard case .object(var root)? = try? JSONValue.parse(line) else { continue }
      if case .object(var message)? = root["message"], case .object(var android)? = message["android"],
        case .object(var notification)? = android["notification"], case .string(let tag)? = notification["tag"]
      {
        notification["tag"] = .string("\(tag)-\(number)")
        android["notification"] = .object(notification)
        message["android"] = .object(android)
        root["message"] = .object(message)
      }
      rewritten.append(JSONValue.object(root).serializedBytes())
    }
    return rewritten
  }

  /// The heap bytes each stored notification takes, and the mean size of the payloads shown,
  /// when the corpus is delivered to the bench's devices (glibc's `mallinfo2`; `nil` elsewhere).
  ///
  /// Each line goes, as in the whole-path bench, to a background iOS or Android device, copied
  /// into its own buffer first, as a device receives it from the network: so the figure counts
  /// the payload bytes a notification keeps, and everything else the devices keep for it (the
  /// notification centers with their indexes, the pushes). The trace, which is not the center,
  /// is emptied before the second reading; pushes that show nothing (background pushes) leave
  /// nothing behind.
  ///
  /// The payload's size is given twice: as received (the bytes handed to the device) and as the
  /// push service counts it against its limit (``IncomingPush/size``). They differ for an FCM
  /// HTTP v1 request body, where FCM counts only the message's data and notification.
  ///
  /// - Parameter heapBytes: the heap bytes in use now (a test passes its own counter: the
  ///   process-wide figure moves with whatever else runs).
  static func memoryPerNotification(
    lines: [[UInt8]], heapBytes: () -> Int = { Int(pushsim_heap_bytes_in_use()) }
  ) -> (perNotification: Double, received: Double, counted: Double)? {
    guard heapBytes() > 0 else { return nil }
    let workload = BenchWorkload(lines: [])
    func deliverAll() -> (ios: SimulatedDevice, android: SimulatedDevice) {
      let devices = workload.makeDevices()
      for line in lines {
        let received = line.withUnsafeBufferPointer { [UInt8]($0) }
        _ = try? (BenchWorkload.isIOS(line) ? devices.ios : devices.android).receive(received)
      }
      devices.ios.simulation.trace.removeAll()
      return devices
    }
    // A first pass on devices let go at once: the runtime's one-time allocations (generic
    // metadata, protocol conformance caches, lazy globals) happen there, not in the pass
    // measured. Divided among the few hundred notifications the corpus leaves shown, 20–45 KB
    // of them read as 30–70 bytes per notification (docs/Performance.md, twenty-sixth round).
    _ = deliverAll()
    let before = heapBytes()
    let devices = deliverAll()
    let after = heapBytes()
    let shown = devices.ios.tray.notifications + devices.android.tray.notifications
    guard !shown.isEmpty, after > before else { return nil }
    let received = shown.reduce(0) { $0 + $1.receivedByteCount }
    let counted = shown.reduce(0) { $0 + $1.push.size }
    let count = Double(shown.count)
    return (Double(after - before) / count, Double(received) / count, Double(counted) / count)
  }
}
