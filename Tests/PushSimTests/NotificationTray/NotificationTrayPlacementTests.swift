@testable import PushSim
import Testing

/// Where a post goes in the tray's list, which is in ranking order, oldest first: last by
/// default, by a ranking time earlier than the newest shown, or in the place of the one it
/// replaces.
struct NotificationTrayPlacementTests {
  /// A notification with `id`, posted at `ms`, with the tag (and replacement key) `tag`.
  private func shown(_ id: String, tag: String? = nil, at ms: Int64) -> DisplayedNotification {
    NotificationTrayTests.shown(id, key: tag.map { "tag:" + $0 }, tag: tag, at: ms)
  }

  /// The instant `ms` milliseconds into the run.
  private func at(_ ms: Int64) -> SimInstant { SimInstant(offset: .milliseconds(ms)) }

  /// By default an update goes last, as a new notification does.
  @Test func anUpdateGoesLastByDefault() {
    var tray = NotificationTray()
    for (index, tag) in ["a", "b", "c"].enumerated() { _ = tray.post(shown(tag + "1", tag: tag, at: Int64(index))) }
    #expect(tray.post(shown("a2", tag: "a", at: 10)) == .replaced("a1"))
    #expect(tray.notifications.map(\.id) == ["b1", "c1", "a2"])
    #expect(tray.latest?.id == "a2")
  }

  /// An update in the place of the one it replaces keeps that place, and its ranking time: a
  /// later post ranked before that time goes before it.
  @Test func anUpdateInPlaceKeepsThePlaceAndTheRankingTime() {
    var tray = NotificationTray()
    for (index, tag) in ["a", "b", "c"].enumerated() { _ = tray.post(shown(tag + "1", tag: tag, at: Int64(index) * 10)) }
    #expect(tray.post(shown("a2", tag: "a", at: 40), placement: .replacedOnesPlace) == .replaced("a1"))
    #expect(tray.notifications.map(\.id) == ["a2", "b1", "c1"])
    #expect(tray.notification(tag: "a")?.id == "a2")
    #expect(tray.notification(id: "a1") == nil)
    // a2 is ranked at a1's time, 0: one ranked at 5 goes after it, before b1 (10).
    _ = tray.post(shown("d", at: 50), placement: .rankedAt(at(5)))
    #expect(tray.notifications.map(\.id) == ["a2", "d", "b1", "c1"])
    // The newest updated in place is still the latest.
    _ = tray.post(shown("c2", tag: "c", at: 60), placement: .replacedOnesPlace)
    #expect(tray.latest?.id == "c2")
    #expect(tray.notifications.map(\.id) == ["a2", "d", "b1", "c2"])
  }

  /// A change to a notification shown (``NotificationTray/modify(id:_:)``, as Do Not Disturb's
  /// repeat-caller review makes) keeps its ranking time when that is not its post time (a
  /// ``Placement/rankedAt(_:)``, an Android `Notification.when`): a later post ranked between
  /// the two still goes after it, before or after a removal, and the list does not move.
  @Test func aChangeKeepsTheRankingTime() {
    var tray = NotificationTray()
    _ = tray.post(shown("a", at: 0))
    _ = tray.post(shown("b", at: 10))
    _ = tray.post(shown("early", at: 30), placement: .rankedAt(at(5)))
    #expect(tray.modify(id: "early") { $0.isRepeatCall = true })
    #expect(tray.notifications.map(\.id) == ["a", "early", "b"])
    // Ranked at 5, not at its post (30): one ranked at 7 goes after it.
    _ = tray.post(shown("d", at: 40), placement: .rankedAt(at(7)))
    #expect(tray.notifications.map(\.id) == ["a", "early", "d", "b"])
    #expect(tray.notification(id: "early")?.isRepeatCall == true)
    _ = tray.remove(id: "a")
    #expect(tray.modify(id: "early") { $0.isRepeatCall = false })
    _ = tray.post(shown("e", at: 50), placement: .rankedAt(at(6)))
    #expect(tray.notifications.map(\.id) == ["early", "e", "d", "b"])
    #expect(tray.latest?.id == "b")
  }

  /// In place with nothing to replace is last.
  @Test func inPlaceWithNothingReplacedIsLast() {
    var tray = NotificationTray()
    _ = tray.post(shown("a", at: 0))
    #expect(tray.post(shown("b", at: 1), placement: .replacedOnesPlace) == .displayed)
    #expect(tray.notifications.map(\.id) == ["a", "b"])
  }

  /// A post replacing one notification by its key and another by its id takes the place of
  /// the key's holder (the one the result names); the other place is left, and a list that
  /// would end with it does not (`latest` is a shown one).
  @Test func inPlaceTakesTheKeyHoldersPlace() {
    var tray = NotificationTray()
    _ = tray.post(shown("x", tag: "t", at: 0))
    _ = tray.post(shown("m", at: 1))
    _ = tray.post(shown("y", at: 2))
    #expect(tray.post(shown("y", tag: "t", at: 3), placement: .replacedOnesPlace) == .replaced("x"))
    #expect(tray.notifications.map(\.id) == ["y", "m"])
    #expect(tray.latest?.id == "m")
    #expect(tray.count == 2)
  }

