/// The top-level keys the decoders and ``Dialect/vendor(root:data:platform:)`` look for in a
/// payload: `aps`, an FCM HTTP v1 body's `message`, Xcode's `Simulator Target Bundle`, and the
/// vendors' markers (VENDORS.md).
enum PayloadRootKey: Int, JSONMemberNames {
  case aps, message, simulatorTargetBundle
  case wonderPush, custom, osData, cioDeliveryID, cioDeliveryToken, mappP
  case kiiST, kiiS, kiiW, kiiBI, objectScopeType, sender, bucketID, topic, origin

  /// The key.
  var name: StaticString {
    switch self {
    case .aps: "aps"
    case .message: "message"
    case .simulatorTargetBundle: "Simulator Target Bundle"
    case .wonderPush: "_wp"
    case .custom: "custom"
    case .osData: "os_data"
    case .cioDeliveryID: "CIO-Delivery-ID"
    case .cioDeliveryToken: "CIO-Delivery-Token"
    case .mappP: "p"
    case .kiiST: "st"
    case .kiiS: "s"
    case .kiiW: "w"
    case .kiiBI: "bi"
    case .objectScopeType: "objectScopeType"
    case .sender: "sender"
    case .bucketID: "bucketID"
    case .topic: "topic"
    case .origin: "origin"
    }
  }

  static let table = JSONNameTable(PayloadRootKey.self)
}
