/// `pushsim run --html FILE`: a picture of a run, as one self-contained HTML file.
///
/// One section per scenario (name, file, PASS/FAIL with the failure report), each with an SVG
/// timeline (`HTMLTimeline`: one lane per device, app-state bands, one marker per trace event),
/// a table of every event and the payloads the `push` steps sent. Hovering a marker shows the
/// event (SVG `<title>`, no script needed); clicking it shows the event's JSON and the push's
/// payload in a panel (a small inline script). Files that are not valid scenarios get a section
/// with their error.
///
/// The markup is well-formed XML as well as HTML (every tag closed, attributes quoted, style and
/// script in CDATA sections), every string from traces and payloads is escaped, and nothing
/// refers to the network. The output depends only on the results: the same run gives the same
/// bytes.
public struct HTMLReport: Sendable {
  /// The scenarios that ran.
  public var results: [ScenarioResult]
  /// The files that are not valid scenarios.
  public var invalid: [ScenarioError]
  /// The document title.
  public var title: String

  /// The longest payload text shown; longer ones are cut with a note.
  static let payloadLimit = 64 << 10

  /// Creates a report.
  public init(
    results: [ScenarioResult], invalid: [ScenarioError] = [], title: String = "PushSim run"
  ) {
    self.results = results
    self.invalid = invalid
    self.title = title
  }

  /// The HTML document.
  public var html: String {
    let passed = results.filter(\.passed).count
    let failed = results.count - passed
    var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
    out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
    out +=
      "<title>\(Self.escape(title))</title>\n<style>/*<![CDATA[*/\n\(Self.styleSheet)/*]]>*/</style>\n</head>\n<body>\n"
    out += "<header>\n<h1>\(Self.escape(title))</h1>\n"
    out +=
      "<p class=\"totals\"><span class=\"pass\">\(passed) passed</span>, <span class=\"fail\">\(failed) failed</span>"
    out += invalid.isEmpty ? "" : ", <span class=\"fail\">\(invalid.count) not valid</span>"
    out +=
      " — \(results.count + invalid.count) file\(results.count + invalid.count == 1 ? "" : "s")</p>\n"
    out +=
      "<p class=\"hint\">Hover a marker for its event, click it for the event's JSON and its push's payload. "
    out +=
      "The time axis is ordered, not to scale: events of the same instant sit side by side, each new instant starts after a gap labelled with its virtual time.</p>\n"
    out += HTMLMarker.legend
    out += index
    out += "</header>\n<main>\n"
    for (number, result) in results.enumerated() {
      out += section(result, prefix: "s\(number + 1)")
    }
    for (number, error) in invalid.enumerated() {
      out +=
        "<section class=\"scenario invalid\" id=\"x\(number + 1)\" data-name=\"\(Self.escape(error.file))\" data-status=\"invalid\">\n"
      out += "<h2><span class=\"badge fail\">INVALID</span> \(Self.escape(error.file))</h2>\n"
      out += "<pre class=\"failure\">\(Self.escape(error.description))</pre>\n</section>\n"
    }
    out += "</main>\n"
    out +=
      "<aside id=\"panel\" hidden=\"hidden\">\n<button type=\"button\" id=\"panel-close\">close</button>\n"
    out +=
      "<h3 id=\"panel-title\">event</h3>\n<pre id=\"panel-event\"></pre>\n<h4 id=\"panel-payload-title\">payload</h4>\n<pre id=\"panel-payload\"></pre>\n</aside>\n"
    out += "<script>//<![CDATA[\n\(Self.script)//]]></script>\n</body>\n</html>\n"
    return out
  }

  /// The list of scenarios with links to their sections.
  var index: String {
    var out = "<details class=\"index\"><summary>Scenarios</summary>\n<ol>\n"
    for (number, result) in results.enumerated() {
      let status =
        result.passed ? "<span class=\"pass\">PASS</span>" : "<span class=\"fail\">FAIL</span>"
      out += "<li>\(status) <a href=\"#s\(number + 1)\">\(Self.escape(result.name))</a></li>\n"
    }
    for (number, error) in invalid.enumerated() {
      out +=
        "<li><span class=\"fail\">INVALID</span> <a href=\"#x\(number + 1)\">\(Self.escape(error.file))</a></li>\n"
    }
    out += "</ol>\n</details>\n"
    return out
  }

  /// One scenario's section.
  func section(_ result: ScenarioResult, prefix: String) -> String {
    let status = result.passed ? "pass" : "fail"
    var out =
      "<section class=\"scenario\" id=\"\(prefix)\" data-name=\"\(Self.escape(result.name))\" data-status=\"\(status)\">\n"
    out +=
      "<h2><span class=\"badge \(status)\">\(status.uppercased())</span> \(Self.escape(result.name))</h2>\n"
    if let file = result.file { out += "<p class=\"file\">\(Self.escape(file))</p>\n" }
    if let failure = result.failure {
      out += "<pre class=\"failure\">\(Self.escape(failure.description))</pre>\n"
    }
    if result.events.isEmpty {
      out += "<p class=\"empty\">No events recorded.</p>\n"
    } else {
      out +=
        "<div class=\"scroll\">\n" + HTMLTimeline(result: result, prefix: prefix).svg + "\n</div>\n"
    }
    out += eventTable(result, prefix: prefix)
    out += pushList(result, prefix: prefix)
    out += "</section>\n"
    return out
  }

