/// The notifications a device shows: iOS Notification Center, the Android drawer, the browser's
/// list. Replacement by collapse id or tag, removal by id, tag, dismiss and tap, the badge.
///
/// The list is in ranking order, oldest first: each notification has a ranking time, by default
/// its post time, so a post goes last unless its ``Placement`` says otherwise (Android: a
/// `Notification.when` before the post ranks it by that time; an update that keeps the ranking
/// time of the one it replaces keeps its place, as AOSP's `NotificationManagerService` sorts its
/// list; docs/ModellingChoices/Android.md, "Notification list order").
///
/// A value type: the device owns one and records each change in the trace.
///
/// - Complexity: posting, look-up and removal by id or tag, and collapse replacement, are O(1)
///   on average, whatever the number of notifications shown (O(k log k) for the k notifications
///   a look-up returns); ``latest`` is amortised O(1) (removed entries are compacted away once
///   they outnumber the shown ones). `pushsim bench` measures this with 1,000 and 1,000,000
///   notifications. A post ranked before the newest shown is O(1) too: it is stored last and the
///   list is out of ranking order until the next compaction, which sorts it; meanwhile reading
///   the list sorts what it returns (O(n log n)), and ``latest`` is O(n).
public struct NotificationTray: Sendable {
  /// What posting did.
  public enum PostResult: Equatable, Sendable {
    /// A new notification is shown.
    case displayed
    /// It replaced the notification with this id (same collapse id or tag).
    case replaced(String)
  }

  /// Where a posted notification goes in the list, which is in ranking order, oldest first.
  public enum Placement: Equatable, Sendable {
    /// Last: ranked at its post time (``DisplayedNotification/displayedAt``), or, when that is
    /// earlier, at the latest ranking time given since the tray was last empty.
    case newest
    /// Ranked at this time (Android: a `Notification.when` not after the post): after every
    /// notification ranked at that time or before, before those ranked later.
    case rankedAt(SimInstant)
    /// Where the notification it replaces was, with that one's ranking time (Android: an update
    /// whose ranking time is the previous one's); ``newest`` when it replaces none.
    case replacedOnesPlace
  }

  /// The notifications, in ranking order, oldest first, when ``inRankingOrder``: ascending
  /// ``Entry/rankedAt``, ties in posting order. Otherwise ranking order is ascending ranking
  /// time, ties by position: a post ranked before the newest shown is stored last, and the next
  /// compaction sorts the list. `nil` where one was removed, until compacted away. A position in
  /// this list is a notification's number in ``index`` and ``tagLinks``.
  private var entries: [Entry?] = []
  /// Whether ``entries`` is in ranking order (no post ranked before the newest shown since the
  /// last compaction, or since the tray was last empty).
  private var inRankingOrder = true
  /// The latest ranking time given since the tray was last empty: a default post is ranked at
  /// it when its post time is earlier, so it goes last.
  private var latestRank: SimInstant?
  /// Each shown notification's position under its id, under its replacement key when that
  /// differs from its id (a key equal to the id, every iOS request identifier, is found through
  /// the id), and under its tag for the first notification of each tag.
  private var index = TrayIndex()
  /// The notifications sharing a tag (an Android tag without a replacement key, a web tag
  /// shared by several), chained in both directions from the one filed in ``index``.
  private var tagLinks: [TagLink] = []
  /// How many notifications are filed under a replacement key of their own.
  private var ownKeyCount = 0
  /// How many notifications are shown.
  public private(set) var count = 0
  /// How many entries rebuilds filed again since the tray was made (index growth and
  /// compactions): linear in the posts, whatever their ranking (a test's measure of the cost).
  private(set) var refiledEntries = 0
  /// The app's badge number (iOS; a Home Screen web app's), `nil` when none was ever set.
  public var badge: Int?

  /// A notification in the tray, in a box: the ranking-order list holds 8 bytes per
  /// notification, and a look-up copies one reference. Most notifications are ranked at their
  /// post (``DisplayedNotification/displayedAt``); one ranked at another time is a
  /// ``RankedEntry``, which keeps it: a stored ranking time in every entry would cost 16 bytes
  /// per notification (docs/Performance.md).
  private class Entry: @unchecked Sendable {
    /// The notification, with its push kept as its origin when it is unchanged
    /// (``DisplayedNotification/compactForStorage()``).
    let notification: DisplayedNotification
    /// Whether it is filed under its replacement key (a key that is not its id).
    let hasOwnKey: Bool
    /// Its ranking time: the list is in ascending order of it.
    var rankedAt: SimInstant { notification.displayedAt }

