import Foundation
import PushSim
import Testing

/// Xcode `.apns` files (with "Simulator Target Bundle") and FCM HTTP v1 bodies are accepted
/// wherever a payload is: parse, lint, a scenario's payloadFile, and matrix.
struct ApnsFileInteropTests {
  static let apnsFile = """
    {
      "Simulator Target Bundle": "com.example.chat",
      "aps": { "alert": { "title": "New message", "body": "Ana: tonight?" }, "badge": 1, "mutable-content": 1 },
      "conversation": "ana"
    }
    """
  static let fcmV1 = #"{"message":{"token":"t","notification":{"title":"Hi","body":"There"},"data":{"order":"42"}}}"#

  @Test func parseAcceptsAnApnsFile() throws {
    let folder = try temporaryFolder(["Chat.apns": Self.apnsFile])
    let result = runCLI(["parse", "\(folder)/Chat.apns", "--platform", "ios", "--headers", #"{"apns-push-type":"alert"}"#])
    #expect(result.status == .success)
    let root = try JSONDocument(result.out).root
    #expect(root["dialect"]?.stringValue == "apns")
    #expect(root["kind"]?.stringValue == "alert+mutable-content")
    #expect(root["notification"]?["title"]?.stringValue == "New message")
    #expect(root["warnings"]?.elements.map { $0["reason"]?.stringValue } == ["simulatorTargetBundle"])
  }

  @Test func lintAcceptsAnApnsFileWithAWarning() throws {
    let folder = try temporaryFolder(["Chat.apns": Self.apnsFile])
    let result = runCLI(["lint", "\(folder)/Chat.apns", "--platform", "ios", "--headers", #"{"apns-push-type":"alert"}"#])
    #expect(result.status == .success)
    #expect(result.out.contains("\(folder)/Chat.apns: warning"))
    #expect(result.out.contains("Simulator Target Bundle"))
    #expect(result.out.hasSuffix("0 errors, 1 warning\n"))
  }

  @Test func scenarioPayloadFileAcceptsAnApnsFile() throws {
    let scenario = """
      {"scenario": 1, "name": "apns file", "devices": {"phone": {"platform": "ios", "state": "notRunning"}},
       "steps": [
         {"push": {"to": "phone", "payloadFile": "payloads/Chat.apns", "headers": {"apns-push-type": "alert"}}},
         {"expect": {"events": [{"event": "push.warning", "reason": "simulatorTargetBundle"},
                                {"event": "push.received", "rule": "i3"},
                                {"event": "notification.displayed", "title": "New message"}]}}
       ]}
      """
    let folder = try temporaryFolder(["s.json": scenario, "payloads/Chat.apns": Self.apnsFile])
    let result = runCLI(["run", "\(folder)/s.json"])
    #expect(result.out == "PASS apns file\n1 passed, 0 failed\n", "\(result.out)\(result.err)")
    #expect(result.status == .success)
  }

  @Test func matrixAcceptsAnApnsFile() throws {
    let folder = try temporaryFolder(["Chat.apns": Self.apnsFile])
    let result = runCLI(["matrix", "\(folder)/Chat.apns", "--headers", #"{"apns-push-type":"alert"}"#])
    #expect(result.status == .success)
    #expect(result.out.hasPrefix("ios: sdk apns, dialect apns, kind alert+mutable-content\n  warning: simulatorTargetBundle: "))
    #expect(result.out.contains("ios       notRunning  i6    system"))
    let matrix = try PushMatrix(payload: Array(Self.apnsFile.utf8), headers: alertHeaders)
    #expect(matrix.sections.map(\.platform) == [.iOS])
    #expect(matrix.cell(.iOS, .background)?.serviceExtension == .ran)
  }

  /// An FCM HTTP v1 body: parse and lint on Android and the web, and all three platforms in
  /// the matrix.
  @Test func fcmV1BodyIsAcceptedForAndroidAndTheWeb() throws {
    let folder = try temporaryFolder(["v1.json": Self.fcmV1])
    for platform in ["android", "web"] {
      let parsed = runCLI(["parse", "\(folder)/v1.json", "--platform", platform])
      #expect(parsed.status == .success, "\(platform): \(parsed.err)")
      #expect(try JSONDocument(parsed.out).root["dialect"]?.stringValue == "fcm")
      #expect(runCLI(["lint", "\(folder)/v1.json", "--platform", platform]).status == .success)
    }
    let matrix = runCLI(["matrix", "\(folder)/v1.json", "--json"])
    let platforms = try JSONDocument(matrix.out).root["platforms"]?.elements.map { $0["platform"]?.stringValue }
    #expect(platforms == ["ios", "android", "web"])
  }
}
