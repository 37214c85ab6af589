extension KiiReceivedMessage {
  /// `ReceivedMessage.Scope`: the scope of the object or topic the message is about.
  public enum Scope: String, Sendable, CaseIterable {
    /// `APP`: application scope.
    case app = "APP"
    /// `APP_AND_GROUP`: a group's scope (`sg` names the group).
    case appAndGroup = "APP_AND_GROUP"
    /// `APP_AND_USER`: a user's scope (`su` names the user).
    case appAndUser = "APP_AND_USER"

    /// `Enum.Parse(typeof(Scope), text)` as the SDK calls it, when it gives a defined scope
    /// (``value(parsing:)``); `nil` when it throws or gives an undefined value such as `(Scope)3`.
    public init?(parsing text: String) {
      guard let value = Self.value(parsing: text), let scope = Self(value: value) else { return nil }
      self = scope
    }

    /// The scope whose number is `value` (`APP` 0, `APP_AND_GROUP` 1, `APP_AND_USER` 2).
    public init?(value: Int32) {
      guard Self.allCases.indices.contains(Int(value)) else { return nil }
      self = Self.allCases[Int(value)]
    }

    /// The scope's number in the C# enum.
    public var value: Int32 { Int32(Self.allCases.firstIndex(of: self) ?? 0) }

    /// The value `Enum.Parse(typeof(Scope), text)` gives (.NET reference source,
    /// `Enum.TryParseEnum`), `nil` where it throws (the SDK's `catch` makes `ObjectScope` null).
    /// The text is trimmed; empty text throws. Text that starts with a digit, `-` or `+` is read
    /// as an `Int32` (`Convert.ChangeType`): any number, defined or not (`"3"` is `(Scope)3`,
    /// `"-1"` is `(Scope)-1`); one out of range throws, and one that is not a number falls to the
    /// names, where it fails. Otherwise comma-separated names, each trimmed and matched exactly
    /// (case matters), OR-ed together: `"APP,APP_AND_USER"` is 0|2 = 2, `"APP_AND_GROUP,
    /// APP_AND_USER"` 1|2 = 3; a piece that is no name (an empty one too) throws.
    public static func value(parsing text: String) -> Int32? {
      let trimmed = trim(Substring(text))
      guard let first = trimmed.first else { return nil }
      if first.isASCII, first.isNumber || first == "-" || first == "+" {
        // A number, or (a FormatException) the name path, where no piece starting so is a name.
        return Int32(trimmed)
      }
      var result: Int32 = 0
      for piece in trimmed.split(separator: ",", omittingEmptySubsequences: false) {
        guard let scope = Scope(rawValue: String(trim(piece))) else { return nil }
        result |= scope.value
      }
      return result
    }

    /// `String.Trim()`: white space off both ends.
    static func trim(_ text: Substring) -> Substring {
      let start = text.drop(while: \.isWhitespace)
      guard let last = start.lastIndex(where: { !$0.isWhitespace }) else { return start[start.endIndex...] }
      return start[...last]
    }
  }

  /// `ObjectScope` when it is a value the `Scope` enum does not define (`(Scope)3`): its number,
  /// which is what the SDK prints for it (`ToString()`); `nil` for a defined scope or none.
  public var undefinedObjectScope: Int32? { objectScope == nil ? objectScopeValue : nil }

  /// Whether `ObjectScope` is not null: a defined scope or an undefined value.
  public var hasObjectScope: Bool { objectScope != nil || objectScopeValue != nil }

  /// `ObjectScope` as the SDK view and the trace print it: the scope's name, the number of an
  /// undefined value (as a string, `ToString()`), or `null`.
  var objectScopeJSON: JSONValue {
    if let objectScope { return .string(objectScope.rawValue) }
    return undefinedObjectScope.map { .string(String($0)) } ?? .null
  }

  /// The getter that throws `Exception("Unexpected Scope.")` for an undefined `ObjectScope`:
  /// `KiiBucket` when `ContainsKiiBucket()` lets it reach its `switch`, `KiiTopic` likewise;
  /// `nil` when none does.
  public var unexpectedScopeGetter: String? {
    guard undefinedObjectScope != nil else { return nil }
    switch pushMessageType {
    case .pushToApp: return containsKiiBucket ? "KiiBucket" : nil
    case .pushToUser: return containsKiiTopic ? "KiiTopic" : nil
    case .directPush: return nil
    }
  }
}
