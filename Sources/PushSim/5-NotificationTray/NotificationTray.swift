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

  private var byID: [String: Entry] = [:]
  /// The holder of each replacement key that differs from the holder's id. A key equal to its
  /// notification's id (every iOS notification: the request identifier) is found through
  /// `byID` instead, so it costs no second dictionary entry.
  private var byReplacementKey: [String: String] = [:]
  /// The ids shown with each tag (Android and web tags; several may share one when no
  /// replacement key ties them).
  private var byTag: [String: TagMembers] = [:]
  /// The entries in posting order, removed ones included until compacted away.
  private var order: [Entry] = []
  private var nextSequence = 0
  /// The app's badge number (iOS), `nil` when none was ever set.
  public var badge: Int?

  /// A notification in the tray with its posting number, in one box: the dictionaries and the
  /// order list hold 8 bytes per notification, and a look-up copies one reference.
  private final class Entry: Sendable {
    /// The notification, with its push kept as its origin when it is unchanged
    /// (``DisplayedNotification/compactedForStorage()``).
    let notification: DisplayedNotification
    /// The posting order.
    let sequence: Int

    /// An entry for `notification` posted as number `sequence`.
    init(notification: DisplayedNotification, sequence: Int) {
      self.notification = notification.compactedForStorage()
      self.sequence = sequence
    }
  }

  /// An empty tray.
  public init() {}

  /// How many notifications are shown.
  public var count: Int { byID.count }
  /// Whether nothing is shown.
  public var isEmpty: Bool { byID.isEmpty }

  /// The notifications shown, oldest first.
  public var notifications: [DisplayedNotification] {
    order.compactMap { entry in isShown(entry) ? entry.notification : nil }
  }

  /// The tags of the notifications shown, oldest first (each once).
  public var tags: [String] {
    var seen = Set<String>()
    return notifications.compactMap(\.tag).filter { seen.insert($0).inserted }
  }

  /// The most recently posted notification still shown.
  public var latest: DisplayedNotification? {
    order.last(where: isShown)?.notification
  }

  /// The notification with an id.
  public func notification(id: String) -> DisplayedNotification? { byID[id]?.notification }

  /// The notification a tag currently maps to (Android and web tags; posted with the
  /// replacement key `"tag:" + tag`).
  public func notification(tag: String) -> DisplayedNotification? {
    holder(ofKey: "tag:" + tag).flatMap { byID[$0]?.notification }
  }

  /// The notifications shown with one of `tags`, oldest first.
  public func notifications(taggedWith tags: [String]) -> [DisplayedNotification] {
    var ids = Set<String>()
    for tag in tags { if let members = byTag[tag] { ids.formUnion(members.ids) } }
    return notifications(withIDs: ids)
  }

  /// The notifications shown with one of these ids, oldest first.
  public func notifications<S: Sequence<String>>(withIDs ids: S) -> [DisplayedNotification] {
    var entries: [Entry] = []
    for id in Set(ids) { if let entry = byID[id] { entries.append(entry) } }
    return entries.sorted { $0.sequence < $1.sequence }.map(\.notification)
  }

  /// Shows a notification, replacing the one with the same replacement key and the one with the
  /// same id (an id is shown at most once). The result names the one holding the key if any,
  /// else the one holding the id.
  public mutating func post(_ notification: DisplayedNotification) -> PostResult {
    var result = PostResult.displayed
    let id = notification.id
    if let key = notification.replacementKey {
      // A key equal to the id is held by the notification with that id (handled with the id
      // below) or by one recorded for it; look the recorded one up only when there is any.
      let oldID = key == id ? (byReplacementKey.isEmpty ? nil : byReplacementKey[key]) : holder(ofKey: key)
      if let oldID {
        result = .replaced(oldID)
        if let old = byID.removeValue(forKey: oldID) { unindexTag(of: old.notification) }
        byReplacementKey[key] = nil
      }
    }
    nextSequence += 1
    let entry = Entry(notification: notification, sequence: nextSequence)
    if let existing = byID.updateValue(entry, forKey: id) {
      // The same id shown under another key (or none): it is replaced too, and its key must no
      // longer designate the new notification.
      if result == .displayed { result = .replaced(id) }
      if let key = existing.notification.replacementKey, key != id, byReplacementKey[key] == id {
        byReplacementKey[key] = nil
      }
      unindexTag(of: existing.notification)
    }
    if let key = notification.replacementKey, key != id { byReplacementKey[key] = id }
    if let tag = notification.tag { byTag[tag] = byTag[tag]?.inserting(id) ?? .one(id) }
    order.append(entry)
    compactIfMostlyRemoved()  // the last entry is the one just posted: no trailing removed ones
    return result
  }

  /// Removes the notification with an id; returns it, or `nil` when it is not shown.
  @discardableResult
  public mutating func remove(id: String) -> DisplayedNotification? {
    guard let entry = byID.removeValue(forKey: id) else { return nil }
    if let key = entry.notification.replacementKey, byReplacementKey[key] == id {
      byReplacementKey[key] = nil
    }
    unindexTag(of: entry.notification)
    compactIfNeeded()
    return entry.notification
  }

  /// Removes every notification matching a predicate; returns them, oldest first.
  public mutating func removeAll(where predicate: (DisplayedNotification) -> Bool) -> [DisplayedNotification] {
    let matching = notifications.filter(predicate)
    for notification in matching { remove(id: notification.id) }
    return matching
  }

  /// Removes every notification; returns them, oldest first.
  public mutating func removeAll() -> [DisplayedNotification] {
    let all = notifications
    byID.removeAll()
    byReplacementKey.removeAll()
    byTag.removeAll()
    order.removeAll()
    return all
  }

  /// Forgets a notification that is no longer shown in the tag index.
  private mutating func unindexTag(of notification: DisplayedNotification) {
    guard let tag = notification.tag else { return }
    byTag[tag] = byTag[tag]?.removing(notification.id)
  }

  /// Drops the trailing order entries of removed notifications (so `latest` finds a live one at
  /// once), and all of them once they outnumber the live ones.
  private mutating func compactIfNeeded() {
    while let last = order.last, !isShown(last) { order.removeLast() }
    compactIfMostlyRemoved()
  }

  /// Drops the order entries of removed notifications once they outnumber the live ones.
  private mutating func compactIfMostlyRemoved() {
    guard order.count > 32, order.count > 2 * byID.count else { return }
    order = order.filter(isShown)
  }

  /// Whether an entry of `order` is still the one shown under its id.
  private func isShown(_ entry: Entry) -> Bool { byID[entry.notification.id] === entry }

  /// The id of the notification holding a replacement key: the one recorded for the key, else
  /// the notification whose id is the key, if the key is its own.
  private func holder(ofKey key: String) -> String? {
    if let id = byReplacementKey[key] { return id }
    return byID[key]?.notification.replacementKey == key ? key : nil
  }
}
