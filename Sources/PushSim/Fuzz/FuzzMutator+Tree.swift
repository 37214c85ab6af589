extension FuzzMutator {
  /// What happens to the chosen node when the tree is written back.
  enum NodeEdit {
    /// The value is replaced by raw text (which need not be JSON).
    case value(String)
    /// The member's key is replaced (raw key text, quoted by the writer).
    case rename(String)
    /// The member is written twice, the second time with this raw value.
    case duplicate(String)
    /// An object gets one more member.
    case add(key: String, value: String)
    /// The value is written between raw texts (wrapped in `{"refused":{"step":` … `}}`).
    case wrap(before: String, after: String)
  }

  /// The tree written back with one node, chosen at random, edited by `chosen`.
  mutating func rewrite(_ tree: JSONValue, with chosen: FuzzOperator) -> [UInt8] {
    var nodes: [(key: String?, value: JSONValue)] = []
    Self.collect(tree, key: nil, into: &nodes)
    var target = below(nodes.count)
    let edit: NodeEdit
    switch chosen {
    case .keyRename, .duplicateKey:
      let members = nodes.indices.filter { nodes[$0].key != nil }
      guard !members.isEmpty else { return Array(hostileValue(for: .wrongType).utf8) }
      target = pick(members)
      let key = nodes[target].key ?? ""
      edit = chosen == .keyRename
        ? .rename(pick([key.uppercased(), key + "_", String(key.dropLast()), "", key + " ", pick(FuzzKnownFields.allKeys)]))
        : .duplicate(hostileValue(for: .wrongType))
    case .knownField:
      let objects = nodes.indices.filter { nodes[$0].value.type == .object }
      guard !objects.isEmpty else { return Array(hostileValue(for: .wrongType).utf8) }
      target = pick(objects)
      edit = .add(key: pick(FuzzKnownFields.allKeys), value: hostileValue(for: .wrongType))
    case .scenarioStep:
      guard let scenarioEdit = scenarioStepEdit(nodes, target: &target) else { return Array(hostileValue(for: .wrongType).utf8) }
      edit = scenarioEdit
    case .wrongType:
      let original = nodes[target].value.type
      var text = hostileValue(for: .wrongType)
      for _ in 0..<4 where (try? JSONValue.parse(text))?.type == original { text = hostileValue(for: .wrongType) }
      edit = .value(text)
    default:
      edit = .value(hostileValue(for: chosen))
    }
    var output: [UInt8] = []
    var counter = 0
    Self.write(tree, key: nil, target: target, edit: edit, counter: &counter, into: &output)
    return output
  }

  /// Every node in writing order, with its key when it is an object member.
  static func collect(_ value: JSONValue, key: String?, into nodes: inout [(key: String?, value: JSONValue)]) {
    nodes.append((key, value))
    switch value {
    case .array(let elements): for element in elements { collect(element, key: nil, into: &nodes) }
    case .object(let object): for (name, member) in object { collect(member, key: name, into: &nodes) }
    default: break
    }
  }

  /// Writes the tree as compact JSON, applying `edit` to node number `target`. Recursion is
  /// safe: the tree was parsed with a depth limit of 128.
  static func write(
    _ value: JSONValue, key: String?, target: Int, edit: NodeEdit, counter: inout Int, into output: inout [UInt8]
  ) {
    let isTarget = counter == target
    counter += 1
    if let key {
      var name = key
      if isTarget, case .rename(let renamed) = edit { name = renamed }
      output += JSONValue.string(name).serializedBytes()
      output.append(UInt8(ascii: ":"))
    }
    if isTarget, case .value(let text) = edit {
      output += Array(text.utf8)
      skip(value, counter: &counter)
      return
    }
    if isTarget, case .wrap(let before, _) = edit { output += Array(before.utf8) }
    defer { if isTarget, case .wrap(_, let after) = edit { output += Array(after.utf8) } }
    switch value {
    case .array(let elements):
      output.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        write(element, key: nil, target: target, edit: edit, counter: &counter, into: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let object):
      output.append(UInt8(ascii: "{"))
      var first = true
      if isTarget, case .add(let name, let text) = edit {
        output += JSONValue.string(name).serializedBytes() + [UInt8(ascii: ":")] + Array(text.utf8)
        first = false
      }
      for (name, member) in object {
        if !first { output.append(UInt8(ascii: ",")) }
        first = false
        write(member, key: name, target: target, edit: edit, counter: &counter, into: &output)
      }
      output.append(UInt8(ascii: "}"))
    default:
      output += value.serializedBytes()
    }
    if isTarget, let key, case .duplicate(let text) = edit {
      output += [UInt8(ascii: ",")] + JSONValue.string(key).serializedBytes() + [UInt8(ascii: ":")] + Array(text.utf8)
    }
  }

  /// Advances the node counter past a subtree that is not written.
  static func skip(_ value: JSONValue, counter: inout Int) {
    switch value {
    case .array(let elements): for element in elements { counter += 1; skip(element, counter: &counter) }
    case .object(let object): for (_, member) in object { counter += 1; skip(member, counter: &counter) }
    default: break
    }
  }
}
