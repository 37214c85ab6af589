/// One `%` placeholder of a format string as CoreFoundation's `__CFParseFormatSpec` reads it
/// (swift-corelibs-foundation `CFString.c`): flags, a width and a precision (written, or taken
/// from an argument with `*`), a length (`hh`, `h`, `l`, `ll`, `q`, `j`, `t`, `z`, `L`), the
/// conversion and an argument number (`%2$@`). ``LocalizedText`` formats an iOS `loc-key`
/// string with it.
struct CFFormatSpec: Equatable {
  /// What CF does with the argument.
  enum Conversion: Equatable {
    /// `%@` (and `%#@key@`, `%[key]@`): the object's description, its text for a string.
    case object
    /// `%s` and `%P`: the bytes the argument points at, as a C (or Pascal) string.
    case cString
    /// `%S`: the UTF-16 units the argument points at.
    case unichars
    /// `%C`: the argument as one UTF-16 unit.
    case unichar
    /// `%d %i %D %u %U %o %O %x %X %c`: the argument as an integer (the letter).
    case integer(Unicode.Scalar)
    /// `%f %F %e %E %g %G %a %A`: the argument as a `double` (the letter).
    case double(Unicode.Scalar)
    /// `%p`: the argument as a pointer.
    case pointer
    /// `%n`: takes an argument and writes nothing (CF points it at a dummy).
    case count
  }

  /// Where a width or precision comes from when it is not written: the next argument (`*`)
  /// or a numbered one (`*2$`).
  enum ArgumentWidth: Equatable {
    case next
    case number(Int)
  }

  /// The size a length modifier gives an integer argument.
  enum Size: Equatable {
    /// None: an `int`.
    case int
    /// `hh` (and `%c`): a `char`.
    case char
    /// `h`: a `short`.
    case short
    /// `l`, `ll`, `q`, `j`, `t`, `z`: 64 bits.
    case long
    /// `L`: a `long double` (a `double` on Apple's arm64).
    case longDouble
  }

  var minus = false
  var plus = false
  var space = false
  var zero = false
  /// `#`: the alternate form (`0x` for `%#x`, a point kept for `%#.0f`).
  var sharp = false
  var width: Int?
  var widthArgument: ArgumentWidth?
  var precision: Int?
  var precisionArgument: ArgumentWidth?
  var size = Size.int
  var conversion = Conversion.object
  /// The argument number, from 1 (`%2$@`); `nil` for the next argument.
  var number: Int?
  /// The placeholder as written, from its `%`.
  var written = ""
  /// A stringsdict key (`%#@key`) or bracket (`%[key]`) that CF gave up reading (at a
  /// character no key has): CF reads on, so `%[%@` is still `%@`; but a conversion it hands to
  /// the C library (`%[%d`) is then no format the library knows, and is written as is (glibc,
  /// checked with `String(format:)` on Linux); it still takes its argument.
  var keyAbandoned = false

  /// The stringsdict variable a `%#@name@` placeholder names (`%2$#@files@`: `files`), `nil`
  /// for any other placeholder (and for `%[key]@`).
  var variableName: String? {
    guard !keyAbandoned, case .object = conversion else { return nil }
    let scalars = Array(written.unicodeScalars)
    guard let sharp = scalars.indices.first(where: { scalars[$0] == "#" && $0 + 1 < scalars.count && scalars[$0 + 1] == "@" }),
      scalars.count > sharp + 3, scalars.last == "@"
    else { return nil }
    let name = scalars[(sharp + 2)..<(scalars.count - 1)]
    guard name.allSatisfy(Self.isKeyCharacter) else { return nil }
    return String(String.UnicodeScalarView(name))
  }

  /// What a `%` begins.
  enum Parsed: Equatable {
    /// A placeholder that takes an argument.
    case placeholder(CFFormatSpec)
    /// No conversion CF knows (`%%`, `%!`, `%5%`): CF writes the character right after the
    /// `%` (`%` for `%%`, `5` for `%5%`), nothing when there is none.
    case literal(Unicode.Scalar?)
    /// The string ends inside the placeholder (`50%`, `%#@key`): CF writes nothing for it.
    case incomplete
    /// A number CF refuses (an overflow error, which formats nothing at all): an argument
    /// number of 128 or more (`true`), or a width or precision past 2^31 − 1 (`false`), as
    /// written from the `%`.
    case refused(String, argumentNumber: Bool)
  }