  /// A ranking time earlier than the newest shown puts the notification after those ranked at
  /// that time or before; one at or after the newest goes last; look-ups by id and tag still
  /// find every notification, in the list's order.
  @Test func aRankingTimeSortsTheNotificationIn() {
    var tray = NotificationTray()
    _ = tray.post(shown("a", tag: "t", at: 0))
    _ = tray.post(shown("b", at: 10))
    _ = tray.post(shown("c", at: 20))
    _ = tray.post(shown("early", at: 30), placement: .rankedAt(at(10)))
    _ = tray.post(shown("first", at: 31), placement: .rankedAt(at(-5)))
    _ = tray.post(shown("late", at: 32), placement: .rankedAt(at(25)))
    #expect(tray.notifications.map(\.id) == ["first", "a", "b", "early", "c", "late"])
    #expect(tray.latest?.id == "late")
    #expect(tray.notifications(withIDs: ["late", "first", "b"]).map(\.id) == ["first", "b", "late"])
    #expect(tray.notification(tag: "t")?.id == "a")
    // A later default post goes last, ranked at the newest's time when that is later.
    _ = tray.post(shown("d", at: 1), placement: .newest)
    #expect(tray.notifications.last?.id == "d")
    _ = tray.post(shown("e", at: 24), placement: .rankedAt(at(25)))
    #expect(tray.notifications.suffix(3).map(\.id) == ["late", "d", "e"])
  }

  /// A hostile run of posts each ranked before every one shown (old event times) costs each
  /// post O(1), not a refiling of the whole list: over 5,000 of them the tray files entries
  /// again (index growth, compactions) a number of times linear in the posts, where refiling
  /// the list at each post files about 12.5 million. Counted, not timed. The list and
  /// ``NotificationTray/latest`` are still in ranking order, and a look-up by id or tag still
  /// finds each one.
  @Test func postsRankedBeforeTheNewestDoNotRefileTheList() {
    var tray = NotificationTray()
    let size = 5_000
    for step in 0..<size {
      let notification = NotificationTrayTests.shown("n\(step)", key: nil, tag: "t\(step % 7)", at: Int64(size))
      _ = tray.post(notification, placement: .rankedAt(at(Int64(size - step))))
    }
    #expect(tray.refiledEntries <= 4 * size, "posts ranked in the past refile the list: \(tray.refiledEntries) entries filed again")
    let listed = tray.notifications.map(\.id)
    #expect(listed.count == size)
    #expect(listed.first == "n\(size - 1)" && listed.last == "n0")
    #expect(tray.latest?.id == "n0")
    #expect(tray.notifications(withIDs: ["n0", "n5", "n2"]).map(\.id) == ["n5", "n2", "n0"])
    let lastTagged = (size - 1) - (size - 1) % 7  // the last post of tag t0, ranked first of them
    #expect(tray.notifications(taggedWith: ["t0"]).prefix(2).map(\.id) == ["n\(lastTagged)", "n\(lastTagged - 7)"])
    // A default post still goes last; removing the latest leaves the next in ranking order.
    _ = tray.post(shown("last", at: 0))
    #expect(tray.latest?.id == "last")
    tray.remove(id: "last")
    tray.remove(id: "n0")
    #expect(tray.latest?.id == "n1")
  }

  /// Many sorted insertions and in-place updates among removals (past the index's first
  /// sizes, so it is rebuilt and compacted) keep the list sorted as a naive model does.
  @Test func sortedInsertionsSurviveRebuilds() {
    var tray = NotificationTray()
    var model = NaiveTray()
    for step in 0..<2_000 {
      let id = "n\(step % 97)"
      let tag = step % 3 == 0 ? "t\(step % 11)" : nil
      let notification = NotificationTrayTests.shown(id, key: tag.map { "tag:" + $0 }, tag: tag, at: Int64(step))
      let placement: NotificationTray.Placement =
        step % 5 == 0 ? .rankedAt(at(Int64((step * 37) % (step + 1)))) : step % 5 == 1 ? .replacedOnesPlace : .newest
      #expect(tray.post(notification, placement: placement) == model.post(notification, placement: placement), "step \(step)")
      if step % 4 == 3 {
        let gone = "n\((step * 7) % 97)"
        #expect(tray.remove(id: gone)?.id == model.remove(id: gone), "step \(step)")
      }
      if tray.notifications.map(\.id) != model.items.map(\.id) {
        Issue.record("step \(step): \(tray.notifications.map(\.id)) != model \(model.items.map(\.id))")
        return
      }
    }
  }
}
