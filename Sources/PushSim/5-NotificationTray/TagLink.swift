/// A notification's neighbours among the notifications shown with the same tag, by position in
/// ``NotificationTray``'s list (in ranking order): 8 bytes per notification, where a dictionary of
/// id sets per tag cost about 80.
struct TagLink: Sendable {
  private var previousPosition: Int32 = -1
  private var nextPosition: Int32 = -1

  /// No neighbours (the only one with its tag, or no tag).
  init() {}

  /// A link between two neighbours.
  init(previous: Int?, next: Int?) {
    self.previous = previous
    self.next = next
  }

  /// The position of the member before this one, `nil` for the first (the one the index files).
  var previous: Int? {
    get { previousPosition < 0 ? nil : Int(previousPosition) }
    set { previousPosition = newValue.map { Int32($0) } ?? -1 }
  }

  /// The position of the member after this one, `nil` for the last.
  var next: Int? {
    get { nextPosition < 0 ? nil : Int(nextPosition) }
    set { nextPosition = newValue.map { Int32($0) } ?? -1 }
  }
}
