/// The marker kinds of an ``HTMLReport`` timeline: which trace events look alike, their shapes
/// and the legend.
enum HTMLMarker {
  /// Every kind with its legend text, in legend order.
  static let kinds: [(kind: String, label: String)] = [
    ("push-received", "push.received"),
    ("push-held", "push.held"),
    ("push-released", "push.released"),
    ("push-dropped", "push.dropped"),
    ("push-rejected", "push.rejected"),
    ("push-other", "push.warning / .silent / .cached / .routed / .declarativeFallback / .handlerFailed"),
    ("extension", "extension.*"),
    ("notification-displayed", "notification.displayed"),
    ("notification-replaced", "notification.replaced"),
    ("notification-removed", "notification.removed"),
    ("notification-other", "notification.* (suppressed, restored, …)"),
    ("delegate", "delegate.* call"),
    ("delegate-missed", "delegate.missed"),
    ("action", "action.executed"),
    ("metric", "metric"),
    ("app-state", "app.state (band changes)"),
    ("app", "app.launched / app.navigated"),
    ("other", "device.*, badge, kii.*, handler.*, liveActivity.*, callkit.*, pushkit.*, wrapper.*"),
  ]

  /// The app states with their legend text.
  static let states = [
    "foreground", "visible", "background", "running", "notRunning", "killed", "closed", "forceQuit",
    "forceStopped",
  ]

  /// The marker kind of an event name.
  static func kind(of name: String) -> String {
    switch name {
    case "push.received": "push-received"
    case "push.held": "push-held"
    case "push.released": "push-released"
    case "push.dropped": "push-dropped"
    case "push.rejected": "push-rejected"
    case "notification.displayed": "notification-displayed"
    case "notification.replaced": "notification-replaced"
    case "notification.removed": "notification-removed"
    case "delegate.missed": "delegate-missed"
    case "action.executed": "action"
    case "metric": "metric"
    case "app.state": "app-state"
    default:
      if name.hasPrefix("push.") {
        "push-other"
      } else if name.hasPrefix("extension.") {
        "extension"
      } else if name.hasPrefix("notification.") {
        "notification-other"
      } else if name.hasPrefix("delegate.") {
        "delegate"
      } else if name.hasPrefix("app.") {
        "app"
      } else {
        "other"
      }
    }
  }

  /// The SVG shape of a kind, centred on (0, 0); colours come from the style sheet.
  static func shape(_ kind: String) -> String {
    switch kind {
    case "push-received": "<path class=\"m\" d=\"M-6,-8 L6,-8 L0,4 Z\"/>"
    case "push-held": "<rect class=\"m hollow\" x=\"-5\" y=\"-8\" width=\"10\" height=\"10\"/>"
    case "push-released": "<rect class=\"m\" x=\"-5\" y=\"-8\" width=\"10\" height=\"10\"/>"
    case "push-dropped": "<path class=\"m cross\" d=\"M-5,-8 L5,2 M5,-8 L-5,2\"/>"
    case "push-rejected": "<path class=\"m\" d=\"M-6,-8 L6,-8 L0,4 Z M-2,-6 L2,-6 L0,-1 Z\"/>"
    case "push-other": "<path class=\"m\" d=\"M-4,-7 L4,-7 L0,1 Z\"/>"
    case "extension": "<path class=\"m\" d=\"M-6,0 L-3,-5 L3,-5 L6,0 L3,5 L-3,5 Z\"/>"
    case "notification-displayed":
      "<rect class=\"m\" x=\"-6\" y=\"1\" width=\"12\" height=\"9\" rx=\"2\"/>"
    case "notification-replaced":
      "<rect class=\"m\" x=\"-6\" y=\"1\" width=\"12\" height=\"9\" rx=\"2\"/><path class=\"mark\" d=\"M-3,5 L3,5 M1,3 L3,5 L1,7\"/>"
    case "notification-removed":
      "<rect class=\"m hollow\" x=\"-6\" y=\"1\" width=\"12\" height=\"9\" rx=\"2\"/><path class=\"mark\" d=\"M-6,10 L6,1\"/>"
    case "notification-other":
      "<rect class=\"m hollow\" x=\"-5\" y=\"2\" width=\"10\" height=\"7\" rx=\"2\"/>"
    case "delegate": "<circle class=\"m\" cx=\"0\" cy=\"0\" r=\"5\"/>"
    case "delegate-missed":
      "<circle class=\"m hollow\" cx=\"0\" cy=\"0\" r=\"5\"/><path class=\"mark\" d=\"M-3,3 L3,-3\"/>"
    case "action": "<path class=\"m\" d=\"M0,-6 L6,0 L0,6 L-6,0 Z\"/>"
    case "metric":
      "<path class=\"m\" d=\"M0,-6 L1.8,-1.8 L6,0 L1.8,1.8 L0,6 L-1.8,1.8 L-6,0 L-1.8,-1.8 Z\"/>"
    case "app-state": "<rect class=\"m\" x=\"-1.5\" y=\"-11\" width=\"3\" height=\"22\"/>"
    case "app": "<circle class=\"m\" cx=\"0\" cy=\"0\" r=\"3.5\"/>"
    default: "<circle class=\"m\" cx=\"0\" cy=\"0\" r=\"2.5\"/>"
    }
  }

  /// The legend: one small drawing per kind and one swatch per app state.
  static var legend: String {
    var out = "<div class=\"legend\">\n<ul class=\"kinds\">\n"
    for (kind, label) in kinds {
      out +=
        "<li><svg width=\"18\" height=\"22\" viewBox=\"-9 -11 18 22\"><g class=\"k-\(kind)\">\(shape(kind))</g></svg> \(HTMLReport.escape(label))</li>\n"
    }
    out += "</ul>\n<ul class=\"states\">\n"
    for state in states {
      out +=
        "<li><svg width=\"22\" height=\"14\"><rect class=\"band st-\(state)\" x=\"0\" y=\"0\" width=\"22\" height=\"14\"/></svg> \(state)</li>\n"
    }
    out += "</ul>\n</div>\n"
    return out
  }
}
