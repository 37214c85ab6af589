/// Blank text as an SDK's own language reads it: Kotlin's rule for the Android SDKs written in
/// Kotlin, Swift's for the iOS SDKs written in Swift. The two disagree on a few characters.
enum BlankText {
  /// Kotlin's `CharSequence.isBlank()` (`isNullOrBlank()` for a present value): every character
  /// is `Char.isWhitespace()`, which on the JVM is `Character.isWhitespace` or
  /// `Character.isSpaceChar`: the space, line and paragraph separators (no-break spaces
  /// included), tab to carriage return (U+0009…U+000D) and the information separators
  /// (U+001C…U+001F). NEL (U+0085), which Swift's `Character.isWhitespace` counts, is not blank.
  /// An empty text is blank.
  static func isBlankInKotlin(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { scalar in
      switch scalar.properties.generalCategory {
      case .spaceSeparator, .lineSeparator, .paragraphSeparator: true
      default: (0x09...0x0D).contains(scalar.value) || (0x1C...0x1F).contains(scalar.value)
      }
    }
  }

  /// Blank as the Customer.io SDK of `platform` reads it: Kotlin's ``isBlankInKotlin(_:)`` on Android,
  /// Swift's `Character.isWhitespace` for every character on iOS (and the web), so U+001C…U+001F
  /// are blank on Android only and NEL (U+0085) on iOS only; the no-break spaces (U+00A0,
  /// U+2007) are blank on both, a zero-width space (U+200B) on neither.
  static func isBlank(_ text: String, on platform: Platform) -> Bool {
    platform == .android ? isBlankInKotlin(text) : text.allSatisfy(\.isWhitespace)
  }
}
