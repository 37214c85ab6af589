import Testing

@testable import PushSim

/// `Suggestion.closest`: the "did you mean" of every unknown name.
@Suite struct SuggestionTests {
  /// A typo within a third of the name's length is pointed to its candidate; a name far from
  /// every candidate gets no suggestion.
  @Test func typosAreSuggested() {
    #expect(Suggestion.closest(to: "forceQiut", in: ["foreground", "background", "forceQuit"]) == "forceQuit")
    #expect(Suggestion.closest(to: "FOREGROUND", in: ["foreground", "background"]) == "foreground")
    #expect(Suggestion.closest(to: "somethingElse", in: ["foreground", "background"]) == nil)
  }

  /// An SDK's constant name, or a snake-cased or dashed spelling, is pointed to the candidate
  /// it spells: case does not count, and each separator is one edit.
  @Test func otherSpellingsOfACandidateAreSuggested() {
    let behaviors = ["activityPreventRestart", "activityNoFlags", "resetTaskStack"]
    #expect(Suggestion.closest(to: "RESET_TASK_STACK", in: behaviors) == "resetTaskStack")
    #expect(Suggestion.closest(to: "ACTIVITY_NO_FLAGS", in: behaviors) == "activityNoFlags")
    #expect(Suggestion.closest(to: "time_sensitive", in: ["passive", "active", "time-sensitive", "critical"]) == "time-sensitive")
    #expect(Suggestion.closest(to: "Time Sensitive", in: ["passive", "active", "time-sensitive", "critical"]) == "time-sensitive")
    #expect(Suggestion.closest(to: "RESET", in: behaviors) == "resetTaskStack")  // cut short
    #expect(Suggestion.closest(to: "REBOOT", in: behaviors) == nil)
  }

  /// A name cut short is its one longer candidate, even when a shorter candidate is fewer edits
  /// away (`apns-prio` is 3 edits from `apns-id`, 4 from `apns-priority`).
  @Test func aNameCutShortIsItsCandidate() {
    #expect(Suggestion.closest(to: "apns-prio", in: PushHeaders.knownNames) == "apns-priority")
    #expect(Suggestion.closest(to: "APNS-COLL", in: PushHeaders.knownNames) == "apns-collapse-id")
    // Two candidates start with it: the edit distance decides, as before.
    #expect(Suggestion.closest(to: "colla", in: ["collapse_key", "collapse-id", "color"]) == "color")
    // Under three characters, a prefix is no evidence.
    #expect(Suggestion.closest(to: "ap", in: ["apns-id"]) == nil)
  }

  /// Two swapped letters are one edit (optimal string alignment), so a transposition is pointed
  /// to its candidate rather than to a shorter name the same two Levenshtein edits away.
  @Test func aTranspositionIsOneEdit() {
    #expect(Suggestion.editDistance(Array("tga".utf8), Array("tag".utf8)) == 1)
    #expect(Suggestion.editDistance(Array("ca".utf8), Array("abc".utf8)) == 3)  // no edit of a swapped pair
    #expect(Suggestion.editDistance(Array("kitten".utf8), Array("sitting".utf8)) == 3)
    #expect(Suggestion.closest(to: "tga", in: TraceVocabulary.commonFields + TraceVocabulary.fields(of: "notification.displayed")!) == "tag")
    #expect(Suggestion.closest(to: "fcn", in: ["fcm", "apns", "webpush"]) == "fcm")
    #expect(Suggestion.closest(to: "backgorund", in: ["foreground", "background", "notRunning", "forceQuit"]) == "background")
  }
}
