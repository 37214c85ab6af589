/// Android's `android.net.Uri` encoding, as the vendor SDKs build their URIs with it
/// (`Uri.Builder.appendQueryParameter`, `Uri.encode`).
enum AndroidURI {
  /// The bytes `Uri.encode` keeps: letters, digits and `_-!.~'()*`.
  static let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-!.~'()*".utf8)

  /// `Uri.encode(text)`: UTF-8, every byte but the ``unreserved`` ones as `%XX`.
  static func encoded(_ text: String) -> String {
    var encoded = ""
    for byte in text.utf8 {
      if unreserved.contains(byte) {
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        encoded += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
      }
    }
    return encoded
  }
}
