/// Where a link goes on iOS when an SDK follows a tapped notification's link: the way
/// Customer.io's `DeepLinkUtilImpl.handleDeepLink` does (`opening(_:app:)`: first the app's
/// `application(_:continue:restorationHandler:)` with an `NSUserActivityTypeBrowsingWeb`
/// activity, http and https links only, a universal link; then `UIApplication.open`), or with
/// `UIApplication.open` alone, the way OneSignal's `displayWebView:` opens a launch URL
/// (`openedByUIApplication(_:app:)`). `UIApplication.open` gives a link of a URL scheme the app
/// registered to the app and an http or https link to Safari.
///
/// The tap already brought the app to the foreground. PushSim records where the link goes and
/// never opens it.
public enum IOSLinkTarget: Sendable, Equatable {
  /// The app's `application(_:continue:restorationHandler:)` took the http or https link as a
  /// universal link and returned `true`: the app stays in the foreground.
  case userActivity
  /// `UIApplication.open` gave the link of a URL scheme the app registered (`CFBundleURLTypes`)
  /// to the app's `application(_:open:options:)`: the app stays in the foreground.
  case appURLScheme
  /// `UIApplication.open` opened the http or https link in Safari, which comes on top of the
  /// app: the app goes to the background.
  case safari
  /// `UIApplication.open` found no app for the link's scheme: nothing opens, the app stays in
  /// the foreground.
  case nothing
}

extension IOSLinkTarget {
  /// Where `link` goes for `app`: an http or https link that starts with one of
  /// ``AppBehavior/handledLinks`` is the app's universal link, any other http or https link
  /// opens Safari; a link of another scheme goes to the app when one of its `handledLinks` has
  /// that scheme (iOS routes a URL by scheme alone), else nowhere (PushSim knows of no other app).
  static func opening(_ link: String, app: AppBehavior) -> IOSLinkTarget {
    if isWebLink(link), app.handledLinks.contains(where: { link.hasPrefix($0) }) { return .userActivity }
    return openedByUIApplication(link, app: app)
  }

  /// Where `UIApplication.open` alone takes `link` for `app`: an http or https link opens
  /// Safari, even one of the app's own universal links (iOS does not hand a link an app opens
  /// itself back to that app: with OneSignal such a launch URL opens in Safari, as
  /// OneSignal/react-native-onesignal#1352 and OneSignal/OneSignal-Cordova-SDK#412 report); a
  /// link of another scheme goes to the app's `application(_:open:options:)` when one of its
  /// ``AppBehavior/handledLinks`` has that scheme, else nowhere (PushSim knows of no other app).
  static func openedByUIApplication(_ link: String, app: AppBehavior) -> IOSLinkTarget {
    if isWebLink(link) { return .safari }
    let scheme = urlScheme(of: link)
    return app.handledLinks.contains(where: { urlScheme(of: $0) == scheme }) ? .appURLScheme : .nothing
  }

  /// Whether `link`'s scheme is http or https (OneSignal's `isWWWScheme:`).
  static func isWebLink(_ link: String) -> Bool {
    let scheme = urlScheme(of: link)
    return scheme == "http" || scheme == "https"
  }

  /// The trace's `opens` value: `app`, `Safari`, or `null` when nothing opens.
  var opens: JSONValue {
    switch self {
    case .userActivity, .appURLScheme: "app"
    case .safari: "Safari"
    case .nothing: .null
    }
  }
}

/// A link's scheme, lowercased: what comes before its first `:` (the whole link when it has none).
func urlScheme(of link: String) -> String {
  link.prefix { $0 != ":" }.lowercased()
}