    /// An entry for `notification` ranked at its post.
    init(notification: consuming DisplayedNotification, hasOwnKey: Bool) {
      notification.compactForStorage()
      self.notification = notification
      self.hasOwnKey = hasOwnKey
    }

    /// An entry for `notification` ranked at `rankedAt`: a ``RankedEntry`` when that is not
    /// its post time.
    static func make(notification: consuming DisplayedNotification, hasOwnKey: Bool, rankedAt: SimInstant) -> Entry {
      if rankedAt == notification.displayedAt { return Entry(notification: notification, hasOwnKey: hasOwnKey) }
      return RankedEntry(notification: notification, hasOwnKey: hasOwnKey, rankedAt: rankedAt)
    }
  }

  /// An ``Entry`` ranked at a time other than its post: an Android `Notification.when`, an
  /// update keeping the one it replaced's, or the latest ranking given when it was posted earlier.
  private final class RankedEntry: Entry, @unchecked Sendable {
    /// The ranking time.
    let ownRank: SimInstant
    override var rankedAt: SimInstant { ownRank }

    /// An entry for `notification` ranked at `rankedAt`.
    init(notification: consuming DisplayedNotification, hasOwnKey: Bool, rankedAt: SimInstant) {
      ownRank = rankedAt
      super.init(notification: notification, hasOwnKey: hasOwnKey)
    }
  }

  /// An empty tray.
  public init() {}

  /// Whether nothing is shown.
  public var isEmpty: Bool { count == 0 }

  /// The notifications shown, in ranking order, oldest first.
  public var notifications: [DisplayedNotification] {
    if inRankingOrder { return entries.compactMap { $0?.notification } }
    return rankingOrder(entries.indices.filter { entries[$0] != nil }).map(notification(at:))
  }

  /// The tags of the notifications shown, oldest first (each once).
  public var tags: [String] {
    var seen = Set<String>()
    return notifications.compactMap(\.tag).filter { seen.insert($0).inserted }
  }

  /// The newest notification still shown, last in ranking order (the list never ends with a
  /// removed one).
  public var latest: DisplayedNotification? {
    if inRankingOrder { return entries.last??.notification }
    // The last in ranking order: the latest ranking time, the last position among ties.
    var newest: Entry?
    for case let entry? in entries.reversed() where newest.map({ entry.rankedAt > $0.rankedAt }) ?? true {
      newest = entry
    }
    return newest?.notification
  }

  /// The notification with an id.
  public func notification(id: String) -> DisplayedNotification? {
    position(ofID: id, hash: TrayIndex.hash(id)).map(notification(at:))
  }

  /// The notification a tag currently maps to (Android and web tags; posted with the
  /// replacement key `"tag:" + tag`).
  public func notification(tag: String) -> DisplayedNotification? {
    let key = "tag:" + tag
    return holder(ofKey: key, hash: TrayIndex.hash(key)).map(notification(at:))
  }

  /// The notifications shown with one of `tags`, oldest first.
  public func notifications(taggedWith tags: [String]) -> [DisplayedNotification] {
    var positions: [Int] = []
    for tag in tags {
      var member = firstPosition(ofTag: tag, hash: TrayIndex.hash(tag))
      while let current = member {
        positions.append(current)
        member = tagLinks[current].next
      }
    }
    return rankingOrder(NotificationTray.ascendingOnce(positions)).map(notification(at:))
  }

  /// The notifications shown with one of these ids, oldest first.
  public func notifications<S: Sequence<String>>(withIDs ids: S) -> [DisplayedNotification] {
    rankingOrder(NotificationTray.ascendingOnce(ids.compactMap { position(ofID: $0, hash: TrayIndex.hash($0)) }))
      .map(notification(at:))
  }

  /// Ascending `positions` of shown notifications, in ranking order: as they are while
  /// ``inRankingOrder``, else sorted by ranking time, ties by position.
  private func rankingOrder(_ positions: [Int]) -> [Int] {
    if inRankingOrder { return positions }
    return positions.sorted { entry(at: $0).rankedAt < entry(at: $1).rankedAt || (entry(at: $0).rankedAt == entry(at: $1).rankedAt && $0 < $1) }
  }

  /// `positions` in ascending order, each once (a key given twice finds its notifications twice).
  private static func ascendingOnce(_ positions: [Int]) -> [Int] {
    var result: [Int] = []
    result.reserveCapacity(positions.count)
    for position in positions.sorted() where result.last != position { result.append(position) }
    return result
  }

