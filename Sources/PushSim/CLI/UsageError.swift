/// A command line that cannot be understood: what is wrong, and the help of the command.
struct UsageError: Error, Sendable {
  var message: String
  var help: String

  init(_ message: String, help: String) {
    self.message = message
    self.help = help
  }

  /// `unknown option '--jsn'; did you mean '--json'?`.
  static func unknownOption(_ option: String, known: [String]) -> String {
    var text = "unknown option '\(option)'"
    if let suggestion = Suggestion.closest(to: option, in: known) { text += "; did you mean '\(suggestion)'?" }
    return text
  }
}
