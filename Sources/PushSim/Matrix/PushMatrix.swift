/// What one payload does on every platform it can reach, in every app state (and, on request,
/// in every cross-platform wrapper): the answer to "why is my callback not called when the app
/// is killed?" in one table.
///
/// Each cell is a fresh ``SimulatedDevice`` that receives the payload and, when it shows a
/// notification, has it tapped; the cell reads the trace (``MatrixCell``). The app is the
/// plain app of SCENARIOS.md, set up the way its SDK's documentation asks:
///
/// - its delegate is registered at launch, and `willPresent` returns `[]` (the default of
///   SEMANTICS.md §7.1);
/// - on iOS it ships a notification service extension (the SDK's own for a vendor SDK, else one
///   that returns the content unchanged), so the NSE column says whether iOS would run it;
/// - a Flutter app's background handler is a `@pragma('vm:entry-point')` function;
/// - every knob and device condition has its default (online, unlocked, permission granted,
///   background budget available, a desktop browser).
///
/// A ``MatrixDevice`` changes the knobs and the app for every cell.
///
/// ```swift
/// let matrix = try PushMatrix(payload: Array(#"{"aps":{"alert":"Hi"}}"#.utf8))
/// matrix.cell(.iOS, .notRunning)?.rule   // "i3"
/// ```
public struct PushMatrix: Sendable {
  /// A platform the payload reaches: what the device makes of it there.
  public struct Section: Sendable, Equatable {
    /// The platform.
    public var platform: Platform
    /// The SDK the app embeds there.
    public var sdk: SDK
    /// The dialect the platform recognises.
    public var dialect: Dialect
    /// The push kind (SEMANTICS.md §1.1, §2.1, §3).
    public var kind: PushKind
    /// What the platform tolerates but warns about (an `.apns` file's "Simulator Target
    /// Bundle", a missing `apns-push-type`, …): ``PayloadLinter``'s warnings for the cells'
    /// device (its options and app) and SDK, but `headerNotForPlatform`.
    public var warnings: [PayloadIssue]
    /// What ``PayloadLinter`` reports as an error for this platform although its device
    /// accepts the payload: an SDK's or its server's own limit (Kii's 2 KB APNs limit with the
    /// Kii SDK), a field the push service refuses in an FCM HTTP v1 body. The cells still show
    /// what the device would do with it.
    public var errors: [PayloadIssue] = []
  }

  /// A platform the payload reaches that the matrix leaves out, and why.
  public struct Skipped: Sendable, Equatable {
    /// The platform.
    public var platform: Platform
    /// Why: the SDK asked for is not simulated there, or (`refused: …`) the push service refuses
    /// an FCM HTTP v1 request for that platform's tokens.
    public var reason: String
  }

  /// The platforms in the matrix, in ``Platform`` order.
  public var sections: [Section]
  /// Platforms the payload reaches that are left out.
  public var skipped: [Skipped]
  /// The cells: platform by platform, wrapper by wrapper, state by state.
  public var cells: [MatrixCell]
  /// The SDK asked for, `nil` for each platform's plain SDK.
  public var requestedSDK: SDK?
  /// The device every cell started from.
  public var device: MatrixDevice

  /// Runs the payload through every platform it reaches and every app state.
  ///
  /// - Parameters:
  ///   - payload: the payload bytes: an APNs payload (an Xcode `.apns` file too), an FCM data
  ///     map, an FCM HTTP v1 body, or Web Push JSON.
  ///   - headers: transport headers, applied on every platform.
  ///   - sdk: the SDK the app embeds; `nil` for each platform's plain SDK
  ///     (``Platform/defaultSDK``). Platforms where it is not simulated are ``skipped``.
  ///   - wrappers: the wrappers to show (Airship's only for the platform's plain SDK); a wrapper
  ///     other than ``Wrapper/native`` applies on iOS
  ///     and Android only (on the web the service worker is the app's code whatever the
  ///     framework).
  ///   - device: the knobs and the app every cell's device starts from (the plain app with
  ///     every default by default).
  /// - Throws: ``PushMatrixError`` when the payload is not JSON, reaches no platform, or the SDK
  ///   is simulated on none of the platforms it reaches.
  public init(
    payload: [UInt8], headers: PushHeaders = PushHeaders(), sdk: SDK? = nil, wrappers: [Wrapper] = [.native],
    device: MatrixDevice = MatrixDevice()
  ) throws(PushMatrixError) {
    let validated: ValidatedPushHeaders
    do {
      validated = try headers.validated()
    } catch {
      throw PushMatrixError(error.description)
    }
    let (reached, refused) = try Self.reach(payload, headers: validated, device: device)
    requestedSDK = sdk
    self.device = device
    sections = []
    skipped = refused
    cells = []
    for (platform, push) in reached {
      let chosen = sdk ?? platform.defaultSDK
      guard SDK.simulated(on: platform).contains(chosen) else {
        skipped.append(
          Skipped(
            platform: platform,
            reason: "the \(chosen) SDK is not simulated on \(platform); simulated there: "
              + SDK.simulated(on: platform).map(\.rawValue).joined(separator: ", ")))
        continue
      }
      // The warnings `lint` and `parse` give for this platform's device (the `--device` options
      // and app) and SDK. One set of headers goes to every platform: a header of another
      // platform's push service is expected here, and not reported (`lint`, `parse` and a
      // scenario do).
      // Lint's errors too: what an SDK or the push service refuses although the device accepts it.
      let findings = PayloadLinter.lint(
        payload, platform: platform, headers: validated, options: device.options, app: device.app(on: platform), sdk: sdk
      ).filter { $0.issue.reason != "headerNotForPlatform" }
      sections.append(
        Section(
          platform: platform, sdk: chosen, dialect: push.dialect, kind: push.kind,
          warnings: findings.filter { $0.severity == .warning }.map(\.issue),
          errors: findings.filter { $0.severity == .error }.map(\.issue)))
      for wrapper in Self.rowWrappers(wrappers, platform: platform, sdk: chosen) {
        for state in platform.appStates {
          cells.append(
            Self.run(payload, headers: headers, platform: platform, sdk: chosen, wrapper: wrapper, state: state, device: device))
        }
      }
    }
    if sections.isEmpty, let sdk {
      let platforms = reached.map(\.platform.rawValue).joined(separator: ", ")
      let simulatedOn = Platform.allCases.filter { SDK.simulated(on: $0).contains(sdk) }.map(\.rawValue)
      throw PushMatrixError(
        "the \(sdk) SDK is not simulated on any platform this payload reaches (\(platforms)); "
          + (simulatedOn.isEmpty ? "it is not simulated on any platform yet" : "it is simulated on " + simulatedOn.joined(separator: ", ")),
        cause: .sdk)
    }
  }