  /// Whether posting `notification` would replace one shown (same id or replacement key) rather
  /// than add one.
  public func replacesOneShown(_ notification: borrowing DisplayedNotification) -> Bool {
    let id = notification.id
    let idHash = TrayIndex.hash(id)
    if position(ofID: id, hash: idHash) != nil { return true }
    guard let key = notification.replacementKey else { return false }
    if TrayIndex.sameKey(key, id) { return ownKeyCount != 0 && position(ofOwnKey: key, hash: idHash) != nil }
    return holder(ofKey: key, hash: TrayIndex.hash(key)) != nil
  }

  /// Shows a notification, replacing the one with the same replacement key and the one with the
  /// same id (an id is shown at most once). The result names the one holding the key if any,
  /// else the one holding the id. `placement` says where it goes in the list: last by default;
  /// ``Placement/replacedOnesPlace`` puts it where the one the result names was.
  ///
  /// - Complexity: O(1) on average, a notification ranked before the newest shown
  ///   (``Placement/rankedAt(_:)``) included: it is stored last, and the list is sorted at the
  ///   next compaction.
  public mutating func post(
    _ notification: consuming DisplayedNotification, placement: Placement = .newest
  ) -> PostResult {
    var result = PostResult.displayed
    // The position and ranking time of the notification the result names.
    var replaced: (position: Int, rankedAt: SimInstant)?
    let id = notification.id
    let idHash = TrayIndex.hash(id)
    let tag = notification.tag
    // The key is looked up by a function that borrows the notification: bound here from the
    // consuming parameter, it was copied at each post and released again.
    let (holder, filedKey) = keyHolder(of: notification, id: id, idHash: idHash)
    if let holder {
      let held = entry(at: holder)
      result = .replaced(held.notification.id)
      replaced = (holder, held.rankedAt)
      unfile(at: holder)
    }
    if let existing = position(ofID: id, hash: idHash) {
      if result == .displayed {
        result = .replaced(id)
        replaced = (existing, entry(at: existing).rankedAt)
      }
      unfile(at: existing, idHash: idHash)
    }
    switch placement {
    case .replacedOnesPlace:
      if let replaced {
        // In its place: the positions do not move (no compaction before filing).
        if !index.hasRoom(for: 3) { rebuild(compacting: false) }
        entries[replaced.position] = Entry.make(notification: notification, hasOwnKey: filedKey != nil, rankedAt: replaced.rankedAt)
        file(at: replaced.position, idHash: idHash, ownKey: filedKey, tag: tag)
        dropTrailingRemoved()
        return result
      }
    case .rankedAt, .newest:
      break
    }
    let rankedAt: SimInstant =
      if case .rankedAt(let time) = placement { time } else { max(notification.displayedAt, latestRank ?? notification.displayedAt) }
    latestRank = max(rankedAt, latestRank ?? rankedAt)
    if entries.count > 32, entries.count > 2 * count {
      rebuild(compacting: true)  // removed entries outnumber the shown ones
    } else if !index.hasRoom(for: 3) || entries.count > index.maxPosition {
      rebuild(compacting: false)
    }
    // Ranked before the newest shown, it is stored last all the same: the list is out of ranking
    // order until the next compaction (checked after the rebuild above, which may sort it).
    if inRankingOrder, case .rankedAt = placement, let newest = newestRank, rankedAt < newest { inRankingOrder = false }
    let position = entries.count
    entries.append(Entry.make(notification: notification, hasOwnKey: filedKey != nil, rankedAt: rankedAt))
    file(at: position, idHash: idHash, ownKey: filedKey, tag: tag)
    return result
  }

  /// The position of the notification holding `notification`'s replacement key, if any, and
  /// the key with its hash when `notification` is to be filed under it (a key differing from
  /// its id).
  private func keyHolder(
    of notification: borrowing DisplayedNotification, id: String, idHash: Int
  ) -> (holder: Int?, ownKey: (String, Int)?) {
    guard let key = notification.replacementKey else { return (nil, nil) }
    // A key equal to the id is held by the notification with that id (handled with the id in
    // `post`) or by one filed under it as its own key; look that one up only when there is any.
    if TrayIndex.sameKey(key, id) { return (ownKeyCount == 0 ? nil : position(ofOwnKey: key, hash: idHash), nil) }
    let hash = TrayIndex.hash(key)
    return (holder(ofKey: key, hash: hash), (key, hash))
  }

  /// The ranking time of the last entry that is not removed: the newest notification's while
  /// ``inRankingOrder``.
  private var newestRank: SimInstant? {
    for case let entry? in entries.reversed() { return entry.rankedAt }
    return nil
  }

