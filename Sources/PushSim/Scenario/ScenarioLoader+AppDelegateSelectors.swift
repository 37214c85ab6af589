extension ScenarioLoader {
  /// The selector every app delegate has once OneSignal's swizzling ran, so it needs no entry.
  static let swizzledDidRRNSelector = "application:didReceiveRemoteNotification:fetchCompletionHandler:"

  /// An iOS app's `appDelegateSelectors`: an array of the legacy action methods its app delegate
  /// implements, each one of ``AppDelegateSelector/all`` by its Objective-C selector, at most once.
  static func loadAppDelegateSelectors(
    _ node: JSONNode, reader: ScenarioReader, context: String
  ) throws(ScenarioError) -> Set<AppDelegateSelector> {
    let known = AppDelegateSelector.all.map(\.rawValue)
    let what = "\"appDelegateSelectors\" in \(context)"
    guard node.type == .array else {
      throw reader.error(
        at: node, "\(what) must be an array of the app delegate's selectors, such as [\"\(AppDelegateSelector.handleActionWithIdentifier)\"]")
    }
    var selectors: Set<AppDelegateSelector> = []
    for element in node.elements {
      if element.stringValue == swizzledDidRRNSelector {
        throw reader.error(
          at: element,
          "\(what): \"\(swizzledDidRRNSelector)\" needs no entry: OneSignal's swizzling gives every app delegate one; "
            + "list only " + ScenarioReader.listed(known))
      }
      let name = try selectorName(element, known: known, reader: reader, context: context)
      guard let selector = AppDelegateSelector(rawValue: name), selectors.insert(selector).inserted else {
        throw reader.error(at: element, "\(what) lists \"\(name)\" twice; list each selector once")
      }
    }
    return selectors
  }

  /// One element's selector, one of `known`. Unlike ``ScenarioReader/choice(_:_:what:in:file:)``
  /// the choices are listed whole and quoted (they are PushSim's own names, longer than the cut
  /// a scenario's keys get), and a name without colons, such as `handleActionWithIdentifier`, is
  /// told that selectors are written in full.
  private static func selectorName(
    _ element: JSONNode, known: [String], reader: ScenarioReader, context: String
  ) throws(ScenarioError) -> String {
    let choices = known.map { "\"\($0)\"" }.joined(separator: ", ")
    guard let text = element.stringValue else {
      throw reader.error(at: element, "an app delegate selector in \(context) must be a string: one of " + choices)
    }
    guard known.contains(text) else {
      var message = "unknown app delegate selector \(QuotedValue.plain(text)) in \(context); expected one of " + choices
      if let suggestion = Suggestion.closest(to: text, in: known) {
        message += "; did you mean \"\(suggestion)\"?"
      } else if !text.contains(":") {
        message += "; write the Objective-C selector in full, with its colons"
      }
      throw reader.error(at: element, message)
    }
    return text
  }
}
