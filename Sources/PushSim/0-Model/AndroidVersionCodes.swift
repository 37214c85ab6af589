/// The Android API levels PushSim's version-dependent rules compare
/// ``DeviceOptions/androidApiLevel`` with, under the names of `android.os.Build.VERSION_CODES`
/// (developer.android.com/reference/android/os/Build.VERSION_CODES).
enum AndroidVersionCodes {
  /// `O`, Android 8.0: the oldest release a scenario may give (notification channels).
  static let o = 26
  /// `Q`, Android 10: background activity starts are restricted.
  static let q = 29
  /// `R`, Android 11: Do Not Disturb's conversations category.
  static let r = 30
  /// `S`, Android 12: OneSignal draws no background image; an autogroup summary tap cancels.
  static let s = 31
  /// `TIRAMISU`, Android 13: the `POST_NOTIFICATIONS` runtime permission.
  static let tiramisu = 33
  /// `UPSIDE_DOWN_CAKE`, Android 14.
  static let upsideDownCake = 34
  /// `VANILLA_ICE_CREAM`, Android 15: the default of ``DeviceOptions/androidApiLevel``.
  static let vanillaIceCream = 35
  /// `BAKLAVA`, Android 16: the newest release a scenario may give.
  static let baklava = 36
}

extension DeviceOptions {
  /// The API level of ``androidApiLevel`` when a scenario gives none: 35, Android 15, the
  /// release PushSim's rules were written against.
  public static let defaultAndroidApiLevel = AndroidVersionCodes.vanillaIceCream
  /// The API levels ``androidApiLevel`` accepts: 26 (Android 8.0) to 36 (Android 16).
  public static let androidApiLevels: ClosedRange<Int> = AndroidVersionCodes.o...AndroidVersionCodes.baklava
}
