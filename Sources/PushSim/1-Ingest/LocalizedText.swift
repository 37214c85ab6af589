/// iOS's formatting of a `loc-key` string with its `loc-args` (APNs `title-loc-key`,
/// `subtitle-loc-key`, `loc-key`) before it shows the notification. Android's FCM SDK runs
/// Java's `String.format` instead (``FCMLocalizedText``, ``JavaFormatter``).
///
/// The placeholders are read as CoreFoundation's `__CFStringAppendFormatCore` and
/// `__CFParseFormatSpec` read them (swift-corelibs-foundation `CFString.c`, the formatter of
/// `String(format:)` and `NSString stringWithFormat:`), for what PushSim models:
/// - `%@` and `%s` take the next argument, `%1$@` / `%1$s` a numbered one, `%d` the next
///   argument as written, `%%` is a percent sign.
/// - A `0` after `%` is the zero-padding flag, not an argument number: `%0$@` has no number,
///   and its `$` is not a conversion, so CF writes the character after `%` (`0`), drops the
///   `$` and writes the `@` as text: `0@`. So does any character CF does not know there
///   (`100%!` is `100!`). A `%` that ends the string (alone or after `0`s) writes nothing:
///   `Save 50%` is `Save 50`.
/// - Arguments are taken in the order of the argument numbers the string uses, whatever the
///   numbers: each numbered or unnumbered placeholder marks a slot (`%3$@` the third), and CF
///   fills the slots marked, lowest first, from the arguments in order. A number past the
///   arguments therefore still takes one when numbers below it are unused (`%3$@` alone takes
///   the first argument); only a slot whose rank among the marked ones is past the last
///   argument has none (docs/ModellingChoices/iOS.md).
/// - CF keeps three slots per `%` sign plus one: a number past them formats nothing at all
///   (the whole string is empty; `%6$@` alone), a number just at them reads a slot it never
///   filled (`(null)`; `%5$@` alone), and a number of 128 or more is an overflow error, which
///   formats nothing either.
enum LocalizedText {
  /// The formatted text and what went wrong.
  struct Outcome: Equatable {
    /// What iOS shows.
    var text: String
    /// A placeholder has no argument: its slot ranks past the last argument (it is replaced by
    /// nothing, docs/ModellingChoices/iOS.md), or is the one CF marks but never fills
    /// (`(null)`).
    var missingArgument = false
    /// The first argument number CF's formatter refuses (128 or more, or past its slots), which
    /// empties the whole text; `nil` when none.
    var refusedNumber: String?
    /// The first argument number the string uses after skipping a lower one (`%3$@` alone,
    /// `%1$@ %3$@`): CF fills the numbers used in order, so it takes an earlier argument than
    /// its number says; `nil` when the numbers used run 1, 2, … without a gap.
    var skippedNumber: SkippedNumber?
  }

  /// A number a string skips (`skipped`), and the first one it uses above it, which takes
  /// argument `skipped` instead (`%3$@` alone: 1 and 3).
  struct SkippedNumber: Equatable {
    /// The lowest number the string does not use.
    var skipped: Int
    /// The first number used above it.
    var used: Int
  }

  /// A piece of the parsed format: text as is, or a placeholder of a slot.
  private enum Piece {
    case text(String)
    case placeholder(slot: Int)
  }

  /// The largest argument number CF takes (`int8_t`); a larger one is an overflow error.
  static let maxArgumentNumber = 127

