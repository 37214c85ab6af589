/// The per-push trace events the device records compactly (``CompactTraceEvent``): each one's
/// event name and field names (``TraceFieldNames``), so that a record holds one byte for both.
enum TraceEventLayout: UInt8, CaseIterable, Sendable {
  case received, warning, displayed, displayedWithChannel, replaced, badge, messageReceived
  case didReceiveRemoteNotification, onNotificationReceived

  /// The event name.
  var name: String {
    switch self {
    case .received: "push.received"
    case .warning: "push.warning"
    case .displayed, .displayedWithChannel: "notification.displayed"
    case .replaced: "notification.replaced"
    case .badge: "badge"
    case .messageReceived: "delegate.onMessageReceived"
    case .didReceiveRemoteNotification: "delegate.didReceiveRemoteNotification"
    case .onNotificationReceived: "delegate.onNotificationReceived"
    }
  }

  /// The number of field names (``names``'s count, without reading the array).
  var fieldCount: Int {
    switch self {
    case .received, .displayed, .replaced: 5
    case .warning: 3
    case .displayedWithChannel: 6
    case .badge, .didReceiveRemoteNotification, .onNotificationReceived: 1
    case .messageReceived: 2
    }
  }

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
    }
  }
}
