extension WonderPushNotification {
  /// One of `alert.buttons` (`NotificationButtonModel`).
  public struct Button: Sendable, Equatable {
    /// `label`: the button's text (Android shows an empty button without one; the iOS service
    /// extension skips such a button).
    public var label: String?
    /// `icon`: a drawable resource name (Android).
    public var icon: String?
    /// `targetUrl`: where tapping the button leads.
    public var targetUrl: String?
    /// `actions`: run instead of the notification's own `actions` when this button is tapped.
    public var actions: [Action]
    /// The button as sent.
    public var raw: JSONObject

    /// Creates a button.
    ///
    /// - Parameters:
    ///   - label: The text.
    ///   - icon: The icon resource name.
    ///   - targetUrl: The URL opened.
    ///   - actions: The actions run on a tap.
    ///   - raw: The button as sent.
    public init(
      label: String?, icon: String? = nil, targetUrl: String? = nil, actions: [Action] = [],
      raw: JSONObject = JSONObject()
    ) {
      self.label = label
      self.icon = icon
      self.targetUrl = targetUrl
      self.actions = actions
      self.raw = raw
    }
  }
}