  /// `format` with `args` substituted (arguments left over are ignored, as on iOS).
  static func substituted(_ format: String, args: [String]) -> Outcome {
    let scalars = Array(format.unicodeScalars)
    // CF sizes its argument slots from the `%` signs: three each (width, precision, value), plus one.
    let slotCount = 3 * scalars.lazy.filter { $0 == "%" }.count + 1
    var pieces: [Piece] = []
    var literal = ""
    var next = 0
    var index = 0
    func flush() {
      if !literal.isEmpty { pieces.append(.text(literal)) }
      literal = ""
    }
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      guard scalar == "%" else {
        literal.unicodeScalars.append(scalar)
        continue
      }
      let start = index
      // `0`s right after `%` are the zero-padding flag, which a string ignores.
      while index < scalars.count, scalars[index] == "0" { index += 1 }
      let digitsStart = index
      while index < scalars.count, ("1"..."9").contains(scalars[index]) || (index > digitsStart && scalars[index] == "0") { index += 1 }
      let digits = String(String.UnicodeScalarView(scalars[digitsStart..<index]))
      var slot: Int?
      if !digits.isEmpty, index < scalars.count, scalars[index] == "$" {
        index += 1
        guard digits.count <= 3, let number = Int(digits), number <= maxArgumentNumber else {
          return Outcome(text: "", refusedNumber: "%" + digits + "$")
        }
        slot = number - 1
      } else if !digits.isEmpty {
        // A width, which PushSim does not model: written as is.
        literal += "%" + String(String.UnicodeScalarView(scalars[start..<index]))
        continue
      }
      guard index < scalars.count else {
        // A `%` that ends the string (after zero flags only) begins no conversion: CF writes
        // nothing for it (`50%` is `50`). A width at the end stays as written (not modelled).
        if index > digitsStart {
          literal += "%" + String(String.UnicodeScalarView(scalars[start...].prefix(index - start)))
        }
        break
      }
      let spec = scalars[index]
      index += 1
      switch spec {
      case "%" where slot == nil && start == index - 1:
        literal += "%"
      case "@", "s", "d":
        flush()
        if let slot {
          pieces.append(.placeholder(slot: slot))
        } else {
          pieces.append(.placeholder(slot: next))
          next += 1
        }
      case _ where !isCFConversionOrFlag(spec):
        // Not a conversion CF knows: it writes the character after `%` and goes on after this one.
        literal.unicodeScalars.append(scalars[start])
      default:
        literal += "%" + String(String.UnicodeScalarView(scalars[start..<index]))
      }
    }
    flush()
    let slots = Set(pieces.compactMap { piece -> Int? in
      if case .placeholder(let slot) = piece { return slot }
      return nil
    }).sorted()
    if let beyond = slots.last, beyond > slotCount {
      return Outcome(text: "", refusedNumber: "%\(beyond + 1)$")
    }
    // The slots CF fills, lowest first, from the arguments in order.
    let filled = slots.filter { $0 < slotCount }
    // Each filled slot's rank, the argument it takes, looked up per placeholder: a search of
    // `filled` for each one made a string of 20,000 `%@` take seconds (quadratic).
    var rank = [Int](repeating: 0, count: slotCount)
    for (position, slot) in filled.enumerated() { rank[slot] = position }
    var outcome = Outcome(text: "")
    if let gap = filled.indices.first(where: { filled[$0] != $0 }) {
      outcome.skippedNumber = SkippedNumber(skipped: gap + 1, used: filled[gap] + 1)
    }
    for piece in pieces {
      switch piece {
      case .text(let text):
        outcome.text += text
      case .placeholder(let slot) where slot == slotCount:
        // CF marks this slot but fills only the ones below it: `%@` of nothing.
        outcome.text += "(null)"
        outcome.missingArgument = true
      case .placeholder(let slot):
        if rank[slot] < args.count { outcome.text += args[rank[slot]] } else { outcome.missingArgument = true }
      }
    }
    return outcome
  }

  /// Whether CF reads `scalar` right after `%` as a conversion, a flag, a length or a width
  /// character (`__CFParseFormatSpec`), which PushSim leaves as written when it does not model it.
  private static func isCFConversionOrFlag(_ scalar: Unicode.Scalar) -> Bool {
    "cdDiUuOoxXfFgGeEaAnpsSCP@#[ -+0123456789hlLqtzj*.".unicodeScalars.contains(scalar)
  }
}
