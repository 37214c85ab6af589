extension ScenarioLoader {
  /// The action identifiers of an iOS app key that qualifies actions its categories register
  /// (`foregroundActions`, `textInputActions`): an array of strings, each an action of one of
  /// the app's `categories`, since an action's options and kind belong to the action a category
  /// registers (R-iOS-20).
  ///
  /// - Parameters:
  ///   - what: what the key gives an action, for the message (`the foreground option`).
  static func registeredActions(
    _ node: JSONNode, key: String, of app: AppBehavior, reader: ScenarioReader, context: String, what: String
  ) throws(ScenarioError) -> Set<String> {
    let ids = node.elements.compactMap(\.stringValue)
    guard node.type == .array, ids.count == node.count else {
      throw reader.error(at: node, "\"\(key)\" in \(context) must be an array of action identifiers")
    }
    let registered = Set(app.categories.values.joined())
    if let unknown = ids.first(where: { !registered.contains($0) }) {
      throw reader.error(
        at: node,
        "action \(QuotedValue.plain(unknown)) in \"\(key)\" of \(context) is not an action of any category in \"categories\"; "
          + "\(what) belongs to a registered action: add it to a category")
    }
    return Set(ids)
  }
}
