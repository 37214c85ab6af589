/// OneSignal iOS: the foreground-display state the SDK keeps once per app process.
///
/// In OneSignal-iOS-SDK `OSNotification+OneSignal.m` (3b73f0ec) `_completion`, `_timeoutTimer`
/// and `_wantsToDisplay` are declared in the `@implementation OSDisplayableNotification` body
/// outside any instance-variable braces: file-level C variables, one each for the whole process,
/// not one per notification. So:
/// - `parseWithApns:` (run by `handleWillPresentNotificationInForegroundWithPayload:` for every
///   foreground OneSignal push, an in-app message preview too) makes a new `NSTimer` and stores it
///   in `_timeoutTimer` (``parse()``), without scheduling it; a timer scheduled earlier stays on
///   the run loop, no longer referenced;
/// - `setCompletionBlock:` overwrites `_completion` (``setCompletion(_:)``): the block of a push
///   still held is dropped, and that push's `willPresent` is never answered;
/// - `startTimeoutTimer` adds `_timeoutTimer` to the run loop (``startTimeoutTimer()``);
/// - `complete:` (from `display`, the listeners' return, `timeoutTimerFired:`) invalidates
///   whatever `_timeoutTimer` is then and calls whatever `_completion` is then
///   (``complete()``), so a `display()` on one notification, or the timeout of one, answers the
///   push held at that moment, whichever it is;
/// - `timeoutTimerFired:` runs for every timer still on the run loop (``timerFired(_:)``);
/// - `dealloc` invalidates whatever `_timeoutTimer` is then when a block is held. An `NSTimer`
///   keeps its target until it is invalidated, so a notification goes only when its timer fired,
///   was invalidated, or, never scheduled (an in-app message preview's), is released by the next
///   parse, which has already stored the new timer: with a push held then, the preview's
///   notification invalidates the new push's timer before `startTimeoutTimer` adds it, and
///   `CFRunLoopAddTimer` ignores an invalid timer (``parse()``);
/// - with no lifecycle listener registered the manager (`handleWillShowInForegroundForNotification:`)
///   still parses and sets the block, then calls the block itself, not `complete:`: `_completion`
///   stays set though it ran, and `_timeoutTimer` is neither scheduled nor invalidated, so it
///   keeps that notification alive until the next parse, whose `dealloc` then sees the stale
///   block and invalidates the next push's timer (``completeWithoutListener(_:)``).
///
/// A value type: the runtime owns one and starts a new one with each process.
struct OneSignalIOSDisplayState {
  /// `_completion`: the foreground push whose `willPresent` the SDK's one completion block
  /// answers, or `nil` once `complete:` ran it (or before any).
  private(set) var completion: IncomingPush?
  /// `_completion` is still set but already ran: the manager called it itself, with no listener
  /// registered, and nothing set it to `nil` (``completeWithoutListener(_:)``).
  private(set) var completionAlreadyRan = false
  /// `_timeoutTimer`: the number of the timer the last parsed notification made, `nil` before any.
  private(set) var timeoutTimer: Int?
  /// The timers added to the run loop and not invalidated since, by number.
  private(set) var scheduledTimers: Set<Int> = []
  /// `_wantsToDisplay`: `true` in a new process; `preventDefault()` sets it false and nothing
  /// sets it back.
  var wantsToDisplay = true
  /// How many timers were made in this process (each parse makes one).
  private var timersMade = 0
  /// `_timeoutTimer` was never scheduled nor invalidated: it alone keeps its notification (an
  /// in-app message preview's) alive, until the next parse replaces it.
  private var timeoutTimerKeepsItsNotification = false
  /// `_timeoutTimer` was invalidated before it was scheduled: `startTimeoutTimer` adds nothing.
  private var timeoutTimerInvalidated = false

  /// `parseWithApns:` → `setTimeoutTimer`: a new timer, not scheduled, replaces `_timeoutTimer`.
  /// When the replaced timer was never scheduled nor invalidated (an in-app message preview's),
  /// its notification deallocates now, and its `dealloc` invalidates the new timer if a block is
  /// held: that push's timer never fires. Returns the new timer's number.
  @discardableResult
  mutating func parse() -> Int {
    let previousNotificationDeallocates = timeoutTimer != nil && timeoutTimerKeepsItsNotification
    timersMade += 1
    timeoutTimer = timersMade
    timeoutTimerInvalidated = previousNotificationDeallocates && completion != nil
    timeoutTimerKeepsItsNotification = !timeoutTimerInvalidated
    return timersMade
  }

  /// `setCompletionBlock:` with `push`'s completion. Returns the push whose block it replaced
  /// (held and never to be answered), if any; a block that already ran replaces no one.
  mutating func setCompletion(_ push: IncomingPush) -> IncomingPush? {
    defer { (completion, completionAlreadyRan) = (push, false) }
    return completionAlreadyRan ? nil : completion
  }

  /// `handleWillShowInForegroundForNotification:` with no lifecycle listener, after the parse:
  /// `setCompletionBlock:`, then the manager calls the block itself with the notification (7),
  /// not `complete:`. So `_completion` stays set (a block that ran), and `_timeoutTimer` (this
  /// push's, from ``parse()``) is neither scheduled nor invalidated: it alone keeps the
  /// notification alive, and the next parse releases it with a block set, so that `dealloc`
  /// invalidates the next push's timer, as after an in-app message preview with a push held.
  /// Returns the push whose held block it replaced (never to be answered), if any.
  mutating func completeWithoutListener(_ push: IncomingPush) -> IncomingPush? {
    let dropped = setCompletion(push)
    completionAlreadyRan = true
    return dropped
  }

  /// `startTimeoutTimer`: `_timeoutTimer` goes on the run loop, unless it was invalidated.
  mutating func startTimeoutTimer() {
    if let timer = timeoutTimer, !timeoutTimerInvalidated { scheduledTimers.insert(timer) }
    timeoutTimerKeepsItsNotification = false
  }

  /// `complete:`: invalidates `_timeoutTimer` (whichever notification's it is) and runs
  /// `_completion` once. Returns the push it answers, `nil` when no block is set or the block
  /// set had already run (``completeWithoutListener(_:)``: the system's handler was called then,
  /// and iOS keeps the first call).
  mutating func complete() -> IncomingPush? {
    if let timer = timeoutTimer { scheduledTimers.remove(timer) }
    (timeoutTimerInvalidated, timeoutTimerKeepsItsNotification) = (true, false)
    defer { (completion, completionAlreadyRan) = (nil, false) }
    return completionAlreadyRan ? nil : completion
  }

  /// Timer `number` fires: whether it was still on the run loop (an invalidated timer does not
  /// fire). It leaves the run loop either way (it does not repeat).
  mutating func timerFired(_ number: Int) -> Bool {
    scheduledTimers.remove(number) != nil
  }
}
