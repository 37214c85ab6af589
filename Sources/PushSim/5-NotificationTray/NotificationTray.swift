/// The notifications a device shows: iOS Notification Center, the Android drawer, the browser's
/// list. Replacement by collapse id or tag, removal by id, tag, dismiss and tap, the badge.
///
/// A value type: the device owns one and records each change in the trace.
///
/// - Complexity: posting, look-up and removal by id or tag, and collapse replacement, are O(1)
///   on average, whatever the number of notifications shown (O(k log k) for the k notifications
///   a look-up returns); ``latest`` is amortised O(1) (removed entries are compacted away once
///   they outnumber the shown ones). `pushsim bench` measures this with 1,000 and 1,000,000
///   notifications.
public struct NotificationTray: Sendable {
  /// What posting did.
  public enum PostResult: Equatable, Sendable {
    /// A new notification is shown.
    case displayed
    /// It replaced the notification with this id (same collapse id or tag).
    case replaced(String)
  }

  /// The notifications in posting order; `nil` where one was removed, until compacted away. A
  /// position in this list is a notification's number in ``index`` and ``tagLinks``.
  private var entries: [Entry?] = []
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
  /// The app's badge number (iOS; a Home Screen web app's), `nil` when none was ever set.
  public var badge: Int?

  /// A notification in the tray, in a box: the posting-order list holds 8 bytes per
  /// notification, and a look-up copies one reference.
  private final class Entry: Sendable {
    /// The notification, with its push kept as its origin when it is unchanged
    /// (``DisplayedNotification/compactForStorage()``).
    let notification: DisplayedNotification
    /// Whether it is filed under its replacement key (a key that is not its id).
    let hasOwnKey: Bool

    /// An entry for `notification`.
    init(notification: consuming DisplayedNotification, hasOwnKey: Bool) {
      notification.compactForStorage()
      self.notification = notification
      self.hasOwnKey = hasOwnKey
    }
  }

  /// An empty tray.
  public init() {}

  /// Whether nothing is shown.
  public var isEmpty: Bool { count == 0 }

  /// The notifications shown, oldest first.
  public var notifications: [DisplayedNotification] {
    entries.compactMap { $0?.notification }
  }

  /// The tags of the notifications shown, oldest first (each once).
  public var tags: [String] {
    var seen = Set<String>()
    return notifications.compactMap(\.tag).filter { seen.insert($0).inserted }
  }

  /// The most recently posted notification still shown (the list never ends with a removed
  /// one).
  public var latest: DisplayedNotification? { entries.last??.notification }

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
    return NotificationTray.ascendingOnce(positions).map(notification(at:))
  }

  /// The notifications shown with one of these ids, oldest first.
  public func notifications<S: Sequence<String>>(withIDs ids: S) -> [DisplayedNotification] {
    NotificationTray.ascendingOnce(ids.compactMap { position(ofID: $0, hash: TrayIndex.hash($0)) })
      .map(notification(at:))
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
  /// else the one holding the id.
  public mutating func post(_ notification: consuming DisplayedNotification) -> PostResult {
    var result = PostResult.displayed
    let id = notification.id
    let idHash = TrayIndex.hash(id)
    let tag = notification.tag
    // The key's own hash when it is filed under it (a key differing from the id).
    var keyHash: Int?
    var ownKey: String?
    if let key = notification.replacementKey {
      // A key equal to the id is held by the notification with that id (handled with the id
      // below) or by one filed under it as its own key; look that one up only when there is any.
      let holder: Int?
      if TrayIndex.sameKey(key, id) {
        holder = ownKeyCount == 0 ? nil : position(ofOwnKey: key, hash: idHash)
      } else {
        let hash = TrayIndex.hash(key)
        keyHash = hash
        ownKey = key
        holder = self.holder(ofKey: key, hash: hash)
      }
      if let holder {
        result = .replaced(entry(at: holder).notification.id)
        unfile(at: holder)
      }
    }
    if let existing = position(ofID: id, hash: idHash) {
      if result == .displayed { result = .replaced(id) }
      unfile(at: existing, idHash: idHash)
    }
    if entries.count > 32, entries.count > 2 * count {
      rebuild(compacting: true)  // removed entries outnumber the shown ones
    } else if !index.hasRoom(for: 3) || entries.count > index.maxPosition {
      rebuild(compacting: false)
    }
    let position = entries.count
    entries.append(Entry(notification: notification, hasOwnKey: ownKey != nil))
    file(at: position, idHash: idHash, ownKey: ownKey.map { ($0, keyHash ?? TrayIndex.hash($0)) }, tag: tag)
    return result
  }

  /// Removes the notification with an id; returns it, or `nil` when it is not shown.
  @discardableResult
  public mutating func remove(id: String) -> DisplayedNotification? {
    let idHash = TrayIndex.hash(id)
    guard let position = position(ofID: id, hash: idHash) else { return nil }
    let removed = notification(at: position)
    unfile(at: position, idHash: idHash)
    while let last = entries.last, last == nil {  // so that `latest` finds a shown one at once
      entries.removeLast()
      tagLinks.removeLast()
    }
    if entries.count > 32, entries.count > 2 * count { rebuild(compacting: true) }
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
    for case let entry? in entries {
      if kept == nil, let keptID, entry.notification.id == keptID { kept = entry } else { removed.append(transform(entry.notification)) }
    }
    entries = []
    tagLinks = []
    index = TrayIndex()
    ownKeyCount = 0
    count = 0
    if let kept { refile(kept) }
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

  /// Files the entry just appended at `position` (the end of the list) under its id (`idHash`),
  /// its own replacement key and its hash, and its tag. The index has room.
  private mutating func file(at position: Int, idHash: Int, ownKey: (key: String, hash: Int)?, tag: String?) {
    tagLinks.append(TagLink())
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
  /// now, dropping the removed entries first when `compacting` (which moves the others).
  private mutating func rebuild(compacting: Bool) {
    let shown = compacting ? entries.compactMap { $0 } : []
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
    let position = entries.count
    entries.append(entry)
    let notification = entry.notification
    let ownKey = entry.hasOwnKey ? notification.replacementKey.map { ($0, TrayIndex.hash($0)) } : nil
    file(at: position, idHash: TrayIndex.hash(notification.id), ownKey: ownKey, tag: notification.tag)
  }
}