  /// The cell for a platform and state (and wrapper).
  public func cell(_ platform: Platform, _ state: AppState, wrapper: Wrapper = .native) -> MatrixCell? {
    cells.first { $0.platform == platform && $0.state == state && $0.wrapper == wrapper }
  }

  /// The decision rows the cells name (native and wrapper), in the order of ``DecisionRule/all``.
  public var rules: [DecisionRule] {
    let used = Set(cells.flatMap { [$0.rule] + $0.wrapperRules })
    return DecisionRule.all.filter { used.contains($0.id) }
  }

  /// The wrappers among `wrappers` that get rows on `platform` with `sdk`: the web has native
  /// rows only, and Airship's plugins, which bring the Airship SDK, go with the platform's plain
  /// SDK only (not an app with another vendor SDK).
  static func rowWrappers(_ wrappers: [Wrapper], platform: Platform, sdk: SDK) -> [Wrapper] {
    wrappers.filter { ($0 == .native || platform != .web) && !($0.isAirship && sdk != platform.defaultSDK) }
  }

  /// One cell: a fresh device in `state` receives the payload; what it showed is tapped.
  static func run(
    _ payload: [UInt8], headers: PushHeaders, platform: Platform, sdk: SDK, wrapper: Wrapper, state: AppState,
    device setup: MatrixDevice = MatrixDevice()
  ) -> MatrixCell {
    let device = SimulatedDevice(
      platform: platform, sdk: sdk, wrapper: wrapper, state: state, options: setup.options, app: setup.app(on: platform))
    if platform == .iOS, setup.app == nil, device.serviceExtension == nil {
      device.setServiceExtension(ScriptedServiceExtension())
    }
    device.recordsSDKPostedIDs = true
    let trace = device.trace
    var headers = headers
    if platform == .iOS, setup.app == nil, headers["activity"] == nil,
      headers["apns-push-type"]?.text == APNsPushType.liveactivity.rawValue
    {
      // An ActivityKit push is sent to one Live Activity's token: the plain app's.
      headers["activity"] = .string(MatrixDevice.liveActivityID)
    }
    // Headers were validated by the caller: `receive` cannot throw for them.
    _ = try? device.receive(payload, headers: headers)
    device.advance(by: .seconds(1))
    // A service extension that has not finished yet (one that never calls its handler) ends
    // within its budget, and what it leads to is part of the cell.
    var waited = 1
    while !device.extensionRuns.isEmpty, waited <= device.options.iosNSEBudgetSeconds {
      device.advance(by: .seconds(1))
      waited += 1
    }
    // The cell answers what happens when the payload arrives. A notification held for the
    // user's Scheduled Summary is that answer even when the summary's time falls within the
    // cell's seconds: the receipt ends where the summary releases it, and nothing is tapped.
    let afterReceipt = trace.events.firstIndex { $0.name == "push.released" && $0["reason"]?.stringValue == "scheduledSummary" }
      ?? trace.events.count
    var tap: ArraySlice<TraceEvent>?
    var postedBySDK = false
    // The push's own notification: the first it showed (a group summary an SDK or the system
    // posts after it is not what the user taps in the cell).
    let shown = trace.events[..<afterReceipt].first { $0.name == "notification.displayed" || $0.name == "notification.replaced" }
    if let id = shown?["id"]?.stringValue {
      // Who posted it, even if it already left the tray (an SDK's `timeoutAfter` under a second).
      postedBySDK = device.sdkPostedIDs.contains(id)
    }
    if let id = shown?["id"]?.stringValue, device.tray.notification(id: id) != nil {
      _ = try? device.tap(.id(id))
      device.advance(by: .seconds(1))
      tap = trace.events[afterReceipt...]
    }
    return MatrixCell(
      device: device, state: state, receipt: trace.events[..<afterReceipt], postedBySDK: postedBySDK, tap: tap)
  }
}
