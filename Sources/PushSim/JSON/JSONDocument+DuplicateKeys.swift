extension JSONDocument {
  /// Every key that occurs more than once in one object, in document order: each repetition
  /// (the second, third… occurrence) is reported at the position of its opening quote.
  ///
  /// Lookups follow the platforms: with duplicate keys the last one wins. This is the lint view,
  /// for messages such as "duplicate key `x` at line L, column C; the last one wins, as on the
  /// platforms". The parse only keeps a 64-bit filter of each object's keys, and objects whose
  /// keys are certainly distinct (by that filter, then a cheap check without allocation) are
  /// skipped.
  ///
  /// - Returns: The repeated keys with their 1-based lines and columns.
  /// - Complexity: O(n) over the tape and the bytes, using a dictionary for objects with more
  ///   than 16 members.
  public func duplicateKeys() -> [JSONDuplicateKey] {
    var repeats: [(offset: Int, key: Int)] = []
    tape.withUnsafeBufferPointer { entries in
      // The parser marks the objects whose keys it could not tell apart, and entry 0 when
      // there is any (most documents): only those are checked.
      guard let root = entries.first, root.flags & JSONTapeEntry.someObjectMayRepeatKeys != 0 else { return }
      for index in entries.indices
      where entries[index].kind == .object && entries[index].flags & JSONTapeEntry.mayRepeatKeys != 0
        && mayHaveDuplicateKeys(inObject: index)
      {
        collectRepeatedKeys(ofObject: index, into: &repeats)
      }
    }
    guard !repeats.isEmpty else { return [] }
    repeats.sort { $0.offset < $1.offset }
    let positions = bytes.withUnsafeBufferPointer {
      JSONTextPosition.lineAndColumn(ofSorted: repeats.map(\.offset), in: $0)
    }
    return zip(repeats, positions).map { item, position in
      JSONDuplicateKey(
        key: decodeString(at: item.key), line: position.line, column: position.column)
    }
  }

  /// Appends the keys of the object at `object` that repeat an earlier key of that object.
  private func collectRepeatedKeys(
    ofObject object: Int, into repeats: inout [(offset: Int, key: Int)]
  ) {
    let end = Int(tape[object].next)
    var i = object + 1
    if Int(tape[object].payload) <= JSONDocument.linearMemberLimit {
      var keys: [Int] = []
      while i < end {
        if keys.contains(where: { stringsEqual($0, i) }) {
          repeats.append((Int(tape[i].start), i))
        }
        keys.append(i)
        i = Int(tape[i + 1].next)
      }
    } else {
      var seen: Set<JSONKey> = []
      seen.reserveCapacity(Int(tape[object].payload))
      while i < end {
        if !seen.insert(JSONKey(string: decodeString(at: i))).inserted {
          repeats.append((Int(tape[i].start), i))
        }
        i = Int(tape[i + 1].next)
      }
    }
  }
}
