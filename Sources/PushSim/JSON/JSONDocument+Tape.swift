extension JSONDocument {
  /// Objects with more members than this use a dictionary to find duplicates.
  static let linearMemberLimit = 16

  /// The decoded text of the string entry at tape index `index`.
  ///
  /// - Complexity: O(n) for the string's n bytes; one allocation (none for short strings).
  func decodeString(at index: Int) -> String {
    let entry = tape[index]
    let start = Int(entry.start) + 1
    let length = Int(entry.end) - 1 - start
    return bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return "" }
      let raw = UnsafeBufferPointer(start: base + start, count: length)
      if entry.flags & JSONTapeEntry.hasEscapes == 0 {
        return String(decoding: raw, as: UTF8.self)
      }
      return String(unsafeUninitializedCapacity: length) {
        JSONStringDecoder.unescape(raw, into: $0)
      }
    }
  }

  /// The decoded UTF-8 bytes of the string entry at tape index `index`.
  func decodedBytes(at index: Int) -> [UInt8] {
    let entry = tape[index]
    let start = Int(entry.start) + 1
    let length = Int(entry.end) - 1 - start
    return bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return [] }
      let raw = UnsafeBufferPointer(start: base + start, count: length)
      if entry.flags & JSONTapeEntry.hasEscapes == 0 { return Array(raw) }
      return [UInt8](unsafeUninitializedCapacity: length) { destination, initialized in
        initialized = JSONStringDecoder.unescape(raw, into: destination)
      }
    }
  }

  /// Whether the string entries at tape indices `a` and `b` decode to the same text.
  func stringsEqual(_ a: Int, _ b: Int) -> Bool {
    let x = tape[a]
    let y = tape[b]
    if (x.flags | y.flags) & JSONTapeEntry.hasEscapes == 0 {
      let length = Int(x.end - x.start)
      guard length == Int(y.end - y.start) else { return false }
      return bytes.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return true }
        return JSONBytes.equal(base + Int(x.start), base + Int(y.start), count: length)
      }
    }
    return decodedBytes(at: a) == decodedBytes(at: b)
  }

  /// The tape index of the value of the last member of the object at `object` whose key is
  /// `key`, or `nil`.
  ///
  /// - Complexity: O(m + k) for m members and k key bytes; no allocation unless a key has
  ///   escapes.
  func lastMemberValueIndex(inObject object: Int, key: String) -> Int? {
    var key = key
    return key.withUTF8 { wanted in
      tape.withUnsafeBufferPointer { tape in
        bytes.withUnsafeBufferPointer { buffer -> Int? in
          guard let base = buffer.baseAddress else { return nil }
          var found: Int?
          var i = object + 1
          let end = Int(tape[object].next)
          while i < end {
            let entry = tape[i]
            if entry.flags & JSONTapeEntry.hasEscapes == 0 {
              let length = Int(entry.end - entry.start) - 2
              if length == wanted.count,
                length == 0
                  || JSONBytes.equal(
                    base + Int(entry.start) + 1, wanted.baseAddress ?? base, count: length)
              {
                found = i + 1
              }
            } else if decodedBytes(at: i).withUnsafeBufferPointer({ JSONBytes.equal($0, wanted) }) {
              found = i + 1
            }
            i = Int(tape[i + 1].next)
          }
          return found
        }
      }
    }
  }

  /// The tape indices of the members of the object at `object`: each key once, at its first
  /// occurrence, with the value of its last occurrence.
  ///
  /// - Complexity: O(m²) for m ≤ 16 members (comparing raw bytes, no allocation for keys
  ///   without escapes), O(m) otherwise (a dictionary of decoded keys).
  func uniqueMembers(ofObject object: Int) -> [(key: Int, value: Int)] {
    let memberCount = Int(tape[object].payload)
    var members: [(key: Int, value: Int)] = []
    members.reserveCapacity(memberCount)
    if memberCount <= JSONDocument.linearMemberLimit {
      tape.withUnsafeBufferPointer { tape in
        bytes.withUnsafeBufferPointer { buffer in
          guard let base = buffer.baseAddress else { return }
          let end = Int(tape[object].next)
          var i = object + 1
          while i < end {
            var found = -1
            for position in members.indices
            where keysEqual(tape[members[position].key], tape[i], base: base)
              ?? stringsEqual(members[position].key, i)
            {
              found = position
              break
            }
            if found >= 0 {
              members[found].value = i + 1
            } else {
              members.append((i, i + 1))
            }
            i = Int(tape[i + 1].next)
          }
        }
      }
    } else {
      var positions: [JSONKey: Int] = [:]
      positions.reserveCapacity(memberCount)
      let end = Int(tape[object].next)
      var i = object + 1
      while i < end {
        let key = JSONKey(string: decodeString(at: i))
        if let position = positions[key] {
          members[position].value = i + 1
        } else {
          positions[key] = members.count
          members.append((i, i + 1))
        }
        i = Int(tape[i + 1].next)
      }
    }
    return members
  }

  /// Whether the object at `object` may have a repeated key: `false` is certain; `true` for
  /// objects with more than 16 members or keys with escapes, which `uniqueMembers` then settles.
  ///
  /// An object the parser did not mark (``JSONTapeEntry/mayRepeatKeys``: no two keys hit the
  /// same bit of its key filter) has distinct keys. In a marked one each key gets a signature (its length and first seven bytes) kept on the stack; only keys
  /// whose signatures match are compared in full, so the common no-duplicates case costs a few
  /// instructions per pair of keys and no allocation.
  func mayHaveDuplicateKeys(inObject object: Int) -> Bool {
    if tape[object].flags & JSONTapeEntry.mayRepeatKeys == 0 { return false }
    let memberCount = Int(tape[object].payload)
    if memberCount <= 1 { return false }
    if memberCount > JSONDocument.linearMemberLimit { return true }
    return tape.withUnsafeBufferPointer { tape in
      bytes.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return true }
        let byteCount = buffer.count
        return withUnsafeTemporaryAllocation(
          of: (signature: UInt64, start: Int, length: Int).self,
          capacity: JSONDocument.linearMemberLimit
        ) { seen in
          var seenCount = 0
          let end = Int(tape[object].next)
          var i = object + 1
          while i < end {
            let entry = tape[i]
            if entry.flags & JSONTapeEntry.hasEscapes != 0 { return true }
            let start = Int(entry.start) + 1
            let length = Int(entry.end) - 1 - start
            var prefix: UInt64 = 0
            if start + 8 <= byteCount {
              let word = UInt64(
                littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
              prefix = length >= 7 ? word & 0x00FF_FFFF_FFFF_FFFF : word & ((1 << (8 * length)) - 1)
            } else {
              for k in 0..<min(length, 7) { prefix |= UInt64(base[start + k]) << (8 * k) }
            }
            let signature = prefix | UInt64(min(length, 255)) << 56
            for k in 0..<seenCount where seen[k].signature == signature {
              if length <= 7 { return true }
              if seen[k].length == length
                && JSONBytes.equal(base + seen[k].start, base + start, count: length)
              {
                return true
              }
            }
            seen[seenCount] = (signature, start, length)
            seenCount += 1
            i = Int(tape[i + 1].next)
          }
          return false
        }
      }
    }
  }

  /// Whether two string entries without escapes hold the same bytes; `nil` if either has
  /// escapes (then compare decoded text).
  @inline(__always)
  private func keysEqual(
    _ a: JSONTapeEntry, _ b: JSONTapeEntry, base: UnsafePointer<UInt8>
  ) -> Bool? {
    guard (a.flags | b.flags) & JSONTapeEntry.hasEscapes == 0 else { return nil }
    let length = Int(a.end &- a.start)
    guard length == Int(b.end &- b.start) else { return false }
    return JSONBytes.equal(base + Int(a.start), base + Int(b.start), count: length)
  }

  /// The tape indices of the elements of the array at `array`.
  func elementIndices(ofArray array: Int) -> [Int] {
    var indices: [Int] = []
    indices.reserveCapacity(Int(tape[array].payload))
    var i = array + 1
    let end = Int(tape[array].next)
    while i < end {
      indices.append(i)
      i = Int(tape[i].next)
    }
    return indices
  }
}
