import PushSim
import Testing

/// `pushsim parse --sdk kii` and `pushsim lint --sdk kii`, run in-process.
struct KiiCommandTests {
  /// parse prints the received message with the SDK's property names.
  @Test func parsePrintsTheReceivedMessage() throws {
    let payload = #"{"aps":{"alert":{"body":"short msg only!"}},"s":"u1","sa":"app1","st":"APP_AND_USER","su":"u2","to":"MyTopic","w":1373623307000,"n":5}"#
    let result = runCLI(["parse", "-", "--platform", "ios", "--sdk", "kii"], stdin: payload)
    #expect(result.status == .success)
    let sdk = try #require(try JSONDocument(result.out).root["sdk"]?.value())
    #expect(sdk["name"] == "kii")
    #expect(sdk["accepted"] == true)
    #expect(sdk["PushMessageType"] == "PUSH_TO_USER")
    #expect(sdk["Sender"] == "kiicloud://users/u1")
    #expect(sdk["ObjectScope"] == "APP_AND_USER")
    #expect(sdk["KiiTopic"] == "kiicloud://users/u2/topics/MyTopic")
    #expect(sdk["fields"]?["when"] == 1_373_623_307_000)
    #expect(sdk["customFields"] == ["n": 5])
  }

  /// parse prints a PushToApp message's bucket and object on Android.
  @Test func parsePrintsBucketAndObjectOnAndroid() throws {
    let result = runCLI(["parse", "-", "--platform", "android", "--sdk", "kii"], stdin: #"{"objectScopeType":"APP","bucketID":"tasks","objectID":"o1","origin":"EVENT"}"#)
    let sdk = try #require(try JSONDocument(result.out).root["sdk"]?.value())
    #expect(sdk["PushMessageType"] == "PUSH_TO_APP")
    #expect(sdk["KiiBucket"] == "kiicloud://buckets/tasks")
    #expect(sdk["KiiObject"] == "kiicloud://buckets/tasks/objects/o1")
    #expect(sdk["format"] == "gcm")
  }

  /// lint --sdk kii fails on an APNs payload over Kii's 2 KB.
  @Test func lintFailsOverTwoKilobytes() {
    let payload = #"{"aps":{"alert":"x"},"to":"t","pad":""# + String(repeating: "a", count: 2100) + #""}"#
    let result = runCLI(["lint", "-", "--platform", "ios", "--sdk", "kii", "--headers", #"{"apns-push-type":"alert"}"#], stdin: payload)
    #expect(result.status == .failure)
    #expect(result.out.contains("<stdin>: error: kiiPayloadTooLarge: the payload is 2139 bytes; Kii limits an APNs payload to 2048"))
    #expect(result.out.hasSuffix("1 error, 0 warnings\n"))
  }
}
