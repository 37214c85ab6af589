import Foundation
@testable import PushSim
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `pushsim run --html FILE` and ``HTMLReport``: the page is well-formed XML, has a section per
/// scenario, a lane per device, a marker per event, state bands, no external reference, escapes
/// hostile text and is the same bytes from run to run.
struct HTMLReportTests {
  /// Two devices: an iPhone in the background that gets an alert which is tapped, and an Android
  /// phone swiped away that gets a data push; then a minute later a second alert.
  static let twoDevices = #"""
    {"scenario":1,"name":"Two phones & a tap","devices":{
      "iphone":{"platform":"ios","state":"background"},
      "pixel":{"platform":"android","state":"killed"}},
    "steps":[
      {"push":{"to":"iphone","headers":{"apns-push-type":"alert","apns-id":"A-1"},"payload":{"aps":{"alert":{"title":"Sale","body":"50% off"}}}}},
      {"push":{"to":"pixel","payload":{"message":{"data":{"k":"v"}}}}},
      {"tap":{"device":"iphone","notification":"latest"}},
      {"advance":"1m"},
      {"push":{"to":"iphone","headers":{"apns-push-type":"alert"},"payload":{"aps":{"alert":"Again"}}}},
      {"expect":{"events":[{"event":"notification.displayed"}]}}]}
    """#
  static let failing = scenarioText(
    steps:
      #"{"push":{"to":"phone","payload":{"aps":{"alert":"x"}}}},{"expect":{"events":[{"event":"notification.removed"}]}}"#
  )
  static let hostileText = #"</script><img src=x onerror=alert(1)> ]]> & 'q' "dq""#
  static var hostile: String {
    let name = JSONValue.string("Hostile " + hostileText).serialized()
    let text = JSONValue.string(hostileText).serialized()
    return
      #"{"scenario":1,"name":\#(name),"devices":{"phone":{"platform":"ios","state":"background"}},"steps":[{"push":{"to":"phone","headers":{"apns-push-type":"alert"},"payload":{"aps":{"alert":{"title":\#(text),"body":"see https://evil.test/x.js"}},"x":\#(text)}}}]}"#
  }

  /// An element of the parsed page.
  final class Node {
    let name: String
    let attributes: [String: String]
    var children: [Node] = []
    var text = ""
    init(name: String, attributes: [String: String]) {
      self.name = name
      self.attributes = attributes
    }
    /// The text of this element and every element below it.
    var allText: String { text + children.map(\.allText).joined() }
    /// Every element below this one (depth first, document order) matching `predicate`.
    func all(_ predicate: (Node) -> Bool) -> [Node] {
      children.flatMap { (predicate($0) ? [$0] : []) + $0.all(predicate) }
    }
    /// Whether the element's class list holds `name`.
    func hasClass(_ name: String) -> Bool {
      (attributes["class"] ?? "").split(separator: " ").contains { $0 == name }
    }
  }

  /// Builds a tree of the document; `nil` when it is not well-formed XML.
  final class TreeBuilder: NSObject, XMLParserDelegate {
    let root = Node(name: "#document", attributes: [:])
    lazy var stack = [root]
    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      let node = Node(name: name, attributes: attributes)
      stack.last!.children.append(node)
      stack.append(node)
    }
    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
    ) { stack.removeLast() }
    func parser(_ parser: XMLParser, foundCharacters string: String) { stack.last!.text += string }
    func parser(_ parser: XMLParser, foundCDATA block: Data) {
      stack.last!.text += String(decoding: block, as: UTF8.self)
    }

    static func parse(_ html: String) -> Node? {
      let parser = XMLParser(data: Data(html.utf8))
      let builder = TreeBuilder()
      parser.delegate = builder
      return parser.parse() ? builder.root : nil
    }
  }

  /// Runs scenario files through the CLI with `--html` and `--trace`; returns the page, its tree,
  /// and the trace events per scenario (in run order).
  func render(_ files: [String: String]) throws -> (html: String, tree: Node, traces: [[JSONValue]])
  {
    let folder = try temporaryFolder(files.mapKeys { "Scenarios/" + $0 })
    let result = runCLI([
      "run", folder + "/Scenarios", "--html", folder + "/report.html", "--trace",
      folder + "/trace.jsonl", "--junit", folder + "/j.xml",
    ])
    #expect(result.err.isEmpty, "\(result.err)")
    let html = try String(contentsOfFile: folder + "/report.html", encoding: .utf8)
    let tree = try #require(TreeBuilder.parse(html), "not well-formed XML:\n\(html)")
    var traces: [[JSONValue]] = []
    for line in try String(contentsOfFile: folder + "/trace.jsonl", encoding: .utf8).split(
      separator: "\n")
    {
      let value = try JSONValue.parse(String(line))
      if value["scenario"] != nil || traces.isEmpty { traces.append([]) }
      if value["scenario"] == nil { traces[traces.count - 1].append(value) }
    }
    return (html, tree, traces)
  }

  @Test func onePageSectionPerScenarioWithLanesMarkersAndBands() throws {
    let (_, tree, traces) = try render(["a-two.json": Self.twoDevices, "b-fail.json": Self.failing])
    #expect(tree.children.first?.name == "html")
    let sections = tree.all { $0.name == "section" }
    try #require(sections.count == 2)
    #expect(sections.map { $0.attributes["data-name"] } == ["Two phones & a tap", "t"])
    #expect(sections.map { $0.attributes["data-status"] } == ["pass", "fail"])
    #expect(
      sections[0].all { $0.name == "h2" }.first?.allText.contains("Two phones & a tap") == true)
    #expect(sections[0].all { $0.hasClass("failure") }.isEmpty)
    let failure = try #require(sections[1].all { $0.hasClass("failure") }.first)
    #expect(failure.allText.contains("notification.removed"))

    // One lane per device, in file order.
    #expect(
      sections[0].all { $0.hasClass("lane") }.map { $0.attributes["data-device"] } == [
        "iphone", "pixel",
      ])
    #expect(
      sections[1].all { $0.hasClass("lane") }.map { $0.attributes["data-device"] } == ["phone"])

    // One marker per trace event, in order, with the event's name in its tooltip.
    for (section, trace) in zip(sections, traces) {
      let markers = section.all { $0.hasClass("ev") }
      #expect(markers.map { $0.attributes["data-event"] } == trace.map { $0["event"]?.stringValue })
      for (marker, event) in zip(markers, trace) {
        let name = try #require(event["event"]?.stringValue)
        #expect(marker.hasClass("k-" + HTMLMarker.kind(of: name)))
        #expect(marker.children.first?.name == "title")
        #expect(marker.children.first?.text.contains(name) == true)
        #expect(marker.children.first?.text.contains(event["device"]?.stringValue ?? "?") == true)
      }
      // The event table has a row per event holding its JSON line.
      let rows = section.all { $0.name == "tr" && $0.attributes["id"] != nil }
      #expect(
        rows.map { $0.all { $0.name == "code" }.first?.text } == trace.map { $0.serialized() })
    }
    let names = traces[0].compactMap { $0["event"]?.stringValue }
    for drawn in [
      "push.received", "notification.displayed", "notification.removed", "app.state",
      "delegate.didReceive",
    ] {
      #expect(names.contains(drawn), "the scenario should exercise \(drawn)")
    }

    // Bands: the iPhone starts in the background and is foreground after the tap; the Pixel
    // stays killed (its data push does not start a visible app).
    let lanes = sections[0].all { $0.hasClass("lane") }
    #expect(
      lanes[0].all { $0.hasClass("band") }.map { $0.attributes["data-state"] } == [
        "background", "foreground",
      ])
    #expect(
      lanes[0].all { $0.hasClass("band") }.allSatisfy {
        $0.hasClass("st-" + ($0.attributes["data-state"] ?? ""))
      })
    #expect(lanes[1].all { $0.hasClass("band") }.first?.attributes["data-state"] == "killed")

    // Time labels: the instant a minute later is labelled.
    #expect(sections[0].all { $0.hasClass("time") }.map(\.text) == ["0s", "1m"])

    // The pushes are listed with their payloads, and markers of a push point at its payload.
    let pushes = sections[0].all { $0.hasClass("push") }
    #expect(pushes.count == 3)
    #expect(
      pushes[0].all { $0.hasClass("payload") }.first?.text.contains("\"title\": \"Sale\"") == true)
    #expect(
      pushes[0].all { $0.hasClass("headers") }.first?.text.contains("\"apns-id\": \"A-1\"") == true)
    let received = sections[0].all { $0.attributes["data-event"] == "push.received" }
    #expect(received.map { $0.attributes["data-p"] } == ["0", "1", "2"])
    let displayed = sections[0].all { $0.attributes["data-event"] == "notification.displayed" }
    #expect(displayed.first?.attributes["data-p"] == "0")
    let tapped = sections[0].all { $0.attributes["data-event"] == "delegate.didReceive" }
    #expect(tapped.first?.attributes["data-p"] == "0")  // by the notification id it names
    // The tap's state change belongs to no push; the Pixel's cold start belongs to its push.
    let states = sections[0].all { $0.attributes["data-event"] == "app.state" }
    #expect(
      states.map {
        $0.children.first?.text.contains("iphone") == true ? $0.attributes["data-p"] : "pixel"
      } == ["pixel", nil])
    #expect(states.first?.attributes["data-p"] == "1")
  }

  @Test func theLegendNamesEveryMarkerKindAndTheScriptOnlyWritesText() throws {
    let (html, tree, _) = try render(["a.json": Self.twoDevices])
    let legend = try #require(tree.all { $0.hasClass("legend") }.first)
    for (kind, _) in HTMLMarker.kinds {
      #expect(!legend.all { $0.hasClass("k-" + kind) }.isEmpty, "no legend entry for \(kind)")
    }
    let scripts = tree.all { $0.name == "script" }
    #expect(scripts.count == 1)
    #expect(scripts[0].text.contains("data-ready"))
    #expect(!scripts[0].text.contains("innerHTML"))
    #expect(html.hasPrefix("<!DOCTYPE html>\n"))
  }

  @Test func nothingReferencesTheNetworkOrAnotherFile() throws {
    let (html, tree, _) = try render(["a.json": Self.twoDevices, "b.json": Self.hostile])
    let all = tree.all { _ in true }
    for node in all {
      for attribute in ["src", "href", "xlink:href", "action", "data"] {
        if let value = node.attributes[attribute] {
          #expect(value.hasPrefix("#"), "\(node.name) \(attribute)=\(value)")
        }
      }
    }
    #expect(
      !all.contains {
        $0.name == "link" || $0.name == "img" || $0.name == "iframe" || $0.name == "object"
      })
    #expect(!all.contains { $0.name == "script" && $0.attributes["src"] != nil })
    #expect(!html.contains("@import"))
    #expect(!html.contains("url("))
    // The only http text is the hostile payload's escaped link.
    #expect(
      html.components(separatedBy: "http").count - 1 == html.components(
        separatedBy: "https://evil.test/x.js"
      ).count - 1)
  }

  @Test func hostileNamesAndPayloadsAreEscapedNotInjected() throws {
    let (html, tree, _) = try render(["b.json": Self.hostile])
    #expect(!html.contains("<img"))
    #expect(html.components(separatedBy: "<script").count == 2)  // the page's own script only
    #expect(html.components(separatedBy: "</script>").count == 2)
    #expect(!html.contains(Self.hostileText))
    let all = tree.all { _ in true }
    #expect(!all.contains { $0.name == "img" })
    #expect(all.filter { $0.name == "script" }.count == 1)
    // The text round-trips: the parser gives back exactly what the scenario said.
    let section = try #require(all.first { $0.name == "section" })
    #expect(section.attributes["data-name"] == "Hostile " + Self.hostileText)
    #expect(
      section.all { $0.name == "h2" }.first?.allText.contains("Hostile " + Self.hostileText) == true
    )
    let payload = try #require(section.all { $0.hasClass("payload") }.first)
    #expect(payload.text.contains(JSONValue.string(Self.hostileText).serialized()))
    let displayed = try #require(
      section.all { $0.attributes["data-event"] == "notification.displayed" }.first)
    #expect(displayed.children.first?.text.contains("title: " + Self.hostileText) == true)
  }

  @Test func theSameRunGivesTheSameBytes() throws {
    let folder = try temporaryFolder([
      "Scenarios/a.json": Self.twoDevices, "Scenarios/b.json": Self.failing,
      "Scenarios/c.json": Self.hostile,
    ])
    _ = runCLI(["run", folder + "/Scenarios", "--html", folder + "/1.html"])
    _ = runCLI(["run", folder + "/Scenarios", "--html", folder + "/2.html"])
    let first = try Data(contentsOf: URL(fileURLWithPath: folder + "/1.html"))
    let second = try Data(contentsOf: URL(fileURLWithPath: folder + "/2.html"))
    #expect(!first.isEmpty)
    #expect(first == second)
    let scenario = try ScenarioLoader().load(bytes: Array(Self.twoDevices.utf8), file: "a.json")
    let results = [ScenarioRunner().run(scenario)]
    #expect(
      HTMLReport(results: results).html
        == HTMLReport(results: [ScenarioRunner().run(scenario)]).html)
  }

  @Test func htmlWorksWithJsonAndReportsAFileThatCannotBeWritten() throws {
    let folder = try temporaryFolder(["Scenarios/a.json": Self.twoDevices])
    let json = runCLI(["run", folder + "/Scenarios", "--json", "--html", folder + "/r.html"])
    #expect(json.status == .success)
    #expect(json.out.contains("\"passed\": 1"))
    #expect(FileManager.default.fileExists(atPath: folder + "/r.html"))
    let bad = runCLI(["run", folder + "/Scenarios", "--html", folder + "/missing/dir/r.html"])
    #expect(bad.status == .outputFailed)
    #expect(bad.err == "Error: cannot write the HTML report to \(folder)/missing/dir/r.html: cannot create \(folder)/missing/dir/r.html: No such file or directory\n")
    #expect(bad.out.hasSuffix("1 passed, 0 failed\n"))
    let missing = runCLI(["run", folder + "/Scenarios", "--html"])
    #expect(missing.status != .success)
    #expect(missing.err.contains("missing value for '--html <FILE|->'"))
    #expect(runCLI(["run", "--help"]).out.contains("--html FILE"))
  }

  @Test func anInvalidScenarioFileGetsItsOwnSection() throws {
    let (_, tree, _) = try render([
      "a.json": Self.twoDevices, "broken.json": #"{"scenario":1,"name":"<b>","devices":{}"#,
    ])
    let invalid = tree.all { $0.name == "section" && $0.attributes["data-status"] == "invalid" }
    #expect(invalid.count == 1)
    #expect(
      invalid.first?.all { $0.hasClass("failure") }.first?.text.contains("broken.json") == true)
  }

  @Test func markerKindsGroupTheVocabulary() {
    #expect(HTMLMarker.kind(of: "push.received") == "push-received")
    #expect(HTMLMarker.kind(of: "push.warning") == "push-other")
    #expect(HTMLMarker.kind(of: "extension.timedOut") == "extension")
    #expect(HTMLMarker.kind(of: "notification.suppressed") == "notification-other")
    #expect(HTMLMarker.kind(of: "delegate.onNotificationOpened") == "delegate")
    #expect(HTMLMarker.kind(of: "delegate.missed") == "delegate-missed")
    #expect(HTMLMarker.kind(of: "action.executed") == "action")
    #expect(HTMLMarker.kind(of: "metric") == "metric")
    #expect(HTMLMarker.kind(of: "app.launched") == "app")
    #expect(HTMLMarker.kind(of: "kii.sent") == "other")
    #expect(Set(HTMLMarker.kinds.map(\.kind)).count == HTMLMarker.kinds.count)
    for (kind, _) in HTMLMarker.kinds { #expect(HTMLMarker.shape(kind).hasPrefix("<")) }
  }
}

extension Dictionary where Key == String {
  /// The dictionary with its keys transformed.
  fileprivate func mapKeys(_ transform: (String) -> String) -> [String: Value] {
    Dictionary(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
  }
}
