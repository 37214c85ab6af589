import Foundation
import PushSim

extension JSONSchemaValidator {
  /// A value the schema itself suggests for `schema`: its `default`, else its first example,
  /// `const` or `enum` value, else the first alternative's sample, else a value of its type
  /// (an object with its required properties, `[]`, `"x"`, the minimum, `true`, `null`). The
  /// agreement tests load scenarios built from these, so the schema's suggestions must be
  /// values the loader accepts.
  func sample(_ schema: JSONValue) -> JSONValue {
    let schema = resolved(schema)
    if let value = schema["default"] { return value }
    if let value = schema["examples"]?.arrayValue?.first { return value }
    if let value = schema["const"] { return value }
    if let value = schema["enum"]?.arrayValue?.first { return value }
    for keyword in ["anyOf", "oneOf", "allOf"] {
      if let first = schema[keyword]?.arrayValue?.first, schema["type"] == nil || keyword == "allOf" {
        return sample(first)
      }
    }
    let type = schema["type"]?.stringValue ?? schema["type"]?.arrayValue?.first?.stringValue
    switch type {
    case "array": return .array([])
    case "string": return .string("x")
    case "integer": return .integer(schema["minimum"]?.int64Value ?? 0)
    case "number": return schema["minimum"] ?? .integer(0)
    case "boolean": return .bool(true)
    case "null": return .null
    default:
      var object = JSONObject()
      let properties = schema["properties"]?.objectValue ?? JSONObject()
      for name in schema["required"]?.arrayValue?.compactMap(\.stringValue) ?? [] {
        object[name] = properties[name].map(sample) ?? .string("x")
      }
      return .object(object)
    }
  }

  /// The property names an object schema lists (after `$ref`).
  func propertyNames(_ schema: JSONValue) -> [String] {
    resolved(schema)["properties"]?.objectValue?.map(\.key) ?? []
  }

  /// A `defaultSnippets` body as the editor inserts it when each placeholder keeps its default:
  /// `"${1:phone}"` becomes `"phone"`, a bare `$1` nothing (in keys too).
  static func expandingPlaceholders(_ value: JSONValue) -> JSONValue {
    func expand(_ text: String) -> String {
      guard let regex = try? NSRegularExpression(pattern: #"\$\{\d+:([^}]*)\}|\$\d+"#) else { return text }
      return regex.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "$1")
    }
    switch value {
    case .string(let text): return .string(expand(text))
    case .array(let items): return .array(items.map(expandingPlaceholders))
    case .object(let object): return .object(JSONObject(object.map { (expand($0.key), expandingPlaceholders($0.value)) }))
    default: return value
    }
  }
}
