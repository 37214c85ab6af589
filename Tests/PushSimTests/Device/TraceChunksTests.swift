import Testing

@testable import PushSim

/// `TraceChunks` keeps what is appended in order across chunk boundaries, counts it, and forgets
/// it on `removeAll`.
struct TraceChunksTests {
  @Test(arguments: [1, 3, 512])
  func keepsOrderAcrossChunks(chunkSize: Int) {
    var chunks = TraceChunks<String>(chunkSize: chunkSize)
    #expect(chunks.isEmpty && chunks.count == 0)
    let appended = (0..<1_100).map { "e\($0)" }
    for (index, element) in appended.enumerated() {
      chunks.append(element)
      #expect(chunks.count == index + 1)
    }
    #expect(!chunks.isEmpty)
    var read: [String] = []
    chunks.forEach { read.append($0) }
    #expect(read == appended)
    chunks.removeAll()
    #expect(chunks.isEmpty && chunks.count == 0)
    chunks.append("again")
    read = []
    chunks.forEach { read.append($0) }
    #expect(read == ["again"])
  }
}
