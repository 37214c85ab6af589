/// The commands that give `pushsim device` what scenario steps can do (docs/DeviceCLI.md,
/// "Parity with scenarios"): a notification selector with `--latest`, `dismiss --activity`,
/// `tap --activity ID --button allow|dontAllow`, the app step
/// `removeNotification`, Kii Cloud's steps, and options that would do nothing on the device.
extension DeviceCommand {
  /// The `notification` of the step, from `--id`, `--tag` or `--latest`: `{"id": …}`,
  /// `{"tag": …}` or `"latest"`; `nil` when none is given.
  var notificationSelector: JSONValue? {
    if let id = options["id"] { return .object(["id": .string(id)]) }
    if let tag = options["tag"] { return .object(["tag": .string(tag)]) }
    return flags.contains("latest") ? .string("latest") : nil
  }

  /// Checks the options only some commands take together: one selector at most; an app
  /// action's selector with `removeNotification` only, and required there; Kii's `--as`,
  /// `--topic` (and `--message` for `kiiSend`).
  func checkParityOptions(help: String) throws(UsageError) {
    let selectors = ["id", "tag"].filter { options[$0] != nil } + (flags.contains("latest") ? ["latest"] : [])
    if selectors.count > 1 {
      throw UsageError("give one of '--id', '--tag' and '--latest', not " + selectors.map { "'--\($0)'" }.joined(separator: " and "), help: help)
    }
    if ["tap", "dismiss"].contains(subcommand), options["activity"] != nil, let selector = selectors.first {
      throw UsageError(
        "give '--\(selector)' (a notification) or '--activity' (a Live Activity), not both: a \(subcommand) is on one thing", help: help)
    }
    if subcommand == "tap", options["activity"] != nil, options["button"] == nil {
      throw UsageError(
        "tap --activity ID taps the lock screen's Live Activity prompt and needs '--button allow' or '--button dontAllow'", help: help)
    }
    if subcommand == "app", let action = arguments.first {
      if action == ScenarioLoader.removeNotificationAction, selectors.isEmpty {
        throw UsageError(
          "app removeNotification needs the notifications the app's code removes: --id ID, --tag TAG or --latest", help: help)
      }
      if action != ScenarioLoader.removeNotificationAction, let selector = selectors.first {
        throw UsageError(
          "'--\(selector)' goes only with app removeNotification (the notifications the app's code removes), not with \(QuotedValue.argument(action))",
          help: help)
      }
    }
    if KiiStep.kinds.contains(subcommand) {
      let required = subcommand == "kiiSend" ? ["as", "topic", "message"] : ["as", "topic"]
      let what = ["as": "USER", "topic": "TOPIC", "message": "JSON"]
      if let missing = required.first(where: { options[$0] == nil }) {
        throw UsageError("missing '--\(missing) \(what[missing] ?? "VALUE")' for device \(subcommand)", help: help)
      }
    }
  }

  /// A Kii command needs the device's Kii Cloud application (`create --kii`).
  func checkKiiCloud(of journal: DeviceJournal) throws(DeviceCommandError) {
    guard KiiStep.kinds.contains(subcommand), journal.kii == nil else { return }
    throw DeviceCommandError(
      "device \"\(name)\" has no Kii Cloud application, so there is no one to \(subcommand == "kiiSend" ? "send" : "subscribe") as: "
        + "create the device with --kii '{\"users\": {…}, \"topics\": […], \"installations\": {\"\(name)\": {\"user\": …}}}' "
        + "(a scenario's \"kii\" block, docs/Kii.md)",
      status: .usage)
  }

  /// Refuses a command whose options include one that does nothing on the device: the replay
  /// recorded a `device.warning` (reason `optionNotApplicable`) for it. A scenario keeps the
  /// option with that warning; on the command line the user asked for it, so it is an error.
  ///
  /// Only an option the command itself gives is refused (`given`): a `set` of `browser` that
  /// makes an option given earlier do nothing (`chromeSilentPushGrace` under Safari) is taken,
  /// with the warning among the events it prints, since that option cannot be taken back and
  /// refusing would keep the device on its browser for good.
  static func refuseIneffectiveOptions(
    in events: ArraySlice<TraceEvent>, given: (String) -> Bool, what: String
  ) throws(DeviceCommandError) {
    guard
      let warning = events.first(where: {
        $0.name == "device.warning" && $0["reason"]?.stringValue == "optionNotApplicable" && given($0["option"]?.stringValue ?? "")
      })
    else {
      return
    }
    let message = warning["message"]?.stringValue ?? "an option does nothing on this device"
    throw DeviceCommandError("\(what): \(message); leave it out", status: .usage)
  }

  /// The options this command gives by name: `set`'s keys; every option for `create` (its
  /// `--options`, the only ones a new device has).
  func givesOption(_ name: String) -> Bool {
    switch subcommand {
    case "create": true
    case "set": arguments.contains { $0.hasPrefix(name + "=") }
    default: false
    }
  }

  /// `app removeNotification` that removed nothing: refused, as a tap with nothing matching is
  /// (a scenario step ignores an id no longer shown, as the platforms' calls do; typed at the
  /// shell, it is more likely a wrong id).
  func refuseRemovingNothing(added: ArraySlice<TraceEvent>, device: SimulatedDevice?) throws(DeviceCommandError) {
    guard subcommand == "app", arguments.first == ScenarioLoader.removeNotificationAction, let device,
      !added.contains(where: { $0.name == "notification.removed" })
    else { return }
    let matcher: NotificationMatcher = options["id"].map { .id($0) } ?? options["tag"].map { .tag($0) } ?? .latest
    do throws(DeviceError) {
      _ = try device.find(matcher, for: "remove")
    } catch {
      throw DeviceCommandError("the device refused the app command: \(error.message); the command was not recorded", status: .failure)
    }
  }
}
