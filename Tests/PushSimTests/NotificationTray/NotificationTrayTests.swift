import PushSim
import Testing

/// The notification tray on its own: replacement by key, removal by id, tag and predicate,
/// `latest`, `tags`, order, and a seeded comparison against a naive array model.
struct NotificationTrayTests {
  /// A shown notification with an id, an optional replacement key and an optional tag.
  static func shown(_ id: String, key: String? = nil, tag: String? = nil, at ms: Int64 = 0) -> DisplayedNotification {
    var push = template
    push.notification = PushNotification(id: id)
    push.notification.tag = tag
    push.notification.title = "title " + id
    return DisplayedNotification(
      id: id, push: push, replacementKey: key, displayedAt: SimInstant(offset: .milliseconds(ms)))
  }

  /// A notification posted the Android/web way: the key is `"tag:" + tag`.
  static func tagged(_ id: String, _ tag: String) -> DisplayedNotification {
    shown(id, key: "tag:" + tag, tag: tag)
  }

  static let template: IncomingPush = {
    let decoded = PushDecoder(platform: .android).decode(
      Array(#"{"k":"v","google.message_id":"template"}"#.utf8), headers: ValidatedPushHeaders(), sequence: 1)
    guard case .success(let push) = decoded else { fatalError("the template payload must decode") }
    return push
  }()

  /// An empty tray shows nothing and has no latest, tags or badge.
  @Test func emptyTrayShowsNothing() {
    let tray = NotificationTray()
    #expect(tray.isEmpty)
    #expect(tray.count == 0)
    #expect(tray.latest == nil)
    #expect(tray.tags.isEmpty)
    #expect(tray.badge == nil)
    #expect(tray.notification(id: "x") == nil)
  }

  /// Keys compare scalar for scalar, as the platforms compare them: a precomposed "é" and "e"
  /// with a combining accent are two tags, two replacement keys and two ids. A key asked for
  /// twice finds its notifications once.
  @Test func keysWithOtherScalarsAreOtherKeys() {
    var tray = NotificationTray()
    #expect(tray.post(Self.tagged("\u{E9}", "\u{E9}")) == .displayed)
    #expect(tray.post(Self.tagged("e\u{301}", "e\u{301}")) == .displayed)
    #expect(tray.count == 2)
    #expect(tray.notification(tag: "\u{E9}")?.id.unicodeScalars.count == 1)
    #expect(tray.notification(tag: "e\u{301}")?.id.unicodeScalars.count == 2)
    #expect(tray.notification(id: "e\u{301}")?.tag?.unicodeScalars.count == 2)
    #expect(tray.notifications(taggedWith: ["\u{E9}", "e\u{301}", "\u{E9}"]).count == 2)
    #expect(tray.notifications(withIDs: ["e\u{301}", "e\u{301}"]).count == 1)
    #expect(tray.post(Self.tagged("3", "e\u{301}")) == .replaced("e\u{301}"))
    #expect(tray.notification(tag: "\u{E9}")?.id == "\u{E9}")
    #expect(tray.remove(id: "\u{E9}")?.tag == "\u{E9}")
    #expect(tray.notifications.map(\.id) == ["3"])
  }

  /// Notifications without a replacement key stack, oldest first, and `latest` is the newest.
  @Test func unkeyedNotificationsStackInPostingOrder() {
    var tray = NotificationTray()
    for id in ["a", "b", "c"] { #expect(tray.post(Self.shown(id)) == .displayed) }
    #expect(tray.notifications.map(\.id) == ["a", "b", "c"])
    #expect(tray.latest?.id == "c")
    #expect(tray.count == 3)
  }

  /// A post with the replacement key of a shown notification replaces it, reports the old id
  /// and moves to the end of the order.
  @Test func sameReplacementKeyReplacesAndMovesToTheEnd() {
    var tray = NotificationTray()
    _ = tray.post(Self.tagged("1", "promo"))
    _ = tray.post(Self.tagged("2", "news"))
    #expect(tray.post(Self.tagged("3", "promo")) == .replaced("1"))
    #expect(tray.notifications.map(\.id) == ["2", "3"])
    #expect(tray.notification(id: "1") == nil)
    #expect(tray.notification(tag: "promo")?.id == "3")
    #expect(tray.latest?.id == "3")
  }

  /// iOS style: the key is the request identifier, so a new push with the same id replaces the
  /// shown one and the content is the new one.
  @Test func sameIdentifierReplacesTheContent() {
    var tray = NotificationTray()
    _ = tray.post(Self.shown("score", key: "score"))
    var newer = Self.shown("score", key: "score")
    newer.push.notification.body = "2-1"
    #expect(tray.post(newer) == .replaced("score"))
    #expect(tray.count == 1)
    #expect(tray.latest?.body == "2-1")
  }

  /// A post whose id is already shown replaces it even without a replacement key.
  @Test func sameIDWithoutKeyReplaces() {
    var tray = NotificationTray()
    _ = tray.post(Self.shown("x"))
    _ = tray.post(Self.shown("y"))
    #expect(tray.post(Self.shown("x")) == .replaced("x"))
    #expect(tray.notifications.map(\.id) == ["y", "x"])
  }

  /// A post that takes over both another notification's key and a third one's id removes both,
  /// and the key of the one removed by id no longer designates anything.
  @Test func postTakingAKeyAndAnIDRemovesBothOwners() {
    var tray = NotificationTray()
    _ = tray.post(Self.shown("a", key: "k1"))
    _ = tray.post(Self.shown("b", key: "k2"))
    #expect(tray.post(Self.shown("a", key: "k2")) == .replaced("b"))
    #expect(tray.notifications.map(\.id) == ["a"])
    #expect(tray.notifications.first?.replacementKey == "k2")
    // "k1" belonged to the first "a", which is gone: a new "k1" replaces nothing.
    #expect(tray.post(Self.shown("c", key: "k1")) == .displayed)
    #expect(tray.notifications.map(\.id) == ["a", "c"])
  }

  /// Removal by id returns the notification once; `latest` falls back to the newest one left.
  @Test func removeByIDAndLatestAfterRemovals() {
    var tray = NotificationTray()
    for id in ["a", "b", "c", "d"] { _ = tray.post(Self.shown(id)) }
    #expect(tray.remove(id: "d")?.id == "d")
    #expect(tray.remove(id: "d") == nil)
    #expect(tray.latest?.id == "c")
    tray.remove(id: "b")
    tray.remove(id: "c")
    #expect(tray.latest?.id == "a")
    tray.remove(id: "a")
    #expect(tray.latest == nil)
    #expect(tray.isEmpty)
  }

  /// Removing a tagged notification frees its tag: the next post with that tag is new.
  @Test func removalByTagFreesTheTag() throws {
    var tray = NotificationTray()
    _ = tray.post(Self.tagged("1", "promo"))
    _ = tray.post(Self.tagged("2", "news"))
    let promo = try #require(tray.notification(tag: "promo"))
    tray.remove(id: promo.id)
    #expect(tray.notification(tag: "promo") == nil)
    #expect(tray.tags == ["news"])
    #expect(tray.post(Self.tagged("3", "promo")) == .displayed)
    #expect(tray.tags == ["news", "promo"])
  }

  /// `removeAll(where:)` removes the matching notifications and returns them oldest first.
  @Test func removeAllWherePredicateReturnsMatchesOldestFirst() {
    var tray = NotificationTray()
    _ = tray.post(Self.shown("1", tag: "a"))
    _ = tray.post(Self.shown("2", tag: "b"))
    _ = tray.post(Self.shown("3", tag: "a"))
    let removed = tray.removeAll { $0.tag == "a" }
    #expect(removed.map(\.id) == ["1", "3"])
    #expect(tray.notifications.map(\.id) == ["2"])
    #expect(tray.removeAll { $0.tag == "a" }.isEmpty)
  }

  /// `removeAll()` empties the tray, returns everything oldest first and keeps the badge.
  @Test func removeAllEmptiesTheTrayButKeepsTheBadge() {
    var tray = NotificationTray()
    tray.badge = 4
    _ = tray.post(Self.tagged("1", "t"))
    _ = tray.post(Self.shown("2"))
    #expect(tray.removeAll().map(\.id) == ["1", "2"])
    #expect(tray.isEmpty)
    #expect(tray.latest == nil)
    #expect(tray.notification(tag: "t") == nil)
    #expect(tray.badge == 4)
    #expect(tray.post(Self.tagged("3", "t")) == .displayed)
  }

  /// `removeAll(exceptID:)` (iOS's badge-0 clearing) returns the others oldest first; the kept
  /// notification is still found by its id and its tag, and still replaced by its own
  /// replacement key; `nil` keeps none.
  @Test func removeAllExceptOneKeepsItFiled() {
    var tray = NotificationTray()
    tray.badge = 2
    _ = tray.post(Self.shown("1", tag: "a"))
    _ = tray.post(Self.shown("2", key: "k", tag: "b"))
    _ = tray.post(Self.shown("3", tag: "b"))
    #expect(tray.removeAll(exceptID: "2").map(\.id) == ["1", "3"])
    #expect(tray.count == 1)
    #expect(tray.latest?.id == "2")
    #expect(tray.notification(id: "2")?.tag == "b")
    #expect(tray.notifications(taggedWith: ["a", "b"]).map(\.id) == ["2"])
    #expect(tray.badge == 2)
    #expect(tray.post(Self.shown("4", key: "k")) == .replaced("2"))
    #expect(tray.notifications.map(\.id) == ["4"])
    #expect(tray.removeAll(exceptID: "absent").map(\.id) == ["4"])
    _ = tray.post(Self.shown("5"))
    #expect(tray.removeAll(exceptID: nil).map(\.id) == ["5"])
    #expect(tray.isEmpty)
  }

  /// `tags` lists each tag once, in the order of the oldest notification carrying it; untagged
  /// notifications add nothing.
  @Test func tagsAreUniqueAndOrderedByFirstAppearance() {
    var tray = NotificationTray()
    _ = tray.post(Self.shown("1", tag: "b"))
    _ = tray.post(Self.shown("2"))
    _ = tray.post(Self.shown("3", tag: "a"))
    _ = tray.post(Self.shown("4", tag: "b"))
    #expect(tray.tags == ["b", "a"])
  }

  /// A center that grows to 20,000 notifications, loses most of them and grows again keeps
  /// finding each one by id, key and tag (its index is rebuilt and its list compacted on the
  /// way).
  @Test func growsShrinksAndGrowsAgain() {
    var tray = NotificationTray()
    for n in 0..<20_000 { _ = tray.post(Self.shown("n\(n)", key: "tag:t\(n)", tag: "t\(n)")) }
    for n in 0..<20_000 where n % 10 != 0 { tray.remove(id: "n\(n)") }
    #expect(tray.count == 2_000)
    for n in 20_000..<30_000 { _ = tray.post(Self.shown("n\(n)", key: "tag:t\(n)", tag: "t\(n)")) }
    #expect(tray.count == 12_000)
    #expect(tray.latest?.id == "n29999")
    for n in stride(from: 0, to: 30_000, by: 997) {
      let shown = n < 20_000 ? n % 10 == 0 : true
      #expect((tray.notification(id: "n\(n)") != nil) == shown, "n\(n)")
      if shown {
        #expect(tray.notification(tag: "t\(n)")?.id == "n\(n)")
        #expect(tray.notifications(taggedWith: ["t\(n)"]).map(\.id) == ["n\(n)"])
      }
    }
  }

  /// Many posts and removals (10,000 operations per seed, ids, keys and tags drawn from small
  /// pools so that collisions are frequent) leave the tray exactly as a naive array model says.
  @Test(arguments: 0..<4 as Range<UInt64>)
  func matchesANaiveModelOverManyOperations(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    var tray = NotificationTray()
    var model = NaiveTray()
    var removals = 0
    for step in 0..<10_000 {
      let roll = Int.random(in: 0..<100, using: &generator)
      let what: String
      if roll < 55 {
        let id = "n\(Int.random(in: 0..<300, using: &generator))"
        let tag = Bool.random(using: &generator) ? "t\(Int.random(in: 0..<40, using: &generator))" : nil
        // No key, the tag, the own id (iOS), or another notification's id as the key.
        let keyRoll = Int.random(in: 0..<4, using: &generator)
        let otherID = "n\(Int.random(in: 0..<300, using: &generator))"
        let key = keyRoll == 0 ? nil : keyRoll == 1 ? tag.map { "tag:" + $0 } : keyRoll == 2 ? id : otherID
        let notification = Self.shown(id, key: key, tag: tag, at: Int64(step))
        // Mostly last; else ranked at an earlier time (often one already used), or in the place of
        // the one it replaces.
        let placementRoll = Int.random(in: 0..<10, using: &generator)
        let placement: NotificationTray.Placement =
          placementRoll < 6 ? .newest
          : placementRoll < 8 ? .rankedAt(SimInstant(offset: .milliseconds(Int.random(in: 0...step, using: &generator))))
          : .replacedOnesPlace
        what = "post \(id) key \(key ?? "nil") tag \(tag ?? "nil") \(placement)"
        let real = tray.post(notification, placement: placement)
        let expected = model.post(notification, placement: placement)
        if real != expected {
          Issue.record("seed \(seed), step \(step), \(what): post returned \(real), the model \(expected)")
          return
        }
      } else if roll < 90 {
        let id = "n\(Int.random(in: 0..<300, using: &generator))"
        what = "remove \(id)"
        let real = tray.remove(id: id)?.id
        let expected = model.remove(id: id)
        if real != nil { removals += 1 }
        if real != expected {
          Issue.record("seed \(seed), step \(step), \(what): removed \(real ?? "nil"), the model \(expected ?? "nil")")
          return
        }
      } else if roll < 98 {
        let tag = "t\(Int.random(in: 0..<40, using: &generator))"
        what = "remove tag \(tag)"
        let real = tray.removeAll { $0.tag == tag }.map(\.id)
        let expected = model.removeAll(tag: tag)
        removals += real.count
        if real != expected {
          Issue.record("seed \(seed), step \(step), \(what): removed \(real), the model \(expected)")
          return
        }
      } else if roll < 99 {
        what = "remove all"
        removals += tray.removeAll().count
        model.items.removeAll()
        model.latestRank = nil
      } else {
        let kept = "n\(Int.random(in: 0..<300, using: &generator))"
        what = "remove all but \(kept)"
        let real = tray.removeAll(exceptID: kept).map(\.id)
        let expected = model.items.filter { $0.id != kept }.map(\.id)
        model.items.removeAll { $0.id != kept }
        if model.items.isEmpty { model.latestRank = nil }
        removals += real.count
        if real != expected {
          Issue.record("seed \(seed), step \(step), \(what): removed \(real), the model \(expected)")
          return
        }
      }
      var problems: [String] = []
      let shownIDs = tray.notifications.map(\.id)
      if shownIDs != model.items.map(\.id) {
        problems.append("order \(shownIDs) != model \(model.items.map(\.id))")
      }
      if tray.count != model.items.count { problems.append("count \(tray.count) != \(model.items.count)") }
      if tray.latest?.id != model.items.last?.id {
        problems.append("latest \(tray.latest?.id ?? "nil") != model \(model.items.last?.id ?? "nil")")
      }
      if step % 16 == 0, tray.tags != model.tags { problems.append("tags \(tray.tags) != model \(model.tags)") }
      let probeTag = "t\(step % 40)"
      if tray.notification(tag: probeTag)?.id != model.items.last(where: { $0.key == "tag:" + probeTag })?.id {
        problems.append("notification(tag: \(probeTag)) disagrees with the model")
      }
      // The tag and id indexes closeNotifications uses agree with a scan, oldest first.
      let otherTag = "t\((step * 7) % 40)"
      let byTags = tray.notifications(taggedWith: [probeTag, otherTag]).map(\.id)
      if byTags != model.items.filter({ $0.tag == probeTag || $0.tag == otherTag }).map(\.id) {
        problems.append("notifications(taggedWith: [\(probeTag), \(otherTag)]) = \(byTags) disagrees with the model")
      }
      let idProbes = ["n\(step % 300)", "n\((step * 13) % 300)", "n\(step % 300)"]
      if tray.notifications(withIDs: idProbes).map(\.id) != model.items.filter({ idProbes.contains($0.id) }).map(\.id) {
        problems.append("notifications(withIDs: \(idProbes)) disagrees with the model")
      }
      let probeID = "n\(step % 300)"
      if tray.notification(id: probeID)?.displayedAt.offset != model.items.first(where: { $0.id == probeID })?.postedAt {
        problems.append("notification(id: \(probeID)) disagrees with the model")
      }
      if !problems.isEmpty {
        Issue.record("seed \(seed), step \(step), after \(what): \(problems.joined(separator: "; "))")
        return
      }
    }
    #expect(removals > 1_000, "seed \(seed): only \(removals) removals, the run proves little")
  }
}

/// The reference: a plain array of what identifies each shown notification, scanned on every
/// operation.
struct NaiveTray {
  struct Item {
    var id: String
    var key: String?
    var tag: String?
    var postedAt: Duration
    /// Its ranking time: the items are in ascending order of it.
    var rankedAt: Duration = .zero
  }
  var items: [Item] = []
  /// The latest ranking time given since the items were last empty.
  var latestRank: Duration?

  /// A post removes the notification holding its key and the one holding its id, then goes
  /// where `placement` says: last (ranked at its post time, or at the latest ranking time given
  /// since the items were last empty when that is later), after the items ranked at or before a time, or in the place of the one the result
  /// names, with its ranking time.
  mutating func post(
    _ notification: DisplayedNotification, placement: NotificationTray.Placement = .newest
  ) -> NotificationTray.PostResult {
    var new = Item(
      id: notification.id, key: notification.replacementKey, tag: notification.tag,
      postedAt: notification.displayedAt.offset)
    var result = NotificationTray.PostResult.displayed
    var named: String?
    if let key = new.key, let old = items.first(where: { $0.key == key }) {
      result = .replaced(old.id)
      named = old.id
    } else if items.contains(where: { $0.id == new.id }) {
      result = .replaced(new.id)
      named = new.id
    }
    if placement == .replacedOnesPlace, let named, let place = items.firstIndex(where: { $0.id == named }) {
      new.rankedAt = items[place].rankedAt
      items[place] = new
      var index = 0
      items.removeAll { item in
        defer { index += 1 }
        return index != place && (item.id == new.id || (new.key != nil && item.key == new.key))
      }
      return result
    }
    items.removeAll { $0.id == new.id || (new.key != nil && $0.key == new.key) }
    if case .rankedAt(let time) = placement {
      new.rankedAt = time.offset
      items.insert(new, at: items.firstIndex { $0.rankedAt > time.offset } ?? items.count)
    } else {
      new.rankedAt = max(new.postedAt, latestRank ?? new.postedAt)
      items.append(new)
    }
    latestRank = max(new.rankedAt, latestRank ?? new.rankedAt)
    return result
  }

  mutating func remove(id: String) -> String? {
    guard let index = items.firstIndex(where: { $0.id == id }) else { return nil }
    defer { if items.isEmpty { latestRank = nil } }
    return items.remove(at: index).id
  }

  mutating func removeAll(tag: String) -> [String] {
    let matching = items.filter { $0.tag == tag }.map(\.id)
    items.removeAll { $0.tag == tag }
    if items.isEmpty { latestRank = nil }
    return matching
  }

  var tags: [String] {
    var seen = Set<String>()
    return items.compactMap(\.tag).filter { seen.insert($0).inserted }
  }
}
