import Testing

@testable import PushSim

/// `JSONNode.forEachMember(_:_:)` walks an object's members without building `members`: it must
/// give the same members, in the same order, with the name `position(ofString:)` gives each key.
struct JSONForEachMemberTests {
  /// Escaped, non-ASCII (precomposed and decomposed `é`), repeated, empty and unknown keys,
  /// long keys, nested objects and values that are not objects.
  @Test(arguments: JSONKnownMembersTests.documents + [
    #"{"title":"t","\u0074itle":"u","body":1,"b\u00f6dy":2,"title":null,"tag":[1]}"#,
    #"{"é":1,"e\u0301":2,"\u00e9":3,"x":{"é":4}}"#,
  ])
  func agreesWithMembers(_ json: String) throws {
    let root = try JSONDocument(json).root
    var walked: [(JSONKnownMembersTests.Name?, Range<Int>)] = []
    root.forEachMember(JSONKnownMembersTests.Name.self) { name, value in walked.append((name, value.byteRange)) }
    let expected = root.members.map { member in
      (JSONKnownMembersTests.Name.table.position(ofString: member.key).flatMap(JSONKnownMembersTests.Name.init(rawValue:)),
       member.value.byteRange)
    }
    #expect(walked.map(\.0) == expected.map(\.0), "\(json)")
    #expect(walked.map(\.1) == expected.map(\.1), "\(json)")
  }

  /// The plain walk (`forEachMember(_:)`, keys as strings) gives `members`, in order, repeated
  /// keys included (the last value at the first key's place); a thrown error stops it.
  @Test(arguments: JSONKnownMembersTests.documents + [
    #"{"title":"t","\u0074itle":"u","body":1,"title":null,"tag":[1]}"#,
    #"{"é":1,"e\u0301":2,"\u00e9":3,"x":{"é":4}}"#, "[1,2]", "{}",
  ])
  func plainWalkAgreesWithMembers(_ json: String) throws {
    let root = try JSONDocument(json).root
    var walked: [(String, Range<Int>)] = []
    root.forEachMember { key, value in walked.append((key, value.byteRange)) }
    #expect(walked.map(\.0) == root.members.map(\.key), "\(json)")
    #expect(walked.map(\.1) == root.members.map(\.value.byteRange), "\(json)")
    struct Stop: Error {}
    var seen = 0
    var stopped = false
    do {
      try root.forEachMember { (_, _) throws(Stop) in
        seen += 1
        throw Stop()
      }
    } catch {
      stopped = true
    }
    #expect(seen == min(1, root.members.count))
    #expect(stopped == !root.members.isEmpty)
  }
}
