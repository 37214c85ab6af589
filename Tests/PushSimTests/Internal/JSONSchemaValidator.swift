import Foundation
import PushSim

/// A small JSON Schema validator (draft-07 keywords) over PushSim's own ``JSONValue``, for the
/// tests that keep Scenarios/scenario.schema.json and the scenario loader in agreement.
///
/// It supports the keywords the scenario schema uses: `type`, `properties`, `required`,
/// `additionalProperties`, `propertyNames`, `minProperties`, `enum`, `const`, `items`,
/// `minItems`, `uniqueItems`, `minimum`, `maximum`, `minLength`, `pattern`, `allOf`, `anyOf`,
/// `oneOf`, `not`, `if`/`then`/`else` and `$ref` to `#/definitions/…` or `#/$defs/…`. Any other
/// keyword is reported as a failure, so the schema cannot use something this validator would
/// silently ignore. As in draft-07, an `integer` is any number with a zero fractional part
/// (`1`, `1.0`, `1e0`, `-0`), and numbers compare by value in `enum`, `const` and `uniqueItems`
/// (`1.0` equals `1`); the loader reads whole numbers the same way.
struct JSONSchemaValidator {
  /// One reason an instance does not validate: where (a JSON pointer into the instance) and what.
  struct Failure: CustomStringConvertible {
    /// A JSON pointer into the instance, `""` for the root.
    var path: String
    /// What is wrong.
    var message: String
    var description: String { (path.isEmpty ? "/" : path) + ": " + message }
  }

  /// Keywords that only annotate (editors show them); they never fail an instance.
  /// `defaultSnippets` is VS Code's: completions that insert a whole value.
  static let annotations: Set<String> = [
    "$schema", "$id", "title", "description", "default", "examples", "definitions", "$defs", "defaultSnippets",
  ]
  /// Keywords that constrain an instance.
  static let assertions: Set<String> = [
    "$ref", "type", "properties", "required", "additionalProperties", "propertyNames", "minProperties", "enum", "const",
    "items", "minItems", "uniqueItems", "minimum", "maximum", "minLength", "pattern", "allOf", "anyOf", "oneOf", "not",
    "if", "then", "else",
  ]

  /// The whole schema document (`$ref`s resolve against it).
  let root: JSONValue

  /// A validator for a schema document.
  init(schema: JSONValue) { root = schema }

  /// The failures of `instance` against the root schema; empty when it validates.
  func validate(_ instance: JSONValue) -> [Failure] { validate(instance, against: root, path: "") }

  /// Whether `instance` validates against `schema` (a subschema of this document).
  func accepts(_ instance: JSONValue, _ schema: JSONValue) -> Bool { validate(instance, against: schema, path: "").isEmpty }

  /// The schema a `$ref` names, or the schema itself when it is not a reference.
  func resolved(_ schema: JSONValue) -> JSONValue {
    guard let reference = schema["$ref"]?.stringValue else { return schema }
    return pointer(reference).map(resolved) ?? schema
  }

  /// The value at a `#/…` pointer of the document.
  func pointer(_ reference: String) -> JSONValue? {
    guard reference.hasPrefix("#") else { return nil }
    var value = root
    for part in reference.dropFirst().split(separator: "/", omittingEmptySubsequences: true) {
      let key = part.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
      switch value {
      case .object(let object): guard let next = object[key] else { return nil }; value = next
      case .array(let items): guard let index = Int(key), items.indices.contains(index) else { return nil }; value = items[index]
      default: return nil
      }
    }
    return value
  }

