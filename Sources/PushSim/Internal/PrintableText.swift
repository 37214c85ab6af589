/// Text from scenario files and payloads made safe to print on a terminal: control characters
/// (an escape sequence, a carriage return that would overwrite a line, a forged newline) are
/// written as `\u{1B}`-style escapes, so a scenario cannot colour, hide or forge output lines.
enum PrintableText {
  /// `text` with every control character but the tab escaped; with `keepingNewlines`, line
  /// breaks stay (multi-line reports), otherwise they are escaped too (one-line names).
  static func escaping(_ text: String, keepingNewlines: Bool = false) -> String {
    guard text.unicodeScalars.contains(where: { isControl($0, keepingNewlines: keepingNewlines) }) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      if isControl(scalar, keepingNewlines: keepingNewlines) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The characters a line of a report keeps (``cuttingLine(_:)``).
  static let maxLineCharacters = 4000

  /// `line` (one line, no line break) as a report prints it: a line of more than
  /// ``maxLineCharacters`` characters keeps that many, whole, then says it was cut:
  /// `… (line cut: 1048600 characters in all)`. A failure report quotes events and matchers
  /// whole, and a payload's megabyte title would otherwise make a megabyte line.
  static func cuttingLine(_ line: Substring) -> Substring {
    // At most maxLineCharacters bytes: at most as many characters.
    guard line.utf8.count > maxLineCharacters,
      let end = line.index(line.startIndex, offsetBy: maxLineCharacters, limitedBy: line.endIndex), end < line.endIndex
    else { return line }
    return line[..<end] + "… (line cut: \(line.count) characters in all)"
  }

  /// C0 controls (but the tab, and the line feed when kept), DEL, the C1 controls, and the
  /// bidirectional controls (U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), which would reorder
  /// the rest of the terminal line (a file named `\u{202E}txt.json` shows as `nosj.txt`).
  static func isControl(_ scalar: Unicode.Scalar, keepingNewlines: Bool) -> Bool {
    switch scalar.value {
    case 0x09: false
    case 0x0A: !keepingNewlines
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
