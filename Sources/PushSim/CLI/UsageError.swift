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
    var text = "unknown option \(QuotedValue.argument(option))"
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
    if let problem = duplicateKeyProblem(in: document, option: option) { throw UsageError(problem, help: help) }
    return document
  }

  /// The message for the first key repeated in one object of a JSON argument, at any depth, or
  /// `nil`: `--headers: duplicate key "apns-push-type" at line 1, column 28; …`. A command line
  /// names each key once, as a scenario file does (the parsed object keeps only the last value,
  /// so the earlier one would be silently ignored).
  static func duplicateKeyProblem(in document: JSONDocument, option: String) -> String? {
    guard let duplicate = document.duplicateKeys().first else { return nil }
    return "\(option): duplicate key \(QuotedValue.plain(duplicate.key)) at line \(duplicate.line), column \(duplicate.column); "
      + "give each key once (the earlier value would be silently ignored)"
  }
}
