/// The flags of a `java.util.Formatter` specifier (`%-10s`, `%,d`), in the order Java prints
/// them (`Formatter.Flags.toString`).
struct JavaFormatFlags: OptionSet, Equatable, Sendable {
  let rawValue: UInt8

  /// `-`: pad on the right (needs a width).
  static let leftJustify = JavaFormatFlags(rawValue: 1 << 0)
  /// `#`: the alternate form.
  static let alternate = JavaFormatFlags(rawValue: 1 << 1)
  /// `+`: always a sign.
  static let plus = JavaFormatFlags(rawValue: 1 << 2)
  /// ` `: a space before a positive number.
  static let leadingSpace = JavaFormatFlags(rawValue: 1 << 3)
  /// `0`: pad with zeros (needs a width).
  static let zeroPad = JavaFormatFlags(rawValue: 1 << 4)
  /// `,`: grouping separators.
  static let group = JavaFormatFlags(rawValue: 1 << 5)
  /// `(`: negative numbers in parentheses.
  static let parentheses = JavaFormatFlags(rawValue: 1 << 6)
  /// `<`: the previous specifier's argument again.
  static let previous = JavaFormatFlags(rawValue: 1 << 7)

  /// Each flag with its character, in Java's order.
  static let characters: [(flag: JavaFormatFlags, character: Character)] = [
    (.leftJustify, "-"), (.alternate, "#"), (.plus, "+"), (.leadingSpace, " "), (.zeroPad, "0"), (.group, ","),
    (.parentheses, "("), (.previous, "<"),
  ]

  /// The flag written `unit` (a UTF-16 code unit), or `nil` when it is none.
  static func flag(_ unit: UInt16) -> JavaFormatFlags? {
    characters.first { $0.character.utf16.first == unit }?.flag
  }

  /// The flags as Java writes them (`-0`).
  var text: String {
    String(Self.characters.filter { contains($0.flag) }.map(\.character))
  }
}
