/// One push a scenario's `push` step handed to one device, kept with the run's result so that
/// reports (``HTMLReport``) can show the payload next to the events it caused.
public struct ScenarioPush: Sendable {
  /// The 1-based index of the `push` step.
  public var step: Int
  /// The device it went to.
  public var device: String
  /// The push's id (`apns-id`, `google.message_id`, …), or `nil` when the push was rejected.
  public var id: String?
  /// The payload bytes exactly as the step gave them.
  public var payload: [UInt8]
  /// The transport headers, as given.
  public var headers: PushHeaders
  /// The trace indexes of the events recorded while the device took the push.
  public var events: Range<Int>

  /// Creates a record.
  public init(
    step: Int, device: String, id: String?, payload: [UInt8], headers: PushHeaders,
    events: Range<Int>
  ) {
    self.step = step
    self.device = device
    self.id = id
    self.payload = payload
    self.headers = headers
    self.events = events
  }
}
