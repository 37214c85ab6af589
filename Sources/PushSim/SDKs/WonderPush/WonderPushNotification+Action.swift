extension WonderPushNotification {
  /// One WonderPush action (`ActionModel` on Android, `WPActionFollowUp` on iOS): its type and
  /// its parameters as the SDK on the receiving platform reads them.
  ///
  /// An action whose type is missing or unknown to that SDK is kept, with ``isKnown`` `false`:
  /// the SDK skips it.
  public struct Action: Sendable, Equatable {
    /// `getType()`: the type as the SDK read it; `nil` when missing (or, on iOS, not a string).
    public var type: ActionType?
    /// Whether the SDK on the receiving platform knows ``type`` and runs the action.
    public var isKnown: Bool
    /// The action as sent, `type` included.
    public var raw: JSONObject
    /// `getUrl()` (`link`).
    public var url: String?
    /// `event.type` (`trackEvent`): the event tracked.
    public var eventType: String?
    /// `event.custom` (`trackEvent`): the event's custom data.
    public var eventCustom: JSONObject?
    /// `getInstallation()` (`updateInstallation`, `resyncInstallation`).
    public var installation: JSONObject?
    /// `getCustom()` (`updateInstallation`, `addProperty`, `removeProperty`).
    public var custom: JSONObject?
    /// `getTags()` (`addTag`, `removeTag`): the string elements of `tags`.
    public var tags: [String]
    /// `getAppliedServerSide()` (`updateInstallation`).
    public var appliedServerSide: Bool?
    /// `getReset()` (`resyncInstallation`).
    public var reset: Bool?
    /// `getForce()` (`resyncInstallation`, `_override*`).
    public var force: Bool?
    /// `getMethod()` (`method`): the registered method's name.
    public var method: String?
    /// `getMethodArg()` (`method`): a string on Android, any value on iOS.
    public var methodArg: JSONValue?
    /// `map.place.point.lat` (`mapOpen`).
    public var latitude: Double?
    /// `map.place.point.lon` (`mapOpen`).
    public var longitude: Double?
    /// The notifications a `closeNotifications` action removes.
    public var closeFilter: CloseNotificationsFilter?

    /// An action of `type` with no parameters read yet.
    ///
    /// - Parameters:
    ///   - type: The type, or `nil` when missing.
    ///   - isKnown: Whether the receiving SDK runs it.
    ///   - raw: The action as sent.
    public init(type: ActionType?, isKnown: Bool, raw: JSONObject = JSONObject()) {
      self.type = type
      self.isKnown = isKnown
      self.raw = raw
      tags = []
    }
  }
}
