extension NotificationTray: CustomReflectable {
  /// The notifications shown, oldest first, and the badge: `print`, `dump`, the debugger and a
  /// failed `#expect` show the tray, not its index (hash slots, tag links).
  public var customMirror: Mirror {
    Mirror(self, children: ["count": count, "badge": badge as Any, "notifications": notifications], displayStyle: .struct)
  }
}
