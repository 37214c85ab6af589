extension ScenarioLoader {
  /// The fields of a rule of an `app`'s `urlForDeepLink`: `prefix`, and exactly one of the
  /// answers (``deepLinkAnswerKeys``).
  static let deepLinkRuleKeys = ["prefix", "rewrite", "cancel", "passThrough", "neverCompletes"]
  /// The answers a `urlForDeepLink` rule can give, one per rule (`neverCompletes`: iOS only).
  static let deepLinkAnswerKeys = ["rewrite", "cancel", "passThrough", "neverCompletes"]

  /// An `app`'s `urlForDeepLink` (WonderPush): an array of rules
  /// `{"prefix": "https://shop.example.com/", "rewrite": "shop://"}`, `{"prefix": "…", "cancel": true}`
  /// or `{"prefix": "…", "passThrough": true}` (``WonderPushDeepLinkRule``); on iOS also
  /// `{"prefix": "…", "neverCompletes": true}` (the completion handler is never called; Android's
  /// delegate returns its answer, so there it is refused).
  func loadDeepLinkRules(
    _ value: JSONNode, context: String, file: String, platform: Platform? = nil
  ) throws(ScenarioError) -> [WonderPushDeepLinkRule] {
    let field = "\"urlForDeepLink\" in \(context)"
    let shape = "{\"prefix\": \"https://shop.example.com/\", \"rewrite\": \"shop://\"}, {\"prefix\": \"…\", \"cancel\": true}, "
      + "{\"prefix\": \"…\", \"passThrough\": true} or, on iOS, {\"prefix\": \"…\", \"neverCompletes\": true}"
    return try loadPrefixRules(value, field: field, shape: shape, keys: ScenarioLoader.deepLinkRuleKeys, file: file) {
      (reader: ScenarioReader, element: JSONNode, ruleContext: String) throws(ScenarioError) -> WonderPushDeepLinkRule in
      guard let prefix = try reader.string("prefix") else {
        throw reader.error(at: element, "\(ruleContext) needs a \"prefix\": the start of the URLs it decides (\"\" for every URL)")
      }
      let given = ScenarioLoader.deepLinkAnswerKeys.filter { element[$0] != nil }
      guard given.count == 1, let key = given.first, let answerNode = element[key] else {
        let found = given.isEmpty ? "none" : given.map { "\"\($0)\"" }.joined(separator: " and ")
        throw reader.error(
          at: given.count > 1 ? element[given[1]] ?? element : element,
          "\(ruleContext) must give exactly one answer: \"rewrite\" (the text that replaces the prefix), "
            + "\"cancel\": true (the delegate returns null), \"passThrough\": true (it returns the URL unchanged) "
            + "or, on iOS, \"neverCompletes\": true (it never calls its completion handler); found \(found)")
      }
      if key == "rewrite" { return WonderPushDeepLinkRule(prefix: prefix, .rewrite(try reader.string("rewrite") ?? "")) }
      if key == "neverCompletes", let platform, platform != .iOS {
        throw reader.error(
          at: answerNode,
          "\"neverCompletes\" in \(ruleContext) applies to iOS apps only (wonderPushWillOpenURL:withCompletionHandler:); "
            + "on \(platform) urlForDeepLink returns its answer: use rewrite, cancel or passThrough")
      }
      guard try reader.bool(key) == true else {
        let hint = key == "passThrough"
          ? "a URL no rule matches passes through unchanged, so leave the rule out"
          : "for a URL that passes through unchanged, write \"passThrough\": true"
        throw reader.error(at: answerNode, "\"\(key)\" in \(ruleContext) must be true, not \(QuotedValue.raw(answerNode)) (\(hint))")
      }
      let answers: [String: WonderPushDeepLinkRule.Answer] = ["cancel": .cancel, "passThrough": .passThrough, "neverCompletes": .neverCompletes]
      return WonderPushDeepLinkRule(prefix: prefix, answers[key] ?? .passThrough)
    }
  }

  /// An array of prefix rules at `field` (an app's `urlForDeepLink`, `deepLinkCallback`): each
  /// element an object of `keys`, made into a rule by `rule` (given its reader, its node and
  /// "rule N of …" for errors). Anything but an array is an error that shows `shape`.
  func loadPrefixRules<Rule>(
    _ value: JSONNode, field: String, shape: String, keys: [String], file: String,
    _ rule: (ScenarioReader, JSONNode, String) throws(ScenarioError) -> Rule
  ) throws(ScenarioError) -> [Rule] {
    guard value.type == .array else {
      throw ScenarioReader.error(
        file, at: value, "\(field) must be an array of rules, each \(shape), not \(PayloadIssue.describe(value.type))")
    }
    var rules: [Rule] = []
    for (index, element) in value.elements.enumerated() {
      let ruleContext = "rule \(index) of \(field)"
      let reader = try ScenarioReader(element, file: file, context: ruleContext, allowed: keys)
      rules.append(try rule(reader, element, ruleContext))
    }
    return rules
  }
}

extension ScenarioLoader {
  /// The fields of a rule of an `app`'s `deepLinkCallback` (Customer.io): both required.
  static let cioDeepLinkRuleKeys = ["prefix", "handled"]

  /// An `app`'s `deepLinkCallback` (Customer.io): an array of rules
  /// `{"prefix": "https://shop.example.com/", "handled": true}` (the app takes the link) or
  /// `{"prefix": "…", "handled": false}` (it passes the link back to the SDK)
  /// (``CustomerIODeepLinkRule``).
  func loadCustomerIODeepLinkRules(_ value: JSONNode, context: String, file: String) throws(ScenarioError) -> [CustomerIODeepLinkRule] {
    let field = "\"deepLinkCallback\" in \(context)"
    let shape = "{\"prefix\": \"https://shop.example.com/\", \"handled\": true} or {\"prefix\": \"…\", \"handled\": false}"
    return try loadPrefixRules(value, field: field, shape: shape, keys: ScenarioLoader.cioDeepLinkRuleKeys, file: file) {
      (reader: ScenarioReader, element: JSONNode, ruleContext: String) throws(ScenarioError) -> CustomerIODeepLinkRule in
      guard let prefix = try reader.string("prefix") else {
        throw reader.error(at: element, "\(ruleContext) needs a \"prefix\": the start of the links it decides (\"\" for every tap)")
      }
      guard let handled = try reader.bool("handled") else {
        throw reader.error(
          at: element,
          "\(ruleContext) needs \"handled\": true (the callback takes the link: iOS returns true, Android Unit) "
            + "or false (it passes the link back to the SDK: iOS false, Android null)")
      }
      return CustomerIODeepLinkRule(prefix: prefix, handled: handled)
    }
  }
}
