/// The ids PushSim gives pushes that bring none (`apns-7`, `fcm-12`, `web-3`), and other short
/// numbers as text, formatted straight into a small string: this runs for every push, and string
/// interpolation costs several times as much.
enum GeneratedID {
  /// `prefix` followed by the decimal digits of `number`: `make("apns-", 7)` is `"apns-7"`, the
  /// same text as `"apns-\(7)"`.
  static func make(_ prefix: StaticString, _ number: Int) -> String {
    guard number >= 0 else { return "\(prefix)\(number)" }
    var digitCount = 1
    var rest = number
    while rest >= 10 {
      rest /= 10
      digitCount += 1
    }
    // `withUTF8Buffer` works for every `StaticString`, with a pointer or not.
    let prefixCount = prefix.withUTF8Buffer { $0.count }
    return String(unsafeUninitializedCapacity: prefixCount + digitCount) { out in
      // The prefix's bytes in one copy.
      prefix.withUTF8Buffer { bytes in
        if let source = bytes.baseAddress, let destination = out.baseAddress {
          UnsafeMutableRawPointer(destination).copyMemory(from: source, byteCount: bytes.count)
        }
      }
      var value = number
      var position = prefixCount + digitCount
      repeat {
        position -= 1
        out[position] = UInt8(truncatingIfNeeded: 0x30 + value % 10)
        value /= 10
      } while value > 0
      return prefixCount + digitCount
    }
  }
}
