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
/// The query is read as AOSP's `Uri.getQueryParameter` reads a hierarchical URI (`Uri.java`): the
/// part after the first `?` up to `#`, split at `&`; the first parameter named exactly `id` wins, a
/// name without `=` has the value `""`, and the value is percent-decoded with `+` as a space
/// (`UriCodec.decode(…, convertPlus: true, …)`). PushSim does not model an opaque value (a scheme
/// followed by no `/`, such as `market:details?id=x`), for which `getQueryParameter` throws.
struct MappAppStoreLink: Sendable, Equatable {
  /// The `apx_aid` value as the push sent it.
  let value: String

  /// `Uri.getQueryParameter("id")` of ``value``: `nil` when it has no `id` parameter.
  var applicationId: String? {
    let beforeFragment = value.prefix { $0 != "#" }
    guard let questionMark = beforeFragment.firstIndex(of: "?") else { return nil }
    let query = beforeFragment[beforeFragment.index(after: questionMark)...]
    for parameter in query.split(separator: "&", omittingEmptySubsequences: false) {
      let parts = parameter.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts[0] == "id" else { continue }
      return parts.count == 1 ? "" : Self.decode(parts[1])
    }
    return nil
  }

  /// The data of the `ACTION_VIEW` intent the SDK starts: `market://details?id=<applicationId>`.
  var marketURI: String { "market://details?id=" + (applicationId ?? "null") }

  /// Percent-decoding as `UriCodec.decode` with `convertPlus`: `+` is a space, `%XX` a byte of
  /// UTF-8, and a malformed escape or byte sequence the replacement character.
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
      if character == "%" {
        let digits = encoded[encoded.index(after: index)...].prefix(2)
        if digits.count == 2, let byte = UInt8(digits, radix: 16) {
          bytes.append(byte)
          index = digits.endIndex
          continue
        }
        flush()
        result += "\u{FFFD}"
        index = digits.endIndex
        continue
      }
      flush()
      result.append(character == "+" ? " " : character)
      index = encoded.index(after: index)
    }
    flush()
    return result
  }
}
