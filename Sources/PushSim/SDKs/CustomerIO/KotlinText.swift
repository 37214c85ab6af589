/// Kotlin's reading of text, where an SDK written in Kotlin decides by it.
enum KotlinText {
  /// Kotlin's `CharSequence.isBlank()` (`isNullOrBlank()` for a present value): every character
  /// is `Char.isWhitespace()`, which on the JVM is `Character.isWhitespace` or
  /// `Character.isSpaceChar`: the space, line and paragraph separators (no-break spaces
  /// included), tab to carriage return (U+0009…U+000D) and the information separators
  /// (U+001C…U+001F). NEL (U+0085), which Swift's `Character.isWhitespace` counts, is not blank.
  /// An empty text is blank.
  static func isBlank(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { scalar in
      switch scalar.properties.generalCategory {
      case .spaceSeparator, .lineSeparator, .paragraphSeparator: true
      default: (0x09...0x0D).contains(scalar.value) || (0x1C...0x1F).contains(scalar.value)
      }
    }
  }
}
