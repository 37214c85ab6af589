/// Android's memory of recent callers, by which Do Not Disturb's priority mode lets a repeat
/// caller through (AOSP `ZenModeFiltering.RepeatCallers`, `PRIORITY_CATEGORY_REPEAT_CALLERS`;
/// docs/ModellingChoices/Android.md, "Do Not Disturb").
///
/// A call notification (`Notification.CATEGORY_CALL`) with people (`EXTRA_PEOPLE_LIST`, what
/// `NotificationCompat.Builder.addPerson` adds) records each person with the time
/// (`recordCall`); a later call is a repeat call when one of its people was recorded at most
/// ``threshold`` before (`isRepeat`, which first forgets calls older than the threshold). A
/// person is the text the poster gave (a `tel:` URI, a `mailto:` URI, a contact lookup URI, a
/// name): PushSim compares the texts exactly, where AOSP compares `tel:` numbers as phone
/// numbers (`PhoneNumberUtils.areSamePhoneNumber`).
///
/// The system keeps it in memory, so a reboot forgets it. A value: the device holds one.
public struct AndroidRepeatCallers: Sendable, Equatable {
  /// How long a call counts: `config_zen_repeat_callers_threshold`, 15 minutes ("If the same
  /// person calls again within 15 minutes").
  public static let threshold: Duration = .seconds(15 * 60)

  /// One recorded call: who, and when.
  struct Call: Sendable, Equatable {
    var person: String
    var at: SimInstant
  }

  /// The calls recorded within the threshold, one per person (the latest), oldest first.
  private(set) var calls: [Call] = []

  /// No call recorded.
  public init() {}

  /// Whether a call from `people` at `now` is a repeat call: one of them called within
  /// ``threshold`` (inclusive, as AOSP forgets a call only once it is older).
  public func isRepeat(_ people: [String], at now: SimInstant) -> Bool {
    calls.contains { call in
      call.at <= now && call.at.duration(to: now) <= AndroidRepeatCallers.threshold && people.contains(call.person)
    }
  }

  /// Records a call from `people` at `now`, forgetting the calls older than ``threshold``.
  public mutating func record(_ people: [String], at now: SimInstant) {
    calls.removeAll { $0.at > now || $0.at.duration(to: now) > AndroidRepeatCallers.threshold || people.contains($0.person) }
    for person in people where !calls.contains(where: { $0.person == person }) {
      calls.append(Call(person: person, at: now))
    }
  }
}
