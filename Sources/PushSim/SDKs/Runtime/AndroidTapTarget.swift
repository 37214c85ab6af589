/// Where a tap on a notification a vendor SDK posted on Android takes the user.
public enum AndroidTapTarget: Sendable, Equatable {
  /// An activity of the app comes to the foreground: the launcher activity (`link` `nil`), or the
  /// one whose intent filter matches `link` (``AppBehavior/handledLinks``).
  case appActivity(link: String?)
  /// No activity of the app: the intent reaches a trampoline that finishes at once, or another
  /// app (the browser); the app stays in the background and only the SDK's open handling runs.
  case outsideApp
}
