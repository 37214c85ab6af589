/// Recognises a file of the wrong kind on the command line: a scenario file given where a
/// payload is expected (`parse`, `lint`, `matrix`, `device push`), and a push payload given to
/// `run`. A Web Push payload may be any JSON, so without this check `parse --platform web`,
/// `lint --platform web` and `matrix` took a scenario for a push and exited 0.
enum MisplacedFileCheck {
  /// The refusal of a scenario file read as a payload (a JSON object with top-level
  /// `"scenario"` and `"steps"`, the keys every scenario has and no push needs), or `nil`.
  ///
  /// - Parameters:
  ///   - bytes: the file's bytes.
  ///   - file: the path given (`-` for standard input), named in the error.
  ///   - what: what the command expected (`payload file`, `message body file`).
  static func scenarioGivenAsPayload(_ bytes: [UInt8], file: String, what: String) -> ScenarioError? {
    guard let document = try? JSONDocument(bytes: bytes, options: JSONParseOptions(allowsByteOrderMark: true)),
      document.root.type == .object, document.root.hasKey("scenario"), document.root.hasKey("steps")
    else { return nil }
    let replay = file == "-" ? "save it to a file and replay it with pushsim run FILE" : "replay it with pushsim run \(file)"
    return ScenarioError(
      file: file == "-" ? "<stdin>" : file, line: 0, column: 0,
      message: "this is a PushSim scenario file (a top-level \"scenario\" and \"steps\"), not a \(what): \(replay)")
  }

  /// A hint for a push payload given to `run`, or `nil`: its top-level key that no scenario has
  /// and every APNs payload (`aps`) or FCM HTTP v1 request body (`message`) has, or an FCM data
  /// map's `google.` or `gcm.` key (`google.message_id`, `gcm.n.e`).
  static func payloadGivenAsScenario(_ root: JSONNode, file: String) -> String? {
    guard root.type == .object, !root.hasKey("scenario") else { return nil }
    let platform: String
    let key: String
    if root["aps"]?.type == .object {
      (platform, key) = ("ios", "aps")
    } else if root["message"]?.type == .object {
      (platform, key) = ("android", "message")
    } else if let dataMapKey = root.members.first(where: { $0.key.hasPrefix("google.") || $0.key.hasPrefix("gcm.") })?.key {
      (platform, key) = ("android", dataMapKey)
    } else {
      return nil
    }
    return "this looks like a push payload (a top-level \"\(key)\"), not a scenario: pushsim parse \(file) --platform \(platform) "
      + "shows what a device makes of it, and a scenario's push step sends it (\"payload\" or \"payloadFile\")"
  }
}
