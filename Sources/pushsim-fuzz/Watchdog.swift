import Foundation
import PushSim

/// Names the running case in `OUT/in-flight.txt` before it runs, and stops the process when one
/// case runs longer than the hang bound, saving that case.
final class Watchdog: @unchecked Sendable {
  private let lock = NSLock()
  private let folder: FuzzFindingsFolder
  private let hang: Double
  private var current: (fuzzCase: FuzzCase, target: FuzzTarget, started: ContinuousClock.Instant)?
  private let marker: FileHandle?

  init(folder: FuzzFindingsFolder, hang: Double) {
    self.folder = folder
    self.hang = hang
    let path = folder.inFlightPath
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    marker = FileHandle(forWritingAtPath: path)
  }

  /// Starts the thread that checks the running case once a second.
  func start() {
    Thread.detachNewThread { [self] in
      while true {
        Thread.sleep(forTimeInterval: 1)
        lock.lock()
        let running = current
        lock.unlock()
        guard let running, running.started.duration(to: .now) > .milliseconds(Int64(hang * 1000)) else { continue }
        FuzzCommand.save(running.fuzzCase, target: running.target, problem: "HANG: still running after \(hang) s", in: folder)
        FuzzCommand.say("HANG \(running.target) \(running.fuzzCase.id): still running after \(hang) s; saved to \(folder.path)")
        exit(3)
      }
    }
  }

  /// Records the case about to run.
  func willRun(_ fuzzCase: FuzzCase, target: FuzzTarget) {
    lock.lock()
    current = (fuzzCase, target, .now)
    lock.unlock()
    let line = Data("\(target) \(fuzzCase.id)\n".utf8)
    try? marker?.seek(toOffset: 0)
    try? marker?.write(contentsOf: line)
    try? marker?.truncate(atOffset: UInt64(line.count))
  }

  /// Clears the marker at the end of a run that did not crash.
  func finish() {
    willRunNothing()
  }

  private func willRunNothing() {
    lock.lock()
    current = nil
    lock.unlock()
    try? marker?.truncate(atOffset: 0)
  }
}
