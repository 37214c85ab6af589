import Foundation

/// OneSignal's notification service extension (`OneSignalExtension.didReceiveNotificationExtensionRequest`),
/// for an app whose extension is the SDK's: it adds the `att` attachments and, for action
/// buttons, registers the category `__onesignal__dynamic__<notificationId>` (unless the push
/// has a category); with `badge_inc` it sets the badge to the count it keeps in the app group
/// plus the increment, and without one it keeps a badge the push sets as that count
/// (`OneSignalExtensionBadgeHandler`); then it completes at once. A push that is not
/// OneSignal's is shown as delivered; one the SDK's parse raises for (`sdkException`) crashes
/// the extension, so iOS shows it as delivered too (`extension.crashed`).
final class OneSignalServiceExtension: NotificationServiceExtension {
  /// The badge count in the app group, which the extension shares with the SDK in the app.
  let badgeCache: OneSignalBadgeCache
  /// The badge count the extension keeps in the app group's user defaults
  /// (`ONESIGNAL_BADGE_KEY`): 0 at first; the count plus a push's `badge_inc` (never below 0),
  /// or the badge a push without one sets.
  var appGroupBadgeCount: Int32 { badgeCache.count }

  /// How the extension reads a push: with the app setting `additional_data_is_root_payload` as
  /// the app had it when the device was made.
  let decoder: OSNotificationDecoder

  /// The extension of an app with or without `additional_data_is_root_payload`, sharing
  /// `badgeCache` with the SDK in the app.
  init(additionalDataIsRootPayload: Bool = false, badgeCache: OneSignalBadgeCache = OneSignalBadgeCache()) {
    decoder = OSNotificationDecoder(additionalDataIsRootPayload: additionalDataIsRootPayload)
    self.badgeCache = badgeCache
  }

  func didReceive(_ content: NotificationContent, push: IncomingPush) -> ServiceExtensionResponse {
    let outcome = decoder.decode(push)
    if outcome.reason?.reason == OSNotificationDecoder.sdkExceptionReason {
      // `parseWithApns` raises in the extension (an `icon_type` that is not a string beside a
      // `path`, …): the extension process dies and iOS shows the content as delivered.
      return ServiceExtensionResponse(takes: .zero, outcome: .crashes)
    }
    guard let notification = outcome.notification, let id = notification.notificationId else {
      return .completes(with: content)
    }
    var modified = content
    if notification.badgeIncrement != 0 {
      // The payload's own badge gives way to the count plus the increment, in the SDK's 32-bit
      // `int` arithmetic (a huge increment wraps as it does there, never traps).
      let sum = appGroupBadgeCount &+ Int32(truncatingIfNeeded: notification.badgeIncrement)
      badgeCache.update(max(0, sum))
      modified.badge = Int(appGroupBadgeCount)
    } else if notification.hasBadge {
      // "If the user is setting the badge directly", the count follows it (`badge.intValue`).
      badgeCache.update(Int32(truncatingIfNeeded: notification.badge))
    }
    for (_, url) in notification.attachments ?? JSONObject() {
      if let url = url.stringValue, let kept = OneSignalServiceExtension.attachment(url) { modified.attachments.append(kept) }
    }
    // `createActionForButton`: every button is a `.foreground` action; with exactly two, the
    // SDK registers them in reverse order.
    var buttons = (notification.actionButtons ?? []).compactMap { button -> NotificationButton? in
      guard let text = button.text else { return nil }
      return NotificationButton(id: button.id ?? text, title: text, opensApp: true)
    }
    if buttons.count == 2 { buttons.reverse() }
    // `addActionButtonsToExtentionRequest`: "If the developer already set a category don't
    // replace it" — the push keeps its category, and that category's actions (none if the app
    // registered none), not the payload's buttons.
    if !buttons.isEmpty, modified.categoryIdentifier == nil {
      modified.categoryIdentifier = "__onesignal__dynamic__" + id
      modified.categoryActions = buttons
    }
    return .completes(with: modified)
  }

  /// The file types the SDK attaches (`ONESIGNAL_SUPPORTED_ATTACHMENT_TYPES`).
  static let supportedAttachmentTypes: Set<String> = [
    "aiff", "wav", "mp3", "mp4", "jpg", "jpeg", "png", "gif", "mpeg", "mpg", "avi", "m4a", "m4v",
  ]

  /// What `addAttachments` keeps of an `att` entry (trimmed of spaces), or `nil` when it drops
  /// it. A remote (http or https) file is downloaded and kept when its type is one the SDK
  /// supports, taken from the URL's `filename` query parameter, else (after the MIME type, which
  /// PushSim cannot see: a URL that names no type is kept) the path's extension, else a query
  /// value's. A local name needs an extension (`name.ext`, looked up in the app bundle, which
  /// PushSim takes as present).
  static func attachment(_ raw: String) -> String? {
    let uri = raw.trimmingCharacters(in: .whitespaces)
    guard let components = URLComponents(string: uri), let scheme = components.scheme?.lowercased(),
      scheme == "http" || scheme == "https"
    else {
      return uri.split(separator: ".", omittingEmptySubsequences: false).count >= 2 ? uri : nil
    }
    let queryValues = (components.queryItems ?? []).compactMap(\.value)
    let named = components.queryItems?.first { $0.name == "filename" }?.value.map(fileExtension)
    let candidates = [named ?? nil, fileExtension(components.path)] + queryValues.map(fileExtension)
    let extensions = candidates.compactMap { $0 }
    if extensions.isEmpty { return uri }  // the type comes from the MIME type alone
    return extensions.contains(where: supportedAttachmentTypes.contains) ? uri : nil
  }

  /// The lower-cased extension of a path or file name (`a/b.JPG` → `jpg`), or `nil`.
  private static func fileExtension(_ path: String) -> String? {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
    let ext = path[path.index(after: dot)...]
    return ext.isEmpty ? nil : ext.lowercased()
  }
}
