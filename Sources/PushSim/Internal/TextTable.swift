/// A table of text in aligned columns for a terminal: each column as wide as its widest cell,
/// measured in terminal columns rather than characters (combining marks take none, East Asian
/// wide characters and emoji two), separated by two spaces, with no trailing spaces.
struct TextTable {
  /// The header row.
  var header: [String]
  /// The rows; each has as many cells as the header.
  var rows: [[String]] = []

  /// The widths of the columns.
  var widths: [Int] {
    var widths = header.map(Self.width)
    for row in rows {
      for (index, cell) in row.enumerated() where index < widths.count {
        widths[index] = max(widths[index], Self.width(cell))
      }
    }
    return widths
  }

  /// One row as a line, padded to `widths` (no newline).
  func line(_ row: [String], widths: [Int]) -> String {
    var text = ""
    for (index, cell) in row.enumerated() {
      let last = index == row.count - 1
      text += cell
      if !last { text += String(repeating: " ", count: max(0, widths[index] - Self.width(cell)) + 2) }
    }
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }

  /// The number of terminal columns `text` takes.
  static func width(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { $0 + width(of: $1) }
  }

  /// The columns one scalar takes: 0 for combining marks, zero-width characters and controls,
  /// 2 for East Asian wide and fullwidth ranges and emoji, 1 otherwise.
  static func width(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: break
    }
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }
}
