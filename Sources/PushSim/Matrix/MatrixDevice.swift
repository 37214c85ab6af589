/// The device every cell of a ``PushMatrix`` starts from, beyond its platform, SDK, wrapper and
/// app state: the knobs and device conditions, and the app's behaviour. The same settings as a
/// scenario device's `options` and `app` (`pushsim matrix --device '{"options": {…}, "app": {…}}'`).
public struct MatrixDevice: Sendable {
  /// The knobs and device conditions. By default every one has its SEMANTICS.md §7.1 default,
  /// and a Flutter app's background handler is a `@pragma('vm:entry-point')` function.
  public var options: DeviceOptions
  /// The app's behaviour; `nil` for the matrix's plain app (its delegate registered at launch,
  /// `willPresent` returning `[]`, on iOS a notification service extension: the SDK's own for a
  /// vendor SDK, else one that returns the content unchanged). An app given here is used as it
  /// is: it has a service extension only if it says so (`"serviceExtension"`).
  public var app: AppBehavior?
  /// OneSignal's `additionalDataIsRootPayload` given as an option without an app: set on the
  /// plain app of each cell (which keeps its service extension), as a scenario device's option
  /// sets it on the device's app.
  var additionalDataIsRootPayload: Bool?

  /// The matrix's default device, or one with the given options and app.
  public init(options: DeviceOptions? = nil, app: AppBehavior? = nil) {
    self.options = options ?? MatrixDevice.defaultOptions
    self.app = app
  }

  /// The default knobs: every SEMANTICS.md §7.1 default, and a Flutter handler that is a
  /// `vm:entry-point`.
  public static var defaultOptions: DeviceOptions {
    var options = DeviceOptions()
    options.dartEntryPoint = true
    return options
  }

  /// The app a cell on `platform` runs: the one given, else the plain app (on iOS with the SDK's
  /// service extension and a PushKit VoIP registry whose handler reports the call, see
  /// ``PushMatrix``) with ``additionalDataIsRootPayload`` when given.
  /// The platform lines' dialect, kind and warnings are worked out for this app too.
  func app(on platform: Platform) -> AppBehavior {
    if let app { return app }
    var plain = AppBehavior()
    if platform == .iOS {
      plain.usesSDKServiceExtension = true
      plain.pushKit = PushKitRegistration()
      plain.liveActivities = MatrixDevice.liveActivities
    }
    if let additionalDataIsRootPayload { plain.oneSignalAdditionalDataIsRootPayload = additionalDataIsRootPayload }
    return plain
  }

  /// The plain iOS app's Live Activities: one, ``liveActivityID``, started as the run starts, of
  /// an attributes type (``liveActivityType``) whose `ContentState` and attributes require no key,
  /// so that an ActivityKit push shows what the system does with its `aps` (an update or end
  /// addressed to it, a push-to-start of that type) rather than the app's types.
  static let liveActivities = LiveActivitySettings(
    types: [liveActivityType: .init()],
    activities: [.init(id: liveActivityID, type: liveActivityType, contentState: .object([:]))])
  /// The id of the plain iOS app's Live Activity, the `activity` header a cell gives an
  /// ActivityKit push that names none.
  static let liveActivityID = "activity"
  /// The attributes type of the plain iOS app's Live Activities.
  static let liveActivityType = "ActivityAttributes"

  /// Whether this is the default device (the legend then describes it).
  var isDefault: Bool { app == nil && additionalDataIsRootPayload == nil && options == MatrixDevice.defaultOptions }
}
