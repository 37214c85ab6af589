/// The WonderPush SDK on a device: what it does with its own pushes before the app sees them.
///
/// Android (the SDK's `FirebaseMessagingService`, for `_wp` data messages): it runs the
/// `receiveActions`, posts the notification built from `alert` (tag: `alert.tag`, else the
/// campaign id) unless the push is silent, and calls the app's `onNotificationReceived`. On a
/// tap it calls `onNotificationOpened(buttonIndex)` and runs the notification's `actions`, or the
/// tapped button's actions instead (VENDORS.md §2). A push that is not WonderPush's is left to
/// the platform.
final class WonderPushRuntime: EmbeddedSDK {
  /// The method names the app registered for `method` actions.
  let methods: [String]

  init(methods: [String]) { self.methods = methods }

  func androidMessage(_ push: IncomingPush, foreground: Bool) -> [SDKEffect]? {
    guard case .success(let wp) = WonderPushDecoder.decode(push) else { return nil }
    var effects = wp.receiveActions.flatMap(effects(for:))
    if !wp.isSilent(inForeground: foreground), let alert = wp.alert?.forCurrentSettings(inForeground: foreground) {
      var content = push.notification
      content.title = alert.title
      content.body = alert.text
      content.tag = wp.tag
      content.group = alert.group
      content.category = alert.category
      content.channelID = alert.channel
      content.launchURL = wp.targetUrl
      content.buttons = alert.buttons.enumerated().map { index, button in
        NotificationButton(id: button.label ?? String(index), title: button.label, url: button.targetUrl)
      }
      effects.append(.display(content, tag: wp.tag, channel: alert.channel))
    }
    effects.append(.received)
    return effects
  }

  func opened(_ notification: DisplayedNotification, buttonIndex: Int?) -> [SDKEffect] {
    guard case .success(let wp) = WonderPushDecoder.decode(notification.push) else { return [.opened(buttonIndex: buttonIndex)] }
    var actions = wp.actions
    if let buttonIndex, let buttons = wp.alert?.buttons, buttons.indices.contains(buttonIndex) {
      // A button's actions replace the notification's own.
      actions = buttons[buttonIndex].actions
      if let url = buttons[buttonIndex].targetUrl {
        actions.append(WonderPushNotification.Action.link(url))
      }
    } else if let url = wp.targetUrl {
      actions.append(WonderPushNotification.Action.link(url))
    }
    return [.opened(buttonIndex: buttonIndex)] + actions.flatMap(effects(for:))
  }

  /// What one action does (every type of VENDORS.md §2; an unknown type is logged and skipped).
  func effects(for action: WonderPushNotification.Action) -> [SDKEffect] {
    guard let type = action.type else {
      return [.action(type: "(none)", parameters: action.raw, result: "skipped: an action needs a type")]
    }
    switch type {
    case .closeNotifications:
      let filter = action.closeFilter ?? WonderPushNotification.CloseNotificationsFilter()
      func field(_ name: String) -> String? { filter.fields[name] ?? nil }
      let tags = filter.tags + (field("tag").map { [$0] } ?? [])
      return [.closeNotifications(NotificationFilter(tags: tags, group: field("group"), category: field("category"), channel: field("channel")))]
    case .addTag: return [.installation(.addTags(action.tags))]
    case .removeTag: return [.installation(.removeTags(action.tags))]
    case .removeAllTags: return [.installation(.removeAllTags)]
    case .trackEvent: return [.installation(.trackEvent(type: action.eventType ?? "", custom: action.eventCustom))]
    case .updateInstallation, .addProperty:
      return [.installation(.setProperties(action.installation ?? action.custom ?? JSONObject()))]
    case .removeProperty:
      return [.installation(.removeProperties((action.installation ?? action.custom ?? JSONObject()).keys))]
    case .subscribeToNotifications: return [.installation(.subscribe)]
    case .unsubscribeFromNotifications: return [.installation(.unsubscribe)]
    case .link:
      return [.action(type: "link", parameters: ["url": action.url.map(JSONValue.string) ?? .null], result: "recorded, not opened")]
    case .method:
      let name = action.method ?? ""
      return [.action(
        type: "method", parameters: ["method": .string(name), "methodArg": action.methodArg ?? .null],
        result: methods.contains(name) ? "called" : "no such method registered")]
    default:
      return [.action(type: type.rawValue, parameters: action.raw, result: action.isKnown ? "recorded" : "unknown type, skipped")]
    }
  }
}

extension WonderPushNotification.Action {
  /// A `link` action to a URL (a `targetUrl` opens like one).
  static func link(_ url: String) -> WonderPushNotification.Action {
    var action = WonderPushNotification.Action(type: .link, isKnown: true, raw: ["type": "link", "url": .string(url)])
    action.url = url
    return action
  }
}
