import Foundation

/// `pushsim bench [--corpus FILE] [--seconds N]`: the throughput of the whole path (bytes →
/// dialect → notification → device → delegate), side by side with Foundation's
/// `JSONSerialization` parsing the same corpus in the same run (CONTRACT.md's bar: ratio ≥ 10).
///
/// The only place PushSim reads a wall clock: timing is what a benchmark measures. Run it on a
/// release build: `swift run -c release pushsim bench`.
struct BenchCommand {
  static let help = """
    USAGE: pushsim bench [--corpus FILE] [--seconds N] [--steps N] [--center N,N] [--stages]

    Measures payloads per second through the whole path (bytes → dialect → notification →
    device → delegate) on one core, next to Foundation's JSONSerialization parsing the same
    payloads, and prints the ratio. Then: the replay of a generated scenario of --steps steps,
    the cost of an id look-up, a closeNotifications by tag and a collapse replacement with each
    --center size of notification center, and the heap bytes per stored notification next to
    its payload's. Build with -c release for meaningful figures.

    OPTIONS:
      --corpus FILE    JSON lines, one payload each (default: shared/bench/corpus.jsonl or
                       ../shared/bench/corpus.jsonl).
      --seconds N      Time spent on each side, at least, from 0 (one pass) to 600
                       (default: 3).
      --steps N        Steps of the generated scenario (default: 1000000; 0 skips it).
      --center N,N     Center sizes to compare (default: 1000,1000000; 0 skips them).
      --stages         Also time the path's first stages alone: the JSON parse, and the parse
                       and decoding into a push (no device), to see where the time goes.
      -h, --help       Show help information.

    An option given twice is a wrong command line (exit 64).

    """

  var corpus: String?
  var seconds = 3.0
  var steps = 1_000_000
  var centerSizes = [1_000, 1_000_000]
  var stages = false

  /// The options that take a value (the next argument, even `-h`).
  static let valuedOptions: Set<String> = ["--corpus", "--seconds", "--steps", "--center"]

