extension JSONNode {
  /// A container being materialized.
  private struct Frame: Sendable {
    /// Whether the container is an object.
    let isObject: Bool
    /// The tape index just past the container's subtree.
    let end: Int
    /// The tape index of the next element (arrays) or key (objects) when walking the tape in
    /// order.
    var cursor: Int
    /// For an object with duplicate keys: its distinct members, walked instead of the tape.
    let members: [(key: Int, value: Int)]?
    /// The next position in `members`.
    var position = 0
    /// The keys so far (objects only).
    var keys: [String] = []
    /// The values so far.
    var values: [JSONValue] = []

    /// A frame for the non-empty container at tape index `index`.
    init(container index: Int, entry: JSONTapeEntry, document: JSONDocument) {
      isObject = entry.kind == .object
      end = Int(entry.next)
      cursor = index + 1
      members =
        isObject && document.mayHaveDuplicateKeys(inObject: index)
        ? document.uniqueMembers(ofObject: index) : nil
      let count = members?.count ?? Int(entry.payload)
      values.reserveCapacity(count)
      if isObject { keys.reserveCapacity(count) }
    }

    /// The tape index of the next value to materialize (recording its key), or `nil` when the
    /// container is complete.
    mutating func nextValue(in document: JSONDocument) -> Int? {
      if let members {
        guard position < members.count else { return nil }
        defer { position += 1 }
        keys.append(document.decodeString(at: members[position].key))
        return members[position].value
      }
      guard cursor < end else { return nil }
      var value = cursor
      if isObject {
        keys.append(document.decodeString(at: cursor))
        value += 1
      }
      cursor = Int(document.tape[value].next)
      return value
    }

    /// The finished container.
    func finished() -> JSONValue {
      isObject ? .object(JSONObject(uniqueKeys: keys, values: values)) : .array(values)
    }
  }

  /// Materializes this value and everything in it as a `JSONValue`. Each object key appears
  /// once, at the position of its first occurrence, with the value of its last occurrence (as in
  /// `members`).
  ///
  /// Iterative, so any depth the parser accepted is safe.
  ///
  /// - Returns: The value.
  /// - Complexity: O(n) for the n entries of the value's subtree (plus `members`' cost for
  ///   objects with duplicate keys).
  public func value() -> JSONValue {
    let document = self.document
    var frames: [Frame] = []
    var i = index
    while true {
      let entry = document.tape[i]
      var value: JSONValue
      switch entry.kind {
      case .null: value = .null
      case .true: value = .bool(true)
      case .false: value = .bool(false)
      case .integer: value = .integer(Int64(bitPattern: entry.payload))
      case .double: value = .double(Double(bitPattern: entry.payload))
      case .string: value = .string(document.decodeString(at: i))
      case .array where entry.payload == 0: value = .array([])
      case .object where entry.payload == 0: value = .object(JSONObject())
      case .array, .object:
        var frame = Frame(container: i, entry: entry, document: document)
        guard let first = frame.nextValue(in: document) else {
          value = frame.finished()
          break
        }
        frames.append(frame)
        i = first
        continue
      }
      // Attach the finished value to its container; finish the containers that are complete.
      var descending = false
      while var frame = frames.popLast() {
        frame.values.append(value)
        if let next = frame.nextValue(in: document) {
          frames.append(frame)
          i = next
          descending = true
          break
        }
        value = frame.finished()
      }
      if !descending { return value }
    }
  }
}
