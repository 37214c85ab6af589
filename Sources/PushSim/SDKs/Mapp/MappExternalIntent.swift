/// The intent of another app the Mapp Android SDK starts for a body tap or a button click: the
/// browser for a landing page (`apx_url`), the store (`apx_aid`), or the dialer (an `apx_dpl`
/// starting with `tel:`).
///
/// Source: mapp-digital/Mapp-Engage-Android-SDK. `PendingIntentProviderImpl.createPendingIntent`
/// gives the content intent the click type of `PushData.getContentUriType()`
/// (`PushUriType.toPushAction`: `apx_url` → `OPEN_LANDING_PAGE`, `apx_aid` → `OPEN_STORE`, an
/// `apx_dpl` starting with `tel:` → `OPEN_DIALER`) and `actionUri` as its data;
/// `createCustomPendingIntent` gives a button's intent, to the same `FullScreenActivity`, the
/// click type of its `fgAction`'s uri type through the same `toPushAction`, and its value as the
/// data. `FullScreenActivity.handleIntent` (f9460d8) sends the click broadcast (`onOpened`, `onButtonClick`) first, then
/// hands the data to `MessageActionHandler` (26a7255): `openLandingPageExternal` starts an
/// `ACTION_VIEW` of the URL, `openAppStore` an `ACTION_VIEW` of `market://details?id=…` (the
/// Play Store web page when no store app is installed), `openDialer` an `ACTION_DIAL`, each with
/// `NEW_TASK`, `NO_HISTORY` and `EXCLUDE_FROM_RECENTS` and none for the app; then the click
/// activity finishes. No branch calls `openLaunchActivity`: the app's activity gets nothing, a
/// running app stays where it was (covered by the other app when it was in the foreground), and
/// a killed app's process, started for the SDK's click activity, stays in the background.
enum MappExternalIntent: Sendable, Equatable {
  /// `OPEN_LANDING_PAGE`: the URL (`actionUri`, `http://` added when it had no scheme).
  case landingPage(String)
  /// `OPEN_STORE`, with the `apx_aid` value the SDK reads the package from (``MappAppStoreLink``).
  case store(MappAppStoreLink)
  /// `OPEN_DIALER`.
  case dialer

  /// The click type of a body tap on `data` (`buttonIndex` `nil`) or of a click on the button at
  /// `buttonIndex`, or `nil` when the click opens the app, a deep link or nothing. A body tap's
  /// type is the push's (`getContentUriType`); a button's is its `fgAction`'s
  /// (`FgAction.getUriType`, handed to `createCustomPendingIntent`, which maps it with the same
  /// `PushUriType.toPushAction` into the same click activity): `apx_url`, `apx_aid`, or an
  /// `apx_dpl` starting with `tel:` (decoded as ``APXPushNotificationActionButtonAction/Todo/dialNumber``).
  init?(_ data: MappPushData, buttonIndex: Int?) {
    if let buttonIndex {
      guard let action = data.notificationButtons.first(where: { $0.index == buttonIndex })?.actions.first else { return nil }
      switch action.todo {
      case .openWebSite: self = .landingPage(action.value ?? "")
      case .openAppStore: self = .store(MappAppStoreLink(value: action.value ?? ""))
      case .dialNumber: self = .dialer
      default: return nil
      }
      return
    }
    switch data.internalUriType {
    case "apx_url": self = .landingPage(data.actionUri)
    case "apx_aid": self = .store(MappAppStoreLink(value: data.actionUri))
    case "apx_dpl" where data.actionUri.hasPrefix("tel:"): self = .dialer
    default: return nil
    }
  }

  /// Where the intent goes. The landing page's `ACTION_VIEW` names no package, so an app that
  /// handles the URL itself (``AppBehavior/handledLinks``) gets it in its activity; else the
  /// browser. The store and the dialer are other apps. An opaque store link opens nothing:
  /// `openAppStore`'s `getQueryParameter` throws, `handleIntentSafe` catches and logs it, and the
  /// `finish()` after `openAppStore` in the same block never runs, so the SDK's translucent click
  /// activity stays on top of what was there and no other app comes over the app
  /// (``AndroidTapTarget/trampoline``: the app stays where it was).
  func target(app: AppBehavior) -> AndroidTapTarget {
    switch self {
    case .landingPage(let url): .viewing(url, app: app, otherwise: .browser)
    case .store(let link) where link.isOpaque: .trampoline
    case .store: .otherApp(reason: "storeOpened")
    case .dialer: .otherApp(reason: "dialerOpened")
    }
  }
}
