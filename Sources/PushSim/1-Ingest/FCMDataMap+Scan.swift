/// What decoding an FCM push needs from its data map: FCM's own entries, decoded, in order; how
/// many entries are the app's (`getData()`); and the bytes the R-A-1 size limit counts (the
/// app's entries and the notification's `gcm.n.*` or legacy `gcm.notification.*` entries, keys and
/// values in UTF-8).
struct FCMDataMapScan {
  /// The entries that are not the app's (``FCMDataMap/isReserved(_:)``), and `message_id`,
  /// which is both the app's and read by `getMessageId()` (``FCMDataMap/isServerMessageID(_:)``),
  /// in order, each with what the decoder makes of its key.
  var reserved: [Entry] = []

  /// One of FCM's entries: what the decoder makes of its key, and its value (a struct, not a
  /// tuple, for the reason ``FCMDataEntry`` gives).
  struct Entry {
    var kind: FCMReservedKey
    var value: String
    /// The key has the legacy `gcm.notification.` prefix, which the SDK reads only when the
    /// map has no `gcm.n.` key for the same field (`NotificationParams.normalizePrefix`).
    var legacyPrefix = false
  }
  /// Some entry has the legacy `gcm.notification.` prefix.
  var hasLegacyNotificationKeys = false
  /// The number of the app's entries.
  var appEntryCount = 0
  /// The UTF-8 bytes of the app's entries and of the `gcm.n.*` (or `gcm.notification.*`) entries.
  var countedBytes = 0

  /// Counts one decoded entry.
  mutating func add(key: String, value: String) {
    if FCMDataMap.isCertainlyAppKey(key) || !FCMDataMap.isReserved(key) {
      addAppEntry(bytes: key.utf8.count + value.utf8.count)
      if FCMDataMap.isServerMessageID(key) { addReserved(.message(.messageID), value: value, countedKeyBytes: nil) }
    } else {
      let newPrefix = FCMDataMap.hasPrefix(key, "gcm.n.")
      let legacy = !newPrefix && FCMDataMap.hasPrefix(key, "gcm.notification.")
      addReserved(
        FCMReservedKey(key), value: value, countedKeyBytes: newPrefix || legacy ? key.utf8.count : nil, legacyPrefix: legacy)
    }
  }

  /// Counts one of FCM's entries whose kind is known; `countedKeyBytes` is the length of a
  /// `gcm.n.*` or `gcm.notification.*` key (R-A-1 counts those), `nil` for any other;
  /// `legacyPrefix` says the key is a `gcm.notification.*` one.
  mutating func addReserved(_ kind: FCMReservedKey, value: String, countedKeyBytes: Int?, legacyPrefix: Bool = false) {
    reserved.append(Entry(kind: kind, value: value, legacyPrefix: legacyPrefix))
    if legacyPrefix { hasLegacyNotificationKeys = true }
    if let countedKeyBytes { countedBytes += countedKeyBytes + value.utf8.count }
  }

  /// Counts one entry of the app's, `bytes` long.
  mutating func addAppEntry(bytes: Int) {
    appEntryCount += 1
    countedBytes += bytes
  }
}

extension FCMDataMap {
  /// The scan of the entries, in order. On a payload's object (without repeated keys) an entry
  /// whose key is the app's, told from its unescaped ASCII bytes (``isCertainlyAppKey(_:)``,
  /// else ``isReserved(asciiKey:)``), is measured on the tape, neither key nor value decoded.
  func scan() -> FCMDataMapScan {
    var scan = FCMDataMapScan()
    let resolved = self.resolved
    if case .pairs(let pairs) = resolved {
      // An FCM v1 body: FCM's own entries are about half of them.
      scan.reserved.reserveCapacity(pairs.count)
      for entry in pairs { scan.add(key: entry.key, value: entry.value) }
      return scan
    }
    guard case .node(let node) = resolved, !node.document.mayHaveDuplicateKeys(inObject: node.index) else {
      for (key, value) in entries { scan.add(key: key, value: value) }
      return scan
    }
    let document = node.document
    let tape = document.tape
    _ = node.allMemberIndices { i, _ in
      let key = tape[i]
      if key.flags & JSONTapeEntry.hasEscapes == 0, key.end - key.start > 2 {
        // The app's, or FCM's with its kind and counted bytes, told from the key's bytes.
        let known = document.bytes.withUnsafeBufferPointer { bytes -> (isApps: Bool, kind: FCMReservedKey?, gcmN: Bool)? in
          let utf8 = UnsafeBufferPointer(rebasing: bytes[Int(key.start) + 1..<Int(key.end) - 1])
          if FCMDataMap.isCertainlyAppKey(firstByte: utf8[0]) { return (true, nil, false) }
          guard !utf8.contains(where: { $0 >= 0x80 }) else { return nil }
          if !FCMDataMap.isReserved(asciiKey: utf8) {
            return (true, FCMDataMap.isServerMessageID(asciiKey: utf8) ? .message(.messageID) : nil, false)
          }
          // The notification's keys count (R-A-1), with either prefix the SDK reads.
          let gcmN = utf8.count >= 6 && JSONBytes.equal(utf8.baseAddress!, ("gcm.n." as StaticString).utf8Start, count: 6)
            || utf8.count >= 17 && JSONBytes.equal(utf8.baseAddress!, ("gcm.notification." as StaticString).utf8Start, count: 17)
          return (false, FCMReservedKey(asciiKey: utf8), gcmN)
        }
        if let known, known.isApps {
          scan.addAppEntry(bytes: Int(key.end - key.start) - 2 + document.decodedLength(ofString: i + 1))
          // `message_id` is the app's and `getMessageId()`'s.
          if let kind = known.kind { scan.addReserved(kind, value: document.decodeString(at: i + 1), countedKeyBytes: nil) }
          return true
        }
        if let known, let kind = known.kind {
          // Room for the rest at once (FCM's entries of a map come in twos and threes).
          if scan.reserved.capacity == 0 { scan.reserved.reserveCapacity(Int(tape[node.index].payload)) }
          let value = document.decodeString(at: i + 1)
          // Of the two prefixes, `gcm.notification.` has an `o` where `gcm.n.` has its dot.
          let legacy = known.gcmN && document.bytes[Int(key.start) + 6] == UInt8(ascii: "o")
          scan.addReserved(
            kind, value: value, countedKeyBytes: known.gcmN ? Int(key.end - key.start) - 2 : nil, legacyPrefix: legacy)
          return true
        }
      }
      scan.add(key: document.decodeString(at: i), value: document.decodeString(at: i + 1))
      return true
    }
    return scan
  }

  /// `getData()`: the entries that are the app's (not reserved, `message_id` included), in order.
  var appEntries: [(key: String, value: String)] {
    entries.filter { !FCMDataMap.isReserved($0.key) }
  }
}

extension JSONDocument {
  /// The UTF-8 length of the decoded string at tape index `index`, counted on the raw bytes
  /// (nothing is decoded).
  func decodedLength(ofString index: Int) -> Int {
    let entry = tape[index]
    let length = Int(entry.end - entry.start) - 2
    guard entry.flags & JSONTapeEntry.hasEscapes != 0 else { return length }
    return bytes.withUnsafeBufferPointer { bytes in
      JSONStringDecoder.decodedLength(UnsafeBufferPointer(rebasing: bytes[Int(entry.start) + 1..<Int(entry.end) - 1]))
    }
  }
}
