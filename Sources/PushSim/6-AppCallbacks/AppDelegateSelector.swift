/// A legacy `UIApplicationDelegate` method for a remote notification's action that an iOS app's
/// app delegate implements (app key `appDelegateSelectors`), named by its Objective-C selector.
///
/// Deprecated since iOS 10, these are still called by an SDK that is the notification center's
/// delegate on behalf of an app without a `UNUserNotificationCenterDelegate` of its own:
/// OneSignal's `callLegacyAppDeletegateSelector:` (``OneSignalLegacyAppDelegateCall``) prefers
/// them to `application:didReceiveRemoteNotification:fetchCompletionHandler:` for a text reply
/// or a custom action. That didRRN needs no entry: the SDK's swizzling gives every app delegate
/// one. A struct rather than an enum, so that selectors can be added without breaking clients.
public struct AppDelegateSelector: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The Objective-C selector, such as
  /// `application:handleActionWithIdentifier:forRemoteNotification:completionHandler:`.
  public var rawValue: String

  /// A selector by its Objective-C name; `nil` for one PushSim does not know.
  public init?(rawValue: String) {
    guard Self.all.contains(where: { $0.rawValue == rawValue }) else { return nil }
    self.rawValue = rawValue
  }

  private init(known: String) { rawValue = known }

  /// `application:handleActionWithIdentifier:forRemoteNotification:completionHandler:`: a custom
  /// action (a button, not the default tap) on a remote notification.
  public static let handleActionWithIdentifier = AppDelegateSelector(
    known: "application:handleActionWithIdentifier:forRemoteNotification:completionHandler:")
  /// `application:handleActionWithIdentifier:forRemoteNotification:withResponseInfo:completionHandler:`:
  /// an action with the person's typed text (`UIUserNotificationActionResponseTypedTextKey`).
  public static let handleActionWithIdentifierWithResponseInfo = AppDelegateSelector(
    known: "application:handleActionWithIdentifier:forRemoteNotification:withResponseInfo:completionHandler:")

  /// Every selector the app key accepts, in the order the scenario schema lists them.
  public static let all: [AppDelegateSelector] = [handleActionWithIdentifier, handleActionWithIdentifierWithResponseInfo]

  /// The selector's Objective-C name.
  public var description: String { rawValue }
}
