import PushSim
import Testing

/// A `set` step that names no setting would change nothing: a load error.
struct EmptySetStepTests {
  @Test func aSetStepWithoutASettingIsALoadError() {
    let message = loadError(scenarioText(steps: #"{"set":{"device":"phone"}}"#, device: #"{"platform":"android","state":"background"}"#))
    #expect(
      message?.contains(#"step 1 (set) names no setting, so it would change nothing; add one or more options of the device, such as "doze": true"#) == true,
      "\(message ?? "loaded")")
    let noted = loadError(scenarioText(steps: #"{"set":{"note":"later"}}"#, device: #"{"platform":"android","state":"background"}"#))
    #expect(noted?.contains("names no setting") == true, "\(noted ?? "loaded")")
  }

  @Test func aSetStepWithASettingLoads() {
    #expect(loadError(scenarioText(steps: #"{"set":{"device":"phone","doze":true}}"#, device: #"{"platform":"android","state":"background"}"#)) == nil)
  }
}