  /// Parses the arguments after `bench`; an option given twice is a usage error.
  static func parse(_ arguments: [String]) throws(UsageError) -> BenchCommand {
    var command = BenchCommand()
    var seen: Set<String> = []
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      if valuedOptions.contains(argument) || argument == "--stages" { try CommandLineOptions.once(argument, seen: &seen, help: help) }
      switch argument {
      case "--corpus":
        guard let value = rest.popFirst() else { throw UsageError("missing value for '--corpus <FILE>'", help: help) }
        command.corpus = value
      case "--seconds":
        // 0 is one pass on each side (measure always runs its body once).
        guard let value = rest.popFirst(), let seconds = Double(value), seconds >= 0, seconds <= 600 else {
          throw UsageError("'--seconds' takes a number of seconds from 0 (one pass) to 600", help: help)
        }
        command.seconds = seconds
      case "--steps":
        guard let value = rest.popFirst(), let steps = Int(value), (0...100_000_000).contains(steps) else {
          throw UsageError("'--steps' takes a number of steps from 0 to 100000000", help: help)
        }
        command.steps = steps
      case "--center":
        guard let value = rest.popFirst() else { throw UsageError("missing value for '--center <N,N>'", help: help) }
        let items = value.split(separator: ",", omittingEmptySubsequences: false)
        guard !items.contains(where: \.isEmpty) else {
          throw UsageError("'--center' has an empty size in \(QuotedValue.argument(value)): give sizes separated by single commas, e.g. 1000,1000000", help: help)
        }
        let sizes = items.map { Int($0) }
        guard !sizes.isEmpty, sizes.allSatisfy({ ($0 ?? -1) >= 0 && ($0 ?? 0) <= 10_000_000 }) else {
          throw UsageError("'--center' takes sizes from 0 to 10000000 separated by commas, e.g. 1000,1000000", help: help)
        }
        command.centerSizes = sizes.compactMap { $0 }.filter { $0 > 0 }
      case "--stages":
        command.stages = true
      default:
        throw UsageError(
          UsageError.unknownOption(argument, known: ["--corpus", "--seconds", "--steps", "--center", "--stages", "--help"]),
          help: help)
      }
    }
    return command
  }

  func run(stdout: (String) -> Void, stderr: (String) -> Void) -> CommandLineTool.Status {
    let candidates = corpus.map { [$0] } ?? ["shared/bench/corpus.jsonl", "../shared/bench/corpus.jsonl"]
    guard let path = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
      stderr("Error: no corpus at \(candidates.joined(separator: " or ")); pass --corpus FILE\n")
      return .invalidInput
    }
    let bytes: [UInt8]
    do {
      bytes = try FileAccess.read(path, limit: 1 << 30, what: "corpus")
    } catch {
      stderr("Error: \(error)\n")
      return .invalidInput
    }
    // One JSON payload per line: a line that is not JSON would be counted by neither side, and
    // the ratio would compare nothing (blank lines are skipped).
    var lines: [[UInt8]] = []
    for (index, line) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated()
    where !line.isEmpty {
      let payload = Array(line)
      do {
        _ = try JSONDocument(bytes: payload)
      } catch {
        stderr("Error: \(path):\(index + 1):\(error.column): not a JSON payload: \(error.code.message); the corpus holds one JSON payload per line\n")
        return .invalidInput
      }
      lines.append(payload)
    }
    guard !lines.isEmpty else {
      stderr("Error: \(path) holds no payloads\n")
      return .invalidInput
    }
    let totalBytes = lines.reduce(0) { $0 + $1.count }
    let workload = BenchWorkload(lines: lines)
    let datas = lines.map { Data($0) }

    // Warm up both sides once.
    _ = workload.runOnce()
    for data in datas { _ = try? JSONSerialization.jsonObject(with: data) }

    let foundation = measure(seconds: seconds) {
      var parsed = 0
      for data in datas where (try? JSONSerialization.jsonObject(with: data)) != nil { parsed += 1 }
      return parsed
    }
    let pushsim = measure(seconds: seconds) { workload.runOnce() }

    func rate(_ result: (payloads: Int, seconds: Double)) -> (Double, Double) {
      let perSecond = Double(result.payloads) / result.seconds
      return (perSecond, perSecond * Double(totalBytes) / Double(lines.count) / 1_000_000)
    }
    let (foundationRate, foundationMB) = rate(foundation)
    let (pushsimRate, pushsimMB) = rate(pushsim)
    stdout("corpus: \(path), \(lines.count) payloads, \(totalBytes) bytes\n")
    stdout(String(format: "JSONSerialization (parse only):     %10.0f payloads/s  %7.1f MB/s\n", foundationRate, foundationMB))
    stdout(String(format: "PushSim whole path (→ delegate):    %10.0f payloads/s  %7.1f MB/s\n", pushsimRate, pushsimMB))
    stdout(String(format: "ratio: %.1f× (the bar is 10×)\n", pushsimRate / foundationRate))
    if stages {
      for stage in [BenchWorkload.Stage.parse, .decode] {
        let (stageRate, stageMB) = rate(measure(seconds: seconds) { workload.runOnce(upTo: stage) })
        let label = stage.label.padding(toLength: 35, withPad: " ", startingAt: 0)
        stdout(label + String(format: " %10.0f payloads/s  %7.1f MB/s\n", stageRate, stageMB))
      }
    }
    reportExtras(lines: lines, stdout: stdout)
    return .success
  }

  /// The replay, center and memory figures.
  func reportExtras(lines: [[UInt8]], stdout: (String) -> Void) {
    if steps > 0 {
      let replay = BenchReplay.stepsPerSecond(steps: steps)
      if let failure = replay.failure {
        stdout("replay of a generated scenario of \(steps) steps: failed at \(failure)\n")
      } else {
        stdout(String(format: "replay of a generated scenario of %d steps: %10.0f steps/s\n", steps, replay.rate))
      }
    }
    let costs = centerSizes.compactMap { BenchCenter.costs(size: $0) }
    for cost in costs {
      stdout(String(
        format: "center of %9d: id look-up %7.0f ns, closeNotifications by tag %7.0f ns, collapse %7.0f ns\n",
        cost.size, cost.idLookup, cost.closeByTag, cost.collapse))
    }
    if let small = costs.first, let large = costs.last, costs.count > 1 {
      stdout(String(
        format: "growth from %d to %d notifications: id ×%.1f, by tag ×%.1f, collapse ×%.1f\n",
        small.size, large.size, large.idLookup / small.idLookup, large.closeByTag / small.closeByTag,
        large.collapse / small.collapse))
    }
    if let memory = BenchCenter.memoryPerNotification(lines: lines) {
      reportMemory(memory, of: "", stdout: stdout)
    }
    if let memory = BenchCenter.memoryPerNotification(lines: BenchCenter.androidLinesWithUniqueTags(lines)) {
      reportMemory(memory, of: ", Android, each FCM v1 tag made unique", stdout: stdout)
    }
  }

  /// Prints a memory figure (`what` says which notifications, after a comma).
  func reportMemory(_ memory: (perNotification: Double, received: Double, counted: Double), of what: String, stdout: (String) -> Void) {
    stdout("memory per stored notification" + what + String(
      format: ": %.0f bytes for a %.0f-byte payload (%.1f×; the bar is 2×)\n",
      memory.perNotification, memory.received, memory.perNotification / memory.received))
    if (memory.counted - memory.received).magnitude >= 0.5 {
      stdout(String(
        format: "  of which the push services count %.0f bytes against their limits (%.1f× that)\n",
        memory.counted, memory.perNotification / memory.counted))
    }
  }

  /// Runs `body` (one pass over the corpus, returning payloads handled) until `seconds` passed;
  /// the best pass counts.
  func measure(seconds: Double, _ body: () -> Int) -> (payloads: Int, seconds: Double) {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .milliseconds(Int(seconds * 1000)))
    var best: (payloads: Int, seconds: Double)?
    repeat {
      let start = clock.now
      let payloads = body()
      let elapsed = start.duration(to: clock.now)
      let secondsTaken = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      if best == nil || Double(payloads) / secondsTaken > Double(best?.payloads ?? 0) / (best?.seconds ?? 1) {
        best = (payloads, secondsTaken)
      }
    } while clock.now < deadline
    return best ?? (0, 1)
  }
}

