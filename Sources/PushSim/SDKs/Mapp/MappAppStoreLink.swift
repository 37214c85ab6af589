/// The Play Store link the Mapp Android SDK opens for an `apx_aid` (a body tap whose click type
/// is `OPEN_STORE`, or a button whose `fgAction` is `apx_aid`).
///
/// Source: mapp-digital/Mapp-Engage-Android-SDK `internal/ui/action/MessageActionHandler.kt`
/// (26a7255), `openAppStore(url)`: `url.toUri().getQueryParameter("id")`, then an `ACTION_VIEW` of
/// `"market://details?id=${applicationId}"` (Kotlin writes a `null` id as `null`), falling back to
/// `https://play.google.com/store/apps/details?id=…` when no store app resolves it. So the SDK
/// wants the value to be a link that carries the package in its `id` query
/// (`market://details?id=com.shop.app`, the Play Store's web link); a bare package name
/// (`com.shop.app`) has no query and opens `market://details?id=null`.
///
/// The query is read as AOSP's `Uri.parse` (`StringUri`) and `Uri.getQueryParameter` read it
/// (`core/java/android/net/Uri.java`): the scheme separator is the first `:`; the query starts
/// at the first `?` from there (from the start when there is no `:`) and ends at the first `#`
/// from there (none when that `#` comes before the `?`); it is split at `&`, the first parameter
/// named exactly `id` wins, a name without `=` has the value `""`, and the value is
/// percent-decoded with `+` as a space (`UriCodec.decode(…, convertPlus: true, …)`). A value whose
/// first `:` is last or not followed by `/` is opaque (`market:details?id=x`, `mailto:…`, and
/// `com.shop.app?id=a:b`, whose `:` sits in the query): `getQueryParameter` throws
/// `UnsupportedOperationException`, which `FullScreenActivity.handleIntentSafe` catches and logs
/// ("Error creating Open PlayStore Intent"), so no store opens (``isOpaque``, ``marketURI`` `nil`).
struct MappAppStoreLink: Sendable, Equatable {
  /// The `apx_aid` value as the push sent it.
  let value: String

  /// Whether `Uri.parse(value)` is opaque: a `:` that is last or followed by something other
  /// than `/` (`StringUri.isHierarchical`; a value without `:` is relative, so hierarchical).
  var isOpaque: Bool {
    guard let separator = value.firstIndex(of: ":") else { return false }
    let next = value.index(after: separator)
    return next == value.endIndex || value[next] != "/"
  }

  /// `Uri.getQueryParameter("id")` of ``value``: `nil` when it has no `id` parameter (or, for an
  /// opaque value, where the SDK gets an exception instead: see ``isOpaque``).
  var applicationId: String? {
    guard !isOpaque else { return nil }
    // StringUri.parseQuery: indexOf('?', ssi) and indexOf('#', ssi), ssi the first ':' (or -1).
    let from = value.firstIndex(of: ":") ?? value.startIndex
    let rest = value[from...]
    guard let questionMark = rest.firstIndex(of: "?") else { return nil }
    let fragment = rest.firstIndex(of: "#")
    if let fragment, fragment < questionMark { return nil }
    let query = value[value.index(after: questionMark)..<(fragment ?? value.endIndex)]
    for parameter in query.split(separator: "&", omittingEmptySubsequences: false) {
      let parts = parameter.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts[0] == "id" else { continue }
      return parts.count == 1 ? "" : Self.decode(parts[1])
    }
    return nil
  }

  /// The data of the `ACTION_VIEW` intent the SDK starts: `market://details?id=<applicationId>`;
  /// `nil` for an opaque value, for which it starts none.
  var marketURI: String? { isOpaque ? nil : "market://details?id=" + (applicationId ?? "null") }

  /// Percent-decoding as AOSP `UriCodec.decode` with `convertPlus` and without
  /// `throwOnFailure`: `+` is a space, `%XX` a byte of UTF-8 (a malformed sequence the
  /// replacement character). A `%` followed by a character that is not an ASCII hex digit gives
  /// the replacement character, consumes that character, and still adds the byte read so far
  /// (`0`, or the first digit's value); a `%` too close to the end gives the replacement character
  /// and ends the decoding.
  static func decode(_ encoded: Substring) -> String {
    var bytes: [UInt8] = []
    var result = ""
    func flush() {
      result += String(decoding: bytes, as: UTF8.self)
      bytes.removeAll()
    }
    var index = encoded.startIndex
    while index < encoded.endIndex {
      let character = encoded[index]
      index = encoded.index(after: index)
      guard character == "%" else {
        flush()
        result.append(character == "+" ? " " : character)
        continue
      }
      var hexValue: UInt8 = 0
      for _ in 0..<2 {
        guard index < encoded.endIndex else {
          flush()
          return result + "\u{FFFD}"
        }
        let digit = encoded[index]
        index = encoded.index(after: index)
        guard let value = Self.hexDigitValue(digit) else {
          flush()
          result += "\u{FFFD}"
          break
        }
        hexValue = hexValue &* 16 &+ value
      }
      bytes.append(hexValue)
    }
    flush()
    return result
  }

  /// `UriCodec.hexCharToValue`: `0`–`9`, `a`–`f`, `A`–`F` only.
  static func hexDigitValue(_ character: Character) -> UInt8? {
    guard let ascii = character.asciiValue else { return nil }
    switch ascii {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return ascii - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return ascii - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return ascii - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
