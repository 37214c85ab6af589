import Testing

@testable import PushSim

/// The center's one table for ids, replacement keys and tags: positions filed under colliding
/// hashes are found, replaced and removed one by one, kinds never mix, and removed slots do not
/// end a search.
struct TrayIndexTests {
  /// Every position filed under one hash (the worst collision): each is still found by its own
  /// comparison, and a removed slot in the middle of the run does not hide the ones after it.
  @Test func collidingPositionsStayReachable() {
    var index = TrayIndex()
    for position in 0..<10 {
      #expect(index.hasRoom(for: 1))
      index.insert(.id, hash: 7, position: position)
    }
    #expect(index.count == 10)
    #expect(!index.hasRoom(for: 3), "16 slots at a 3/4 load hold 12 keys")
    for position in 0..<10 {
      #expect(index.position(.id, hash: 7) { $0 == position } == position)
    }
    index.remove(.id, hash: 7, position: 3)
    index.remove(.id, hash: 7, position: 0)
    #expect(index.count == 8)
    #expect(index.position(.id, hash: 7) { $0 == 3 } == nil)
    #expect(index.position(.id, hash: 7) { $0 == 9 } == 9, "a removed slot ended the search")
    index.replace(.id, hash: 7, position: 9, with: 42)
    #expect(index.position(.id, hash: 7) { $0 == 9 } == nil)
    #expect(index.position(.id, hash: 7) { $0 == 42 } == 42)
  }

  /// The same position under two kinds and the same hash: each kind finds only its own slot.
  @Test func kindsDoNotMix() {
    var index = TrayIndex()
    index.insert(.replacementKey, hash: 1, position: 5)
    #expect(index.position(.id, hash: 1) { _ in true } == nil)
    #expect(index.position(.tag, hash: 1) { _ in true } == nil)
    #expect(index.position(.replacementKey, hash: 1) { _ in true } == 5)
    index.insert(.tag, hash: 1, position: 5)
    index.remove(.replacementKey, hash: 1, position: 5)
    #expect(index.position(.replacementKey, hash: 1) { _ in true } == nil)
    #expect(index.position(.tag, hash: 1) { _ in true } == 5)
  }

  /// A slot whose hash bits differ is passed over without comparing: a look-up that starts at
  /// the same slot with another hash never visits that slot's notification.
  @Test func otherHashBitsAreNotCompared() {
    var index = TrayIndex()
    index.insert(.id, hash: 5, position: 1)
    var compared: [Int] = []
    #expect(index.position(.id, hash: 5 | 1 << 40) { compared.append($0); return true } == nil)
    #expect(compared.isEmpty)
    #expect(index.position(.id, hash: 5) { compared.append($0); return true } == 1)
    #expect(compared == [1])
  }

  /// A table made for a capacity takes that many keys before it needs rebuilding, and the
  /// largest position round-trips with every hash bit set.
  @Test func capacityAndLargestPosition() {
    var index = TrayIndex(capacity: 1_000)
    for position in 0..<1_000 {
      #expect(index.hasRoom(for: 1), "full after \(position) keys")
      index.insert(.id, hash: position &* 31, position: position)
    }
    #expect(index.maxPosition >= 6_000, "positions up to four times the size")
    index.insert(.tag, hash: -1, position: index.maxPosition)
    #expect(index.position(.tag, hash: -1) { _ in true } == index.maxPosition)
    #expect(index.position(.id, hash: -1) { _ in true } == nil)
    #expect(index.position(.id, hash: 999 &* 31) { $0 == 999 } == 999)
  }

  /// A table asked for room for positions gets it, whatever its key capacity.
  @Test func roomForPositions() {
    #expect(TrayIndex().maxPosition >= 16)
    #expect(TrayIndex(capacity: 3, positions: 100_000).maxPosition >= 100_000)
    #expect(TrayIndex(capacity: 100_000).maxPosition >= 100_000)
  }

  /// A key's hash is the same each time, and a slot filed under one kind is never offered to a
  /// search of another kind with the same hash.
  @Test func kindsHashApart() {
    #expect(TrayIndex.hash("t1") == TrayIndex.hash("t1"))
    var index = TrayIndex()
    index.insert(.tag, hash: 0, position: 3)
    var visited: [Int] = []
    #expect(index.position(.id, hash: 0) { visited.append($0); return true } == nil)
    #expect(visited.isEmpty)
  }

  /// A tag link keeps its neighbours, `nil` included.
  @Test func tagLinkNeighbours() {
    var link = TagLink()
    #expect(link.previous == nil && link.next == nil)
    link = TagLink(previous: 0, next: 1_000_000)
    #expect(link.previous == 0 && link.next == 1_000_000)
    link.previous = nil
    #expect(link.previous == nil && link.next == 1_000_000)
  }
}