/// One pass of the whole path over the corpus: each payload to a device of its platform (an
/// `aps` line to iOS, anything else to Android), in the background, with a delegate.
final class BenchWorkload {
  let lines: [(bytes: [UInt8], platform: Platform)]
  let delegate = CountingDelegate()

  init(lines: [[UInt8]]) {
    self.lines = lines.map { line in (line, BenchWorkload.isIOS(line) ? .iOS : .android) }
  }

  /// An `aps` line is an iOS payload (the corpus's convention); anything else goes to Android.
  static func isIOS(_ line: [UInt8]) -> Bool {
    let aps = Array("\"aps\"".utf8)
    return line.count >= aps.count && (0...(line.count - aps.count)).contains { i in line[i..<(i + aps.count)].elementsEqual(aps) }
  }

  /// The bench's two devices, in the background, sharing a new simulation, with the counting
  /// delegate.
  func makeDevices() -> (ios: SimulatedDevice, android: SimulatedDevice) {
    let simulation = Simulation()
    // Each device gets only the options of its platform (an option of the other would do
    // nothing there).
    var iosOptions = DeviceOptions()
    iosOptions.iosDebuggerAttached = true  // no throttle: every background push reaches didRRN
    var androidOptions = DeviceOptions()
    // No per-app limit (Android's 50 shown notifications): the corpus's hundreds of Android
    // notifications are all stored, so the path measured and the memory per stored
    // notification stay what they were before the limit was modelled.
    androidOptions.androidMaxNotificationsPerApp = 0
    // No rate limit on updates either (Android's 5 a second): the corpus's payloads all arrive
    // at the same instant, so past the first 24 posts every update of a shown notification
    // would be shed, and the path measured would no longer be the one earlier rounds measured.
    androidOptions.androidMaxPackageEnqueueRate = 0
    let ios = SimulatedDevice(id: "ios", platform: .iOS, state: .background, options: iosOptions, simulation: simulation)
    let android = SimulatedDevice(id: "android", platform: .android, state: .background, options: androidOptions, simulation: simulation)
    ios.setDelegate(delegate)
    android.setDelegate(delegate)
    return (ios, android)
  }

  /// The first stages of the path, timed alone by `--stages`.
  enum Stage {
    /// The JSON parse with the payload limits (`PushDecoder.parse`).
    case parse
    /// The parse and the decoding into an `IncomingPush` (`PushDecoder.decode`), no device.
    case decode

    /// The stage's line in the report.
    var label: String {
      switch self {
      case .parse: "  stage alone, JSON parse:"
      case .decode: "  stage alone, parse + decode:"
      }
    }
  }

  /// Runs every payload through `stage` once; returns how many passed it.
  func runOnce(upTo stage: Stage) -> Int {
    let ios = PushDecoder(platform: .iOS)
    let android = PushDecoder(platform: .android)
    var passed = 0
    for (sequence, (bytes, platform)) in lines.enumerated() {
      let decoder = platform == .iOS ? ios : android
      switch stage {
      case .parse:
        if (try? decoder.parse(bytes)) != nil { passed += 1 }
      case .decode:
        if case .success = decoder.decode(bytes, headers: ValidatedPushHeaders(), sequence: sequence + 1) { passed += 1 }
      }
    }
    return passed
  }

  /// Delivers every payload once to fresh devices; returns how many were handled.
  func runOnce() -> Int {
    let (ios, android) = makeDevices()
    var handled = 0
    for (bytes, platform) in lines {
      let device = platform == .iOS ? ios : android
      // Each push (or its issue) is released here, as an app's test releases what it does not keep.
      do {
        _ = try device.receive(bytes)
        handled += 1
      } catch {}
    }
    return handled
  }
}

/// A delegate that counts callbacks (the bench's app).
final class CountingDelegate: PushDelegate {
  var received = 0
  func onNotificationReceived(_ push: IncomingPush) { received += 1 }
}
