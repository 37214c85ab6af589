extension JSONNode {
  /// Whether this is an object and the value of every member on the tape (repeated keys
  /// included) has type `type`: a walk over the tape that decodes nothing. `false` for anything
  /// else, including an object with one member of another type, even if a later member with the
  /// same key replaces it.
  ///
  /// - Parameter type: The type every member value must have.
  /// - Complexity: O(m) for m members (duplicates included).
  func allMemberValues(are type: JSONType) -> Bool {
    guard entry.kind == .object else { return false }
    let object = index
    return document.tape.withUnsafeBufferPointer { tape in
      var i = object + 1
      let end = Int(tape[object].next)
      while i < end {
        if JSONNode(document: document, index: i + 1).type != type { return false }
        i = Int(tape[i + 1].next)
      }
      return true
    }
  }
}