  /// Reads the placeholder whose `%` is just before `index`, moving `index` past it. As CF
  /// does, a width's digits or a `.` at the very end read one character past it (the C
  /// string's NUL), which is no conversion: `a%5` is `a5`.
  static func parse(_ scalars: [Unicode.Scalar], from index: inout Int) -> Parsed {
    let start = index - 1
    var spec = CFFormatSpec()
    var seenDot = false
    var seenSharp = false
    var seenBracket = false
    var inKey = false
    // `*` was just read for the width or the precision: a number and `$` after it numbers it.
    var pendingWidthStar = false
    var pendingPrecisionStar = false
    func next() -> Unicode.Scalar {
      defer { index += 1 }
      return index < scalars.count ? scalars[index] : "\0"
    }
    func written() -> String {
      String(String.UnicodeScalarView(scalars[start..<min(index, scalars.count)]))
    }
    func literal() -> Parsed {
      .literal(start + 1 < scalars.count ? scalars[start + 1] : nil)
    }
    while true {
      guard index < scalars.count else { return .incomplete }
      var scalar = next()
      if inKey {
        if isKeyCharacter(scalar) || scalar == "]" { continue }
        if scalar == "@" {
          spec.conversion = .object
          spec.written = written()
          return .placeholder(spec)
        }
        inKey = false
        spec.keyAbandoned = true
        continue
      }
      while true {
        switch scalar {
        case "#": seenSharp = true
        case "[":
          if !seenBracket {
            seenBracket = true
            inKey = true
          }
        case " ": if !spec.plus { spec.space = true }
        case "-":
          spec.minus = true
          spec.zero = false
        case "+":
          spec.plus = true
          spec.space = false
        case "0":
          if seenDot { spec.precision = 0 } else if !spec.minus { spec.zero = true }
        case "h":
          if index < scalars.count, scalars[index] == "h" {
            index += 1
            spec.size = .char
          } else {
            spec.size = .short
          }
        case "l":
          if index < scalars.count, scalars[index] == "l" { index += 1 }
          spec.size = .long
        case "q", "j", "t", "z": spec.size = .long
        case "L": spec.size = .longDouble
        case "*":
          pendingWidthStar = true
          spec.widthArgument = .next
        case ".":
          seenDot = true
          scalar = next()
          if scalar == "*" {
            pendingPrecisionStar = true
            spec.precisionArgument = .next
            break
          }
          continue
        case "1"..."9":
          // CF reads the digits into a 64-bit number; an overflow is an error.
          var number = 0
          var overflow = false
          repeat {
            let (times, o1) = number.multipliedReportingOverflow(by: 10)
            let (plus, o2) = times.addingReportingOverflow(Int(scalar.value - 48))
            overflow = overflow || o1 || o2
            number = plus
            scalar = next()
          } while ("0"..."9").contains(scalar)
          if overflow {
            return .refused(written(), argumentNumber: scalar == "$")
          }
          if scalar == "$" {
            guard number <= LocalizedText.maxArgumentNumber else { return .refused(written(), argumentNumber: true) }
            if pendingPrecisionStar {
              spec.precisionArgument = .number(number)
              pendingPrecisionStar = false
            } else if pendingWidthStar {
              spec.widthArgument = .number(number)
              pendingWidthStar = false
            } else {
              spec.number = number
            }
            break
          }
          guard number <= Int(Int32.max) else { return .refused(written(), argumentNumber: false) }
          if seenDot { spec.precision = number } else { spec.width = number }
          continue
        case "@":
          if seenSharp {
            seenSharp = false
            inKey = true
            break
          }
          spec.conversion = .object
          return finish(spec, written())
        case "c":
          spec.size = .char
          spec.conversion = .integer(scalar)
          return finish(spec, written())
        case "d", "i", "D", "u", "U", "o", "O", "x", "X":
          spec.conversion = .integer(scalar)
          return finish(spec, written())
        case "f", "F", "e", "E", "g", "G", "a", "A":
          // `%.f` has precision 0 (CF sets it for these; the C library reads it so too).
          if seenDot, spec.precision == nil, spec.precisionArgument == nil { spec.precision = 0 }
          spec.conversion = .double(scalar)
          return finish(spec, written())
        case "n", "p", "s", "P", "S", "C":
          spec.conversion = pointerConversions[scalar]!
          return finish(spec, written())
        default:
          return literal()
        }
        break
      }
    }
  }

  /// The conversions of an argument CF reads as a pointer (`%C` as one UTF-16 unit).
  private static let pointerConversions: [Unicode.Scalar: Conversion] = [
    "n": .count, "p": .pointer, "s": .cString, "P": .cString, "S": .unichars, "C": .unichar,
  ]

  /// The placeholder, with how it was written.
  private static func finish(_ spec: CFFormatSpec, _ written: String) -> Parsed {
    var spec = spec
    spec.written = written
    if written.unicodeScalars.contains("#") { spec.sharp = true }
    return .placeholder(spec)
  }

  /// A character of a stringsdict key or bracket (`%#@key@`): a letter, a digit or `_`.
  private static func isKeyCharacter(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar) || ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar) || scalar == "_"
  }
}
