/// Android's Do Not Disturb on the notifications already posted (docs/ModellingChoices/Android.md,
/// "Do Not Disturb"): what a change of mode or policy does to them, and what the user can reach.
extension SimulatedDevice {
  /// Android: Do Not Disturb's decision for `notification` when it keeps it out of the shade
  /// now (`dnd: hidden`), else `nil`.
  ///
  /// No state is kept per notification: every change of the settings re-evaluates the tray
  /// (``reevaluateDoNotDisturb(before:)``), so where a notification is is always what the
  /// current settings decide.
  func doNotDisturbHiding(_ notification: borrowing DisplayedNotification) -> AndroidDoNotDisturbRules.Decision? {
    guard platform == .android, doNotDisturbSettings.mode != .off,
      let decision = doNotDisturbDecision(for: notification), decision.hidden
    else { return nil }
    return decision
  }

  /// Android: after a change of Do Not Disturb's mode or policy (a `set` step), the notifications
  /// already posted are decided anew with the new settings, as AOSP does: `ZenModeHelper`'s
  /// callbacks (`onZenModeChanged`, `onPolicyChanged`, `onConsolidatedPolicyChanged`) ask for a
  /// sort, and `handleRankingSort` runs the signal extractors (`ZenModeExtractor`:
  /// `setIntercepted`, `setSuppressedVisualEffects`) on every posted notification, then sends
  /// the listeners (SystemUI) a ranking update, which filters out of the shade the ones whose
  /// ranking suppresses the notification list. Records `notification.dndChanged`, in the tray's
  /// order, for each notification that leaves or comes back into the shade: `dnd` the new
  /// outcome (`off` once Do Not Disturb is off) and `dndReason`. No sound, vibration or peek:
  /// `handleRankingSort` alerts nothing, so what a notification did on arrival stays as it was.
  func reevaluateDoNotDisturb(before: AndroidDoNotDisturbRules.Settings) {
    for notification in tray.notifications {
      let was = doNotDisturbDecision(for: notification, settings: before)?.hidden == true
      let decision = doNotDisturbDecision(for: notification)
      guard was != (decision?.hidden == true) else { continue }
      var fields: JSONObject = ["id": .string(notification.id), "dnd": .string(decision?.outcome ?? "off")]
      if let decision { fields["dndReason"] = .string(decision.reason.rawValue) }
      emit("notification.dndChanged", fields: fields)
    }
  }
}
