/// Line and column arithmetic over UTF-8 text.
///
/// Lines end at LF, CR or CRLF. Columns count Unicode scalars (every byte that is not a UTF-8
/// continuation byte), so `é` is one column. A leading byte order mark is not counted.
enum JSONTextPosition {
  /// The 1-based line and column of the byte at `offset`.
  ///
  /// - Parameters:
  ///   - offset: A byte offset; clamped to `0...bytes.count`.
  ///   - bytes: The text.
  /// - Complexity: O(`offset`).
  static func lineAndColumn(
    of offset: Int, in bytes: UnsafeBufferPointer<UInt8>
  ) -> (line: Int, column: Int) {
    var cursor = Cursor()
    return cursor.advance(to: offset, in: bytes)
  }

  /// The 1-based lines and columns of several byte offsets, in one pass.
  ///
  /// - Parameters:
  ///   - offsets: Byte offsets in ascending order.
  ///   - bytes: The text.
  /// - Complexity: O(n + k) for n bytes up to the last offset and k offsets.
  static func lineAndColumn(
    ofSorted offsets: [Int], in bytes: UnsafeBufferPointer<UInt8>
  ) -> [(line: Int, column: Int)] {
    var cursor = Cursor()
    return offsets.map { cursor.advance(to: $0, in: bytes) }
  }

  /// A position that only moves forward.
  private struct Cursor: Sendable {
    var position = 0
    var line = 1
    var column = 1

    /// Moves to `offset` (never backwards) and returns its line and column.
    mutating func advance(
      to offset: Int, in bytes: UnsafeBufferPointer<UInt8>
    ) -> (line: Int, column: Int) {
      let target = min(max(offset, 0), bytes.count)
      if position == 0 && target >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
        position = 3
      }
      while position < target {
        let byte = bytes[position]
        if byte == 0x0A {
          line += 1
          column = 1
        } else if byte == 0x0D {
          if position + 1 >= bytes.count || bytes[position + 1] != 0x0A {
            line += 1
            column = 1
          }
        } else if byte & 0xC0 != 0x80 {
          column += 1
        }
        position += 1
      }
      return (line, column)
    }
  }
}
