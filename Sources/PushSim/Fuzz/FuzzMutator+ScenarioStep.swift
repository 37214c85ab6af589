extension FuzzMutator {
  /// The edit ``FuzzOperator/scenarioStep`` makes, and the node it makes it at (`target` is set):
  /// a step (an object of one member named by a step kind) wrapped in `refused` or replaced by
  /// a `refused` around a hostile value, or its kind renamed to another; with no step in the
  /// tree, a scenario field added to an object. `nil` when the tree has no object at all.
  mutating func scenarioStepEdit(_ nodes: [(key: String?, value: JSONValue)], target: inout Int) -> NodeEdit? {
    let steps = nodes.indices.filter { index in
      guard case .object(let object) = nodes[index].value else { return false }
      let kinds = object.keys.filter { $0 != "note" }
      return kinds.count == 1 && FuzzScenarioFields.stepKinds.contains(kinds[0])
    }
    let objects = nodes.indices.filter { nodes[$0].value.type == .object }
    guard !objects.isEmpty else { return nil }
    guard !steps.isEmpty, below(4) != 0 else {
      target = pick(objects)
      return .add(key: pick(FuzzScenarioFields.keys), value: hostileValue(for: pick([.wrongType, .bigString, .deepNesting])))
    }
    target = pick(steps)
    switch below(3) {
    case 1:
      // `step` of another type, nested deep, or of an unknown kind.
      let inner: String
      switch below(3) {
      case 0: inner = hostileValue(for: .wrongType)
      case 1: inner = hostileValue(for: .deepNesting)
      default: inner = #"{"\#(pick(FuzzScenarioFields.keys))":{}}"#
      }
      return .value(#"{"refused":{"step":"# + inner + #","message":"# + refusedMessage() + "}}")
    case 2:
      // The step's kind renamed (`tap` to `refused`, `refused` to `expect`): its member is the
      // node right after it when it comes first (no `note` before it).
      guard case .object(let object) = nodes[target].value, object.keys.first != "note" else { return wrapInRefused() }
      target += 1
      return .rename(pick(FuzzScenarioFields.stepKinds))
    default:
      return wrapInRefused()
    }
  }

  /// A real step wrapped in `refused`: once (the runner plays it), twice, or past the nesting
  /// limit.
  mutating func wrapInRefused() -> NodeEdit {
    let depth = pick([1, 1, 1, 2, 3, 130])
    let message = refusedMessage()
    return .wrap(
      before: FuzzMutator.repeated(#"{"refused":{"step":"#, count: depth),
      after: FuzzMutator.repeated(#","message":"# + message + "}}", count: depth))
  }

  /// A `refused` step's `message`: words, empty, only whitespace, huge, or of another type.
  mutating func refusedMessage() -> String {
    switch below(5) {
    case 0: return #""not shown""#
    case 1: return pick([#""""#, #"" \n\t ""#])
    case 2: return hostileValue(for: .bigString)
    default: return hostileValue(for: .wrongType)
    }
  }
}
