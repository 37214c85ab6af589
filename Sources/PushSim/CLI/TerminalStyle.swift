/// How `pushsim` writes to standard output: colour for PASS / FAIL and a progress line only when
/// the output is a terminal, and no colour when `NO_COLOR` is set (https://no-color.org).
public struct TerminalStyle: Sendable, Equatable {
  /// Whether PASS and FAIL are coloured.
  public var colors: Bool
  /// Whether a transient progress line shows the scenario being run.
  public var progress: Bool

  /// Plain text: what tests and pipes get.
  public static let plain = TerminalStyle(colors: false, progress: false)

  /// Creates a style.
  public init(colors: Bool, progress: Bool) {
    self.colors = colors
    self.progress = progress
  }

  /// The style for a process: colour and progress when standard output is a terminal, colour
  /// off when `NO_COLOR` is present and not empty, neither on a `TERM=dumb` terminal (no
  /// escape sequences).
  public init(standardOutputIsTerminal: Bool, environment: [String: String]) {
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    let escapes = standardOutputIsTerminal && environment["TERM"] != "dumb"
    self.init(colors: escapes && !noColor, progress: escapes)
  }

  /// `PASS` in green, or plain.
  func pass(_ text: String) -> String { colors ? "\u{1B}[32m\(text)\u{1B}[0m" : text }
  /// `FAIL` / `ERROR` in red, or plain.
  func fail(_ text: String) -> String { colors ? "\u{1B}[31m\(text)\u{1B}[0m" : text }

  /// The progress line for scenario `index` of `total` (erased by ``clearProgress``).
  func progressLine(_ index: Int, of total: Int, file: String) -> String {
    // Kept within 80 columns, so `\r` and erase-line clear it on any terminal (a wrapped line
    // would leave its first rows behind): a long path keeps its end.
    guard progress else { return "" }
    let counter = "[\(index)/\(total)] "
    let room = max(10, 79 - counter.count)
    let shown = file.count > room ? "…" + file.suffix(room - 1) : Substring(file)
    return "\r\u{1B}[2K" + counter + shown
  }
  /// Erases the progress line.
  var clearProgress: String { progress ? "\r\u{1B}[2K" : "" }
}
