/// Limits for parsing.
///
/// The defaults suit push payloads and anything a push service can deliver with a wide margin:
/// inputs up to 16 MiB, nesting up to 512 levels, and no byte order mark.
public struct JSONParseOptions: Sendable, Equatable {
  /// The largest input, in bytes, that is parsed; a larger one fails with `.tooLarge` before
  /// any byte is scanned. Defaults to 16 MiB.
  ///
  /// Inputs are also limited to `UInt32.max - 1` bytes whatever this says, because the tape stores
  /// offsets in 32 bits.
  public var maxBytes: Int

  /// The deepest nesting of arrays and objects that is accepted; one more level fails with
  /// `.tooDeep`. A top-level scalar has depth 0, `[]` has depth 1. Defaults to 512.
  public var maxDepth: Int

  /// Whether a leading UTF-8 byte order mark (EF BB BF) is skipped. RFC 8259 forbids one, so the
  /// default is `false` and a BOM fails with `.byteOrderMark`.
  public var allowsByteOrderMark: Bool

  /// Creates parse options.
  ///
  /// - Parameters:
  ///   - maxBytes: The largest input accepted, in bytes.
  ///   - maxDepth: The deepest nesting of arrays and objects accepted.
  ///   - allowsByteOrderMark: Whether a leading UTF-8 byte order mark is skipped.
  public init(maxBytes: Int = 16 << 20, maxDepth: Int = 512, allowsByteOrderMark: Bool = false) {
    self.maxBytes = maxBytes
    self.maxDepth = maxDepth
    self.allowsByteOrderMark = allowsByteOrderMark
  }

  /// The default options: 16 MiB, 512 levels, no byte order mark.
  public static let `default` = JSONParseOptions()
}
