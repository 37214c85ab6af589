/// Android's notification list order with groups: AOSP's `RankingHelper.sort` ranks each
/// notification on its own (importance, package priority, then ranking time, newest first), then
/// sorts the list again by a global sort key, `grnk:gsmry:<group sort key>:rnk` after criticality
/// and intrusiveness (constant for an app's notifications on a phone), so that a group sits
/// together at the rank of its proxy, its summary first, then its children by
/// `Notification.sortKey` (`""` first, then the keys as strings, then none), ties by rank.
///
/// The proxy is the group's top-ranked child; the summary's own rank counts only when it has no
/// child shown ("summaries are mostly hidden in systemui - if there is a child notification, use
/// its rank"), as in a current AOSP tree (yaap/frameworks_base `RankingHelper.java`, commit
/// 3ddcaa00537ad17c17a59c73990d12441d689aaf). docs/ModellingChoices/Android.md, "Notification
/// list order", says what older versions did.
///
/// A pure decision on the list the tray keeps in ranking order: the tray's posts stay O(1), and
/// the cost (O(n log n), only while a notification is in a group) is paid by whoever reads the
/// whole list.
public enum AndroidNotificationListOrder {
  /// What the global sort key reads of one notification.
  public struct Member: Equatable, Sendable {
    /// `StatusBarNotification.getGroupKey()` past the user and package: `"g:" + group` (the
    /// app's group, or the system's `ranker_group` for a notification it bundled), `"c:" +
    /// channel` for a sort key without a group; `nil` for a group of one.
    public var groupKey: String?
    /// `Notification.isGroupSummary()`: a summary flag on a notification with a group.
    public var isGroupSummary: Bool
    /// `Notification.getSortKey()`.
    public var sortKey: String?

    /// A member with these fields.
    public init(groupKey: String?, isGroupSummary: Bool = false, sortKey: String? = nil) {
      self.groupKey = groupKey
      self.isGroupSummary = isGroupSummary
      self.sortKey = sortKey
    }
  }

  /// The positions of `members`, which are in ranking order, oldest first (the tray's order),
  /// in AOSP's list order read from its end: oldest first, each group together.
  ///
  /// - Complexity: O(n log n) for n members.
  public static func order(_ members: [Member]) -> [Int] {
    let count = members.count
    // AOSP's authoritative rank: 0 for the newest, the last of `members`.
    func rank(_ position: Int) -> Int { count - 1 - position }
    // Each group's proxy rank, nominated from the top (the newest) down: the first member, then
    // the first child after a summary. The dictionary is only looked up, never iterated.
    var proxy: [String: (rank: Int, isSummary: Bool)] = [:]
    for position in stride(from: count - 1, through: 0, by: -1) {
      guard let key = members[position].groupKey else { continue }
      if let existing = proxy[key], !existing.isSummary { continue }
      proxy[key] = (rank(position), members[position].isGroupSummary)
    }
    let keys = members.indices.map { position -> [UInt16] in
      let member = members[position]
      let groupRank = member.groupKey.flatMap { proxy[$0]?.rank } ?? rank(position)
      return Array(globalSortKey(member, groupRank: groupRank, rank: rank(position)).utf16)
    }
    // Ascending keys put the top of the shade first (Java's `String.compareTo` compares UTF-16
    // code units); read from the end, oldest first. Every key is distinct (its rank).
    let top = members.indices.sorted { keys[$0].lexicographicallyPrecedes(keys[$1]) }
    return top.reversed()
  }

  /// The part of AOSP's global sort key that differs between an app's notifications:
  /// `grnk=0x%04x:gsmry=%c:<nsk|esk|gsk=key>:rnk=0x%04x`.
  static func globalSortKey(_ member: Member, groupRank: Int, rank: Int) -> String {
    let sortKeyPortion =
      switch member.sortKey {
      case nil: "nsk"
      case ""?: "esk"
      case let key?: "gsk=" + key
      }
    return "grnk=0x" + hex4(groupRank) + ":gsmry=" + (member.isGroupSummary ? "0" : "1") + ":" + sortKeyPortion
      + ":rnk=0x" + hex4(rank)
  }

  /// `%04x`: lowercase hexadecimal, at least four digits (more past 0xffff, as Java writes them).
  static func hex4(_ value: Int) -> String {
    let digits = String(value, radix: 16)
    return digits.count >= 4 ? digits : String(repeating: "0", count: 4 - digits.count) + digits
  }
}
