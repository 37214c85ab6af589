/// `aps.sound` as iOS reads it: a sound file name (`"default"` for the system sound), or a
/// dictionary `{"name", "critical", "volume"}` for a critical alert (Apple, "Generating a remote
/// notification": `critical` is 1 for a critical alert, `volume` from 0.0 silent to 1.0 full;
/// `UNNotificationSound.criticalSoundNamed(_:withAudioVolume:)` on the app's side).
///
/// A critical alert plays even with the ring/silent switch off and in Focus; that needs the
/// critical-alerts entitlement and the user's authorization (options `criticalAlertsEntitlement`
/// and `criticalAlertAuthorization`, ``IOSInterruptionRules``): `critical: 1` asks for a
/// critical alert as `interruption-level: critical` does.
struct APNsSound: Equatable {
  /// The sound file name, `"default"` for the system sound; `nil` when none is given (no sound).
  var name: String?
  /// `critical: 1`: a critical alert sound.
  var isCritical: Bool
  /// `volume`, from 0 to 1, when given (and valid).
  var volume: Double?

  /// The dictionary's keys.
  static let dictionaryKeys = ["name", "critical", "volume"]

  /// Reads `aps.sound`, appending a warning for each part iOS ignores.
  static func decode(_ node: JSONNode, warnings: inout [PayloadIssue]) -> APNsSound {
    switch node.type {
    case .string:
      return APNsSound(name: node.stringValue, isCritical: false, volume: nil)
    case .object:
      return decodeDictionary(node, warnings: &warnings)
    default:
      warnings.append(.init(
        reason: "invalidType",
        message: "aps.sound is \(PayloadIssue.describe(node.type)); expected a sound file name (\"default\") or, "
          + "for a critical alert, a dictionary with name, critical and volume. No sound plays."))
      return APNsSound(name: nil, isCritical: false, volume: nil)
    }
  }

  /// The critical-alert dictionary. Out of line: most sounds are names.
  @inline(never)
  private static func decodeDictionary(_ node: JSONNode, warnings: inout [PayloadIssue]) -> APNsSound {
    var sound = APNsSound(name: nil, isCritical: false, volume: nil)
    for (key, value) in node.members {
      switch key {
      case "name":
        if let name = value.stringValue {
          sound.name = name
        } else {
          warnings.append(.init(
            reason: "invalidType",
            message: "aps.sound.name is \(PayloadIssue.describe(value.type)) (\(value.rawPreview())); expected a string "
              + "(a sound file name, or \"default\"). No sound plays."))
        }
      case "critical":
        // As for content-available (R-iOS-3): only the integer 1 turns it on.
        if let flag = value.int64Value, flag == 0 || flag == 1 {
          sound.isCritical = flag == 1
        } else {
          warnings.append(.init(
            reason: "invalidValue",
            message: "aps.sound.critical is \(value.rawPreview()); APNs documents the integer 1 for a critical alert "
              + "(or 0). PushSim treats it as not critical, as for content-available (R-iOS-3)."))
        }
      case "volume":
        if let volume = value.doubleValue, (0...1).contains(volume) {
          sound.volume = volume
        } else {
          warnings.append(.init(
            reason: "invalidValue",
            message: "aps.sound.volume is \(value.rawPreview()); expected a number from 0 (silent) to 1 (full volume). "
              + "The system volume applies."))
        }
      default:
        let hint = Suggestion.closest(to: key, in: dictionaryKeys).map { " Did you mean \"\($0)\"?" } ?? ""
        warnings.append(.init(
          reason: "unknownSoundKey",
          message: "aps.sound.\(QuotedValue.key(key)) is not a key of the sound dictionary (name, critical, volume); iOS ignores it.\(hint)"))
      }
    }
    if sound.name == nil, node["name"] == nil {
      warnings.append(.init(
        reason: "missingSoundName",
        message: "aps.sound is a dictionary without name; expected \"name\": a sound file name, or \"default\" "
          + "for the system sound. No sound plays."))
    }
    return sound
  }
}
