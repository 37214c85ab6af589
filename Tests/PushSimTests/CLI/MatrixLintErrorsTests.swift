import Foundation
import Testing

@testable import PushSim

/// `pushsim matrix` above the table: lint's errors for a platform the payload still reaches
/// (not only its warnings), in lint's format; and the rule behind each refusal when no
/// platform accepts the payload.
struct MatrixLintErrorsTests {
  /// An APNs payload over Kii's 2 KB with `--sdk kii`: iOS accepts it, Kii's server refuses it.
  static let kiiTooLarge = #"{"aps":{"alert":""# + String(repeating: "x", count: 2100) + #""}}"#

  /// The lines `lint` prints for the payload, without the file name and the count.
  static func lintLines(_ payload: String, platform: Platform, sdk: String) -> [String] {
    runCLI(["lint", "-", "--platform", platform.rawValue, "--sdk", sdk], stdin: payload).out
      .split(separator: "\n").compactMap { line in
        guard let range = line.range(of: ": ") else { return nil }
        let finding = String(line[range.upperBound...])
        return finding.hasPrefix("error: ") || finding.hasPrefix("warning: ") ? finding : nil
      }
  }

  /// Kii's 2 KB limit is an error above the iOS table, as `lint --sdk kii` prints it; the exit
  /// status stays 0 (the matrix is built), and the JSON lists it under the platform's `errors`.
  @Test func kiiSizeLimitIsShownAsLintPrintsIt() throws {
    let result = runCLI(["matrix", "-", "--sdk", "kii"], stdin: Self.kiiTooLarge)
    #expect(result.status == .success, "\(result.err)")
    let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "ios: sdk kii, dialect apns, kind alert")
    let findings = lines.dropFirst().prefix { $0.hasPrefix("  ") }.map { String($0.dropFirst(2)) }
    #expect(findings.first?.hasPrefix("error: kiiPayloadTooLarge: the payload is 2120 bytes; Kii limits an APNs payload to 2048") == true, "\(result.out)")
    // The same lines as lint, errors first.
    let lint = Self.lintLines(Self.kiiTooLarge, platform: .iOS, sdk: "kii")
    #expect(findings == lint.filter { $0.hasPrefix("error: ") } + lint.filter { $0.hasPrefix("warning: ") })

    let json = runCLI(["matrix", "-", "--sdk", "kii", "--json"], stdin: Self.kiiTooLarge)
    #expect(json.status == .success)
    let platform = try #require(JSONDocument(json.out).root["platforms"]?.elements.first)
    #expect(platform.members.map(\.key) == ["platform", "sdk", "dialect", "kind", "warnings", "errors"])
    #expect(platform["errors"]?.elements.map { $0["reason"]?.stringValue } == ["kiiPayloadTooLarge"])
    #expect(platform["warnings"]?.elements.contains { $0["reason"]?.stringValue == "kiiPayloadTooLarge" } == false)

    let matrix = try PushMatrix(payload: Array(Self.kiiTooLarge.utf8), sdk: .kii)
    #expect(matrix.sections.first?.errors.map(\.reason) == ["kiiPayloadTooLarge"])
  }

  /// Under the limit, or without `--sdk kii`, there is no error line and `errors` is empty.
  @Test func noErrorNoErrorLine() throws {
    let result = runCLI(["matrix", "-"], stdin: Self.kiiTooLarge)
    #expect(result.status == .success)
    #expect(!result.out.contains("  error: "), "\(result.out)")
    let json = runCLI(["matrix", "-", "--json"], stdin: Self.kiiTooLarge)
    let platform = try #require(JSONDocument(json.out).root["platforms"]?.elements.first)
    #expect(platform["errors"]?.elements.isEmpty == true)
  }

  /// When no platform accepts the payload, each refusal names its rule, as lint does.
  @Test func refusalNamesTheRule() throws {
    let big = #"{"aps":{"alert":""# + String(repeating: "x", count: 5000) + #""}}"#
    let result = runCLI(["matrix", "-"], stdin: big)
    #expect(result.status == .invalidInput)
    #expect(
      result.err == "Error: <stdin>: no platform accepts this payload: ios: the payload is 5020 bytes; APNs accepts at most 4096 (R-iOS-6)\n",
      "\(result.err)")
    #expect(runCLI(["lint", "-", "--platform", "ios"], stdin: big).out.contains("(R-iOS-6)"))
    // A refusal without a rule gets no parentheses.
    do {
      _ = try PushMatrix(payload: Array(#"{"aps":"x"}"#.utf8))
      Issue.record("expected a refusal")
    } catch {
      #expect(error.message.hasPrefix("no platform accepts this payload: ios: \"aps\" must be a dictionary"))
      #expect(!error.message.hasSuffix(")"), "\(error.message)")
    }
  }
}
