/// Builds the `sdk` object `pushsim parse --sdk NAME` prints for the SDKs whose decoders return a
/// `Result` (CONTRACT.md): `name`, `accepted`, then either the model's fields or the `reason`
/// the SDK does not treat the push as its own.
enum VendorSDKView {
  /// The view of one decoding.
  ///
  /// - Parameters:
  ///   - sdk: The SDK whose view this is.
  ///   - result: What its decoder made of the push.
  ///   - fields: The model's fields, as a JSON object.
  /// - Returns: `{"name", "accepted", …fields}` or `{"name", "accepted": false, "reason"}`.
  static func make<Model>(
    _ sdk: SDK, _ result: Result<Model, PayloadIssue>, fields: (Model) -> JSONValue
  ) -> JSONValue {
    var object: JSONObject = ["name": .string(sdk.rawValue)]
    switch result {
    case .success(let model):
      object["accepted"] = true
      for (key, value) in fields(model).objectValue ?? JSONObject() { object[key] = value }
    case .failure(let issue):
      object["accepted"] = false
      object["reason"] = .string(issue.description)
    }
    return .object(object)
  }

  /// The view for a platform whose SDK PushSim does not model.
  static func notModelled(_ sdk: SDK, on platform: Platform, vendor: String) -> JSONValue {
    make(
      sdk,
      Result<JSONValue, PayloadIssue>.failure(
        PayloadIssue(
          reason: "platformNotModelled",
          message: "the \(vendor) SDK for \(platform.rawValue) is not modelled; parse the payload for ios or android")),
      fields: { $0 })
  }

  /// `"an integer"`, `"a string"`… for a value, in messages.
  static func describe(_ value: JSONValue) -> String { PayloadIssue.describe(value.type) }

  /// Whether `text` is an `https://` URL with something after the scheme.
  static func isHTTPS(_ text: String) -> Bool {
    let lower = text.lowercased()
    return lower.hasPrefix("https://") && lower.count > "https://".count
  }
}
