/// The keys of an APNs alert dictionary (`aps.alert`): any other key there is ignored by iOS
/// (`unknownAlertKey`). The decoder reads the first ten; `action-loc-key` (the title of the
/// alert's action button, before iOS 10), `action` (Safari's), `summary-arg` and
/// `summary-arg-count` (a group's summary text, iOS 12 to 14) are APNs keys it does not model.
enum APNsAlertKey: Int, JSONMemberNames {
  case title, subtitle, body, launchImage, titleLocKey, subtitleLocKey, locKey
  case titleLocArgs, subtitleLocArgs, locArgs
  case actionLocKey, action, summaryArg, summaryArgCount

  /// The key.
  var name: StaticString {
    switch self {
    case .title: "title"
    case .subtitle: "subtitle"
    case .body: "body"
    case .launchImage: "launch-image"
    case .titleLocKey: "title-loc-key"
    case .subtitleLocKey: "subtitle-loc-key"
    case .locKey: "loc-key"
    case .titleLocArgs: "title-loc-args"
    case .subtitleLocArgs: "subtitle-loc-args"
    case .locArgs: "loc-args"
    case .actionLocKey: "action-loc-key"
    case .action: "action"
    case .summaryArg: "summary-arg"
    case .summaryArgCount: "summary-arg-count"
    }
  }

  static let table = JSONNameTable(APNsAlertKey.self)
}
