@testable import PushSim
import Testing

/// `android.priority` written as a name is read from the string's bytes
/// (`FCMv1TypedValue.priorityName`) when they are ASCII without escapes, and gives what the
/// decoded text gives (`text.lowercased()` compared with `"high"` and `"normal"`); any other
/// string is left to the decoded path, which answers as before.
struct FCMv1PriorityNameTests {
  static let texts = [
    "high", "HIGH", "HiGh", "normal", "NORMAL", "nOrMaL", "hig", "highh", "h1gh", "hi@h", "HIGH ", "nor mal",
    "hıgh", "ＨＩＧＨ", #"\u0068igh"#, #"NORMA\u004C"#, "1", "0", "",
  ]

  /// The name read from the bytes, for the ASCII texts without escapes; `nil` for the others.
  @Test(arguments: texts)
  func theNameReadFromTheBytesIsTheDecodedTextsName(_ written: String) throws {
    let document = try JSONDocument(bytes: Array("\"\(written)\"".utf8))
    let text = try #require(document.root.stringValue)
    let decoded: FCMPriority? =
      switch text.lowercased() {
      case "high": .high
      case "normal": .normal
      default: nil
      }
    let readFromBytes = !written.contains("\\") && written.utf8.allSatisfy { $0 < 0x80 }
    #expect(FCMv1TypedValue.priorityName(document.root) == (readFromBytes ? decoded : nil), "\(written)")
  }

  /// A v1 body's priority, however the name is written, gives the push's priority, and `lint`
  /// finds no error in it; a text that is no name is still refused with the same message.
  @Test(arguments: [
    ("HiGh", FCMPriority.high), ("nOrMaL", .normal), (#"\u0068IGH"#, .high), (#"NORMA\u004C"#, .normal),
  ])
  func aNameInAnyCaseIsThePriority(_ written: String, _ expected: FCMPriority) throws {
    let json = FCMv1QuotedEnumNumberTests.priorityBody("\"\(written)\"")
    #expect(try FCMv1QuotedEnumNumberTests.decode(json).get().remoteMessage?.originalPriority == expected, "\(written)")
    #expect(FCMv1QuotedEnumNumberTests.lintErrors(json).isEmpty, "\(written)")
  }

  @Test(arguments: ["hi@h", "highh", "hıgh"])
  func aTextThatIsNoNameIsRefused(_ written: String) {
    let json = FCMv1QuotedEnumNumberTests.priorityBody("\"\(written)\"")
    guard case .failure(let issue) = FCMv1QuotedEnumNumberTests.decode(json) else {
      Issue.record("\(written) was accepted")
      return
    }
    #expect(issue.message.hasPrefix("message.android.priority \"\(written)\" is not valid"), "\(issue.message)")
    #expect(FCMv1QuotedEnumNumberTests.lintErrors(json).count == 1, "\(written)")
  }
}
