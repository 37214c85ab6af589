import Testing

@testable import PushSim

/// The parser's per-object key filter: an object with a repeated key (by raw bytes or through
/// escapes) is always marked, and so is the document; the filter rules most distinct keys out,
/// and nested containers keep their parent's filter intact.
struct JSONKeyFilterTests {
  /// Random documents of nested objects whose keys come from a small set (spelled plainly, with
  /// `\u` escapes, or sharing long prefixes): every object whose decoded keys repeat is marked,
  /// and `duplicateKeys()` finds exactly the repeats a naive count finds.
  @Test(arguments: [UInt64(1), 2, 3])
  func repeatedKeysAreAlwaysMarked(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    let names = ["a", "b", "id", "title", "gcm.notification.title", "gcm.notification.body", "long-key-0123456789", "long-key-0123456780", ""]
    func spell(_ name: String) -> String {
      guard !name.isEmpty, Int.random(in: 0..<4, using: &generator) == 0 else { return name }
      // The first character as a \u escape: the same key to the platforms.
      let first = name.unicodeScalars.first!.value
      return "\\u" + String(first, radix: 16).leftPadded(to: 4) + name.dropFirst()
    }
    for _ in 0..<400 {
      var objects: [(text: String, repeats: Int)] = []
      func object(depth: Int) -> String {
        let count = Int.random(in: 0..<7, using: &generator)
        var seen: [String: Int] = [:]
        var members: [String] = []
        for _ in 0..<count {
          let name = names.randomElement(using: &generator)!
          seen[name, default: 0] += 1
          let value = depth < 3 && Bool.random(using: &generator) ? object(depth: depth + 1) : "1"
          members.append("\"\(spell(name))\":\(value)")
        }
        let text = "{" + members.joined(separator: ",") + "}"
        objects.append((text, seen.values.reduce(0) { $0 + $1 - 1 }))
        return text
      }
      let text = object(depth: 0)
      let document = try JSONDocument(text)
      #expect(document.duplicateKeys().count == objects.reduce(0) { $0 + $1.repeats }, "\(text)")
      for index in document.tape.indices where document.tape[index].kind == .object {
        let keys = Self.keys(ofObject: index, in: document)
        let marked = document.tape[index].flags & JSONTapeEntry.mayRepeatKeys != 0
        if keys.count > Set(keys).count {
          #expect(marked, "\(text)")
          #expect(document.mayHaveDuplicateKeys(inObject: index), "\(text)")
          #expect(document.tape[0].flags & JSONTapeEntry.someObjectMayRepeatKeys != 0)
        }
      }
    }
  }

  /// The filter rules out most objects with distinct plain keys (2 to 6 keys of 1 to 20
  /// letters; 64 bits): those are never checked again.
  @Test func mostDistinctKeysAreRuledOut() throws {
    var generator = SplitMix64(seed: 7)
    var unmarked = 0
    let objects = 2_000
    for _ in 0..<objects {
      var keys = Set<String>()
      let wanted = Int.random(in: 2...6, using: &generator)
      while keys.count < wanted {
        let length = Int.random(in: 1...20, using: &generator)
        keys.insert(String((0..<length).map { _ in "abcdefghijklmnopqrstuvwxyz".randomElement(using: &generator)! }))
      }
      let document = try JSONDocument("{" + keys.sorted().map { "\"\($0)\":1" }.joined(separator: ",") + "}")
      if document.tape[0].flags & JSONTapeEntry.mayRepeatKeys == 0 { unmarked += 1 }
      #expect(document.duplicateKeys().isEmpty)
    }
    #expect(Double(unmarked) / Double(objects) > 0.8)
  }

  /// The decoded keys of the object at tape index `object`, repeats included.
  static func keys(ofObject object: Int, in document: JSONDocument) -> [String] {
    var keys: [String] = []
    var i = object + 1
    while i < Int(document.tape[object].next) {
      keys.append(document.decodeString(at: i))
      i = Int(document.tape[i + 1].next)
    }
    return keys
  }

  /// A document without repeats leaves entry 0 unmarked, through nesting in arrays and objects
  /// (a child container must not disturb its parent's filter: `"a"` after the child is new).
  @Test func nestingKeepsTheParentsFilter() throws {
    let distinct = try JSONDocument(#"{"a":{"a":1,"b":[{"a":2,"b":3}]},"b":[1,{"c":{"a":4}}],"c":5}"#)
    #expect(distinct.tape[0].flags & JSONTapeEntry.someObjectMayRepeatKeys == 0)
    #expect(distinct.duplicateKeys().isEmpty)
    let repeatedAfterChild = try JSONDocument(#"{"a":{"x":1,"y":{"z":2}},"b":2,"a":3}"#)
    #expect(repeatedAfterChild.tape[0].flags & JSONTapeEntry.mayRepeatKeys != 0)
    #expect(repeatedAfterChild.duplicateKeys().map(\.key) == ["a"])
  }
}

extension String {
  /// The string padded with leading zeros to `width` characters.
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
