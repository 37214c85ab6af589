/// A relative URL resolved against a base, as a browser's URL parser does for a declarative
/// message's `navigate` (the Push API draft parses it with the service worker registration's
/// scope as the base).
///
/// RFC 3986 §5.2 (reference resolution, `remove_dot_segments`), with the URL Standard's rules for
/// `http` and `https` that such a reference meets: a backslash is a slash, tabs and newlines are
/// removed and spaces and C0 controls around it trimmed, an empty path is `/`, and the characters
/// the URL Standard percent-encodes in a path, query or fragment (spaces, `"`, `<`, `>`, `` ` ``,
/// `{`, `}`, controls and non-ASCII) are.
enum URLReference {
  /// The parts of a URL (RFC 3986 Appendix B).
  struct Parts: Equatable {
    var scheme: String?
    var authority: String?
    var path: String
    var query: String?
    var fragment: String?

    /// Splits a URL or a reference into its parts.
    init(_ text: String) {
      var rest = Substring(text)
      scheme = nil
      if let colon = rest.firstIndex(of: ":"), !rest[..<colon].contains(where: { "/?#".contains($0) }), colon != rest.startIndex {
        scheme = String(rest[..<colon])
        rest = rest[rest.index(after: colon)...]
      }
      if let hash = rest.firstIndex(of: "#") {
        fragment = String(rest[rest.index(after: hash)...])
        rest = rest[..<hash]
      }
      if let question = rest.firstIndex(of: "?") {
        query = String(rest[rest.index(after: question)...])
        rest = rest[..<question]
      }
      if rest.hasPrefix("//") {
        let afterSlashes = rest.dropFirst(2)
        let end = afterSlashes.firstIndex(of: "/") ?? afterSlashes.endIndex
        authority = String(afterSlashes[..<end])
        rest = afterSlashes[end...]
      }
      path = String(rest)
    }

    /// The URL the parts make (RFC 3986 §5.3).
    var text: String {
      var result = scheme.map { $0 + ":" } ?? ""
      if let authority { result += "//" + authority }
      result += path
      if let query { result += "?" + query }
      if let fragment { result += "#" + fragment }
      return result
    }
  }

  /// `reference` resolved against `base`, an absolute `http` or `https` URL.
  ///
  /// - Returns: The absolute URL, or `nil` when the base is not one or the reference names a
  ///   scheme (it is a URL of its own, not a relative one).
  static func resolve(_ reference: String, against base: String) -> String? {
    let baseParts = Parts(base)
    guard let scheme = baseParts.scheme?.lowercased(), ["http", "https"].contains(scheme) else { return nil }
    let cleaned = clean(reference)
    let r = Parts(cleaned)
    guard r.scheme == nil else { return nil }
    var target = Parts("")
    target.scheme = scheme
    if r.authority != nil {
      target.authority = r.authority
      target.path = removeDotSegments(r.path)
      target.query = r.query
    } else {
      target.authority = baseParts.authority
      if r.path.isEmpty {
        target.path = baseParts.path
        target.query = r.query ?? baseParts.query
      } else {
        target.path = removeDotSegments(r.path.hasPrefix("/") ? r.path : merge(baseParts, r.path))
        target.query = r.query
      }
    }
    if target.path.isEmpty { target.path = "/" }
    target.path = percentEncoded(target.path)
    target.query = target.query.map(percentEncoded)
    target.fragment = r.fragment.map(percentEncoded)
    return target.text
  }

  /// Whether text starts with a scheme and `:` (a letter, then letters, digits, `+`, `-`, `.`):
  /// an absolute URL or none, never a relative one.
  static func hasScheme(_ text: String) -> Bool {
    let trimmed = clean(text)
    guard let colon = trimmed.firstIndex(of: ":"), let first = trimmed.first, first.isASCII, first.isLetter else {
      return false
    }
    return trimmed[..<colon].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
  }

  /// The URL Standard's clean-up of the input: C0 controls and spaces around it trimmed, tabs
  /// and newlines removed, a backslash read as a slash (in a special URL).
  private static func clean(_ text: String) -> String {
    let scalars = text.unicodeScalars
    var start = scalars.startIndex
    var end = scalars.endIndex
    while start < end, scalars[start].value <= 0x20 { start = scalars.index(after: start) }
    while end > start, scalars[scalars.index(before: end)].value <= 0x20 { end = scalars.index(before: end) }
    var result = String.UnicodeScalarView()
    for scalar in scalars[start..<end] where ![0x09, 0x0A, 0x0D].contains(scalar.value) {
      result.append(scalar == "\\" ? "/" : scalar)
    }
    return String(result)
  }

  /// RFC 3986 §5.2.3: the base path up to its last `/`, then the reference's path.
  private static func merge(_ base: Parts, _ path: String) -> String {
    if base.authority != nil, base.path.isEmpty { return "/" + path }
    guard let slash = base.path.lastIndex(of: "/") else { return path }
    return String(base.path[...slash]) + path
  }

  /// RFC 3986 §5.2.4: `.` and `..` segments removed (`/a/b/../c/./d` is `/a/c/d`).
  static func removeDotSegments(_ path: String) -> String {
    var output: [Substring] = []
    let segments = path.split(separator: "/", omittingEmptySubsequences: false)
    let absolute = path.hasPrefix("/")
    for (index, segment) in segments.enumerated() {
      if index == 0, absolute { continue }
      let isLast = index == segments.count - 1
      switch segment {
      case ".", "%2e", "%2E":
        if isLast { output.append("") }
      case "..", ".%2e", ".%2E", "%2e.", "%2E.", "%2e%2e", "%2E%2E", "%2e%2E", "%2E%2e":
        if !output.isEmpty { output.removeLast() }
        if isLast { output.append("") }
      default:
        output.append(segment)
      }
    }
    return (absolute ? "/" : "") + output.joined(separator: "/")
  }

  /// Text with the characters the URL Standard percent-encodes in a path, query or fragment
  /// written as `%XX` of their UTF-8 bytes.
  private static func percentEncoded(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar.value > 0x20, scalar.value < 0x7F, !"\"<>`{}".unicodeScalars.contains(scalar) {
        result.unicodeScalars.append(scalar)
      } else {
        for byte in String(scalar).utf8 { result += "%" + String(byte, radix: 16, uppercase: true).leftPadded }
      }
    }
    return result
  }
}

extension String {
  /// Two hexadecimal digits: a `0` before a single one.
  fileprivate var leftPadded: String { count == 1 ? "0" + self : self }
}
