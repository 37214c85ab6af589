/// What every command's option parsing shares: where `-h`/`--help` asks for help, and options
/// given once.
enum CommandLineOptions {
  /// Whether `-h` or `--help` stands where an option name stands, not as the value of an
  /// option that takes one (`device tap an --tag -h` taps the notification tagged `-h`;
  /// `run a.json --junit -h` writes the report to a file named `-h`).
  ///
  /// - Parameter takesValue: whether an option name takes the next argument as its value.
  static func asksForHelp(_ arguments: some Sequence<String>, takesValue: (String) -> Bool) -> Bool {
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
      if argument == "-h" || argument == "--help" { return true }
      if takesValue(argument) { _ = iterator.next() }
    }
    return false
  }

  /// Records that `option` was given, or throws the usage error `device` gives for a repeat:
  /// an option that takes a value is given once (the last one silently winning hid mistakes).
  static func once(_ option: String, seen: inout Set<String>, help: String) throws(UsageError) {
    guard seen.insert(option).inserted else { throw UsageError("\(QuotedValue.argument(option)) is given twice; give it once", help: help) }
  }

  /// Takes `argument`, which is no known option, as the command's one file (`-`: standard
  /// input): an unknown option (with the closest of `known`) or a second file is a usage error.
  ///
  /// - Parameter what: what the file holds, for the message (`"payload file"`).
  static func file(
    _ argument: String, into path: inout String?, known: [String], what: String, help: String
  ) throws(UsageError) {
    if argument.hasPrefix("-"), argument != "-" {
      throw UsageError(UsageError.unknownOption(argument, known: known), help: help)
    }
    guard path == nil else {
      throw UsageError("unexpected argument \(QuotedValue.argument(argument)): give one \(what) (or - for standard input)", help: help)
    }
    path = argument
  }
}
