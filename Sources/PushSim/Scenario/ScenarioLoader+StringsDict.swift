extension ScenarioLoader {
  /// The keys of a stringsdict variable (``PluralVariable``), as in the plist: the rule type,
  /// the value type and a form per CLDR category.
  static let stringsDictVariableKeys = ["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey"]
    + PluralCategory.allCases.map(\.rawValue)

  /// An iOS `app`'s `stringsdict`: its `Localizable.stringsdict` as JSON, key → entry, each entry
  /// `{"NSStringLocalizedFormatKey": "%#@files@", "files": {"NSStringFormatSpecTypeKey":
  /// "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d", "one": …, "other": …}}`
  /// (``StringsDictEntry``). Refused: anything else in an entry or a variable, an entry without
  /// its format, a variable without `other`, a value type CF does not read as a number or an
  /// object, and a `%#@name@` (in the format or a form) the entry does not declare.
  static func loadStringsDict(_ node: JSONNode, context: String, file: String) throws(ScenarioError) -> [String: StringsDictEntry] {
    func fail(_ at: JSONNode, _ message: String) -> ScenarioError { ScenarioReader.error(file, at: at, message) }
    guard node.type == .object else {
      throw fail(node, "\"stringsdict\" in \(context) must be an object of key → entry, such as {\"FILES\": "
        + "{\"NSStringLocalizedFormatKey\": \"%#@files@\", \"files\": {…}}}, not \(PayloadIssue.describe(node.type))")
    }
    var table: [String: StringsDictEntry] = [:]
    for (key, entryNode) in node.members {
      let entryContext = "stringsdict entry \(QuotedValue.plain(key)) of \(context)"
      guard entryNode.type == .object else {
        throw fail(entryNode, "\(entryContext) must be an object with \"NSStringLocalizedFormatKey\" and a variable object for each "
          + "%#@name@, not \(PayloadIssue.describe(entryNode.type))")
      }
      // Width and device rules ("Creating width and device variants of strings") are entries of
      // their own shape: which width variant a notification shows is not documented, and a
      // device rule's value may itself be a plural or width rule, so neither is modelled.
      for (rule, what, instead) in [
        ("NSStringVariableWidthRuleType", "width variants", "the variant the notification should show"),
        ("NSStringDeviceSpecificRuleType", "device variants", "the iPhone's (\"iphone\") variant"),
      ] where entryNode[rule] != nil {
        throw fail(
          entryNode, "\(entryContext) has \"\(rule)\": \(what) are not modelled (only plural rules, NSStringPluralRuleType); "
            + "give the key \(what == "width variants" ? "" : "a plural entry or ")its text in \"strings\" instead, \(instead)")
      }
      guard let formatNode = entryNode["NSStringLocalizedFormatKey"] else {
        throw fail(entryNode, "\(entryContext) needs \"NSStringLocalizedFormatKey\", the format with its variables, such as \"%#@files@\"")
      }
      guard let format = formatNode.stringValue else {
        throw fail(formatNode, "\"NSStringLocalizedFormatKey\" in \(entryContext) must be a string, not \(PayloadIssue.describe(formatNode.type))")
      }
      var entry = StringsDictEntry(format: format)
      for (name, variableNode) in entryNode.members where name != "NSStringLocalizedFormatKey" {
        entry.variables[name] = try loadPluralVariable(variableNode, context: "variable \(QuotedValue.plain(name)) of \(entryContext)", file: file)
      }
      // Every variable a format names is declared (in the entry's own order: the format, then each variable's forms).
      var texts = [(text: format, node: formatNode)]
      for (name, variableNode) in entryNode.members where name != "NSStringLocalizedFormatKey" {
        for category in PluralCategory.allCases {
          if let form = variableNode[category.rawValue] { texts.append((form.stringValue ?? "", form)) }
        }
      }
      for (text, at) in texts {
        for variable in LocalizedText.variables(in: text, args: []) where entry.variables[variable.name] == nil {
          throw fail(at, "\(QuotedValue.plain(text)) in \(entryContext) names the variable %#@\(variable.name)@, which the entry "
            + "does not declare: add \"\(variable.name)\": {\"NSStringFormatSpecTypeKey\": \"NSStringPluralRuleType\", "
            + "\"NSStringFormatValueTypeKey\": \"d\", \"one\": …, \"other\": …} beside NSStringLocalizedFormatKey")
        }
      }
      table[key] = entry
    }
    return table
  }

  /// One variable of a stringsdict entry (``PluralVariable``).
  private static func loadPluralVariable(_ node: JSONNode, context: String, file: String) throws(ScenarioError) -> PluralVariable {
    guard node.type == .object else {
      throw ScenarioReader.error(
        file, at: node,
        "\(context) must be an object such as {\"NSStringFormatSpecTypeKey\": \"NSStringPluralRuleType\", "
          + "\"NSStringFormatValueTypeKey\": \"d\", \"one\": \"%d file\", \"other\": \"%d files\"}, not \(PayloadIssue.describe(node.type))")
    }
    let reader = try ScenarioReader(node, file: file, context: context, allowed: stringsDictVariableKeys)
    let ruleNode = try reader.required("NSStringFormatSpecTypeKey")
    guard ruleNode.stringValue == "NSStringPluralRuleType" else {
      throw reader.error(
        at: ruleNode, "\"NSStringFormatSpecTypeKey\" in \(context) must be \"NSStringPluralRuleType\" (the plural rule "
          + "PushSim models), not \(QuotedValue.raw(ruleNode))")
    }
    let valueNode = try reader.required("NSStringFormatValueTypeKey")
    guard let valueType = valueNode.stringValue, PluralVariable.conversion(ofValueType: valueType) != nil else {
      throw reader.error(
        at: valueNode, "\"NSStringFormatValueTypeKey\" in \(context) must be a conversion without its %, such as \"d\", "
          + "\"ld\", \"lu\", \"f\" or \"@\", not \(QuotedValue.raw(valueNode))")
    }
    var forms: [PluralCategory: String] = [:]
    for category in PluralCategory.allCases {
      if let form = try reader.string(category.rawValue) { forms[category] = form }
    }
    guard forms[.other] != nil else {
      throw reader.error(
        at: node, "\(context) needs an \"other\" form, the one used for every number no other form covers, such as \"%d files\"")
    }
    return PluralVariable(valueType: valueType, forms: forms)
  }
}
