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
      let name = try ScenarioReader.choice(element, known, what: "app delegate selector", in: context, file: reader.file)
      guard let selector = AppDelegateSelector(rawValue: name), selectors.insert(selector).inserted else {
        throw reader.error(at: element, "\(what) lists \"\(name)\" twice; list each selector once")
      }
    }
    return selectors
  }
}
