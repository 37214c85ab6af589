extension DeviceCommand {
  /// Why option `name` refuses the number `node` (a `set` argument, a member of
  /// `create --options`), quoting it as typed, or `nil` when it is not a number, not an option's
  /// value, or accepted.
  ///
  /// The journal keeps a value as JSON, where `99999999999999999999` is the double `1e+20`:
  /// checked only after the step is journaled, a refusal would quote a number the user did not
  /// type. Checked here on the command's own text, it quotes the number as written and says the
  /// range the option takes, as a scenario's refusal does.
  static func numberRefusal(option name: String, _ node: JSONNode) -> String? {
    guard node.type == .integer || node.type == .double, DeviceOptions.settingNames.contains(name) else { return nil }
    var probe = DeviceOptions()
    return probe.apply(DeviceSetting(name: name, value: node.value()), written: QuotedValue.writtenNumber(node))
  }
}
