import Testing

@testable import PushSim

/// The tape's storage: a document is parsed into entries on the stack (or, past
/// `JSONParser.scratchEntries`, a growing heap buffer) and stored in exactly sized storage, its
/// one allocation, whatever its size and shape.
struct JSONTapeStorageTests {
  /// A corpus-like payload (many short members) fits the stack and is stored exactly.
  @Test func aTypicalPayloadIsStoredExactly() throws {
    let text = #"{"aps":{"alert":{"title":"Sale today","body":"Fifty percent off everything in the store"},"badge":3,"sound":"default","mutable-content":1},"campaign":"spring-2026","user":{"id":12345,"tier":"gold"},"link":"https://example.com/p/1"}"#
    let document = try JSONDocument(text)
    #expect(document.tape.count <= JSONParser.scratchEntries)
    #expect(document.tape.capacity - document.tape.count <= 1, "spare entries kept")
    #expect(document.root["user"]?["tier"]?.stringValue == "gold")
  }

  /// Documents of exactly as many entries as the stack holds, and of one more (the move to the
  /// heap at the last element): every entry is kept, in exact storage.
  @Test(arguments: [JSONParser.scratchEntries - 1, JSONParser.scratchEntries, JSONParser.scratchEntries + 1])
  func aDocumentAtTheStacksEdgeKeepsEveryEntry(entries: Int) throws {
    let array = try JSONDocument("[" + (1..<entries).map { String($0) }.joined(separator: ",") + "]")
    #expect(array.tape.count == entries)
    #expect(array.tape.capacity - array.tape.count <= 1)
    #expect(array.root.elements.map { $0.int64Value ?? 0 } == (1..<entries).map { Int64($0) })
  }

  /// Objects whose entry past the stack's last is a member's value (keys at odd indices) or a
  /// key (after a first member of two value entries, keys at even indices).
  @Test(arguments: [19, 20, 21])
  func anObjectAtTheStacksEdgeKeepsEveryMember(members: Int) throws {
    let names = (0..<members).map { "k\($0)" }
    let plain = try JSONDocument("{" + names.enumerated().map { "\"\($1)\":\($0)" }.joined(separator: ",") + "}")
    #expect(plain.tape.count == 1 + 2 * members)
    let shifted = try JSONDocument(#"{"a":[1],"# + names.enumerated().map { "\"\($1)\":\($0)" }.joined(separator: ",") + "}")
    #expect(shifted.tape.count == 4 + 2 * members)
    for document in [plain, shifted] {
      #expect(document.tape.capacity - document.tape.count <= 1)
      for (value, name) in names.enumerated() { #expect(document.root[name]?.int64Value == Int64(value)) }
      #expect(document.duplicateKeys().isEmpty)
    }
  }

  /// An error past the stack's entries is reported where it is, as on the stack.
  @Test func anErrorAfterTheMoveToTheHeapKeepsItsPosition() throws {
    let prefix = "[" + Array(repeating: "1", count: JSONParser.scratchEntries * 3).joined(separator: ",") + ","
    let error = #expect(throws: JSONError.self) { try JSONDocument(prefix + "x]") }
    #expect(error?.offset == prefix.utf8.count)
    #expect(error?.column == prefix.utf8.count + 1)
  }

  /// One long string: 3 entries, where the estimate is over 500; kept exactly, not at 12 KB.
  @Test func aLongStringGetsExactStorage() throws {
    let text = #"{"s":""# + String(repeating: "x", count: 4_000) + #""}"#
    let document = try JSONDocument(text)
    #expect(document.tape.count == 3)
    #expect(document.tape.capacity < 16)
    #expect(document.root["s"]?.stringValue?.utf8.count == 4_000)
  }

  /// Many more entries than the stack holds: grown, then stored exactly, every entry readable.
  @Test func aDenseDocumentIsGrownThenStoredExactly() throws {
    let text = "[" + Array(repeating: "1", count: 3_000).joined(separator: ",") + "]"
    let document = try JSONDocument(text)
    #expect(document.tape.count == 3_001)
    #expect(document.tape.capacity < 3_001 + 16)
    #expect(document.root.elements.count == 3_000)
    #expect(document.root.elements.last?.int64Value == 1)
  }

  /// Grown documents of every size around the first heap buffer (one entry per 8 bytes and 6
  /// more, at most 4,096) and past its cap: every element kept, in order, stored exactly.
  @Test(arguments: [43, 84, 85, 757, 4_095, 4_097, 20_000])
  func aGrownDocumentKeepsEveryElement(elements: Int) throws {
    let text = "[" + (0..<elements).map { String($0 % 10) }.joined(separator: ",") + "]"
    let document = try JSONDocument(text)
    #expect(document.tape.count == elements + 1)
    #expect(document.tape.capacity - document.tape.count <= 1)
    #expect(document.root.elements.map { $0.int64Value ?? -1 } == (0..<elements).map { Int64($0 % 10) })
  }
}
