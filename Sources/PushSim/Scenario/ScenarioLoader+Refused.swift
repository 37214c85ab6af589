extension ScenarioLoader {
  /// A `refused` step: `{"step": {…}, "message": "…"}`. The inner step is loaded as a top-level
  /// step is (its errors are load errors at their place), and must be of a kind the device may
  /// refuse (``ScenarioStep/refusableKinds``); `message` is the text its error must contain,
  /// not empty nor only whitespace (which would match almost any error).
  func loadRefused(
    _ body: JSONNode, index: Int, context: String, deviceIDs: [String], file: String, kii: KiiCloud?, liquid: JSONObject?,
    platforms: [String: Platform], wrappers: [String: Wrapper]
  ) throws(ScenarioError) -> ScenarioStep {
    let reader = try ScenarioReader(body, file: file, context: context, allowed: ScenarioLoader.fields(of: "refused"))
    let kinds = ScenarioStep.refusableKinds.joined(separator: ", ")
    guard let stepNode = body["step"] else {
      throw reader.error(
        at: body, "\(context) needs \"step\": the step the device must refuse, such as {\"tap\": {\"notification\": \"latest\", \"button\": 3}} (one of \(kinds))")
    }
    guard let messageNode = body["message"] else {
      throw reader.error(
        at: body, "\(context) needs \"message\": words of the error the step must fail with, such as \"Android shows only the first 3 actions\"")
    }
    guard let message = messageNode.stringValue else {
      throw reader.error(at: messageNode, "\"message\" in \(context) must be a string: words of the error the step must fail with, not \(QuotedValue.raw(messageNode))")
    }
    guard !message.allSatisfy(\.isWhitespace) else {
      throw reader.error(
        at: messageNode,
        "\"message\" in \(context) is " + (message.isEmpty ? "empty" : "only whitespace") + ", which would match almost any error: give words of the error the step must fail with")
    }
    // A kind that is never refused is named before its body is read: `{"expect": …}` inside
    // says so, not what its matchers lack.
    if stepNode.type == .object {
      let keys = stepNode.members.map(\.key).filter { $0 != "note" }
      if keys.count == 1, let kind = keys.first, let why = ScenarioStep.neverRefused[kind] {
        throw reader.error(at: stepNode, Self.neverRefusedMessage(kind: kind, why: why, context: context, kinds: kinds))
      }
    }
    let step = try loadStep(
      stepNode, index: index, deviceIDs: deviceIDs, file: file, kii: kii, liquid: liquid, platforms: platforms, wrappers: wrappers,
      inside: "refused")
    if let why = step.whyNeverRefused {
      let kind = step.kind == "app" ? "app \(ScenarioLoader.removeNotificationAction)" : step.kind
      throw reader.error(at: stepNode, Self.neverRefusedMessage(kind: kind, why: why, context: context, kinds: kinds))
    }
    return .refused(step, message: message)
  }

  /// `step 4 (refused) cannot wrap a reboot step: …; it wraps a step the device may refuse: …`.
  static func neverRefusedMessage(kind: String, why: String, context: String, kinds: String) -> String {
    "\(context) cannot wrap \(ScenarioStep.aStep(kind)): \(why); it wraps a step the device may refuse: \(kinds)"
  }
}
