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

  /// The JSON object given as the value of `option`, or the usage error that says why not.
  ///
  /// - Parameter shape: what the object holds, for the message (`"of header names to values"`).
  static func jsonObject(_ text: String, option: String, shape: String, help: String) throws(UsageError) -> JSONDocument {
    let document: JSONDocument
    do {
      document = try JSONDocument(text)
    } catch {
      throw UsageError("\(option) is not valid JSON: \(error)", help: help)
    }
    guard document.root.type == .object else { throw UsageError("\(option) must be a JSON object \(shape)", help: help) }
    return document
  }
}
