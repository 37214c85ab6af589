/// Android's automatic grouping of an app's notifications (R-A-24): once the app shows
/// ``DeviceOptions/androidAutoGroupAtCount`` notifications it put in no group, the system bundles
/// them under a summary notification of its own (AOSP `GroupHelper`, group `ranker_group`), and
/// every such notification posted while that summary exists joins the bundle. The summary goes
/// when the last of them is gone.
///
/// A notification counts when the app set neither a group nor a sort key on it
/// (`StatusBarNotification.isAppGroup()` is false) and it is not a group summary: every
/// notification the FCM SDK builds, and a vendor SDK's without a group. One the app reposts with
/// a group of its own leaves the bundle.
///
/// A value type that returns what to do: the device records it.
public struct AndroidAutoGroup: Sendable, Equatable {
  /// The group key the system gives the bundle (AOSP `GroupHelper.AUTOGROUP_KEY`), also the
  /// tag of its summary notification; a `tap` or `dismiss` step names the bundle by it.
  public static let groupKey = "ranker_group"

  /// What a change to the tray does to the bundle.
  public enum Action: Sendable, Equatable {
    /// Nothing.
    case none
    /// These notifications join the bundle; `postsSummary` when the summary is posted now (the
    /// threshold was reached), in which case they are all the ungrouped notifications.
    case group(postsSummary: Bool)
    /// The last bundled notification is gone: the summary is removed.
    case removeSummary
  }

  /// Notification ids compared as the tray compares them (scalar for scalar, as Android compares
  /// keys): two ids that differ only in Unicode normalisation are two notifications.
  public struct IDs: Sendable, Equatable, ExpressibleByArrayLiteral {
    /// An id with the tray's equality and hash (kept: the set's growth hashes every key again).
    private struct Key: Hashable, Sendable {
      let id: String
      let hash: Int
      init(id: String) {
        self.id = id
        hash = TrayIndex.hash(id)
      }
      static func == (a: Key, b: Key) -> Bool { a.hash == b.hash && TrayIndex.sameKey(a.id, b.id) }
      func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    private var keys: Set<Key> = []

    /// The ids given.
    public init(arrayLiteral ids: String...) { keys = Set(ids.map(Key.init)) }

    /// Whether `id` is among them.
    public func contains(_ id: String) -> Bool { keys.contains(Key(id: id)) }
    /// How many there are.
    public var count: Int { keys.count }
    /// Whether there are none.
    public var isEmpty: Bool { keys.isEmpty }
    /// The ids in the order of their UTF-8 bytes (deterministic).
    public var sorted: [String] { keys.map(\.id).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) } }

    /// Adds `id`; returns whether it was not there.
    mutating func insert(_ id: String) -> Bool { keys.insert(Key(id: id)).inserted }
    /// Removes `id`; returns whether it was there.
    mutating func remove(_ id: String) -> Bool { keys.remove(Key(id: id)) != nil }
  }

  /// The ids of the shown notifications that count (not grouped by the app).
  public private(set) var ungrouped: IDs = []
  /// Whether the system's summary notification is shown.
  public private(set) var summaryShown = false

  /// Nothing shown, no summary.
  public init() {}

  /// A notification was posted (new, or replacing `replaced`); `appGrouped` when the app set a
  /// group or a sort key on it, or it is a summary. `threshold` is the count at which the
  /// system posts its summary (0: never); while the summary is shown every ungrouped
  /// notification joins it. A notification already in the bundle, posted again under its id,
  /// changes nothing.
  public mutating func posted(id: String, replacing replaced: String?, appGrouped: Bool, threshold: Int) -> Action {
    var action = Action.none
    if let replaced, !TrayIndex.sameKey(replaced, id), ungrouped.remove(replaced), ungrouped.isEmpty, summaryShown {
      // The replaced notification was the last in the bundle; unless the new one joins it, the
      // summary goes.
      action = .removeSummary
    }
    if appGrouped {
      // Grouped by the app: it leaves the bundle if it was in it (GroupHelper.maybeUngroup).
      if ungrouped.remove(id), ungrouped.isEmpty, summaryShown { action = .removeSummary }
      if action == .removeSummary { summaryShown = false }
      return action
    }
    // Tracked whatever the threshold, so that one changed at run time counts what is shown.
    guard ungrouped.insert(id) else { return action == .removeSummary ? .none : action }
    if summaryShown { return .group(postsSummary: false) }
    guard threshold > 0, ungrouped.count >= threshold else { return .none }
    summaryShown = true
    return .group(postsSummary: true)
  }

  /// A notification was removed (dismissed, tapped, cancelled, expired).
  public mutating func removed(id: String) -> Action {
    guard ungrouped.remove(id), ungrouped.isEmpty, summaryShown else { return .none }
    summaryShown = false
    return .removeSummary
  }

  /// The user swiped the summary away: it goes, and with it the bundled notifications (AOSP
  /// cancels a summary's children with it). Returns the ids to remove.
  public mutating func summaryDismissed() -> IDs {
    guard summaryShown else { return [] }
    summaryShown = false
    let children = ungrouped
    ungrouped = []
    return children
  }
}
