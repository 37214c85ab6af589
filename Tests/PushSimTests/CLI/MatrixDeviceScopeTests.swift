import Testing

@testable import PushSim

/// `pushsim matrix --device`: an option or app key that does nothing on every platform the
/// payload reaches is refused (exit 64), as `parse` and `device create` refuse one of another
/// platform; one that acts on one of them is kept, since one `--device` serves every cell.
struct MatrixDeviceScopeTests {
  /// An Android option on an APNs payload (iOS only) is refused with parse's message.
  @Test func anOptionForNoPlatformThePayloadReachesIsRefused() {
    let result = runCLI(["matrix", "-", "--device", #"{"options":{"doze":true}}"#], stdin: #"{"aps":{"alert":"x"}}"#)
    #expect(result.status == .usage)
    #expect(result.err == "Error: --device: option \"doze\" is for android devices; on ios it would do nothing\n", "\(result.err)")
    #expect(result.out.isEmpty)
  }

  /// An FCM data map reaches Android and the web: an iOS option does nothing on either.
  @Test func theMessageNamesEveryPlatformThePayloadReaches() {
    let result = runCLI(["matrix", "-", "--device", #"{"options":{"iosDebuggerAttached":true}}"#], stdin: #"{"k":"v"}"#)
    #expect(result.status == .usage)
    #expect(
      result.err == "Error: --device: option \"iosDebuggerAttached\" is for ios devices; on android it would do nothing, "
        + "nor on web, the other platform this payload reaches\n", "\(result.err)")
  }

  /// An app key of iOS's apps on an Android-and-web payload is refused too.
  @Test func anAppKeyForNoPlatformThePayloadReachesIsRefused() {
    let result = runCLI(["matrix", "-", "--device", #"{"app":{"willPresent":["banner"]}}"#], stdin: #"{"k":"v"}"#)
    #expect(result.status == .usage)
    #expect(result.err.hasPrefix(#"Error: --device: app key "willPresent" applies to ios apps only"#), "\(result.err)")
  }

  /// An FCM HTTP v1 body reaches iOS, Android and the web: an Android option and an iOS app key
  /// act on some of its cells, and are kept.
  @Test func aKeyForOneOfThePlatformsIsKept() {
    let body = #"{"message":{"notification":{"title":"x"}}}"#
    let result = runCLI(["matrix", "-", "--device", #"{"options":{"doze":true},"app":{"willPresent":["banner"]}}"#], stdin: body)
    #expect(result.status == .success, "\(result.err)")
    #expect(result.out.contains("Every cell's device has the options and app given with --device."))
  }
}
