extension OSNotification {
  /// Android's `BackgroundImageLayout`, from the `bg_img` JSON string `{img, tc, bc}`.
  public struct BackgroundImageLayout: Sendable, Equatable {
    /// The image (`img`).
    public var image: String?
    /// The title text colour, ARGB (`tc`).
    public var titleTextColor: String?
    /// The body text colour, ARGB (`bc`).
    public var bodyTextColor: String?

    /// Creates a layout.
    public init(image: String?, titleTextColor: String?, bodyTextColor: String?) {
      self.image = image
      self.titleTextColor = titleTextColor
      self.bodyTextColor = bodyTextColor
    }
  }
}
