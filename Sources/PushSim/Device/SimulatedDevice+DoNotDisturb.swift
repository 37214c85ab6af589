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

  /// Android: Do Not Disturb's decision for the system's bundle summary (`ranker_group`) when
  /// it keeps it out of the shade, else `nil`: when it hides every notification the summary
  /// bundles. AOSP posts the summary on the channel of a bundled notification, without a
  /// category (`GroupHelper.maybeGroup`, `summaryChannelId`), and `ZenModeExtractor` decides it
  /// as it decides any notification, so it is hidden with them; the first bundled one's
  /// decision stands for it.
  func doNotDisturbHidingAutoGroupSummary() -> AndroidDoNotDisturbRules.Decision? {
    guard platform == .android, doNotDisturbSettings.mode != .off else { return nil }
    var first: AndroidDoNotDisturbRules.Decision?
    for notification in tray.notifications where androidAutoGroup.ungrouped.contains(notification.id) {
      guard let hiding = doNotDisturbHiding(notification) else { return nil }
      if first == nil { first = hiding }
    }
    return first
  }

  /// Refuses the user's `action` on the system's bundle summary while Do Not Disturb hides it
  /// (``doNotDisturbHidingAutoGroupSummary()``).
  func refuseHiddenAutoGroupSummary(_ action: String) throws(DeviceError) {
    guard let hiding = doNotDisturbHidingAutoGroupSummary() else { return }
    throw DeviceError(
      "cannot \(action) the system's bundle summary (\(AndroidAutoGroup.groupKey)) on device \(QuotedValue.plain(id)): Do Not "
        + "Disturb hides it with every notification it bundles (dndReason \(hiding.reason.rawValue)): posted, but out of "
        + "the shade and the lock screen until a set step turns doNotDisturb off or changes its policy to show them")
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
  /// A call with people is asked anew whether it is from a repeat caller
  /// (``refreshRepeatCall(of:)``), as `ZenModeExtractor` asks `REPEAT_CALLERS.isRepeat` at
  /// the sort; where it was is what was decided before, with the status then.
  func reevaluateDoNotDisturb(before: AndroidDoNotDisturbRules.Settings) {
    for var notification in tray.notifications {
      let was = doNotDisturbDecision(for: notification, settings: before)?.hidden == true
      refreshRepeatCall(of: &notification)
      let decision = doNotDisturbDecision(for: notification)
      guard was != (decision?.hidden == true) else { continue }
      var fields: JSONObject = ["id": .string(notification.id), "dnd": .string(decision?.outcome ?? "off")]
      if let decision { fields["dndReason"] = .string(decision.reason.rawValue) }
      emit("notification.dndChanged", fields: fields)
    }
  }

  /// Android: asks again whether `notification`, a call with people shown, is from a repeat
  /// caller now (``AndroidRepeatCallers/isRepeat(_:at:)``, which records nothing), and keeps the
  /// answer in the tray (``DisplayedNotification/isRepeatCall``) for what reads its place (a
  /// `tap`, `pushsim device center`). Its own call was recorded when it was posted, so it
  /// counts for ``AndroidRepeatCallers/threshold`` after that, as in AOSP.
  func refreshRepeatCall(of notification: inout DisplayedNotification) {
    guard platform == .android, !notification.people.isEmpty, androidCategory(of: notification) == "call" else { return }
    let isRepeat = androidRepeatCallers.isRepeat(notification.people, at: now)
    guard isRepeat != notification.isRepeatCall else { return }
    notification.isRepeatCall = isRepeat
    tray.modify(id: notification.id) { $0.isRepeatCall = isRepeat }
  }
}
