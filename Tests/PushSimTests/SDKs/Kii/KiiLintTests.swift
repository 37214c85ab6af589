import PushSim
import Testing

/// `pushsim lint --sdk kii` rules, one test each.
struct KiiLintTests {
  /// A data key both Android sections reserve is an error (Kii refuses to send it); one only
  /// GCM reserves is a warning (an `fcm` section sends it: KiiAuditReviewTests).
  @Test func reservedDataKeyIsAnError() throws {
    #expect(try Kii.lint(#"{"topic":"t","restricted_package_name":"p"}"#, .android) == ["error:gcmReservedKey"])
    #expect(try Kii.lint(#"{"topic":"t","data":"x"}"#, .android) == ["warning:gcmOnlyReservedKey"])
  }

  /// An unknown scope and a missing scope id are warnings.
  @Test func scopeProblemsAreWarnings() throws {
    #expect(try Kii.lint(#"{"aps":{"alert":"Hi"},"st":"USER","to":"t"}"#, .iOS) == ["warning:unknownObjectScope"])
    #expect(try Kii.lint(#"{"aps":{"alert":"Hi"},"st":"APP_AND_USER","bi":"b"}"#, .iOS) == ["warning:missingScopeUser"])
  }

  /// A `w` that is not a number is a warning.
  @Test func whenNotANumberIsAWarning() throws {
    #expect(try Kii.lint(#"{"aps":{"alert":"Hi"},"to":"t","w":"yesterday"}"#, .iOS) == ["warning:whenNotANumber"])
  }

  /// Nested custom fields on iOS are warnings (Kii's data is flat).
  @Test func nestedCustomFieldIsAWarning() throws {
    #expect(try Kii.lint(#"{"aps":{"alert":"Hi"},"to":"t","order":{"id":1}}"#, .iOS) == ["warning:nestedCustomField"])
  }

  /// No Kii key at all is a warning (a DirectPush).
  @Test func noKiiKeysIsAWarning() throws {
    #expect(try Kii.lint(#"{"k":"v"}"#, .android) == ["warning:noKiiKeys"])
  }
}
