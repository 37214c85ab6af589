import PushSim
import Testing

/// Liquid output tags in Customer.io payloads (``LiquidTemplate``) and the scenario's `liquid`
/// values.
struct CustomerIOLiquidTests {
  static let values: JSONObject = [
    "customer": ["first_name": "Kathy", "nickname": "", "plan": .null, "address": ["city": "Lyon"]],
    "event": ["event_title": "table", "items": ["soup", "bread"], "count": 3, "vip": true],
  ]

  func render(_ text: String) throws -> String { try LiquidTemplate.render(text, values: Self.values) }

  @Test func variablesWithAnySpacingAndDottedPaths() throws {
    #expect(try render("Hi {{customer.first_name}}, your {{ event.event_title }}!") == "Hi Kathy, your table!")
    #expect(try render("{{   customer.address.city   }}") == "Lyon")
    #expect(try render("{{event.items.1}}") == "bread")
  }

  @Test func valuesRenderByType() throws {
    #expect(try render("{{event.count}} {{event.vip}} [{{customer.plan}}]") == "3 true []")
    #expect(try render("{{event.items}}") == #"["soup","bread"]"#)
  }

  @Test func defaultAppliesToMissingNullFalseAndEmpty() throws {
    #expect(try render(#"{{ customer.age | default: "n/a" }}"#) == "n/a")
    #expect(try render("{{customer.plan | default: 'free'}}") == "free")
    #expect(try render("{{customer.nickname | default: 'pal'}}") == "pal")
    #expect(try render("{{customer.first_name | default: 'pal'}}") == "Kathy")
    #expect(try render("{{customer.age | default: 18}}") == "18")
  }

  @Test func caseFilters() throws {
    #expect(try render("{{ customer.first_name | upcase }}") == "KATHY")
    #expect(try render("{{ customer.missing | default: 'there' | capitalize }}") == "There")
    #expect(try render("{{ customer.first_name | downcase }}") == "kathy")
  }

  @Test func textWithoutTagsAndLoneBracesIsUnchanged() throws {
    #expect(try render(#"{"a": 1} and { b }"#) == #"{"a": 1} and { b }"#)
  }

  @Test func undefinedVariableWithoutDefaultIsAFailedDelivery() {
    #expect(throws: LiquidTemplate.Failure.self) { try render("Hi {{customer.frist_name}}") }
    do {
      _ = try LiquidTemplate.render("Hi {{customer.frist_name}}", values: Self.values)
      Issue.record("expected a failure")
    } catch {
      #expect(error.message.contains("customer.frist_name is not defined"))
      #expect(error.message.contains("Failed"))
      #expect(error.offset == 3)
    }
  }

  @Test func syntaxErrors() {
    #expect(throws: LiquidTemplate.Failure.self) { try render("Hi {{customer.first_name") }
    #expect(throws: LiquidTemplate.Failure.self) { try render("{% if customer.vip %}VIP{% endif %}") }
    #expect(throws: LiquidTemplate.Failure.self) { try render("{{ customer.first_name | truncate: 3 }}") }
    #expect(throws: LiquidTemplate.Failure.self) { try render("{{ customer.x | default }}") }
    #expect(throws: LiquidTemplate.Failure.self) { try render("{{ }}") }
  }

  // MARK: Scenarios

  static func scenario(liquid: String, payload: String) -> String {
    """
    {"scenario":1,"name":"liquid","liquid":\(liquid),
     "devices":{"phone":{"platform":"android","sdk":"customerio","state":"foreground"}},
     "steps":[{"push":{"to":"phone","payload":\(payload)}}]}
    """
  }

  @Test func scenarioRendersPayloadStringsAndKeepsJSONValid() throws {
    let text = Self.scenario(
      liquid: #"{"customer":{"first_name":"Kat \"K\" \\ O"}}"#,
      payload: #"{"CIO-Delivery-ID":"d","CIO-Delivery-Token":"k","title":"Hi {{customer.first_name}}"}"#)
    let scenario = try ScenarioLoader().load(bytes: Array(text.utf8), file: "s.json")
    guard case .push(_, let bytes, _) = try #require(scenario.steps.first) else {
      Issue.record("expected a push step")
      return
    }
    let document = try JSONDocument(bytes: bytes)
    #expect(document.root["title"]?.stringValue == #"Hi Kat "K" \ O"#)
  }

  @Test func scenarioWithoutLiquidValuesSendsBracesAsWritten() throws {
    let text = """
      {"scenario":1,"name":"x","devices":{"phone":{"platform":"android","sdk":"customerio","state":"foreground"}},
       "steps":[{"push":{"to":"phone","payload":{"title":"Hi {{customer.first_name}}"}}}]}
      """
    let scenario = try ScenarioLoader().load(bytes: Array(text.utf8), file: "s.json")
    guard case .push(_, let bytes, _) = try #require(scenario.steps.first) else { return }
    #expect(String(decoding: bytes, as: UTF8.self).contains("{{customer.first_name}}"))
  }

  @Test func scenarioErrorsNameTheJSONPathAndPosition() {
    let undefined = Self.scenario(liquid: #"{"customer":{}}"#, payload: #"{"message":{"data":{"body":"Hi {{customer.first_name}}"}}}"#)
    #expect {
      _ = try ScenarioLoader().load(bytes: Array(undefined.utf8), file: "s.json")
    } throws: { error in
      let text = "\(error)"
      return text.contains("payload.message.data.body") && text.contains("customer.first_name is not defined")
        && text.contains("s.json:3:")
    }
    let unclosed = Self.scenario(liquid: #"{"customer":{}}"#, payload: #"{"body":"Hi {{customer.first_name"}"#)
    #expect {
      _ = try ScenarioLoader().load(bytes: Array(unclosed.utf8), file: "s.json")
    } throws: { error in "\(error)".contains("unclosed \"{{\"") && "\(error)".contains("payload.body") }
    let notObject = Self.scenario(liquid: "[1]", payload: "{}")
    #expect(throws: ScenarioError.self) { try ScenarioLoader().load(bytes: Array(notObject.utf8), file: "s.json") }
  }
}
