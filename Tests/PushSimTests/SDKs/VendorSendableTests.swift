import PushSim
import Testing

struct VendorSendableTests {
  /// The Mapp, Customer.io and Kii models cross isolation domains unchanged (this only compiles
  /// while they are `Sendable`).
  @Test func valueTypesCrossIsolationDomains() async throws {
    let apx = try Mapp.notification(#"{"aps":{"alert":"Hi"},"p":1,"buttons":[{"bgAction":{"todo":1}}]}"#)
    let data = try Mapp.data(#"{"p":"1"}"#)
    let cio = try CIO.notification(#"{"aps":{"alert":"Hi"},\#(CIO.delivery)}"#)
    let parsed = try CIO.payload(#"{\#(CIO.delivery)}"#)
    let kii = try Kii.message(#"{"topic":"t"}"#, on: .android)
    let result = await Task.detached {
      (apx, apx.pushAction, apx.pushAction?.actionButtons.first?.actions.first, data, cio, cio.cioDelivery, parsed, kii, kii.objectScope, kii.pushMessageType)
    }.value
    #expect(result.0 == apx)
    #expect(result.2?.todo == .set)
    #expect(result.3 == data)
    #expect(result.5.id == "dlv-1")
    #expect(result.6 == parsed)
    #expect(result.9 == .pushToUser)
  }
}
