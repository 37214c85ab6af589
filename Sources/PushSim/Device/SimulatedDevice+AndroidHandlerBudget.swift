extension SimulatedDevice {
  /// R-A-9's budget for a message handler that takes `takes`; FlutterFire runs its Dart handler
  /// as queued work, killed only after 30 s ("If tasks run for longer than 30 seconds, the device
  /// may automatically kill the process", [X4]); React Native Firebase runs its JS handler as a
  /// Headless JS task with a 60 s timeout by default ("has 60 seconds to resolve before it is
  /// automatically canceled", [X3]; ``DeviceOptions/reactNativeHeadlessTaskTimeoutSeconds``).
  func startHandlerBudget(for id: String, takes: Duration) {
    let seconds =
      switch wrapper {
      case .flutter where options.dartEntryPoint: SimulatedDevice.flutterHandlerBudgetSeconds
      case .reactNative: options.reactNativeHeadlessTaskTimeoutSeconds
      default: options.androidHandlerBudgetSeconds
      }
    let budget = Duration.seconds(seconds)
    guard takes > budget else { return }
    let task = simulation.scheduler.schedule(after: budget) { [weak self] in
      guard let self else { return }
      self.emit("handler.timedOut", ["notification": .string(id), "budget": .string(DurationText.format(budget))])
      if self.state == .background { self.setState(.killed, reason: "handlerBudgetExceeded") }
    }
    handlerTasks.append(task)
  }

  /// How long FlutterFire's background handler may run on Android ([X4]).
  static let flutterHandlerBudgetSeconds = 30
}
