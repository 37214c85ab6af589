extension WonderPushNotification {
  /// `_wp.alert`: what the Android SDK displays (`AlertModel`), with the Android field names.
  ///
  /// On iOS the displayed text comes from `aps.alert`; the iOS SDK reads only the buttons here
  /// (its notification service extension turns them into a category).
  public struct Alert: Sendable, Equatable {
    /// `getTitle()`: the content title.
    public var title: String?
    /// `getText()`: the content text.
    public var text: String?
    /// `getSubText()`.
    public var subText: String?
    /// `getInfo()`: the content info.
    public var info: String?
    /// `getTicker()`.
    public var ticker: String?
    /// `hasTag()`: whether the alert has a `tag` key (even `null`), which then replaces the
    /// campaign id as the notification tag.
    public var hasTag: Bool
    /// `getTag()`.
    public var tag: String?
    /// `getChannel()`: the Android notification channel id.
    public var channel: String?
    /// `getCategory()`: on Android the `Notification.category` the SDK sets, a constant's name
    /// read as its value (``androidCategory(_:)``: `"message"` is `"msg"`).
    public var category: String?
    /// `getPersons()`: `persons` as sent, each element read with `JSONArray.optString` (its
    /// text; `"null"` for `null`, as Android's `JSON.toString` gives it); `nil` when absent or
    /// not an array. The SDK adds each to the builder (`addPerson`), which skips an empty one.
    public var persons: [String]?
    /// `getGroup()`.
    public var group: String?
    /// `getGroupTargetUrl()`: where opening the group summary leads.
    public var groupTargetUrl: String?
    /// `getSortKey()`.
    public var sortKey: String?
    /// `getPriority()`: `NotificationCompat.PRIORITY_*` (-2 to 2; a name such as `"high"` is
    /// resolved; default 0, and 1 for a foreground override).
    public var priority: Int
    /// `color`, as sent (`#RRGGBB`).
    public var color: String?
    /// `sound`: `true` or `false` for the default sound or none, or a sound URI or raw resource
    /// name; `nil` when absent (the channel decides). On Android a value of another type is
    /// `true` (`optBoolean`'s default).
    public var sound: JSONValue?
    /// `getSmallIcon()`: a drawable resource name.
    public var smallIcon: String?
    /// `getLargeIcon()`: a URL, data URI, drawable, mipmap or asset name.
    public var largeIcon: String?
    /// `alert.type`: the style (`none`, `bigText`, `bigPicture`, `inbox`; `nil`: big text).
    public var style: String?
    /// `bigText` (`bigText` style).
    public var bigText: String?
    /// `bigTitle` (big styles).
    public var bigTitle: String?
    /// `summaryText` (big styles).
    public var summaryText: String?
    /// `bigPicture` (`bigPicture` style): an image URL or resource.
    public var bigPicture: String?
    /// `bigLargeIcon` (`bigPicture` style).
    public var bigLargeIcon: String?
    /// `isHtml()`: whether the texts are HTML.
    public var html: Bool
    /// `getAutoOpen()`: open the notification at once instead of showing it.
    public var autoOpen: Bool?
    /// `getAutoDrop()`: drop the notification instead of showing it.
    public var autoDrop: Bool?
    /// `getTimeoutAfter()`: milliseconds after which Android cancels the notification
    /// (`NotificationCompat.Builder.setTimeoutAfter`); none when `nil` or not positive.
    public var timeoutAfter: Int64?
    /// `getButtons()`: the action buttons.
    public var buttons: [Button]
    /// Every element of `buttons` as sent, in order, labelled or not (`nil` for an element that
    /// is not an object): the array WP-I's `handleNotificationOpened` indexes with the number of
    /// the tapped action's identifier (`WonderPush_<n>`). On iOS ``buttons`` skips unlabelled
    /// elements, so the n-th shown button can resolve to another element here.
    public var payloadButtons: [Button?]
    /// Every key of the alert as sent (`lights`, `vibrate`, `sound`, `persons`, `extras`, …).
    public var raw: JSONObject
    /// Backing store of ``foreground`` (a struct cannot hold itself directly).
    private var foregroundStorage: [Alert]

    /// `getForeground()`: the overrides applied while the app is in the foreground (Android).
    public var foreground: Alert? {
      get { foregroundStorage.first }
      set { foregroundStorage = newValue.map { [$0] } ?? [] }
    }

    /// An empty alert with the Android defaults.
    ///
    /// - Parameter raw: The alert object as sent.
    public init(raw: JSONObject = JSONObject()) {
      hasTag = false
      priority = 0
      html = false
      buttons = []
      payloadButtons = []
      self.raw = raw
      foregroundStorage = []
    }

    /// `forCurrentSettings(applicationIsForeground)`: the alert as displayed. In the foreground,
    /// every field the `foreground` object sets replaces this one (texts only when non-null; the
    /// priority always, 1 unless set); buttons never change. An alert without `foreground` is
    /// read as one with `"foreground": {}` (WP-A `AlertModel.fromJSONToplevel` builds the
    /// foreground model from an empty object), so in the foreground its priority is 1
    /// (`PRIORITY_HIGH`) too.
    ///
    /// - Parameter inForeground: Whether the app is in the foreground.
    /// - Returns: The alert to display, without its `foreground`.
    public func forCurrentSettings(inForeground: Bool) -> Alert {
      var shown = self
      shown.foreground = nil
      guard inForeground else { return shown }
      guard let overrides = foreground else {
        shown.priority = 1
        return shown
      }
      shown.title = overrides.title ?? title
      shown.text = overrides.text ?? text
      shown.subText = overrides.subText ?? subText
      shown.info = overrides.info ?? info
      shown.ticker = overrides.ticker ?? ticker
      shown.category = overrides.category ?? category
      shown.persons = overrides.persons ?? persons
      shown.group = overrides.group ?? group
      shown.sortKey = overrides.sortKey ?? sortKey
      shown.color = overrides.color ?? color
      shown.sound = overrides.sound ?? sound
      shown.smallIcon = overrides.smallIcon ?? smallIcon
      shown.largeIcon = overrides.largeIcon ?? largeIcon
      shown.priority = overrides.priority
      shown.autoOpen = overrides.autoOpen ?? autoOpen
      shown.autoDrop = overrides.autoDrop ?? autoDrop
      shown.timeoutAfter = overrides.timeoutAfter ?? timeoutAfter
      return shown
    }
  }
}
