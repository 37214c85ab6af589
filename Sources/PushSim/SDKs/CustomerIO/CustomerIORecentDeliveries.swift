/// The Customer.io Android SDK's memory of the delivery ids it processed
/// (`PushMessageProcessor.recentMessagesQueue`): the newest first, at most
/// ``capacity`` (`RECENT_MESSAGES_MAX_SIZE`, 10); the oldest leaves when a new one comes.
///
/// `getOrUpdateMessageAlreadyProcessed` treats a blank id as already processed, and a known id
/// too; any other id is remembered.
struct CustomerIORecentDeliveries: Sendable, Equatable {
  /// `RECENT_MESSAGES_MAX_SIZE`.
  static let capacity = 10

  /// The ids remembered, newest first.
  private(set) var ids: [String] = []

  /// Why an id is not processed again.
  enum Seen: String, Sendable, Equatable {
    /// A blank or empty id ("Received message with empty deliveryId").
    case blank
    /// An id among the last ``CustomerIORecentDeliveries/capacity`` processed.
    case duplicate
  }

  /// Remembers `id` and returns `nil` when it is new, or says why it was already processed.
  mutating func process(_ id: String) -> Seen? {
    // `isNullOrBlank()`: Kotlin's blank.
    if BlankText.isBlankInKotlin(id) { return .blank }
    if ids.contains(id) { return .duplicate }
    if ids.count >= Self.capacity { ids.removeLast() }
    ids.insert(id, at: 0)
    return nil
  }
}
