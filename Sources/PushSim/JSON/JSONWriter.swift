/// Writes `JSONValue`s as JSON text; iterative, so any depth is safe.
///
/// Output is deterministic: object keys in stored order; strings escape only `"`, `\` and
/// control characters (`\n \r \t \b \f`, others as `\u00XX` in lower-case hex), with non-ASCII
/// written as raw UTF-8 and `/` unescaped; integers in decimal; doubles as Swift's shortest
/// round-trip `description` (always valid JSON for finite values, such as `1e-05` or `0.1`), and
/// a non-finite double, which JSON cannot express, as `null`.
struct JSONWriter: Sendable {
  /// The text written so far.
  private(set) var output: [UInt8] = []
  /// Whether to indent by two spaces per level and put a space after each colon.
  let pretty: Bool

  /// Creates a writer.
  ///
  /// - Parameter pretty: Whether to indent by two spaces per level.
  init(pretty: Bool) {
    self.pretty = pretty
  }

  /// A container being written.
  private enum Frame: Sendable {
    case array([JSONValue], next: Int)
    case object(JSONObject, next: Int)
  }

  /// Appends `root`.
  ///
  /// - Parameter root: The value to write.
  /// - Complexity: O(n) for the n bytes written.
  mutating func write(_ root: JSONValue) {
    var frames: [Frame] = []
    var value = root
    writing: while true {
      switch value {
      case .null: append("null")
      case .bool(let flag): append(flag ? "true" : "false")
      case .integer(let number): writeInteger(number)
      case .double(let number):
        if number.isFinite {
          output.append(contentsOf: number.description.utf8)
        } else {
          append("null")
        }
      case .string(let text): writeString(text)
      case .array(let elements):
        if let first = elements.first {
          output.append(0x5B)
          frames.append(.array(elements, next: 1))
          newline(depth: frames.count)
          value = first
          continue writing
        }
        append("[]")
      case .object(let object):
        if let firstKey = object.keys.first, let firstValue = object.values.first {
          output.append(0x7B)
          frames.append(.object(object, next: 1))
          newline(depth: frames.count)
          writeKey(firstKey)
          value = firstValue
          continue writing
        }
        append("{}")
      }
      // The value is written: continue or close the containers around it.
      while let frame = frames.popLast() {
        switch frame {
        case .array(let elements, let next):
          if next < elements.count {
            output.append(0x2C)
            frames.append(.array(elements, next: next + 1))
            newline(depth: frames.count)
            value = elements[next]
            continue writing
          }
          newline(depth: frames.count)
          output.append(0x5D)
        case .object(let object, let next):
          if next < object.count {
            output.append(0x2C)
            frames.append(.object(object, next: next + 1))
            newline(depth: frames.count)
            writeKey(object.keys[next])
            value = object.values[next]
            continue writing
          }
          newline(depth: frames.count)
          output.append(0x7D)
        }
      }
      return
    }
  }

  /// Appends ASCII text.
  private mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { output.append(contentsOf: $0) }
  }

  /// In pretty mode, starts a new line indented for `depth`.
  private mutating func newline(depth: Int) {
    guard pretty else { return }
    output.append(0x0A)
    output.append(contentsOf: repeatElement(0x20, count: depth * 2))
  }

  /// Appends a key and its colon.
  private mutating func writeKey(_ key: String) {
    writeString(key)
    output.append(0x3A)
    if pretty { output.append(0x20) }
  }

  /// Appends an integer in decimal.
  private mutating func writeInteger(_ number: Int64) {
    if number < 0 { output.append(0x2D) }
    var magnitude = number.magnitude
    var digits: [UInt8] = []
    repeat {
      digits.append(UInt8(truncatingIfNeeded: magnitude % 10) + 0x30)
      magnitude /= 10
    } while magnitude > 0
    output.append(contentsOf: digits.reversed())
  }

  /// Appends a quoted, minimally escaped string.
  private mutating func writeString(_ text: String) {
    var text = text
    output.append(0x22)
    text.withUTF8 { bytes in
      var runStart = 0
      for i in bytes.indices {
        let c = bytes[i]
        guard c < 0x20 || c == 0x22 || c == 0x5C else { continue }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<i]))
        runStart = i + 1
        switch c {
        case 0x22: append("\\\"")
        case 0x5C: append("\\\\")
        case 0x0A: append("\\n")
        case 0x0D: append("\\r")
        case 0x09: append("\\t")
        case 0x08: append("\\b")
        case 0x0C: append("\\f")
        default:
          append("\\u00")
          let hex: StaticString = "0123456789abcdef"
          hex.withUTF8Buffer { digits in
            output.append(digits[Int(c >> 4)])
            output.append(digits[Int(c & 0xF)])
          }
        }
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }
    output.append(0x22)
  }
}
