/// iOS's formatting of a `loc-key` string with its `loc-args` (APNs `title-loc-key`,
/// `subtitle-loc-key`, `loc-key`) before it shows the notification. Android's FCM SDK runs
/// Java's `String.format` instead (``FCMLocalizedText``, ``JavaFormatter``).
enum LocalizedText {
  /// `format` with `args` substituted, and whether a placeholder asked for an argument past the
  /// last one (it is replaced by nothing, docs/ModellingChoices.md; extra arguments are ignored).
  ///
  /// Placeholders: `%@` and `%s` take the next argument, `%1$@` / `%1$s` a numbered one, `%d`
  /// the next argument as written, `%%` a literal percent sign.
  static func substituted(_ format: String, args: [String]) -> (text: String, missingArgument: Bool) {
    var missingArgument = false
    var output = ""
    var next = 0
    var scalars = Array(format.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
      guard scalar == "%" else {
        output.unicodeScalars.append(scalar)
        continue
      }
      var digits = ""
      while let d = scalars.first, d.properties.numericType != nil, d.isASCII {
        digits.unicodeScalars.append(d)
        scalars.removeFirst()
      }
      var index: Int?
      if !digits.isEmpty, scalars.first == "$" {
        scalars.removeFirst()
        index = Int(digits).map { $0 - 1 }
      } else if !digits.isEmpty {
        output += "%" + digits
        continue
      }
      guard let spec = scalars.popFirst() else {
        output += "%"
        break
      }
      switch spec {
      case "%": output += "%"
      case "@", "s", "d":
        let position = index ?? next
        if index == nil { next += 1 }
        if position >= 0 && position < args.count { output += args[position] } else { missingArgument = true }
      default:
        output += "%" + digits + String(spec)
      }
    }
    return (output, missingArgument)
  }
}
