import Testing

@testable import PushSim

/// The tape's storage: a push payload keeps the storage it was parsed into (no second
/// allocation), a document that needed much less than the estimate gets exact storage, one that
/// needed more than the estimate is grown and then stored exactly.
struct JSONTapeStorageTests {
  /// A corpus-like payload (many short members) keeps its first storage, less than half unused.
  @Test func aTypicalPayloadKeepsItsStorage() throws {
    let text = #"{"aps":{"alert":{"title":"Sale today","body":"Fifty percent off everything in the store"},"badge":3,"sound":"default","mutable-content":1},"campaign":"spring-2026","user":{"id":12345,"tier":"gold"},"link":"https://example.com/p/1"}"#
    let document = try JSONDocument(text)
    let estimate = text.utf8.count / 8 + 6
    #expect(document.tape.count < estimate)
    #expect(document.tape.capacity >= estimate, "moved to exact storage")
    #expect(document.tape.capacity - document.tape.count <= document.tape.count)
  }

  /// One long string: 3 entries, where the estimate is over 500; kept exactly, not at 12 KB.
  @Test func aLongStringGetsExactStorage() throws {
    let text = #"{"s":""# + String(repeating: "x", count: 4_000) + #""}"#
    let document = try JSONDocument(text)
    #expect(document.tape.count == 3)
    #expect(document.tape.capacity < 16)
    #expect(document.root["s"]?.stringValue?.utf8.count == 4_000)
  }

  /// More entries than the estimate: grown, then stored exactly, every entry readable.
  @Test func aDenseDocumentIsGrownThenStoredExactly() throws {
    let text = "[" + Array(repeating: "1", count: 3_000).joined(separator: ",") + "]"
    let document = try JSONDocument(text)
    #expect(document.tape.count == 3_001)
    #expect(document.tape.capacity < 3_001 + 16)
    #expect(document.root.elements.count == 3_000)
    #expect(document.root.elements.last?.int64Value == 1)
  }
}
