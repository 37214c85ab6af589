import PushSim
import Testing

/// `ObjectScope` as `(Scope)Enum.Parse(typeof(Scope), objectScope)` gives it (KII-U
/// `ReceivedMessage.cs`, null only where it throws), and the getters that read it
/// (`PushToAppMessage.cs`, `PushToUserMessage.cs`).
struct KiiObjectScopeParseTests {
  /// What `Enum.Parse` gives: names (trimmed, case matters) OR-ed, or a whole 32-bit number,
  /// defined or not; `nil` where it throws.
  @Test(arguments: [
    ("APP", Int32(0)), (" APP_AND_USER ", 2), ("1", 1), ("3", 3), ("-1", -1), ("+2", 2), ("007", 7),
    ("APP,APP_AND_USER", 2), ("APP_AND_GROUP, APP_AND_USER", 3), ("APP , APP", 0),
  ])
  func enumParseGivesAValue(text: String, value: Int32) {
    #expect(KiiReceivedMessage.Scope.value(parsing: text) == value)
  }

  /// Where `Enum.Parse` throws: empty or white space, a name it does not define (case
  /// matters), an empty piece, numbers in a list, a number out of `Int32`'s range or not one.
  @Test(arguments: ["", "  ", "app", "USER", "APP,", "APP,,APP_AND_USER", "1,2", "APP,1", "2147483648", "3D", "1.5"])
  func enumParseThrows(text: String) {
    #expect(KiiReceivedMessage.Scope.value(parsing: text) == nil)
  }

  /// An undefined number: `ObjectScope` is that value (printed as its number), not null, so
  /// `ContainsKiiBucket()` is true; the `KiiBucket` getter throws "Unexpected Scope.", which the
  /// SDK view reports as a warning, and there is no `KiiObject`.
  @Test func undefinedNumberIsAScopeWhoseBucketGetterThrows() throws {
    let m = try Kii.message(#"{"sender":"u1","objectScopeType":"3","bucketID":"b1","objectID":"o1"}"#, on: .android)
    #expect(m.objectScope == nil)
    #expect(m.objectScopeValue == 3)
    #expect(m.undefinedObjectScope == 3)
    #expect(m.containsKiiBucket)
    #expect(m.kiiBucket == nil)
    #expect(m.unexpectedScopeGetter == "KiiBucket")
    #expect(!m.containsKiiObject)
    #expect(m.issues.map(\.reason) == ["undefinedObjectScope"])
    #expect(m.issues.first?.message.contains(#"KiiBucket throws Exception("Unexpected Scope.")"#) == true)
    #expect(m.jsonValue["ObjectScope"] == "3")
    #expect(m.jsonValue["ContainsKiiBucket"] == true)
  }

  /// A list of names is OR-ed: `APP,APP_AND_USER` is `APP_AND_USER` (0|2), with its URIs.
  @Test func listOfNamesIsOred() throws {
    let m = try Kii.message(
      #"{"objectScopeType":"APP,APP_AND_USER","objectScopeUserID":"u2","bucketID":"b1","objectID":"o1"}"#, on: .android)
    #expect(m.objectScope == .appAndUser)
    #expect(m.kiiObject == "kiicloud://users/u2/buckets/b1/objects/o1")
    #expect(m.issues.isEmpty)
  }

  /// A topic message with `-1`: `ContainsKiiTopic()` is true and the `KiiTopic` getter throws.
  @Test func undefinedScopeOnATopicMessage() throws {
    let m = try Kii.message(#"{"sender":"u1","objectScopeType":"-1","topic":"t1"}"#, on: .android)
    #expect(m.pushMessageType == .pushToUser)
    #expect(m.containsKiiTopic)
    #expect(m.kiiTopic == nil)
    #expect(m.unexpectedScopeGetter == "KiiTopic")
    #expect(m.jsonValue["ObjectScope"] == "-1")
  }

  /// Where `Enum.Parse` throws, `unknownObjectScope` still says `ObjectScope` is null.
  @Test func unparsableScopeIsNullWithAWarning() throws {
    let m = try Kii.message(#"{"objectScopeType":"1,2","bucketID":"b1"}"#, on: .android)
    #expect(!m.hasObjectScope)
    #expect(!m.containsKiiBucket)
    #expect(m.issues.map(\.reason) == ["unknownObjectScope"])
    #expect(m.jsonValue["ObjectScope"] == .null)
  }
}