  /// The failures of `instance` against `schema`, with paths below `path`.
  func validate(_ instance: JSONValue, against schema: JSONValue, path: String) -> [Failure] {
    if case .bool(let allowed) = schema {
      return allowed ? [] : [Failure(path: path, message: "no value is allowed here")]
    }
    guard case .object(let keywords) = schema else {
      return [Failure(path: path, message: "the schema here is not an object or a boolean: \(schema.serialized())")]
    }
    var failures: [Failure] = []
    func fail(_ message: String) { failures.append(Failure(path: path, message: message)) }
    for (keyword, _) in keywords where !Self.annotations.contains(keyword) && !Self.assertions.contains(keyword) {
      fail("the schema uses the keyword \"\(keyword)\", which this validator does not support")
    }
    if let reference = keywords["$ref"]?.stringValue {
      guard let target = pointer(reference) else {
        fail("unresolvable $ref \"\(reference)\"")
        return failures
      }
      failures += validate(instance, against: target, path: path)
    }
    if let type = keywords["type"] {
      let names = type.arrayValue?.compactMap(\.stringValue) ?? [type.stringValue ?? ""]
      if !names.contains(where: { Self.matches(instance, type: $0) }) {
        fail("expected \(names.joined(separator: " or ")), found \(Self.typeName(instance)) \(Self.brief(instance))")
        return failures
      }
    }
    if let choices = keywords["enum"]?.arrayValue, !choices.contains(where: { Self.equal($0, instance) }) {
      fail("\(Self.brief(instance)) is not one of " + choices.map { $0.serialized() }.joined(separator: ", "))
    }
    if let constant = keywords["const"], !Self.equal(constant, instance) {
      fail("expected \(constant.serialized()), found \(Self.brief(instance))")
    }
    if let number = instance.doubleValue {
      if let minimum = keywords["minimum"]?.doubleValue, number < minimum { fail("\(Self.brief(instance)) is below the minimum \(minimum)") }
      if let maximum = keywords["maximum"]?.doubleValue, number > maximum { fail("\(Self.brief(instance)) is above the maximum \(maximum)") }
    }
    if let text = instance.stringValue {
      if let minLength = keywords["minLength"]?.int64Value, text.unicodeScalars.count < minLength {
        fail("the string is shorter than \(minLength)")
      }
      if let pattern = keywords["pattern"]?.stringValue, !Self.matches(text, pattern: pattern) {
        fail("\(Self.brief(instance)) does not match the pattern \(pattern)")
      }
    }
    if case .array(let items) = instance {
      if let itemSchema = keywords["items"] {
        for (index, item) in items.enumerated() {
          failures += validate(item, against: itemSchema, path: path + "/\(index)")
        }
      }
      if let minimum = keywords["minItems"]?.int64Value, items.count < minimum {
        fail("the array has fewer than \(minimum) items")
      }
      if keywords["uniqueItems"] == .bool(true),
        let index = items.indices.first(where: { i in items[..<i].contains { Self.equal($0, items[i]) } })
      {
        failures.append(Failure(path: path + "/\(index)", message: "\(Self.brief(items[index])) repeats an earlier item (uniqueItems)"))
      }
    }
    if let negated = keywords["not"], accepts(instance, negated) {
      fail("\(Self.brief(instance)) matches the schema it must not match (not)")
    }
    if case .object(let object) = instance {
      failures += validateObject(object, keywords, path: path)
    }
    for sub in keywords["allOf"]?.arrayValue ?? [] {
      failures += validate(instance, against: sub, path: path)
    }
    if let branches = keywords["anyOf"]?.arrayValue {
      let results = branches.map { validate(instance, against: $0, path: path) }
      if !results.contains(where: \.isEmpty) {
        fail("\(Self.brief(instance)) matches none of the \(branches.count) alternatives (anyOf)")
        failures += Self.closest(results)
      }
    }
    if let branches = keywords["oneOf"]?.arrayValue {
      let results = branches.map { validate(instance, against: $0, path: path) }
      let passing = results.filter(\.isEmpty).count
      if passing == 0 {
        fail("\(Self.brief(instance)) matches none of the \(branches.count) alternatives (oneOf)")
        failures += Self.closest(results)
      } else if passing > 1 {
        fail("\(Self.brief(instance)) matches \(passing) of the alternatives; oneOf wants exactly one")
      }
    }
    if let condition = keywords["if"] {
      let branch = validate(instance, against: condition, path: path).isEmpty ? keywords["then"] : keywords["else"]
      if let branch { failures += validate(instance, against: branch, path: path) }
    }
    return failures
  }

  /// The object keywords.
  private func validateObject(_ object: JSONObject, _ keywords: JSONObject, path: String) -> [Failure] {
    var failures: [Failure] = []
    for name in keywords["required"]?.arrayValue?.compactMap(\.stringValue) ?? [] where object[name] == nil {
      failures.append(Failure(path: path, message: "missing the required property \"\(name)\""))
    }
    if let minimum = keywords["minProperties"]?.int64Value, object.count < minimum {
      failures.append(Failure(path: path, message: "needs at least \(minimum) properties"))
    }
    let properties = keywords["properties"]?.objectValue ?? JSONObject()
    for (key, value) in object {
      let childPath = path + "/" + key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
      if let nameSchema = keywords["propertyNames"], !accepts(.string(key), nameSchema) {
        failures.append(Failure(path: childPath, message: "the property name \"\(key)\" is not allowed here"))
      }
      if let propertySchema = properties[key] {
        failures += validate(value, against: propertySchema, path: childPath)
      } else if let additional = keywords["additionalProperties"] {
        if additional == .bool(false) {
          let known = properties.map(\.key).joined(separator: ", ")
          failures.append(Failure(path: childPath, message: "unknown property \"\(key)\"; expected one of \(known)"))
        } else {
          failures += validate(value, against: additional, path: childPath)
        }
      }
    }
    return failures
  }

  /// The failures of the alternative that went deepest (the likeliest intended one).
  private static func closest(_ results: [[Failure]]) -> [Failure] {
    results.max { lhs, rhs in
      (lhs.map(\.path.count).max() ?? 0, -lhs.count) < (rhs.map(\.path.count).max() ?? 0, -rhs.count)
    } ?? []
  }

  static func matches(_ value: JSONValue, type: String) -> Bool {
    switch (type, value) {
    case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null), ("integer", .integer): true
    case ("number", .integer), ("number", .double): true
    // Draft-07: an integer is a number whose fractional part is zero, however it is written.
    case ("integer", .double(let number)): number.isFinite && number.rounded(.towardZero) == number
    default: false
    }
  }

  /// Whether two instances are equal as JSON Schema compares them: numbers by value (`1.0` is
  /// `1`), arrays item by item, objects key by key.
  static func equal(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.integer, .double), (.double, .integer), (.double, .double):
      guard let left = lhs.doubleValue, let right = rhs.doubleValue else { return false }
      if case .integer(let a) = lhs, case .double(let b) = rhs { return Int64(exactly: b) == a }
      if case .double(let a) = lhs, case .integer(let b) = rhs { return Int64(exactly: a) == b }
      return left == right
    case (.array(let a), .array(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
    case (.object(let a), .object(let b)):
      return a.count == b.count && a.allSatisfy { key, value in b[key].map { equal(value, $0) } ?? false }
    default:
      return lhs == rhs
    }
  }

  static func typeName(_ value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool: "boolean"
    case .integer: "integer"
    case .double: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }

  /// A value for messages, cut short.
  static func brief(_ value: JSONValue) -> String {
    let text = value.serialized()
    return text.count > 60 ? String(text.prefix(57)) + "…" : text
  }

  /// An ECMA-262-style `pattern` search (not anchored unless the pattern says so).
  static func matches(_ text: String, pattern: String) -> Bool {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return false }
    return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
  }
}
