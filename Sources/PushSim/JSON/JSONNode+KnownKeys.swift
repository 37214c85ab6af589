extension JSONNode {
  /// Whether this is an object and every member key on the tape (repeated ones included) is,
  /// byte for byte and without escapes, one of `keys`: a walk over the tape that decodes
  /// nothing. `false` means "compare the decoded keys": an escaped key may still decode to one
  /// of them.
  ///
  /// - Parameter keys: The UTF-8 of the known keys.
  /// - Complexity: O(m × k) for m members and k known keys, comparing lengths first.
  func allMemberKeys(areAmong keys: [[UInt8]]) -> Bool {
    guard entry.kind == .object else { return false }
    let object = index
    return document.tape.withUnsafeBufferPointer { tape in
      document.bytes.withUnsafeBufferPointer { bytes in
        var i = object + 1
        let end = Int(tape[object].next)
        while i < end {
          let key = tape[i]
          guard key.flags & JSONTapeEntry.hasEscapes == 0 else { return false }
          let raw = UnsafeBufferPointer(rebasing: bytes[Int(key.start) + 1..<Int(key.end) - 1])
          guard keys.contains(where: { $0.count == raw.count && $0.elementsEqual(raw) }) else { return false }
          i = Int(tape[i + 1].next)
        }
        return true
      }
    }
  }
}
