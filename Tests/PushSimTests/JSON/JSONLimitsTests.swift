import PushSim
import Testing

/// Size and depth limits, and inputs far larger or deeper than push payloads.
struct JSONLimitsTests {
  /// 100,000 nested arrays fail with tooDeep at the first level past the limit, without
  /// overflowing the stack.
  @Test func hundredThousandNestedArraysAreTooDeep() throws {
    let bytes = [UInt8](repeating: 0x5B, count: 100_000)
    let error = try #require(JSONTesting.error(of: bytes))
    #expect(error == JSONError(code: .tooDeep(limit: 512), offset: 512, line: 1, column: 513))
  }

  /// 100,000 nested objects fail the same way.
  @Test func hundredThousandNestedObjectsAreTooDeep() throws {
    let text = String(repeating: #"{"a":"#, count: 100_000)
    let error = try #require(JSONTesting.error(of: text))
    #expect(error.code == .tooDeep(limit: 512))
    #expect(error.offset == 512 * 5)
  }

  /// With the limit raised, 100,000 levels parse iteratively and can be walked.
  @Test func hundredThousandLevelsParseWhenAllowed() throws {
    let depth = 100_000
    let bytes =
      [UInt8](repeating: 0x5B, count: depth) + [0x31] + [UInt8](repeating: 0x5D, count: depth)
    let document = try JSONDocument(bytes: bytes, options: JSONParseOptions(maxDepth: depth))
    var node = document.root
    for _ in 0..<(depth - 1) { node = try #require(node[0]) }
    #expect(node.count == 1)
    #expect(node[0]?.int64Value == 1)
    #expect(node.byteRange == (depth - 1)..<(depth + 2))
    #expect(document.duplicateKeys().isEmpty)
    let unclosed = JSONTesting.error(
      of: Array(bytes.dropLast()), options: JSONParseOptions(maxDepth: depth))
    #expect(unclosed?.code == .unexpectedEndOfInput(expected: "',' or ']' after an array element"))
  }

  /// Exactly maxDepth levels are accepted and one more is rejected.
  @Test(arguments: [0, 1, 2, 64])
  func depthLimitIsExact(limit: Int) throws {
    let options = JSONParseOptions(maxDepth: limit)
    let fits = String(repeating: "[", count: limit) + "0" + String(repeating: "]", count: limit)
    #expect(try JSONDocument(fits, options: options).root.type == (limit == 0 ? .integer : .array))
    let tooDeep = "[" + fits + "]"
    let error = JSONTesting.error(of: tooDeep, options: options)
    #expect(error?.code == .tooDeep(limit: limit))
    #expect(error?.offset == limit)
  }

  /// Materializing and serializing a thousand levels works (both are iterative).
  @Test func deepValuesMaterializeAndSerialize() throws {
    let depth = 1_000
    let text =
      String(repeating: #"{"k":["#, count: depth) + "null" + String(repeating: "]}", count: depth)
    let value = try JSONValue.parse(text, options: JSONParseOptions(maxDepth: 2 * depth))
    #expect(value.serialized() == text)
    var inner = value
    for _ in 0..<depth { inner = try #require(inner["k"]?.arrayValue?.first) }
    #expect(inner == .null)
  }

  /// A 10 MB string parses, decodes and keeps its raw range.
  @Test func tenMegabyteStringParses() throws {
    let length = 10 << 20
    var bytes = [UInt8](repeating: 0x61, count: length + 2)
    bytes[0] = 0x22
    bytes[length + 1] = 0x22
    bytes[length / 2] = 0x5C  // an escape in the middle: \n
    bytes[length / 2 + 1] = 0x6E
    let document = try JSONDocument(bytes: bytes)
    let string = try #require(document.root.stringValue)
    #expect(string.utf8.count == length - 1)
    #expect(string.utf8.filter { $0 == 0x0A }.count == 1)
    #expect(document.root.byteRange == 0..<(length + 2))
  }

  /// Input beyond maxBytes is rejected before scanning, even if it is malformed.
  @Test func inputBeyondMaxBytesIsTooLarge() throws {
    let options = JSONParseOptions(maxBytes: 10 << 20)
    let bytes = [UInt8](repeating: 0x20, count: (10 << 20) + 1)
    let error = try #require(JSONTesting.error(of: bytes, options: options))
    #expect(
      error
        == JSONError(
          code: .tooLarge(size: (10 << 20) + 1, limit: 10 << 20), offset: 0, line: 1, column: 1))
    #expect(JSONTesting.error(of: "[1]", options: JSONParseOptions(maxBytes: 3)) == nil)
    #expect(
      JSONTesting.error(of: "[1] ", options: JSONParseOptions(maxBytes: 3))?.code
        == .tooLarge(size: 4, limit: 3))
  }

  /// The default options are 16 MiB, 512 levels and no byte order mark.
  @Test func defaultOptions() {
    let options = JSONParseOptions.default
    #expect(options.maxBytes == 16 * 1024 * 1024)
    #expect(options.maxDepth == 512)
    #expect(options.allowsByteOrderMark == false)
    #expect(options == JSONParseOptions())
    #expect(options != JSONParseOptions(maxDepth: 64))
  }

  /// An array of 100,000 numbers parses (the tape grows past its first estimate).
  @Test func manySmallValuesGrowTheTape() throws {
    let count = 100_000
    let text = "[" + (0..<count).map(String.init).joined(separator: ",") + "]"
    let root = try JSONDocument(text).root
    #expect(root.count == count)
    #expect(root[count - 1]?.int64Value == Int64(count - 1))
    #expect(root.elements.map { $0.int64Value ?? -1 } == (0..<count).map(Int64.init))
  }
}
