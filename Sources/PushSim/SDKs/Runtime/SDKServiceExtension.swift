/// A notification service extension an embedded SDK provides (`"serviceExtension": "sdk"`) that
/// also does SDK work while it runs, such as reporting a `delivered` metric from the extension.
public protocol SDKServiceExtension: NotificationServiceExtension {
  /// What the SDK does besides changing the content when the extension receives `push`
  /// (carried out by the device at the extension's start, like ``EmbeddedSDK`` effects).
  func effects(onReceiving push: IncomingPush, context: SDKContext) -> [SDKEffect]
}
