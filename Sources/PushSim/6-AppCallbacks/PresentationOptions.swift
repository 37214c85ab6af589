/// The iOS foreground presentation options a `willPresent` implementation returns
/// (`UNNotificationPresentationOptions`).
public struct PresentationOptions: OptionSet, Sendable, Hashable, CustomStringConvertible {
  /// The option bits.
  public let rawValue: UInt8
  /// Creates options from raw bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Show a banner.
  public static let banner = PresentationOptions(rawValue: 1 << 0)
  /// Add to the notification list (Notification Center).
  public static let list = PresentationOptions(rawValue: 1 << 1)
  /// Play the sound.
  public static let sound = PresentationOptions(rawValue: 1 << 2)
  /// Apply the badge.
  public static let badge = PresentationOptions(rawValue: 1 << 3)
  /// The deprecated `.alert` option: banner and list.
  public static let alert: PresentationOptions = [.banner, .list]

  /// The option names, in a fixed order, as scenario files write them.
  public static let names: [(String, PresentationOptions)] = [
    ("banner", .banner), ("list", .list), ("sound", .sound), ("badge", .badge), ("alert", .alert),
  ]

  /// Whether the notification is displayed (in a banner or in the list).
  public var displays: Bool { !isDisjoint(with: [.banner, .list]) }

  /// The names of the set options: `["banner", "list"]`.
  public var optionNames: [String] {
    PresentationOptions.names.filter { $0.0 != "alert" && contains($0.1) }.map(\.0)
  }

  /// `[banner, list]`.
  public var description: String { "[" + optionNames.joined(separator: ", ") + "]" }
}
