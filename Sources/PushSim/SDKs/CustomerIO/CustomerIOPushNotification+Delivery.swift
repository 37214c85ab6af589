extension CustomerIOPushNotification {
  /// `cioDelivery`: `(id: String, token: String)`, from `CIO-Delivery-ID` and
  /// `CIO-Delivery-Token`.
  public struct Delivery: Sendable, Equatable {
    /// `CIO-Delivery-ID`.
    public var id: String
    /// `CIO-Delivery-Token`.
    public var token: String

    /// Creates a delivery.
    public init(id: String, token: String) {
      self.id = id
      self.token = token
    }
  }
}
