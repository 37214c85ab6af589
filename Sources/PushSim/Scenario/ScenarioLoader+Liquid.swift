extension ScenarioLoader {
  /// The scenario's `liquid` values (`{"customer": {…}, "event": {…}}`), or `nil` without them.
  func loadLiquid(_ node: JSONNode?, reader: ScenarioReader) throws(ScenarioError) -> JSONObject? {
    guard let node else { return nil }
    guard case .object(let values) = node.value() else {
      throw reader.error(
        at: node, "\"liquid\" must be an object of the values Liquid variables read, such as "
          + "{\"customer\": {\"first_name\": \"Kathy\"}, \"event\": {\"event_title\": \"table\"}}")
    }
    return values
  }

  /// An inline payload with its Liquid variables rendered; an error points at the string.
  func renderLiquid(payload node: JSONNode, values: JSONObject, file: String, context: String) throws(ScenarioError) -> JSONValue {
    try renderLiquid(node, path: "payload", values: values) { node, message throws(ScenarioError) in
      let (line, column) = node.location
      return ScenarioError(file: file, line: line, column: column, message: message + " (in \(context))")
    }
  }

  /// A payload file with its Liquid variables rendered, or its bytes unchanged when it holds no
  /// Liquid or is not JSON (the device then refuses it as it would); an error points into the file.
  func renderLiquid(payloadFile bytes: [UInt8], values: JSONObject, path: String, context: String) throws(ScenarioError) -> [UInt8] {
    guard LiquidTemplate.hasLiquid(String(decoding: bytes, as: UTF8.self)),
      let document = try? JSONDocument(bytes: bytes, options: JSONParseOptions(maxBytes: maxPayloadBytes, maxDepth: 64, allowsByteOrderMark: true))
    else { return bytes }
    let rendered = try renderLiquid(document.root, path: "payloadFile", values: values) { node, message throws(ScenarioError) in
      let (line, column) = node.location
      return ScenarioError(file: path, line: line, column: column, message: message + " (payloadFile of \(context))")
    }
    return rendered.serializedBytes()
  }

  /// Renders every string value under `node`; `fail` makes the error for a string.
  func renderLiquid(
    _ node: JSONNode, path: String, values: JSONObject,
    fail: (JSONNode, String) throws(ScenarioError) -> ScenarioError
  ) throws(ScenarioError) -> JSONValue {
    switch node.type {
    case .object:
      var object = JSONObject()
      for (key, member) in node.members {
        object[key] = try renderLiquid(member, path: path + "." + key, values: values, fail: fail)
      }
      return .object(object)
    case .array:
      var items: [JSONValue] = []
      for (index, element) in node.elements.enumerated() {
        items.append(try renderLiquid(element, path: "\(path)[\(index)]", values: values, fail: fail))
      }
      return .array(items)
    case .string:
      let text = node.stringValue ?? ""
      guard LiquidTemplate.hasLiquid(text) else { return .string(text) }
      do {
        return .string(try LiquidTemplate.render(text, values: values))
      } catch {
        throw try fail(node, "Liquid at \(path): \(error.message)")
      }
    default:
      return node.value()
    }
  }
}
