import Foundation

/// Recognises a file of the wrong kind on the command line: a scenario file given where a
/// payload is expected (`parse`, `lint`, `matrix`, `device push`), and a push payload given to
/// `run`. A Web Push payload may be any JSON, so without this check `parse --platform web`,
/// `lint --platform web` and `matrix` took a scenario for a push and exited 0.
enum MisplacedFileCheck {
  /// What a payload command does with a payload file that has a scenario's top-level
  /// `"scenario"` and `"steps"`.
  enum ScenarioLookalike: Equatable {
    /// It loads as a scenario (``ScenarioLoader``): a scenario given by mistake, refused.
    case refusal(ScenarioError)
    /// It does not load as one: it may be a push whose data has those keys (any JSON is a push
    /// on the web), so it is read as a payload, with this warning.
    case warning(String)
  }

  /// What to do with a payload file that looks like a scenario (a JSON object with top-level
  /// `"scenario"` and `"steps"`, the keys every scenario has), or `nil` for any other file.
  /// A file that loads as a scenario is refused; one that only has those keys is a legitimate
  /// push (a site may send `{"scenario": "onboarding", "steps": [...]}`), read with a warning.
  ///
  /// - Parameters:
  ///   - bytes: the file's bytes.
  ///   - file: the path given (`-` for standard input), named in the message.
  ///   - what: what the command expected (`payload file`, `message body file`).
  static func scenarioGivenAsPayload(_ bytes: [UInt8], file: String, what: String) -> ScenarioLookalike? {
    guard let document = try? JSONDocument(bytes: bytes, options: JSONParseOptions(allowsByteOrderMark: true)),
      document.root.type == .object, document.root.hasKey("scenario"), document.root.hasKey("steps")
    else { return nil }
    let name = file == "-" ? "<stdin>" : file
    do {
      _ = try ScenarioLoader().load(bytes: bytes, file: name)
    } catch {
      let reason = error.line > 0 ? "line \(error.line), column \(error.column): \(error.message)" : error.message
      return .warning(
        "\(name): read as a \(what), though it has a top-level \"scenario\" and \"steps\" as a PushSim scenario file does; "
          + "it does not load as a scenario (\(reason)), so if it is meant to be one, fix that and replay it with pushsim run FILE")
    }
    let replay = file == "-" ? "save it to a file and replay it with pushsim run FILE" : "replay it with pushsim run \(shellWord(file))"
    return .refusal(
      ScenarioError(
        file: name, line: 0, column: 0,
        message: "this is a PushSim scenario file (it loads as one), not a \(what): \(replay)"))
  }

  /// A hint for a push payload given to `run`, or `nil`: its top-level key that no scenario has
  /// and every APNs payload (`aps`) or FCM HTTP v1 request body (`message`) has, or an FCM data
  /// map's `google.` or `gcm.` key (`google.message_id`, `gcm.n.e`).
  ///
  /// - Parameter file: the scenario's name in errors; the `parse` command it suggests says
  ///   `FILE` when it is empty (a scenario loaded from bytes without a name).
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
    let path = file.isEmpty ? "FILE" : shellWord(file)
    return "this looks like a push payload (a top-level \"\(key)\"), not a scenario: a scenario's push step sends it (\"payload\" or "
      + "\"payloadFile\"), and pushsim parse \(path) --platform \(platform) shows what a device makes of it"
  }

  /// `path` as one shell word: as it is when it holds only letters, digits and `/._-+,:@%=`,
  /// otherwise in single quotes (a `'` in it as `'\''`), so the suggested command can be pasted.
  static func shellWord(_ path: String) -> String {
    let plain = path.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "/._-+,:@%=".unicodeScalars.contains(scalar))
    }
    return plain && !path.isEmpty ? path : "'" + path.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }
}
