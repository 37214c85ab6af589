import Foundation
import Testing

@testable import PushSim

/// ``PrintfNumber`` writes a number as the C library's `printf` does for CoreFoundation
/// (`__CFStringAppendFormatCore` hands `%d`, `%x`, `%e`… to `snprintf`): checked against
/// `String(format:)` on swift-corelibs-foundation, which runs the same CF code and glibc's
/// `snprintf` (the same output as Apple's C library for these conversions; not `%a` or `%p`).
struct PrintfNumberTests {
  /// ``LocalizedText`` for one placeholder whose argument is the stand-in address of the
  /// first element, formatted through `CFFormatSpec` and `LocalizedTextWriter`.
  static func viaLocalizedText(_ format: String) -> String {
    LocalizedText.substituted(format, args: ["Kathy"]).text
  }

  /// Integer conversions with flags, widths, precisions and lengths, of the stand-in address
  /// (its low 32 bits are negative as an `int`), as `String(format:)` writes the same bits.
  @Test(arguments: [
    "[%d]", "[%i]", "[%5d]", "[%-15d|]", "[%015d]", "[%+d]", "[% d]", "[%.12d]", "[%15.12d]", "[%u]", "[%x]", "[%X]",
    "[%#x]", "[%#X]", "[%o]", "[%#o]", "[%hd]", "[%hhd]", "[%hu]", "[%ld]", "[%lld]", "[%qd]", "[%lx]", "[%#20lx]",
    "[%-+20ld|]", "[%zd]", "[%jx]", "[%+.0d]", "[%1$d]",
  ])
  func integersAreWrittenAsPrintfWritesThem(format: String) {
    let bits = LocalizedText.standInAddress(argument: 1)
    #expect(Self.viaLocalizedText(format) == String(format: format, Int(bitPattern: UInt(bits))))
  }

  /// Floating-point conversions of the stand-in address's bits read as a `double` (a
  /// subnormal, about 5.3e-314), digit for digit, and of ordinary values.
  @Test(arguments: [
    "[%f]", "[%F]", "[%.3f]", "[%#.0f]", "[%12f]", "[%-12f]", "[%012f]", "[%+f]", "[% f]", "[%e]", "[%E]", "[%.0e]",
    "[%#.0e]", "[%.20e]", "[%15.3e]", "[%015.3e]", "[%g]", "[%G]", "[%.20g]", "[%#g]", "[%.0g]", "[%.330f]",
  ])
  func doublesAreWrittenAsPrintfWritesThem(format: String) {
    let bits = LocalizedText.standInAddress(argument: 1)
    #expect(Self.viaLocalizedText(format) == String(format: format, Double(bitPattern: bits)))
    let spec: CFFormatSpec
    var index = 1
    guard case .placeholder(let parsed) = CFFormatSpec.parse(Array(format.dropFirst().unicodeScalars), from: &index) else {
      Issue.record("\(format) is no placeholder")
      return
    }
    spec = parsed
    guard case .double(let letter) = spec.conversion else { return }
    for value in [0.0, 1.0, 0.5, 2.5, 1234.5678, -0.000123456, 1e300, 123456789.0, 9.9999999, 0.00001, 1e-310] {
      let written = PrintfNumber.double(value, expansion: DecimalExpansion(value), letter: letter, spec: spec, precision: spec.precision)
      let inner = String(format.dropFirst().dropLast())
      #expect(written == String(format: inner, value), "\(inner) of \(value)")
    }
  }
}
