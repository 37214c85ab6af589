/// `pushsim run --junit FILE`: the results as JUnit XML, the format CI systems (Jenkins, GitLab,
/// GitHub Actions reporters) render.
///
/// One `<testsuite>` per folder of scenario files, one `<testcase>` per scenario (`classname` is
/// the folder, `name` the scenario's name, `file` its path); a failed expectation is a
/// `<failure>` with the report, a file that is not a valid scenario an `<error>`. Times are 0:
/// scenarios run on virtual time.
struct JUnitReport {
  /// The scenarios that ran.
  var results: [ScenarioResult]
  /// The files that are not valid scenarios.
  var invalid: [ScenarioError]

  /// The XML document.
  var xml: String {
    var suites: [(name: String, cases: [String], failures: Int, errors: Int)] = []
    func add(_ testCase: String, folder: String, failure: Bool, error: Bool) {
      if let index = suites.firstIndex(where: { $0.name == folder }) {
        suites[index].cases.append(testCase)
        suites[index].failures += failure ? 1 : 0
        suites[index].errors += error ? 1 : 0
      } else {
        suites.append((folder, [testCase], failure ? 1 : 0, error ? 1 : 0))
      }
    }
    for result in results {
      let file = result.file ?? ""
      let folder = Self.folder(of: file)
      var testCase = "    <testcase classname=\"\(Self.escape(folder))\" name=\"\(Self.escape(result.name))\" file=\"\(Self.escape(file))\" time=\"0\""
      if let failure = result.failure {
        testCase += ">\n      <failure message=\"\(Self.escape(failure.summary))\" type=\"\(Self.escape(failure.kind))\">"
          + Self.escape(failure.description) + "</failure>\n    </testcase>"
      } else {
        testCase += "/>"
      }
      add(testCase, folder: folder, failure: result.failure != nil, error: false)
    }
    for error in invalid {
      let folder = Self.folder(of: error.file)
      let testCase = "    <testcase classname=\"\(Self.escape(folder))\" name=\"\(Self.escape(error.file))\" file=\"\(Self.escape(error.file))\" time=\"0\">\n"
        + "      <error message=\"not a valid scenario\" type=\"ScenarioError\">\(Self.escape(error.description))</error>\n    </testcase>"
      add(testCase, folder: folder, failure: false, error: true)
    }
    let total = results.count + invalid.count
    let failures = results.filter { !$0.passed }.count
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    text += "<testsuites name=\"pushsim\" tests=\"\(total)\" failures=\"\(failures)\" errors=\"\(invalid.count)\" time=\"0\">\n"
    for suite in suites {
      text += "  <testsuite name=\"\(Self.escape(suite.name))\" tests=\"\(suite.cases.count)\" failures=\"\(suite.failures)\" errors=\"\(suite.errors)\" time=\"0\">\n"
      for testCase in suite.cases { text += testCase + "\n" }
      text += "  </testsuite>\n"
    }
    text += "</testsuites>\n"
    return text
  }

  /// The folder of a file path (`.` for a bare file name).
  static func folder(of file: String) -> String {
    guard let slash = file.lastIndex(of: "/") else { return "." }
    return String(file[..<slash])
  }

  /// Text escaped for XML attributes and content; characters XML 1.0 cannot hold (control
  /// characters other than tab, newline and carriage return) become `?`.
  static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          out += "?"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}
