extension KiiReceivedMessage {
  /// `GetString(key)` (`JsonObject.OptString`, the `org.json` port the SDK bundles): the value's
  /// text (`123` → `"123"`, `null` → `"null"`), `""` when the key is missing.
  public func getString(_ key: String) -> String {
    payload[key].map(OrgJSON.string(of:)) ?? ""
  }

  /// `GetInt(key)` (`OptInt`): a number truncated to 32 bits, or a string that parses as a
  /// number (every value is a string on Android); 0 otherwise.
  public func getInt(_ key: String) -> Int32 {
    Int32(truncatingIfNeeded: getLong(key))
  }

  /// `GetLong(key)` (`OptLong`): a number, or a string that parses as one, truncated toward
  /// zero; 0 otherwise.
  public func getLong(_ key: String) -> Int64 {
    payload[key].flatMap(OrgJSON.integer(of:)) ?? 0
  }

  /// `GetDouble(key)` (`OptDouble`): a number, or a string that parses as one; `NaN` otherwise
  /// (`org.json`'s default).
  public func getDouble(_ key: String) -> Double {
    switch payload[key] {
    case .integer(let number): Double(number)
    case .double(let number): number
    case .string(let text): OrgJSON.javaDouble(text) ?? .nan
    default: .nan
    }
  }

  /// `GetBoolean(key)` (`OptBoolean`): a boolean, or the string `"true"`/`"false"` in any case;
  /// `false` otherwise.
  public func getBoolean(_ key: String) -> Bool {
    switch payload[key] {
    case .bool(let flag): flag
    case .string(let text): text.lowercased() == "true"
    default: false
    }
  }

  /// `Has(key)`: whether the payload has the key.
  public func has(_ key: String) -> Bool { payload[key] != nil }
}
