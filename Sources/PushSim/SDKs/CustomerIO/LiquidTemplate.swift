/// Renders the Liquid output tags Customer.io campaigns put in push payloads
/// (`{{customer.first_name}}`, `{{ event.event_title | default: "your booking" }}`) from values
/// a scenario gives, as Customer.io does when it sends a delivery.
///
/// Supported: `{{ path }}` with any whitespace inside the braces; dotted paths into the values
/// (`customer.address.city`, an array element by index: `event.items.0`); the filters `default`
/// (used when the value is missing, `null`, `false` or `""`), `upcase`, `downcase` and
/// `capitalize`. Strings render as they are, numbers as written, booleans as `true`/`false`,
/// `null` as nothing, arrays and objects as JSON.
///
/// A variable the values do not define, without `default`, is an error: Customer.io does not
/// render such a message and logs the delivery as Failed ("Personalize messages with liquid"),
/// so nothing would reach a device. Unclosed `{{`, tags (`{% … %}`) and unknown filters are
/// errors too.
///
/// ```swift
/// let values: JSONObject = ["customer": ["first_name": "Kathy"]]
/// try LiquidTemplate.render("Hi {{ customer.first_name }}!", values: values)   // "Hi Kathy!"
/// try LiquidTemplate.render("Hi {{customer.nickname | default: 'there'}}", values: values)  // "Hi there"
/// ```
public enum LiquidTemplate {
  /// Why a text does not render.
  public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, with the tag.
    public var message: String
    /// The UTF-8 offset of the tag's `{{` (or `{%`) in the text.
    public var offset: Int

    /// The message.
    public var description: String { message }
  }

  /// Whether `text` holds Liquid (`{{` or `{%`).
  public static func hasLiquid(_ text: String) -> Bool {
    text.contains("{{") || text.contains("{%")
  }

  /// Renders every output tag of `text`.
  ///
  /// - Throws: ``Failure`` for an undefined variable without `default`, an unclosed `{{`, a tag,
  ///   an unknown filter or a filter without its argument.
  public static func render(_ text: String, values: JSONObject) throws(Failure) -> String {
    var output = ""
    var rest = text[...]
    while let open = rest.firstRange(of: "{") {
      output += rest[..<open.lowerBound]
      let afterBrace = rest[open.upperBound...]
      let offset = text.utf8.distance(from: text.startIndex, to: open.lowerBound)
      if afterBrace.hasPrefix("%") {
        throw Failure(
          message: "Liquid tags ({% … %}) are not rendered by PushSim, only output tags such as "
            + "{{ customer.first_name | default: \"there\" }}", offset: offset)
      }
      guard afterBrace.hasPrefix("{") else {
        output += "{"
        rest = afterBrace
        continue
      }
      let inside = afterBrace.dropFirst()
      guard let close = inside.firstRange(of: "}}") else {
        throw Failure(message: "unclosed \"{{\" in \(QuotedValue.plain(text)): expected \"}}\" after the variable", offset: offset)
      }
      output += try evaluate(String(inside[..<close.lowerBound]), values: values, offset: offset)
      rest = inside[close.upperBound...]
    }
    return output + rest
  }

  /// The value of one output tag's expression (`customer.first_name | default: "x"`).
  static func evaluate(_ expression: String, values: JSONObject, offset: Int) throws(Failure) -> String {
    let parts = splitFilters(expression)
    let path = trim(parts[0])
    guard !path.isEmpty, !path.contains("{") else {
      throw Failure(message: "empty or malformed Liquid output tag \"{{\(expression)}}\"; expected {{ object.attribute }}", offset: offset)
    }
    var value = lookup(path, in: values)
    for filter in parts.dropFirst() {
      let (name, argument) = splitArgument(filter)
      switch name {
      case "default":
        guard let argument, let fallback = literal(argument, values: values) else {
          throw Failure(message: "the default filter in \"{{\(expression)}}\" needs a value: | default: \"there\"", offset: offset)
        }
        if isBlank(value) { value = fallback }
      case "upcase", "downcase", "capitalize":
        guard let current = value else { continue }
        let text = string(current)
        let changed = name == "upcase" ? text.uppercased() : name == "downcase" ? text.lowercased() : text.prefix(1).uppercased() + text.dropFirst()
        value = .string(changed)
      default:
        throw Failure(
          message: "unknown Liquid filter \(QuotedValue.plain(name)) in \(QuotedValue.plain("{{" + expression + "}}")); PushSim renders default, upcase, downcase and capitalize",
          offset: offset)
      }
    }
    guard let value else {
      throw Failure(
        message: "\(path) is not defined in the scenario's \"liquid\" values, and \"{{\(expression)}}\" has no default: "
          + "Customer.io does not render this message and logs the delivery as Failed. Give \(path) a value, or add "
          + "| default: \"…\"", offset: offset)
    }
    return string(value)
  }

  /// The expression and its filters, split at `|` outside quotes.
  static func splitFilters(_ expression: String) -> [String] {
    var parts: [String] = []
    var current = ""
    var quote: Character?
    for character in expression {
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "\"" || character == "'" {
        quote = character
      } else if character == "|" {
        parts.append(current)
        current = ""
        continue
      }
      current.append(character)
    }
    return parts + [current]
  }

  /// A filter's name and its argument (after `:`), trimmed.
  static func splitArgument(_ filter: String) -> (String, String?) {
    guard let colon = filter.firstIndex(of: ":") else { return (trim(filter), nil) }
    return (
      trim(filter[..<colon]),
      trim(filter[filter.index(after: colon)...])
    )
  }

  /// A filter argument: a quoted string, a number, `true`/`false`, or a variable path.
  static func literal(_ text: String, values: JSONObject) -> JSONValue? {
    guard let first = text.first else { return nil }
    if (first == "\"" || first == "'"), text.count >= 2, text.last == first {
      return .string(String(text.dropFirst().dropLast()))
    }
    if text == "true" || text == "false" { return .bool(text == "true") }
    if let number = Int64(text) { return .integer(number) }
    if let number = Double(text) { return .double(number) }
    return lookup(text, in: values) ?? .null
  }

  /// The value at a dotted path, or `nil` when the values do not define it.
  static func lookup(_ path: String, in values: JSONObject) -> JSONValue? {
    var current: JSONValue = .object(values)
    for segment in path.split(separator: ".", omittingEmptySubsequences: false) {
      let key = trim(segment)
      switch current {
      case .object(let object):
        guard let next = object[key] else { return nil }
        current = next
      case .array(let items):
        guard let index = Int(key), items.indices.contains(index) else { return nil }
        current = items[index]
      default:
        return nil
      }
    }
    return current
  }

  /// Liquid's "blank" for `default`: missing, `null`, `false` or the empty string.
  static func isBlank(_ value: JSONValue?) -> Bool {
    switch value {
    case nil, .null?: true
    case .bool(false)?: true
    case .string(let text)?: text.isEmpty
    default: false
    }
  }

  /// `text` without the spaces and tabs around it.
  static func trim<S: StringProtocol>(_ text: S) -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let start = text.firstIndex(where: { !isSpace($0) }), let end = text.lastIndex(where: { !isSpace($0) }) else { return "" }
    return String(text[start...end])
  }

  /// How a value renders.
  static func string(_ value: JSONValue) -> String {
    switch value {
    case .string(let text): text
    case .null: ""
    case .bool(let flag): flag ? "true" : "false"
    default: value.serialized()
    }
  }
}