  /// Drops the removed entries at the end of the list, so that ``latest`` finds a shown one at
  /// once, and compacts the list when removed entries outnumber the shown ones.
  private mutating func dropTrailingRemoved() {
    while let last = entries.last, last == nil {
      entries.removeLast()
      tagLinks.removeLast()
    }
    if entries.isEmpty { emptied() } else if entries.count > 32, entries.count > 2 * count { rebuild(compacting: true) }
  }

  /// Forgets the ranking the tray had once nothing is shown: the list is in order, and no
  /// ranking time was given.
  private mutating func emptied() {
    inRankingOrder = true
    latestRank = nil
  }

  /// Changes the notification with an id where it is, its place in the list and its ranking
  /// time kept; returns whether it is shown. `change` must leave what the tray files it under
  /// as it is: its id, tag and replacement key.
  @discardableResult
  mutating func modify(id: String, _ change: (inout DisplayedNotification) -> Void) -> Bool {
    guard let position = position(ofID: id, hash: TrayIndex.hash(id)) else { return false }
    let old = entry(at: position)
    var notification = old.notification
    change(&notification)
    entries[position] = Entry.make(notification: notification, hasOwnKey: old.hasOwnKey, rankedAt: old.rankedAt)
    return true
  }

  /// Removes the notification with an id; returns it, or `nil` when it is not shown.
  @discardableResult
  public mutating func remove(id: String) -> DisplayedNotification? {
    let idHash = TrayIndex.hash(id)
    guard let position = position(ofID: id, hash: idHash) else { return nil }
    let removed = notification(at: position)
    unfile(at: position, idHash: idHash)
    dropTrailingRemoved()
    return removed
  }

  /// Removes every notification matching a predicate; returns them, oldest first.
  public mutating func removeAll(where predicate: (DisplayedNotification) -> Bool) -> [DisplayedNotification] {
    let matching = notifications.filter(predicate)
    for notification in matching { remove(id: notification.id) }
    return matching
  }

  /// Removes every notification but the one whose id is `keptID` (compared as `String`s, as
  /// the caller names it); returns the removed ones, oldest first. One pass over the tray and a
  /// new index, where removing them one by one would look each one up and unfile it.
  public mutating func removeAll(exceptID keptID: String?) -> [DisplayedNotification] {
    removeAll(exceptID: keptID) { $0 }
  }

  /// ``removeAll(exceptID:)``, returning what `transform` takes from each removed notification
  /// (the device needs only their ids: no copy of each notification).
  mutating func removeAll<Removed>(
    exceptID keptID: String?, _ transform: (borrowing DisplayedNotification) -> Removed
  ) -> [Removed] {
    var removed: [Removed] = []
    removed.reserveCapacity(count)
    var kept: Entry?
    func take(_ entry: Entry) {
      if kept == nil, let keptID, entry.notification.id == keptID { kept = entry } else { removed.append(transform(entry.notification)) }
    }
    if inRankingOrder {
      for case let entry? in entries { take(entry) }
    } else {
      for position in rankingOrder(entries.indices.filter { entries[$0] != nil }) { take(entry(at: position)) }
    }
    entries = []
    tagLinks = []
    index = TrayIndex()
    ownKeyCount = 0
    count = 0
    inRankingOrder = true
    if let kept { refile(kept) } else { latestRank = nil }
    return removed
  }

  /// Removes every notification; returns them, oldest first.
  public mutating func removeAll() -> [DisplayedNotification] {
    let all = notifications
    entries = []
    tagLinks = []
    index = TrayIndex()
    ownKeyCount = 0
    count = 0
    emptied()
    return all
  }

  // MARK: - The index

  /// The shown notification at a position.
  private func notification(at position: Int) -> DisplayedNotification {
    entries[position]!.notification
  }

  /// The entry of the shown notification at a position. Comparisons read its fields through
  /// the entry: a copy of the whole notification would retain and release each of its fields,
  /// each a trip to another object.
  private func entry(at position: Int) -> Entry {
    entries[position]!
  }

  /// The position of the notification with an id (`hash`: ``TrayIndex/hash(_:)`` of it).
  private func position(ofID id: String, hash: Int) -> Int? {
    index.position(.id, hash: hash) { TrayIndex.sameKey(entry(at: $0).notification.id, id) }
  }

  /// The position of the notification filed under `key` as a replacement key differing from
  /// its id.
  private func position(ofOwnKey key: String, hash: Int) -> Int? {
    index.position(.replacementKey, hash: hash) {
      entry(at: $0).notification.replacementKey.map { TrayIndex.sameKey($0, key) } == true
    }
  }

