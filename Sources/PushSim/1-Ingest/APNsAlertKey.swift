/// The keys of an APNs alert dictionary (`aps.alert`) that the decoder reads.
enum APNsAlertKey: Int, JSONMemberNames {
  case title, subtitle, body, launchImage, titleLocKey, subtitleLocKey, locKey
  case titleLocArgs, subtitleLocArgs, locArgs

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
    }
  }

  static let table = JSONNameTable(APNsAlertKey.self)
}
