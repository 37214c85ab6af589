extension JSONObject {
  /// This object with `other`'s members added (or replaced).
  func merging(_ other: JSONObject) -> JSONObject {
    var result = self
    for (key, value) in other { result[key] = value }
    return result
  }
}
