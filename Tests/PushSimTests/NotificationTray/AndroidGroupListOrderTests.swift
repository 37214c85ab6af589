import Testing

@testable import PushSim

/// AOSP's global sort key (``AndroidNotificationListOrder``): a group sits together at its
/// newest child's rank, summary at the newest end, children by sort key, ties by rank. The
/// members are given in ranking order, oldest first, and so is the result.
struct AndroidGroupListOrderTests {
  typealias Member = AndroidNotificationListOrder.Member

  /// The names of `members` (named as given) in the list's order.
  private func order(_ members: [(String, Member)]) -> [String] {
    AndroidNotificationListOrder.order(members.map(\.1)).map { members[$0].0 }
  }

  /// Without groups, the list is the ranking order.
  @Test func withoutGroupsTheRankingOrderStays() {
    #expect(order([("a", Member(groupKey: nil)), ("b", Member(groupKey: nil)), ("c", Member(groupKey: nil))]) == ["a", "b", "c"])
  }

  /// A group moves to its newest child's rank, the others keep theirs: a notification between
  /// two children goes before them, the summary goes last (the top of the shade), wherever it
  /// was ranked.
  @Test func aGroupSitsTogetherAtItsNewestChild() {
    let members = [
      ("c1", Member(groupKey: "g:chat")), ("summary", Member(groupKey: "g:chat", isGroupSummary: true)),
      ("f1", Member(groupKey: nil)), ("c2", Member(groupKey: "g:chat")), ("f2", Member(groupKey: nil)),
    ]
    #expect(order(members) == ["f1", "c1", "c2", "summary", "f2"])
  }

  /// The summary's own rank counts only when no child is shown: a summary posted after a
  /// notification outside the group does not move its group past it.
  @Test func theSummaryRanksTheGroupOnlyAlone() {
    let withChild = [
      ("c1", Member(groupKey: "g:chat")), ("f1", Member(groupKey: nil)),
      ("summary", Member(groupKey: "g:chat", isGroupSummary: true)),
    ]
    #expect(order(withChild) == ["c1", "summary", "f1"])
    let alone = [("summary", Member(groupKey: "g:chat", isGroupSummary: true)), ("f1", Member(groupKey: nil))]
    #expect(order(alone) == ["summary", "f1"])
  }

  /// Within a group, from the top: the summary, an empty sort key, the sort keys as strings,
  /// then no sort key, each newest first; read from the end, the reverse.
  @Test func sortKeysOrderTheChildren() {
    let members = [
      ("none-old", Member(groupKey: "g:g")), ("b", Member(groupKey: "g:g", sortKey: "b")),
      ("empty", Member(groupKey: "g:g", sortKey: "")), ("a", Member(groupKey: "g:g", sortKey: "a")),
      ("none-new", Member(groupKey: "g:g")), ("summary", Member(groupKey: "g:g", isGroupSummary: true, sortKey: "z")),
    ]
    #expect(order(members) == ["none-old", "none-new", "b", "a", "empty", "summary"])
  }

  /// Two groups keep the order of their newest children; a group of one has its own rank.
  @Test func groupsOrderByTheirNewestChildren() {
    let members = [
      ("x1", Member(groupKey: "g:x")), ("y1", Member(groupKey: "g:y")), ("x2", Member(groupKey: "g:x")),
      ("solo", Member(groupKey: nil)), ("y2", Member(groupKey: "g:y")),
    ]
    #expect(order(members) == ["x1", "x2", "solo", "y1", "y2"])
  }

  /// The key is AOSP's string, compared as Java compares strings: `%04x` ranks, and a sort key
  /// followed by `:` (so `"a0"` sorts before `"a"`, as on a device).
  @Test func theKeyIsAOSPsString() {
    let key = AndroidNotificationListOrder.globalSortKey(Member(groupKey: "g:g", sortKey: "k"), groupRank: 3, rank: 0x1_0000)
    #expect(key == "grnk=0x0003:gsmry=1:gsk=k:rnk=0x10000")
    // Ranked alone, "a0" (older) would come first; by the keys' strings, "a" would be at the top.
    let members = [("a0", Member(groupKey: "g:g", sortKey: "a0")), ("a", Member(groupKey: "g:g", sortKey: "a"))]
    #expect(order(members) == ["a", "a0"])
  }
}
