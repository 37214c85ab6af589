extension KiiReceivedMessage {
  /// `ReceivedMessage.Scope`: the scope of the object or topic the message is about.
  public enum Scope: String, Sendable, CaseIterable {
    /// `APP`: application scope.
    case app = "APP"
    /// `APP_AND_GROUP`: a group's scope (`sg` names the group).
    case appAndGroup = "APP_AND_GROUP"
    /// `APP_AND_USER`: a user's scope (`su` names the user).
    case appAndUser = "APP_AND_USER"

    /// `Enum.Parse(typeof(Scope), text)` as the SDK calls it: the exact name (case matters),
    /// white space around it allowed, or the enum's number (`0`, `1`, `2`); `nil` otherwise.
    public init?(parsing text: String) {
      let name = String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
      if let scope = Scope(rawValue: name) {
        self = scope
      } else if let number = Int(name), Scope.allCases.indices.contains(number) {
        self = Scope.allCases[number]
      } else {
        return nil
      }
    }
  }
}

