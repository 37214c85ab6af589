import Testing

@testable import PushSim

/// A tag's members: one id kept as it is, a set from the second one on, back to one id, then
/// none.
struct TagMembersTests {
  @Test func oneManyOneNone() throws {
    var members = TagMembers.one("a")
    #expect(members.ids == ["a"])
    members = members.inserting("a")
    guard case .one("a") = members else { Issue.record("inserting the same id made \(members)"); return }
    members = members.inserting("b").inserting("c")
    #expect(members.ids == ["a", "b", "c"])
    members = try #require(members.removing("b")?.removing("x"))
    #expect(members.ids == ["a", "c"])
    members = try #require(members.removing("a"))
    guard case .one("c") = members else { Issue.record("one id left is not kept as one: \(members)"); return }
    #expect(members.removing("z")?.ids == ["c"])
    #expect(members.removing("c") == nil)
  }
}
