/// The ids shown with one tag in a ``NotificationTray``'s tag index: most tags hold one
/// notification (a tag usually replaces), so one id is kept as it is and a set is made only for
/// a second one (an Android tag without a replacement key, a web tag shared by several).
enum TagMembers: Sendable {
  /// One notification has the tag.
  case one(String)
  /// Several have it.
  case many(Set<String>)

  /// The ids.
  var ids: Set<String> {
    switch self {
    case .one(let id): [id]
    case .many(let ids): ids
    }
  }

  /// The members with `id` added.
  func inserting(_ id: String) -> TagMembers {
    switch self {
    case .one(let existing): return existing == id ? self : .many([existing, id])
    case .many(var ids):
      ids.insert(id)
      return .many(ids)
    }
  }

  /// The members without `id`, `nil` when none is left.
  func removing(_ id: String) -> TagMembers? {
    switch self {
    case .one(let existing): return existing == id ? nil : self
    case .many(var ids):
      ids.remove(id)
      if ids.count == 1, let last = ids.first { return .one(last) }
      return ids.isEmpty ? nil : .many(ids)
    }
  }
}
