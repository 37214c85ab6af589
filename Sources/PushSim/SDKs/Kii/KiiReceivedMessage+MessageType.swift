extension KiiReceivedMessage {
  /// `ReceivedMessage.MessageType`.
  public enum MessageType: String, Sendable, CaseIterable {
    /// `PUSH_TO_APP`: a change in a bucket the device subscribes to (`PushToAppMessage`).
    case pushToApp = "PUSH_TO_APP"
    /// `PUSH_TO_USER`: a message sent to a topic (`PushToUserMessage`).
    case pushToUser = "PUSH_TO_USER"
    /// `DIRECT_PUSH`: a message the app's administrator sent to a user (`DirectPushMessage`).
    case directPush = "DIRECT_PUSH"
  }
}
