/// A vendor SDK's part of the device: it sees the platform's callbacks before the app does and
/// answers with ``SDKEffect``s, which the device carries out and records.
///
/// Returning `nil` means "not this SDK's push": the platform's plain behaviour runs.
public protocol EmbeddedSDK: AnyObject {
  /// Android: the SDK's `FirebaseMessagingService` got a message (a data message in any live
  /// state, a notification message in the foreground).
  func androidMessage(_ push: IncomingPush, foreground: Bool) -> [SDKEffect]?
  /// The user tapped a notification this SDK displayed (or one of its buttons).
  func opened(_ notification: DisplayedNotification, buttonIndex: Int?) -> [SDKEffect]
}
