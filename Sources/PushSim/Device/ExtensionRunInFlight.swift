/// A notification service extension run still in flight (R-NSE-2): the task that ends it, and
/// what the app's receive layer still waits for from its end, which a reboot that cuts the run
/// settles instead.
struct ExtensionRunInFlight {
  /// The push's id.
  let id: String
  /// The run's scheduled end.
  let task: ScheduledTask
  /// The push the extension runs for.
  let push: IncomingPush
  /// FlutterFire: didRRN left the push to the `willPresent` after the extension (row xf9).
  let didRRNLeftToWillPresent: Bool
  /// The wrapper's view of the push waits for the extension's end
  /// (``SimulatedDevice/wrapperDecidesAtExtensionEnd(_:_:)``).
  let wrapperDecidesAtEnd: Bool
}
