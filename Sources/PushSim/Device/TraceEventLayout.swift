/// The per-push trace events the device records compactly (``CompactTraceEvent``): each one's
/// event name and field names (``TraceFieldNames``), so that a record holds one byte for both.
/// A ``CompactTraceEvent`` holds the layouts of up to six fields; the device records
/// ``displayedByFCM`` and ``replacedByFCM`` (ten and nine) straight into the trace's log.
enum TraceEventLayout: UInt8, CaseIterable, Sendable {
  case received, warning, displayed, displayedWithChannel, replaced, badge, messageReceived
  case didReceiveRemoteNotification, onNotificationReceived
  /// `notification.displayed` for a notification the FCM SDK built: with its channel, then its
  /// icon, colour, sound and image, each left out when `.null` (``optionalTrailingFields``).
  case displayedByFCM
  /// `notification.replaced` for a notification the FCM SDK built, with the same four.
  case replacedByFCM
  /// `notification.autogrouped`: a notification joined Android's automatic bundle (R-A-24), one
  /// per Android post once the bundle exists.
  case autogrouped
  /// `notification.removed`: a notification left the center (a tap, a dismissal, the app, an
  /// SDK's action, iOS's `badgeCleared`, which removes a whole center at once).
  case removed

  /// The event name.
  var name: String {
    switch self {
    case .received: "push.received"
    case .warning: "push.warning"
    case .displayed, .displayedWithChannel, .displayedByFCM: "notification.displayed"
    case .replaced, .replacedByFCM: "notification.replaced"
    case .badge: "badge"
    case .autogrouped: "notification.autogrouped"
    case .removed: "notification.removed"
    case .messageReceived: "delegate.onMessageReceived"
    case .didReceiveRemoteNotification: "delegate.didReceiveRemoteNotification"
    case .onNotificationReceived: "delegate.onNotificationReceived"
    }
  }

  /// The number of field names (``names``'s count, without reading the array).
  var fieldCount: Int {
    switch self {
    case .received, .displayed, .replaced: 5
    case .warning, .autogrouped, .messageReceived: 3
    case .displayedWithChannel: 6
    case .badge, .didReceiveRemoteNotification, .onNotificationReceived: 1
    case .removed: 2
    case .displayedByFCM: 10
    case .replacedByFCM: 9
    }
  }

  /// Whether the last field's value is kept as a ``TraceDeferredValue`` (built when the trace
  /// is read): `delegate.onMessageReceived`'s `data`. Such a layout has three fields.
  var hasDeferredLastField: Bool { self == .messageReceived }

  /// How many of the last field names are left out of the event when their value is `.null`
  /// (the FCM appearance's fields: present only when not the app's default).
  var optionalTrailingFields: Int { self == .displayedByFCM || self == .replacedByFCM ? 4 : 0 }

  /// The field names, in order (distinct).
  var names: [String] {
    switch self {
    case .received: TraceFieldNames.received
    case .warning: TraceFieldNames.warning
    case .displayed: TraceFieldNames.displayed
    case .displayedWithChannel: TraceFieldNames.displayedWithChannel
    case .replaced: TraceFieldNames.replaced
    case .badge: TraceFieldNames.badge
    case .messageReceived: TraceFieldNames.messageReceived
    case .didReceiveRemoteNotification, .onNotificationReceived: TraceFieldNames.notification
    case .displayedByFCM: TraceFieldNames.displayedByFCM
    case .replacedByFCM: TraceFieldNames.replacedByFCM
    case .autogrouped: TraceFieldNames.autogrouped
    case .removed: TraceFieldNames.removed
    }
  }
}