  /// The position of the first notification filed under a tag (the others follow it in
  /// ``tagLinks``).
  private func firstPosition(ofTag tag: String, hash: Int) -> Int? {
    index.position(.tag, hash: hash) { entry(at: $0).notification.tag.map { TrayIndex.sameKey($0, tag) } == true }
  }

  /// The position of the notification holding a replacement key: the one filed under the key,
  /// else the notification whose id is the key, if the key is its own.
  private func holder(ofKey key: String, hash: Int) -> Int? {
    if ownKeyCount > 0, let position = position(ofOwnKey: key, hash: hash) { return position }
    guard let position = position(ofID: key, hash: hash), entry(at: position).notification.replacementKey.map({ TrayIndex.sameKey($0, key) }) == true else { return nil }
    return position
  }

  /// Files the entry just put at `position` (the end of the list, or the place of one just
  /// unfiled) under its id (`idHash`), its own replacement key and its hash, and its tag. The
  /// index has room.
  private mutating func file(at position: Int, idHash: Int, ownKey: (key: String, hash: Int)?, tag: String?) {
    if position == tagLinks.count { tagLinks.append(TagLink()) } else { tagLinks[position] = TagLink() }
    count += 1
    index.insert(.id, hash: idHash, position: position)
    if let ownKey {
      index.insert(.replacementKey, hash: ownKey.hash, position: position)
      ownKeyCount += 1
    }
    if let tag {
      let tagHash = TrayIndex.hash(tag)
      if let first = firstPosition(ofTag: tag, hash: tagHash) {
        // Chained right after the first: O(1), and look-ups sort the members anyway.
        let next = tagLinks[first].next
        tagLinks[position] = TagLink(previous: first, next: next)
        if let next { tagLinks[next].previous = position }
        tagLinks[first].next = position
      } else {
        index.insert(.tag, hash: tagHash, position: position)
      }
    }
  }

  /// Forgets the notification at `position`: out of the index and the tag chain, its entry
  /// cleared. `idHash` is the hash of its id when known.
  private mutating func unfile(at position: Int, idHash: Int? = nil) {
    let entry = entry(at: position)
    index.remove(.id, hash: idHash ?? TrayIndex.hash(entry.notification.id), position: position)
    if entry.hasOwnKey, let key = entry.notification.replacementKey {
      index.remove(.replacementKey, hash: TrayIndex.hash(key), position: position)
      ownKeyCount -= 1
    }
    if let tag = entry.notification.tag {
      let link = tagLinks[position]
      if let previous = link.previous {
        tagLinks[previous].next = link.next
        if let next = link.next { tagLinks[next].previous = previous }
      } else {
        let hash = TrayIndex.hash(tag)
        if let next = link.next {
          index.replace(.tag, hash: hash, position: position, with: next)
          tagLinks[next].previous = nil
        } else {
          index.remove(.tag, hash: hash, position: position)
        }
      }
      tagLinks[position] = TagLink()
    }
    entries[position] = nil
    count -= 1
  }

  /// Files every shown notification again in a new index with room for twice the keys filed
  /// now, dropping the removed entries first when `compacting` (which moves the others, and
  /// puts them in ranking order when they are not).
  private mutating func rebuild(compacting: Bool) {
    let shown =
      !compacting ? []
      : inRankingOrder ? entries.compactMap { $0 } : rankingOrder(entries.indices.filter { entries[$0] != nil }).map(entry(at:))
    if compacting { inRankingOrder = true }
    let kept = compacting ? [] : entries
    let keys = index.count
    entries = []
    tagLinks = []
    count = 0
    ownKeyCount = 0
    index = TrayIndex(capacity: 2 * keys + 3, positions: (compacting ? shown.count : kept.count) + 1)
    if compacting {
      entries.reserveCapacity(shown.count)
      tagLinks.reserveCapacity(shown.count)
      for entry in shown { refile(entry) }
    } else {
      entries.reserveCapacity(kept.count)
      tagLinks.reserveCapacity(kept.count)
      for entry in kept {
        if let entry { refile(entry) } else { entries.append(nil); tagLinks.append(TagLink()) }
      }
    }
  }

  /// Appends an entry already made (a rebuild) and files it, its keys hashed again.
  private mutating func refile(_ entry: Entry) {
    refiledEntries &+= 1
    let position = entries.count
    entries.append(entry)
    let notification = entry.notification
    let ownKey = entry.hasOwnKey ? notification.replacementKey.map { ($0, TrayIndex.hash($0)) } : nil
    file(at: position, idHash: TrayIndex.hash(notification.id), ownKey: ownKey, tag: notification.tag)
  }
}
