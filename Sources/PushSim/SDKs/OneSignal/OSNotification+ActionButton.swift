extension OSNotification {
  /// An action button, as `OSNotification.actionButtons` lists it.
  ///
  /// Android (`IActionButton`): `id`, `text`, `icon`. iOS (a dictionary): `id`, `text` and
  /// `systemIcon` or `templateIcon`.
  public struct ActionButton: Sendable, Equatable {
    /// The action id reported when the button is tapped.
    public var id: String?
    /// The label.
    public var text: String?
    /// Android: the icon resource name (`p` in the minified form).
    public var icon: String?
    /// iOS: an SF Symbol name (`icon_type` `system` + `path`).
    public var systemIcon: String?
    /// iOS: an image in the app bundle (`icon_type` `custom` + `path`).
    public var templateIcon: String?

    /// Creates a button.
    public init(
      id: String?, text: String?, icon: String? = nil, systemIcon: String? = nil,
      templateIcon: String? = nil
    ) {
      self.id = id
      self.text = text
      self.icon = icon
      self.systemIcon = systemIcon
      self.templateIcon = templateIcon
    }
  }
}
