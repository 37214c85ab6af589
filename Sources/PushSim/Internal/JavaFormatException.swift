/// An exception Java's `java.util.Formatter` (`String.format`, `Resources.getString(id, args)`)
/// throws, named after the Java class (`IllegalFormatConversionException` is
/// ``illegalFormatConversion(conversion:argumentClass:)``) and carrying what its message says.
///
/// All but ``outOfMemory(length:)`` are `IllegalFormatException`s; all are unchecked: code that
/// does not catch one dies with it. The FCM SDK catches only `MissingFormatArgumentException`
/// (``isMissingFormatArgument``).
enum JavaFormatException: Error, Equatable, Sendable {
  /// A `%` followed by no known conversion (`%q`, `%F`, a `%` at the end, `50% off`'s `% o`
  /// is not one: that is a leading-space flag and `o`); `conversion` is what Java names.
  case unknownFormatConversion(conversion: String)
  /// A conversion the argument's class does not take (`%d` given a `java.lang.String`).
  case illegalFormatConversion(conversion: Character, argumentClass: String)
  /// A specifier that asks for an argument past the last one (`%2$s` with one argument).
  case missingFormatArgument(specifier: String)
  /// A flag given twice (`%--5s`).
  case duplicateFormatFlags(flags: String)
  /// Flags that cannot go together (`%+ d`, `%-05d`), any on `%n`, or any but `-` on `%%`
  /// (`%<%` too).
  case illegalFormatFlags(flags: String)
  /// A flag the conversion does not take (`%+s`, `%#s` given a String).
  case formatFlagsConversionMismatch(flags: String, conversion: Character)
  /// A `-` (or a numeric `0`) flag without a width (`%-s`); `specifier` as Java prints it.
  case missingFormatWidth(specifier: String)
  /// A width the conversion does not take (`%5n`), or one too large for an `int`.
  case illegalFormatWidth(width: Int)
  /// A precision the conversion does not take (`%.2d`, `%.1c`), or one too large for an `int`.
  case illegalFormatPrecision(precision: Int)
  /// An explicit argument index of 0 (`%0$s`; indexes start at 1), or one too large for an `int`.
  case illegalFormatArgumentIndex(index: Int)
  /// `java.lang.OutOfMemoryError`, not an exception: the formatted text would be longer than
  /// ``JavaFormatter/lengthLimit`` UTF-16 units (`%2000000000s`); `length` is how long it
  /// would be by then, at least. Java builds the whole text in a `StringBuilder` before
  /// anything cuts it (docs/ModellingChoices/Android.md); PushSim does not build it.
  case outOfMemory(length: Int)

  /// Whether this is `MissingFormatArgumentException`, the one the FCM SDK catches.
  var isMissingFormatArgument: Bool {
    if case .missingFormatArgument = self { true } else { false }
  }

  /// The Java class's simple name, such as `IllegalFormatConversionException`.
  var javaName: String {
    switch self {
    case .unknownFormatConversion: "UnknownFormatConversionException"
    case .illegalFormatConversion: "IllegalFormatConversionException"
    case .missingFormatArgument: "MissingFormatArgumentException"
    case .duplicateFormatFlags: "DuplicateFormatFlagsException"
    case .illegalFormatFlags: "IllegalFormatFlagsException"
    case .formatFlagsConversionMismatch: "FormatFlagsConversionMismatchException"
    case .missingFormatWidth: "MissingFormatWidthException"
    case .illegalFormatWidth: "IllegalFormatWidthException"
    case .illegalFormatPrecision: "IllegalFormatPrecisionException"
    case .illegalFormatArgumentIndex: "IllegalFormatArgumentIndexException"
    case .outOfMemory: "OutOfMemoryError"
    }
  }

  /// A trace reason: the Java name without `Exception`, starting in lower case
  /// (`illegalFormatConversion`); `outOfMemoryError` for the error.
  var reason: String {
    let name = javaName.hasSuffix("Exception") ? javaName.dropLast("Exception".count) : javaName[...]
    return name.prefix(1).lowercased() + name.dropFirst()
  }

  /// What to write in the `*_loc_key` string instead, for a warning: fitted to the cause, so a
  /// width problem is not told that the arguments are Strings. A number too large for an `int`
  /// comes as `Int32.min`, as Java reports it.
  var advice: String {
    let tooLarge = "larger than 2147483647, the largest Java int"
    switch self {
    case .unknownFormatConversion:
      return "a % starts a placeholder: write %% for a percent sign, and %s, or %1$s, for each *_loc_args element"
    case .illegalFormatConversion:
      return "every *_loc_args element is a String: write %s, or %1$s, for each"
    case .missingFormatArgument:
      return "write no more placeholders than there are *_loc_args elements"
    case .duplicateFormatFlags:
      return "give each flag once: %s, or %1$s, needs none"
    case .illegalFormatFlags:
      return "Java refuses these flags together, any flag on %n, and any but - on %%: drop them"
    case .formatFlagsConversionMismatch:
      return "the conversion does not take that flag, and a String's %s takes only - with a width (%-10s): drop it"
    case .missingFormatWidth:
      return "the - and 0 flags need a width to pad to: write one (%-10s), or drop the flag"
    case .illegalFormatWidth(let width):
      return width == Int(Int32.min)
        ? "the width is \(tooLarge): write a smaller one, or none" : "%n takes no width: write %n alone"
    case .illegalFormatPrecision(let precision):
      return precision == Int(Int32.min)
        ? "the precision is \(tooLarge): write a smaller one, or none"
        : "this conversion takes no precision: drop it (on %s a precision cuts the text: %.5s)"
    case .illegalFormatArgumentIndex(let index):
      return index == Int(Int32.min)
        ? "the argument index is \(tooLarge): write %1$s for the first *_loc_args element"
        : "argument indexes start at 1: write %1$s for the first *_loc_args element"
    case .outOfMemory:
      return "Android shows at most 5120 characters of a title or body: keep widths and the text below that"
    }
  }

  /// The exception's `getMessage()`, such as `d != java.lang.String`.
  var javaMessage: String {
    switch self {
    case .unknownFormatConversion(let conversion): "Conversion = '\(conversion)'"
    case .illegalFormatConversion(let conversion, let argumentClass): "\(conversion) != \(argumentClass)"
    case .missingFormatArgument(let specifier): "Format specifier '\(specifier)'"
    case .duplicateFormatFlags(let flags): "Flags = '\(flags)'"
    case .illegalFormatFlags(let flags): "Flags = '\(flags)'"
    case .formatFlagsConversionMismatch(let flags, let conversion): "Conversion = \(conversion), Flags = \(flags)"
    case .missingFormatWidth(let specifier): specifier
    case .illegalFormatWidth(let width): String(width)
    case .illegalFormatPrecision(let precision): String(precision)
    case .illegalFormatArgumentIndex(let index):
      index == Int(Int32.min) ? "Format argument index: (not representable as int)" : "Illegal format argument index = \(index)"
    case .outOfMemory(let length):
      "String.format needs a text of at least \(length) characters, more than the app's heap holds "
        + "(PushSim: over \(JavaFormatter.lengthLimit))"
    }
  }
}

extension JavaFormatException: CustomStringConvertible {
  /// As a Java stack trace's first line: `java.util.IllegalFormatConversionException: d != java.lang.String`,
  /// `java.lang.OutOfMemoryError: …`.
  var description: String {
    if case .outOfMemory = self { return "java.lang.\(javaName): \(javaMessage)" }
    return "java.util.\(javaName): \(javaMessage)"
  }
}
