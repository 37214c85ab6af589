/// iOS's formatting of a `loc-key` string with its `loc-args` (APNs `title-loc-key`,
/// `subtitle-loc-key`, `loc-key`) before it shows the notification. Android's FCM SDK runs
/// Java's `String.format` instead (``FCMLocalizedText``, ``JavaFormatter``).
///
/// The placeholders are read as CoreFoundation's `__CFStringAppendFormatCore` and
/// `__CFParseFormatSpec` read them (swift-corelibs-foundation `CFString.c`, the formatter of
/// `String(format:)` and `NSString stringWithFormat:`), for what PushSim models:
/// - Placeholders are read with CF's flags, widths, precisions (`*` takes them from an
///   argument), lengths and conversions (``CFFormatSpec``). `%@` takes the next argument,
///   `%1$@` a numbered one, and writes its text whole: CF ignores a width and a precision on
///   `%@` (`%-5@`, `%.3@`; checked with `String(format:)` on Linux), noted as
///   ``Outcome/ignoredObjectModifier``. `%%` is a percent sign.
/// - Every `loc-args` element reaches CF as an `NSString` object, so another conversion
///   (`%d`, `%s`, `%f`, `%x`, `%p`…) reads the object's address as its type, not its text. The
///   address is not knowable (another each time, or a tagged pointer's bits); PushSim puts
///   element k at the stand-in ``standInAddress(argument:)`` and writes what the conversion
///   makes of it, with the C library's flags, width and precision (``PrintfNumber``); `%s`
///   and `%S` read the object's bytes as characters, which PushSim writes as none. Noted as
///   ``Outcome/nonObjectConversion``.
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
    /// The first placeholder with another conversion than `%@` given a `loc-args` element
    /// (`%d`, as written): it shows the stand-in address (``standInAddress(argument:)``), not
    /// the text; `nil` when none.
    var nonObjectConversion: String?
    /// The first `%@` with a width or precision (`%-5@`, `%.3@`, as written), which CF
    /// ignores; `nil` when none.
    var ignoredObjectModifier: String?
    /// A width or precision past 2^31 − 1 (as written from the `%`), which CF refuses as an
    /// overflow: the whole text is empty; `nil` when none.
    var refusedWidth: String?
    /// The text would be longer than ``lengthLimit`` UTF-16 units (a width or precision pads
    /// it so): PushSim does not build it and shows no text.
    var tooLong = false
  }

  /// A number a string skips (`skipped`), and the first one it uses above it, which takes
  /// argument `skipped` instead (`%3$@` alone: 1 and 3).
  struct SkippedNumber: Equatable {
    /// The lowest number the string does not use.
    var skipped: Int
    /// The first number used above it.
    var used: Int
  }


  /// The largest argument number CF takes (`int8_t`); a larger one is an overflow error.
  static let maxArgumentNumber = 127

  /// The longest text PushSim formats, in UTF-16 units: 2^24, as for Android's
  /// ``JavaFormatter/lengthLimit``. CF would allocate a buffer of the width for `%999999999d`
  /// (and write that many spaces); PushSim stops before and shows no text
  /// (docs/ModellingChoices/iOS.md).
  static let lengthLimit = 1 << 24

  /// The longest output of a conversion CF hands to `snprintf` with a negative width or
  /// precision from an argument: its stack buffer, 512 + 16 bytes, less the NUL.
  static let snprintfStackOutput = 527

  /// Where PushSim puts `loc-args` element `argument` (from 1) for a conversion that reads its
  /// address: 0x280000060, then 64 KiB further for each element, a made-up address of the
  /// shape of an iOS arm64 heap pointer. So `%d` of the first element is -2147483552 (its low
  /// 32 bits), `%ld` 10737418336, `%x` 80000060, `%p` 0x280000060, `%c` a backquote and `%f`
  /// 0.000000 (its bits as a `double` are a subnormal, about 5.3e-314).
  static func standInAddress(argument: Int) -> UInt64 {
    0x2_8000_0060 &+ UInt64(truncatingIfNeeded: argument - 1) << 16
  }

  /// A piece of the parsed format: text as is, or a placeholder (with where it is written, in
  /// Unicode scalars) and the slots of its value, width and precision.
  private enum Piece {
    case text(String)
    case placeholder(CFFormatSpec, at: Range<Int>, value: Int, width: Int?, precision: Int?)
  }

  /// A format read as CF reads it, before anything is written.
  private struct ParsedFormat {
    var pieces: [Piece] = []
    /// CF's slots: three per `%` sign, plus one.
    var slotCount = 0
    /// Each filled slot's rank among the filled ones: the element it takes.
    var rank: [Int] = []
    /// The first number skipped (``Outcome/skippedNumber``).
    var skippedNumber: SkippedNumber?
  }

  /// Reads `scalars` into pieces and slots, or the outcome of a format CF refuses (which
  /// formats nothing).
  private static func parse(_ scalars: [Unicode.Scalar]) -> Result<ParsedFormat, RefusedFormat> {
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
    // The slot of a `*` width or precision, or of the value: numbered, or the next one.
    func slot(_ argument: CFFormatSpec.ArgumentWidth?) -> Int? {
      switch argument {
      case nil: return nil
      case .number(let number): return number - 1
      case .next:
        next += 1
        return next - 1
      }
    }
    parsing: while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      guard scalar == "%" else {
        literal.unicodeScalars.append(scalar)
        continue
      }
      let start = index - 1
      switch CFFormatSpec.parse(scalars, from: &index) {
      case .refused(let written, argumentNumber: true):
        return .failure(RefusedFormat(outcome: Outcome(text: "", refusedNumber: written)))
      case .refused(let written, argumentNumber: false):
        return .failure(RefusedFormat(outcome: Outcome(text: "", refusedWidth: written)))
      case .incomplete:
        break parsing
      case .literal(let character):
        if let character { literal.unicodeScalars.append(character) }
      case .placeholder(let spec):
        flush()
        // CF gives the width its slot first, then the precision, then the value.
        let width = slot(spec.widthArgument)
        let precision = slot(spec.precisionArgument)
        let value = spec.number.map { $0 - 1 } ?? slot(.next)!
        pieces.append(.placeholder(spec, at: start..<min(index, scalars.count), value: value, width: width, precision: precision))
      }
    }
    flush()
    var used = Set<Int>()
    for case .placeholder(_, _, let value, let width, let precision) in pieces {
      used.insert(value)
      if let width { used.insert(width) }
      if let precision { used.insert(precision) }
    }
    let slots = used.sorted()
    if let beyond = slots.last, beyond > slotCount {
      return .failure(RefusedFormat(outcome: Outcome(text: "", refusedNumber: "%\(beyond + 1)$")))
    }
    // The slots CF fills, lowest first, from the arguments in order.
    let filled = slots.filter { $0 < slotCount }
    // Each filled slot's rank, the argument it takes, looked up per placeholder: a search of
    // `filled` for each one made a string of 20,000 `%@` take seconds (quadratic).
    var rank = [Int](repeating: 0, count: slotCount)
    for (position, slot) in filled.enumerated() { rank[slot] = position }
    var parsed = ParsedFormat(pieces: pieces, slotCount: slotCount, rank: rank)
    if let gap = filled.indices.first(where: { filled[$0] != $0 }) {
      parsed.skippedNumber = SkippedNumber(skipped: gap + 1, used: filled[gap] + 1)
    }
    return .success(parsed)
  }

  /// A format CF refuses: what is shown (nothing) and why.
  private struct RefusedFormat: Error {
    var outcome: Outcome
  }

  /// A stringsdict variable placeholder of a format (`%#@files@`, `%2$#@files@`): where it is
  /// written, its name, and the `loc-args` element it takes (from 0), `nil` when it has none.
  struct Variable: Equatable {
    var range: Range<Int>
    var name: String
    var element: Int?
  }

  /// The stringsdict variables of `format`, in order, each with the element CF gives its slot;
  /// none when CF refuses the format.
  static func variables(in format: String, args: [String]) -> [Variable] {
    guard case .success(let parsed) = parse(Array(format.unicodeScalars)) else { return [] }
    var variables: [Variable] = []
    for case .placeholder(let spec, let range, let value, _, _) in parsed.pieces {
      guard let name = spec.variableName else { continue }
      let element = value < parsed.slotCount ? parsed.rank[value] : nil
      variables.append(Variable(range: range, name: name, element: element.flatMap { $0 < args.count ? $0 : nil }))
    }
    return variables
  }

  /// `format` with `args` substituted (arguments left over are ignored, as on iOS).
  static func substituted(_ format: String, args: [String]) -> Outcome {
    let parsed: ParsedFormat
    switch parse(Array(format.unicodeScalars)) {
    case .success(let success): parsed = success
    case .failure(let refused): return refused.outcome
    }
    let (pieces, slotCount, rank) = (parsed.pieces, parsed.slotCount, parsed.rank)
    var outcome = Outcome(text: "")
    outcome.skippedNumber = parsed.skippedNumber
    var formatter = LocalizedTextWriter(args: args, slotCount: slotCount, rank: rank)
    for piece in pieces {
      switch piece {
      case .text(let text):
        formatter.append(text)
      case .placeholder(let spec, _, let value, let width, let precision):
        formatter.write(spec, value: value, width: width, precision: precision)
      }
      if formatter.length > lengthLimit { return Outcome(text: "", tooLong: true) }
    }
    outcome.text = formatter.text
    outcome.missingArgument = formatter.missingArgument
    outcome.nonObjectConversion = formatter.nonObjectConversion
    outcome.ignoredObjectModifier = formatter.ignoredObjectModifier
    return outcome
  }
}