  /// The `<details>` table of every event (what the markers show, readable without script).
  func eventTable(_ result: ScenarioResult, prefix: String) -> String {
    var out =
      "<details class=\"events\"><summary>Events (\(result.events.count))</summary>\n<table>\n"
    out +=
      "<thead><tr><th>#</th><th>t</th><th>device</th><th>event</th><th>JSON</th></tr></thead>\n<tbody>\n"
    for (index, event) in result.events.enumerated() {
      out +=
        "<tr id=\"\(prefix)-e\(index)\"><td>\(index)</td><td>\(Self.escape(Self.time(event.time.milliseconds)))</td>"
      out +=
        "<td>\(Self.escape(event.device))</td><td class=\"k-\(HTMLMarker.kind(of: event.name))\">\(Self.escape(event.name))</td>"
      out += "<td><code>\(Self.escape(event.jsonLine))</code></td></tr>\n"
    }
    out += "</tbody>\n</table>\n</details>\n"
    return out
  }

  /// The `<details>` list of the pushes the scenario's steps sent, with headers and payloads.
  func pushList(_ result: ScenarioResult, prefix: String) -> String {
    guard !result.pushes.isEmpty else { return "" }
    var out = "<details class=\"pushes\"><summary>Pushes (\(result.pushes.count))</summary>\n"
    for (index, push) in result.pushes.enumerated() {
      let id = push.id.map { "id " + $0 } ?? "rejected"
      out += "<div class=\"push\" id=\"\(prefix)-p\(index)\">\n"
      out +=
        "<h4>step \(push.step) → \(Self.escape(push.device)), \(Self.escape(id)), \(push.payload.count) bytes</h4>\n"
      if !push.headers.pairs.isEmpty {
        var headers = JSONObject()
        for (name, value) in push.headers.pairs {
          switch value {
          case .string(let text): headers[name] = .string(text)
          case .integer(let number): headers[name] = .integer(number)
          }
        }
        out +=
          "<p class=\"cap\">headers</p><pre class=\"headers\">\(Self.escape(JSONValue.object(headers).serialized(pretty: true)))</pre>\n"
      }
      out +=
        "<p class=\"cap\">payload</p><pre class=\"payload\">\(Self.escape(Self.payloadText(push.payload)))</pre>\n</div>\n"
    }
    out += "</details>\n"
    return out
  }

  /// A payload as text: pretty JSON when that loses nothing (the compact form is the bytes
  /// sent: no duplicate keys, no odd spacing or number spelling), else the bytes as UTF-8 (cut at
  /// ``payloadLimit``, at the start of a character: never inside a UTF-8 sequence, so no U+FFFD
  /// appears where a character was cut; the text is escaped after the cut, so no entity is cut).
  static func payloadText(_ payload: [UInt8]) -> String {
    if payload.count <= payloadLimit, let value = try? JSONValue.parse(payload),
      value.serializedBytes() == payload
    {
      return value.serialized(pretty: true)
    }
    let cut = scalarBoundary(in: payload, atOrBefore: payloadLimit)
    let text = String(decoding: payload.prefix(cut), as: UTF8.self)
    return payload.count > cut
      ? text + "\n… (\(payload.count - cut) more bytes)" : text
  }

  /// The largest offset at most `limit` that does not fall inside a UTF-8 sequence: backs off
  /// over at most 3 continuation bytes (`10xxxxxx`), so bytes that are not UTF-8 still cut at
  /// `limit` or just before it.
  static func scalarBoundary(in bytes: [UInt8], atOrBefore limit: Int) -> Int {
    guard limit < bytes.count else { return bytes.count }
    var cut = max(limit, 0)
    while cut > 0, limit - cut < 3, bytes[cut] & 0xC0 == 0x80 { cut -= 1 }
    return bytes[cut] & 0xC0 == 0x80 ? limit : cut
  }

  /// Virtual milliseconds as text (`0s`, `1.5s` is `1s500ms`, `2d3h`).
  static func time(_ milliseconds: Int64) -> String {
    DurationText.format(.milliseconds(milliseconds))
  }

  /// Text escaped for HTML and XML content and attributes (the JUnit report's escaping).
  static func escape(_ text: String) -> String { JUnitReport.escape(text) }

  /// A name usable in a CSS class: letters and digits kept, anything else `_`.
  static func cssName(_ text: String) -> String {
    String(
      text.unicodeScalars.map { scalar -> Character in
        scalar.properties.isAlphabetic && scalar.isASCII || ("0"..."9").contains(scalar)
          ? Character(scalar) : "_"
      })
  }
}
